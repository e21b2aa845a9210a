/**
 * Load benchmark of the public reads, and of searches while guests book: 10,000 properties and 100,000
 * bookings in a fresh database, the built server on top, then autocannon (100 connections by default)
 * against realistic GET /api/hotels/search queries, the home lists, property detail and availability,
 * with GET /api/health measured in the same run as the baseline every read is compared with. The
 * server-rendered pages `/`, `/search` and `/detail/{id}` (brotli, as browsers ask) are measured too,
 * and the administrator's list of listing requests over 5,000 of them (issue 13: paged, indexed),
 * first and hundredth page.
 *
 * And the traffic the read cache cannot answer (issue 21): distinct searches from a seeded
 * generator (bench/lib/distinct.ts: destinations, dates, guests, filters, sorts, pages), the same
 * as distinct /search?… pages, and /detail/{id} over every property, each request one nobody asked
 * before; the pages both at 50 connections and at a fixed rate (bench/lib/fixed-rate.ts). The data
 * holds imported calendars' blocks, owner blocks and rates (a fifth of the properties) besides the
 * bookings.
 *
 * And searches while guests start payments (issue 31), each payment-intent holding nights on a random
 * property and dates as a guest's checkout does: distinct searches at 50 connections with and without
 * 5 payments a second, and a steady 250 distinct searches a second beside them for BENCH_MIXED_SECONDS.
 *
 *   npx tsx bench/load.ts                                  # PGlite
 *   TEST_DATABASE_URL=postgres://… npx tsx bench/load.ts   # PGlite, then PostgreSQL (own throw-away database)
 *
 * BENCH_DURATION (seconds per endpoint, default 10) and BENCH_CONNECTIONS (default 100) tune the load;
 * BENCH_MIXED_SECONDS (default 30) the steady mixed row; BENCH_HOTELS (default 10,000) the data;
 * BENCH_ONLY (a regular expression over the labels; health, and the baseline a selected row is
 * compared with, always run) and BENCH_TARGETS (`pglite`, `postgres`, or both, the default) what is
 * run. Targets: docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { BOOKING_MESSAGES, CURRENCY, addDays, todayIn } from '@hillnest/domain';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database';
import { distinctSearches, seededRandom } from './lib/distinct';
import { fixedRate, percentile, type FixedRateRequest } from './lib/fixed-rate';
import { CITIES, LISTING_REQUESTS, seedBenchData } from './lib/seed';
import { cpuMsOf, prepareSite, startServer, stopServer, verdict } from './lib/server';

const HOTELS = Number(process.env.BENCH_HOTELS ?? 10_000);
const ADMIN = { email: 'bench-admin@hillnest.example', password: 'bench-admin-password-1' };
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 30);
const P99_BUDGET_MS = 50;
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
/** Issue 21: distinct searches ≥ 25 % of health. Issue 31: distinct pages ≥ 200 pages/s at 50 connections, p99 ≤ 150 ms at 100 pages/s. */
const PAGE_CONNECTIONS = 50;
const PAGE_RATE_BUDGET = 200;
const PAGE_FIXED_RATE = 100;
const PAGE_P99_BUDGET_MS = 150;
const SEARCH_SHARE_OF_HEALTH = 0.25;
/** Issue 31: searches while guests start payments. */
const PAYMENTS_PER_SECOND = 5;
const PAYMENT_P99_BUDGET_MS = 200;
const MIXED_SEARCH_RATE = 250;
const CAPACITY_CONNECTIONS = 50;
const CAPACITY_SHARE_OF_HEALTH = 0.1;
const CAPACITY_SHARE_OF_ALONE = 0.8;
const TODAY = todayIn('Asia/Kolkata');

const checkIn = addDays(TODAY, 12);
const checkOut = addDays(TODAY, 15);

interface Budget {
  p99?: number;
  /** Requests per second. */
  rate?: number;
  shareOfHealth?: number;
  /** At least this share of another row's requests per second, measured in the same run (that row runs whenever this one does). */
  shareOf?: { label: string; share: number };
  paymentP99?: number;
}

interface Endpoint {
  label: string;
  /** One path, or several that the connections take in turn (e.g. different properties). */
  paths: (ids: string[]) => string[];
  /** Instead of `paths`: a new path for every request (traffic nobody asked before). */
  distinct?: (allIds: string[]) => () => string;
  /** The row's targets (issues 21 and 31): p99, throughput, payment-intents' p99. */
  budget?: Budget;
  connections?: number;
  /** Requests per second asked on a fixed schedule (open loop, bench/lib/fixed-rate.ts) instead of autocannon's connections. */
  rate?: number;
  /** Payment-intents started per second on a fixed schedule while the row is measured. */
  payments?: number;
  /** Seconds measured, when not BENCH_DURATION. */
  seconds?: number;
  /** A page (HTML), asked for as a browser does; no p99 budget. */
  page?: boolean;
  /** Asked for by the signed-in administrator. */
  admin?: boolean;
}

