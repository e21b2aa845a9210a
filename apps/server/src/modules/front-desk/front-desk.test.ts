/**
 * The owner's front desk (issue 36) as an API client sees it: the calendar of all properties in one
 * query whatever their number, bookings entered at the desk under the same overlap guarantee as a
 * guest's checkout, and new dates for a booking. Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBookingDetail, ChargeLine, DeskBookingInput, DeskCalendar } from '@hillnest/domain';
import type { Database } from '../../db/client';
import { bookings, calendarBlocks, outboxMessages } from '../../db/schema';
import { expectAdminOnly } from '../../test/access';
import { createTestApp, registerUser, signInAdmin, wroteBehindTheApp, type TestApp } from '../../test/harness';
import { createIntent, inDays, insertHotel, paySuccessfully, postIntent, stay, today } from '../bookings/test-fixtures';
import { bookAtDesk, deskBookingInput } from './test-fixtures';

/** Everything that starts a query on a Drizzle database. */
const QUERY_METHODS = new Set(['select', 'selectDistinct', 'execute', 'insert', 'update', 'delete', 'transaction']);
let queries = 0;
const counting = (db: Database) =>
  new Proxy(db, {
    get(target, property, receiver) {
      if (typeof property === 'string' && QUERY_METHODS.has(property)) queries += 1;
      return Reflect.get(target, property, receiver);
    },
  });

let t: TestApp;
let admin: string;
let user: string;
let cedar: string;
let pine: string;

beforeAll(async () => {
  t = await createTestApp({ wrapDatabase: counting });
  admin = await signInAdmin(t.app);
  user = (await registerUser(t.app)).cookie;
  cedar = (await insertHotel(t.app, { name: 'Cedar Crest', pricePerNight: 2500 })).id;
  pine = (await insertHotel(t.app, { name: 'Pine Hollow', pricePerNight: 4000 })).id;
});
afterAll(() => t?.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin } });

const deskBooking = (values: Partial<DeskBookingInput> = {}) => deskBookingInput(cedar, values);
const book = (values: Partial<DeskBookingInput> = {}) => bookAtDesk(t.app, admin, deskBooking(values));

