ALTER TABLE "bookings" ADD COLUMN "deposit_amount" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_amount" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_due_on" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_send_on" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_link_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_link_url" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_link_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_payment_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_offline_method" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_offline_reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_balance_link_unique" ON "bookings" USING btree ("balance_link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_balance_payment_unique" ON "bookings" USING btree ("balance_payment_id");--> statement-breakpoint
CREATE INDEX "bookings_balance_due_idx" ON "bookings" USING btree ("balance_send_on") WHERE "bookings"."balance_amount" is not null and "bookings"."balance_paid_at" is null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_balance_check" CHECK (("bookings"."deposit_amount" is null and "bookings"."balance_amount" is null and "bookings"."balance_due_on" is null) or ("bookings"."deposit_amount" >= 100 and "bookings"."balance_amount" >= 100 and "bookings"."balance_due_on" is not null and "bookings"."deposit_amount" + "bookings"."balance_amount" = "bookings"."total_cost"));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_balance_offline_check" CHECK ("bookings"."balance_offline_method" is null or "bookings"."balance_offline_method" in ('cash', 'bank-transfer', 'upi'));