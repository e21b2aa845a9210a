/**
 * The money of a change (issue 36 item 5, decision 0111), with the owner taking deposits: a stay that
 * grows is charged through a new balance link (replacing an unpaid one), one that shrinks is refunded
 * in parts over the deposit's and the balance's payments, never more than each captured; the guest's
 * shorter stay comes back under the refund terms; a clash or a payment made at the desk changes nothing.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  REFUND_POLICY,
  SIMULATED_TEST_INPUTS,
  type AdminBookingDetail,
  type BookingConfirmation,
  type DeskChangeInput,
  type GuestChangeQuote,
} from '@hillnest/domain';
import { bookings } from '../../db/schema';
import { createTestApp, signInAdmin, type TestApp } from '../../test/harness';
import { requestBalances } from '../bookings/balances';
import { bookAndPay, changeGuestSettings, inDays, insertHotel, stay, takeDeposits } from '../bookings/test-fixtures';
import { providerRefundCount, refundsOf } from '../cancellations/test-support';
import { DATES_MESSAGES } from './service';
import { bookAtDesk, deskBookingInput } from './test-fixtures';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  await takeDeposits(t.app, admin);
  await changeGuestSettings(t.app, admin, { guestsMayChangeDates: true });
});
afterAll(() => t?.close());

const rowOf = async (id: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const managed = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}` })).json() as BookingConfirmation;
const ownerChange = (id: string, payload: DeskChangeInput) =>
  t.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/dates`, payload, headers: { cookie: admin } });
const ownerDetail = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${id}`, headers: { cookie: admin } })).json() as AdminBookingDetail;
const allProcessed = (id: string) =>
  vi.waitFor(async () => expect((await refundsOf(t.database.db, id)).map((r) => r.status)).not.toContain('pending'), { timeout: 10_000 });

/**
 * ₹10,000 for two adults, two nights 40 days ahead: the ₹3,000 deposit paid at checkout, the ₹7,000
 * balance's link made (and paid when `payBalance`).
 */
async function depositBooking(payBalance: boolean) {
  const hotel = await insertHotel(t.app, { pricePerNight: 2500 });
  const booked = await bookAndPay(t.app, hotel.id, stay(40, 2));
  await requestBalances(t.app.deps, addDays(inDays(40), -14));
  const link = (await managed(booked.token)).balance!.payUrl!;
  if (payBalance) {
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/links/pay',
      payload: { orderId: link.split('/').pop(), method: 'upi', upiId: SIMULATED_TEST_INPUTS.upiSuccess },
    });
    expect(paid.statusCode).toBe(200);
  }
  const row = await rowOf(booked.id);
  expect(row).toMatchObject({ totalCost: 10_000_00, depositAmount: 3_000_00, balanceAmount: 7_000_00 });
  return { ...booked, hotelId: hotel.id, link, row, depositPayment: row.razorpayPaymentId!, balancePayment: row.balancePaymentId };
}

