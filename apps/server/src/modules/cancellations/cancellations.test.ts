/**
 * Cancellations through the API with the simulated provider: the policy's bands at their edges as
 * the guest sees and gets them, the nights freed, the owner's refund choices, one refund for
 * cancellations racing each other, and a failed refund retried. Runs on PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, REFUND_POLICY } from '@hillnest/domain';
import { bookings, outboxMessages, users } from '../../db/schema';
import { createTestApp, newestQueuedMail, registerUser, signInAdmin, type TestApp } from '../../test/harness';
import { hmacHex } from '../bookings/providers/signature';
import {
  createIntent,
  inDays,
  insertCoupon,
  insertHotel,
  lapseHold,
  orderRow,
  paySimulated,
  postIntent,
  stay,
  today,
} from '../bookings/test-fixtures';
import { moveStay, paidBooking, providerRefundCount, refundsOf } from './test-support';

let t: TestApp;
let guest: { cookie: string; userId: string; email: string };
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  guest = await registerUser(t.app);
  admin = await signInAdmin(t.app);
  await insertCoupon(t.app, { couponCode: 'MONSOON10', couponType: 'Percentage', amount: 10, minNights: 1 });
});
afterAll(() => t?.close());

const quoteOf = (id: string, cookie = guest.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/bookings/${id}/cancellation`, headers: { cookie } });
const cancel = (id: string, payload: object = {}, cookie = guest.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, payload, headers: { cookie } });
const ownerCancel = (id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/cancel`, payload, headers: { cookie: admin } });
const availability = async (hotelId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/hotels/${hotelId}/availability` })).json().takenNights as string[];
const statusOf = async (id: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;

/** 97% of `percent` of the amount, as the gateway keeps 3% of a refund. */
const afterCharge = (amount: number, percent: number) => {
  const gross = Math.round((amount * percent) / 100);
  return Math.round((gross * (100 - REFUND_POLICY.gatewayChargePercent)) / 100);
};

describe('the refund policy, band by band, as the guest cancels', () => {
  // checkInDays: days from today to check-in; bookedDaysAgo: when it was booked.
  const bands = [
    { name: '30 days before: full', checkInDays: 30, bookedDaysAgo: 0, percent: 100, rule: 'fullNotice' },
    { name: '29 days before, booked 39 days ahead: half', checkInDays: 29, bookedDaysAgo: 10, percent: 50, rule: 'half' },
    {
      name: '29 days before, booked 29 days ahead: full (booked fewer than 30 ahead)',
      checkInDays: 29,
      bookedDaysAgo: 0,
      percent: 100,
      rule: 'lateBookingFull',
    },
    { name: '15 days before, booked fewer than 30 ahead: full', checkInDays: 15, bookedDaysAgo: 5, percent: 100, rule: 'lateBookingFull' },
    { name: '14 days before, booked fewer than 30 ahead: half', checkInDays: 14, bookedDaysAgo: 5, percent: 50, rule: 'half' },
    { name: '15 days before, booked 30 days ahead: half', checkInDays: 15, bookedDaysAgo: 15, percent: 50, rule: 'half' },
    { name: '7 days before: half', checkInDays: 7, bookedDaysAgo: 0, percent: 50, rule: 'half' },
    { name: '6 days before: nothing', checkInDays: 6, bookedDaysAgo: 0, percent: 0, rule: 'none' },
    { name: 'on the day of check-in: nothing', checkInDays: 0, bookedDaysAgo: 0, percent: 0, rule: 'none' },
  ] as const;

  it.each(bands)('$name', async ({ checkInDays, bookedDaysAgo, percent, rule }) => {
    const booking = await paidBooking(t.app, { checkInDays, bookedDaysAgo, cookie: guest.cookie, nights: 2 });
    const quote = await quoteOf(booking.id);
    expect(quote.statusCode).toBe(200);
    const expected = afterCharge(booking.amount, percent);
    expect(quote.json()).toMatchObject({
      cancellable: true,
      problem: null,
      today: today(),
      checkIn: inDays(checkInDays),
      policy: {
        paidPaise: booking.amount,
        percent,
        rule,
        daysBeforeCheckIn: checkInDays,
        grossPaise: Math.round((booking.amount * percent) / 100),
        refundPaise: expected,
      },
    });

    const response = await cancel(booking.id, { refundAmount: expected });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: booking.id, status: 'cancelled', cancellation: { cancelledBy: 'guest', reason: null } });
    const stored = await refundsOf(t.database.db, booking.id);
    if (percent === 0) {
      expect(stored).toEqual([]);
      expect(response.json().refund).toBeNull();
    } else {
      expect(stored).toMatchObject([{ amount: expected, requestedBy: 'guest', basis: 'policy', razorpayPaymentId: booking.paymentId }]);
      // The provider's refund.processed webhook arrives a moment later.
      await vi.waitFor(async () => expect((await refundsOf(t.database.db, booking.id))[0]!.status).toBe('processed'), { timeout: 10_000 });
    }
  });

  it('a booking made with a coupon is non-refundable', async () => {
    const booking = await paidBooking(t.app, { checkInDays: 60, cookie: guest.cookie, couponCode: 'MONSOON10' });
    expect((await quoteOf(booking.id)).json().policy).toMatchObject({ percent: 0, rule: 'coupon', refundPaise: 0 });
    expect((await cancel(booking.id, { refundAmount: 0 })).json()).toMatchObject({ status: 'cancelled', refund: null });
  });

  it('keeps the 3% gateway charge: ₹5,000 paid 40 days ahead gives ₹4,850 back', async () => {
    // ₹2,500 a night × 1 night × 2 adults.
    const booking = await paidBooking(t.app, { checkInDays: 40, cookie: guest.cookie });
    expect(booking.amount).toBe(500_000);
    expect((await quoteOf(booking.id)).json().policy).toMatchObject({ grossPaise: 500_000, chargePaise: 15_000, refundPaise: 485_000 });
    expect((await cancel(booking.id)).json().refund).toMatchObject({ amount: 485_000 });
  });

  it('recomputes on confirm: a refund the page showed that is no longer right is refused, nothing changes', async () => {
    const booking = await paidBooking(t.app, { checkInDays: 20, bookedDaysAgo: 20, cookie: guest.cookie });
    const response = await cancel(booking.id, { refundAmount: booking.amount });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'The refund for this cancellation is now ₹2,425. Please review it and confirm again.' });
    expect(await statusOf(booking.id)).toBe('confirmed');
    expect((await cancel(booking.id, { refundAmount: -1 })).statusCode).toBe(400);
  });
});

