/**
 * The owner moves a booking to another property (issue 36 item 5, decision 0114): re-priced at the new
 * property's rates, the difference handled as any change's, the old nights freed and the new taken only
 * when it commits, both properties named in the history; taken nights there refuse it and nothing changes.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type AdminBookingDetail, type DeskChangeInput, type GuestChangeQuote } from '@hillnest/domain';
import { bookings, takenNights } from '../../db/schema';
import { createTestApp, signInAdmin, type TestApp } from '../../test/harness';
import { bookAndPay, insertHotel, stay } from '../bookings/test-fixtures';
import { DATES_MESSAGES } from './service';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t?.close());

const rowOf = async (id: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const nightsOf = async (id: string) =>
  (await t.database.db.select({ hotelId: takenNights.hotelId }).from(takenNights).where(eq(takenNights.sourceId, id))).map(
    (night) => night.hotelId,
  );
const ownerChange = (id: string, payload: DeskChangeInput) =>
  t.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/dates`, payload, headers: { cookie: admin } });

/** ₹10,000 paid for two adults, two nights at "Pine View" (₹2,500 a guest a night); "Cedar Loft" charges ₹3,000 and a ₹500 cleaning fee. */
async function twoProperties(startInDays: number) {
  const from = await insertHotel(t.app, { name: `Pine View ${startInDays}`, pricePerNight: 2500 });
  const to = await insertHotel(t.app, { name: `Cedar Loft ${startInDays}`, pricePerNight: 3000 });
  expect(
    (
      await t.app.inject({
        method: 'PUT',
        url: `/api/my-hotels/${to.id}/cleaning-fee`,
        payload: { cleaningFee: '500' },
        headers: { cookie: admin },
      })
    ).statusCode,
  ).toBe(200);
  const booked = await bookAndPay(t.app, from.id, stay(startInDays, 2));
  return { from: from.id, to: to.id, booking: booked.id, row: await rowOf(booked.id) };
}

describe("the owner's move to another property", () => {
  it('quotes and charges the new property’s price, frees the old nights and takes the new, and records both names', async () => {
    const { from, to, booking, row } = await twoProperties(30);
    const dates = { checkIn: row.checkIn, checkOut: row.checkOut };
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${booking}/change`,
      query: { ...dates, hotelId: to },
      headers: { cookie: admin },
    });
    expect(quote.json() as GuestChangeQuote).toEqual({
      allowed: true,
      problem: null,
      totalPaise: 12_500_00,
      differencePaise: 2_500_00,
      refundPaise: null,
    });

    const moved = await ownerChange(booking, { ...dates, hotelId: to, price: 'new', refund: 'policy' });
    expect(moved.statusCode, moved.body).toBe(200);
    const detail = moved.json() as AdminBookingDetail;
    expect(detail.history.at(-1)).toMatchObject({
      kind: 'dates',
      text: expect.stringMatching(/^Pine View 30 → Cedar Loft 30; .*new price ₹12,500: ₹2,500 to pay by link$/),
    });
    expect(await rowOf(booking)).toMatchObject({ hotelId: to, totalCost: 12_500_00, balanceAmount: 2_500_00 });
    expect(new Set(await nightsOf(booking))).toEqual(new Set([to]));
    // The old property's nights are free again: another guest books them.
    await bookAndPay(t.app, from, { ...stay(30, 2), email: 'next@example.com' });
  });

  it('refuses nights the other property has taken, naming them, and nothing changes', async () => {
    const { from, to, booking, row } = await twoProperties(50);
    await bookAndPay(t.app, to, { ...stay(51, 2), email: 'other@example.com' });
    const response = await ownerChange(booking, {
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      hotelId: to,
      price: 'new',
      refund: 'policy',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: DATES_MESSAGES.clash(addDays(row.checkIn, 1), addDays(row.checkIn, 1)) });
    expect(await rowOf(booking)).toMatchObject({ hotelId: from, totalCost: 10_000_00, balanceAmount: null });
    expect(new Set(await nightsOf(booking))).toEqual(new Set([from]));
  });
});
