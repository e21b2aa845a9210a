/**
 * Deposits and balances (issue 36): checkout charges the deposit, the balance job e-mails the link
 * once, the link is paid once (test page, webhook-like event and the return all arrive), and the owner
 * can record the balance paid to them.
 */
import { addDays, SIMULATED_TEST_INPUTS } from '@hillnest/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { createTestApp, signInAdmin, type TestApp } from '../../test/harness';
import { requestBalances } from './balances';
import { bookAndPay, createIntent, insertHotel, inDays, stay, takeDeposits, today } from './test-fixtures';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  await takeDeposits(t.app, admin);
});
afterAll(() => t?.close());

const manage = async (token: string) => (await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}` })).json();
const messagesOf = (bookingId: string, kind: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.bookingId, bookingId), eq(outboxMessages.kind, kind)));

describe('deposits and balances', () => {
  it('charges the deposit at checkout; the balance is due 14 days before check-in, its link e-mailed once from 3 days before', async () => {
    const hotel = await insertHotel(t.app, { pricePerNight: 5000 });
    const body = stay(40, 2);
    const intent = await createIntent(t.app, hotel.id, body);
    // 2 nights × ₹5,000 × 2 guests = ₹20,000 (no GST): a 30% deposit.
    expect(intent.amount).toBe(600_000);
    const booked = await bookAndPay(t.app, hotel.id, stay(50, 2));
    const shown = await manage(booked.token);
    const dueOn = addDays(inDays(50), -14);
    expect(shown.balance).toEqual({ amountPaise: 1_400_000, dueOn, state: 'scheduled', payUrl: null, paidAt: null, paidOffline: null });

    expect(await requestBalances(t.app.deps, addDays(dueOn, -4))).toBe(0);
    expect(await requestBalances(t.app.deps, addDays(dueOn, -3))).toBe(1);
    // Once: the job running again (on this or another instance) makes no second link.
    expect(await requestBalances(t.app.deps, addDays(dueOn, -2))).toBe(0);
    const [request, ...more] = await messagesOf(booked.id, 'balance_request');
    expect(more).toEqual([]);
    const requested = (await manage(booked.token)).balance;
    expect(requested).toMatchObject({ state: 'requested', payUrl: expect.stringMatching(/\/pay\/plink_/) });
    expect(request!.text).toContain(requested.payUrl);
    expect(request!.subject).toContain('Pay the balance of ₹14,000');
  });

  it('a balance link is paid once: the test page’s payment, its return and a second attempt record one payment', async () => {
    const hotel = await insertHotel(t.app, { pricePerNight: 4000 });
    const booked = await bookAndPay(t.app, hotel.id, stay(60, 1));
    const dueOn = addDays(inDays(60), -14);
    await requestBalances(t.app.deps, dueOn);
    const linkId = (await manage(booked.token)).balance.payUrl.split('/').pop() as string;

    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/links/pay',
      payload: { orderId: linkId, method: 'upi', upiId: SIMULATED_TEST_INPUTS.upiSuccess },
    });
    expect(paid.statusCode).toBe(200);
    const query = Object.fromEntries(new URL(paid.json().redirectTo as string).searchParams);
    const back = await t.app.inject({ method: 'POST', url: '/api/payments/links/return', payload: query });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ manageToken: booked.token });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/links/pay',
      payload: { orderId: linkId, method: 'upi', upiId: SIMULATED_TEST_INPUTS.upiSuccess },
    });
    expect(again.statusCode).toBe(400);

    const shown = await manage(booked.token);
    expect(shown.balance).toMatchObject({ state: 'paid', payUrl: null, paidOffline: null });
    expect(await messagesOf(booked.id, 'balance_received')).toHaveLength(1);
    // The paid balance issues no second document: the one issued at confirmation covers the stay.
    expect(shown.documents).toHaveLength(1);
    expect(shown.documents[0].totalPaise).toBe(800_000);
  });

  it('the invoice issued at confirmation is for the whole stay, not the deposit', async () => {
    const hotel = await insertHotel(t.app, { pricePerNight: 5000 });
    const booked = await bookAndPay(t.app, hotel.id, stay(45, 2));
    const whole = [expect.objectContaining({ kind: 'receipt', totalPaise: 2_000_000 })];
    expect((await manage(booked.token)).documents).toEqual(whole);
    // The balance recorded as paid to the owner issues nothing either.
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booked.id}/balance`,
      headers: { cookie: admin },
      payload: { paymentMethod: 'cash' },
    });
    expect(recorded.statusCode).toBe(200);
    expect((await manage(booked.token)).documents).toEqual(whole);
  });

  it('a booking made inside the window pays in full, with no balance', async () => {
    const hotel = await insertHotel(t.app, { pricePerNight: 3000 });
    const intent = await createIntent(t.app, hotel.id, stay(10, 1));
    expect(intent.amount).toBe(600_000);
    const booked = await bookAndPay(t.app, hotel.id, stay(12, 1));
    expect((await manage(booked.token)).balance).toBeNull();
    expect(today()).toBeTruthy();
  });

  it('the owner records a balance paid to them; a second record is refused and no link is sent for it', async () => {
    const hotel = await insertHotel(t.app, { pricePerNight: 6000 });
    const booked = await bookAndPay(t.app, hotel.id, stay(70, 1));
    const record = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/admin/bookings/${booked.id}/balance`, headers: { cookie: admin }, payload });
    const missing = await record({ paymentMethod: 'upi', paymentReference: '' });
    expect(missing.statusCode).toBe(400);
    expect((await record({ paymentMethod: 'cash' })).json()).toEqual({ message: 'Balance recorded as paid' });
    const twice = await record({ paymentMethod: 'cash' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('The balance of this booking is already paid.');
    expect((await manage(booked.token)).balance).toMatchObject({ state: 'paid', paidOffline: 'cash' });
    expect(await requestBalances(t.app.deps, inDays(70))).toBe(0);
    expect(await messagesOf(booked.id, 'balance_request')).toEqual([]);
  });
});
