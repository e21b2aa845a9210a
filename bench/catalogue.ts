/**
 * The in-memory search alone (modules/hotels/catalogue-index.ts, decision 0047): how long loading the
 * catalogue from the database and building its index take, and the CPU time of one distinct search
 * over it (the seeded generator of bench/lib/distinct.ts), without HTTP. Over a database seeded by
 * bench/seed.ts:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1/hn_scratch npx tsx bench/catalogue.ts [searches]
 */
import { SEARCH_PAGE_SIZE, addDays, paramsToObject, searchQuerySchema, todayIn } from '@hillnest/domain';
import { openDatabase } from '../apps/server/src/db/client';
import { buildCatalogueIndex } from '../apps/server/src/modules/hotels/catalogue-index';
import { readCatalogue } from '../apps/server/src/modules/hotels/queries';
import { distinctSearches } from './lib/distinct';
import { CITIES } from './lib/seed';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database seeded by bench/seed.ts');
const count = Number(process.argv[2] ?? 20_000);
const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
try {
  const today = todayIn('Asia/Kolkata');
  const firstNight = addDays(today, -2);
  let index;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    const data = await readCatalogue(database.db, firstNight);
    const read = performance.now();
    index = await buildCatalogueIndex(data, firstNight);
    const built = performance.now();
    console.log(
      `load: read ${data.hotels.length} properties and ${data.taken.length} properties' taken nights in ${(read - started).toFixed(0)} ms, index built in ${(built - read).toFixed(0)} ms`,
    );
  }
  const next = distinctSearches(21, CITIES, today);
  const queries = Array.from({ length: count }, () => searchQuerySchema.parse(paramsToObject(new URLSearchParams(next()))));
  for (const query of queries.slice(0, 2_000)) index!.search(query, SEARCH_PAGE_SIZE, Date.now()); // warm-up
  // CPU time per search, by kind: with or without a destination (fewer than 3 letters: no trigram), dates, sort.
  const kinds = new Map<string, { searches: number; micros: number; matches: number }>();
  for (const query of queries) {
    const destination = query.destination ? (query.destination.length < 3 ? 'short place' : 'place') : 'no place';
    const sort = query.sortOption.startsWith('price') ? 'price' : query.sortOption;
    const kind = `${destination}, ${query.checkIn ? 'dates' : 'no dates'}, sort ${sort}`;
    const cpu = process.cpuUsage();
    const found = index!.search(query, SEARCH_PAGE_SIZE, Date.now())!;
    const used = process.cpuUsage(cpu);
    const row = kinds.get(kind) ?? { searches: 0, micros: 0, matches: 0 };
    row.searches += 1;
    row.micros += used.user + used.system;
    row.matches += found.total;
    kinds.set(kind, row);
  }
  const all = [...kinds.values()].reduce((sum, row) => ({ searches: sum.searches + row.searches, micros: sum.micros + row.micros }), {
    searches: 0,
    micros: 0,
  });
  console.log(`${count} distinct searches: ${(all.micros / all.searches).toFixed(1)} µs CPU each`);
  console.table(
    [...kinds]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, row]) => ({
        kind,
        searches: row.searches,
        'µs each': Math.round(row.micros / row.searches),
        'matches each': Math.round(row.matches / row.searches),
      })),
  );
} finally {
  await database.close();
}
