DROP INDEX "listing_requests_created_at_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "created_by" text DEFAULT 'registration' NOT NULL;--> statement-breakpoint
-- Before this column the server made the ADMIN_EMAIL account administrator at every start: the
-- administrator of an existing database is taken to be the server's own account.
UPDATE "users" SET "created_by" = 'server' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_generated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_requests_user_idx" ON "listing_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_requests_created_at_idx" ON "listing_requests" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_check" CHECK ("users"."created_by" in ('registration', 'server'));