/**
 * PAYMENT_PROVIDER=razorpay through the official SDK, against a stand-in for Razorpay's API on a local
 * port (the tests run offline). The stand-in answers like Razorpay: orders, and an order's payments.
 */
import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/harness';
import { reconcileOrders } from './jobs';
import { createIntent, insertHotel, lapseHold, orderRow, postIntent, postValidate, stay } from './test-fixtures';
import { cspOrigins } from '../../test/csp';

const KEY_ID = 'rzp_test_Key1234567890';
const KEY_SECRET = 'razorpay-key-secret-for-tests';

interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

let razorpay: FastifyInstance;
let t: TestApp;
const orders: FakeOrder[] = [];
const payments = new Map<string, { id: string; status: string; amount: number; order_id: string }[]>();
const mode = { ordersFail: false, paymentsFail: false };
const linkRequests: Record<string, unknown>[] = [];
const links = new Map<string, Record<string, unknown> & { id: string; status: string }>();

beforeAll(async () => {
  razorpay = Fastify();
  const authorized = (header: string | undefined) => header === `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
  razorpay.post<{ Body: Omit<FakeOrder, 'id'> }>('/v1/orders', async (request, reply) => {
    if (!authorized(request.headers.authorization))
      return reply.status(401).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    if (mode.ordersFail)
      return reply.status(500).send({ error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
    const order = { ...request.body, id: `order_Fake${String(orders.length).padStart(10, '0')}` };
    orders.push(order);
    return { ...order, entity: 'order', status: 'created', amount_paid: 0, amount_due: order.amount, attempts: 0 };
  });
  razorpay.get<{ Params: { id: string } }>('/v1/orders/:id/payments', async (request, reply) => {
    if (!authorized(request.headers.authorization)) return reply.status(401).send({});
    if (mode.paymentsFail) return reply.status(503).send({ error: { description: 'unavailable' } });
    const items = payments.get(request.params.id) ?? [];
    return { entity: 'collection', count: items.length, items };
  });
  // The SDK posts a cancel with no body, typed as a form.
  razorpay.addContentTypeParser('application/x-www-form-urlencoded', (_request, _body, done) => done(null, {}));
  // Payment Links: created as asked, fetched, cancelled unless paid (then 400, as Razorpay answers).
  razorpay.post<{ Body: Record<string, unknown> }>('/v1/payment_links', async (request, reply) => {
    if (!authorized(request.headers.authorization)) return reply.status(401).send({});
    linkRequests.push(request.body);
    const link = {
      ...request.body,
      id: `plink_Fake${String(links.size).padStart(10, '0')}`,
      short_url: `https://rzp.io/i/fake${links.size}`,
      status: 'created',
      amount_paid: 0,
      payments: null,
    };
    links.set(link.id, link);
    return link;
  });
  razorpay.get<{ Params: { id: string } }>('/v1/payment_links/:id', async (request, reply) => {
    if (!authorized(request.headers.authorization)) return reply.status(401).send({});
    return (
      links.get(request.params.id) ??
      reply.status(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } })
    );
  });
  razorpay.post<{ Params: { id: string } }>('/v1/payment_links/:id/cancel', async (request, reply) => {
    if (!authorized(request.headers.authorization)) return reply.status(401).send({});
    const link = links.get(request.params.id)!;
    if (link.status !== 'created')
      return reply.status(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Payment link cannot be cancelled' } });
    link.status = 'cancelled';
    return link;
  });
  const address = await razorpay.listen({ port: 0, host: '127.0.0.1' });
  t = await createTestApp({
    env: { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_API_URL: address },
  });
});
afterAll(async () => {
  await t?.close();
  await razorpay?.close();
});
beforeEach(() => {
  mode.ordersFail = false;
  mode.paymentsFail = false;
});

/** What Razorpay Checkout hands the page after a payment. */
function checkoutPayment(orderId: string, paymentId: string) {
  const signature = createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');
  return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature };
}

