/**
 * The background sync (issue 18): every ICAL_SYNC_MINUTES each calendar is synced once, whichever
 * instances run the job at the same time (on PostgreSQL, two connection pools, as two instances); a
 * sync that died midway leaves its calendar's blocks and its claim, which expires; and after 24 hours
 * of failures the owner is told once.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExternalCalendar } from '@hillnest/domain';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client';
import { externalCalendars, outboxMessages } from '../../db/schema';
import { type TestApp } from '../../test/harness';
import { inDays, insertHotel } from '../bookings/test-fixtures';
import { syncDueCalendars, type SyncReport } from './sync';
import { addCalendar, airbnbFeed, bookingComFeed, setUpChannelTests, takenNights, type FeedServer } from './test-feeds';

let t: TestApp;
let feeds: FeedServer;
let admin: string;
let second: DatabaseHandle | undefined;
const logLines: string[] = [];

setUpChannelTests((s) => ({ t, feeds, admin } = s), {
  env: { ICAL_ALLOW_PRIVATE_HOSTS: 'true', ICAL_SYNC_MINUTES: '15', LOG_LEVEL: 'info' },
  logStream: { write: (line) => void logLines.push(line) },
});
beforeAll(async () => {
  if (t.config.databaseUrl) second = await openDatabase({ databaseUrl: t.config.databaseUrl, poolSize: 5 });
});
afterAll(() => second?.close());

/** The sync job as an instance runs it, on its own database connection(s). */
function instance(db: Database = t.database.db) {
  return { ...t.app.deps, db };
}

/** Links a feed serving `body`; answers the calendar and the feed's path. */
async function addFeed(hotelId: string, body: string): Promise<{ calendar: ExternalCalendar; path: string }> {
  const path = feeds.serveNew(body);
  return { calendar: (await addCalendar(t.app, admin, hotelId, feeds.url(path))).calendar, path };
}

/** As if the calendar's last sync had started `minutes` ago. */
async function lastAttemptAgo(calendarId: string, minutes: number) {
  await t.database.db
    .update(externalCalendars)
    .set({ lastAttemptAt: sql`now() - make_interval(mins => ${minutes}::int)` })
    .where(eq(externalCalendars.id, calendarId));
}

/** Every calendar of earlier tests is made not due, so each test counts only its own. */
async function nothingElseDue() {
  await t.database.db.update(externalCalendars).set({ lastAttemptAt: sql`now()` });
}

