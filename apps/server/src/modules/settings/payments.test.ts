/**
 * Settings → Payments against a stand-in for Razorpay's API on a local port (the SDK is pointed at it
 * with RAZORPAY_API_URL): keys sealed at rest and never answered back, "Check connection", the switch
 * to Razorpay refused until the keys passed it, and the payments in force following the setting.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema';
import { createTestApp, signInAdmin, type TestApp } from '../../test/harness';
import { cspOrigins } from '../../test/csp';
import { insertHotel, postIntent, stay } from '../bookings/test-fixtures';
import { checkPaymentsConnection } from './payments';
import { paymentsReadiness } from './readiness';

const KEY_ID = 'rzp_test_Standin12345';
const KEY_SECRET = 'standin-key-secret-9b7Q';
const WEBHOOK_SECRET = 'standin-webhook-secret-4k2Z';

let razorpay: FastifyInstance;
let address: string;
let t: TestApp;
let admin: string;
const mode = { hang: false };
const ordersCreated: unknown[] = [];

beforeAll(async () => {
  razorpay = Fastify();
  const authorized = (header: string | undefined) => header === `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
  razorpay.get('/v1/orders', async (request, reply) => {
    if (mode.hang) return new Promise(() => {});
    if (!authorized(request.headers.authorization))
      return reply.status(401).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    return { entity: 'collection', count: 0, items: [] };
  });
  razorpay.post<{ Body: { amount: number } }>('/v1/orders', async (request, reply) => {
    if (!authorized(request.headers.authorization)) return reply.status(401).send({});
    ordersCreated.push(request.body);
    return {
      id: `order_Standin${String(ordersCreated.length).padStart(7, '0')}`,
      entity: 'order',
      amount: request.body.amount,
      status: 'created',
    };
  });
  address = await razorpay.listen({ port: 0, host: '127.0.0.1' });
  t = await createTestApp({ env: { RAZORPAY_API_URL: address } });
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
  await razorpay?.close();
});
beforeEach(() => {
  mode.hang = false;
});

const page = () => t.app.inject({ method: 'GET', url: '/api/admin/settings/payments', headers: { cookie: admin } });
const save = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings/payments', headers: { cookie: admin }, payload });
const check = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/settings/payments/check', headers: { cookie: admin }, payload });
const keys = { provider: 'simulated', keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET };

describe('Settings → Payments', () => {
  it('a new site is simulated, with no keys, and shows the webhook address of the public address', async () => {
    const answer = (await page()).json();
    expect(answer).toMatchObject({
      values: { provider: 'simulated', keyId: '', keySecret: '', webhookSecret: '' },
      secrets: { keySecret: 'not set', webhookSecret: 'not set' },
      connection: null,
      lockedByEnvironment: [],
    });
    expect(answer.webhookUrl).toBe('http://localhost:80/api/payments/razorpay/webhook');
    const site = { publicUrl: 'https://stay.example.com/', bookingEngineUrl: '', testModeNotice: 'Test mode.' };
    await t.app.inject({ method: 'PUT', url: '/api/admin/settings/site', headers: { cookie: admin }, payload: site });
    expect((await page()).json().webhookUrl).toBe('https://stay.example.com/api/payments/razorpay/webhook');
  });

  it('keeps the keys sealed at rest, never answers them back, and an empty field keeps the stored one', async () => {
    const saved = await save(keys);
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(KEY_SECRET);
    expect(saved.json()).toMatchObject({
      values: { keyId: KEY_ID, keySecret: '', webhookSecret: '' },
      secrets: { keySecret: 'set, ending in …7Q', webhookSecret: 'set, ending in …2Z' },
    });
    const rows = await t.database.db.select().from(settings).where(eq(settings.key, 'payments.keySecret'));
    expect(rows[0]!.value).toMatch(/^v1\./);
    expect(JSON.stringify(await t.database.db.select().from(settings))).not.toContain(KEY_SECRET);

    expect((await save({ ...keys, keySecret: '', webhookSecret: '' })).json().secrets.keySecret).toBe('set, ending in …7Q');
  });

  it('refuses Razorpay until "Check connection" passed with these keys, then takes payments through it', async () => {
    await save(keys);
    const refused = await save({ ...keys, provider: 'razorpay', keySecret: '' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Razorpay has not accepted these keys yet: use "Check connection" with them before switching to Razorpay.',
    );

    const wrong = await check({ keyId: KEY_ID, keySecret: 'not-the-secret' });
    expect(wrong.json()).toEqual({ ok: false, message: 'Razorpay refused these keys: check the key id and the key secret.' });
    expect((await page()).json().connection).toBeNull();

    // An empty secret: the stored one.
    const right = await check({ keyId: KEY_ID, keySecret: '' });
    expect(right.json()).toEqual({ ok: true, message: `Connected: Razorpay accepted the keys of ${KEY_ID}.` });
    expect((await page()).json().connection).toMatchObject({ keyId: KEY_ID });
    expect(await paymentsReadiness(t.app.deps)).toEqual({ provider: 'simulated', connectionCheckedOk: true, webhookReceivedAt: null });

    const switched = await save({ ...keys, provider: 'razorpay', keySecret: '', webhookSecret: '' });
    expect(switched.statusCode).toBe(200);
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config).toMatchObject({ paymentProvider: 'razorpay', razorpayKeyId: KEY_ID });
    // Razorpay Checkout is allowed by the pages' policy from now on.
    expect(
      cspOrigins((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'], 'script-src'),
    ).toContain('https://checkout.razorpay.com');

    const hotel = await insertHotel(t.app);
    const intent = await postIntent(t.app, hotel.id, stay(30, 2));
    expect(intent.statusCode).toBe(201);
    expect(intent.json()).toMatchObject({ provider: 'razorpay', keyId: KEY_ID });
    expect(ordersCreated).toHaveLength(1);

    // A webhook signed with the stored webhook secret: Razorpay reaches the site.
    const event = JSON.stringify({ event: 'payment.authorized', payload: {} });
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      payload: event,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(event).digest('hex'),
      },
    });
    expect(webhook.statusCode).toBe(200);
    expect((await paymentsReadiness(t.app.deps)).webhookReceivedAt).not.toBeNull();
  });

  it('new keys lose the check: refused while Razorpay is on, accepted back on simulated', async () => {
    const refused = await save({ ...keys, provider: 'razorpay', keySecret: 'another-secret-00' });
    expect(refused.statusCode).toBe(409);
    const simulated = await save({ ...keys, provider: 'simulated', keySecret: 'another-secret-00' });
    expect(simulated.statusCode).toBe(200);
    expect(simulated.json()).toMatchObject({ connection: null, secrets: { keySecret: 'set, ending in …00' } });
    expect(await paymentsReadiness(t.app.deps)).toEqual({ provider: 'simulated', connectionCheckedOk: false, webhookReceivedAt: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().paymentProvider).toBe('simulated');
  });

  it('says plainly when Razorpay cannot be reached or does not answer in time', async () => {
    const deps = (apiUrl: string) => ({ ...t.app.deps, config: { ...t.config, payments: { ...t.config.payments, apiUrl } } });
    const unreachable = await checkPaymentsConnection(deps('http://127.0.0.1:1'), { keyId: KEY_ID, keySecret: KEY_SECRET }, 'x');
    expect(unreachable).toEqual({ ok: false, message: 'Could not reach Razorpay: check that this server can connect to the internet.' });

    mode.hang = true;
    const slow = await checkPaymentsConnection(deps(address), { keyId: KEY_ID, keySecret: KEY_SECRET }, 'x', 200);
    expect(slow).toEqual({ ok: false, message: 'Razorpay did not answer within 0.2 seconds: try again in a moment.' });
  });

  it('refuses a key id that is not one, naming the field', async () => {
    const bad = await save({ ...keys, keyId: 'my key' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('keyId must be a Razorpay key id');
  });
});

describe('payments an environment variable sets', () => {
  it('are locked, and a switch away from them is refused', async () => {
    const pinned = await createTestApp({ env: { PAYMENT_PROVIDER: 'simulated', RAZORPAY_KEY_SECRET: 'env-secret-value-77' } });
    try {
      const cookie = await signInAdmin(pinned.app);
      const answer = await pinned.app.inject({ method: 'GET', url: '/api/admin/settings/payments', headers: { cookie } });
      expect(answer.json()).toMatchObject({ lockedByEnvironment: ['provider', 'keySecret'], secrets: { keySecret: 'set, ending in …77' } });
      expect(answer.body).not.toContain('env-secret-value-77');
      const refused = await pinned.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/payments',
        headers: { cookie },
        payload: { ...keys, provider: 'razorpay', keySecret: '' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe("provider is set by the server's environment (PAYMENT_PROVIDER): change it there, not here.");
    } finally {
      await pinned.close();
    }
  });
});
