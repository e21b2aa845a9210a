/**
 * Importing other platforms' calendars (issue 18), through the API, from feeds served by a local HTTP
 * server shaped like Airbnb's, Booking.com's and an owner's own calendar: the nights they block, to
 * the day, in the property's timezone (Asia/Kolkata, UTC+5:30); and what a sync that goes wrong
 * leaves in place (everything that was blocked before).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, bookingWindowEnd, daysBetween, nightsOf, type ExternalCalendar } from '@hillnest/domain';
import { registerUser, type TestApp } from '../../test/harness';
import { expectAdminOnly } from '../../test/access';
import { inDays, insertHotel, postIntent, stay, today } from '../bookings/test-fixtures';
import {
  addCalendar,
  airbnbFeed,
  basicDate,
  bookingComFeed,
  LONDON_VTIMEZONE,
  propertyNights,
  rawFeed,
  setUpChannelTests,
  syncNow,
  takenNights,
  type FeedServer,
} from './test-feeds';

let t: TestApp;
let feeds: FeedServer;
let admin: string;

// The feeds are served from 127.0.0.1: allowed by name, every other private address still refused.
setUpChannelTests((s) => ({ t, feeds, admin } = s), { env: { ICAL_ALLOW_PRIVATE_HOSTS: '127.0.0.1' } });

const feed = (body: string, contentType?: string) => feeds.serveNew(body, contentType);
const add = (hotelId: string, path: string, name?: string) => addCalendar(t.app, admin, hotelId, feeds.url(path), name);

describe('an Airbnb-style feed', () => {
  it("blocks the nights of its reservations and its 'Not available' stretches, check-out mornings free", async () => {
    const hotel = await insertHotel(t.app);
    const path = feed(
      airbnbFeed([
        {
          start: inDays(10),
          end: inDays(13),
          summary: 'Reserved',
          description:
            'Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMQX7Y2ZPA\\nPhone Number (Last 4 Digits): 4821',
        },
        { start: inDays(20), end: inDays(21), summary: 'Airbnb (Not available)' },
        // Over before today: nothing to block.
        { start: inDays(-9), end: inDays(-2), summary: 'Reserved' },
      ]),
    );
    const result = await add(hotel.id, path);
    expect(result).toMatchObject({
      ok: true,
      changed: true,
      error: null,
      calendar: { name: 'Airbnb', blockedStays: 2, lastError: null, conflicts: 0 },
    });
    expect(result.calendar.lastSyncedAt).not.toBeNull();

    const expected = [inDays(10), inDays(11), inDays(12), inDays(20)];
    expect(await takenNights(t.app, hotel.id)).toEqual(expected);
    const nights = await propertyNights(t.app, admin, hotel.id);
    expect(nights.blocks.map((b) => [b.firstNight, b.lastNight, b.summary, b.source, b.calendarName])).toEqual([
      [inDays(10), inDays(12), 'Reserved', 'import', 'Airbnb'],
      [inDays(20), inDays(20), 'Airbnb (Not available)', 'import', 'Airbnb'],
    ]);
    // The check-out morning is free for the next guest.
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/hotels/${hotel.id}/bookings/quote`,
      payload: { checkIn: inDays(13), checkOut: inDays(14), adultCount: 2, childCount: 0 },
    });
    expect(quote.json().available).toBe(true);
  });
});

describe('a Booking.com-style feed', () => {
  it("blocks its 'CLOSED - Not available' stretches exactly", async () => {
    const hotel = await insertHotel(t.app);
    const result = await add(
      hotel.id,
      feed(
        bookingComFeed([
          { start: inDays(5), end: inDays(8) },
          { start: inDays(8), end: inDays(9) },
          { start: inDays(30), end: inDays(32) },
        ]),
      ),
      'Booking.com',
    );
    expect(result.calendar.blockedStays).toBe(3);
    expect(await takenNights(t.app, hotel.id)).toEqual([inDays(5), inDays(6), inDays(7), inDays(8), inDays(30), inDays(31)]);
  });
});

describe('timed events', () => {
  it("block the nights they overlap on the property's clock, a night running from noon to noon", async () => {
    const hotel = await insertHotel(t.app);
    const [d1, d2, d3, d4] = [inDays(40), inDays(50), inDays(60), inDays(70)];
    const path = feed(
      rawFeed(
        [
          // 20:00 UTC to 04:00 UTC two days later: 01:30 to 09:30 in India, so the nights of d1 and d1+1
          // (read as UTC dates it would wrongly be d1 to d1+2).
          ['UID:utc@example.com', `DTSTART:${basicDate(d1)}T200000Z`, `DTEND:${basicDate(addDays(d1, 2))}T040000Z`, 'SUMMARY:Family visit'],
          // 08:00 to 09:00 in London (a zone the feed defines) is 12:30/13:30 in India: the night of d2
          // (read as floating local time it would be the morning, the night before).
          [
            'UID:london@example.com',
            `DTSTART;TZID=Europe/London:${basicDate(d2)}T080000`,
            `DTEND;TZID=Europe/London:${basicDate(d2)}T090000`,
            'SUMMARY:Plumber',
          ],
          // Floating (no zone): the property's own clock. 15:00 on d3 to 11:00 the next morning: one night.
          ['UID:floating@example.com', `DTSTART:${basicDate(d3)}T150000`, `DTEND:${basicDate(addDays(d3, 1))}T110000`, 'SUMMARY:Own stay'],
          // A zone named but not defined in the feed: read as the IANA zone. 10:00 in New York is evening in India.
          [
            'UID:newyork@example.com',
            `DTSTART;TZID=America/New_York:${basicDate(d4)}T100000`,
            `DTEND;TZID=America/New_York:${basicDate(d4)}T110000`,
            'SUMMARY:Call',
          ],
        ],
        LONDON_VTIMEZONE,
      ),
    );
    const result = await add(hotel.id, path, 'Owner calendar');
    expect(result.ok).toBe(true);
    expect(await takenNights(t.app, hotel.id)).toEqual([d1, addDays(d1, 1), d2, d3, d4]);
  });

  it('read date-only values as dates, never as UTC midnight', async () => {
    const hotel = await insertHotel(t.app);
    const day = inDays(45);
    // Midnight UTC is 05:30 in India, which would fall on the night before if taken as an instant.
    await add(
      hotel.id,
      feed(rawFeed([['UID:allday@example.com', `DTSTART;VALUE=DATE:${basicDate(day)}`, 'SUMMARY:Maintenance']])),
      'Maintenance',
    );
    expect(await takenNights(t.app, hotel.id)).toEqual([day]);
  });
});

describe('recurring events', () => {
  it('are expanded with their exceptions, excluded dates and cancelled occurrences', async () => {
    const hotel = await insertHotel(t.app);
    const r = inDays(14);
    const path = feed(
      rawFeed([
        [
          'UID:weekly@example.com',
          `DTSTART;VALUE=DATE:${basicDate(r)}`,
          `DTEND;VALUE=DATE:${basicDate(addDays(r, 1))}`,
          'RRULE:FREQ=WEEKLY;COUNT=5',
          `EXDATE;VALUE=DATE:${basicDate(addDays(r, 7))}`,
          'SUMMARY:Weekly deep clean',
        ],
        // The third week's night moves a day later and lasts two nights.
        [
          'UID:weekly@example.com',
          `RECURRENCE-ID;VALUE=DATE:${basicDate(addDays(r, 14))}`,
          `DTSTART;VALUE=DATE:${basicDate(addDays(r, 15))}`,
          `DTEND;VALUE=DATE:${basicDate(addDays(r, 17))}`,
          'SUMMARY:Weekly deep clean (moved)',
        ],
        // The fourth week's is cancelled.
        [
          'UID:weekly@example.com',
          `RECURRENCE-ID;VALUE=DATE:${basicDate(addDays(r, 21))}`,
          `DTSTART;VALUE=DATE:${basicDate(addDays(r, 21))}`,
          `DTEND;VALUE=DATE:${basicDate(addDays(r, 22))}`,
          'STATUS:CANCELLED',
          'SUMMARY:Weekly deep clean',
        ],
      ]),
    );
    const result = await add(hotel.id, path, 'Cleaning');
    expect(result.calendar.blockedStays).toBe(3);
    expect(await takenNights(t.app, hotel.id)).toEqual([r, addDays(r, 15), addDays(r, 16), addDays(r, 28)]);
  });

  it('without an end are expanded up to the end of the booking window, one year ahead, and no further', async () => {
    const hotel = await insertHotel(t.app);
    // Every night since three years ago, for ever.
    const start = addDays(today(), -3 * 365);
    await add(
      hotel.id,
      feed(rawFeed([['UID:daily@example.com', `DTSTART;VALUE=DATE:${basicDate(start)}`, 'RRULE:FREQ=DAILY', 'SUMMARY:Closed']])),
      'Closed',
    );
    const nights = await takenNights(t.app, hotel.id);
    const windowEnd = bookingWindowEnd(today());
    expect(nights).toEqual(nightsOf(today(), windowEnd));
    expect(nights).toHaveLength(daysBetween(today(), windowEnd));
  });
});

describe('cancelled events', () => {
  it('block nothing', async () => {
    const hotel = await insertHotel(t.app);
    const path = feed(
      rawFeed([
        [
          'UID:cancelled@example.com',
          `DTSTART;VALUE=DATE:${basicDate(inDays(12))}`,
          `DTEND;VALUE=DATE:${basicDate(inDays(15))}`,
          'STATUS:CANCELLED',
          'SUMMARY:Reserved',
        ],
        [
          'UID:kept@example.com',
          `DTSTART;VALUE=DATE:${basicDate(inDays(16))}`,
          `DTEND;VALUE=DATE:${basicDate(inDays(17))}`,
          'STATUS:CONFIRMED',
          'SUMMARY:Reserved',
        ],
      ]),
    );
    expect((await add(hotel.id, path)).calendar.blockedStays).toBe(1);
    expect(await takenNights(t.app, hotel.id)).toEqual([inDays(16)]);
  });
});

describe('a sync that goes wrong keeps the nights blocked before', () => {
  let hotelId: string;
  let calendar: ExternalCalendar;
  const path = '/flaky.ics';
  const fullFeed = airbnbFeed([
    { start: inDays(22), end: inDays(24), summary: 'Reserved' },
    { start: inDays(26), end: inDays(27), summary: 'Airbnb (Not available)' },
  ]);
  const blocked = [inDays(22), inDays(23), inDays(26)];

  beforeAll(async () => {
    hotelId = (await insertHotel(t.app)).id;
    feeds.serve(path, fullFeed);
    calendar = (await add(hotelId, path)).calendar;
    expect(await takenNights(t.app, hotelId)).toEqual(blocked);
  });

  async function expectFailedSync(error: RegExp) {
    const result = await syncNow(t.app, admin, hotelId, calendar._id);
    expect(result.ok).toBe(false);
    expect(result.changed).toBe(false);
    expect(result.error).toMatch(error);
    expect(result.calendar.lastError).toBe(result.error);
    expect(result.calendar.lastSyncedAt).toBe(calendar.lastSyncedAt);
    expect(result.calendar.failingSince).not.toBeNull();
    expect(result.calendar.blockedStays).toBe(2);
    expect(await takenNights(t.app, hotelId)).toEqual(blocked);
  }

  it('when the server answers 500', async () => {
    feeds.route(path, (_request, response) => response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error'));
    await expectFailedSync(/answered HTTP 500/);
  });

  it('when the answer is not iCal (a login page)', async () => {
    feeds.serve(path, '<!doctype html><html><body><form>Sign in</form></body></html>', 'text/html');
    await expectFailedSync(/not an iCalendar feed/);
  });

  it('when a feed that had events comes back empty', async () => {
    feeds.serve(path, airbnbFeed([]));
    await expectFailedSync(/came back empty although it listed 2 events before/);
  });

  it('when the feed is over 2 MB (here 5 MB)', async () => {
    const padding = `DESCRIPTION:${'x'.repeat(70)}`;
    const huge = airbnbFeed([{ start: inDays(22), end: inDays(24), summary: 'Reserved' }]).replace(
      'SUMMARY:',
      `${Array(70_000).fill(padding).join('\r\n')}\r\nSUMMARY:`,
    );
    expect(huge.length).toBeGreaterThan(5 * 1024 * 1024);
    feeds.serve(path, huge);
    await expectFailedSync(/larger than 2 MB/);
  });

  it('when the feed redirects to a private address', async () => {
    // 127.0.0.1 is allowed in this test; 127.0.0.2 (loopback as well) is not, nor is the metadata service.
    for (const target of [`http://127.0.0.2:${new URL(feeds.origin).port}${path}`, 'http://169.254.169.254/latest/meta-data/']) {
      feeds.route(path, (_request, response) => response.writeHead(302, { location: target }).end());
      await expectFailedSync(/private network/);
    }
  });

  it('when it redirects more than 3 times', async () => {
    for (let hop = 1; hop <= 4; hop += 1)
      feeds.route(`/hop-${hop}.ics`, (_r, response) =>
        response.writeHead(301, { location: hop === 4 ? path : `/hop-${hop + 1}.ics` }).end(),
      );
    feeds.route(path, (_request, response) => response.writeHead(302, { location: '/hop-1.ics' }).end());
    await expectFailedSync(/redirected more than 3 times/);
  });

  it('and a good feed afterwards replaces them, following up to 3 redirects', async () => {
    feeds.serve('/final.ics', airbnbFeed([{ start: inDays(28), end: inDays(30), summary: 'Reserved' }]));
    feeds.route('/hop-a.ics', (_r, response) => response.writeHead(301, { location: '/hop-b.ics' }).end());
    feeds.route('/hop-b.ics', (_r, response) => response.writeHead(307, { location: '/final.ics' }).end());
    feeds.route(path, (_request, response) => response.writeHead(302, { location: '/hop-a.ics' }).end());
    const result = await syncNow(t.app, admin, hotelId, calendar._id);
    expect(result).toMatchObject({
      ok: true,
      changed: true,
      error: null,
      calendar: { lastError: null, failingSince: null, blockedStays: 1 },
    });
    expect(await takenNights(t.app, hotelId)).toEqual([inDays(28), inDays(29)]);
    // Unchanged on the next sync: nothing is rewritten.
    expect(await syncNow(t.app, admin, hotelId, calendar._id)).toMatchObject({ ok: true, changed: false });
  });
});

describe('a property blocked by an imported calendar', () => {
  it('disappears from search for those dates, cannot be held or quoted as available, and stays for other dates', async () => {
    const name = `Deodar Blocked House ${Date.now()}`;
    const hotel = await insertHotel(t.app, { name });
    await add(hotel.id, feed(bookingComFeed([{ start: inDays(33), end: inDays(36) }])), 'Booking.com');
    const search = async (checkIn: string, checkOut: string) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/hotels/search', query: { destination: name, checkIn, checkOut } });
      expect(response.statusCode).toBe(200);
      return response.json().data.map((h: { _id: string }) => h._id);
    };
    expect(await search(inDays(34), inDays(35))).toEqual([]);
    expect(await search(inDays(31), inDays(34))).toEqual([]);
    expect(await search(inDays(35), inDays(38))).toEqual([]);
    expect(await search(inDays(30), inDays(33))).toEqual([hotel.id]);
    expect(await search(inDays(36), inDays(38))).toEqual([hotel.id]);

    const intent = await postIntent(t.app, hotel.id, stay(34, 2));
    expect(intent.statusCode).toBe(409);
    expect(intent.json()).toEqual({ message: 'Those dates are no longer available. Please choose other dates.' });
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/hotels/${hotel.id}/bookings/quote`,
      payload: { checkIn: inDays(35), checkOut: inDays(37), adultCount: 2, childCount: 0 },
    });
    expect(quote.json().available).toBe(false);
    expect((await postIntent(t.app, hotel.id, stay(36, 2))).statusCode).toBe(201);
  });
});

describe('adding a calendar', () => {
  it('refuses a feed already linked to a property, on this property or another', async () => {
    const first = await insertHotel(t.app, { name: 'Linked Lodge' });
    const second = await insertHotel(t.app);
    const path = feed(airbnbFeed([{ start: inDays(3), end: inDays(4), summary: 'Reserved' }]));
    await add(first.id, path);
    for (const hotelId of [second.id, first.id]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/my-hotels/${hotelId}/calendars`,
        headers: { cookie: admin },
        payload: { name: 'Again', url: feeds.url(path) },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'This calendar is already linked to Linked Lodge' });
    }
    // The same address written differently (host case, a fragment) is the same feed.
    const variant = feeds.url(path).replace('http://127.0.0.1', 'HTTP://127.0.0.1') + '#cal';
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/my-hotels/${second.id}/calendars`,
      headers: { cookie: admin },
      payload: { name: 'Again', url: variant },
    });
    expect(response.statusCode).toBe(409);
  });

  it('takes http(s) addresses only, and webcal:// as https://', async () => {
    const hotel = await insertHotel(t.app);
    const post = (url: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/my-hotels/${hotel.id}/calendars`,
        headers: { cookie: admin },
        payload: { name: 'X', url },
      });
    for (const url of [
      'ftp://example.com/cal.ics',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'example.com/cal.ics',
      'gopher://127.0.0.1:70/',
    ]) {
      const response = await post(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: "Enter the calendar's address, starting with https:// or http://", field: 'url' });
    }
    expect((await post('https://user:secret@example.com/cal.ics')).json()).toEqual({
      message: 'Calendar addresses with a user name or password are not supported',
      field: 'url',
    });
    // Private addresses written as such are refused at once (127.0.0.1 alone is allowed in this test).
    for (const url of ['http://10.0.0.7/cal.ics', 'http://[::1]/cal.ics', 'http://169.254.169.254/latest/meta-data/']) {
      const response = await post(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toMatch(/private network/);
    }
    // webcal:// is how some sites link feeds: fetched over https (which fails here: nothing listens).
    const webcal = await post('webcal://127.0.0.1:9/cal.ics');
    expect(webcal.statusCode).toBe(201);
    expect(webcal.json().calendar.url).toBe('https://127.0.0.1:9/cal.ics');
    expect(webcal.json()).toMatchObject({ ok: false, error: "The calendar's server refused the connection" });
  });

  it('keeps a calendar whose first sync failed, showing why', async () => {
    const hotel = await insertHotel(t.app);
    feeds.route('/down.ics', (_request, response) => response.writeHead(503).end());
    const result = await add(hotel.id, '/down.ics', 'Vrbo');
    expect(result).toMatchObject({
      ok: false,
      error: "The calendar's server answered HTTP 503",
      calendar: { lastSyncedAt: null, blockedStays: 0 },
    });
    const list = await t.app.inject({ method: 'GET', url: `/api/my-hotels/${hotel.id}/calendars`, headers: { cookie: admin } });
    expect(list.json()).toEqual([result.calendar]);
  });

  it('removing a calendar frees the nights it blocked', async () => {
    const hotel = await insertHotel(t.app);
    const { calendar } = await add(hotel.id, feed(bookingComFeed([{ start: inDays(8), end: inDays(10) }])));
    expect(await takenNights(t.app, hotel.id)).toEqual([inDays(8), inDays(9)]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/my-hotels/${hotel.id}/calendars/${calendar._id}`,
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(204);
    expect(await takenNights(t.app, hotel.id)).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/my-hotels/${hotel.id}/calendars/${calendar._id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
  });

  it('is for the administrator only, and another property cannot touch the calendar', async () => {
    const hotel = await insertHotel(t.app);
    const other = await insertHotel(t.app);
    const { calendar } = await add(hotel.id, feed(bookingComFeed([{ start: inDays(8), end: inDays(10) }])));
    const user = await registerUser(t.app);
    await expectAdminOnly(t.app, user.cookie, { method: 'GET', url: `/api/my-hotels/${hotel.id}/calendars` });
    await expectAdminOnly(t.app, user.cookie, { method: 'POST', url: `/api/my-hotels/${hotel.id}/calendars/${calendar._id}/sync` });
    for (const request of [
      { method: 'POST' as const, url: `/api/my-hotels/${other.id}/calendars/${calendar._id}/sync` },
      { method: 'DELETE' as const, url: `/api/my-hotels/${other.id}/calendars/${calendar._id}` },
    ]) {
      const response = await t.app.inject({ ...request, headers: { cookie: admin } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Calendar not found' });
    }
    expect(await takenNights(t.app, hotel.id)).toEqual([inDays(8), inDays(9)]);
  });
});

describe('the addresses', () => {
  it('are fetched only for the administrator: no guest request reaches a feed', async () => {
    const hotel = await insertHotel(t.app);
    const path = feed(bookingComFeed([{ start: inDays(8), end: inDays(10) }]));
    await add(hotel.id, path);
    const fetched = feeds.hits(path);
    for (const url of [
      `/api/hotels/${hotel.id}`,
      `/api/hotels/${hotel.id}/availability`,
      `/api/hotels/search?checkIn=${inDays(8)}&checkOut=${inDays(9)}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    await postIntent(t.app, hotel.id, stay(20, 2));
    expect(feeds.hits(path)).toBe(fetched);
  });
});
