-- Overlapping stays of one property are impossible at the database level: held and confirmed
-- bookings may not share a night (a check-out day is free for the next check-in: '[)' ranges).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("hotel_id" WITH =, daterange("check_in", "check_out", '[)') WITH &&)
  WHERE ("status" IN ('held', 'confirmed'));
--> statement-breakpoint
-- Destination search is a case-insensitive substring match over name, city and country.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_search_text_trgm_idx" ON "hotels" USING gin ("search_text" gin_trgm_ops) WHERE "archived_at" IS NULL;
