import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { createMemoryCounterStore, createRedisCounterStore, type CounterStore } from '../../lib/counters';
import { createTestApp, registerUser, type TestApp } from '../../test/harness';
import { createAuthThrottle } from './throttle';

const login = (t: TestApp, email: string, password: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('sign-in throttling through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '12', AUTH_SLOWDOWN_MAX_MS: '0' } });
  });
  afterAll(() => t?.close());

  it('makes one address wait after five wrong passwords, while the owner elsewhere still signs in', async () => {
    const { email } = await registerUser(t.app, { password: 'the-right-one' });
    for (let i = 0; i < 5; i++) expect((await login(t, email, 'wrong-guess')).statusCode).toBe(400);
    const blocked = await login(t, email, 'the-right-one');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ (minutes?|seconds?)\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    const owner = await login(t, email, 'the-right-one', '198.51.100.20');
    expect(owner.statusCode).toBe(200);
  });

  // 56 sign-ins, each hashing a password: slow on a busy machine.
  it('wrong passwords from eleven addresses never lock the owner out; the owner is e-mailed once', { timeout: 180_000 }, async () => {
    const { email } = await registerUser(t.app, { password: 'the-right-one' });
    for (let address = 1; address <= 11; address++)
      for (let i = 0; i < 5; i++) expect((await login(t, email, 'wrong-guess', `203.0.113.${100 + address}`)).statusCode).toBe(400);
    expect((await login(t, email, 'the-right-one', '198.51.100.21')).statusCode).toBe(200);
    const alerts = await t.database.db
      .select({ text: outboxMessages.text })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, 'sign_in_alert')));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain(`There were 10 sign-in attempts with a wrong password for your Hillnest account ${email}`);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const { email } = await registerUser(t.app, { password: 'the-right-one' });
    for (let i = 1; i <= 5; i++) expect((await login(t, email, 'wrong-guess', `2001:db8:7:7::${i}`)).statusCode).toBe(400);
    expect((await login(t, email, 'the-right-one', '2001:db8:7:7:ffff::1')).statusCode).toBe(429);
    expect((await login(t, email, 'the-right-one', '2001:db8:7:8::1')).statusCode).toBe(200);
  });

  it('limits all attempts from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await login(t, `nobody${i}@example.com`, 'whatever1', '192.0.2.99')).statusCode);
    expect(statuses.slice(0, 12).every((s) => s === 400)).toBe(true);
    expect(statuses[12]).toBe(429);
  });
});

function throttleContract(name: string, makeStore: () => CounterStore | undefined) {
  describe(`throttle on ${name}`, () => {
    let store: CounterStore | undefined;
    beforeAll(() => {
      store = makeStore();
    });
    afterAll(() => store?.close());

    it('cools an account down per address, forgets after a success, and slows the account down rather than refusing it', async (context) => {
      if (!store) return context.skip();
      const delays: number[] = [];
      const throttle = createAuthThrottle(store, { perIp: 100, perAccountAndIp: 2, slowAfter: 4, maxDelayMs: 1_000 }, async (ms) =>
        delays.push(ms),
      );
      const email = `t-${Math.random().toString(36).slice(2)}@example.com`;
      await throttle.attempt('10.0.0.1', email);
      await throttle.failed('10.0.0.1', email);
      await throttle.succeeded('10.0.0.1', email);
      await throttle.failed('10.0.0.1', email);
      await throttle.attempt('10.0.0.1', email); // one failure since the success: still allowed
      await throttle.failed('10.0.0.1', email);
      await expect(throttle.attempt('10.0.0.1', email)).rejects.toMatchObject({ statusCode: 429 });
      await throttle.attempt('10.0.0.2', email); // another address: 3 failures in all, under the 4 that slow down
      expect(delays).toEqual([]);
      expect(await throttle.failed('10.0.0.2', email)).toBe(4);
      // From here every attempt on the account, from anywhere, is answered later and later: never refused.
      for (const address of ['10.0.0.3', '10.0.0.4', '10.0.0.5', '10.0.0.6']) {
        await throttle.attempt(address, email);
        await throttle.failed(address, email);
      }
      expect(delays).toEqual([250, 500, 1_000, 1_000]);
    });

    it('opens again when the window ends', async (context) => {
      if (!store) return context.skip();
      const key = `window-${Math.random()}`;
      expect((await store.increment(key, 150)).count).toBe(1);
      expect((await store.increment(key, 150)).count).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await store.peek(key)).count).toBe(0);
      expect((await store.increment(key, 150)).count).toBe(1);
    });
  });
}

throttleContract('memory', () => createMemoryCounterStore());
throttleContract('Redis', () => {
  if (!process.env.TEST_REDIS_URL) {
    console.log('TEST_REDIS_URL is not set: the Redis counter store is not tested');
    return undefined;
  }
  return createRedisCounterStore(process.env.TEST_REDIS_URL, `hillnest-test-${process.pid}:`);
});
