/**
 * The load benchmark's data: properties, bookings, rates, imported and owner blocks, listing requests,
 * the same for every run (the numbers derive from each property's position). `seedBenchData` also
 * serves a scratch database for EXPLAIN (ANALYZE) work without the HTTP part: `npx tsx bench/seed.ts`.
 */
import { sql } from 'drizzle-orm';
import { AMENITIES, FACILITIES, HOTEL_TYPES } from '@hillnest/domain';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { DEMO_DESTINATIONS } from '../../apps/server/src/db/seed/data';

export const BOOKINGS_PER_HOTEL = 10;
export const LISTING_REQUESTS = 5_000;

/** The demo's destinations and a few more: the bench's data spreads over more places than the demo shows. */
export const CITIES = [...DEMO_DESTINATIONS, 'Coorg', 'Leh', 'Kasauli', 'Lonavala', 'Mount Abu'];
const pgArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

/** Every property differs by a cheap hash of its number: cities, types, prices, stars, capacities, facilities. */
function seedSql(HOTELS: number, TODAY: string): string {
  return `
INSERT INTO hotels (name, description, city, country, type, price_per_night, adult_count, child_count, star_rating,
                    facilities, amenities, image_urls, created_at)
SELECT 'Bench Stay ' || g,
       'Benchmark property number ' || g || ', a quiet apartment in the hills.',
       (${pgArray(CITIES)})[1 + g % ${CITIES.length}],
       'India',
       (${pgArray(HOTEL_TYPES)})[1 + (g * 7) % ${HOTEL_TYPES.length}],
       500 + (g * 37) % 9500,
       1 + g % 6,
       g % 4,
       1 + (g * 13) % 5,
       ARRAY(SELECT f FROM unnest(${pgArray(FACILITIES)}) WITH ORDINALITY AS t(f, i) WHERE i = 1 + g % 9 OR (g * 31 + i * 17) % 3 = 0),
       ARRAY(SELECT a FROM unnest(${pgArray(AMENITIES)}) WITH ORDINALITY AS t(a, i) WHERE i = 1 + g % 17 OR (g * 29 + i * 11) % 2 = 0),
       ARRAY['/uploads/bench/' || g || '.webp'],
       now() - make_interval(mins => g)
FROM generate_series(1, ${HOTELS}) AS g;

-- Ten stays per property, twelve days apart (never overlapping), over the coming four months;
-- the last one of each is an unexpired hold, the others confirmed.
INSERT INTO bookings (hotel_id, first_name, last_name, email, check_in, check_out, adult_count, total_cost, status,
                      hold_expires_at, provider, razorpay_order_id, razorpay_payment_id)
SELECT h.id, 'Bench', 'Guest', 'bench@example.com',
       DATE '${TODAY}' + (j * 12 + h.n % 7),
       DATE '${TODAY}' + (j * 12 + h.n % 7 + 2 + h.n % 3),
       2, 500000,
       CASE WHEN j = ${BOOKINGS_PER_HOTEL - 1} THEN 'held' ELSE 'confirmed' END,
       CASE WHEN j = ${BOOKINGS_PER_HOTEL - 1} THEN now() + interval '1 day' END,
       'bench', 'bench_' || h.n || '_' || j,
       CASE WHEN j = ${BOOKINGS_PER_HOTEL - 1} THEN NULL ELSE 'pay_bench_' || h.n || '_' || j END
FROM (SELECT id, (row_number() OVER (ORDER BY id))::int AS n FROM hotels) AS h,
     generate_series(0, ${BOOKINGS_PER_HOTEL - 1}) AS j;

-- A fifth of the properties have rates (issue 17): a weekend price, weekly and monthly discounts, and
-- a winter season with its own price and minimum stay; dated searches price them night by night.
UPDATE hotels SET rates = jsonb_build_object(
         'weekendPricePerNight', price_per_night + 500,
         'minNights', 1 + (h.n % 2),
         'weeklyDiscountPercent', 10,
         'monthlyDiscountPercent', 20,
         'seasons', jsonb_build_array(jsonb_build_object(
           'name', 'Winter', 'firstNight', (DATE '${TODAY}' + 30)::text, 'lastNight', (DATE '${TODAY}' + 60)::text,
           'pricePerNight', price_per_night * 2, 'minNights', 2)))
FROM (SELECT id, (row_number() OVER (ORDER BY id))::int AS n FROM hotels) AS h
WHERE hotels.id = h.id AND h.n % 5 = 0;

-- Every other property is also listed elsewhere: one imported calendar each, whose four stays sit
-- between ours (as a synced calendar does), and every fifth has an owner block of one night.
-- Synced just now, so no sync is due while the benchmark runs (it would fetch from the internet).
INSERT INTO external_calendars (hotel_id, name, url, url_key, last_attempt_at, last_synced_at)
SELECT h.id, 'Airbnb', 'https://www.airbnb.com/calendar/ical/' || h.n || '.ics', 'https://www.airbnb.com/calendar/ical/' || h.n || '.ics',
       now(), now()
FROM (SELECT id, (row_number() OVER (ORDER BY id))::int AS n FROM hotels) AS h
WHERE h.n % 2 = 0;

INSERT INTO calendar_blocks (hotel_id, source, calendar_id, start_date, end_date, uid, summary, reservation)
SELECT c.hotel_id, 'import', c.id,
       DATE '${TODAY}' + (j * 12 + h.n % 7 + 6),
       DATE '${TODAY}' + (j * 12 + h.n % 7 + 8),
       'bench-' || h.n || '-' || j || '@airbnb.com', 'Reserved', true
FROM external_calendars c
JOIN (SELECT id, (row_number() OVER (ORDER BY id))::int AS n FROM hotels) AS h ON h.id = c.hotel_id,
     generate_series(0, 3) AS j;

INSERT INTO calendar_blocks (hotel_id, source, start_date, end_date, note)
SELECT h.id, 'owner', DATE '${TODAY}' + (50 * 12 + h.n % 7), DATE '${TODAY}' + (50 * 12 + h.n % 7 + 1), 'Painting'
FROM (SELECT id, (row_number() OVER (ORDER BY id))::int AS n FROM hotels) AS h
WHERE h.n % 5 = 0;

-- Listing requests sent over the last weeks, for the administrator's list.
INSERT INTO listing_requests (first_name, last_name, email, mobile, property_name, property_location, property_type,
                              hear_about, created_at)
SELECT 'Bench', 'Owner', 'owner' || g || '@example.com', '+91 98765 43210', 'Bench Cottage ' || g,
       (${pgArray(CITIES)})[1 + g % ${CITIES.length}], 'Other', 'Blogs', now() - make_interval(mins => g * 7)
FROM generate_series(1, ${LISTING_REQUESTS}) AS g;

-- As autovacuum leaves a settled database: statistics, and the visibility map index-only scans rely on.
VACUUM ANALYZE hotels;
VACUUM ANALYZE bookings;
VACUUM ANALYZE calendar_blocks;
VACUUM ANALYZE taken_nights;
ANALYZE listing_requests;
-- The seed's pages written to disk now: left to PostgreSQL's timed checkpoint, that flush (~60 MB,
-- spread over minutes) ran on the same two cores during the last rows measured.
CHECKPOINT;
`;
}

/** Fills a migrated, empty database with `hotels` properties (and their bookings, blocks, rates). */
export async function seedBenchData(database: DatabaseHandle, hotels: number, today: string): Promise<void> {
  for (const statement of seedSql(hotels, today)
    .split(/;\s*\n/)
    .map((part) => part.replace(/^--.*$/gm, '').trim())
    .filter(Boolean)) {
    await database.db.execute(sql.raw(statement));
  }
}
