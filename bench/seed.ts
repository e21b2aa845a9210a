/**
 * Seeds the load benchmark's data into a database of your own, for looking at plans with EXPLAIN
 * (ANALYZE, BUFFERS) or timing queries without the HTTP part:
 *
 *   createdb -h 127.0.0.1 hn_scratch
 *   DATABASE_URL=postgres://postgres@127.0.0.1/hn_scratch npx tsx bench/seed.ts
 *
 * BENCH_HOTELS (default 10,000) as in bench/load.ts. The database must be empty (it is migrated first).
 */
import { todayIn } from '@hillnest/domain';
import { openDatabase } from '../apps/server/src/db/client';
import { seedBenchData } from './lib/seed';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the (empty) database to seed');
const hotels = Number(process.env.BENCH_HOTELS ?? 10_000);
const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
try {
  await database.migrate();
  const started = performance.now();
  await seedBenchData(database, hotels, todayIn('Asia/Kolkata'));
  console.log(`seeded ${hotels} properties in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
