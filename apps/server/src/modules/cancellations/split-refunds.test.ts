/**
 * Refunds of a booking paid in two payments (issue 36: the deposit at checkout, the balance by link):
 * the refund is shared over the payments, each refunded through its own provider payment once, never
 * more than it captured; a booking with only its deposit paid gets at most the deposit back. Runs on
 * PGlite and PostgreSQL.
 */
import { addDays, MIN_REFUND_PAISE, REFUND_POLICY, SIMULATED_TEST_INPUTS } from '@hillnest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings } from '../../db/schema';
import { createTestApp, signInAdmin, type TestApp } from '../../test/harness';
import { requestBalances } from '../bookings/balances';
import { bookAndPay, inDays, insertHotel, stay, takeDeposits } from '../bookings/test-fixtures';
import { splitRefund } from './refunds';
import { providerRefundCount, refundsOf } from './test-support';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  await takeDeposits(t.app, admin);
});
afterAll(() => t?.close());

const rowOf = async (id: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const manage = async (token: string) => (await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}` })).json();
const linkCancel = (token: string) => t.app.inject({ method: 'POST', url: `/api/bookings/manage/${token}/cancel`, payload: {} });
const ownerCancel = (id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/cancel`, payload, headers: { cookie: admin } });
const allProcessed = (id: string) =>
  vi.waitFor(async () => expect((await refundsOf(t.database.db, id)).map((r) => r.status)).not.toContain('pending'), { timeout: 10_000 });

/** A ₹10,000 stay 40 days ahead: ₹3,000 deposit paid at checkout; the balance of ₹7,000 paid through its link when `payBalance`. */
async function depositBooking(payBalance: boolean) {
  const hotel = await insertHotel(t.app, { pricePerNight: 5000 });
  const booked = await bookAndPay(t.app, hotel.id, stay(40, 1));
  if (payBalance) {
    await requestBalances(t.app.deps, addDays(inDays(40), -14));
    const linkId = (await manage(booked.token)).balance.payUrl.split('/').pop() as string;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/links/pay',
      payload: { orderId: linkId, method: 'upi', upiId: SIMULATED_TEST_INPUTS.upiSuccess },
    });
    expect(paid.statusCode).toBe(200);
  }
  const row = await rowOf(booked.id);
  expect(row).toMatchObject({ totalCost: 1_000_000, depositAmount: 300_000, balanceAmount: 700_000 });
  return { ...booked, depositPayment: row.razorpayPaymentId!, balancePayment: row.balancePaymentId };
}

/** The policy 40 days ahead: everything paid back less the gateway's charge. */
const fullNotice = (paid: number) => Math.round((paid * (100 - REFUND_POLICY.gatewayChargePercent)) / 100);

describe('a refund over a deposit and a paid balance', () => {
  it('is paid back in two provider refunds, one per payment, summing to the policy amount; a second attempt changes nothing', async () => {
    const booking = await depositBooking(true);
    expect(booking.balancePayment).toBeTruthy();
    const policy = fullNotice(1_000_000);
    const cancelled = await linkCancel(booking.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().refund).toMatchObject({ amount: policy });

    await allProcessed(booking.id);
    const parts = await refundsOf(t.database.db, booking.id);
    // The balance's payment first, in full; the rest from the deposit's.
    expect(parts.map((p) => [p.razorpayPaymentId, p.amount, p.status]).sort()).toEqual(
      [
        [booking.balancePayment, 700_000, 'processed'],
        [booking.depositPayment, policy - 700_000, 'processed'],
      ].sort(),
    );
    expect(await providerRefundCount(t.database.db, booking.balancePayment!)).toBe(1);
    expect(await providerRefundCount(t.database.db, booking.depositPayment)).toBe(1);

    // The guest's page shows one refund of the whole amount, paid; the invoice and a credit note per part.
    const shown = await manage(booking.token);
    expect(shown.refund).toMatchObject({ amount: policy, status: 'processed' });
    const documents = shown.documents as { kind: string; totalPaise: number }[];
    expect(documents.filter((d) => d.kind !== 'creditNote').map((d) => d.totalPaise)).toEqual([1_000_000]);
    expect(
      documents
        .filter((d) => d.kind === 'creditNote')
        .map((d) => d.totalPaise)
        .sort(),
    ).toEqual([policy - 700_000, 700_000].sort());
    // The owner's list shows the booking once, with the whole refund.
    const listed = (
      await t.app.inject({ method: 'POST', url: '/api/hotels/getAllBookings', payload: {}, headers: { cookie: admin } })
    ).json().data as { _id: string; refund: { amount: number } | null }[];
    expect(listed.filter((b) => b._id === booking.id).map((b) => b.refund?.amount)).toEqual([policy]);

    expect((await linkCancel(booking.token)).statusCode).toBe(409);
    expect((await ownerCancel(booking.id, { reason: 'Again', refund: 'full' })).statusCode).toBe(409);
    expect(await refundsOf(t.database.db, booking.id)).toHaveLength(2);
    expect(await providerRefundCount(t.database.db, booking.balancePayment!)).toBe(1);
    expect(await providerRefundCount(t.database.db, booking.depositPayment)).toBe(1);
  });

  it("the owner's full refund pays each payment back what it captured", async () => {
    const booking = await depositBooking(true);
    const response = await ownerCancel(booking.id, { reason: 'Closed for repairs', refund: 'full' });
    expect(response.statusCode).toBe(200);
    await allProcessed(booking.id);
    const parts = await refundsOf(t.database.db, booking.id);
    expect(Object.fromEntries(parts.map((p) => [p.razorpayPaymentId, p.amount]))).toEqual({
      [booking.balancePayment!]: 700_000,
      [booking.depositPayment]: 300_000,
    });
  });
});

