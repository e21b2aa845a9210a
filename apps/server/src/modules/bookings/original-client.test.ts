/**
 * The original site's client paying (issue 32, "The original client"): an order from an amount alone,
 * then validate with the whole stay in the payload. Booked only when the captured amount is the
 * server's price (or that price with a valid coupon) and the nights are free; anything else refunded.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { eq, sql } from 'drizzle-orm';
import { amountOrders } from '../../db/schema';
import { refundUnbookedOrders, UNBOOKED_MESSAGE } from './original-client';
import { refundEventsOf } from './queries';
import { createIntent, guestContact, inDays, insertCoupon, insertHotel, paySuccessfully, stay } from './test-fixtures';
import { afterAll, beforeAll } from 'vitest';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A date as the original client's date picker sends it: midnight in India, written in UTC (the evening before). */
const pickerInstant = (date: string) => new Date(`${date}T00:00:00+05:30`).toISOString();

async function quote(hotelId: string, start: number, nights: number, couponCode = '') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/hotels/${hotelId}/bookings/quote`,
    payload: stay(start, nights, { couponCode }),
  });
  expect(response.statusCode).toBe(200);
  return response.json().totalPaise as number;
}

const amountIntent = (hotelId: string, amount: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/hotels/${hotelId}/bookings/payment-intent`, payload: { amount } });

/** The original client's checkout: an amount-only order, paid in the sandbox; the proof Checkout hands it. */
async function payAmount(hotelId: string, rupees: number) {
  const intent = await amountIntent(hotelId, rupees);
  expect(intent.statusCode, intent.body).toBe(201);
  return paySuccessfully(t.app, intent.json().order.id);
}

/** The original client's validate payload for `nights` nights from `start` days ahead. */
function originalPayload(proof: object, hotelId: string, start: number, nights: number, amount: number) {
  return {
    ...proof,
    amount,
    userId: 'guest',
    ...guestContact,
    checkIn: pickerInstant(inDays(start)),
    checkOut: pickerInstant(inDays(start + nights)),
    adultCount: 2,
    childCount: 0,
    hotel: { _id: hotelId, name: 'Test Residency', pricePerNight: 1 },
  };
}