describe('guest cancellation', () => {
  it('frees the nights at once: availability, search and a new hold', async () => {
    const booking = await paidBooking(t.app, { checkInDays: 50, nights: 3, cookie: guest.cookie });
    expect(await availability(booking.hotelId)).toEqual([inDays(50), inDays(51), inDays(52)]);
    const search = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/hotels/search?destination=Shimla&checkIn=${inDays(50)}&checkOut=${inDays(53)}&adultCount=1`,
        })
      )
        .json()
        .data.map((h: { _id: string }) => h._id) as string[];
    expect(await search()).not.toContain(booking.hotelId);
    expect((await postIntent(t.app, booking.hotelId, stay(51, 1))).statusCode).toBe(409);

    expect((await cancel(booking.id)).statusCode).toBe(200);
    expect(await availability(booking.hotelId)).toEqual([]);
    expect(await search()).toContain(booking.hotelId);
    expect((await postIntent(t.app, booking.hotelId, stay(50, 3))).statusCode).toBe(201);
  });

  it('My Bookings shows the cancelled booking with its refund', async () => {
    const booking = await paidBooking(t.app, { checkInDays: 45, cookie: guest.cookie });
    await cancel(booking.id);
    const mine = (await t.app.inject({ method: 'POST', url: '/api/hotels/getUserBookings', headers: { cookie: guest.cookie } })).json()
      .data;
    expect(mine.find((b: { _id: string }) => b._id === booking.id)).toMatchObject({
      status: 'cancelled',
      cancellation: { cancelledBy: 'guest' },
      refund: { amount: afterCharge(booking.amount, 100), status: expect.stringMatching(/pending|processed/) },
    });
  });

  it('e-mails the guest a cancellation confirmation and the owner a notice, through the outbox', async () => {
    const booking = await paidBooking(t.app, { checkInDays: 44, cookie: guest.cookie });
    await cancel(booking.id);
    const messages = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, booking.id));
    const guestMail = messages.find((m) => m.kind === 'booking_cancelled')!;
    const ownerMail = messages.find((m) => m.kind === 'owner_booking_cancelled')!;
    expect(guestMail.recipient).toBe(guest.email);
    expect(guestMail.text).toContain('Refund: ₹4,850');
    expect(guestMail.text).toContain('Cancelled 44 days before check-in (30 days or more): full refund less the card and gateway charge.');
    expect(guestMail.text).toContain('Refunds reach your original payment method 10–12 days after cancellation.');
    expect(ownerMail.text).toContain('was cancelled; its nights are free again.');
    expect(ownerMail.text).toContain('Cancelled by: the guest');
  });

  it('cannot cancel once the check-in date has passed', async () => {
    const booking = await paidBooking(t.app, { checkInDays: 10, nights: 3, cookie: guest.cookie });
    await moveStay(t.app, booking.id, addDays(today(), -1), addDays(today(), 2));
    expect((await quoteOf(booking.id)).json()).toMatchObject({
      cancellable: false,
      problem: 'This booking can no longer be cancelled: its check-in date has passed.',
    });
    const response = await cancel(booking.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This booking can no longer be cancelled: its check-in date has passed.' });
    expect(await statusOf(booking.id)).toBe('confirmed');
  });

  it("only the booker can see or cancel: another user's booking and a guest booking are 404, a visitor 401", async () => {
    const mine = await paidBooking(t.app, { checkInDays: 90, cookie: guest.cookie });
    const anonymous = await paidBooking(t.app, { checkInDays: 92 });
    const other = await registerUser(t.app);
    for (const id of [mine.id, anonymous.id]) {
      expect((await quoteOf(id, other.cookie)).statusCode).toBe(404);
      expect((await cancel(id, {}, other.cookie)).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${mine.id}/cancel`, payload: {} })).statusCode).toBe(401);
    expect((await quoteOf('not-a-uuid')).json()).toEqual({ message: 'Booking not found' });
    expect(await statusOf(mine.id)).toBe('confirmed');
  });

  it('a booking made as a guest can be cancelled from the account whose verified e-mail made it, not before verification', async () => {
    const anonymous = await paidBooking(t.app, { checkInDays: 94 });
    const meera = await registerUser(t.app, { email: 'Meera@Example.com' });
    expect((await quoteOf(anonymous.id, meera.cookie)).statusCode).toBe(404);
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, meera.userId));
    expect((await quoteOf(anonymous.id, meera.cookie)).json()).toMatchObject({ cancellable: true });
    expect((await cancel(anonymous.id, {}, meera.cookie)).json()).toMatchObject({ status: 'cancelled' });
  });

  it('a second cancellation is refused and refunds nothing more', async () => {
    const booking = await paidBooking(t.app, { checkInDays: 70, cookie: guest.cookie });
    expect((await cancel(booking.id)).statusCode).toBe(200);
    const again = await cancel(booking.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This booking is already cancelled.' });
    expect(await refundsOf(t.database.db, booking.id)).toHaveLength(1);
  });

  it('cancellations racing each other (double click, two tabs, guest and owner) give one cancellation and one refund', async () => {
    const booking = await paidBooking(t.app, { checkInDays: 80, cookie: guest.cookie });
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, () => cancel(booking.id)),
      ownerCancel(booking.id, { reason: 'Owner closing for repairs', refund: 'full' }),
    ]);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(await refundsOf(t.database.db, booking.id)).toHaveLength(1);
    await vi.waitFor(async () => expect((await refundsOf(t.database.db, booking.id))[0]!.status).toBe('processed'), { timeout: 10_000 });
    expect(await providerRefundCount(t.database.db, booking.paymentId)).toBe(1);
  });
});

