/**
 * Going live (issue 13), on the real server started as a child process: the first start without
 * ADMIN_PASSWORD, the start-up log in test mode, SITE_MODE=live refusing every demo default in one
 * message, a live start (Secure cookies, HSTS, no demo data), and an administrator e-mail someone
 * registered first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, runServerToExit, signInCookie, startServer } from './server-process';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hillnest-golive-'));
  dirs.push(dir);
  return dir;
};

/** Everything a live shop needs, with fake Razorpay keys (nothing calls Razorpay in these tests). */
const LIVE = {
  SITE_MODE: 'live',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_0000000000',
  RAZORPAY_KEY_SECRET: 'live-key-secret-0123456789abcdef',
  RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret-0123456789',
  JWT_SECRET: 'j'.repeat(48),
  SETTINGS_ENCRYPTION_KEY: 's'.repeat(48),
  COOKIE_SECURE: 'true',
  ADMIN_EMAIL: 'owner@golive.example',
  ADMIN_PASSWORD: 'a-long-owner-password-1',
};

describe('the first start without ADMIN_PASSWORD', () => {
  it('prints a generated password once, outside the JSON log, and the newcomer signs in with it', async () => {
    const DATA_DIR = dataDir();
    const first = await startServer({ DATA_DIR, LOG_LEVEL: 'info', ADMIN_EMAIL: 'admin@hillnest.example' });
    try {
      const printed =
        /Sign in at http:\/\/127\.0\.0\.1:\d+\/sign-in with\n\s+e-mail:\s+admin@hillnest\.example\n\s+password:\s+(\S+)\n/.exec(
          first.stderr(),
        );
      expect(printed, first.output()).not.toBeNull();
      const password = printed![1]!;
      expect(password).toMatch(/^[\w-]{24}$/);
      // Not in the log stream, which may be collected and kept.
      expect(first.stdout()).not.toContain(password);
      for (const line of first.stdout().split('\n').filter(Boolean)) expect(() => JSON.parse(line), line).not.toThrow();

      const cookie = await signInCookie(first.url, 'admin@hillnest.example', password);
      expect((await call(first.url, 'GET', '/api/auth/validate-token', undefined, { cookie })).json).toMatchObject({ isAdmin: true });
      expect((await call(first.url, 'POST', '/api/auth/login', { email: 'admin@hillnest.example', password: 'admin12345' })).status).toBe(
        400,
      );

      // The start-up log says payments are simulated.
      expect(first.stdout()).toContain('Test mode: payments are simulated, no money is taken.');
    } finally {
      await first.stop();
    }
    const again = await startServer({ DATA_DIR, ADMIN_EMAIL: 'admin@hillnest.example' });
    await again.stop();
    expect(again.stderr()).not.toContain('password:');
  });
});

describe('SITE_MODE=live', () => {
  it('refuses to start on the defaults, with one message listing every problem', async () => {
    const { code, stdout, stderr } = await runServerToExit({ DATA_DIR: dataDir(), SITE_MODE: 'live' });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^Refusing to start with SITE_MODE=live: 5 problems to fix first/);
    const problems = stderr.trim().split('\n').slice(1);
    expect(problems).toEqual([
      expect.stringMatching(/^ {2}- Payments are simulated/),
      expect.stringMatching(/^ {2}- JWT_SECRET is not set/),
      expect.stringMatching(/^ {2}- SETTINGS_ENCRYPTION_KEY is not set/),
      expect.stringMatching(/^ {2}- COOKIE_SECURE is false/),
      expect.stringMatching(/^ {2}- ADMIN_PASSWORD is not set/),
    ]);
  });

  it('refuses the built-in demo password too', async () => {
    const { code, stderr } = await runServerToExit({ DATA_DIR: dataDir(), ...LIVE, ADMIN_PASSWORD: 'admin12345' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/1 problem|one problem/);
    expect(stderr).toContain('ADMIN_PASSWORD is the built-in demo password');
  });

  it('starts when everything is set: Secure cookies, HSTS, no demo data, no test-mode notice', async () => {
    const server = await startServer({ DATA_DIR: dataDir(), ...LIVE, SEED_DEMO: '1' });
    try {
      const health = await call(server.url, 'GET', '/api/health');
      expect(health.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const login = await call(server.url, 'POST', '/api/auth/login', { email: LIVE.ADMIN_EMAIL, password: LIVE.ADMIN_PASSWORD });
      expect(login.status).toBe(200);
      expect(login.headers.getSetCookie().find((c) => c.startsWith('auth_token='))).toMatch(/; Secure/);
      const search = await call(server.url, 'GET', '/api/hotels/search');
      expect(search.json.pagination.total).toBe(0);
      expect(server.output()).not.toContain('Test mode');
    } finally {
      await server.stop();
    }
  });
});

describe('an administrator e-mail someone registered first', () => {
  it('is not promoted: an error says how to resolve it, and a live start is refused', async () => {
    const DATA_DIR = dataDir();
    const squatted = 'future-owner@golive.example';
    const demo = await startServer({ DATA_DIR, ADMIN_EMAIL: 'admin@hillnest.example', ADMIN_PASSWORD: 'demo-admin-1' });
    try {
      const register = await call(demo.url, 'POST', '/api/users/register', {
        firstName: 'Sneaky',
        lastName: 'Squatter',
        email: squatted,
        password: 'squatter-1',
        confirmPassword: 'squatter-1',
      });
      expect(register.status).toBe(201);
    } finally {
      await demo.stop();
    }

    const moved = await startServer({ DATA_DIR, ADMIN_EMAIL: squatted, ADMIN_PASSWORD: 'owner-pass-1' });
    try {
      expect(moved.stdout()).toMatch(
        /"level":50.*ADMIN_EMAIL future-owner@golive\.example belongs to an account someone registered.*To resolve/,
      );
      const cookie = await signInCookie(moved.url, squatted, 'squatter-1');
      expect((await call(moved.url, 'GET', '/api/auth/validate-token', undefined, { cookie })).json).toMatchObject({ isAdmin: false });
      expect((await call(moved.url, 'GET', '/api/coupons/all', undefined, { cookie })).status).toBe(403);
    } finally {
      await moved.stop();
    }

    const live = await runServerToExit({ DATA_DIR, ...LIVE, ADMIN_EMAIL: squatted });
    expect(live.code).toBe(1);
    expect(live.stderr).toContain(`ADMIN_EMAIL ${squatted} belongs to an account someone registered`);
  });
});
