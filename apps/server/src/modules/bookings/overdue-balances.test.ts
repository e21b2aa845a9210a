/**
 * An unpaid balance after its link (issue 36 §4, docs/decisions/0104): reminders on the day before and
 * on the due date, the owner's alert once it is overdue, and, when the owner chose it, the booking
 * cancelled once the grace has passed — each exactly once with two instances running the job at once
 * (on PostgreSQL from two connection pools), and never for a balance paid meanwhile. Time moves by the
 * services' clock (deps.now); the job is asked with the property's day of that clock. The app's own
 * round of the job (every minute) may do a step first, so outcomes are read from the e-mails and the
 * booking, and the sums of the two instances' answers are checked only where nothing is to be done.
 */
import { addDays, formatPaise, SIMULATED_TEST_INPUTS } from '@hillnest/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { bookings, outboxMessages, refunds } from '../../db/schema';
import { propertyToday, type Deps } from '../../deps';
import { createTestApp, signInAdmin, wroteBehindTheApp, type TestApp } from '../../test/harness';
import { alertOverdueBalances, remindBalances, requestBalances } from './balances';
import type * as CancellationService from '../cancellations/service';
import { cancelUnpaidBalances } from './jobs';
import { bookAndPay, guestContact, inDays, insertHotel, stay, takeDeposits } from './test-fixtures';

/** Bookings whose cancellation is refused every time (as one whose refund cannot be made is); the others are cancelled for real. */
const failing = vi.hoisted(() => new Set<string>());
vi.mock('../cancellations/service', async (original) => {
  const actual = await original<typeof CancellationService>();
  return {
    ...actual,
    cancelForUnpaidBalance: (...args: Parameters<typeof actual.cancelForUnpaidBalance>) =>
      failing.has(args[1]) ? Promise.resolve(false) : actual.cancelForUnpaidBalance(...args),
  };
});

let t: TestApp;
let second: DatabaseHandle | undefined;
let admin: string;
/** The services' clock: null is the real time (bookings are made then), else noon in India of a chosen day. */
let movedTo: Date | null = null;

beforeAll(async () => {
  t = await createTestApp({ now: () => movedTo ?? new Date() });
  if (t.config.databaseUrl) second = await openDatabase({ databaseUrl: t.config.databaseUrl, poolSize: 5 });
  admin = await signInAdmin(t.app);
  await takeDeposits(t.app, admin);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** The two instances: this app's deps, and the same with another pool of connections (on PGlite the one database). */
const instances = (): Deps[] => [t.app.deps, { ...t.app.deps, db: (second ?? t.database).db }];

/** Moves the clock to noon (India) of `day`, and answers the property's day by it. */
async function moveTo(day: string): Promise<string> {
  movedTo = new Date(`${day}T06:30:00Z`);
  return propertyToday(t.app.deps);
}

/** Runs a job on both instances at once; the sum of what they did. */
async function onBoth(job: (deps: Deps, today: string) => Promise<number>, today: string): Promise<number> {
  const done = await Promise.all(instances().map((deps) => job(deps, today)));
  return done.reduce((sum, n) => sum + n, 0);
}

const messagesOf = (bookingId: string, kind: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.bookingId, bookingId), eq(outboxMessages.kind, kind)));