describe('guest cancellation through the private link of the confirmation e-mail (no account)', () => {
  /** The token of the newest link the guest was mailed for a booking (the confirmation e-mail, or its re-send). */
  const mailedToken = async (bookingId: string) => {
    const { text } = await newestQueuedMail(t.database.db, 'booking_confirmation', bookingId);
    return decodeURIComponent(/\/manage-booking\/([^\s"<]+)/.exec(text)![1]!);
  };
  const linkQuote = (token: string) => t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}/cancellation` });
  const linkCancel = (token: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/bookings/manage/${token}/cancel`, payload });
  const LINK_INVALID = { message: 'This booking link is not valid any more. Please use the link in your latest e-mail, or contact us.' };

  it('shows the same refund as My Bookings would, then cancels: nights freed, refund paid back, e-mails queued', async () => {
    const booking = await paidBooking(t.app, { checkInDays: 20, nights: 2 });
    const token = await mailedToken(booking.id);
    const quote = await linkQuote(token);
    expect(quote.statusCode).toBe(200);
    expect(quote.headers['cache-control']).toBe('no-store');
    const refund = afterCharge(booking.amount, 100);
    expect(quote.json()).toMatchObject({
      bookingId: booking.id,
      cancellable: true,
      today: today(),
      checkIn: inDays(20),
      policy: { paidPaise: booking.amount, percent: 100, rule: 'lateBookingFull', daysBeforeCheckIn: 20, refundPaise: refund },
    });
    expect(await availability(booking.hotelId)).toEqual([inDays(20), inDays(21)]);

    // The page's figure is checked again on confirm, as for a signed-in guest.
    const stale = await linkCancel(token, { refundAmount: booking.amount });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: `The refund for this cancellation is now ₹${(refund / 100).toLocaleString('en-IN')}. Please review it and confirm again.`,
    });
    expect(await statusOf(booking.id)).toBe('confirmed');

    const response = await linkCancel(token, { refundAmount: refund });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      refund: { amount: refund, status: expect.stringMatching(/pending|processed/) },
    });
    expect(response.json().manageToken).toBe(token);
    expect(await availability(booking.hotelId)).toEqual([]);
    expect((await postIntent(t.app, booking.hotelId, stay(20, 2))).statusCode).toBe(201);
    expect(await refundsOf(t.database.db, booking.id)).toMatchObject([{ amount: refund, requestedBy: 'guest', basis: 'policy' }]);
    await vi.waitFor(async () => expect((await refundsOf(t.database.db, booking.id))[0]!.status).toBe('processed'), { timeout: 10_000 });

    const mails = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, booking.id));
    expect(mails.find((m) => m.kind === 'booking_cancelled')!.text).toContain(
      'Booked fewer than 30 days ahead and cancelled 20 days before check-in (15 days or more): full refund less the card and gateway charge.',
    );
    expect(mails.find((m) => m.kind === 'owner_booking_cancelled')!.text).toContain('Cancelled by: the guest');

    // The link still shows the booking, cancelled, with its refund; it cannot cancel twice.
    const after = await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}` });
    expect(after.json()).toMatchObject({ status: 'cancelled', refund: { amount: refund, status: 'processed' } });
    expect((await linkQuote(token)).json()).toMatchObject({ cancellable: false, problem: 'This booking is already cancelled.' });
    const again = await linkCancel(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This booking is already cancelled.' });
    expect(await refundsOf(t.database.db, booking.id)).toHaveLength(1);
  });

  it("a link cancels only its own booking: tampered, another booking's, revoked or malformed links are 404 and change nothing", async () => {
    const booking = await paidBooking(t.app, { checkInDays: 120 });
    const other = await paidBooking(t.app, { checkInDays: 121 });
    const token = await mailedToken(booking.id);
    const otherToken = await mailedToken(other.id);
    const [, mac] = token.split('.');
    const [otherHex, otherMac] = otherToken.split('.');
    const forged = [
      `${otherHex}.${mac}`, // this link's signature on the other booking's id
      `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`,
      `${token.split('.')[0]}.${otherMac}`,
      'not-a-token',
      `${booking.id}`,
    ];
    for (const bad of forged) {
      for (const response of [await linkQuote(encodeURIComponent(bad)), await linkCancel(encodeURIComponent(bad))]) {
        expect(response.statusCode, bad).toBe(404);
        expect(response.json()).toEqual(LINK_INVALID);
      }
    }
    expect(await statusOf(booking.id)).toBe('confirmed');
    expect(await statusOf(other.id)).toBe('confirmed');

    // Revoked by the owner (a forwarded e-mail): the old link no longer cancels, the newly mailed one does.
    const renew = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/manage-link`, headers: { cookie: admin } });
    expect(renew.statusCode).toBe(200);
    expect((await linkQuote(token)).json()).toEqual(LINK_INVALID);
    const revoked = await linkCancel(token);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual(LINK_INVALID);
    expect(await statusOf(booking.id)).toBe('confirmed');
    const renewed = await mailedToken(booking.id);
    expect(renewed).not.toBe(token);
    expect((await linkCancel(renewed)).json()).toMatchObject({ status: 'cancelled' });
    expect(await statusOf(other.id)).toBe('confirmed');
  });

  it('refuses once the check-in date has passed; two cancels through the link at once give one refund', async () => {
    const begun = await paidBooking(t.app, { checkInDays: 10, nights: 3 });
    await moveStay(t.app, begun.id, addDays(today(), -1), addDays(today(), 2));
    const begunToken = await mailedToken(begun.id);
    expect((await linkQuote(begunToken)).json()).toMatchObject({
      cancellable: false,
      problem: 'This booking can no longer be cancelled: its check-in date has passed.',
    });
    const refused = await linkCancel(begunToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This booking can no longer be cancelled: its check-in date has passed.' });
    expect(await statusOf(begun.id)).toBe('confirmed');

    const booking = await paidBooking(t.app, { checkInDays: 130 });
    const token = await mailedToken(booking.id);
    const responses = await Promise.all([linkCancel(token), linkCancel(token), linkCancel(token)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await refundsOf(t.database.db, booking.id)).toHaveLength(1);
  });
});

