/**
 * Passwords, session tokens, key secrets and card data never appear in a log line or in a response
 * body. The app logs at trace level with its production logger settings into a capturing stream
 * while sign-up, sign-in, booking, payment and password-change flows (and a failing query) run.
 */
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_TEST_INPUTS } from '@hillnest/domain';
import { users } from '../../db/schema';
import { createIntent, insertHotel, stay } from '../../modules/bookings/test-fixtures';
import { ADMIN, createTestApp, type TestApp } from '../harness';
import { WEBHOOK_SECRET } from './routes';

const PASSWORD = 'Correct-Horse-Battery-9';
const WRONG_PASSWORD = 'Tr0ub4dor-and-3';
const NEW_PASSWORD = 'Fresh-Staple-Lantern-5';
const KEY_SECRET = 'simulated-key-secret-never-logged-42';
const SETTINGS_KEY = 'settings-encryption-key-never-logged-0123456789';
const FAILING_QUERY_VALUE = 'secret-bound-value-77';
const STORED_KEY_SECRET = 'stored-razorpay-key-secret-never-logged-5';
const STORED_WEBHOOK_SECRET = 'stored-webhook-secret-never-logged-6';
const SMTP_PASSWORD = 'stored-smtp-password-never-logged-7';
const CARD = '4111 1111 1111 1111';
const FAILING_CARD = SIMULATED_TEST_INPUTS.cardFailure;

const logLines: string[] = [];
const bodies: string[] = [];
const tokens = new Set<string>();
let sessionsIssued = 0;
let t: TestApp;

async function call(request: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await t.app.inject(request);
  bodies.push(response.body);
  for (const cookie of response.cookies)
    if (cookie.name === 'auth_token' && cookie.value) {
      sessionsIssued += 1;
      tokens.add(cookie.value);
    }
  return response;
}

const cookieOf = (response: LightMyRequestResponse) => `auth_token=${response.cookies.find((c) => c.name === 'auth_token')!.value}`;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      LOG_LEVEL: 'trace',
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SETTINGS_ENCRYPTION_KEY: SETTINGS_KEY,
      // "Check connection" reaches no Razorpay: its failure is what is logged.
      RAZORPAY_API_URL: 'http://127.0.0.1:1',
    },
    logStream: { write: (line) => void logLines.push(line) },
    beforeReady: (app) =>
      // A query that fails with a value bound to it: the error log must not carry the value.
      void app.get('/api/test/failing-query', { config: { access: 'public' } }, async () =>
        app.db.execute(sql`select * from no_such_table where secret = ${FAILING_QUERY_VALUE}`),
      ),
  });

  // Sign-up, sign-in (right and wrong), who-am-I, sign-out.
  const email = 'secret-keeper@example.com';
  const register = await call({
    method: 'POST',
    url: '/api/users/register',
    payload: { firstName: 'Kavya', lastName: 'Menon', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  const cookie = cookieOf(register);
  await call({ method: 'POST', url: '/api/auth/login', payload: { email, password: WRONG_PASSWORD } });
  const login = await call({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  await call({
    method: 'GET',
    url: '/api/auth/validate-token',
    headers: { cookie: cookieOf(login), authorization: `Bearer ${cookieOf(login).slice(11)}` },
  });
  await call({ method: 'GET', url: '/api/users/me', headers: { cookie } });
  const admin = await call({ method: 'POST', url: '/api/auth/login', payload: ADMIN });

  // A booking paid by card: one refused card, then a good one; validation; both booking lists.
  const hotel = await insertHotel(t.app);
  const intent = await createIntent(t.app, hotel.id, stay(12, 2), cookie);
  const card = (cardNumber: string) => ({ orderId: intent.orderId, method: 'card', cardNumber, cardExpiry: '12/30', cardCvv: '739' });
  await call({ method: 'POST', url: '/api/payments/simulated/pay', payload: card(FAILING_CARD) });
  const paid = await call({ method: 'POST', url: '/api/payments/simulated/pay', payload: card(CARD) });
  await call({ method: 'POST', url: '/api/hotels/order/validate', payload: paid.json() });
  await call({ method: 'POST', url: '/api/hotels/getUserBookings', headers: { cookie } });
  await call({ method: 'POST', url: '/api/hotels/getAllBookings', headers: { cookie: cookieOf(admin) }, payload: {} });

  // The settings pages, read and saved by the administrator.
  const adminCookie = { cookie: cookieOf(admin) };
  for (const page of ['business', 'guests'] as const) {
    const shown = await call({ method: 'GET', url: `/api/admin/settings/${page}`, headers: adminCookie });
    await call({ method: 'PUT', url: `/api/admin/settings/${page}`, headers: adminCookie, payload: shown.json().values });
  }
  await call({ method: 'GET', url: '/api/admin/settings/activity', headers: adminCookie });

  // The secrets of Settings → Payments and E-mail: saved, read back, checked (Razorpay and the SMTP
  // server unreachable: the failures are logged and answered).
  const payments = {
    provider: 'simulated',
    keyId: 'rzp_test_Secrets0001',
    keySecret: STORED_KEY_SECRET,
    webhookSecret: STORED_WEBHOOK_SECRET,
  };
  await call({ method: 'PUT', url: '/api/admin/settings/payments', headers: adminCookie, payload: payments });
  await call({ method: 'GET', url: '/api/admin/settings/payments', headers: adminCookie });
  await call({
    method: 'POST',
    url: '/api/admin/settings/payments/check',
    headers: adminCookie,
    payload: { keyId: payments.keyId, keySecret: '' },
  });
  await call({ method: 'PUT', url: '/api/admin/settings/payments', headers: adminCookie, payload: { ...payments, provider: 'razorpay' } });
  const smtpSettings = { host: '127.0.0.1', port: 1, security: 'none', user: 'mailer', smtpPassword: SMTP_PASSWORD, from: '' };
  await call({ method: 'PUT', url: '/api/admin/settings/email', headers: adminCookie, payload: smtpSettings });
  await call({ method: 'GET', url: '/api/admin/settings/email', headers: adminCookie });
  await call({
    method: 'POST',
    url: '/api/admin/settings/email/test',
    headers: adminCookie,
    payload: { ...smtpSettings, smtpPassword: '' },
  });
  await call({ method: 'GET', url: '/api/admin/settings/activity', headers: adminCookie });
  await call({ method: 'GET', url: '/api/config' });

  // A password change: first with a wrong current password, then right (it ends the other sessions).
  const change = (currentPassword: string) => ({
    method: 'POST' as const,
    url: '/api/auth/change-password',
    headers: { cookie: cookieOf(login) },
    payload: { currentPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  });
  expect((await call(change(WRONG_PASSWORD))).statusCode).toBe(400);
  expect((await call(change(PASSWORD))).statusCode).toBe(200);

  // A webhook, a failing query, and a bad request.
  const event = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: 'pay_X1', order_id: intent.orderId, amount: 1 } } },
  });
  await call({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    payload: event,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(event).digest('hex'),
    },
  });
  const failing = await call({ method: 'GET', url: '/api/test/failing-query' });
  expect(failing.statusCode).toBe(500);
  await call({ method: 'POST', url: '/api/users/register', payload: { email, password: PASSWORD, confirmPassword: 'other' } });
});
afterAll(() => t?.close());