describe('the owner’s change at the new price', () => {
  it('grows the stay (a night and a guest more): the difference replaces the unpaid balance with a new link', async () => {
    const booking = await depositBooking(false);
    const response = await ownerChange(booking.id, {
      checkIn: booking.row.checkIn,
      checkOut: addDays(booking.row.checkOut, 1),
      adultCount: 3,
      price: 'new',
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json() as AdminBookingDetail;
    // ₹2,500 × 3 adults × 3 nights, less the ₹3,000 deposit paid.
    expect(detail.booking).toMatchObject({ totalPaise: 22_500_00, adultCount: 3, checkOut: addDays(booking.row.checkOut, 1) });
    expect(detail.booking.balance).toMatchObject({ amountPaise: 19_500_00, state: 'requested' });
    const shown = await managed(booking.token);
    expect(shown.balance!.payUrl).toMatch(/\/pay\//);
    expect(shown.balance!.payUrl).not.toBe(booking.link);
    expect(detail.history.at(-1)).toMatchObject({ kind: 'dates', text: expect.stringContaining('₹19,500 to pay by link') });
    expect(await refundsOf(t.database.db, booking.id)).toEqual([]);
  });

  it('shrinks the stay: the refund is split over the balance’s and the deposit’s payments, and a later cancellation gives back only the rest', async () => {
    const booking = await depositBooking(true);
    const asked = { checkIn: booking.row.checkIn, checkOut: addDays(booking.row.checkIn, 1), adultCount: 1 };
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${booking.id}/change`,
      query: { ...asked, adultCount: '1', refund: 'full' },
      headers: { cookie: admin },
    });
    expect(quote.json()).toEqual({ allowed: true, problem: null, totalPaise: 2_500_00, differencePaise: -7_500_00, refundPaise: 7_500_00 });
    const response = await ownerChange(booking.id, { ...asked, price: 'new', refund: 'full' });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as AdminBookingDetail).booking).toMatchObject({ totalPaise: 2_500_00, balance: null });
    await allProcessed(booking.id);
    const parts = await refundsOf(t.database.db, booking.id);
    expect(Object.fromEntries(parts.map((p) => [p.razorpayPaymentId, p.amount]))).toEqual({
      [booking.balancePayment!]: 7_000_00,
      [booking.depositPayment]: 500_00,
    });
    expect(await managed(booking.token)).toMatchObject({ totalPaise: 2_500_00, balance: null });
    expect(await rowOf(booking.id)).toMatchObject({ totalCost: 2_500_00, paidAmount: 2_500_00, depositAmount: null });
    // The owner's page still lists both payments as the provider captured them, and the change's refunds.
    expect((await ownerDetail(booking.id)).money).toMatchObject({
      payments: [
        { kind: 'booking', amountPaise: 3_000_00, method: 'online', paymentId: booking.depositPayment },
        { kind: 'balance', amountPaise: 7_000_00, method: 'online', paymentId: booking.balancePayment },
      ],
      // The change's parts are made in one transaction: in either order.
      refunds: expect.arrayContaining([
        expect.objectContaining({ purpose: 'change', amountPaise: 7_000_00, paymentId: booking.balancePayment, status: 'processed' }),
        expect.objectContaining({ purpose: 'change', amountPaise: 500_00, paymentId: booking.depositPayment, status: 'processed' }),
      ]),
      paidPaise: 10_000_00,
      refundedPaise: 7_500_00,
      keptPaise: 2_500_00,
    });

    // Cancelled in full afterwards: only what the deposit's payment still holds comes back, never more than captured.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/cancel`,
      payload: { reason: 'Closed', refund: 'full' },
      headers: { cookie: admin },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await allProcessed(booking.id);
    const byPayment = (await refundsOf(t.database.db, booking.id)).reduce<Record<string, number>>(
      (sums, p) => ({ ...sums, [p.razorpayPaymentId]: (sums[p.razorpayPaymentId] ?? 0) + p.amount }),
      {},
    );
    expect(byPayment).toEqual({ [booking.balancePayment!]: 7_000_00, [booking.depositPayment]: 3_000_00 });
    expect(await providerRefundCount(t.database.db, booking.balancePayment!)).toBe(1);
    const money = (await ownerDetail(booking.id)).money;
    expect(money.refunds.map((r) => [r.purpose, r.amountPaise])).toContainEqual(['cancellation', 2_500_00]);
    expect(money).toMatchObject({ paidPaise: 10_000_00, refundedPaise: 10_000_00, keptPaise: 0 });
  });

  it('refuses nights another stay has, and nothing changes: no refund, no new link', async () => {
    const booking = await depositBooking(true);
    await bookAndPay(t.app, booking.hotelId, { ...stay(42, 2), email: 'other@example.com' });
    const response = await ownerChange(booking.id, {
      checkIn: addDays(booking.row.checkIn, 1),
      checkOut: addDays(booking.row.checkOut, 1),
      adultCount: 1,
      price: 'new',
      refund: 'full',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: DATES_MESSAGES.clash(booking.row.checkOut, booking.row.checkOut) });
    expect(await refundsOf(t.database.db, booking.id)).toEqual([]);
    expect(await rowOf(booking.id)).toMatchObject({
      checkIn: booking.row.checkIn,
      adultCount: 2,
      totalCost: 10_000_00,
      balanceAmount: 7_000_00,
    });
  });

  it('refuses a refund for a booking paid at the desk (the gateway holds none of it); keeping the amount paid works', async () => {
    const hotelId = (await insertHotel(t.app, { pricePerNight: 2500 })).id;
    const { _id: id } = await bookAtDesk(
      t.app,
      admin,
      deskBookingInput(hotelId, { checkIn: inDays(30), checkOut: inDays(32), paymentMethod: 'cash', paymentReference: '' }),
    );
    const shorter = { checkIn: inDays(30), checkOut: inDays(31) };
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${id}/change`,
      query: shorter,
      headers: { cookie: admin },
    });
    expect(quote.json()).toMatchObject({ problem: DATES_MESSAGES.paidOffline, differencePaise: -5_000_00 });
    const refused = await ownerChange(id, { ...shorter, price: 'new' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: DATES_MESSAGES.paidOffline });
    expect(await rowOf(id)).toMatchObject({ checkOut: inDays(32), totalCost: 10_000_00 });
    const kept = await ownerChange(id, { ...shorter, price: 'keep' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as AdminBookingDetail).booking).toMatchObject({ checkOut: inDays(31), totalPaise: 10_000_00 });
    expect((kept.json() as AdminBookingDetail).money).toEqual({
      payments: [{ kind: 'booking', amountPaise: 10_000_00, at: expect.any(String), method: 'cash', paymentId: null, reference: null }],
      refunds: [],
      paidPaise: 10_000_00,
      refundedPaise: 0,
      keptPaise: 10_000_00,
    });
  });
});

describe('the guest’s own shorter stay', () => {
  it('shows what comes back under the refund terms before confirming, then refunds it and drops the unpaid balance', async () => {
    const booking = await depositBooking(false);
    const shorter = { checkIn: booking.row.checkIn, checkOut: addDays(booking.row.checkIn, 1), adultCount: 1 };
    // ₹2,500 now against the ₹3,000 deposit: 40 days ahead, all of the ₹500 back less the gateway's charge.
    const back = Math.round((500_00 * (100 - REFUND_POLICY.gatewayChargePercent)) / 100);
    const quote = (
      await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${booking.token}/change`, query: { ...shorter, adultCount: '1' } })
    ).json() as GuestChangeQuote;
    expect(quote).toEqual({ allowed: true, problem: null, totalPaise: 2_500_00, differencePaise: -500_00, refundPaise: back });

    const response = await t.app.inject({ method: 'POST', url: `/api/bookings/manage/${booking.token}/dates`, payload: shorter });
    expect(response.statusCode, response.body).toBe(200);
    // The booking keeps the gateway's charge the terms keep, beside the new stay.
    expect(response.json()).toMatchObject({ checkOut: shorter.checkOut, totalPaise: 3_000_00 - back, balance: null });
    await allProcessed(booking.id);
    expect((await refundsOf(t.database.db, booking.id)).map((p) => [p.razorpayPaymentId, p.amount, p.status])).toEqual([
      [booking.depositPayment, back, 'processed'],
    ]);
  });
});
