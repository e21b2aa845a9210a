/**
 * Load benchmark of the public reads: 10,000 properties and 100,000 bookings in a fresh database,
 * the built server on top, then autocannon (100 connections by default) against realistic
 * GET /api/hotels/search queries, the home lists, property detail and availability, with
 * GET /api/health measured in the same run as the baseline every read is compared with. The
 * server-rendered pages `/`, `/search` and `/detail/{id}` (brotli, as browsers ask) are measured too,
 * without a budget: issue 6's p99 budget is for API reads. And the administrator's list of listing
 * requests over 5,000 of them (issue 13: paged, indexed), first and hundredth page.
 * Also times each search at the database: the server's own query function (page and count)
 * called in this process, without HTTP.
 *
 *   npx tsx bench/load.ts                                  # PGlite
 *   TEST_DATABASE_URL=postgres://… npx tsx bench/load.ts   # PGlite, then PostgreSQL (own throw-away database)
 *
 * BENCH_DURATION (seconds per endpoint, default 10) and BENCH_CONNECTIONS (default 100) tune the load.
 * Budget (issue 6): p99 ≤ 50 ms for every read on PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { AMENITIES, FACILITIES, HOTEL_TYPES, SEARCH_PAGE_SIZE, addDays, paramsToObject, searchQuerySchema, todayIn } from '@hillnest/domain';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { searchActiveHotels } from '../apps/server/src/modules/hotels/queries';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database';
import { prepareSite, startServer, stopServer, verdict } from './lib/server';

const HOTELS = 10_000;
const BOOKINGS_PER_HOTEL = 10;
const LISTING_REQUESTS = 5_000;
const ADMIN = { email: 'bench-admin@hillnest.example', password: 'bench-admin-password-1' };
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const P99_BUDGET_MS = 50;
const TODAY = todayIn('Asia/Kolkata');

const CITIES = ['Shimla', 'Manali', 'Mussoorie', 'Darjeeling', 'Ooty', 'Munnar', 'Nainital', 'Kodaikanal', 'Gangtok', 'Dharamshala', 'Coorg', 'Leh', 'Kasauli', 'Lonavala', 'Mount Abu'];
const pgArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

/** Every property differs by a cheap hash of its number: cities, types, prices, stars, capacities, facilities. */
const SEED_SQL = `
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

-- Listing requests sent over the last weeks, for the administrator's list.
INSERT INTO listing_requests (first_name, last_name, email, mobile, property_name, property_location, property_type,
                              hear_about, created_at)
SELECT 'Bench', 'Owner', 'owner' || g || '@example.com', '+91 98765 43210', 'Bench Cottage ' || g,
       (${pgArray(CITIES)})[1 + g % ${CITIES.length}], 'Other', 'Blogs', now() - make_interval(mins => g * 7)
FROM generate_series(1, ${LISTING_REQUESTS}) AS g;

ANALYZE hotels;
ANALYZE bookings;
ANALYZE listing_requests;
`;

const checkIn = addDays(TODAY, 12);
const checkOut = addDays(TODAY, 15);

interface Endpoint {
  label: string;
  /** One path, or several that the connections take in turn (e.g. different properties). */
  paths: (ids: string[]) => string[];
  /** A page (HTML), asked for as a browser does; no p99 budget. */
  page?: boolean;
  /** Asked for by the signed-in administrator. */
  admin?: boolean;
}

const one = (path: string) => () => [path];
const HEALTH = 'health (baseline)';
const ENDPOINTS: Endpoint[] = [
  { label: HEALTH, paths: one('/api/health') },
  { label: 'search: destination', paths: one('/api/hotels/search?destination=shimla') },
  {
    label: 'search: dest+dates+guests, price asc',
    paths: one(`/api/hotels/search?destination=man&checkIn=${checkIn}&checkOut=${checkOut}&adultCount=2&sortOption=pricePerNightAsc`),
  },
  {
    label: 'search: stars+facility+max price, page 3',
    paths: one('/api/hotels/search?stars=4&stars=5&facilities=High%20Speed%20Internet%20WiFi&maxPrice=5000&sortOption=starRating&page=3'),
  },
  {
    label: 'search: types+amenity+dates, page 2',
    paths: one(`/api/hotels/search?types=Studio%20Apartment&types=Family%20Apartment&amenities=Linen&childCount=1&checkIn=${checkIn}&checkOut=${checkOut}&page=2`),
  },
  { label: 'search: no filters, newest', paths: one('/api/hotels/search') },
  { label: 'home lists (GET /api/hotels)', paths: one('/api/hotels') },
  { label: 'detail (GET /api/hotels/{id}, 200 ids)', paths: (ids) => ids.map((id) => `/api/hotels/${id}`) },
  { label: 'availability (200 ids)', paths: (ids) => ids.map((id) => `/api/hotels/${id}/availability`) },
  { label: 'page / (server-rendered)', paths: one('/'), page: true },
  { label: 'page /search?destination=shimla', paths: one('/search?destination=shimla'), page: true },
  { label: 'page /detail/{id} (200 ids)', paths: (ids) => ids.map((id) => `/detail/${id}`), page: true },
  { label: `admin: listing requests (${LISTING_REQUESTS}), pages 1 and 100`, paths: () => ['/api/properties?page=1', '/api/properties?page=100'], admin: true },
];

interface Target {
  name: string;
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
}

