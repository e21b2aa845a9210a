CREATE TABLE "taken_nights" (
	"hotel_id" uuid NOT NULL,
	"night" date NOT NULL,
	"source_id" uuid NOT NULL,
	"taken_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "taken_nights" ADD CONSTRAINT "taken_nights_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "taken_nights_hotel_idx" ON "taken_nights" USING btree ("hotel_id","night","taken_until");--> statement-breakpoint
CREATE INDEX "taken_nights_night_idx" ON "taken_nights" USING btree ("night","hotel_id","taken_until");--> statement-breakpoint
-- taken_nights is derived from bookings (held or confirmed) and calendar_blocks by these triggers,
-- in the same transaction as the write that changes them, whoever writes (the app, the calendar sync,
-- the hold expiry, SQL by hand): the two can never disagree.
CREATE OR REPLACE FUNCTION bookings_keep_taken_nights() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status IN ('held', 'confirmed') THEN
    DELETE FROM taken_nights
    WHERE hotel_id = OLD.hotel_id AND night >= OLD.check_in AND night < OLD.check_out AND source_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status IN ('held', 'confirmed') THEN
    INSERT INTO taken_nights (hotel_id, night, source_id, taken_until)
    SELECT NEW.hotel_id, night::date, NEW.id,
           CASE WHEN NEW.status = 'confirmed' THEN 'infinity'::timestamptz ELSE coalesce(NEW.hold_expires_at, '-infinity'::timestamptz) END
    FROM generate_series(NEW.check_in, NEW.check_out - 1, interval '1 day') AS night;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_keep_taken_nights"
  AFTER INSERT OR DELETE OR UPDATE OF hotel_id, check_in, check_out, status, hold_expires_at ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION bookings_keep_taken_nights();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION calendar_blocks_keep_taken_nights() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM taken_nights
    WHERE hotel_id = OLD.hotel_id AND night >= OLD.start_date AND night < OLD.end_date AND source_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO taken_nights (hotel_id, night, source_id, taken_until)
    SELECT NEW.hotel_id, night::date, NEW.id, 'infinity'::timestamptz
    FROM generate_series(NEW.start_date, NEW.end_date - 1, interval '1 day') AS night;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "calendar_blocks_keep_taken_nights"
  AFTER INSERT OR DELETE OR UPDATE OF hotel_id, start_date, end_date ON "calendar_blocks"
  FOR EACH ROW EXECUTE FUNCTION calendar_blocks_keep_taken_nights();
--> statement-breakpoint
-- The nights of what is already there.
INSERT INTO taken_nights (hotel_id, night, source_id, taken_until)
SELECT b.hotel_id, night::date, b.id,
       CASE WHEN b.status = 'confirmed' THEN 'infinity'::timestamptz ELSE coalesce(b.hold_expires_at, '-infinity'::timestamptz) END
FROM bookings b, generate_series(b.check_in, b.check_out - 1, interval '1 day') AS night
WHERE b.status IN ('held', 'confirmed');
--> statement-breakpoint
INSERT INTO taken_nights (hotel_id, night, source_id, taken_until)
SELECT c.hotel_id, night::date, c.id, 'infinity'::timestamptz
FROM calendar_blocks c, generate_series(c.start_date, c.end_date - 1, interval '1 day') AS night;