const adminBooking = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${id}`, headers: { cookie: admin } })).json().booking;

async function chooseCancellation(on: boolean): Promise<void> {
  const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings/guests', headers: { cookie: admin } })).json().values;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/guests',
    headers: { cookie: admin },
    payload: { ...current, cancelUnpaidBalances: on, overdueGraceDays: 2 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A booking paid by a 30 % deposit (₹6,000 of ₹20,000), checking in `startInDays` from today; its due date. */
async function depositBooking(startInDays: number) {
  movedTo = null;
  const hotel = await insertHotel(t.app, { pricePerNight: 5000 });
  const booked = await bookAndPay(t.app, hotel.id, stay(startInDays, 2));
  return { ...booked, dueOn: addDays(inDays(startInDays), -14) };
}

/**
 * A desk booking whose ₹6,000 deposit (of ₹20,000) was paid to the owner directly, leaving a ₹14,000
 * balance to pay by link, as a checkout's deposit leaves it; checking in `startInDays` from today.
 */
async function offlineDepositBooking(startInDays: number) {
  movedTo = null;
  const hotel = await insertHotel(t.app, { pricePerNight: 5000 });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/admin/bookings',
    headers: { cookie: admin },
    payload: {
      ...guestContact,
      hotelId: hotel.id,
      checkIn: inDays(startInDays),
      checkOut: inDays(startInDays + 2),
      adultCount: 2,
      childCount: 0,
      infantCount: 0,
      source: 'phone',
      paymentMethod: 'cash',
      paymentReference: '',
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json()._id as string;
  const dueOn = addDays(inDays(startInDays), -14);
  const [row] = await t.database.db
    .update(bookings)
    .set({ paidAmount: 600_000, depositAmount: 600_000, balanceAmount: 1_400_000, balanceDueOn: dueOn, balanceSendOn: addDays(dueOn, -3) })
    .where(eq(bookings.id, id))
    .returning();
  expect(row).toMatchObject({ provider: 'offline', totalCost: 2_000_000 });
  wroteBehindTheApp(t.app, 'bookings');
  return { id, dueOn };
}

// Each test's stay is earlier than the one before, so the days a test moves to never reach another test's due date.
describe('unpaid balances', () => {
  it('reminds the guest on the day before and on the due date, once each across two instances, not on the link’s own day', async () => {
    const { id, dueOn } = await depositBooking(300);
    const reminded = async () => (await messagesOf(id, 'balance_reminder')).length;
    await requestBalances(t.app.deps, await moveTo(addDays(dueOn, -3)));
    expect(await messagesOf(id, 'balance_request')).toHaveLength(1);
    expect(await onBoth(remindBalances, await moveTo(addDays(dueOn, -3)))).toBe(0);
    expect(await onBoth(remindBalances, await moveTo(addDays(dueOn, -2)))).toBe(0);
    await onBoth(remindBalances, await moveTo(addDays(dueOn, -1)));
    expect(await reminded()).toBe(1);
    expect(await onBoth(remindBalances, await moveTo(addDays(dueOn, -1)))).toBe(0);
    await onBoth(remindBalances, await moveTo(dueOn));
    expect(await reminded()).toBe(2);
    expect(await onBoth(remindBalances, await moveTo(addDays(dueOn, 1)))).toBe(0);

    const reminders = await messagesOf(id, 'balance_reminder');
    expect(reminders).toHaveLength(2);
    const [link] = await messagesOf(id, 'balance_request');
    expect(reminders[0]!.subject).toMatch(/^Reminder: Pay the balance of ₹14,000 by /);
    // The reminder carries the same link as the first e-mail.
    const payUrl = /Pay: (\S+)/.exec(link!.text)![1]!;
    expect(reminders[0]!.text).toContain(payUrl);
  });

  it('a link e-mailed late (on the day before the due date) is not reminded of that same day', async () => {
    const { id, dueOn } = await depositBooking(270);
    const dayBefore = await moveTo(addDays(dueOn, -1));
    await requestBalances(t.app.deps, dayBefore);
    expect(await messagesOf(id, 'balance_request')).toHaveLength(1);
    expect(await onBoth(remindBalances, dayBefore)).toBe(0);
    expect(await messagesOf(id, 'balance_reminder')).toHaveLength(0);
    await onBoth(remindBalances, await moveTo(dueOn));
    expect(await messagesOf(id, 'balance_reminder')).toHaveLength(1);
  });

  it('alerts the owner once when the balance is overdue, and the admin shows it overdue; the booking stays with the setting off', async () => {
    const { id, dueOn } = await depositBooking(240);
    await requestBalances(t.app.deps, await moveTo(addDays(dueOn, -3)));
    expect(await onBoth(alertOverdueBalances, await moveTo(dueOn))).toBe(0);
    expect((await adminBooking(id)).balance.state).toBe('requested');

    expect(await messagesOf(id, 'owner_balance_overdue')).toEqual([]);
    await onBoth(alertOverdueBalances, await moveTo(addDays(dueOn, 1)));
    expect(await onBoth(alertOverdueBalances, await moveTo(addDays(dueOn, 5)))).toBe(0);
    const [alert, ...more] = await messagesOf(id, 'owner_balance_overdue');
    expect(more).toEqual([]);
    expect(alert!.recipient).toBe('admin@test.example');
    expect(alert!.subject).toMatch(/^Balance overdue: .+, ₹14,000$/);
    expect(alert!.text).toContain('The booking stays confirmed');
    expect((await adminBooking(id)).balance.state).toBe('overdue');

    // The owner did not choose to cancel: long after the grace, the booking is still confirmed.
    expect(await onBoth(cancelUnpaidBalances, await moveTo(addDays(dueOn, 10)))).toBe(0);
    expect((await adminBooking(id)).status).toBe('confirmed');
  });

  it('with the setting on, cancels after the grace and not before, once across two instances, under the policy, e-mailing the guest', async () => {
    await chooseCancellation(true);
    try {
      const { id, token, dueOn } = await depositBooking(200);
      await requestBalances(t.app.deps, await moveTo(addDays(dueOn, -3)));
      const alerted = await moveTo(addDays(dueOn, 1));
      await alertOverdueBalances(t.app.deps, alerted);
      const [alert] = await messagesOf(id, 'owner_balance_overdue');
      expect(alert!.text).toContain('Unless it is paid, the booking is cancelled under its cancellation policy on');

      // The grace is 2 days: the last day the link can be paid is the due date + 2.
      expect(await onBoth(cancelUnpaidBalances, await moveTo(addDays(dueOn, 2)))).toBe(0);
      expect((await adminBooking(id)).status).toBe('confirmed');

      const graceOver = await moveTo(addDays(dueOn, 3));
      const quote = (
        await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${id}/cancellation`, headers: { cookie: admin } })
      ).json();
      await onBoth(cancelUnpaidBalances, graceOver);
      expect(await onBoth(cancelUnpaidBalances, graceOver)).toBe(0);

      const cancelled = await adminBooking(id);
      expect(cancelled.status).toBe('cancelled');
      const [guestMail, ...again] = await messagesOf(id, 'booking_cancelled');
      expect(again).toEqual([]);
      expect(guestMail!.text).toContain(`The balance of ₹14,000 was not paid by`);
      // The policy's refund of the deposit, as the owner's cancellation would have given that day.
      expect(quote.policy.refundPaise).toBeGreaterThan(0);
      const refunded = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, id));
      expect(refunded.map((r) => [r.amount, r.basis])).toEqual([[quote.policy.refundPaise, 'policy']]);
      const manage = (await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}` })).json();
      expect(manage.status).toBe('cancelled');
      expect(manage.balance.payUrl).toBeNull();
    } finally {
      await chooseCancellation(false);
    }
  });

  it('a balance paid during the grace wins: the booking is not cancelled', async () => {
    await chooseCancellation(true);
    try {
      const { id, token, dueOn } = await depositBooking(160);
      await requestBalances(t.app.deps, await moveTo(addDays(dueOn, -3)));
      await moveTo(addDays(dueOn, 2));
      const payUrl = (await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}` })).json().balance.payUrl as string;
      const paid = await t.app.inject({
        method: 'POST',
        url: '/api/payments/simulated/links/pay',
        payload: { orderId: payUrl.split('/').pop(), method: 'upi', upiId: SIMULATED_TEST_INPUTS.upiSuccess },
      });
      expect(paid.statusCode, paid.body).toBe(200);

      expect(await onBoth(cancelUnpaidBalances, await moveTo(addDays(dueOn, 3)))).toBe(0);
      const booking = await adminBooking(id);
      expect(booking.status).toBe('confirmed');
      expect(booking.balance.state).toBe('paid');
      expect(await messagesOf(id, 'booking_cancelled')).toEqual([]);
    } finally {
      await chooseCancellation(false);
    }
  });

  it('a deposit paid to the owner directly: the balance is requested, reminded, alerted and cancelled as any, the deposit given back by the owner', async () => {
    await chooseCancellation(true);
    try {
      const { id, dueOn } = await offlineDepositBooking(130);
      await requestBalances(t.app.deps, await moveTo(addDays(dueOn, -3)));
      const [request] = await messagesOf(id, 'balance_request');
      expect(request!.subject).toMatch(/₹14,000/);
      await remindBalances(t.app.deps, await moveTo(addDays(dueOn, -1)));
      expect(await messagesOf(id, 'balance_reminder')).toHaveLength(1);
      await alertOverdueBalances(t.app.deps, await moveTo(addDays(dueOn, 1)));
      const [alert] = await messagesOf(id, 'owner_balance_overdue');
      expect(alert!.text).toContain('Unless it is paid, the booking is cancelled under its cancellation policy on');

      const graceOver = await moveTo(addDays(dueOn, 3));
      const { policy } = (
        await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${id}/cancellation`, headers: { cookie: admin } })
      ).json();
      expect(policy.refundPaise).toBeGreaterThan(0);
      await cancelUnpaidBalances(t.app.deps, graceOver);
      expect((await adminBooking(id)).status).toBe('cancelled');
      // Nothing is asked of the gateway: it captured none of it.
      expect(await t.database.db.select().from(refunds).where(eq(refunds.bookingId, id))).toEqual([]);
      const owed = `Given back by the owner directly: ${formatPaise(policy.refundPaise)}`;
      const [guestMail] = await messagesOf(id, 'booking_cancelled');
      expect(guestMail!.text).toContain('Refund: No refund');
      expect(guestMail!.text).toContain(owed);
      expect(guestMail!.text).toContain(
        `${formatPaise(policy.refundPaise)} was paid to the owner directly: the owner gives it back the same way.`,
      );
      const [ownerMail] = await messagesOf(id, 'owner_booking_cancelled');
      expect(ownerMail!.text).toContain(owed);
    } finally {
      await chooseCancellation(false);
    }
  });

  it('a booking that cannot be cancelled does not hold back the others: it waits for the next day, and is tried again then', async () => {
    await chooseCancellation(true);
    try {
      const stuck = await depositBooking(100);
      const other = await depositBooking(101);
      failing.add(stuck.id);
      // A batch of one: the stuck booking, due first, is taken first.
      // (The app's own round may do a step first: outcomes are read from the bookings.)
      const graceOver = await moveTo(addDays(other.dueOn, 3));
      await cancelUnpaidBalances(t.app.deps, graceOver, { limit: 1 });
      await cancelUnpaidBalances(t.app.deps, graceOver, { limit: 1 });
      expect((await adminBooking(other.id)).status).toBe('cancelled');
      expect((await adminBooking(stuck.id)).status).toBe('confirmed');
      expect(await cancelUnpaidBalances(t.app.deps, graceOver, { limit: 1 })).toBe(0);

      // The next day it is tried again, and cancelled once it can be.
      failing.delete(stuck.id);
      await cancelUnpaidBalances(t.app.deps, await moveTo(addDays(other.dueOn, 4)), { limit: 1 });
      expect((await adminBooking(stuck.id)).status).toBe('cancelled');
    } finally {
      failing.clear();
      await chooseCancellation(false);
    }
  });
});