function pgliteTarget(): Target {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hillnest-bench-'));
  return {
    name: 'PGlite (embedded)',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ pgliteDir: path.join(dataDir, 'db') }),
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresTarget(baseUrl: string): Promise<Target> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hillnest-bench-'));
  const database = await createScratchDatabase(baseUrl, 'bench');
  return {
    name: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    open: () => openDatabase({ databaseUrl: database.url, poolSize: 2 }),
    async cleanup() {
      if (process.env.BENCH_KEEP_DB) {
        console.log(`kept database ${database.url}`);
        return;
      }
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The search at the database alone: the server's own query functions, timed in this process. */
async function databaseTimings(database: DatabaseHandle): Promise<Map<string, { p50: number; p99: number }>> {
  const timings = new Map<string, { p50: number; p99: number }>();
  for (const endpoint of ENDPOINTS.filter((e) => e.label.startsWith('search'))) {
    const query = searchQuerySchema.parse(paramsToObject(new URL(endpoint.paths([])[0]!, 'http://x').searchParams));
    const samples: number[] = [];
    for (let i = 0; i < 60; i++) {
      const start = performance.now();
      await searchActiveHotels(database.db, query, SEARCH_PAGE_SIZE);
      if (i >= 10) samples.push(performance.now() - start); // the first runs warm caches
    }
    samples.sort((a, b) => a - b);
    timings.set(endpoint.label, { p50: percentile(samples, 50), p99: percentile(samples, 99) });
  }
  return timings;
}

/** autocannon over one path, or over several taken in turn by each request. */
function load(base: string, paths: string[], duration: number, page = false, cookie?: string) {
  let next = 0;
  return autocannon({
    url: base + paths[0],
    connections: CONNECTIONS,
    duration,
    headers: page ? { accept: 'text/html', 'accept-encoding': 'br, gzip' } : cookie ? { cookie } : undefined,
    requests: paths.length > 1 ? [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }] : undefined,
  });
}

async function run(target: Target) {
  console.log(`\n━━ ${target.name} ━━`);
  const started = performance.now();
  const database = await target.open();
  await database.migrate();
  for (const statement of SEED_SQL.split(/;\s*\n/).map((part) => part.replace(/^--.*$/gm, '').trim()).filter(Boolean)) {
    await database.db.execute(sql.raw(statement));
  }
  const counts = (await database.db.execute(
    sql`select (select count(*) from hotels)::int as hotels, (select count(*) from bookings)::int as bookings`,
  )) as unknown as { rows: { hotels: number; bookings: number }[] };
  const ids = (await database.db.execute(sql`select id from hotels order by md5(id::text) limit 200`)) as unknown as {
    rows: { id: string }[];
  };
  const hotelIds = ids.rows.map((row) => row.id);
  console.log(
    `seeded ${counts.rows[0]!.hotels} properties and ${counts.rows[0]!.bookings} bookings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const atDatabase = await databaseTimings(database);
  // PGlite is single-process: release it before the server opens the same directory.
  await database.close();

  const { child, base } = await startServer({
    ...target.env,
    SEED_DEMO: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const signIn = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const adminCookie = signIn.headers.getSetCookie().find((c) => c.startsWith('auth_token='))?.split(';')[0];
    const rows: Record<string, string | number>[] = [];
    let healthRate = 0;
    for (const endpoint of ENDPOINTS) {
      const paths = endpoint.paths(hotelIds);
      const cookie = endpoint.admin ? adminCookie : undefined;
      const sample = endpoint.page
        ? undefined
        : ((await (await fetch(base + paths[0], { headers: cookie ? { cookie } : {} })).json()) as { pagination?: { total?: number } });
      await load(base, paths, 2, endpoint.page, cookie); // warm-up
      const result = await load(base, paths, DURATION, endpoint.page, cookie);
      const rate = result.requests.average;
      if (endpoint.label === HEALTH) healthRate = rate;
      const errors = result.non2xx + result.errors + result.timeouts;
      const db = atDatabase.get(endpoint.label);
      rows.push({
        endpoint: endpoint.label,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        [`p99 ≤ ${P99_BUDGET_MS}`]:
          endpoint.label === HEALTH || endpoint.page || endpoint.admin ? '' : verdict(result.latency.p99 <= P99_BUDGET_MS && errors === 0),
        'req/s': Math.round(rate),
        'of health': healthRate ? Number((rate / healthRate).toFixed(2)) : '',
        errors,
        'db p50 ms': db ? Number(db.p50.toFixed(2)) : '',
        'db p99 ms': db ? Number(db.p99.toFixed(2)) : '',
        matches: typeof sample?.pagination?.total === 'number' ? sample.pagination.total : '',
      });
    }
    console.table(rows);
  } finally {
    await stopServer(child);
  }
}

async function main() {
  prepareSite();
  console.log(`${os.cpus().length} CPUs, Node ${process.version}; ${CONNECTIONS} connections, ${DURATION} s per endpoint`);
  const postgresUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!postgresUrl) console.log('Set DATABASE_URL or TEST_DATABASE_URL to run against PostgreSQL too.');
  // Each target's throw-away database exists only while it runs, and is removed whatever happens.
  const makers: (() => Target | Promise<Target>)[] = [pgliteTarget, ...(postgresUrl ? [() => postgresTarget(postgresUrl)] : [])];
  for (const make of makers) {
    const target = await make();
    try {
      await run(target);
    } finally {
      await target.cleanup();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