describe('PAYMENT_PROVIDER=razorpay', () => {
  it('creates the Razorpay order for the server amount and hands the page the key id', async () => {
    const hotel = await insertHotel(t.app, { pricePerNight: 3333 });
    const intent = await createIntent(t.app, hotel.id, stay(10, 3));
    const order = orders.find((o) => o.id === intent.orderId);
    expect(order).toMatchObject({ amount: 3333 * 3 * 2 * 100, currency: 'INR', notes: { hotelId: hotel.id } });
    expect(intent).toMatchObject({ provider: 'razorpay', keyId: KEY_ID, amount: order!.amount, currency: 'INR' });
    expect(await orderRow(t.database.db, intent.orderId)).toMatchObject({ id: order!.receipt, status: 'held', provider: 'razorpay' });
  });

  it('validates a Checkout payment signed with the key secret', async () => {
    const hotel = await insertHotel(t.app);
    const intent = await createIntent(t.app, hotel.id, stay(10, 1));
    const response = await postValidate(t.app, checkoutPayment(intent.orderId, 'pay_Real0000000001'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'confirmed', razorpay_payment_id: 'pay_Real0000000001' });
  });

  it('refuses the simulated checkout with 404', async () => {
    const hotel = await insertHotel(t.app);
    const intent = await createIntent(t.app, hotel.id, stay(12, 1));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/pay',
      payload: { orderId: intent.orderId, method: 'upi', upiId: 'success@razorpay' },
    });
    expect(response.statusCode).toBe(404);
    expect(await orderRow(t.database.db, intent.orderId)).toMatchObject({ status: 'held' });
  });

  it('the reconciler asks Razorpay about lapsed holds: paid ones become bookings, the rest expire', async () => {
    const hotel = await insertHotel(t.app);
    const paid = await createIntent(t.app, hotel.id, stay(20, 1));
    const unpaid = await createIntent(t.app, hotel.id, stay(22, 1));
    const failedOnly = await createIntent(t.app, hotel.id, stay(24, 1));
    payments.set(paid.orderId, [
      { id: 'pay_Failed000000001', status: 'failed', amount: paid.amount, order_id: paid.orderId },
      { id: 'pay_Captured0000001', status: 'captured', amount: paid.amount, order_id: paid.orderId },
    ]);
    payments.set(failedOnly.orderId, [
      { id: 'pay_Failed000000002', status: 'failed', amount: failedOnly.amount, order_id: failedOnly.orderId },
    ]);
    for (const intent of [paid, unpaid, failedOnly]) await lapseHold(t.app, intent.orderId);

    const report = await reconcileOrders(t.app.deps);
    expect(report).toMatchObject({ confirmed: 1, expired: 2, unreachable: 0 });
    expect(await orderRow(t.database.db, paid.orderId)).toMatchObject({ status: 'confirmed', razorpayPaymentId: 'pay_Captured0000001' });
    expect(await orderRow(t.database.db, unpaid.orderId)).toMatchObject({ status: 'expired' });
    expect(await orderRow(t.database.db, failedOnly.orderId)).toMatchObject({ status: 'expired' });

    // A payment that lands after the hold expired is still found within the look-back window.
    payments.set(unpaid.orderId, [{ id: 'pay_Late0000000001', status: 'captured', amount: unpaid.amount, order_id: unpaid.orderId }]);
    expect((await reconcileOrders(t.app.deps)).confirmed).toBe(1);
    expect(await orderRow(t.database.db, unpaid.orderId)).toMatchObject({ status: 'confirmed' });
  });

  it('keeps a hold when Razorpay cannot be reached, and tries again next time', async () => {
    const hotel = await insertHotel(t.app);
    const intent = await createIntent(t.app, hotel.id, stay(30, 1));
    await lapseHold(t.app, intent.orderId);
    mode.paymentsFail = true;
    expect((await reconcileOrders(t.app.deps)).unreachable).toBeGreaterThanOrEqual(1);
    expect(await orderRow(t.database.db, intent.orderId)).toMatchObject({ status: 'held' });
    mode.paymentsFail = false;
    await reconcileOrders(t.app.deps);
    expect(await orderRow(t.database.db, intent.orderId)).toMatchObject({ status: 'expired' });
  });

  it('answers 502 when Razorpay refuses the order, and frees the nights', async () => {
    const hotel = await insertHotel(t.app);
    mode.ordersFail = true;
    const response = await postIntent(t.app, hotel.id, stay(40, 2));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'Could not start the payment. Please try again.' });
    mode.ordersFail = false;
    expect((await postIntent(t.app, hotel.id, stay(40, 2))).statusCode).toBe(201);
  });

  it('answers 503 on the webhook while RAZORPAY_WEBHOOK_SECRET is unset', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(503);
  });

  it("lets pages load Razorpay Checkout's script and payment frame (CSP)", async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/api/config' })).headers['content-security-policy']);
    expect(cspOrigins(csp, 'script-src')).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(csp).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com');
  });

  it('GET /api/config names the provider and the public key id only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({ paymentProvider: 'razorpay', razorpayKeyId: KEY_ID });
    expect(response.body).not.toContain(KEY_SECRET);
  });
});