const one = (path: string) => () => [path];
const HEALTH = 'health (baseline)';
const CAPACITY_ALONE = `capacity baseline: distinct searches, ${CAPACITY_CONNECTIONS} conns`;
const searchesFrom = (seed: number) => () => {
  const next = distinctSearches(seed, CITIES, TODAY);
  return () => `/api/hotels/search?${next()}`;
};
const searchPagesFrom = (seed: number) => () => {
  const next = distinctSearches(seed, CITIES, TODAY);
  return () => `/search?${next()}`;
};
const detailPagesFrom = (offset: number) => (allIds: string[]) => {
  let next = offset;
  return () => `/detail/${allIds[next++ % allIds.length]}`;
};
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
  // Crawlers' and Google Hotels' files (issue 38): XML, asked for as pages are (no JSON sample).
  { label: 'sitemap index (/sitemap.xml)', paths: one('/sitemap.xml'), page: true },
  { label: 'sitemap of properties (all of them)', paths: one('/sitemaps/properties-1.xml'), page: true },
  { label: 'Google Hotel List feed', paths: one('/feeds/google/hotels.xml'), page: true },
  { label: 'Google price feed (200 ids, 630 stays each)', paths: (ids) => ids.map((id) => `/feeds/google/prices/${id}.xml`), page: true },
  {
    label: `admin: listing requests (${LISTING_REQUESTS}), pages 1 and 100`,
    paths: () => ['/api/properties?page=1', '/api/properties?page=100'],
    admin: true,
  },
  {
    label: 'search: distinct (seeded generator)',
    paths: () => ['/api/hotels/search'],
    distinct: searchesFrom(21),
    budget: { p99: P99_BUDGET_MS, shareOfHealth: SEARCH_SHARE_OF_HEALTH },
  },
  {
    label: 'page /search?… distinct',
    paths: () => ['/search'],
    page: true,
    distinct: searchPagesFrom(2121),
    budget: { rate: PAGE_RATE_BUDGET },
    connections: PAGE_CONNECTIONS,
  },
  {
    label: 'page /detail/{id} over every property',
    paths: () => ['/'],
    page: true,
    distinct: detailPagesFrom(0),
    budget: { rate: PAGE_RATE_BUDGET },
    connections: PAGE_CONNECTIONS,
  },
  {
    label: `page /search?… distinct, ${PAGE_FIXED_RATE}/s fixed`,
    paths: () => ['/search'],
    page: true,
    distinct: searchPagesFrom(3131),
    budget: { p99: PAGE_P99_BUDGET_MS },
    rate: PAGE_FIXED_RATE,
  },
  {
    label: `page /detail/{id} over every property, ${PAGE_FIXED_RATE}/s fixed`,
    paths: () => ['/'],
    page: true,
    // Half-way round the list: properties the row at 50 connections did not ask for (with 10,000 of them).
    distinct: (allIds) => detailPagesFrom(Math.floor(allIds.length / 2))(allIds),
    budget: { p99: PAGE_P99_BUDGET_MS },
    rate: PAGE_FIXED_RATE,
  },
  {
    label: CAPACITY_ALONE,
    paths: () => ['/api/hotels/search'],
    distinct: searchesFrom(3132),
    connections: CAPACITY_CONNECTIONS,
  },
  {
    label: `capacity: distinct searches, ${CAPACITY_CONNECTIONS} conns + ${PAYMENTS_PER_SECOND} payments/s`,
    paths: () => ['/api/hotels/search'],
    distinct: searchesFrom(3133),
    connections: CAPACITY_CONNECTIONS,
    payments: PAYMENTS_PER_SECOND,
    budget: { shareOfHealth: CAPACITY_SHARE_OF_HEALTH, shareOf: { label: CAPACITY_ALONE, share: CAPACITY_SHARE_OF_ALONE } },
  },
  {
    label: `mixed: ${MIXED_SEARCH_RATE} distinct searches/s fixed + ${PAYMENTS_PER_SECOND} payments/s`,
    paths: () => ['/api/hotels/search'],
    distinct: searchesFrom(3134),
    rate: MIXED_SEARCH_RATE,
    payments: PAYMENTS_PER_SECOND,
    seconds: MIXED_SECONDS,
    budget: { p99: P99_BUDGET_MS, paymentP99: PAYMENT_P99_BUDGET_MS },
  },
];

