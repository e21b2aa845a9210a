/**
 * The imported calendars of issue 32 that took the site down: a rule with no occurrence, a stay of
 * 274,000 years, daily events from years back, a 1 MB SUMMARY. While each syncs the site keeps
 * answering; nothing is written past the booking window; a feed over a limit is refused with its
 * error shown on the Calendars page and logged at warn level, and the nights it blocked before stay.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingWindowEnd, nightsOf, type CalendarSyncResult, type ExternalCalendar } from '@hillnest/domain';
import { calendarBlocks, takenNights as takenNightRows } from '../../db/schema';
import { wroteBehindTheApp, type TestApp } from '../../test/harness';
import { inDays, insertHotel, today } from '../bookings/test-fixtures';
import {
  addCalendar,
  bookingComFeed,
  dailySince2000Feed,
  endlessStayFeed,
  farEndFeed,
  FEB_30_FEED,
  longSummaryFeed,
  propertyNights,
  setUpChannelTests,
  syncNow,
  takenNights,
  type FeedServer,
} from './test-feeds';

let t: TestApp;
let feeds: FeedServer;
let admin: string;
const logLines: string[] = [];

setUpChannelTests((s) => ({ t, feeds, admin } = s), {
  env: { ICAL_ALLOW_PRIVATE_HOSTS: 'true', LOG_LEVEL: 'warn' },
  logStream: { write: (line) => void logLines.push(line) },
});

/** How the reader thread ends a read that does not finish: out of heap, or at the deadline (FEED_READ_LIMITS). */
const STOPPED = /^(The feed needs too much memory to be read|The feed could not be read within 5 seconds, so reading it was stopped)$/;
/** The per-feed cap on dates of repeating events (ical.test.ts shows it apart from the deadline), or the deadline on a busy machine. */
const TOO_MANY_DATES =
  /^(The feed repeats its events too often to be read \(over 50,000 dates\)|The feed could not be read within 5 seconds, so reading it was stopped)$/;

/**
 * The longest an answer of /api/health may wait while a feed syncs. Issue 32's budget is 100 ms at p99,
 * measured by bench/hostile-feed.ts on a machine of its own. Here the test shares two cores with the
 * rest of the suite: with no sync at all the longest wait reached 70 ms, and during the sync of a
 * trivial feed 250 ms (400-560 ms with other test files running at once). So this bound only separates
 * a held event loop from a busy machine: before the fix, these feeds held it for 3 s to 190 s.
 */
const HEALTH_BOUND_MS = 1_000;

/**
 * Runs `work` while asking /api/health one request after another, and answers the longest time between
 * two answers: how long the event loop was held. Real time on purpose: it is the bound the fix keeps.
 * Between two requests the loop takes its turn at I/O (setImmediate), as it does between requests
 * arriving from the network: injected requests alone would never let the sync's own I/O run.
 */