describe('owner cancellation', () => {
  it('refunds the policy amount, with the reason recorded', async () => {
    const booking = await paidBooking(t.app, { checkInDays: 10, bookedDaysAgo: 30 });
    const quote = (
      await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${booking.id}/cancellation`, headers: { cookie: admin } })
    ).json();
    expect(quote).toMatchObject({ cancellable: true, policy: { percent: 50, refundPaise: afterCharge(booking.amount, 50) } });
    const response = await ownerCancel(booking.id, { reason: '  Water leak in the bathroom  ', refund: 'policy' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      cancellation: { cancelledBy: 'owner', reason: 'Water leak in the bathroom' },
      refund: { amount: afterCharge(booking.amount, 50) },
    });
    expect(await availability(booking.hotelId)).toEqual([]);
  });

  it('refunds the full amount, charge included', async () => {
    const booking = await paidBooking(t.app, { checkInDays: 3, couponCode: 'MONSOON10' });
    const response = await ownerCancel(booking.id, { reason: 'Double booked on another site', refund: 'full' });
    expect(response.json()).toMatchObject({ status: 'cancelled', refund: { amount: booking.amount } });
    expect(await refundsOf(t.database.db, booking.id)).toMatchObject([{ basis: 'full', requestedBy: 'owner' }]);
  });

  it('refunds an amount typed in, up to what was paid; more, negative or missing is refused and nothing changes', async () => {
    const booking = await paidBooking(t.app, { checkInDays: 25 });
    for (const [payload, message] of [
      [{ reason: 'Goodwill', refund: 'amount', amount: booking.amount + 1 }, 'A refund cannot be more than the ₹5,000 paid.'],
      [{ reason: 'Goodwill', refund: 'amount', amount: -100 }, 'A refund cannot be negative.'],
      [{ reason: 'Goodwill', refund: 'amount' }, 'Enter the amount to refund.'],
      [{ reason: '   ', refund: 'full' }, 'Please give a reason for the cancellation.'],
    ] as const) {
      const response = await ownerCancel(booking.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await statusOf(booking.id)).toBe('confirmed');
    expect(await refundsOf(t.database.db, booking.id)).toEqual([]);

    const response = await ownerCancel(booking.id, { reason: 'Goodwill', refund: 'amount', amount: 123_450 });
    expect(response.json()).toMatchObject({ status: 'cancelled', refund: { amount: 123_450 } });
    await vi.waitFor(async () => expect((await refundsOf(t.database.db, booking.id))[0]!.status).toBe('processed'), { timeout: 10_000 });
  });

  it('an amount of zero cancels without a refund', async () => {
    const booking = await paidBooking(t.app, { checkInDays: 26 });
    expect((await ownerCancel(booking.id, { reason: 'No-show agreed', refund: 'amount', amount: 0 })).json()).toMatchObject({
      status: 'cancelled',
      refund: null,
    });
  });

  it('is for the administrator only', async () => {
    const booking = await paidBooking(t.app, { checkInDays: 27 });
    const user = await registerUser(t.app);
    for (const url of [
      `/api/admin/bookings/${booking.id}/cancel`,
      `/api/admin/bookings/${booking.id}/refund`,
      `/api/admin/bookings/${booking.id}/refund/retry`,
    ]) {
      expect(
        (await t.app.inject({ method: 'POST', url, payload: { reason: 'x', refund: 'full' }, headers: { cookie: user.cookie } }))
          .statusCode,
      ).toBe(403);
    }
    expect(await statusOf(booking.id)).toBe('confirmed');
  });
});

describe('paid orders whose nights were taken (refund_required)', () => {
  it('are listed first and refunded in full in one action', async () => {
    const hotelBooking = await paidBooking(t.app, { checkInDays: 100 });
    // A late payer: the hold lapsed and someone else booked the nights meanwhile.
    const late = await createIntent(t.app, hotelBooking.hotelId, stay(102, 2));
    await lapseHold(t.app, late.orderId);
    const other = await createIntent(t.app, hotelBooking.hotelId, stay(103, 1));
    await paySimulated(t.app, other.orderId);
    await paySimulated(t.app, late.orderId);
    const all = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/hotels/getAllBookings', payload: {}, headers: { cookie: admin } })).json().data as {
        _id: string;
        status: string;
        razorpay_order_id: string;
        totalCost: number;
      }[];
    const listed = await all();
    expect(listed[0]).toMatchObject({ razorpay_order_id: late.orderId, status: 'refund_required' });

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${listed[0]!._id}/refund`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', refund: { amount: late.amount } });
    expect((await all()).some((b) => b.status === 'refund_required')).toBe(false);
    // Only a refund_required order is refunded this way.
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/bookings/${hotelBooking.id}/refund`, headers: { cookie: admin } });
    expect(again.statusCode).toBe(409);
  });

  it('a payment of another amount than the order is refunded what the provider captured, not the order total', async () => {
    const hotel = await insertHotel(t.app);
    const intent = await createIntent(t.app, hotel.id, stay(110, 2));
    const captured = intent.amount - 123_400;
    const event = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_OtherAmount001', amount: captured, status: 'captured', order_id: intent.orderId } } },
    });
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(t.config.payments.webhookSecret!, Buffer.from(event)),
      },
      payload: event,
    });
    expect(webhook.json()).toEqual({ status: 'settled' });
    const id = (await orderRow(t.database.db, intent.orderId))!.id;
    const listed = (await t.app.inject({ method: 'POST', url: '/api/hotels/getAllBookings', payload: {}, headers: { cookie: admin } }))
      .json()
      .data.find((b: { _id: string }) => b._id === id);
    expect(listed).toMatchObject({ status: 'refund_required', totalPaise: intent.amount, paidPaise: captured });

    const response = await t.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/refund`, headers: { cookie: admin } });
    expect(response.json()).toMatchObject({ status: 'cancelled', refund: { amount: captured } });
    // The provider pays it back (a refund of the order's total would be more than it captured, and fail).
    await vi.waitFor(async () => expect((await refundsOf(t.database.db, id))[0]!.status).toBe('processed'), { timeout: 10_000 });
    const guestMail = (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, id))).find(
      (m) => m.kind === 'booking_cancelled',
    )!;
    expect(guestMail.text).toContain(`Full refund: ₹${(captured / 100).toLocaleString('en-IN')}`);
  });
});

