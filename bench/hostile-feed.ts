/**
 * Hostile calendar feed (issue 32): `GET /api/health` measured by autocannon while an imported calendar
 * whose feed has a rule that never occurs (`BYMONTH=2;BYMONTHDAY=30`) is synced again and again with
 * *Sync now*, next to health measured alone in the same run. Budget: p99 ≤ 100 ms during the syncs.
 *
 *   npx tsx bench/hostile-feed.ts      # or: npm run bench -- hostile-feed
 *
 * BENCH_DURATION (seconds per row, default 30) and BENCH_CONNECTIONS (default 10) tune the load. PGlite,
 * the demo data, the built server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { prepareSite, startServer, stopServer, verdict } from './lib/server';

const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const P99_BUDGET_MS = 100;
const ADMIN = { email: 'bench-admin@hillnest.example', password: 'bench-admin-password-1' };
const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Review//EN',
  'BEGIN:VEVENT',
  'UID:feb30@example.com',
  'DTSTART;VALUE=DATE:20260101',
  'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
  'SUMMARY:Never',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

async function health(base: string) {
  const result = await autocannon({ url: `${base}/api/health`, connections: CONNECTIONS, duration: DURATION });
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

prepareSite();
const feedServer = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED));
await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
const feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feb30.ics`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hillnest-bench-feed-'));
const { child, base } = await startServer({
  DATA_DIR: dataDir,
  SEED_DEMO: '1',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  ICAL_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
  AUTH_RATE_LIMIT_PER_IP: '100000',
  // Only Sync now syncs here, one after another: the scheduled sync would add a second reader at times.
  ICAL_SYNC_MINUTES: '1440',
});
try {
  const signIn = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { data } = (await (await fetch(`${base}/api/hotels/search`)).json()) as { data: { _id: string }[] };
  const hotelId = data[0]!._id;
  const added = await fetch(`${base}/api/my-hotels/${hotelId}/calendars`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: 'Hostile', url: feedUrl }),
  });
  const { calendar, error } = (await added.json()) as { calendar: { _id: string }; error: string | null };
  console.log(`first sync of the hostile feed: ${error}`);

  const alone = await health(base);
  let syncing = true;
  let syncs = 0;
  const loop = (async () => {
    while (syncing) {
      await fetch(`${base}/api/my-hotels/${hotelId}/calendars/${calendar._id}/sync`, { method: 'POST', headers: { cookie } });
      syncs += 1;
    }
  })();
  const during = await health(base);
  syncing = false;
  await loop;

  console.log(`\nHostile calendar feed (${CONNECTIONS} connections, ${DURATION} s per row)`);
  console.log('| | req/s | p50 | p99 | errors | budget |');
  console.log('|---|---|---|---|---|---|');
  console.log(`| \`GET /api/health\` alone | ${Math.round(alone.rate)} | ${alone.p50} ms | ${alone.p99} ms | ${alone.errors} | |`);
  console.log(
    `| \`GET /api/health\` while the feed syncs (${syncs} syncs) | ${Math.round(during.rate)} | ${during.p50} ms | ${during.p99} ms | ${during.errors} | ${verdict(during.p99 <= P99_BUDGET_MS)} p99 ≤ ${P99_BUDGET_MS} ms |`,
  );
} finally {
  await stopServer(child);
  feedServer.close();
  rmSync(dataDir, { recursive: true, force: true });
}
