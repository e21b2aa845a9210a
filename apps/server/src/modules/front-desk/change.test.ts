/**
 * A change of a booking keeps what it agreed (decision 0110): re-priced with its coupon and its fee
 * and extras at the prices it was booked with, even after the coupon is deleted and the extra repriced.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type BookingConfirmation, type GuestChangeQuote } from '@hillnest/domain';
import { coupons } from '../../db/schema';
import { createTestApp, signInAdmin, wroteBehindTheApp, type TestApp } from '../../test/harness';
import { bookAndPay, changeGuestSettings, insertCoupon, insertHotel, stay } from '../bookings/test-fixtures';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  await changeGuestSettings(t.app, admin, { guestsMayChangeDates: true });
});
afterAll(() => t?.close());

const asAdmin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin } });
const managed = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}` })).json() as BookingConfirmation;

describe('a change of a coupon booking with extras', () => {
  it('owes nothing when moved to nights of the same price, though the coupon is gone and the extra repriced', async () => {
    const hotelId = (await insertHotel(t.app, { pricePerNight: 3000 })).id;
    expect((await asAdmin('PUT', `/api/my-hotels/${hotelId}/cleaning-fee`, { cleaningFee: '500' })).statusCode).toBe(200);
    const created = await asAdmin('POST', `/api/my-hotels/${hotelId}/extras`, {
      name: 'Breakfast',
      description: '',
      price: '250',
      basis: 'perGuestPerNight',
      taxRatePercent: 0,
      sac: '996331',
      maxQuantity: '',
      refundable: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const breakfast = created.json()._id as string;
    await insertCoupon(t.app, { couponCode: 'HILLS10', amount: 10 });
    const { token } = await bookAndPay(
      t.app,
      hotelId,
      stay(20, 3, { couponCode: 'HILLS10', extras: [{ extraId: breakfast, quantity: 1 }] }),
    );
    const before = await managed(token);
    // Stay ₹3,000 × 2 adults × 3 nights less 10%; cleaning fee ₹500; breakfast ₹250 × 3 nights × 2 guests.
    expect(before.totalPaise).toBe(16_200_00 + 500_00 + 1_500_00);

    await t.database.db.delete(coupons).where(eq(coupons.couponCode, 'HILLS10'));
    wroteBehindTheApp(t.app, 'coupons');
    const repriced = await asAdmin('PUT', `/api/my-hotels/${hotelId}/extras/${breakfast}`, {
      name: 'Breakfast',
      description: '',
      price: '400',
      basis: 'perGuestPerNight',
      taxRatePercent: 0,
      sac: '996331',
      maxQuantity: '',
      refundable: true,
    });
    expect(repriced.statusCode, repriced.body).toBe(200);

    const later = { checkIn: addDays(before.checkIn, 7), checkOut: addDays(before.checkOut, 7) };
    const quote = (
      await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}/change`, query: later })
    ).json() as GuestChangeQuote;
    expect(quote).toEqual({ allowed: true, problem: null, totalPaise: before.totalPaise, differencePaise: 0, refundPaise: null });
    const moved = await t.app.inject({ method: 'POST', url: `/api/bookings/manage/${token}/dates`, payload: later });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ ...later, totalPaise: before.totalPaise, balance: null });
  });
});
