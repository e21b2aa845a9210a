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
 * And the traffic the read cache cannot answer (issue 21): distinct searches from a seeded
 * generator (bench/lib/distinct.ts: destinations, dates, guests, filters, sorts, pages), the same
 * as distinct /search?… pages, and /detail/{id} over every property, each request one nobody asked
 * before. The data holds imported calendars' blocks, owner blocks and rates (a fifth of the
 * properties) besides the bookings.
 *
 *   npx tsx bench/load.ts                                  # PGlite
 *   TEST_DATABASE_URL=postgres://… npx tsx bench/load.ts   # PGlite, then PostgreSQL (own throw-away database)
 *
 * BENCH_DURATION (seconds per endpoint, default 10) and BENCH_CONNECTIONS (default 100) tune the load;
 * BENCH_HOTELS (default 10,000) the data; BENCH_ONLY (a regular expression over the labels, health is
 * always measured) and BENCH_TARGETS (`pglite`, `postgres`, or both, the default) what is run.
 * Budgets: p99 ≤ 50 ms for every read on PostgreSQL (issue 6); distinct searches p99 ≤ 50 ms and at
 * least a quarter of health's throughput; distinct pages ≥ 400 pages/s with p99 ≤ 150 ms at 50
 * connections (issue 21).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import {
  AMENITIES,
  FACILITIES,
  HOTEL_TYPES,
  SEARCH_PAGE_SIZE,
  addDays,
  paramsToObject,
  searchQuerySchema,
  todayIn,
} from '@hillnest/domain';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { searchActiveHotels } from '../apps/server/src/modules/hotels/queries';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database';
import { distinctSearches } from './lib/distinct';
import { prepareSite, startServer, stopServer, verdict } from './lib/server';

const HOTELS = Number(process.env.BENCH_HOTELS ?? 10_000);
const BOOKINGS_PER_HOTEL = 10;
const LISTING_REQUESTS = 5_000;
const ADMIN = { email: 'bench-admin@hillnest.example', password: 'bench-admin-password-1' };
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const P99_BUDGET_MS = 50;
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
/** Issue 21: distinct pages at 50 connections, ≥ 400 pages/s with p99 ≤ 150 ms; distinct searches ≥ 25 % of health. */
const PAGE_CONNECTIONS = 50;
const PAGE_RATE_BUDGET = 400;
const PAGE_P99_BUDGET_MS = 150;
const SEARCH_SHARE_OF_HEALTH = 0.25;
const TODAY = todayIn('Asia/Kolkata');