/** What a budget asks, for the row's target column. */
function describe(budget: Budget): string {
  return [
    budget.p99 !== undefined && `p99 ≤ ${budget.p99}`,
    budget.rate !== undefined && `≥ ${budget.rate}/s`,
    budget.shareOfHealth !== undefined && `≥ ${budget.shareOfHealth * 100} % of health`,
    budget.shareOf && `≥ ${budget.shareOf.share} × baseline`,
    budget.paymentP99 !== undefined && `payments p99 ≤ ${budget.paymentP99}`,
  ]
    .filter(Boolean)
    .join(', ');
}

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

/** Latency, throughput and failed requests of one load, whichever way it was sent. */
interface Measured {
  p50: number;
  p99: number;
  rate: number;
  total: number;
  errors: number;
}

async function measureLoad(
  base: string,
  endpoint: Endpoint,
  paths: string[],
  seconds: number,
  nextPath?: () => string,
  cookie?: string,
): Promise<Measured> {
  if (endpoint.rate) {
    const headers: Record<string, string> = endpoint.page ? { accept: 'text/html', 'accept-encoding': 'br, gzip' } : {};
    const result = await fixedRate(base, endpoint.rate, seconds, (n) => ({ path: nextPath?.() ?? paths[n % paths.length]!, headers }));
    const ok = [...result.statuses].reduce((sum, [status, count]) => sum + (status < 300 ? count : 0), 0);
    return {
      p50: percentile(result.latencies, 50),
      p99: percentile(result.latencies, 99),
      rate: result.latencies.length / seconds,
      total: result.latencies.length,
      errors: result.sent - ok,
    };
  }
  const result = await load(base, paths, seconds, endpoint.page, cookie, nextPath, endpoint.connections);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rate: result.requests.average,
    total: result.requests.total,
    // No answer at all is a failure too (a server still busy with an earlier row's backlog, or stalled).
    errors: result.non2xx + result.errors + result.timeouts + (result.requests.total === 0 ? 1 : 0),
  };
}

let guests = 0;

/**
 * `count` payment-intents as a guest's checkout sends them: a stay of 2 to 4 nights (every property's
 * minimum stay allows it) for one adult on a random property and dates in the coming five months,
 * the amount its quote showed, and the guest's own contact. Each comes from its own address
 * (X-Forwarded-For, the server trusting it) and e-mail, as different guests do: one client's limits
 * (PAYMENT_RATE_LIMIT_PER_IP, MAX_HOLDS_PER_CLIENT) would otherwise refuse the bench, not the dates.
 * Quoted before the load, as guests see the price long before they confirm.
 */