const validate = (payload: object) => t.app.inject({ method: 'POST', url: '/api/hotels/order/validate', payload });
const takenNights = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/hotels/${id}/availability` })).json().takenNights as string[];

describe('an amount-only payment-intent', () => {
  it('creates an order for the amount (rupees, rounded to paise) and holds nothing', async () => {
    const { id } = await insertHotel(t.app);
    const response = await amountIntent(id, 4567.895);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      orderId: expect.stringMatching(/^order_/),
      amount: 456790,
      currency: 'INR',
      holdExpiresAt: null,
      order: { id: response.json().orderId, amount: 456790, currency: 'INR' },
    });
    expect(await takenNights(id)).toEqual([]);
  });

  it('refuses an amount under ₹1, and an unknown property', async () => {
    const { id } = await insertHotel(t.app);
    expect((await amountIntent(id, 0.5)).statusCode).toBe(400);
    expect((await amountIntent('00000000-0000-4000-8000-000000000000', 100)).statusCode).toBe(404);
  });
});

describe("validate with the original client's payload", () => {
  it('books the stay when the captured amount is its price; a repeat answers the same booking', async () => {
    const { id } = await insertHotel(t.app);
    const price = await quote(id, 20, 3);
    const proof = await payAmount(id, price / 100);
    const response = await validate(originalPayload(proof, id, 20, 3, price / 100));
    expect(response.statusCode, response.body).toBe(200);
    const booking = response.json();
    expect(booking).toMatchObject({
      status: 'confirmed',
      checkIn: inDays(20),
      checkOut: inDays(23),
      totalPaise: price,
      couponCode: null,
      firstName: guestContact.firstName,
      email: guestContact.email,
      manageToken: expect.any(String),
    });
    expect(await takenNights(id)).toEqual([inDays(20), inDays(21), inDays(22)]);
    const again = await validate(originalPayload(proof, id, 20, 3, price / 100));
    expect(again.statusCode).toBe(200);
    expect(again.json()._id).toBe(booking._id);
  });

  it('books with a coupon valid for the stay when the amount is the discounted price, and records the coupon', async () => {
    await insertCoupon(t.app, { couponCode: 'ORIG15', amount: 15 });
    const { id } = await insertHotel(t.app);
    const discounted = await quote(id, 30, 2, 'ORIG15');
    expect(discounted).toBeLessThan(await quote(id, 30, 2));
    const proof = await payAmount(id, discounted / 100);
    const response = await validate(originalPayload(proof, id, 30, 2, discounted / 100));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ couponCode: 'ORIG15', totalPaise: discounted, status: 'confirmed' });
  });

  it('refunds a payment of less than the price, whatever amount the payload claims, and books nothing', async () => {
    const { id } = await insertHotel(t.app);
    const price = await quote(id, 40, 2);
    const proof = await payAmount(id, price / 100 - 1);
    const response = await validate(originalPayload(proof, id, 40, 2, price / 100));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^The amount paid is not the price of this stay \(₹[\d,]+ without a coupon\)\. Nothing was booked, and your payment of ₹[\d,]+ is being refunded\.$/,
    );
    expect(await takenNights(id)).toEqual([]);
    const refunds = async () => (await refundEventsOf(t.database.db, proof.razorpay_payment_id)).filter((e) => e.type === 'refund.created');
    expect((await refunds()).map((e) => e.refund.amount)).toEqual([price - 100]);
    // Asked again: the same answer, and no second refund.
    expect((await validate(originalPayload(proof, id, 40, 2, price / 100))).statusCode).toBe(409);
    expect(await refunds()).toHaveLength(1);
  });

  it('refunds when the nights were booked meanwhile, or the payment was for another property', async () => {
    const { id } = await insertHotel(t.app);
    const other = await insertHotel(t.app);
    const price = await quote(id, 50, 2);
    const proof = await payAmount(id, price / 100);
    const elsewhere = await payAmount(other.id, price / 100);
    // Someone books the nights through the site's own checkout first.
    await paySuccessfully(t.app, (await createIntent(t.app, id, stay(51, 1))).orderId);
    const taken = await validate(originalPayload(proof, id, 50, 2, price / 100));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(
      /^Those dates are no longer available\. Nothing was booked, and your payment of .* is being refunded\.$/,
    );
    const wrongProperty = await validate(originalPayload(elsewhere, id, 52, 2, price / 100));
    expect(wrongProperty.statusCode).toBe(409);
    expect(wrongProperty.json().message).toMatch(/^The payment was made for another property\./);
    expect(await takenNights(id)).toEqual([inDays(51)]);
  });

  it('refunds a payload without the stay, naming what is missing (only a replaced quote order speaks of a replaced checkout)', async () => {
    const { id } = await insertHotel(t.app);
    const price = await quote(id, 65, 2);
    const proof = await payAmount(id, price / 100);
    const { checkIn: _checkIn, ...withoutCheckIn } = originalPayload(proof, id, 65, 2, price / 100);
    const response = await validate(withoutCheckIn);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^checkIn: This field is required\. Nothing was booked, and your payment of ₹[\d,]+ is being refunded\.$/,
    );
    expect(await takenNights(id)).toEqual([]);
    expect((await refundEventsOf(t.database.db, proof.razorpay_payment_id)).filter((e) => e.type === 'refund.created')).toHaveLength(1);
  });

  it('refuses a forged signature without booking or refunding anything', async () => {
    const { id } = await insertHotel(t.app);
    const price = await quote(id, 60, 2);
    const proof = await payAmount(id, price / 100);
    const forged = await validate(originalPayload({ ...proof, razorpay_signature: 'f'.repeat(64) }, id, 60, 2, price / 100));
    expect(forged.statusCode).toBe(400);
    expect(await takenNights(id)).toEqual([]);
    expect(await refundEventsOf(t.database.db, proof.razorpay_payment_id)).toEqual([]);
  });
});

describe('a paid amount-only order whose validate never comes', () => {
  it('is refunded by the reconciler after 30 minutes; a late validate then books nothing', async () => {
    const { id } = await insertHotel(t.app);
    const price = await quote(id, 70, 2);
    const forgotten = await payAmount(id, price / 100);
    const booked = await payAmount(id, (await quote(id, 80, 2)) / 100);
    expect((await validate(originalPayload(booked, id, 80, 2, 0))).statusCode).toBe(200);

    expect(await refundUnbookedOrders(t.app.deps)).toBe(0); // too soon: the page may still validate
    await t.database.db
      .update(amountOrders)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(amountOrders.hotelId, id));
    expect(await refundUnbookedOrders(t.app.deps)).toBe(1);
    expect((await refundEventsOf(t.database.db, forgotten.razorpay_payment_id)).map((e) => e.type)).toContain('refund.created');
    expect(await refundEventsOf(t.database.db, booked.razorpay_payment_id)).toEqual([]);
    expect(await refundUnbookedOrders(t.app.deps)).toBe(0);

    const late = await validate(originalPayload(forgotten, id, 70, 2, price / 100));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: UNBOOKED_MESSAGE });
    expect(await takenNights(id)).toEqual([inDays(80), inDays(81)]);
  });
});