describe('secrets', () => {
  it('captured the flows (the test is not vacuous)', () => {
    expect(logLines.length).toBeGreaterThan(30);
    // Sign-up, sign-in and the admin's sign-in each issue a session; the first two may be the same
    // token when they fall in the same second (same user, same issued-at).
    expect(sessionsIssued).toBeGreaterThanOrEqual(3);
    expect(tokens.size).toBeGreaterThanOrEqual(2);
    expect(logLines.some((line) => line.includes('"level":50') && line.includes('request failed'))).toBe(true);
    expect(logLines.some((line) => line.includes('no_such_table'))).toBe(true);
    // The failed checks of Settings → Payments and E-mail were logged (with what went wrong).
    expect(logLines.some((line) => line.includes('Razorpay connection check failed'))).toBe(true);
    expect(logLines.some((line) => line.includes('test e-mail failed'))).toBe(true);
  });

  it('never writes a password, token, key secret, password hash or card number', async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'secret-keeper@example.com'));
    const secrets: Record<string, string> = {
      password: PASSWORD,
      'wrong password': WRONG_PASSWORD,
      'new password': NEW_PASSWORD,
      'admin password': ADMIN.password,
      'password hash': user!.passwordHash,
      'JWT secret': t.config.jwtSecret,
      'payment key secret': KEY_SECRET,
      'webhook secret': WEBHOOK_SECRET,
      'settings encryption key': SETTINGS_KEY,
      'stored payment key secret': STORED_KEY_SECRET,
      'stored webhook secret': STORED_WEBHOOK_SECRET,
      'stored SMTP password': SMTP_PASSWORD,
      'bound query value': FAILING_QUERY_VALUE,
      'card number': CARD,
      'card digits': CARD.replace(/ /g, ''),
      'failing card digits': FAILING_CARD.replace(/ /g, ''),
    };
    for (const [index, token] of [...tokens].entries()) {
      secrets[`session token ${index}`] = token;
      // The signature alone identifies a token as well as the whole.
      secrets[`session token ${index} signature`] = token.split('.')[2]!;
    }
    const log = logLines.join('');
    const responses = bodies.join('\n');
    const leaks: string[] = [];
    for (const [name, secret] of Object.entries(secrets)) {
      if (log.includes(secret)) leaks.push(`log: ${name}`);
      if (responses.includes(secret)) leaks.push(`response: ${name}`);
    }
    for (const key of [
      '"cardNumber"',
      '"cardCvv"',
      '"password"',
      '"passwordHash"',
      '"password_hash"',
      '"confirmPassword"',
      '"currentPassword"',
      '"newPassword"',
    ]) {
      if (log.includes(key)) leaks.push(`log: key ${key}`);
      if (responses.includes(key)) leaks.push(`response: key ${key}`);
    }
    expect(leaks).toEqual([]);
  });

  it('leaves headers that carry credentials out of the request log', () => {
    const requestLines = logLines.filter((line) => line.includes('"req"'));
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) {
      expect(line).not.toMatch(/"cookie"|"authorization"|"set-cookie"/i);
    }
  });
});