async function checkouts(base: string, ids: string[], count: number): Promise<FixedRateRequest[]> {
  const random = seededRandom(31 + guests);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const requests: FixedRateRequest[] = [];
  for (let i = 0; i < count; i++) {
    const id = ids[int(0, ids.length - 1)]!;
    const stayStart = addDays(TODAY, int(1, 150));
    const stay = {
      checkIn: stayStart,
      checkOut: addDays(stayStart, int(2, 4)),
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
      couponCode: '',
    };
    const quote = await fetch(`${base}/api/hotels/${id}/bookings/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(stay),
    });
    if (!quote.ok) throw new Error(`quote for ${id} ${JSON.stringify(stay)}: ${quote.status} ${await quote.text()}`);
    const { totalPaise } = (await quote.json()) as { totalPaise: number };
    const n = ++guests;
    requests.push({
      path: `/api/hotels/${id}/bookings/payment-intent`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      body: JSON.stringify({
        ...stay,
        firstName: 'Bench',
        // Names hold letters only (issue 32): the guest's number written in letters.
        lastName: `Guest ${n.toString(26).replace(/./g, (digit) => String.fromCharCode(97 + parseInt(digit, 26)))}`,
        email: `bench-guest-${n}@example.com`,
        phoneNumber: '+91 98100 00001',
        amount: totalPaise,
        currency: CURRENCY,
      }),
    });
  }
  return requests;
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
  // PGlite is single-process: release it before the server opens the same directory.
  await database.close();

  const { child, base } = await startServer({
    ...target.env,
    SEED_DEMO: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The payment rows' guests each come from their own address, named in X-Forwarded-For (see checkouts).
    TRUST_PROXY: 'true',
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
    const rates = new Map<string, number>();
    const wanted = (endpoint: Endpoint) => !ONLY || ONLY.test(endpoint.label);
    const chosen = ENDPOINTS.filter(
      (e) => e.label === HEALTH || wanted(e) || ENDPOINTS.some((other) => wanted(other) && other.budget?.shareOf?.label === e.label),
    );
    for (const endpoint of chosen) {
      const paths = endpoint.paths(hotelIds);
      const cookie = endpoint.admin ? adminCookie : undefined;
      // A distinct run's paths continue from the warm-up's: every request measured is new to the server.
      const nextPath = endpoint.distinct?.(everyId);
      const seconds = endpoint.seconds ?? DURATION;
      const sample =
        endpoint.page || nextPath
          ? undefined
          : ((await (await fetch(base + paths[0], { headers: cookie ? { cookie } : {} })).json()) as { pagination?: { total?: number } });
      const intents = endpoint.payments ? await checkouts(base, everyId, Math.round(endpoint.payments * seconds)) : [];
      await settle(base);
      await measureLoad(base, endpoint, paths, 2, nextPath, cookie); // warm-up
      const cpuBefore = cpuMsOf(child.pid);
      const [result, payments] = await Promise.all([
        measureLoad(base, endpoint, paths, seconds, nextPath, cookie),
        endpoint.payments ? fixedRate(base, endpoint.payments, seconds, (n) => intents[n]!) : undefined,
      ]);
      const cpuUsed = cpuBefore === undefined ? undefined : cpuMsOf(child.pid)! - cpuBefore;
      rates.set(endpoint.label, result.rate);
      const healthRate = rates.get(HEALTH) ?? 0;
      // A payment refused because its dates were taken meanwhile (409) is a right answer; anything else but 201 is an error.
      const taken = payments?.refusals.get(`409 ${BOOKING_MESSAGES.datesTaken}`) ?? 0;
      const paymentErrors = payments ? payments.sent - (payments.statuses.get(201) ?? 0) - taken : 0;
      const errors = result.errors + paymentErrors;
      const paymentP99 = payments ? percentile(payments.latencies, 99) : undefined;
      const budget = endpoint.budget;
      const baseline = budget?.shareOf ? rates.get(budget.shareOf.label) : undefined;
      rows.push({
        endpoint: endpoint.label,
        load: endpoint.rate ? `${endpoint.rate}/s` : `${endpoint.connections ?? CONNECTIONS} conns`,
        'p50 ms': Number(result.p50.toFixed(1)),
        'p99 ms': Number(result.p99.toFixed(1)),
        [`p99 ≤ ${P99_BUDGET_MS}`]:
          endpoint.label === HEALTH || endpoint.page || endpoint.admin || endpoint.payments
            ? ''
            : verdict(result.p99 <= P99_BUDGET_MS && errors === 0),
        target: budget
          ? `${verdict(
              errors === 0 &&
                (budget.p99 === undefined || result.p99 <= budget.p99) &&
                (budget.rate === undefined || result.rate >= budget.rate) &&
                (budget.shareOfHealth === undefined || result.rate >= budget.shareOfHealth * healthRate) &&
                (budget.shareOf === undefined || result.rate >= budget.shareOf.share * (baseline ?? Infinity)) &&
                (budget.paymentP99 === undefined || (paymentP99 !== undefined && paymentP99 <= budget.paymentP99)),
            )} ${describe(budget)}`
          : '',
        'req/s': Math.round(result.rate),
        'of health': healthRate ? Number((result.rate / healthRate).toFixed(2)) : '',
        'of baseline': baseline ? Number((result.rate / baseline).toFixed(2)) : '',
        errors,
        'pay p99 ms': paymentP99 !== undefined ? Math.round(paymentP99) : '',
        'pay 201/409': payments ? `${payments.statuses.get(201) ?? 0}/${taken}` : '',
        // The server's CPU (all its threads) per answered request: what a change costs or saves, whatever the load generator took.
        'cpu ms/req':
          cpuUsed !== undefined && result.total ? Number((cpuUsed / (result.total + (payments?.latencies.length ?? 0))).toFixed(2)) : '',
        matches: typeof sample?.pagination?.total === 'number' ? sample.pagination.total : '',
      });
      if (paymentErrors)
        console.log(
          `${endpoint.label}: payment-intents refused ${JSON.stringify(Object.fromEntries(payments!.refusals))}, ${payments!.failures} unanswered`,
        );
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
