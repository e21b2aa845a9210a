-- Blocked nights get the same guarantee as booked ones, in the database itself:
--  * owner blocks of one property never overlap each other (exclusion constraint);
--  * an owner block never covers a held or confirmed stay, and a stay never starts taking a blocked
--    night (inserted as held/confirmed, or confirmed again after its hold ended): triggers that raise
--    exclusion_violation (23P01), like bookings_no_overlap does between stays.
-- A constraint cannot look at another table, so each trigger first locks the property's row
-- (FOR NO KEY UPDATE: foreign-key checks still pass): two transactions writing nights of one property
-- then run one after the other, and the second sees what the first committed. A row lock, not an
-- advisory lock, so a statement writing the stays of thousands of properties (a data import) does not
-- fill the shared lock table. Imported blocks take it too, but are never refused: the other platform
-- has already sold those nights.
-- lock_property_nights is the advisory lock the application takes before writing a property's nights
-- (lockPropertyForHold, the calendar sync, owner blocks): it keeps its writers in one order, so no two
-- of them deadlock; the triggers' row lock always comes after it.
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_owner_no_overlap"
  EXCLUDE USING gist ("hotel_id" WITH =, daterange("start_date", "end_date", '[)') WITH &&)
  WHERE ("source" = 'owner');
--> statement-breakpoint
-- Every block, owner's or imported: what search, availability and the hold trigger ask.
CREATE INDEX IF NOT EXISTS "calendar_blocks_nights_idx" ON "calendar_blocks"
  USING gist ("hotel_id", daterange("start_date", "end_date", '[)'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lock_property_nights(hotel uuid) RETURNS void LANGUAGE sql VOLATILE AS $$
  SELECT pg_advisory_xact_lock(4201, hashtext(hotel::text));
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bookings_refuse_blocked_nights() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF NEW.status IN ('held', 'confirmed') AND (
    TG_OP = 'INSERT'
    OR OLD.status NOT IN ('held', 'confirmed')
    OR NEW.hotel_id <> OLD.hotel_id OR NEW.check_in <> OLD.check_in OR NEW.check_out <> OLD.check_out
  ) THEN
    PERFORM 1 FROM hotels WHERE id = NEW.hotel_id FOR NO KEY UPDATE;
    -- A new statement, so (read committed) it sees what the row lock's previous holder committed.
    IF EXISTS (
      SELECT 1 FROM calendar_blocks b
      WHERE b.hotel_id = NEW.hotel_id
        AND daterange(b.start_date, b.end_date, '[)') && daterange(NEW.check_in, NEW.check_out, '[)')
    ) THEN
      RAISE EXCEPTION 'these nights are blocked' USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'bookings_not_on_blocked_nights';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_not_on_blocked_nights" BEFORE INSERT OR UPDATE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION bookings_refuse_blocked_nights();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION calendar_blocks_refuse_taken_nights() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM hotels WHERE id = NEW.hotel_id FOR NO KEY UPDATE;
  IF NEW.source = 'owner' AND EXISTS (
    SELECT 1 FROM bookings s
    WHERE s.hotel_id = NEW.hotel_id
      AND s.status IN ('held', 'confirmed')
      AND daterange(s.check_in, s.check_out, '[)') && daterange(NEW.start_date, NEW.end_date, '[)')
  ) THEN
    RAISE EXCEPTION 'these nights are taken by a stay' USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'calendar_blocks_not_on_stays';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "calendar_blocks_not_on_stays" BEFORE INSERT OR UPDATE ON "calendar_blocks"
  FOR EACH ROW EXECUTE FUNCTION calendar_blocks_refuse_taken_nights();
