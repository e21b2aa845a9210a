/**
 * Distinct searches at the database alone (no HTTP): the server's own search query function over the
 * seeded generator's queries, against a database seeded by `bench/seed.ts`. Prints p50/p90/p99 and
 * the slowest queries, to look at with EXPLAIN. Stable enough on a busy machine to compare two
 * versions of the query run side by side.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1/hn_scratch npx tsx bench/db-search.ts [count]
 */
import { paramsToObject, SEARCH_PAGE_SIZE, searchQuerySchema, todayIn } from '@hillnest/domain';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { searchActiveHotels } from '../apps/server/src/modules/hotels/queries';
import { distinctSearches } from './lib/distinct';
import { CITIES } from './lib/seed';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database seeded by bench/seed.ts');
const count = Number(process.argv[2] ?? 500);
const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
// EXPLAIN_SLOWER_THAN=<ms>: PostgreSQL's auto_explain prints the plan (ANALYZE, BUFFERS) of each slower query.
const explainOver = process.env.EXPLAIN_SLOWER_THAN;
if (explainOver) {
  const pool = (database.db as unknown as { $client: Pool }).$client;
  pool.on('connect', (client) => {
    client.on('notice', (notice) => console.log(notice.message));
    void client.query(
      `load 'auto_explain'; set auto_explain.log_min_duration = ${Number(explainOver)}; set auto_explain.log_analyze = on;
       set auto_explain.log_buffers = on; set auto_explain.log_level = notice`,
    );
  });
}
try {
  const next = distinctSearches(21, CITIES, todayIn('Asia/Kolkata'));
  const samples: { ms: number; query: string }[] = [];
  // CPU time of the database's backend process (same machine): unlike wall time, it barely moves
  // when other work shares the cores, so it compares versions on a busy machine.
  const [{ pid } = { pid: 0 }] = (
    (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }
  ).rows;
  const backendCpuMs = () => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
    } catch {
      return NaN;
    }
  };
  let cpuAtStart = 0;
  for (let i = 0; i < count + 20; i++) {
    const query = next();
    const parsed = searchQuerySchema.parse(paramsToObject(new URLSearchParams(query)));
    const start = performance.now();
    await searchActiveHotels(database.db, parsed, SEARCH_PAGE_SIZE);
    // The first few plan each shape of query on the connection.
    if (i === 19) cpuAtStart = backendCpuMs();
    if (i >= 20) samples.push({ ms: performance.now() - start, query });
  }
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const total = sorted.reduce((a, b) => a + b, 0);
  console.log(
    `${count} distinct searches: mean ${(total / count).toFixed(2)} ms, p50 ${percentile(sorted, 50).toFixed(2)}, p90 ${percentile(sorted, 90).toFixed(2)}, p99 ${percentile(sorted, 99).toFixed(2)} ms`,
  );
  console.log(`database CPU per search: ${((backendCpuMs() - cpuAtStart) / count).toFixed(2)} ms (backend pid ${pid})`);
  for (const slow of [...samples].sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.SHOW_SLOWEST ?? 8))) {
    console.log(`${slow.ms.toFixed(1).padStart(7)} ms  ${slow.query}`);
  }
} finally {
  await database.close();
}
