/**
 * Search benchmark: 10,000 properties (and about 12,000 bookings) in a fresh database, the built
 * server on top, then autocannon against realistic GET /api/hotels/search queries, the home lists
 * and GET /api/health as the baseline of the same run. Also times each search at the database: the
 * server's own query function (page and count) called in this process, without HTTP.
 *
 *   npx tsx bench/search.ts                      # PGlite
 *   TEST_DATABASE_URL=postgres://… npx tsx bench/search.ts   # PGlite, then PostgreSQL (own throw-away database)
 *
 * BENCH_DURATION (seconds per endpoint, default 10) and BENCH_CONNECTIONS (default 10) tune the load.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { AMENITIES, FACILITIES, HOTEL_TYPES, addDays, searchQuerySchema, todayIn } from '@hillnest/domain';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { searchActiveHotels } from '../apps/server/src/modules/hotels/queries';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER = path.join(ROOT, 'apps/server/dist/index.js');
const HOTELS = 10_000;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
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

-- Four stays ten days apart for 30% of the properties (never overlapping), confirmed or held.
INSERT INTO bookings (hotel_id, first_name, last_name, email, check_in, check_out, adult_count, total_cost, status,
                      hold_expires_at, provider, razorpay_order_id)
SELECT h.id, 'Bench', 'Guest', 'bench@example.com',
       DATE '${TODAY}' + (j * 10 + h.n % 7),
       DATE '${TODAY}' + (j * 10 + h.n % 7 + 2 + h.n % 3),
       2, 500000,
       CASE WHEN j = 3 THEN 'held' ELSE 'confirmed' END,
       CASE WHEN j = 3 THEN now() + interval '15 minutes' END,
       'bench', 'bench_' || h.n || '_' || j
FROM (SELECT id, (row_number() OVER (ORDER BY id))::int AS n FROM hotels) AS h, generate_series(0, 3) AS j
WHERE h.n % 10 < 3;
ANALYZE hotels;
ANALYZE bookings;
`;

const checkIn = addDays(TODAY, 12);
const checkOut = addDays(TODAY, 15);
const ENDPOINTS: { label: string; path: string }[] = [
  { label: 'health (baseline)', path: '/api/health' },
  { label: 'search: destination', path: '/api/hotels/search?destination=shimla' },
  {
    label: 'search: dest+dates+guests, price asc',
    path: `/api/hotels/search?destination=man&checkIn=${checkIn}&checkOut=${checkOut}&adultCount=2&sortOption=pricePerNightAsc`,
  },
  {
    label: 'search: stars+facility+max price, page 3',
    path: '/api/hotels/search?stars=4&stars=5&facilities=High%20Speed%20Internet%20WiFi&maxPrice=5000&sortOption=starRating&page=3',
  },
  {
    label: 'search: types+amenity+dates, page 2',
    path: `/api/hotels/search?types=Studio%20Apartment&types=Family%20Apartment&amenities=Linen&childCount=1&checkIn=${checkIn}&checkOut=${checkOut}&page=2`,
  },
  { label: 'search: no filters, newest', path: '/api/hotels/search' },
  { label: 'home lists (GET /api/hotels)', path: '/api/hotels' },
];

interface Target {
  name: string;
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
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
  const name = `hn_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString(), poolSize: 2 }),
    async cleanup() {
      if (process.env.BENCH_KEEP_DB) {
        console.log(`kept database ${url.toString()}`);
        return;
      }
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The search at the database alone: the server's own query functions, timed in this process. */
async function databaseTimings(database: DatabaseHandle): Promise<Map<string, { p50: number; p99: number }>> {
  const timings = new Map<string, { p50: number; p99: number }>();
  for (const endpoint of ENDPOINTS.filter((e) => e.path.startsWith('/api/hotels/search'))) {
    const params = new URL(endpoint.path, 'http://x').searchParams;
    const raw: Record<string, string | string[]> = {};
    for (const key of new Set(params.keys())) raw[key] = params.getAll(key).length > 1 ? params.getAll(key) : params.get(key)!;
    const query = searchQuerySchema.parse(raw);
    const samples: number[] = [];
    for (let i = 0; i < 60; i++) {
      const start = performance.now();
      await searchActiveHotels(database.db, query, 10);
      if (i >= 10) samples.push(performance.now() - start); // the first runs warm caches
    }
    samples.sort((a, b) => a - b);
    timings.set(endpoint.label, { p50: percentile(samples, 50), p99: percentile(samples, 99) });
  }
  return timings;
}

async function startServer(target: Target): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...target.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: path.join(os.tmpdir(), 'hillnest-bench-no-web'),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function run(target: Target) {
  console.log(`\n━━ ${target.name} ━━`);
  let started = performance.now();
  const database = await target.open();
  await database.migrate();
  for (const statement of SEED_SQL.split(/;\s*\n/).map((part) => part.replace(/^--.*$/gm, '').trim()).filter(Boolean)) {
    await database.db.execute(sql.raw(statement));
  }
  const result = (await database.db.execute(
    sql`select (select count(*) from hotels)::int as hotels, (select count(*) from bookings)::int as bookings`,
  )) as unknown as { rows: { hotels: number; bookings: number }[] };
  const counts = result.rows[0];
  console.log(`seeded ${counts!.hotels} properties and ${counts!.bookings} bookings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const atDatabase = await databaseTimings(database);
  // PGlite is single-process: release it before the server opens the same directory.
  await database.close();

  const { child, base } = await startServer(target);
  try {
    const rows: Record<string, string | number>[] = [];
    for (const endpoint of ENDPOINTS) {
      const sample = (await (await fetch(base + endpoint.path)).json()) as { pagination?: { total?: number } };
      await autocannon({ url: base + endpoint.path, connections: CONNECTIONS, duration: 2 }); // warm-up
      started = performance.now();
      const result = await autocannon({ url: base + endpoint.path, connections: CONNECTIONS, duration: DURATION });
      const db = atDatabase.get(endpoint.label);
      rows.push({
        endpoint: endpoint.label,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'req/s': Math.round(result.requests.average),
        errors: result.non2xx + result.errors + result.timeouts,
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
  if (!existsSync(SERVER)) {
    console.log('Building the server (apps/server/dist)…');
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
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
