import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../test/harness';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) =>
        void app.get('/api/test/large', { config: { access: 'public' } }, async () => ({ items: Array(500).fill('hill') })),
    });
  });
  afterAll(() => t?.close());

  it('sends a strict Content-Security-Policy and the usual protections', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // The property page's map is the one page framed from another site.
    expect(csp).toContain('frame-src https://www.openstreetmap.org;');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // Features no page uses are off; the map embed and the checkout need none of them.
    const permissions = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb']) expect(permissions).toContain(`${feature}=()`);
    expect(permissions).not.toMatch(/\b(payment|fullscreen|clipboard-write)=/);
  });

  it('compresses larger API responses and leaves small ones alone', async () => {
    const large = await t.app.inject({ method: 'GET', url: '/api/test/large', headers: { 'accept-encoding': 'br, gzip' } });
    expect(large.headers['content-encoding']).toBe('br');
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('refuses a cross-site write but lets same-site and non-browser clients through', async () => {
    const { cookie } = await registerUser(t.app);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example', host: 'shop.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: 'Cross-site request refused' });

    const viaReferer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, referer: 'https://evil.example/page', host: 'shop.example' },
    });
    expect(viaReferer.statusCode).toBe(403);

    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://shop.example', host: 'shop.example' },
    });
    expect(sameSite.statusCode).toBe(200);

    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(noOrigin.statusCode).toBe(200);
  });

  it('never reflects a cross-site read refusal on safe methods', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('behind HTTPS', () => {
  it('adds HSTS and Secure cookies when COOKIE_SECURE=true', async () => {
    const t = await createTestApp({ env: { COOKIE_SECURE: 'true' } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { firstName: 'A', lastName: 'B', email: 'secure@example.com', password: 'secret1', confirmPassword: 'secret1' },
      });
      for (const cookie of login.cookies) expect(cookie.secure).toBe(true);
    } finally {
      await t.close();
    }
  });
});