describe('payment configuration', () => {
  it('refuses to start razorpay without both keys', () => {
    expect(() =>
      loadConfig({ DATA_DIR: t.config.dataDir, JWT_SECRET: 'x'.repeat(32), PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: KEY_ID }),
    ).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/);
  });

  it('the simulated provider signs with RAZORPAY_KEY_SECRET when set, else with a secret kept in DATA_DIR', () => {
    const base = { DATA_DIR: t.config.dataDir, JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...base, RAZORPAY_KEY_SECRET: 'given' }).payments).toMatchObject({ provider: 'simulated', keySecret: 'given' });
    const generated = loadConfig(base).payments.keySecret;
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(base).payments.keySecret).toBe(generated);
  });
});

describe('Razorpay payment links', () => {
  it('creates a link through the SDK with the amount, expiry, reference and callback, and reads it back', async () => {
    const { provider } = await t.app.deps.payments.current();
    const expiresAt = new Date('2026-12-10T18:30:00Z');
    const link = await provider.createPaymentLink({
      amountPaise: 1_234_500,
      currency: 'INR',
      expiresAt,
      reference: 'HN-ABC123-balance',
      description: 'Balance of your stay',
      customer: { name: 'Meera Iyer', email: 'meera@example.com', contact: '+919800000000' },
      callbackUrl: 'https://stay.example/payment-link-paid',
      notes: { bookingId: 'b-1' },
    });
    expect(linkRequests.at(-1)).toEqual({
      amount: 1_234_500,
      currency: 'INR',
      accept_partial: false,
      expire_by: Math.floor(expiresAt.getTime() / 1000),
      reference_id: 'HN-ABC123-balance',
      description: 'Balance of your stay',
      customer: { name: 'Meera Iyer', email: 'meera@example.com', contact: '+919800000000' },
      notify: { sms: false, email: false },
      reminder_enable: false,
      notes: { bookingId: 'b-1' },
      callback_url: 'https://stay.example/payment-link-paid',
      callback_method: 'get',
    });
    expect(link).toMatchObject({
      id: expect.stringMatching(/^plink_/),
      url: expect.stringMatching(/^https:\/\/rzp\.io\//),
      status: 'created',
      amount: 1_234_500,
    });

    const stored = links.get(link.id)!;
    Object.assign(stored, {
      status: 'paid',
      amount_paid: 1_234_500,
      payments: [{ payment_id: 'pay_Link0000000001', amount: 1_234_500, status: 'captured' }],
    });
    expect(await provider.fetchPaymentLink(link.id)).toEqual({
      id: link.id,
      url: link.url,
      status: 'paid',
      amount: 1_234_500,
      amountPaid: 1_234_500,
      reference: 'HN-ABC123-balance',
      payments: [{ id: 'pay_Link0000000001', amount: 1_234_500, status: 'captured' }],
    });
    // Razorpay refuses to cancel a paid link: the answer is its state.
    expect((await provider.cancelPaymentLink(link.id)).status).toBe('paid');
  });

  it('cancels an unpaid link', async () => {
    const { provider } = await t.app.deps.payments.current();
    const link = await provider.createPaymentLink({
      amountPaise: 50_000,
      currency: 'INR',
      expiresAt: new Date('2026-12-10T18:30:00Z'),
      reference: 'HN-ABC124-balance',
      description: 'Balance',
      customer: { name: 'A B', email: 'a@example.com', contact: null },
      callbackUrl: 'https://stay.example/payment-link-paid',
      notes: {},
    });
    expect(linkRequests.at(-1)?.customer).toEqual({ name: 'A B', email: 'a@example.com' });
    expect(await provider.cancelPaymentLink(link.id)).toMatchObject({ id: link.id, status: 'cancelled' });
  });
});
