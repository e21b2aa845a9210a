/**
 * CPU per request in the server process itself, without HTTP or other load: the real app (buildApp)
 * over a database seeded by `bench/seed.ts`, answering distinct searches, distinct /search?… pages and
 * /detail/{id} over every property through `inject`. Prints this process's CPU time per request
 * (process.cpuUsage, every thread: stable on a busy machine, unlike wall time) and how long the event
 * loop was busy with it (pages render on other threads, see RENDER_THREADS). The read cache starts
 * empty and each request is new, as in the load benchmark's rows; pages are asked for as browsers
 * ask for them (brotli or gzip accepted), so their compression counts too.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1/hn_scratch npx tsx bench/app-cpu.ts [count]
 *
 * WEB_DIST (default apps/web/dist, built by `npm run build`) must hold the server renderer for pages.
 */
import { sql } from 'drizzle-orm';
import { todayIn } from '@hillnest/domain';
import { distinctSearches } from './lib/distinct';
import { nextTurn, openInProcessApp } from './lib/in-process';
import { CITIES } from './lib/seed';

const count = Number(process.argv[2] ?? 300);
const { app, database, close } = await openInProcessApp();
const today = todayIn('Asia/Kolkata');
const ids = (
  (await database.db.execute(sql`select id from hotels order by md5(id::text || 'x')`)) as unknown as { rows: { id: string }[] }
).rows.map((row) => row.id);

async function measure(label: string, next: () => string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 20; i++) {
    await app.inject({ method: 'GET', url: next(), headers }); // warm-up, also new
    await nextTurn();
  }
  const cpu = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const response = await app.inject({ method: 'GET', url: next(), headers });
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body.slice(0, 200)}`);
    await nextTurn();
  }
  const used = process.cpuUsage(cpu);
  const busy = performance.eventLoopUtilization(loop).active / count;
  const perRequest = (used.user + used.system) / 1000 / count;
  console.log(
    `${label.padEnd(34)} server CPU ${perRequest.toFixed(2)} ms/request (event loop busy ${busy.toFixed(2)}), wall ${((performance.now() - start) / count).toFixed(2)} ms/request`,
  );
}

try {
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
  const rows: [string, () => string, Record<string, string>?][] = [
    // The baseline and a cached read, to compare the rows below with (issue 21: distinct searches ≥ ¼ of health).
    ['health', () => '/api/health'],
    ['search: one repeated', () => '/api/hotels/search?destination=shimla'],
    [
      'search: distinct',
      (
        (n) => () =>
          `/api/hotels/search?${n()}`
      )(distinctSearches(21, CITIES, today)),
    ],
    [
      'page /search?… distinct',
      (
        (n) => () =>
          `/search?${n()}`
      )(distinctSearches(2121, CITIES, today)),
      { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    ],
    [
      'page /detail/{id} every property',
      (
        (i) => () =>
          `/detail/${ids[i++ % ids.length]}`
      )(0),
      { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    ],
  ];
  for (const [label, next, headers] of rows) if (!only || only.test(label)) await measure(label, next, headers);
} finally {
  await close();
}