describe('a refund that fails', () => {
  it('is shown failed to the owner and goes through when retried', async () => {
    // The sandbox fails the first refund of a payment made with this UPI address.
    const booking = await paidBooking(t.app, { checkInDays: 60, cookie: guest.cookie, upiId: 'refundfail@razorpay' });
    expect((await cancel(booking.id)).statusCode).toBe(200);
    const refundOf = async () =>
      (
        (await t.app.inject({ method: 'POST', url: '/api/hotels/getAllBookings', payload: {}, headers: { cookie: admin } })).json()
          .data as {
          _id: string;
          refund: { status: string; failureReason: string | null } | null;
        }[]
      ).find((b) => b._id === booking.id)!.refund;
    await vi.waitFor(async () => expect((await refundOf())?.status).toBe('failed'), { timeout: 10_000 });
    expect((await refundOf())?.failureReason).toBe('The payment provider could not pay this refund back.');

    const retry = await t.app.inject({ method: 'POST', url: `/api/admin/bookings/${booking.id}/refund/retry`, headers: { cookie: admin } });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().refund).toMatchObject({ status: 'pending', failureReason: null });
    await vi.waitFor(async () => expect((await refundOf())?.status).toBe('processed'), { timeout: 10_000 });
    const [stored] = await refundsOf(t.database.db, booking.id);
    expect(stored).toMatchObject({ attempts: 2, idempotencyKey: `${stored!.id}-2` });
    // Two refunds asked of the provider (the failed one and the retry), one paid back.
    expect(await providerRefundCount(t.database.db, booking.paymentId)).toBe(2);

    const noMore = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/refund/retry`,
      headers: { cookie: admin },
    });
    expect(noMore.statusCode).toBe(409);
    expect(noMore.json()).toEqual({ message: 'This booking has no failed refund to retry.' });
  });
});
