/**
 * The server render alone: the CPU time of rendering one distinct `/search?…` page and one
 * `/detail/{id}` page with the web app's server module (apps/web/dist/.server/entry-server.js), on
 * the answers the real app gives over a database seeded by bench/seed.ts. The reads are gathered
 * first (through the app, as a page view gathers them), then only `render` is timed, in this thread.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1/hn_scratch npx tsx bench/render.ts [pages per kind]
 *
 * SSR=<file> times another build of the server module (e.g. `vite build --ssr … --outDir /tmp/x`).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { todayIn, type FirstViewOf, type ServerRenderInput, type ServerRenderResult } from '@hillnest/domain';
import { distinctSearches } from './lib/distinct';
import { nextTurn, openInProcessApp } from './lib/in-process';
import { CITIES } from './lib/seed';
import { WEB_DIST } from './lib/server';

const count = Number(process.argv[2] ?? 300);
const WARM_UP = 50;
const { app, database, close } = await openInProcessApp();
const web = (await import(pathToFileURL(process.env.SSR ?? path.join(WEB_DIST, '.server', 'entry-server.js')).href)) as {
  render: (input: ServerRenderInput) => Promise<ServerRenderResult | undefined>;
  firstViewOf: FirstViewOf;
};

/** A page's render input, its reads answered by the app as a page view answers them. */
async function inputOf(address: string): Promise<ServerRenderInput> {
  const { pathname, search } = new URL(address, 'http://bench.invalid');
  const view = await web.firstViewOf(pathname, search);
  const answers: Record<string, unknown> = {};
  for (const read of view?.reads ?? []) {
    const response = await app.inject({ method: 'GET', url: read });
    await nextTurn();
    if (response.statusCode === 200) answers[read] = response.json();
  }
  return { url: address, answers, signedIn: false, origin: 'http://bench.invalid' };
}

try {
  const ids = (
    (await database.db.execute(sql`select id from hotels order by md5(id::text) limit ${count + WARM_UP}`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows.map((row) => row.id);
  const nextSearch = distinctSearches(2121, CITIES, todayIn('Asia/Kolkata'));
  const kinds: [string, () => string][] = [
    ['page /search?… distinct', () => `/search?${nextSearch()}`],
    [
      'page /detail/{id}',
      (
        (i) => () =>
          `/detail/${ids[i++ % ids.length]}`
      )(0),
    ],
  ];
  for (const [label, next] of kinds) {
    const inputs = [];
    for (let i = 0; i < count + WARM_UP; i++) inputs.push(await inputOf(next()));
    for (const input of inputs.slice(0, WARM_UP)) await web.render(input);
    const cpu = process.cpuUsage();
    let bytes = 0;
    for (const input of inputs.slice(WARM_UP)) bytes += (await web.render(input))?.html.length ?? 0;
    const used = process.cpuUsage(cpu);
    console.log(
      `${label.padEnd(26)} render CPU ${((used.user + used.system) / 1000 / count).toFixed(2)} ms/page, ${Math.round(bytes / count / 1000)} k characters of HTML`,
    );
  }
} finally {
  await close();
}
