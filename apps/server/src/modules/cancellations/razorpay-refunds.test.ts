/**
 * Refunds with PAYMENT_PROVIDER=razorpay through the official SDK, against a stand-in for Razorpay's
 * API on a local port: the refund request (amount in paise, receipt and notes naming the booking,
 * X-Refund-Idempotency), refund.processed / refund.failed webhooks with good and bad signatures, and
 * the reconciler when a webhook is missed or Razorpay did not answer.
 */
import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import { createTestApp, signInAdmin, wroteBehindTheApp, type TestApp } from '../../test/harness';
import { createIntent, insertHotel, postValidate, stay } from '../bookings/test-fixtures';
import { reconcileRefunds } from './refunds';
import { refundsOf } from './test-support';

const KEY_ID = 'rzp_test_Key1234567890';
const KEY_SECRET = 'razorpay-key-secret-for-tests';
const WEBHOOK_SECRET = 'whsec-refunds-0123456789';

interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  receipt: string;
  notes: Record<string, string>;
  speed_requested: string;
  status: 'pending' | 'processed' | 'failed';
}

let razorpay: FastifyInstance;
let t: TestApp;
let admin: string;
/** Refunds by idempotency key, as Razorpay keeps them. */
const refundsByKey = new Map<string, FakeRefund>();
const refundRequests: { key: string | undefined; body: unknown; paymentId?: string }[] = [];
const mode = { refund: 'ok' as 'ok' | 'down' | 'lost' | 'refuse' };

beforeAll(async () => {
  razorpay = Fastify();
  const authorized = (header: string | undefined) => header === `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
  razorpay.post<{ Body: { amount: number; currency: string; receipt: string; notes: Record<string, string> } }>(
    '/v1/orders',
    async (request) => ({
      ...request.body,
      id: `order_Fake${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
      entity: 'order',
      status: 'created',
    }),
  );
  razorpay.post<{ Params: { id: string }; Body: { amount: number; receipt: string; notes: Record<string, string>; speed: string } }>(
    '/v1/payments/:id/refund',
    async (request, reply) => {
      if (!authorized(request.headers.authorization)) return reply.status(401).send({ error: { description: 'Authentication failed' } });
      const key = request.headers['x-refund-idempotency'] as string | undefined;
      refundRequests.push({ key, body: request.body, paymentId: request.params.id });
      if (mode.refund === 'down') return reply.status(502).send({ error: { description: 'Bad gateway' } });
      if (mode.refund === 'refuse') {
        return reply
          .status(400)
          .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount provided is greater than amount captured.' } });
      }
      const existing = key ? refundsByKey.get(key) : undefined;
      if (existing) return existing;
      if (mode.refund === 'lost') {
        // Razorpay makes the refund, but its answer never reaches the site.
        refundsByKey.set(key!, {
          id: `rfnd_Lost${String(refundsByKey.size).padStart(10, '0')}`,
          entity: 'refund',
          amount: request.body.amount,
          currency: 'INR',
          payment_id: request.params.id,
          receipt: request.body.receipt,
          notes: request.body.notes,
          speed_requested: request.body.speed,
          status: 'pending',
        });
        return reply.status(504).send({ error: { description: 'Gateway timeout' } });
      }
      const refund: FakeRefund = {
        id: `rfnd_Fake${String(refundsByKey.size).padStart(10, '0')}`,
        entity: 'refund',
        amount: request.body.amount,
        currency: 'INR',
        payment_id: request.params.id,
        receipt: request.body.receipt,
        notes: request.body.notes,
        speed_requested: request.body.speed,
        status: 'pending',
      };
      refundsByKey.set(key ?? refund.id, refund);
      return refund;
    },
  );
  razorpay.get<{ Params: { payment: string; refund: string } }>('/v1/payments/:payment/refunds/:refund', async (request, reply) => {
    const refund = [...refundsByKey.values()].find((r) => r.id === request.params.refund && r.payment_id === request.params.payment);
    return refund ?? reply.status(400).send({ error: { description: 'The id provided does not exist' } });
  });
  const address = await razorpay.listen({ port: 0, host: '127.0.0.1' });
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: address,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  });
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
  await razorpay?.close();
});
beforeEach(() => {
  mode.refund = 'ok';
});

let paymentCounter = 0;