async function whileHealthIsAsked<T>(work: () => Promise<T>): Promise<{ result: T; longestGapMs: number }> {
  let done = false;
  const running = work().finally(() => (done = true));
  let longestGapMs = 0;
  let last = performance.now();
  while (!done) {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { result: await running, longestGapMs };
}

/** A property with a calendar that blocks two nights, then serves `hostile` and is synced. */
async function syncHostile(hostile: string) {
  const hotel = await insertHotel(t.app);
  const path = feeds.serveNew(bookingComFeed([{ start: inDays(3), end: inDays(5) }]));
  const { calendar } = await addCalendar(t.app, admin, hotel.id, feeds.url(path));
  feeds.serve(path, hostile);
  const { result, longestGapMs } = await whileHealthIsAsked(() => syncNow(t.app, admin, hotel.id, calendar._id));
  return { hotelId: hotel.id, calendarId: calendar._id, result, longestGapMs };
}

async function calendarsPage(hotelId: string): Promise<ExternalCalendar[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/my-hotels/${hotelId}/calendars`, headers: { cookie: admin } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function nightRowsOf(hotelId: string) {
  const [row] = await t.database.db
    .select({ count: sql<number>`count(*)::int`, last: sql<string | null>`max(${takenNightRows.night})::text` })
    .from(takenNightRows)
    .where(eq(takenNightRows.hotelId, hotelId));
  return row!;
}

/** The refusal: an error on the calendar (as its page shows it), the two nights it blocked before kept. */
async function expectRefused(hotelId: string, result: CalendarSyncResult, error: string | RegExp) {
  expect(result).toMatchObject({ ok: false, changed: false });
  expect(result.error).toMatch(error);
  const [calendar] = await calendarsPage(hotelId);
  expect(calendar).toMatchObject({ lastError: result.error, blockedStays: 1 });
  expect(await takenNights(t.app, hotelId)).toEqual([inDays(3), inDays(4)]);
}

describe('a hostile feed', () => {
  it('with a rule that never occurs (30 February) is stopped and refused; the site answers throughout', async () => {
    const { hotelId, result, longestGapMs } = await syncHostile(FEB_30_FEED);
    await expectRefused(hotelId, result, STOPPED);
    expect(longestGapMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('with eight daily events from years back is refused as a whole (the work is bounded per feed)', async () => {
    const { hotelId, result, longestGapMs } = await syncHostile(dailySince2000Feed(8));
    await expectRefused(hotelId, result, TOO_MANY_DATES);
    expect(longestGapMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('of 2 MB of such events is refused the same way', async () => {
    const feed = dailySince2000Feed(14_000);
    expect(Buffer.byteLength(feed)).toBeLessThan(2 * 1024 * 1024);
    const { hotelId, result, longestGapMs } = await syncHostile(feed);
    await expectRefused(hotelId, result, TOO_MANY_DATES);
    expect(longestGapMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it.each([
    ['DURATION:P99999999D', endlessStayFeed],
    ['a DTEND in the year 9999', farEndFeed],
  ])('with %s blocks nights up to the end of the booking window and writes none beyond', async (_name, feedFrom) => {
    const { hotelId, result, longestGapMs } = await syncHostile(feedFrom(inDays(10)));
    expect(result).toMatchObject({ ok: true, changed: true });
    const windowEnd = bookingWindowEnd(today());
    const nights = nightsOf(inDays(10), windowEnd);
    expect(await takenNights(t.app, hotelId)).toEqual(nights);
    // Rows: one per night of the window, none after it.
    expect(await nightRowsOf(hotelId)).toEqual({ count: nights.length, last: nights.at(-1) });
    const blocks = await t.database.db.select().from(calendarBlocks).where(eq(calendarBlocks.hotelId, hotelId));
    expect(blocks.map((b) => [b.startDate, b.endDate])).toEqual([[inDays(10), windowEnd]]);
    expect(longestGapMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('with a 1 MB SUMMARY keeps its first 200 characters', async () => {
    const { hotelId, result, longestGapMs } = await syncHostile(longSummaryFeed(inDays(20), inDays(22)));
    expect(result.ok).toBe(true);
    const { blocks } = await propertyNights(t.app, admin, hotelId);
    expect(blocks.map((b) => [b.firstNight, b.lastNight, b.summary])).toEqual([[inDays(20), inDays(21), 'A'.repeat(200)]]);
    const [stored] = await t.database.db.select().from(calendarBlocks).where(eq(calendarBlocks.hotelId, hotelId));
    expect(stored!.summary).toHaveLength(200);
    expect(longestGapMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('that is refused is logged at warn level, with its error and without a stack', async () => {
    const { calendarId, result } = await syncHostile(dailySince2000Feed(8));
    const lines = logLines.map((line) => JSON.parse(line)).filter((line) => line.calendarId === calendarId);
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: 'calendar sync failed; its blocks are kept', error: result.error })]);
    expect(lines[0]).not.toHaveProperty('err');
    expect(JSON.stringify(lines)).not.toContain('    at ');
  });
});

describe('availability', () => {
  it('never answers nights beyond the booking window, whatever a stored block says', async () => {
    const hotel = await insertHotel(t.app);
    const windowEnd = bookingWindowEnd(today());
    // As a feed imported before imports were cut to the window left it: a block far past the window's end.
    await t.app.db.insert(calendarBlocks).values({ hotelId: hotel.id, source: 'owner', startDate: inDays(300), endDate: inDays(500) });
    wroteBehindTheApp(t.app, 'blocks');
    expect(await takenNights(t.app, hotel.id)).toEqual(nightsOf(inDays(300), windowEnd));
  });
});
