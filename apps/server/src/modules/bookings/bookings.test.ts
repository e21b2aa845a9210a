import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, signInAdmin, type TestApp, fieldError } from '../../test/harness';
import { cspOrigins } from '../../test/csp';
import { reconcileOrders } from './jobs';
import {
  bookAndPay,
  bookingCount,
  createIntent,
  guestContact,
  inDays,
  insertCoupon,
  insertHotel,
  lapseHold,
  orderRow,
  paySimulated,
  paySuccessfully,
  postIntent,
  postValidate,
  stay,
  today,
} from './test-fixtures';

let t: TestApp;
let hotelId: string;

beforeAll(async () => {
  t = await createTestApp();
  // ₹2,500 a night, up to 4 adults and 2 children.
  hotelId = (await insertHotel(t.app)).id;
  await insertCoupon(t.app, { couponCode: 'WELCOME10', couponType: 'Percentage', amount: 10, minNights: 1 });
  await insertCoupon(t.app, { couponCode: 'HILLS500', couponType: 'Direct Money Off', amount: 500, minNights: 2, expiryDate: inDays(30) });
  await insertCoupon(t.app, { couponCode: 'LONGSTAY20', couponType: 'Percentage', amount: 20, minNights: 7, expiryDate: inDays(30) });
  await insertCoupon(t.app, { couponCode: 'LASTDAY', couponType: 'Percentage', amount: 15, minNights: 0, expiryDate: today() });
  await insertCoupon(t.app, { couponCode: 'GONE', couponType: 'Percentage', amount: 50, minNights: 0, expiryDate: inDays(-1) });
  await insertCoupon(t.app, { couponCode: 'FREE', couponType: 'Percentage', amount: 100, minNights: 0 });
});
afterAll(() => t?.close());

