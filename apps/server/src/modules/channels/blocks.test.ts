/**
 * The owner's own blocks (issue 18) and conflicts with other platforms: blocked nights cannot be held
 * or booked, a block cannot cover a booking or a hold, and an imported block over a confirmed booking
 * is kept and shown as a conflict (unless it is only that booking shown back by the other platform).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type CalendarBlock, type CalendarConflict, type PropertyCalendar, type CalendarSyncResult } from '@hillnest/domain';
import { bookings } from '../../db/schema';
import { expectAdminOnly } from '../../test/access';
import { registerUser, type TestApp, fieldError } from '../../test/harness';
import {
  createIntent,
  inDays,
  insertHotel,
  lapseHold,
  orderRow,
  paySimulated,
  paySuccessfully,
  postIntent,
  stay,
} from '../bookings/test-fixtures';
import { addCalendar, airbnbFeed, bookingComFeed, propertyNights, setUpChannelTests, takenNights, type FeedServer } from './test-feeds';

let t: TestApp;
let feeds: FeedServer;
let admin: string;

setUpChannelTests((s) => ({ t, feeds, admin } = s));

const block = (hotelId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/my-hotels/${hotelId}/blocks`, headers: { cookie: admin }, payload });
const unblock = (hotelId: string, blockId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/my-hotels/${hotelId}/blocks/${blockId}`, headers: { cookie: admin } });

/** Links a feed serving `body`; its first sync must succeed. */
async function importFeed(hotelId: string, body: string, name = 'Airbnb'): Promise<CalendarSyncResult> {
  const result = await addCalendar(t.app, admin, hotelId, feeds.url(feeds.serveNew(body)), name);
  expect(result.ok).toBe(true);
  return result;
}

