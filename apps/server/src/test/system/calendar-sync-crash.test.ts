/**
 * A calendar sync killed midway (issue 18): the real server syncs an imported calendar, is killed with
 * SIGKILL while the new feed is arriving, and restarts on the same data. The nights the calendar
 * blocked before are still blocked, nothing half-replaced; the dead sync's claim keeps another sync
 * off the calendar until it expires. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@hillnest/domain';
import { openDatabase, type DatabaseOptions } from '../../db/client';
import { insertHotel } from '../../modules/bookings/test-fixtures';
import { airbnbFeed, startFeedServer } from '../../modules/channels/test-feeds';
import { createScratchDatabase } from '../scratch-database';
import { call, sharedSecrets, signInCookie, startServer } from './server-process';

const ADMIN = { ADMIN_EMAIL: 'owner@sync-crash.example', ADMIN_PASSWORD: 'sync-crash-1' };
const inDays = (days: number) => addDays(todayIn('Asia/Kolkata'), days);

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function prepareHotel(options: DatabaseOptions): Promise<string> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    return (await insertHotel(database, { name: 'Sync Crash Chalet' })).id;
  } finally {
    await database.close();
  }
}

async function killMidSync(env: Record<string, string>, hotelId: string) {
  const feeds = await startFeedServer();
  cleanups.push(() => feeds.close());
  feeds.serve('/airbnb.ics', airbnbFeed([{ start: inDays(10), end: inDays(13), summary: 'Reserved' }]));
  const fullEnv = { ...env, ...ADMIN, ICAL_ALLOW_PRIVATE_HOSTS: '127.0.0.1' };

  let server = await startServer(fullEnv);
  cleanups.push(() => server.kill());
  let cookie = await signInCookie(server.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
  const added = await call(
    server.url,
    'POST',
    `/api/my-hotels/${hotelId}/calendars`,
    { name: 'Airbnb', url: feeds.url('/airbnb.ics') },
    { cookie },
  );
  expect(added.status, JSON.stringify(added.json)).toBe(201);
  const calendarId = added.json.calendar._id as string;
  const blocked = [inDays(10), inDays(11), inDays(12)];
  expect((await call(server.url, 'GET', `/api/hotels/${hotelId}/availability`)).json.takenNights).toEqual(blocked);

  // The next feed arrives halfway and stalls: the server is killed while reading it.
  let arrived!: () => void;
  const halfway = new Promise<void>((resolve) => (arrived = resolve));
  feeds.route('/airbnb.ics', (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' });
    response.write(airbnbFeed([{ start: inDays(20), end: inDays(22), summary: 'Reserved' }]).slice(0, 120));
    arrived();
  });
  const syncing = call(server.url, 'POST', `/api/my-hotels/${hotelId}/calendars/${calendarId}/sync`, undefined, { cookie }).catch(
    () => null,
  );
  await halfway;
  await server.kill();
  expect(await syncing).toBeNull();

  server = await startServer(fullEnv);
  cookie = await signInCookie(server.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
  expect((await call(server.url, 'GET', `/api/hotels/${hotelId}/availability`)).json.takenNights).toEqual(blocked);
  const calendars = await call(server.url, 'GET', `/api/my-hotels/${hotelId}/calendars`, undefined, { cookie });
  expect(calendars.json).toEqual([expect.objectContaining({ _id: calendarId, blockedStays: 1, lastError: null })]);
  // The dead sync's claim still holds the calendar (it expires two minutes after it was taken).
  const again = await call(server.url, 'POST', `/api/my-hotels/${hotelId}/calendars/${calendarId}/sync`, undefined, { cookie });
  expect(again.status).toBe(409);
  expect((await call(server.url, 'GET', `/api/hotels/${hotelId}/availability`)).json.takenNights).toEqual(blocked);
  await server.stop();
}

describe('a calendar sync killed midway', () => {
  it('on PGlite: the nights blocked before are still blocked after a restart', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hillnest-sync-crash-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const hotelId = await prepareHotel({ pgliteDir: path.join(dataDir, 'db') });
    await killMidSync({ DATA_DIR: dataDir, ...sharedSecrets() }, hotelId);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL: the nights blocked before are still blocked after a restart', async () => {
    const database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'synccrash');
    cleanups.push(() => database.drop());
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hillnest-sync-crash-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const hotelId = await prepareHotel({ databaseUrl: database.url });
    await killMidSync({ DATA_DIR: dataDir, DATABASE_URL: database.url, ...sharedSecrets() }, hotelId);
  });
});