describe('the scheduled sync', () => {
  it('syncs a calendar once its last attempt is ICAL_SYNC_MINUTES old, not before', async () => {
    await nothingElseDue();
    const hotel = await insertHotel(t.app);
    const { calendar, path } = await addFeed(hotel.id, airbnbFeed([{ start: inDays(10), end: inDays(12), summary: 'Reserved' }]));
    feeds.serve(
      path,
      airbnbFeed([
        { start: inDays(10), end: inDays(12), summary: 'Reserved' },
        { start: inDays(20), end: inDays(21), summary: 'Reserved' },
      ]),
    );

    await lastAttemptAgo(calendar._id, 14);
    expect(await syncDueCalendars(instance())).toEqual({ synced: 0, changed: 0, failed: 0 });
    expect(await takenNights(t.app, hotel.id)).toEqual([inDays(10), inDays(11)]);

    await lastAttemptAgo(calendar._id, 16);
    expect(await syncDueCalendars(instance())).toEqual({ synced: 1, changed: 1, failed: 0 });
    expect(await takenNights(t.app, hotel.id)).toEqual([inDays(10), inDays(11), inDays(20)]);
    // Just synced: not due again.
    expect(await syncDueCalendars(instance())).toEqual({ synced: 0, changed: 0, failed: 0 });
  });

  it('syncs each due calendar exactly once when several instances run at the same moment', async () => {
    await nothingElseDue();
    const calendars: { calendar: ExternalCalendar; path: string }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const hotel = await insertHotel(t.app);
      calendars.push(await addFeed(hotel.id, bookingComFeed([{ start: inDays(5 + i), end: inDays(7 + i) }])));
    }
    for (const { calendar } of calendars) await lastAttemptAgo(calendar._id, 60);
    const before = calendars.map(({ path }) => feeds.hits(path));
    const instances = [instance(), instance(second?.db), instance(second?.db), instance()];
    const reports: SyncReport[] = await Promise.all(instances.map((deps) => syncDueCalendars(deps)));
    expect(reports.reduce((sum, r) => sum + r.synced, 0)).toBe(6);
    expect(calendars.map(({ path }, i) => feeds.hits(path) - before[i]!)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('a sync that died midway leaves the blocks and its claim, which expires; then the calendar is synced', async () => {
    await nothingElseDue();
    const hotel = await insertHotel(t.app);
    const { calendar, path } = await addFeed(hotel.id, airbnbFeed([{ start: inDays(30), end: inDays(32), summary: 'Reserved' }]));
    feeds.serve(path, airbnbFeed([{ start: inDays(40), end: inDays(41), summary: 'Reserved' }]));
    // An instance claimed it, started fetching, and was killed: its claim stays for up to two minutes.
    await t.database.db
      .update(externalCalendars)
      .set({
        syncClaim: sql`gen_random_uuid()`,
        syncClaimedUntil: sql`now() + interval '100 seconds'`,
        lastAttemptAt: sql`now() - interval '20 minutes'`,
      })
      .where(eq(externalCalendars.id, calendar._id));
    expect(await takenNights(t.app, hotel.id)).toEqual([inDays(30), inDays(31)]);
    expect((await syncDueCalendars(instance())).synced).toBe(0);
    const manual = await t.app.inject({
      method: 'POST',
      url: `/api/my-hotels/${hotel.id}/calendars/${calendar._id}/sync`,
      headers: { cookie: admin },
    });
    expect(manual.statusCode).toBe(409);
    expect(manual.json()).toEqual({ message: 'This calendar is being synced right now. Try again in a moment.' });
    expect(await takenNights(t.app, hotel.id)).toEqual([inDays(30), inDays(31)]);

    await t.database.db
      .update(externalCalendars)
      .set({ syncClaimedUntil: sql`now() - interval '1 second'` })
      .where(eq(externalCalendars.id, calendar._id));
    expect(await syncDueCalendars(instance())).toEqual({ synced: 1, changed: 1, failed: 0 });
    expect(await takenNights(t.app, hotel.id)).toEqual([inDays(40)]);
  });

  it('skips calendars of properties taken off the site', async () => {
    await nothingElseDue();
    const hotel = await insertHotel(t.app);
    const { calendar, path } = await addFeed(hotel.id, bookingComFeed([{ start: inDays(5), end: inDays(6) }]));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/my-hotels/${hotel.id}`, headers: { cookie: admin } })).statusCode).toBe(204);
    await lastAttemptAgo(calendar._id, 60);
    const hits = feeds.hits(path);
    expect((await syncDueCalendars(instance())).synced).toBe(0);
    expect(feeds.hits(path)).toBe(hits);
  });
});

describe('a calendar failing for a day', () => {
  const alerts = () => logLines.filter((line) => line.includes('has failed to sync for over 24 hours'));

  it('tells the owner once per run of failures (the outbox hook), and again after a success and new failures', async () => {
    await nothingElseDue();
    const hotel = await insertHotel(t.app, { name: 'Failing Farmhouse' });
    const { calendar, path } = await addFeed(hotel.id, bookingComFeed([{ start: inDays(5), end: inDays(6) }]));
    feeds.route(path, (_request, response) => response.writeHead(500).end());
    const sync = () =>
      t.app.inject({ method: 'POST', url: `/api/my-hotels/${hotel.id}/calendars/${calendar._id}/sync`, headers: { cookie: admin } });
    const failingFor = (hours: number) =>
      t.database.db
        .update(externalCalendars)
        .set({ failingSince: sql`now() - make_interval(hours => ${hours}::int)` })
        .where(eq(externalCalendars.id, calendar._id));

    const before = alerts().length;
    expect((await sync()).json().ok).toBe(false);
    await failingFor(23);
    await sync();
    expect(alerts()).toHaveLength(before);
    await failingFor(25);
    await sync();
    expect(alerts()).toHaveLength(before + 1);
    // The owner is e-mailed through the outbox (no SMTP_URL here: it waits there).
    const mails = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'owner_calendar_failing'));
    const mail = mails.find((m) => m.subject.includes('Failing Farmhouse'));
    expect(mail).toMatchObject({ recipient: 'admin@test.example', status: 'pending' });
    expect(mail!.text).toContain("The calendar's server answered HTTP 500");
    const alert = JSON.parse(alerts().at(-1)!);
    expect(alert).toMatchObject({
      level: 40,
      calendarId: calendar._id,
      hotelId: hotel.id,
      lastError: "The calendar's server answered HTTP 500",
    });
    expect(alert.msg).toContain('Failing Farmhouse');
    await sync();
    expect(alerts()).toHaveLength(before + 1);
    // The feed's address may carry a secret: it is never logged.
    expect(logLines.join('\n')).not.toContain(path);

    feeds.serve(path, bookingComFeed([{ start: inDays(5), end: inDays(6) }]));
    expect((await sync()).json()).toMatchObject({ ok: true, calendar: { failingSince: null, lastError: null } });
    feeds.route(path, (_request, response) => response.writeHead(502).end());
    await sync();
    await failingFor(30);
    await sync();
    expect(alerts()).toHaveLength(before + 2);
  });
});
