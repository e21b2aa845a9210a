-- Booking references (HN-7K3QX2): "HN-" and six characters drawn from 32 that cannot be mistaken for
-- one another (no 0/O, no 1/I). Each character takes five random bits of a fresh random UUID (bytes
-- 0-5 of a version-4 UUID are all random; 256 is a multiple of 32, so no character is likelier than
-- another), so no reference says anything about another. A reference already taken is drawn again;
-- the unique index on bookings.reference is the guarantee. Used as the column's default: every
-- booking gets one when it is written, and the migration that adds the column fills existing rows.
CREATE OR REPLACE FUNCTION new_booking_reference() RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  bytes bytea;
  candidate text;
BEGIN
  LOOP
    bytes := decode(replace(gen_random_uuid()::text, '-', ''), 'hex');
    candidate := 'HN-';
    FOR i IN 0..5 LOOP
      candidate := candidate || substr(alphabet, (get_byte(bytes, i) % 32) + 1, 1);
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM bookings WHERE reference = candidate);
  END LOOP;
  RETURN candidate;
END
$$;
