import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { createIntent, insertHotel, lapseHold, orderRow, stay } from './test-fixtures';

const WEBHOOK_SECRET = 'whsec-test-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
});
afterAll(() => t?.close());

let eventCounter = 0;

/** A Razorpay-shaped payment.captured event for an order. */
function capturedEvent(orderId: string, amount: number, paymentId = `pay_W${String(++eventCounter).padStart(13, '0')}`) {
  return {
    entity: 'event',
    account_id: 'acc_test',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId, method: 'upi' },
      },
    },
    created_at: 1_700_000_000,
  };
}

function sendWebhook(body: string, options: { secret?: string; eventId?: string; signature?: string } = {}) {
  const signature =
    options.signature ??
    createHmac('sha256', options.secret ?? WEBHOOK_SECRET)
      .update(body)
      .digest('hex');
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      ...(options.eventId ? { 'x-razorpay-event-id': options.eventId } : {}),
    },
    payload: body,
  });
}

const eventCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents))[0]!.n;

describe('Razorpay webhook', () => {
  it('payment.captured confirms the order although the page never called validate', async () => {
    const hotel = await insertHotel(t.app);
    const intent = await createIntent(t.app, hotel.id, stay(10, 2));
    const response = await sendWebhook(JSON.stringify(capturedEvent(intent.orderId, intent.amount, 'pay_Webhook0000001')), {
      eventId: 'evt_a1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'settled' });
    expect(await orderRow(t.database.db, intent.orderId)).toMatchObject({ status: 'confirmed', razorpayPaymentId: 'pay_Webhook0000001' });
  });

  it('the signature covers the exact bytes: re-serialised JSON fails, the sent bytes pass', async () => {
    const hotel = await insertHotel(t.app);
    const intent = await createIntent(t.app, hotel.id, stay(10, 1));
    // Spacing JSON.parse/stringify would not reproduce.
    const body = JSON.stringify(capturedEvent(intent.orderId, intent.amount), null, 1);
    const signedCompact = createHmac('sha256', WEBHOOK_SECRET)
      .update(JSON.stringify(JSON.parse(body)))
      .digest('hex');
    expect((await sendWebhook(body, { signature: signedCompact })).statusCode).toBe(400);
    expect((await sendWebhook(body)).json()).toEqual({ status: 'settled' });
  });

  it('a bad signature is refused with 400 and nothing is stored or confirmed', async () => {
    const hotel = await insertHotel(t.app);
    const intent = await createIntent(t.app, hotel.id, stay(12, 1));
    const before = await eventCount();
    const body = JSON.stringify(capturedEvent(intent.orderId, intent.amount));
    for (const options of [{ secret: 'wrong-secret' }, { signature: '' }, { signature: 'abc' }]) {
      const response = await sendWebhook(body, options);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid webhook signature' });
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
    expect(await orderRow(t.database.db, intent.orderId)).toMatchObject({ status: 'held', razorpayPaymentId: null });
  });

  it('a duplicate event is skipped by its id and stored once', async () => {
    const hotel = await insertHotel(t.app);
    const intent = await createIntent(t.app, hotel.id, stay(14, 1));
    const body = JSON.stringify(capturedEvent(intent.orderId, intent.amount));
    const before = await eventCount();
    expect((await sendWebhook(body, { eventId: 'evt_dup' })).json()).toEqual({ status: 'settled' });
    expect((await sendWebhook(body, { eventId: 'evt_dup' })).json()).toEqual({ status: 'duplicate' });
    expect(await eventCount()).toBe(before + 1);
    // Without an event id header, identical bodies are one event.
    const other = JSON.stringify({ ...capturedEvent(intent.orderId, intent.amount), event: 'payment.authorized' });
    expect((await sendWebhook(other)).json()).toEqual({ status: 'recorded' });
    expect((await sendWebhook(other)).json()).toEqual({ status: 'duplicate' });
  });

  it('order.paid confirms too; a replay after validate-style settling changes nothing', async () => {
    const hotel = await insertHotel(t.app);
    const intent = await createIntent(t.app, hotel.id, stay(16, 1));
    const event = {
      event: 'order.paid',
      payload: {
        payment: { entity: { id: 'pay_OrderPaid00001', amount: intent.amount, order_id: intent.orderId, status: 'captured' } },
        order: { entity: { id: intent.orderId, amount_paid: intent.amount, status: 'paid' } },
      },
    };
    expect((await sendWebhook(JSON.stringify(event), { eventId: 'evt_op1' })).json()).toEqual({ status: 'settled' });
    expect((await sendWebhook(JSON.stringify(event), { eventId: 'evt_op2' })).json()).toEqual({ status: 'settled' });
    expect(await orderRow(t.database.db, intent.orderId)).toMatchObject({ status: 'confirmed', razorpayPaymentId: 'pay_OrderPaid00001' });
  });

  it('a payment for a lapsed hold whose nights were sold is kept as refund_required', async () => {
    const hotel = await insertHotel(t.app);
    const late = await createIntent(t.app, hotel.id, stay(20, 2));
    await lapseHold(t.app, late.orderId);
    const other = await createIntent(t.app, hotel.id, stay(21, 1));
    await sendWebhook(JSON.stringify(capturedEvent(other.orderId, other.amount)));
    expect((await sendWebhook(JSON.stringify(capturedEvent(late.orderId, late.amount)))).json()).toEqual({ status: 'settled' });
    expect(await orderRow(t.database.db, late.orderId)).toMatchObject({ status: 'refund_required' });
    expect(await orderRow(t.database.db, other.orderId)).toMatchObject({ status: 'confirmed' });
  });

  it('a payment of another amount than the order is never a confirmed booking', async () => {
    const hotel = await insertHotel(t.app);
    const intent = await createIntent(t.app, hotel.id, stay(24, 1));
    await sendWebhook(JSON.stringify(capturedEvent(intent.orderId, 100)));
    expect(await orderRow(t.database.db, intent.orderId)).toMatchObject({ status: 'refund_required' });
  });

  it('is exempt from the same-site check: it is called from Razorpay, not from our pages', async () => {
    const body = JSON.stringify(capturedEvent('order_elsewhere_2', 5000));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        origin: 'https://api.razorpay.com',
        'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
  });

  it('events for orders it does not know are stored and ignored; malformed bodies are 400', async () => {
    expect((await sendWebhook(JSON.stringify(capturedEvent('order_elsewhere', 5000)))).json()).toEqual({ status: 'ignored' });
    expect((await sendWebhook('{"event":')).json()).toEqual({ message: 'Malformed JSON in request body' });
    expect((await sendWebhook(JSON.stringify({ payload: {} }))).statusCode).toBe(400);
  });
});