async function detail(id: string) {
  const response = await asAdmin('GET', `/api/admin/bookings/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminBookingDetail;
}

async function calendar(query = '') {
  const response = await asAdmin('GET', `/api/admin/desk/calendar${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DeskCalendar;
}

describe('the front desk is the administrator’s', () => {
  it('refuses anyone else', async () => {
    await expectAdminOnly(t.app, user, { method: 'GET', url: '/api/admin/desk/calendar' });
    await expectAdminOnly(t.app, user, { method: 'POST', url: '/api/admin/bookings', payload: deskBooking() });
  });
});

describe('POST /api/admin/bookings', () => {
  it('confirms a phone booking paid by UPI at the rates’ price, with the guest’s confirmation e-mail', async () => {
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/hotels/${cedar}/bookings/quote`,
      payload: { checkIn: inDays(20), checkOut: inDays(23), adultCount: 2, childCount: 0 },
    });
    const { _id, reference } = await book();
    expect(reference).toMatch(/^HN-/);
    const shown = await detail(_id);
    expect(shown.booking).toMatchObject({ firstName: 'Anjali', adminStatus: 'upcoming', totalPaise: quote.json().totalPaise });
    expect(shown.payment.provider).toBe('offline');
    expect(shown.desk).toEqual({ source: 'phone', offlinePayment: { method: 'upi', reference: 'UPI-4471' }, priceOverride: null });
    const mails = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, _id));
    expect(mails.map((m) => m.kind).sort()).toEqual(['booking_confirmation', 'owner_new_booking']);
    expect(mails.find((m) => m.kind === 'booking_confirmation')!.recipient).toBe('anjali@example.com');
  });

  it('charges an overridden price and records the rates’ price and the reason', async () => {
    const { _id } = await book({
      checkIn: inDays(30),
      checkOut: inDays(32),
      source: 'walk-in',
      paymentMethod: 'cash',
      paymentReference: '',
      overridePrice: 4000,
      overrideReason: 'Returning guest',
    });
    const shown = await detail(_id);
    expect(shown.booking.totalPaise).toBe(400_000);
    expect(shown.desk).toEqual({
      source: 'walk-in',
      offlinePayment: { method: 'cash', reference: '' },
      priceOverride: { ratePaise: 2 * 2 * 2500 * 100, reason: 'Returning guest' },
    });
  });

  it('names the field of bad input', async () => {
    for (const [values, field, message] of [
      [{ overridePrice: 0, overrideReason: 'Friend' }, 'overridePrice', 'Enter the price in whole rupees, at least ₹1'],
      [{ overridePrice: 3000 }, 'overrideReason', 'Say why the price differs from the rates'],
      [{ paymentReference: '' }, 'paymentReference', 'Enter the transfer or UPI reference'],
      [{ paymentMethod: 'cheque' }, 'paymentMethod', 'Choose how the guest paid'],
      [{ source: 'web' }, 'source', 'Choose how the booking arrived'],
      [{ hotelId: 'nope' }, 'hotelId', 'Choose a property from the list'],
    ] as const) {
      const response = await asAdmin('POST', '/api/admin/bookings', {
        ...deskBooking({ checkIn: inDays(40), checkOut: inDays(41) }),
        ...values,
      });
      expect(response.statusCode, field).toBe(400);
      const body = response.json() as { message: string; field?: string };
      expect(body.message, field).toContain(message);
    }
    // The stay's own rules: the rate engine refuses what a guest could not book either.
    const past = await asAdmin('POST', '/api/admin/bookings', deskBooking({ checkIn: inDays(-2), checkOut: inDays(-1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Check-in cannot be in the past');
    expect(
      await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.checkIn, inDays(40))),
    ).toEqual([]);
  });

  it('prices the extras the owner chose with the stay, as a guest’s quote does, and refuses a bad one with nothing booked', async () => {
    const lodge = (await insertHotel(t.app, { name: 'Deodar Lodge', pricePerNight: 3000 })).id;
    expect((await asAdmin('PUT', `/api/my-hotels/${lodge}/cleaning-fee`, { cleaningFee: '500' })).statusCode).toBe(200);
    const extra = async (values: object) => {
      const response = await asAdmin('POST', `/api/my-hotels/${lodge}/extras`, {
        description: '',
        taxRatePercent: 5,
        sac: '996331',
        maxQuantity: '',
        ...values,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json()._id as string;
    };
    const breakfast = await extra({ name: 'Breakfast', price: '250', basis: 'perGuestPerNight' });
    const pickup = await extra({ name: 'Airport pickup', price: '1200', basis: 'perStay', taxRatePercent: 18, maxQuantity: 2 });
    const gone = await extra({ name: 'Bonfire', price: '800', basis: 'perStay' });
    expect((await asAdmin('DELETE', `/api/my-hotels/${lodge}/extras/${gone}`)).statusCode).toBe(204);

    const dates = { checkIn: inDays(90), checkOut: inDays(92) };
    const extras = [
      { extraId: breakfast, quantity: 1 },
      { extraId: pickup, quantity: 2 },
    ];
    for (const [chosen, message] of [
      [[{ extraId: pickup, quantity: 3 }], 'Extra "Airport pickup" can be ordered at most 2 times'],
      [[{ extraId: gone, quantity: 1 }], 'Extra "Bonfire" is no longer offered'],
      [[{ extraId: '00000000-0000-4000-8000-000000000000', quantity: 1 }], 'is not offered by this property'],
    ] as const) {
      const refused = await asAdmin('POST', '/api/admin/bookings', deskBooking({ hotelId: lodge, ...dates, extras: [...chosen] }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    expect(await t.database.db.select().from(bookings).where(eq(bookings.hotelId, lodge))).toEqual([]);

    const quote = (
      await t.app.inject({
        method: 'POST',
        url: `/api/hotels/${lodge}/bookings/quote`,
        payload: { ...dates, adultCount: 2, childCount: 0, extras },
      })
    ).json();
    const { _id } = await book({ hotelId: lodge, ...dates, extras });
    const shown = await detail(_id);
    // Stay ₹3,000 × 2 adults × 2 nights; cleaning fee ₹500; breakfast ₹250 × 2 nights × 2 guests; pickup ₹1,200 × 2.
    expect(shown.booking.charges.map((line: ChargeLine) => [line.name, line.quantity, line.amountPaise])).toEqual([
      ['Cleaning fee', 1, 500_00],
      ['Breakfast', 1, 1_000_00],
      ['Airport pickup', 2, 2_400_00],
    ]);
    expect(shown.booking.totalPaise).toBe(12_000_00 + 500_00 + 1_000_00 + 2_400_00);
    expect(shown.booking.totalPaise).toBe(quote.totalPaise);
  });

  it('is refused on nights a stay or a block takes, and nothing is booked', async () => {
    const taken = await asAdmin('POST', '/api/admin/bookings', deskBooking({ checkIn: inDays(21), checkOut: inDays(25) }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Those dates are no longer available. Please choose other dates.');
    await t.database.db.insert(calendarBlocks).values({ hotelId: pine, source: 'owner', startDate: inDays(50), endDate: inDays(52) });
    wroteBehindTheApp(t.app, 'blocks');
    const blocked = await asAdmin('POST', '/api/admin/bookings', deskBooking({ hotelId: pine, checkIn: inDays(51), checkOut: inDays(53) }));
    expect(blocked.statusCode).toBe(409);
  });

  it('races a guest’s checkout for the same nights: exactly one gets them', async () => {
    const checkIn = inDays(60);
    const [desk, guest] = await Promise.all([
      asAdmin('POST', '/api/admin/bookings', deskBooking({ hotelId: pine, checkIn, checkOut: inDays(62) })),
      postIntent(t.app, pine, stay(59, 2)),
    ]);
    expect([desk.statusCode, guest.statusCode].sort()).toEqual([201, 409]);
  });

  it('cannot be refunded through the gateway when cancelled', async () => {
    const { _id } = await book({ checkIn: inDays(70), checkOut: inDays(71) });
    // The guest's manage page says so before they try.
    const token = t.app.deps.manageLinks.sign(_id, 0);
    const guestQuote = await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}/cancellation` });
    expect(guestQuote.json()).toMatchObject({ cancellable: false, problem: expect.stringContaining('paid to the owner directly') });
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/manage/${token}/cancel` })).statusCode).toBe(409);
    const full = await asAdmin('POST', `/api/admin/bookings/${_id}/cancel`, { reason: 'Plans changed', refund: 'full' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toContain('paid to the owner directly');
    const none = await asAdmin('POST', `/api/admin/bookings/${_id}/cancel`, { reason: 'Plans changed', refund: 'amount', amount: 0 });
    expect(none.statusCode, none.body).toBe(200);
  });
});

describe('GET /api/admin/desk/calendar', () => {
  it('shows every property with its bookings, holds, blocks and imported nights over the nights asked for', async () => {
    const hold = await createIntent(t.app, cedar, stay(3, 2, { firstName: 'Kabir', lastName: 'Shah', email: 'kabir@example.com' }));
    await t.database.db
      .insert(calendarBlocks)
      .values({ hotelId: cedar, source: 'owner', startDate: inDays(8), endDate: inDays(10), note: 'Painting' });
    wroteBehindTheApp(t.app, 'blocks');
    const shown = await calendar('?nights=31');
    expect(shown.from).toBe(today());
    expect(shown.nights).toBe(31);
    const cedarRow = shown.properties.find((p) => p._id === cedar)!;
    expect(cedarRow.bars.map((b) => [b.kind, b.label, b.start])).toEqual([
      ['hold', 'Kabir Shah', inDays(3)],
      ['block', 'Painting', inDays(8)],
      ['booking', 'Anjali Desai', inDays(20)],
      ['booking', 'Anjali Desai', inDays(30)],
    ]);
    expect(cedarRow.bars[0]!.reference).toMatch(/^HN-/);
    expect(cedarRow.bars[2]!.source).toBe('phone');
    // Paid, the hold is a booking; an earlier window does not show it.
    await paySuccessfully(t.app, hold.orderId);
    expect((await calendar('?nights=14')).properties.find((p) => p._id === cedar)!.bars[0]!.kind).toBe('booking');
    const later = await calendar(`?from=${inDays(40)}&nights=14`);
    expect(later.properties.find((p) => p._id === cedar)!.bars).toEqual([]);
  });

  it('refuses a span outside 2 weeks to 3 months, and a bad date', async () => {
    for (const query of ['?nights=7', '?nights=93', '?from=2026-02-30']) {
      const response = await asAdmin('GET', `/api/admin/desk/calendar${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('reads the same number of queries for two properties as for ten', async () => {
    // The fewest of three reads: a cached setting or session check that lapses in between adds a query once.
    const count = async () => {
      const counts: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const before = queries;
        await calendar('?nights=92');
        counts.push(queries - before);
      }
      return Math.min(...counts);
    };
    const withFew = await count();
    for (let i = 0; i < 8; i += 1) {
      const id = (await insertHotel(t.app, { name: `Extra Residency ${i}` })).id;
      await t.database.db.insert(calendarBlocks).values({ hotelId: id, source: 'owner', startDate: inDays(5), endDate: inDays(6) });
    }
    const withMany = await count();
    expect((await calendar('?nights=92')).properties.length).toBeGreaterThanOrEqual(10);
    expect(withMany).toBe(withFew);
  });
});

describe('POST /api/admin/bookings/{id}/dates', () => {
  it('moves, lengthens and shortens a stay; the old nights are free again', async () => {
    const { _id } = await book({ hotelId: pine, checkIn: inDays(80), checkOut: inDays(82) });
    const moved = await asAdmin('POST', `/api/admin/bookings/${_id}/dates`, { checkIn: inDays(81), checkOut: inDays(84) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as AdminBookingDetail).booking).toMatchObject({ checkIn: inDays(81), checkOut: inDays(84), nights: 3 });
    // The night it left is free for a guest; the amount paid is unchanged.
    expect((await postIntent(t.app, pine, stay(80, 1))).statusCode).toBe(201);
    expect((moved.json() as AdminBookingDetail).booking.totalPaise).toBe((await detail(_id)).booking.totalPaise);
    const shorter = await asAdmin('POST', `/api/admin/bookings/${_id}/dates`, { checkIn: inDays(81), checkOut: inDays(82) });
    expect(shorter.statusCode).toBe(200);
  });

  it('refuses dates that overlap another stay with the clashing dates, and changes nothing', async () => {
    const { _id } = await book({ hotelId: pine, checkIn: inDays(90), checkOut: inDays(92) });
    await book({ hotelId: pine, checkIn: inDays(93), checkOut: inDays(95), firstName: 'Zoya', email: 'zoya@example.com' });
    const response = await asAdmin('POST', `/api/admin/bookings/${_id}/dates`, { checkIn: inDays(91), checkOut: inDays(95) });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Those dates overlap another stay or blocked nights \(.+ to .+\)\. Nothing was changed\.$/);
    expect((await detail(_id)).booking).toMatchObject({ checkIn: inDays(90), checkOut: inDays(92) });
  });

  it('refuses dates in the wrong order, an unknown booking and a cancelled one', async () => {
    const { _id } = await book({ hotelId: pine, checkIn: inDays(100), checkOut: inDays(101) });
    const backwards = await asAdmin('POST', `/api/admin/bookings/${_id}/dates`, { checkIn: inDays(101), checkOut: inDays(100) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('The check-out must be after the check-in');
    const unknown = await asAdmin('POST', '/api/admin/bookings/00000000-0000-4000-8000-000000000000/dates', {
      checkIn: inDays(101),
      checkOut: inDays(102),
    });
    expect(unknown.statusCode).toBe(404);
    await asAdmin('POST', `/api/admin/bookings/${_id}/cancel`, { reason: 'No show', refund: 'amount', amount: 0 });
    const cancelled = await asAdmin('POST', `/api/admin/bookings/${_id}/dates`, { checkIn: inDays(101), checkOut: inDays(102) });
    expect(cancelled.statusCode).toBe(409);
  });
});
