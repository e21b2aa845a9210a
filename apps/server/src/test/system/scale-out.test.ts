/**
 * Scale-out: two real server processes on one PostgreSQL database, with the same secrets, one
 * uploads directory and (when TEST_REDIS_URL is set) one Redis. They start together on an empty
 * database (migrations and demo seeding must happen once), share sessions, see each other's
 * bookings and images, and 50 guests racing for the same nights across both get exactly one hold.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOTELS } from '../../db/seed/data';
import { paymentSignature } from '../../modules/bookings/providers/signature';
import { stay } from '../../modules/bookings/test-fixtures';
import { createScratchDatabase } from '../scratch-database';
import { call, sharedSecrets, signInCookie, startServer, type ServerProcess } from './server-process';

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) console.log('Skipped the scale-out test: it needs PostgreSQL and TEST_DATABASE_URL is not set.');
if (baseUrl && !process.env.TEST_REDIS_URL) console.log('Scale-out test without TEST_REDIS_URL: rate limits stay per instance.');

const ADMIN = { ADMIN_EMAIL: 'owner@scale.example', ADMIN_PASSWORD: 'scale-admin-1' };

describe.skipIf(!baseUrl)('two instances on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let secrets: Record<string, string>;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const database = await createScratchDatabase(baseUrl!, 'scale');
    cleanups.push(database.drop);
    // One DATA_DIR stands for a shared uploads directory (NFS); nothing else is read from it because
    // every secret is configured.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hillnest-scale-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    secrets = sharedSecrets();
    const env = {
      ...secrets,
      ...ADMIN,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '8',
      SEED_DEMO: '1',
      // Redis is shared by every run on this machine and all come from 127.0.0.1: a per-IP cap would
      // make repeated runs flaky. The per-account count below is what this test checks.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      // Likewise the 50 racing payment-intents below come from one address and one e-mail.
      PAYMENT_RATE_LIMIT_PER_IP: '100000',
      MAX_HOLDS_PER_CLIENT: '100000',
      MAX_HELD_NIGHTS_PER_PROPERTY: '100000',
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    };
    // Started together on the empty database: both migrate and both try to seed.
    const started = await Promise.allSettled([startServer(env, 180_000), startServer(env, 180_000)]);
    for (const result of started) if (result.status === 'fulfilled') cleanups.push(result.value.kill);
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    [a, b] = started.map((r) => (r as PromiseFulfilledResult<ServerProcess>).value) as [ServerProcess, ServerProcess];
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('starting together, they migrate and seed the demo catalogue once, and serve each other’s images', async () => {
    const cookie = await signInCookie(a.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const listed = await call(b.url, 'GET', '/api/hotels/search?page=1', undefined, { cookie });
    expect(listed.status).toBe(200);
    expect(listed.json.pagination.total).toBe(DEMO_HOTELS.length);
    const image = listed.json.data[0].imageUrls[0] as string;
    for (const server of [a, b]) expect((await fetch(server.url + image)).status, `${image} on ${server.url}`).toBe(200);
  });

  it('a session made on one instance works on the other', async () => {
    const email = `guest-${randomBytes(4).toString('hex')}@scale.example`;
    const registered = await call(a.url, 'POST', '/api/users/register', {
      firstName: 'Asha',
      lastName: 'Rao',
      email,
      password: 'password1',
      confirmPassword: 'password1',
    });
    expect(registered.status).toBe(201);
    const cookie = await signInCookie(a.url, email, 'password1');
    const me = await call(b.url, 'GET', '/api/users/me', undefined, { cookie });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email });
  });

  it('signing out on one instance ends the session on the other within seconds', async () => {
    const email = `leaver-${randomBytes(4).toString('hex')}@scale.example`;
    const registered = await call(a.url, 'POST', '/api/users/register', {
      firstName: 'Asha',
      lastName: 'Rao',
      email,
      password: 'password1',
      confirmPassword: 'password1',
    });
    expect(registered.status).toBe(201);
    const cookie = await signInCookie(a.url, email, 'password1');
    expect((await call(b.url, 'GET', '/api/users/me', undefined, { cookie })).status).toBe(200);
    expect((await call(a.url, 'POST', '/api/auth/logout', undefined, { cookie })).status).toBe(200);
    expect((await call(a.url, 'GET', '/api/users/me', undefined, { cookie })).status).toBe(401);
    // B trusts the session version it read for at most SESSION_VERSION_CACHE_MS (5 s).
    const deadline = Date.now() + 10_000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await call(b.url, 'GET', '/api/users/me', undefined, { cookie })).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(401);
  });

  it('a booking made on one instance is read on the other', async () => {
    const hotels = (await call(a.url, 'GET', '/api/hotels/search?page=1')).json.data as { _id: string }[];
    const hotelId = hotels[0]!._id;
    const email = `booker-${randomBytes(4).toString('hex')}@scale.example`;
    await call(b.url, 'POST', '/api/users/register', {
      firstName: 'Ravi',
      lastName: 'Nair',
      email,
      password: 'password1',
      confirmPassword: 'password1',
    });
    const cookie = await signInCookie(b.url, email, 'password1');

    const intent = await call(a.url, 'POST', `/api/hotels/${hotelId}/bookings/payment-intent`, stay(20, 2), { cookie });
    expect(intent.status).toBe(201);
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    const orderId = intent.json.orderId as string;
    // Validated on the other instance: it checks the signature with the shared key secret.
    const validated = await call(b.url, 'POST', '/api/hotels/order/validate', {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(secrets.RAZORPAY_KEY_SECRET!, orderId, paymentId),
    });
    expect(validated.status).toBe(200);

    const mine = await call(b.url, 'POST', '/api/hotels/getUserBookings', {}, { cookie });
    expect(mine.status).toBe(200);
    expect(mine.json.data).toEqual([expect.objectContaining({ razorpay_order_id: orderId, status: 'confirmed', hotelId })]);
    const admin = await signInCookie(b.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const all = await call(a.url, 'POST', '/api/hotels/getAllBookings', {}, { cookie: admin });
    expect(all.json.data.map((booking: { razorpay_order_id: string }) => booking.razorpay_order_id)).toContain(orderId);
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('wrong passwords count on both instances together (Redis)', async () => {
    const email = `target-${randomBytes(4).toString('hex')}@scale.example`;
    const attempt = (server: ServerProcess) => call(server.url, 'POST', '/api/auth/login', { email, password: 'wrong-password' });
    // Five failures spread over both instances use up the account's allowance from this address…
    const failures = [];
    for (let i = 0; i < 5; i += 1) failures.push((await attempt(i % 2 === 0 ? a : b)).status);
    expect(failures).toEqual([400, 400, 400, 400, 400]);
    // …so both instances now make the next guess wait.
    for (const server of [a, b]) {
      const blocked = await attempt(server);
      expect(blocked.status).toBe(429);
      expect(blocked.json.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    }
  });

  it('50 payment-intents for the same nights across both instances: exactly one wins', async () => {
    const hotels = (await call(a.url, 'GET', '/api/hotels/search?page=1')).json.data as { _id: string }[];
    const hotelId = hotels[1]!._id;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(
          i % 2 === 0 ? a.url : b.url,
          'POST',
          `/api/hotels/${hotelId}/bookings/payment-intent`,
          stay(40, 3, { phoneNumber: `+91 98100 ${String(i).padStart(5, '0')}` }),
        ),
      ),
    );
    const statuses = responses.map((r) => r.status);
    const counts = statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
    console.log(`[scale-out] 50 racing payment-intents over 2 instances: ${JSON.stringify(counts)}`);
    expect(statuses.filter((s) => s >= 200 && s < 300)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const availability = await call(b.url, 'GET', `/api/hotels/${hotelId}/availability`);
    expect(availability.json.takenNights).toHaveLength(3);
  });
});
