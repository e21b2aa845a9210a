/** Settings that matter once the site runs behind a proxy or as several instances. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { goLiveProblems, goLiveRefusal, loadConfig, parseAddressesOrFlag, startupNotices, startupWarnings } from './config';
import { createTestApp, registerUser } from './test/harness';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hillnest-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) };

describe('TRUST_PROXY', () => {
  it('accepts true, false and lists of proxy addresses or CIDR ranges', () => {
    expect(parseAddressesOrFlag('true')).toBe(true);
    expect(parseAddressesOrFlag('FALSE')).toBe(false);
    expect(parseAddressesOrFlag('')).toBe(false);
    expect(parseAddressesOrFlag('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(parseAddressesOrFlag(' 10.0.0.0/8, 192.168.1.1 ,::1,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.1', '::1', 'fd00::/8']);
    expect(loadConfig(base).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('refuses anything else at start', () => {
    for (const value of ['maybe', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/8', '::1/129', 'nginx', ',']) {
      expect(parseAddressesOrFlag(value), value).toBeNull();
      expect(() => loadConfig({ ...base, TRUST_PROXY: value }), value).toThrow(
        'TRUST_PROXY must be true, false, or a comma-separated list of IP addresses or CIDR ranges',
      );
    }
  });

  it('with a list, only those proxies may name the client address', async () => {
    const t = await createTestApp({
      env: { TRUST_PROXY: '127.0.0.1' },
      beforeReady: (app) => {
        app.get('/api/test/ip', { config: { access: 'public' } }, async (request) => ({ ip: request.ip }));
      },
    });
    try {
      const ipFrom = async (remoteAddress: string) =>
        (await t.app.inject({ url: '/api/test/ip', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.9' } })).json().ip;
      expect(await ipFrom('127.0.0.1')).toBe('203.0.113.9');
      // Anyone else claiming to forward is ignored: a client cannot pick its address to dodge rate limits.
      expect(await ipFrom('198.51.100.7')).toBe('198.51.100.7');
    } finally {
      await t.close();
    }
  });
});

describe('READ_CACHE_SECONDS', () => {
  it('keeps public reads 10 seconds unless told; 0 turns the cache off', () => {
    expect(loadConfig(base).READ_CACHE_SECONDS).toBe(10);
    expect(loadConfig({ ...base, READ_CACHE_SECONDS: '0' }).READ_CACHE_SECONDS).toBe(0);
    expect(loadConfig({ ...base, READ_CACHE_SECONDS: '2.5' }).READ_CACHE_SECONDS).toBe(2.5);
  });

  it('refuses anything but a number of seconds from 0 to 3600 at start', () => {
    for (const value of ['-1', 'ten', '3601']) {
      expect(() => loadConfig({ ...base, READ_CACHE_SECONDS: value }), value).toThrow(
        'Invalid configuration: READ_CACHE_SECONDS: must be a number of seconds from 0 to 3600',
      );
    }
  });
});

describe('REFUND_WEBHOOK_GRACE_SECONDS', () => {
  it('gives a refund 2 minutes for its webhook unless told, and refuses what is not a whole number of seconds up to a day', () => {
    expect(loadConfig(base).REFUND_WEBHOOK_GRACE_SECONDS).toBe(120);
    expect(loadConfig({ ...base, REFUND_WEBHOOK_GRACE_SECONDS: '' }).REFUND_WEBHOOK_GRACE_SECONDS).toBe(120);
    expect(loadConfig({ ...base, REFUND_WEBHOOK_GRACE_SECONDS: '600' }).REFUND_WEBHOOK_GRACE_SECONDS).toBe(600);
    for (const value of ['-1', '1.5', 'soon', '86401']) {
      expect(() => loadConfig({ ...base, REFUND_WEBHOOK_GRACE_SECONDS: value }), value).toThrow(
        'Invalid configuration: REFUND_WEBHOOK_GRACE_SECONDS: must be a whole number from 0 to 86400',
      );
    }
  });
});

describe('channel sync settings', () => {
  it('sync every 15 minutes, private calendar hosts refused, links on the request origin, unless told', () => {
    const config = loadConfig(base);
    expect([config.ICAL_SYNC_MINUTES, config.ICAL_ALLOW_PRIVATE_HOSTS, config.PUBLIC_URL]).toEqual([15, false, undefined]);
    const set = loadConfig({
      ...base,
      ICAL_SYNC_MINUTES: '5',
      ICAL_ALLOW_PRIVATE_HOSTS: '10.0.0.5, 192.168.1.0/24',
      PUBLIC_URL: 'https://stay.example.com',
    });
    expect([set.ICAL_SYNC_MINUTES, set.ICAL_ALLOW_PRIVATE_HOSTS, set.PUBLIC_URL]).toEqual([
      5,
      ['10.0.0.5', '192.168.1.0/24'],
      'https://stay.example.com',
    ]);
    expect(loadConfig({ ...base, ICAL_ALLOW_PRIVATE_HOSTS: 'true' }).ICAL_ALLOW_PRIVATE_HOSTS).toBe(true);
  });

  it('refuses what they cannot mean at start', () => {
    for (const value of ['0', '1.5', '1441', 'often']) {
      expect(() => loadConfig({ ...base, ICAL_SYNC_MINUTES: value }), value).toThrow(
        'ICAL_SYNC_MINUTES must be a whole number of minutes from 1 to 1440',
      );
    }
    expect(() => loadConfig({ ...base, ICAL_ALLOW_PRIVATE_HOSTS: 'intranet' })).toThrow(
      'ICAL_ALLOW_PRIVATE_HOSTS must be true, false, or a comma-separated list',
    );
    for (const value of ['stay.example.com', 'ftp://stay.example.com']) {
      expect(() => loadConfig({ ...base, PUBLIC_URL: value }), value).toThrow('PUBLIC_URL must be an http:// or https:// address');
    }
  });
});

describe('start-up warnings', () => {
  it('on PostgreSQL, whatever differs between instances is called out', () => {
    const shared = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.internal/hillnest' };
    const [warning] = startupWarnings(loadConfig(shared));
    expect(warning).toContain('JWT_SECRET, SETTINGS_ENCRYPTION_KEY, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET not set');
    expect(warning).toContain('Every instance sharing this database needs the same values');
    const configured = {
      ...shared,
      JWT_SECRET: 'j'.repeat(32),
      SETTINGS_ENCRYPTION_KEY: 's'.repeat(32),
      RAZORPAY_KEY_SECRET: 'k',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    };
    expect(startupWarnings(loadConfig(configured))).toEqual([
      `If several instances share this database: uploads are kept in ${path.join(dataDir, 'uploads')} (share that directory, or use STORAGE=s3); rate limits are counted in this process (set REDIS_URL to share them).`,
    ]);
    const shareable = { ...configured, REDIS_URL: 'redis://redis.internal:6379', STORAGE: 's3', S3_BUCKET: 'uploads' };
    expect(startupWarnings(loadConfig(shareable))).toEqual([]);
  });

  it('a single instance on its own PGlite data needs no warning', () => {
    expect(startupWarnings(loadConfig({ DATA_DIR: dataDir }))).toEqual([]);
  });
});

describe('SITE_MODE', () => {
  const live = {
    ...base,
    SITE_MODE: 'live',
    COOKIE_SECURE: 'true',
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'k'.repeat(24),
    SETTINGS_ENCRYPTION_KEY: 's'.repeat(40),
  };

  it('is left to the stored mode unless told, and refuses anything but demo or live', () => {
    expect(loadConfig(base).SITE_MODE).toBeUndefined();
    expect(loadConfig({ ...base, SITE_MODE: 'demo' }).SITE_MODE).toBe('demo');
    expect(() => loadConfig({ ...base, SITE_MODE: 'production' })).toThrow('SITE_MODE must be demo or live');
  });

  it('lists every configuration problem of a live shop at once, each with what to do', () => {
    const problems = goLiveProblems(loadConfig({ DATA_DIR: dataDir, SITE_MODE: 'live' }));
    expect(problems).toEqual([
      expect.stringMatching(/^Payments are simulated \(PAYMENT_PROVIDER=simulated\): set PAYMENT_PROVIDER=razorpay/),
      expect.stringMatching(/^JWT_SECRET is not set: set it/),
      expect.stringMatching(/^SETTINGS_ENCRYPTION_KEY is not set: set it/),
      expect.stringMatching(/^COOKIE_SECURE is false: serve the site over HTTPS and set COOKIE_SECURE=true/),
    ]);
    const refusal = goLiveRefusal([...problems, 'ADMIN_PASSWORD is not set']);
    expect(refusal.split('\n')[0]).toBe(
      'Refusing to start with SITE_MODE=live: 5 problems to fix first (see docs/operations/going-live.md).',
    );
    expect(refusal.split('\n').slice(1)).toEqual([...problems, 'ADMIN_PASSWORD is not set'].map((p) => `  - ${p}`));
    expect(goLiveProblems(loadConfig(live))).toEqual([]);
    // The browser suite's movable clock never runs a live site.
    expect(goLiveProblems(loadConfig({ ...live, TEST_CLOCK_FILE: '/tmp/clock' }))).toEqual([
      expect.stringMatching(/^TEST_CLOCK_FILE is set: .*unset it\.$/),
    ]);
  });

  it('never seeds demo data in live mode', () => {
    expect(loadConfig({ ...base, SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ ...live, SEED_DEMO: '1' }).SEED_DEMO).toBe(false);
  });

  it('in live mode, session cookies are Secure and responses carry HSTS', async () => {
    // Even were COOKIE_SECURE left false (the start refuses that anyway), live means HTTPS.
    const { DATA_DIR: _dataDir, ...liveEnv } = live;
    const t = await createTestApp({ env: { ...liveEnv, COOKIE_SECURE: 'false' } });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { firstName: 'L', lastName: 'M', email: 'live@example.com', password: 'secret-1', confirmPassword: 'secret-1' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.cookies.find((c) => c.name === 'auth_token')?.secure).toBe(true);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await t.close();
    }
  });

  it('in demo mode over plain HTTP, neither', async () => {
    const t = await createTestApp();
    try {
      const { cookie } = await registerUser(t.app);
      expect(cookie).toMatch(/^auth_token=/);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('says at start, while payments are simulated, that nothing is charged', () => {
    expect(startupNotices(loadConfig(base))).toEqual([expect.stringMatching(/^Test mode: payments are simulated, no money is taken\./)]);
    expect(startupNotices(loadConfig(live))).toEqual([]);
  });

  it('reads the e-mail settings: SMTP_URL only smtp:// or smtps://, and says when e-mail links would point at localhost', () => {
    expect(loadConfig({ ...base, SMTP_URL: 'smtps://user:pass@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://user:pass@mail.example.com:465',
    );
    expect(loadConfig({ ...base, SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example.com' })).toThrow('SMTP_URL must be an smtp:// or smtps:// address');
    expect(() => loadConfig({ ...base, OWNER_EMAIL: 'not an address' })).toThrow('OWNER_EMAIL must be an e-mail address');
    expect(startupNotices(loadConfig({ ...live, SMTP_URL: 'smtp://mail.example.com' }))).toEqual([
      expect.stringContaining('PUBLIC_URL is not set'),
    ]);
    expect(startupNotices(loadConfig({ ...live, SMTP_URL: 'smtp://mail.example.com', PUBLIC_URL: 'https://stay.example.com' }))).toEqual(
      [],
    );
  });
});