describe('a refund when only the deposit is paid', () => {
  it('gives back at most the deposit, through the deposit’s payment', async () => {
    const booking = await depositBooking(false);
    const tooMuch = await ownerCancel(booking.id, { reason: 'Closed', refund: 'amount', amount: 300_100 });
    expect(tooMuch.statusCode).toBe(400);
    expect(await refundsOf(t.database.db, booking.id)).toEqual([]);

    expect((await linkCancel(booking.token)).json().refund).toMatchObject({ amount: fullNotice(300_000) });
    await allProcessed(booking.id);
    expect(await refundsOf(t.database.db, booking.id)).toMatchObject([
      { razorpayPaymentId: booking.depositPayment, amount: fullNotice(300_000), status: 'processed' },
    ]);
    expect(await providerRefundCount(t.database.db, booking.depositPayment)).toBe(1);
  });

  it('with the balance paid to the owner directly, refunds through the provider only what it captured', async () => {
    const booking = await depositBooking(false);
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/balance`,
      headers: { cookie: admin },
      payload: { paymentMethod: 'cash' },
    });
    expect(recorded.statusCode).toBe(200);
    const refused = await linkCancel(booking.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Part of this booking was paid to the owner directly: at most ₹3,000 can be refunded here, and the owner gives the rest back the same way.',
    );
    expect((await ownerCancel(booking.id, { reason: 'Closed', refund: 'policy' })).statusCode).toBe(409);
    const deposit = await ownerCancel(booking.id, { reason: 'Closed', refund: 'amount', amount: 300_000 });
    expect(deposit.statusCode).toBe(200);
    expect(await refundsOf(t.database.db, booking.id)).toMatchObject([{ razorpayPaymentId: booking.depositPayment, amount: 300_000 }]);
  });
});

describe('splitRefund', () => {
  const payments = [
    { paymentId: 'pay_balance', capturedPaise: 700_000 },
    { paymentId: 'pay_deposit', capturedPaise: 300_000 },
  ];
  const split = (amount: number) => splitRefund(amount, payments, MIN_REFUND_PAISE)?.map((p) => [p.paymentId, p.amountPaise]);

  it('takes the payments in order, each at most what it captured', () => {
    expect(split(500_000)).toEqual([['pay_balance', 500_000]]);
    expect(split(700_000)).toEqual([['pay_balance', 700_000]]);
    expect(split(1_000_000)).toEqual([
      ['pay_balance', 700_000],
      ['pay_deposit', 300_000],
    ]);
  });

  it('never more than was captured in total', () => {
    expect(splitRefund(1_000_001, payments, MIN_REFUND_PAISE)).toBeNull();
  });

  it('a last part below the minimum takes the rest from the part before', () => {
    expect(split(700_050)).toEqual([
      ['pay_balance', 699_950],
      ['pay_deposit', 100],
    ]);
  });
});