const quote = (id: string, body: object) => t.app.inject({ method: 'POST', url: `/api/hotels/${id}/bookings/quote`, payload: body });
const availability = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/hotels/${id}/availability` })).json().takenNights as string[];
const allBookings = async (payload: object = {}) =>
  (await t.app.inject({ method: 'POST', url: '/api/hotels/getAllBookings', payload, headers: { cookie: await signInAdmin(t.app) } })).json()
    .data as { _id: string; status: string; razorpay_order_id: string; checkIn: string }[];

/** A fresh property per test, so tests never compete for nights. */
const freshHotel = async (values = {}) => (await insertHotel(t.app, values)).id;

describe('quote', () => {
  it('prices adults in full, children at half, infants free', async () => {
    const response = await quote(hotelId, { ...stay(10, 3), adultCount: 2, childCount: 1, infantCount: 2 });
    expect(response.statusCode).toBe(200);
    // ₹2,500 × 3 × 2 + ₹2,500 × 3 × 1 × 0.5 = ₹18,750
    // A property without rates: every night at its price, no discount, as before rates existed.
    expect(response.json()).toEqual({
      nights: 3,
      nightly: [10, 11, 12].map((day) => ({ night: inDays(day), pricePerNight: 2500, kind: 'base' })),
      basePaise: 1_875_000,
      extraGuests: null,
      discount: null,
      stayPaise: 1_875_000,
      // The owner is not registered for GST (docs/product/tax.md).
      gst: null,
      // No cleaning fee or extras on this property, so no charge lines and no combined taxes.
      charges: [],
      taxes: null,
      totalPaise: 1_875_000,
      currency: 'INR',
      available: true,
      coupon: null,
      // Booked 10 days ahead under the standard policy: 50% (less the 3% gateway charge) until 7 days before.
      refunds: {
        policy: 'standard',
        nonRefundable: null,
        steps: [{ percent: 50, until: `${inDays(4)}T00:00`, refundPaise: 909_375, chargePaise: 28_125 }],
      },
      holdMinutes: 15,
    });
  });

  it('finds coupons case-insensitively and applies them', async () => {
    const response = await quote(hotelId, { ...stay(10, 2), couponCode: ' hills500 ' });
    expect(response.json()).toMatchObject({
      basePaise: 1_000_000,
      totalPaise: 950_000,
      coupon: {
        couponCode: 'HILLS500',
        status: 'valid',
        message: null,
        terms: { couponType: 'Direct Money Off', amount: 500, minNights: 2 },
      },
    });
  });

  it.each([
    ['NOPE', 'notFound', 'Invalid coupon code'],
    ['GONE', 'expired', 'Coupon Expired!!'],
    ['LONGSTAY20', 'tooShort', 'You have to stay for atleast 7 nights to apply this coupon'],
  ])('an invalid coupon (%s) leaves the original total', async (couponCode, status, message) => {
    const response = await quote(hotelId, { ...stay(10, 2), couponCode });
    expect(response.json()).toMatchObject({ totalPaise: 1_000_000, coupon: { status, message } });
  });

  it('a coupon is still valid on its expiry date; 100% off leaves ₹1', async () => {
    expect((await quote(hotelId, { ...stay(10, 1), couponCode: 'lastday' })).json()).toMatchObject({
      totalPaise: 425_000,
      coupon: { status: 'valid' },
    });
    expect((await quote(hotelId, { ...stay(10, 1), couponCode: 'FREE' })).json()).toMatchObject({ totalPaise: 100 });
  });

  it.each([
    [{ checkIn: inDays(-1), checkOut: inDays(1) }, 'Check-in cannot be in the past'],
    [{ checkIn: inDays(5), checkOut: inDays(5) }, 'Check-out must be at least one day after check-in'],
    [{ checkIn: inDays(400), checkOut: inDays(401) }, 'Check-in must be within one year from today'],
    [{ adultCount: 5 }, 'This property takes at most 4 adults'],
    [{ childCount: 3 }, 'This property takes at most 2 children'],
    [{ adultCount: 0 }, 'adultCount: There must be at least one adult'],
    [{ adultCount: 21 }, 'adultCount: There can be at most 20 adults'],
    [{ childCount: 21 }, 'childCount: There can be at most 20 children'],
    [{ checkIn: '2026-02-30' }, 'checkIn: Enter a date as YYYY-MM-DD'],
  ])('refuses %o with 400', async (override, message) => {
    const response = await quote(hotelId, { ...stay(10, 2), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldError(message));
  });

  it('answers 404 for an unknown or malformed property id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await quote(id, stay(10, 2));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Hotel not found' });
    }
  });
});

describe('payment-intent', () => {
  it('holds the nights and creates an order for the server-computed amount', async () => {
    const id = await freshHotel();
    const before = Date.now();
    const response = await postIntent(t.app, id, {
      ...stay(20, 2),
      childCount: 1,
      couponCode: 'welcome10',
      amount: 1_125_000,
      currency: 'INR',
    });
    expect(response.statusCode).toBe(201);
    const intent = response.json();
    // (₹2,500 × 2 × 2 + ₹2,500 × 2 × 0.5) × 90% = ₹11,250
    expect(intent).toEqual({
      orderId: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amount: 1_125_000,
      currency: 'INR',
      keyId: 'rzp_test_simulated',
      provider: 'simulated',
      holdExpiresAt: expect.any(String),
      order: { id: intent.orderId, amount: 1_125_000, currency: 'INR' },
    });
    const minutes = (Date.parse(intent.holdExpiresAt) - before) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15.5);
    expect(await availability(id)).toEqual([inDays(20), inDays(21)]);
    expect(await orderRow(t.database.db, intent.orderId)).toMatchObject({ status: 'held', totalCost: 1_125_000, couponCode: 'WELCOME10' });
  });

  it('a tampered amount never gives a cheaper booking: 409, nothing held', async () => {
    const id = await freshHotel();
    const response = await postIntent(t.app, id, { ...stay(20, 2), amount: 100 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'The total for this stay is ₹10,000. Please review it and confirm again.' });
    expect(await availability(id)).toEqual([]);
    // Without an amount the server charges its own price.
    expect((await createIntent(t.app, id, stay(20, 2))).amount).toBe(1_000_000);
  });

  it('refuses an invalid coupon with its message and holds nothing', async () => {
    const id = await freshHotel();
    for (const [couponCode, message] of [
      ['GONE', 'Coupon Expired!!'],
      ['HILLS500', 'You have to stay for atleast 2 nights to apply this coupon'],
      ['NOPE', 'Invalid coupon code'],
    ]) {
      const response = await postIntent(t.app, id, stay(20, 1, { couponCode }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect(await availability(id)).toEqual([]);
  });

  it('needs the contact details from a guest', async () => {
    const id = await freshHotel();
    for (const field of ['firstName', 'lastName', 'email', 'phoneNumber'] as const) {
      const response = await postIntent(t.app, id, { ...stay(20, 1), [field]: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'This field is required', field });
    }
    expect(await availability(id)).toEqual([]);
  });

  it("books a signed-in user under the account's name and e-mail", async () => {
    const id = await freshHotel();
    const user = await registerUser(t.app, { firstName: 'Kabir', lastName: 'Singh' });
    const { firstName: _f, lastName: _l, email: _e, ...body } = stay(20, 1);
    const intent = await createIntent(t.app, id, body, user.cookie);
    expect(await orderRow(t.database.db, intent.orderId)).toMatchObject({
      userId: user.userId,
      firstName: 'Kabir',
      lastName: 'Singh',
      email: user.email,
      phoneNumber: guestContact.phoneNumber,
    });
  });

  it('refuses overlapping dates with 409 and allows an adjacent stay', async () => {
    const id = await freshHotel();
    await createIntent(t.app, id, stay(30, 3)); // nights 30, 31, 32
    for (const [start, nights] of [
      [30, 3],
      [29, 2],
      [32, 1],
      [31, 5],
      [28, 10],
    ] as const) {
      // The same guest too: without the order id of the hold their page kept, nothing is replaced (policies.test.ts).
      const response = await postIntent(t.app, id, stay(start, nights));
      expect(response.statusCode, `${start}+${nights}`).toBe(409);
      expect(response.json()).toEqual({ message: 'Those dates are no longer available. Please choose other dates.' });
    }
    // Check-out day 33 is free for the next check-in; the day of check-in 30 is free to leave on.
    expect((await postIntent(t.app, id, stay(33, 2))).statusCode).toBe(201);
    expect((await postIntent(t.app, id, stay(28, 2))).statusCode).toBe(201);
    expect(await availability(id)).toEqual([28, 29, 30, 31, 32, 33, 34].map(inDays));
  });

  it('answers 404 for an unknown property and 400 for bad JSON, storing nothing', async () => {
    const held = await bookingCount(t.database.db, 'held');
    expect((await postIntent(t.app, '00000000-0000-4000-8000-000000000000', stay(20, 1))).statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'POST',
      url: `/api/hotels/${hotelId}/bookings/payment-intent`,
      headers: { 'content-type': 'application/json' },
      payload: '{"checkIn":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await postIntent(t.app, hotelId, { ...stay(20, 1), currency: 'USD' })).json()).toEqual({
      message: 'Only INR is accepted',
      field: 'currency',
    });
    expect(await bookingCount(t.database.db, 'held')).toBe(held);
  });
});

describe('hold expiry', () => {
  it('a lapsed hold frees its nights for the next guest', async () => {
    const id = await freshHotel();
    const first = await createIntent(t.app, id, stay(40, 2));
    expect((await postIntent(t.app, id, stay(40, 2, { email: 'someone.else@example.com' }))).statusCode).toBe(409);
    await lapseHold(t.app, first.orderId);
    expect(await availability(id)).toEqual([]);
    const second = await createIntent(t.app, id, stay(40, 2));
    expect(await orderRow(t.database.db, first.orderId)).toMatchObject({ status: 'expired' });
    expect(await orderRow(t.database.db, second.orderId)).toMatchObject({ status: 'held' });
  });

  it('the reconciler expires unpaid lapsed holds and confirms paid ones', async () => {
    const id = await freshHotel();
    const unpaid = await createIntent(t.app, id, stay(45, 1));
    const paid = await createIntent(t.app, id, stay(47, 1));
    await paySuccessfully(t.app, paid.orderId);
    const live = await createIntent(t.app, id, stay(49, 1));
    await lapseHold(t.app, unpaid.orderId);

    const report = await reconcileOrders(t.app.deps);
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(await orderRow(t.database.db, unpaid.orderId)).toMatchObject({ status: 'expired' });
    expect(await orderRow(t.database.db, paid.orderId)).toMatchObject({ status: 'confirmed' });
    expect(await orderRow(t.database.db, live.orderId)).toMatchObject({ status: 'held' });
    expect(await availability(id)).toEqual([inDays(47), inDays(49)]);
  });

  it('release frees the nights at once when the payer closes the checkout', async () => {
    const id = await freshHotel();
    const intent = await createIntent(t.app, id, stay(50, 2));
    const release = await t.app.inject({ method: 'POST', url: '/api/hotels/order/release', payload: { orderId: intent.orderId } });
    expect(release.json()).toEqual({ released: true });
    expect(await availability(id)).toEqual([]);
    expect((await postIntent(t.app, id, stay(50, 2))).statusCode).toBe(201);
  });

  it("a user's hold is released only by that user", async () => {
    const id = await freshHotel();
    const owner = await registerUser(t.app);
    const intent = await createIntent(t.app, id, stay(50, 2), owner.cookie);
    const stranger = await t.app.inject({ method: 'POST', url: '/api/hotels/order/release', payload: { orderId: intent.orderId } });
    expect(stranger.statusCode).toBe(404);
    expect(await availability(id)).toHaveLength(2);
  });
});

describe('simulated payment and validate', () => {
  it('pays and validates into a confirmed guest booking with the total of the order', async () => {
    const id = await freshHotel();
    const intent = await createIntent(t.app, id, stay(60, 2, { couponCode: 'HILLS500', infantCount: 1 }));
    const payment = await paySuccessfully(t.app, intent.orderId);
    expect(payment).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      razorpay_order_id: intent.orderId,
      razorpay_signature: createHmac('sha256', t.config.payments.keySecret)
        .update(`${intent.orderId}|${payment.razorpay_payment_id}`)
        .digest('hex'),
    });
    // docs/product/booking-and-payment.md's payload fields may come along; an amount in them changes nothing.
    const response = await postValidate(t.app, { ...payment, amount: 1, userId: 'someone', hotel: id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      hotelId: id,
      hotel: { _id: id, name: expect.any(String), imageUrls: ['/uploads/hotels/test.webp'] },
      userId: 'guest',
      ...guestContact,
      checkIn: inDays(60),
      checkOut: inDays(62),
      adultCount: 2,
      childCount: 0,
      infantCount: 1,
      couponCode: 'HILLS500',
      totalCost: 9_500,
      totalPaise: 950_000,
      currency: 'INR',
      status: 'confirmed',
      razorpay_order_id: intent.orderId,
      razorpay_payment_id: payment.razorpay_payment_id,
    });
  });

  it('a replayed validate gives the same answer and one booking', async () => {
    const id = await freshHotel();
    const intent = await createIntent(t.app, id, stay(60, 1));
    const payment = await paySuccessfully(t.app, intent.orderId);
    const [first, second] = [await postValidate(t.app, payment), await postValidate(t.app, payment)];
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const mine = (await allBookings()).filter((b) => b.razorpay_order_id === intent.orderId);
    expect(mine).toHaveLength(1);
  });

  it('a wrong signature is refused with 400 and makes no booking', async () => {
    const id = await freshHotel();
    const intent = await createIntent(t.app, id, stay(60, 1));
    const paymentId = 'pay_AAAAAAAAAAAAAA';
    const forged = createHmac('sha256', 'not-the-secret').update(`${intent.orderId}|${paymentId}`).digest('hex');
    for (const razorpay_signature of [forged, forged.slice(0, 10), '']) {
      const response = await postValidate(t.app, { razorpay_order_id: intent.orderId, razorpay_payment_id: paymentId, razorpay_signature });
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await postValidate(t.app, { razorpay_order_id: intent.orderId, razorpay_payment_id: paymentId, razorpay_signature: forged })).json(),
    ).toEqual({
      message: 'Invalid payment signature',
    });
    // A signature made for another order does not fit this one.
    const other = await createIntent(t.app, id, stay(62, 1));
    const otherPayment = await paySuccessfully(t.app, other.orderId);
    const swapped = await postValidate(t.app, { ...otherPayment, razorpay_order_id: intent.orderId });
    expect(swapped.statusCode).toBe(400);
    expect(await orderRow(t.database.db, intent.orderId)).toMatchObject({ status: 'held', razorpayPaymentId: null });
  });

  it('answers 404 for an unknown order', async () => {
    const response = await postValidate(t.app, {
      razorpay_order_id: 'order_unknown',
      razorpay_payment_id: 'pay_x',
      razorpay_signature: 'x',
    });
    expect(response.statusCode).toBe(404);
  });

  it('a failing test input gives 402 with a description and no booking', async () => {
    const id = await freshHotel();
    const intent = await createIntent(t.app, id, stay(64, 1));
    const upi = await paySimulated(t.app, intent.orderId, 'failure@razorpay');
    expect(upi.statusCode).toBe(402);
    expect(upi.json()).toMatchObject({ error: { description: 'The UPI payment was declined by the payer.' } });
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/pay',
      payload: { orderId: intent.orderId, method: 'card', cardNumber: '4000 0000 0000 0002', cardExpiry: '12/40', cardCvv: '123' },
    });
    expect(card.statusCode).toBe(402);
    expect(card.json()).toMatchObject({ error: { description: 'Your card was declined by the bank.' } });
    expect(await orderRow(t.database.db, intent.orderId)).toMatchObject({ status: 'held', razorpayPaymentId: null });
    // The payer may try again on the same order.
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/pay',
      payload: { orderId: intent.orderId, method: 'card', cardNumber: '4111 1111 1111 1111', cardExpiry: '12/40', cardCvv: '123' },
    });
    expect(retry.statusCode).toBe(200);
    expect((await postValidate(t.app, retry.json())).json()).toMatchObject({ status: 'confirmed' });
  });

  it('refuses to take a second payment for a paid order, and malformed inputs with 400', async () => {
    const id = await freshHotel();
    const intent = await createIntent(t.app, id, stay(66, 1));
    await paySuccessfully(t.app, intent.orderId);
    const again = await paySimulated(t.app, intent.orderId);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'This order has already been paid' });
    expect((await paySimulated(t.app, intent.orderId, 'not-a-upi-id')).json()).toEqual({
      message: 'Enter a UPI ID such as name@bank',
      field: 'upiId',
    });
    expect((await paySimulated(t.app, 'order_nope')).statusCode).toBe(404);
  });

  it('confirms even if the page never calls validate (the checkout closed)', async () => {
    const id = await freshHotel();
    const intent = await createIntent(t.app, id, stay(68, 1));
    await paySuccessfully(t.app, intent.orderId);
    expect(await orderRow(t.database.db, intent.orderId)).toMatchObject({ status: 'confirmed' });
    expect((await allBookings()).some((b) => b.razorpay_order_id === intent.orderId)).toBe(true);
  });
});

describe('a paid order whose hold expired', () => {
  it('becomes the booking when its nights are still free', async () => {
    const id = await freshHotel();
    const intent = await createIntent(t.app, id, stay(70, 2));
    await lapseHold(t.app, intent.orderId);
    await reconcileOrders(t.app.deps);
    expect(await orderRow(t.database.db, intent.orderId)).toMatchObject({ status: 'expired' });
    const payment = await paySuccessfully(t.app, intent.orderId);
    expect((await postValidate(t.app, payment)).json()).toMatchObject({ status: 'confirmed' });
    expect(await availability(id)).toEqual([inDays(70), inDays(71)]);
  });

  it('is recorded as paid, needs refund, when its nights were sold meanwhile', async () => {
    const id = await freshHotel();
    const late = await createIntent(t.app, id, stay(72, 2));
    await lapseHold(t.app, late.orderId);
    await bookAndPay(t.app, id, stay(73, 2)); // takes night 73 after expiring the lapsed hold

    const payment = await paySuccessfully(t.app, late.orderId);
    const response = await postValidate(t.app, payment);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^We received your payment, but these dates were booked by someone else/);
    expect((await postValidate(t.app, payment)).json()).toEqual(response.json());
    expect(await orderRow(t.database.db, late.orderId)).toMatchObject({
      status: 'refund_required',
      razorpayPaymentId: payment.razorpay_payment_id,
    });
    const listed = (await allBookings()).find((b) => b.razorpay_order_id === late.orderId);
    expect(listed).toMatchObject({ status: 'refund_required' });
    // The nights still belong to the other booking only.
    expect(await availability(id)).toEqual([inDays(73), inDays(74)]);
  });
});

describe('bookings lists', () => {
  async function bookAs(cookie: string | undefined, startInDays: number) {
    const id = await freshHotel();
    const intent = await createIntent(t.app, id, stay(startInDays, 1), cookie);
    const booking = (await postValidate(t.app, await paySuccessfully(t.app, intent.orderId))).json();
    return booking as { _id: string; userId: string };
  }
  const userBookings = (cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/hotels/getUserBookings', headers: cookie ? { cookie } : {} });

  it("shows a user their own bookings only, newest first, and never a guest's", async () => {
    const asha = await registerUser(t.app);
    const ravi = await registerUser(t.app);
    const first = await bookAs(asha.cookie, 80);
    const second = await bookAs(asha.cookie, 82);
    const ravis = await bookAs(ravi.cookie, 84);
    const guests = await bookAs(undefined, 86);
    expect(first.userId).toBe(asha.userId);
    expect(guests.userId).toBe('guest');

    const response = await userBookings(asha.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((b: { _id: string }) => b._id)).toEqual([second._id, first._id]);
    expect((await userBookings(ravi.cookie)).json().data.map((b: { _id: string }) => b._id)).toEqual([ravis._id]);
    expect((await userBookings((await registerUser(t.app)).cookie)).json()).toEqual({ data: [] });
  });

  it('a user cannot see held or unpaid orders in the list', async () => {
    const user = await registerUser(t.app);
    await createIntent(t.app, await freshHotel(), stay(88, 1), user.cookie);
    expect((await userBookings(user.cookie)).json()).toEqual({ data: [] });
  });

  it('getUserBookings needs a session; getAllBookings is for the administrator only', async () => {
    expect((await userBookings()).statusCode).toBe(401);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/hotels/getAllBookings' });
    expect(visitor.statusCode).toBe(401);
    const user = await registerUser(t.app);
    const forbidden = await t.app.inject({ method: 'POST', url: '/api/hotels/getAllBookings', headers: { cookie: user.cookie } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Forbidden' });
  });

  it("gives the administrator every paid booking, those needing a refund first, then newest first, and a day's arrivals", async () => {
    const user = await registerUser(t.app);
    const arriving = await bookAs(user.cookie, 0); // a stay starting today
    const later = await bookAs(undefined, 90);
    const all = await allBookings();
    const needRefund = all.findIndex((b) => b.status !== 'refund_required');
    expect(all.slice(0, needRefund).every((b) => b.status === 'refund_required')).toBe(true);
    expect(all[needRefund]!._id).toBe(later._id);
    expect(all.map((b) => b._id)).toContain(arriving._id);
    expect(all.every((b) => b.status === 'confirmed' || b.status === 'refund_required')).toBe(true);

    const today_ = await allBookings({ checkIn: today() });
    expect(today_.map((b) => b._id)).toContain(arriving._id);
    expect(today_.every((b) => b.checkIn === today())).toBe(true);

    const noBody = await t.app.inject({ method: 'POST', url: '/api/hotels/getAllBookings', headers: { cookie: await signInAdmin(t.app) } });
    expect(noBody.json().data.length).toBe(all.length);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/hotels/getAllBookings',
      payload: { checkIn: 'today' },
      headers: { cookie: await signInAdmin(t.app) },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('availability', () => {
  it('lists taken nights from today on, for bookings and live holds', async () => {
    const id = await freshHotel();
    await bookAndPay(t.app, id, stay(0, 2));
    await createIntent(t.app, id, stay(5, 1));
    expect(await availability(id)).toEqual([today(), inDays(1), inDays(5)]);
  });

  it('answers 404 for an unknown property', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/hotels/nope/availability' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/config', () => {
  it('tells the page which checkout to open, never a secret', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({ paymentProvider: 'simulated', razorpayKeyId: 'rzp_test_simulated' });
    expect(response.body).not.toContain(t.config.payments.keySecret);
    expect(response.body).not.toContain(t.config.payments.webhookSecret);
    // The simulated checkout is part of the site: no outside script is allowed.
    expect(cspOrigins(response.headers['content-security-policy'], 'script-src')).toEqual(["'self'"]);
  });
});