async function conflicts(): Promise<CalendarConflict[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/calendar-conflicts', headers: { cookie: admin } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('owner blocks', () => {
  it('take nights off sale with a note, for guests and in search, until unblocked', async () => {
    const name = `Owner Blocked Villa ${Date.now()}`;
    const hotel = await insertHotel(t.app, { name });
    const response = await block(hotel.id, { firstNight: inDays(12), lastNight: inDays(14), note: '  Own stay: family wedding ' });
    expect(response.statusCode).toBe(201);
    const created = response.json() as CalendarBlock;
    expect(created).toEqual({
      _id: expect.any(String),
      hotelId: hotel.id,
      source: 'owner',
      firstNight: inDays(12),
      lastNight: inDays(14),
      note: 'Own stay: family wedding',
      calendarId: null,
      calendarName: null,
      summary: null,
      conflict: false,
    });
    expect(await takenNights(t.app, hotel.id)).toEqual([inDays(12), inDays(13), inDays(14)]);
    expect((await propertyNights(t.app, admin, hotel.id)).blocks).toEqual([created]);

    const searched = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/hotels/search',
          query: { destination: name, checkIn: inDays(14), checkOut: inDays(16) },
        })
      ).json().data.length;
    expect(await searched()).toBe(0);
    const intent = await postIntent(t.app, hotel.id, stay(11, 2));
    expect(intent.statusCode).toBe(409);

    expect((await unblock(hotel.id, created._id)).statusCode).toBe(204);
    expect(await takenNights(t.app, hotel.id)).toEqual([]);
    expect(await searched()).toBe(1);
    expect((await postIntent(t.app, hotel.id, stay(11, 2))).statusCode).toBe(201);
    expect((await unblock(hotel.id, created._id)).statusCode).toBe(404);
  });

  it('a single night: first night = last night; a note is optional', async () => {
    const hotel = await insertHotel(t.app);
    const response = await block(hotel.id, { firstNight: inDays(3), lastNight: inDays(3) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ firstNight: inDays(3), lastNight: inDays(3), note: '' });
    expect(await takenNights(t.app, hotel.id)).toEqual([inDays(3)]);
  });

  it('cannot cover a confirmed booking or a live hold (409), but may take nights of a lapsed hold', async () => {
    const hotel = await insertHotel(t.app);
    const paid = await createIntent(t.app, hotel.id, stay(20, 2));
    await paySuccessfully(t.app, paid.orderId);
    const held = await createIntent(t.app, hotel.id, stay(30, 2));
    for (const [first, last] of [
      [19, 20],
      [21, 23],
      [30, 30],
      [31, 31],
      [10, 40],
    ] as const) {
      const response = await block(hotel.id, { firstNight: inDays(first), lastNight: inDays(last), note: 'x' });
      expect(response.statusCode, `${first}-${last}`).toBe(409);
      expect(response.json()).toEqual({ message: 'Some of those nights are booked or held by a guest. Choose other nights.' });
    }
    // Around them is fine: the check-out morning, the night before check-in.
    expect((await block(hotel.id, { firstNight: inDays(22), lastNight: inDays(29) })).statusCode).toBe(201);
    expect((await block(hotel.id, { firstNight: inDays(19), lastNight: inDays(19) })).statusCode).toBe(201);

    // Once the hold lapses, its nights can be blocked; a payment arriving late is then refunded, not booked.
    await lapseHold(t.app, held.orderId);
    expect((await block(hotel.id, { firstNight: inDays(30), lastNight: inDays(31) })).statusCode).toBe(201);
    expect(await orderRow(t.database.db, held.orderId)).toMatchObject({ status: 'expired' });
    const late = await paySimulated(t.app, held.orderId);
    expect(late.statusCode).toBe(200);
    expect(await orderRow(t.database.db, held.orderId)).toMatchObject({ status: 'refund_required' });
  });

  it('cannot overlap another owner block (409)', async () => {
    const hotel = await insertHotel(t.app);
    expect((await block(hotel.id, { firstNight: inDays(5), lastNight: inDays(7) })).statusCode).toBe(201);
    const response = await block(hotel.id, { firstNight: inDays(7), lastNight: inDays(9) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Some of those nights are already blocked.' });
    expect((await block(hotel.id, { firstNight: inDays(8), lastNight: inDays(9) })).statusCode).toBe(201);
  });

  it('may cover nights an imported calendar already blocks; imported blocks cannot be removed by hand', async () => {
    const hotel = await insertHotel(t.app);
    await importFeed(hotel.id, bookingComFeed([{ start: inDays(6), end: inDays(9) }]), 'Booking.com');
    expect((await block(hotel.id, { firstNight: inDays(5), lastNight: inDays(7) })).statusCode).toBe(201);
    const imported = (await propertyNights(t.app, admin, hotel.id)).blocks.find((b) => b.source === 'import')!;
    const response = await unblock(hotel.id, imported._id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/imported calendar/);
  });

  it('refuses past nights, nights beyond the booking window and a last night before the first', async () => {
    const hotel = await insertHotel(t.app);
    const cases: [object, string][] = [
      [{ firstNight: inDays(-1), lastNight: inDays(2) }, 'Nights in the past cannot be blocked'],
      [{ firstNight: inDays(300), lastNight: inDays(400) }, 'Nights can be blocked up to one year ahead'],
      [{ firstNight: inDays(5), lastNight: inDays(4) }, 'lastNight: The last night cannot be before the first night'],
      [{ firstNight: '2026-02-30', lastNight: inDays(4) }, 'firstNight: Enter a date as YYYY-MM-DD'],
      [{ firstNight: inDays(4), lastNight: inDays(4), note: 'x'.repeat(201) }, 'note: Notes are at most 200 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await block(hotel.id, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual(fieldError(message));
    }
    expect(await takenNights(t.app, hotel.id)).toEqual([]);
  });

  it('are for the administrator only', async () => {
    const hotel = await insertHotel(t.app);
    const user = await registerUser(t.app);
    await expectAdminOnly(t.app, user.cookie, {
      method: 'POST',
      url: `/api/my-hotels/${hotel.id}/blocks`,
      payload: { firstNight: inDays(3), lastNight: inDays(3) },
    });
    await expectAdminOnly(t.app, user.cookie, { method: 'GET', url: `/api/my-hotels/${hotel.id}/blocks` });
    expect(await takenNights(t.app, hotel.id)).toEqual([]);
  });
});

describe('blocked nights and holds', () => {
  it('a guest cannot hold nights an imported calendar blocks, and the owner calendar shows both', async () => {
    const hotel = await insertHotel(t.app);
    await importFeed(hotel.id, airbnbFeed([{ start: inDays(8), end: inDays(10), summary: 'Airbnb (Not available)' }]));
    for (const [start, nights] of [
      [7, 2],
      [9, 3],
      [8, 1],
    ] as const) {
      const response = await postIntent(t.app, hotel.id, stay(start, nights));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Those dates are no longer available. Please choose other dates.' });
    }
    await createIntent(t.app, hotel.id, stay(10, 2));
    const nights = await propertyNights(t.app, admin, hotel.id);
    expect(nights.stays).toEqual([{ checkIn: inDays(10), checkOut: inDays(12), status: 'held' }]);
    expect(nights.blocks.map((b) => [b.firstNight, b.lastNight, b.source])).toEqual([[inDays(8), inDays(9), 'import']]);
  });

  it("the dashboard's month calendar shows blocked nights", async () => {
    const hotel = await insertHotel(t.app);
    await block(hotel.id, { firstNight: inDays(40), lastNight: inDays(40) });
    const month = inDays(40).slice(0, 7);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/hotels/${hotel.id}/calendar?month=${month}`,
      headers: { cookie: admin },
    });
    const days = (response.json() as PropertyCalendar).days;
    expect(days.find((d) => d.date === inDays(40))?.state).toBe('blocked');
    expect(days.filter((d) => d.state === 'blocked')).toHaveLength(1);
  });
});

describe('conflicts', () => {
  it('an imported block over a confirmed booking is kept, and shown as a conflict until the booking is over', async () => {
    const hotel = await insertHotel(t.app, { name: 'Conflict Cottage' });
    const intent = await createIntent(t.app, hotel.id, stay(50, 3, { firstName: 'Anjali', lastName: 'Desai' }));
    await paySuccessfully(t.app, intent.orderId);
    const booking = await orderRow(t.database.db, intent.orderId);
    // Airbnb sold two of those nights too.
    const added = await importFeed(hotel.id, airbnbFeed([{ start: inDays(51), end: inDays(54), summary: 'Reserved' }]));
    expect(added.calendar).toMatchObject({ blockedStays: 1, conflicts: 1 });
    const nights = await propertyNights(t.app, admin, hotel.id);
    expect(nights.blocks).toEqual([
      expect.objectContaining({ firstNight: inDays(51), lastNight: inDays(53), conflict: true, source: 'import' }),
    ]);
    expect(await takenNights(t.app, hotel.id)).toEqual([inDays(50), inDays(51), inDays(52), inDays(53)]);

    const listed = (await conflicts()).filter((c) => c.hotelId === hotel.id);
    expect(listed).toEqual([
      {
        hotelId: hotel.id,
        hotelName: 'Conflict Cottage',
        bookingId: booking!.id,
        guestName: 'Anjali Desai',
        checkIn: inDays(50),
        checkOut: inDays(53),
        calendarId: added.calendar._id,
        calendarName: 'Airbnb',
        blockId: nights.blocks[0]!._id,
        firstNight: inDays(51),
        lastNight: inDays(53),
        summary: 'Reserved',
      },
    ]);

    // A cancelled booking is no conflict any more.
    await t.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking!.id));
    expect((await conflicts()).filter((c) => c.hotelId === hotel.id)).toEqual([]);
  });

  it("the other platform showing back a booking of ours (same dates, 'Not available') is no conflict; its own reservation on them is", async () => {
    const hotel = await insertHotel(t.app);
    const intent = await createIntent(t.app, hotel.id, stay(60, 2));
    await paySuccessfully(t.app, intent.orderId);
    await importFeed(hotel.id, bookingComFeed([{ start: inDays(60), end: inDays(62) }]), 'Booking.com');
    await importFeed(hotel.id, airbnbFeed([{ start: inDays(60), end: inDays(62), summary: 'Airbnb (Not available)' }]), 'Airbnb');
    expect((await conflicts()).filter((c) => c.hotelId === hotel.id)).toEqual([]);
    const reserved = await importFeed(hotel.id, airbnbFeed([{ start: inDays(60), end: inDays(62), summary: 'Reserved' }]), 'Airbnb 2');
    expect((await conflicts()).filter((c) => c.hotelId === hotel.id).map((c) => c.calendarName)).toEqual(['Airbnb 2']);
    expect(reserved.calendar.conflicts).toBe(1);
  });

  it('our own exported events coming back with their UIDs are not imported', async () => {
    const hotel = await insertHotel(t.app);
    const { icalExportUrl } = (await t.app.inject({ method: 'GET', url: `/api/my-hotels/${hotel.id}`, headers: { cookie: admin } })).json();
    await block(hotel.id, { firstNight: inDays(70), lastNight: inDays(71) });
    const url = new URL(icalExportUrl);
    const ours = (await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).body;
    const result = await importFeed(hotel.id, ours, 'Echo');
    expect(result.calendar.blockedStays).toBe(0);
  });

  it('are for the administrator only', async () => {
    const user = await registerUser(t.app);
    await expectAdminOnly(t.app, user.cookie, { method: 'GET', url: '/api/admin/calendar-conflicts' });
  });
});
