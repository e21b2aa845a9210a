ALTER TABLE "hotels" ADD COLUMN "rates" jsonb;--> statement-breakpoint
CREATE INDEX "hotels_with_rates_idx" ON "hotels" USING btree ("id") WHERE "hotels"."rates" is not null and "hotels"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_rates_check" CHECK ("hotels"."rates" is null or jsonb_typeof("hotels"."rates") = 'object');