/**
 * The reconciler runs on every instance at once. Two runs over the same lapsed holds — on PostgreSQL
 * from two connection pools, as two instances would — settle each order exactly once: every paid
 * order becomes one confirmed booking, every unpaid one expires, and the reports add up.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { bookings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { reconcileOrders, type ReconcileReport } from './jobs';
import { paymentSignature } from './providers/signature';
import { providerId } from './providers/simulated';
import { insertPaymentEvent } from './queries';
import { createIntent, insertHotel, lapseHold, orderRow, postValidate, stay } from './test-fixtures';

let t: TestApp;
let second: DatabaseHandle | undefined;

beforeAll(async () => {
  t = await createTestApp();
  if (t.config.databaseUrl) second = await openDatabase({ databaseUrl: t.config.databaseUrl, poolSize: 5 });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/**
 * A hold whose payment the provider captured, but whose settlement never ran (the process died).
 * Lapsed by the caller once every hold exists: a new hold expires the property's lapsed ones itself.
 */
async function paidButUnsettled(hotelId: string, startInDays: number) {
  const intent = await createIntent(t.app, hotelId, stay(startInDays, 2));
  const paymentId = providerId('pay');
  const captured = { id: paymentId, entity: 'payment', status: 'captured', order_id: intent.orderId, amount: intent.amount };
  await insertPaymentEvent(t.database.db, {
    id: providerId('evt'),
    type: 'payment.captured',
    payload: { event: 'payment.captured', payload: { payment: { entity: captured } } },
  });
  return { orderId: intent.orderId, paymentId };
}

async function unpaid(hotelId: string, startInDays: number) {
  return (await createIntent(t.app, hotelId, stay(startInDays, 2))).orderId;
}

const sum = (reports: ReconcileReport[], key: keyof ReconcileReport) => reports.reduce((total, r) => total + r[key], 0);

describe('reconciler on several instances at once', () => {
  it('two concurrent runs settle each lapsed order once: paid → one booking, unpaid → expired', async () => {
    const hotels = [await insertHotel(t.app), await insertHotel(t.app)];
    const paid: { orderId: string; paymentId: string }[] = [];
    const unpaidOrders: string[] = [];
    for (const [h, hotel] of hotels.entries()) {
      for (let i = 0; i < 6; i += 1) {
        paid.push(await paidButUnsettled(hotel.id, 10 + i * 4 + h));
        unpaidOrders.push(await unpaid(hotel.id, 12 + i * 4 + h));
      }
    }
    for (const orderId of [...paid.map((p) => p.orderId), ...unpaidOrders]) await lapseHold(t.app, orderId);

    const instanceA = t.app.deps;
    const instanceB = { ...t.app.deps, db: (second ?? t.database).db };
    const reports = await Promise.all([reconcileOrders(instanceA), reconcileOrders(instanceB)]);

    expect(sum(reports, 'confirmed')).toBe(paid.length);
    expect(sum(reports, 'expired')).toBe(unpaidOrders.length);
    expect(sum(reports, 'refundRequired')).toBe(0);
    for (const order of paid) {
      expect(await orderRow(t.database.db, order.orderId)).toMatchObject({ status: 'confirmed', razorpayPaymentId: order.paymentId });
    }
    for (const orderId of unpaidOrders) expect(await orderRow(t.database.db, orderId)).toMatchObject({ status: 'expired' });

    // One row per order, and each property's confirmed stays are exactly the paid ones.
    const rows = await t.database.db
      .select({ orderId: bookings.razorpayOrderId, n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        inArray(
          bookings.hotelId,
          hotels.map((h) => h.id),
        ),
      )
      .groupBy(bookings.razorpayOrderId);
    expect(rows).toHaveLength(paid.length + unpaidOrders.length);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const confirmed = await t.database.db
      .select({ orderId: bookings.razorpayOrderId })
      .from(bookings)
      .where(
        and(
          inArray(
            bookings.hotelId,
            hotels.map((h) => h.id),
          ),
          eq(bookings.status, 'confirmed'),
        ),
      );
    expect(confirmed.map((r) => r.orderId).sort()).toEqual(paid.map((p) => p.orderId).sort());

    // Running again (the next tick on either instance) finds nothing new to do.
    const again = await Promise.all([reconcileOrders(instanceA), reconcileOrders(instanceB)]);
    expect(sum(again, 'confirmed') + sum(again, 'expired') + sum(again, 'refundRequired')).toBe(0);
  });

  it("the page's validate call racing both reconcilers confirms the booking once and answers 200", async () => {
    const hotel = await insertHotel(t.app);
    const order = await paidButUnsettled(hotel.id, 60);
    await lapseHold(t.app, order.orderId);
    const signature = paymentSignature(t.config.payments.keySecret, order.orderId, order.paymentId);
    const [validate, ...reports] = await Promise.all([
      postValidate(t.app, { razorpay_order_id: order.orderId, razorpay_payment_id: order.paymentId, razorpay_signature: signature }),
      reconcileOrders(t.app.deps),
      reconcileOrders({ ...t.app.deps, db: (second ?? t.database).db }),
    ]);
    expect(validate.statusCode).toBe(200);
    expect(validate.json()).toMatchObject({ status: 'confirmed' });
    // Whoever got there first confirmed it; the others saw it confirmed and counted nothing.
    expect(sum(reports as ReconcileReport[], 'confirmed')).toBeLessThanOrEqual(1);
    expect(await orderRow(t.database.db, order.orderId)).toMatchObject({ status: 'confirmed', razorpayPaymentId: order.paymentId });
  });
});
