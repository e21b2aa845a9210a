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
import { SEARCH_PAGE_SIZE, addDays, paramsToObject, searchQuerySchema, todayIn } from '@hillnest/domain';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { searchActiveHotels } from '../apps/server/src/modules/hotels/queries';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database';
import { distinctSearches } from './lib/distinct';
import { CITIES, LISTING_REQUESTS, seedBenchData } from './lib/seed';
import { cpuMsOf, prepareSite, startServer, stopServer, verdict } from './lib/server';

const HOTELS = Number(process.env.BENCH_HOTELS ?? 10_000);
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
    // Empty: a DATABASE_URL in the benchmark's own environment must not send this server to PostgreSQL.
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
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
  await seedBenchData(database, HOTELS, TODAY);
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
      const cpuBefore = cpuMsOf(child.pid);
      const result = await load(base, paths, DURATION, endpoint.page, cookie, nextPath, endpoint.connections);
      const cpuUsed = cpuBefore === undefined ? undefined : cpuMsOf(child.pid)! - cpuBefore;
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
        // The server's CPU (all its threads) per answered request: what a change costs or saves, whatever the load generator took.
        'cpu ms/req': cpuUsed !== undefined && result.requests.total ? Number((cpuUsed / result.requests.total).toFixed(2)) : '',
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