const CITIES = [
  'Shimla',
  'Manali',
  'Mussoorie',
  'Darjeeling',
  'Ooty',
  'Munnar',
  'Nainital',
  'Kodaikanal',
  'Gangtok',
  'Dharamshala',
  'Coorg',
  'Leh',
  'Kasauli',
  'Lonavala',
  'Mount Abu',
];
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
INSERT INTO external_calendars (hotel_id, name, url, url_key)
SELECT h.id, 'Airbnb', 'https://www.airbnb.com/calendar/ical/' || h.n || '.ics', 'https://www.airbnb.com/calendar/ical/' || h.n || '.ics'
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
`;

const checkIn = addDays(TODAY, 12);
const checkOut = addDays(TODAY, 15);

interface Endpoint {
  label: string;
  /** One path, or several that the connections take in turn (e.g. different properties). */
  paths: (ids: string[]) => string[];
  /** Instead of `paths`: a new path for every request (traffic nobody asked before). */
  distinct?: (allIds: string[]) => () => string;
  /** Issue 21's budget for this row: p99, and throughput as a share of health or in requests per second. */
  budget?: { p99: number; shareOfHealth?: number; rate?: number };
  connections?: number;
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
    paths: one(
      `/api/hotels/search?types=Studio%20Apartment&types=Family%20Apartment&amenities=Linen&childCount=1&checkIn=${checkIn}&checkOut=${checkOut}&page=2`,
    ),
  },
  { label: 'search: no filters, newest', paths: one('/api/hotels/search') },
  { label: 'home lists (GET /api/hotels)', paths: one('/api/hotels') },
  { label: 'detail (GET /api/hotels/{id}, 200 ids)', paths: (ids) => ids.map((id) => `/api/hotels/${id}`) },
  { label: 'availability (200 ids)', paths: (ids) => ids.map((id) => `/api/hotels/${id}/availability`) },
  { label: 'page / (server-rendered)', paths: one('/'), page: true },
  { label: 'page /search?destination=shimla', paths: one('/search?destination=shimla'), page: true },
  { label: 'page /detail/{id} (200 ids)', paths: (ids) => ids.map((id) => `/detail/${id}`), page: true },
  {
    label: `admin: listing requests (${LISTING_REQUESTS}), pages 1 and 100`,
    paths: () => ['/api/properties?page=1', '/api/properties?page=100'],
    admin: true,
  },
  {
    label: 'search: distinct (seeded generator)',
    paths: () => ['/api/hotels/search'],
    distinct: () => {
      const next = distinctSearches(21, CITIES, TODAY);
      return () => `/api/hotels/search?${next()}`;
    },
    budget: { p99: P99_BUDGET_MS, shareOfHealth: SEARCH_SHARE_OF_HEALTH },
  },
  {
    label: 'page /search?… distinct',
    paths: () => ['/search'],
    page: true,
    distinct: () => {
      const next = distinctSearches(2121, CITIES, TODAY);
      return () => `/search?${next()}`;
    },
    budget: { p99: PAGE_P99_BUDGET_MS, rate: PAGE_RATE_BUDGET },
    connections: PAGE_CONNECTIONS,
  },
  {
    label: 'page /detail/{id} over every property',
    paths: () => ['/'],
    page: true,
    distinct: (allIds) => {
      let next = 0;
      return () => `/detail/${allIds[next++ % allIds.length]}`;
    },
    budget: { p99: PAGE_P99_BUDGET_MS, rate: PAGE_RATE_BUDGET },
    connections: PAGE_CONNECTIONS,
  },
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
  for (const endpoint of ENDPOINTS.filter((e) => e.label.startsWith('search') && (!ONLY || ONLY.test(e.label)))) {
    // A distinct row times 60 different searches, the others one search repeated.
    const nextPath = endpoint.distinct?.([]);
    const fixed = endpoint.paths([])[0]!;
    const samples: number[] = [];
    for (let i = 0; i < 60; i++) {
      const query = searchQuerySchema.parse(paramsToObject(new URL(nextPath?.() ?? fixed, 'http://x').searchParams));
      const start = performance.now();
      await searchActiveHotels(database.db, query, SEARCH_PAGE_SIZE);
      if (i >= 10) samples.push(performance.now() - start); // the first runs warm caches
    }
    samples.sort((a, b) => a - b);
    timings.set(endpoint.label, { p50: percentile(samples, 50), p99: percentile(samples, 99) });
  }
  return timings;
}

/**
 * Waits until the server answers a search that needs the database promptly: requests an earlier row
 * left queued (autocannon stops sending, the server still answers what it received) would otherwise
 * be measured as the next row's latency.
 */
async function settle(base: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (let i = 0; Date.now() < deadline; i++) {
    const start = performance.now();
    await fetch(`${base}/api/hotels/search?destination=settle-${i}-${Date.now()}`).catch(() => undefined);
    if (performance.now() - start < 250) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** autocannon over one path, over several taken in turn by each request, or over a new path per request (`nextPath`). */
function load(
  base: string,
  paths: string[],
  duration: number,
  page = false,
  cookie?: string,
  nextPath?: () => string,
  connections = CONNECTIONS,
) {
  let next = 0;
  const pathOf = nextPath ?? (paths.length > 1 ? () => paths[next++ % paths.length]! : undefined);
  return autocannon({
    url: base + paths[0],
    connections,
    duration,
    headers: page ? { accept: 'text/html', 'accept-encoding': 'br, gzip' } : cookie ? { cookie } : undefined,
    requests: pathOf ? [{ setupRequest: (request) => ({ ...request, path: pathOf() }) }] : undefined,
  });
}

async function run(target: Target) {
  console.log(`\n━━ ${target.name} ━━`);
  const started = performance.now();
  const database = await target.open();
  await database.migrate();
  for (const statement of SEED_SQL.split(/;\s*\n/)
    .map((part) => part.replace(/^--.*$/gm, '').trim())
    .filter(Boolean)) {
    await database.db.execute(sql.raw(statement));
  }
  const counts = (await database.db.execute(
    sql`select (select count(*) from hotels)::int as hotels, (select count(*) from bookings)::int as bookings`,
  )) as unknown as { rows: { hotels: number; bookings: number }[] };
  const ids = (await database.db.execute(sql`select id from hotels order by md5(id::text) limit 200`)) as unknown as {
    rows: { id: string }[];
  };
  const hotelIds = ids.rows.map((row) => row.id);
  const everyId = (
    (await database.db.execute(sql`select id from hotels order by md5(id::text || 'x')`)) as unknown as { rows: { id: string }[] }
  ).rows.map((row) => row.id);
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
    const signIn = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const adminCookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith('auth_token='))
      ?.split(';')[0];
    const rows: Record<string, string | number>[] = [];
    let healthRate = 0;
    for (const endpoint of ENDPOINTS.filter((e) => e.label === HEALTH || !ONLY || ONLY.test(e.label))) {
      const paths = endpoint.paths(hotelIds);
      const cookie = endpoint.admin ? adminCookie : undefined;
      // A distinct run's paths continue from the warm-up's: every request measured is new to the server.
      const nextPath = endpoint.distinct?.(everyId);
      const sample =
        endpoint.page || nextPath
          ? undefined
          : ((await (await fetch(base + paths[0], { headers: cookie ? { cookie } : {} })).json()) as { pagination?: { total?: number } });
      await settle(base);
      await load(base, paths, 2, endpoint.page, cookie, nextPath, endpoint.connections); // warm-up
      const result = await load(base, paths, DURATION, endpoint.page, cookie, nextPath, endpoint.connections);
      const rate = result.requests.average;
      if (endpoint.label === HEALTH) healthRate = rate;
      // No answer at all is a failure too (a server still busy with an earlier row's backlog, or stalled).
      const errors = result.non2xx + result.errors + result.timeouts + (result.requests.total === 0 ? 1 : 0);
      const db = atDatabase.get(endpoint.label);
      const budget = endpoint.budget;
      rows.push({
        endpoint: endpoint.label,
        conns: endpoint.connections ?? CONNECTIONS,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        [`p99 ≤ ${P99_BUDGET_MS}`]:
          endpoint.label === HEALTH || endpoint.page || endpoint.admin ? '' : verdict(result.latency.p99 <= P99_BUDGET_MS && errors === 0),
        'issue 21': budget
          ? `${verdict(
              result.latency.p99 <= budget.p99 &&
                errors === 0 &&
                (budget.rate === undefined || rate >= budget.rate) &&
                (budget.shareOfHealth === undefined || rate >= budget.shareOfHealth * healthRate),
            )} p99 ≤ ${budget.p99}${budget.rate ? `, ≥ ${budget.rate}/s` : ''}${budget.shareOfHealth ? `, ≥ ${budget.shareOfHealth * 100} % of health` : ''}`
          : '',
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
  const makers: (() => Target | Promise<Target>)[] = [
    ...(TARGETS.includes('pglite') ? [pgliteTarget] : []),
    ...(postgresUrl && TARGETS.includes('postgres') ? [() => postgresTarget(postgresUrl)] : []),
  ];
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
