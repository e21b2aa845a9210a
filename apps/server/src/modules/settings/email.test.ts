/**
 * Settings → E-mail and Site against the in-process SMTP server (test/smtp.ts): the password sealed,
 * "Send a test e-mail", the sender job following the settings without a restart, the waiting messages'
 * links shown to the administrator only while no server is set, and the public address in e-mails.
 */
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, settings } from '../../db/schema';
import { createTestApp, signInAdmin, type TestApp } from '../../test/harness';
import { freePort, startSmtp, type TestSmtp } from '../../test/smtp';
import { sendTestEmail } from './email';
import { mailReadiness } from './readiness';

const SMTP_PASSWORD = 'smtp-password-never-shown-Xq';

let t: TestApp;
let smtp: TestSmtp;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
const server = () => ({ host: '127.0.0.1', port: smtp.port, security: 'none', user: '', smtpPassword: SMTP_PASSWORD, from: '' });

async function register(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { firstName: 'Asha', lastName: 'Rao', email, password: 'Long-enough-pass-1', confirmPassword: 'Long-enough-pass-1' },
  });
  expect(response.statusCode).toBe(201);
  const [message] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return message!;
}

describe('Settings → E-mail', () => {
  it('without a server, the administrator opens a waiting message with its links, to send by hand', async () => {
    expect((await call('GET', '/api/admin/settings/email')).json()).toMatchObject({
      configured: false,
      testRecipient: 'admin@test.example',
    });
    expect(await mailReadiness(t.app.deps)).toEqual({ configured: false, testSentOk: false });
    const waiting = await register('asha.waiting@example.com');
    const opened = await call('GET', `/api/admin/emails/${waiting.id}`);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.json().text).toMatch(/\/verify-email\?token=[\w-]{20,}/);
    expect(opened.json().text).not.toContain('[hidden]');
    // Guests and anyone else: never.
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/emails/${waiting.id}` })).statusCode).toBe(401);
  });

  it('refuses a bad value naming the field, and saves nothing of the form', async () => {
    const bad = await call('PUT', '/api/admin/settings/email', { ...server(), port: 70000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('port must be a number from 1 to 65535');
    expect((await call('GET', '/api/admin/settings/email')).json().values.host).toBe('');
  });

  it('sends a test e-mail through the settings as entered, before they are saved', async () => {
    const result = await call('POST', '/api/admin/settings/email/test', server());
    expect(result.json()).toEqual({ ok: true, message: 'Sent a test e-mail to admin@test.example.' });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toMatchObject({ text: 'admin@test.example' });
    expect(mail!.subject).toBe('Test e-mail from Hillnest');
    // The settings were not saved by the test: the check counts for them once they are.
    expect(await mailReadiness(t.app.deps)).toEqual({ configured: false, testSentOk: false });
  });

  it('keeps the password sealed and never answers it; the sender then delivers the outbox through the server', async () => {
    const saved = await call('PUT', '/api/admin/settings/email', server());
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(SMTP_PASSWORD);
    expect(saved.json()).toMatchObject({
      configured: true,
      values: { host: '127.0.0.1', port: smtp.port, security: 'none', smtpPassword: '' },
      secrets: { smtpPassword: 'set, ending in …Xq' },
    });
    const [row] = await t.database.db.select().from(settings).where(eq(settings.key, 'email.smtpPassword'));
    expect(row!.value).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(SMTP_PASSWORD);
    expect(await mailReadiness(t.app.deps)).toEqual({ configured: true, testSentOk: true });

    // The waiting message and a new one go out without a restart; the links are hidden again.
    const before = smtp.received.length;
    const next = await register('asha.sent@example.com');
    const received = await smtp.waitFor(before + 2);
    expect(received.map((mail) => (mail.to as { text: string }).text)).toEqual(
      expect.arrayContaining(['asha.waiting@example.com', 'asha.sent@example.com']),
    );
    expect((await call('GET', `/api/admin/emails/${next.id}`)).json().text).toContain('[hidden]');
  });

  it('says plainly when the server cannot be reached or does not answer in time, never with the password', async () => {
    const closed = await call('POST', '/api/admin/settings/email/test', { ...server(), port: await freePort() });
    expect(closed.json()).toEqual({ ok: false, message: 'Could not reach the e-mail server: check the host and the port.' });

    // A server that takes the connection and never greets.
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as AddressInfo).port;
      const slow = await sendTestEmail({ ...t.app.deps }, { ...server(), port, security: 'none' } as never, 'x', 300);
      expect(slow).toEqual({
        ok: false,
        message: 'The e-mail server did not answer within 0.3 seconds: check the host, the port and the security.',
      });
      expect(JSON.stringify(slow)).not.toContain(SMTP_PASSWORD);
    } finally {
      silent.close();
    }
  });
});

describe('Settings → Site', () => {
  it('round trip; links in e-mails use the public address, and the admin area still answers on the address in use', async () => {
    const site = {
      publicUrl: 'https://stay.example.com',
      bookingEngineUrl: 'https://engine.example.com/book',
      testModeNotice: 'Test mode.',
      photosPerProperty: 6,
    };
    const bad = await call('PUT', '/api/admin/settings/site', { ...site, publicUrl: 'ftp://stay.example.com' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('publicUrl must be an address starting with https:// or http://');

    expect((await call('PUT', '/api/admin/settings/site', site)).json()).toEqual({ values: site, lockedByEnvironment: [] });
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config).toMatchObject({ bookingEngineUrl: 'https://engine.example.com/book', testModeNotice: 'Test mode.' });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(health.headers['content-security-policy'])).toContain("form-action 'self' https://engine.example.com");

    const message = await register('asha.links@example.com');
    expect(message.text).toContain('https://stay.example.com/verify-email?token=');
    // Opened at another address than the public one: answered there, never sent elsewhere.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/site',
      headers: { cookie: admin, host: '10.0.0.5:3000' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('PUBLIC_URL wins and locks the field', async () => {
    const pinned = await createTestApp({ env: { PUBLIC_URL: 'https://ops.example.com' } });
    try {
      const cookie = await signInAdmin(pinned.app);
      const answer = await pinned.app.inject({ method: 'GET', url: '/api/admin/settings/site', headers: { cookie } });
      expect(answer.json()).toMatchObject({ values: { publicUrl: 'https://ops.example.com' }, lockedByEnvironment: ['publicUrl'] });
    } finally {
      await pinned.close();
    }
  });
});