/** A booking paid through Razorpay Checkout and cancelled by the owner with a full refund. */
async function cancelledBooking(): Promise<{ id: string; amount: number; paymentId: string }> {
  const hotel = await insertHotel(t.app);
  const intent = await createIntent(t.app, hotel.id, stay(40, 2));
  const paymentId = `pay_Refund${String(++paymentCounter).padStart(8, '0')}`;
  const signature = createHmac('sha256', KEY_SECRET).update(`${intent.orderId}|${paymentId}`).digest('hex');
  const booking = (
    await postValidate(t.app, { razorpay_order_id: intent.orderId, razorpay_payment_id: paymentId, razorpay_signature: signature })
  ).json();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/bookings/${booking._id}/cancel`,
    payload: { reason: 'Closed for the season', refund: 'full' },
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  return { id: booking._id, amount: intent.amount, paymentId };
}

function refundEvent(
  event: 'refund.processed' | 'refund.failed' | 'refund.created',
  refund: { id: string; amount: number; payment_id: string; notes?: object },
) {
  return JSON.stringify({
    entity: 'event',
    event,
    contains: ['refund', 'payment'],
    payload: { refund: { entity: { entity: 'refund', currency: 'INR', status: event.slice(7), notes: [], ...refund } } },
    created_at: 1_700_000_000,
  });
}

function sendWebhook(body: string, signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex')) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    payload: body,
  });
}

describe('refunds through Razorpay', () => {
  it('a deposit and a paid balance are refunded through their own payment ids, each with its own idempotency key', async () => {
    const guests = async (payload?: object) =>
      payload
        ? t.app.inject({ method: 'PUT', url: '/api/admin/settings/guests', headers: { cookie: admin }, payload })
        : (await t.app.inject({ method: 'GET', url: '/api/admin/settings/guests', headers: { cookie: admin } })).json().values;
    const before = await guests();
    expect((await guests({ ...before, depositKind: 'percent', depositPercent: 30, balanceDueDays: 14 })).statusCode).toBe(200);
    try {
      const hotel = await insertHotel(t.app, { pricePerNight: 5000 });
      const intent = await createIntent(t.app, hotel.id, stay(40, 1));
      expect(intent.amount).toBe(300_000);
      const paymentId = `pay_Deposit${String(++paymentCounter).padStart(8, '0')}`;
      const signature = createHmac('sha256', KEY_SECRET).update(`${intent.orderId}|${paymentId}`).digest('hex');
      const booking = (
        await postValidate(t.app, { razorpay_order_id: intent.orderId, razorpay_payment_id: paymentId, razorpay_signature: signature })
      ).json();
      // The balance's link paid (its own flow is tested with the payment links).
      const balancePayment = `pay_Balance${String(paymentCounter).padStart(8, '0')}`;
      await t.database.db
        .update(bookings)
        .set({ balancePaidAt: new Date(), balancePaymentId: balancePayment })
        .where(eq(bookings.id, booking._id));
      wroteBehindTheApp(t.app, 'bookings');
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${booking._id}/cancel`,
        payload: { reason: 'Closed for the season', refund: 'full' },
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(200);
      const parts = await refundsOf(t.database.db, booking._id);
      const asked = parts.map((part) => refundRequests.find((request) => request.key === `${part.id}-1`));
      expect(asked.map((request) => [request?.paymentId, (request?.body as { amount: number }).amount]).sort()).toEqual(
        [
          [balancePayment, 700_000],
          [paymentId, 300_000],
        ].sort(),
      );
    } finally {
      await guests(before);
    }
  });

  it('asks Razorpay to refund the payment in paise, naming the booking, with an idempotency key', async () => {
    const booking = await cancelledBooking();
    const [refund] = await refundsOf(t.database.db, booking.id);
    expect(refund).toMatchObject({
      status: 'pending',
      amount: booking.amount,
      attempts: 1,
      razorpayRefundId: expect.stringMatching(/^rfnd_/),
    });
    const request = refundRequests.at(-1)!;
    expect(request.key).toBe(`${refund!.id}-1`);
    expect(request.body).toEqual({
      amount: booking.amount,
      speed: 'normal',
      receipt: booking.id,
      notes: { booking_id: booking.id, idempotency_key: `${refund!.id}-1` },
    });
  });

  it('refund.processed with a good signature settles the refund; a bad signature is refused and changes nothing', async () => {
    const booking = await cancelledBooking();
    const [refund] = await refundsOf(t.database.db, booking.id);
    const body = refundEvent('refund.processed', { id: refund!.razorpayRefundId!, amount: booking.amount, payment_id: booking.paymentId });
    for (const signature of [createHmac('sha256', 'wrong-secret').update(body).digest('hex'), '', 'abc']) {
      const response = await sendWebhook(body, signature);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid webhook signature' });
    }
    expect((await refundsOf(t.database.db, booking.id))[0]).toMatchObject({ status: 'pending', processedAt: null });
    expect((await sendWebhook(body)).json()).toEqual({ status: 'settled' });
    expect((await refundsOf(t.database.db, booking.id))[0]).toMatchObject({ status: 'processed', processedAt: expect.any(Date) });
    // A late refund.failed for a refund already paid back changes nothing.
    const late = refundEvent('refund.failed', { id: refund!.razorpayRefundId!, amount: booking.amount, payment_id: booking.paymentId });
    expect((await sendWebhook(late)).json()).toEqual({ status: 'recorded' });
    expect((await refundsOf(t.database.db, booking.id))[0]!.status).toBe('processed');
  });

  it('refund.failed with a good signature marks it failed for the owner; a bad signature is refused', async () => {
    const booking = await cancelledBooking();
    const [refund] = await refundsOf(t.database.db, booking.id);
    const body = refundEvent('refund.failed', { id: refund!.razorpayRefundId!, amount: booking.amount, payment_id: booking.paymentId });
    expect((await sendWebhook(body, 'f'.repeat(64))).statusCode).toBe(400);
    expect((await refundsOf(t.database.db, booking.id))[0]!.status).toBe('pending');
    expect((await sendWebhook(body)).json()).toEqual({ status: 'settled' });
    const listed = (
      await t.app.inject({ method: 'POST', url: '/api/hotels/getAllBookings', payload: {}, headers: { cookie: admin } })
    ).json().data;
    expect(listed.find((b: { _id: string }) => b._id === booking.id).refund).toMatchObject({
      status: 'failed',
      failureReason: 'The payment provider could not pay this refund back.',
    });
    // Retried: a new attempt with a new key, so Razorpay makes a new refund.
    const retry = await t.app.inject({ method: 'POST', url: `/api/admin/bookings/${booking.id}/refund/retry`, headers: { cookie: admin } });
    expect(retry.statusCode).toBe(200);
    expect(refundRequests.at(-1)!.key).toBe(`${refund!.id}-2`);
    const [retried] = await refundsOf(t.database.db, booking.id);
    expect(retried).toMatchObject({ status: 'pending', attempts: 2 });
    expect(retried!.razorpayRefundId).not.toBe(refund!.razorpayRefundId);
    // The first attempt's events no longer touch it.
    const old = refundEvent('refund.processed', { id: refund!.razorpayRefundId!, amount: booking.amount, payment_id: booking.paymentId });
    expect((await sendWebhook(old)).json()).toEqual({ status: 'ignored' });
    expect((await refundsOf(t.database.db, booking.id))[0]!.status).toBe('pending');
  });

  it('a refund event of a refund we do not know is recorded and ignored', async () => {
    const body = refundEvent('refund.processed', { id: 'rfnd_Elsewhere0001', amount: 5000, payment_id: 'pay_Elsewhere00001' });
    expect((await sendWebhook(body)).json()).toEqual({ status: 'ignored' });
  });

  it('the reconciler settles a refund whose webhook never came', async () => {
    const booking = await cancelledBooking();
    const [refund] = await refundsOf(t.database.db, booking.id);
    // Nothing is asked before the webhook has had its time.
    expect(await reconcileRefunds(t.app.deps)).toEqual({ processed: 0, failed: 0, unreachable: 0 });
    [...refundsByKey.values()].find((r) => r.id === refund!.razorpayRefundId)!.status = 'processed';
    const report = await reconcileRefunds(t.app.deps, { graceSeconds: 0 });
    expect(report.processed).toBeGreaterThanOrEqual(1);
    expect((await refundsOf(t.database.db, booking.id))[0]!.status).toBe('processed');
  });

  it('waits REFUND_WEBHOOK_GRACE_SECONDS before asking about a pending refund', async () => {
    const booking = await cancelledBooking();
    const [refund] = await refundsOf(t.database.db, booking.id);
    [...refundsByKey.values()].find((r) => r.id === refund!.razorpayRefundId)!.status = 'processed';
    const withGrace = (seconds: number) => ({ ...t.app.deps, config: { ...t.config, REFUND_WEBHOOK_GRACE_SECONDS: seconds } });
    await reconcileRefunds(withGrace(3600));
    expect((await refundsOf(t.database.db, booking.id))[0]!.status).toBe('pending');
    await reconcileRefunds(withGrace(0));
    expect((await refundsOf(t.database.db, booking.id))[0]!.status).toBe('processed');
  });

  it('when Razorpay made the refund but its answer was lost, the reconciler asks again with the same key: one refund', async () => {
    mode.refund = 'lost';
    const booking = await cancelledBooking();
    const [refund] = await refundsOf(t.database.db, booking.id);
    expect(refund).toMatchObject({ status: 'pending', razorpayRefundId: null });
    const key = `${refund!.id}-1`;
    mode.refund = 'down';
    expect((await reconcileRefunds(t.app.deps, { graceSeconds: 0 })).unreachable).toBeGreaterThanOrEqual(1);
    mode.refund = 'ok';
    await reconcileRefunds(t.app.deps, { graceSeconds: 0 });
    expect(refundRequests.filter((r) => r.key === key)).toHaveLength(3);
    expect([...refundsByKey.values()].filter((r) => r.notes.booking_id === booking.id)).toHaveLength(1);
    expect((await refundsOf(t.database.db, booking.id))[0]!.razorpayRefundId).toBe(refundsByKey.get(key)!.id);
  });

  it('a refund Razorpay refuses is failed at once, with its reason', async () => {
    mode.refund = 'refuse';
    const booking = await cancelledBooking();
    expect((await refundsOf(t.database.db, booking.id))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'The refund amount provided is greater than amount captured.',
    });
  });
});
