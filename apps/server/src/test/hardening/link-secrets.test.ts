/**
 * Link secrets never reach a log line: the manage-booking, password-reset, e-mail verification and
 * calendar-export tokens travel in addresses (a path segment or a `?token=`), and the request log
 * writes every address. A full booking, reset and export flow runs at trace level with the production
 * logger settings; the whole log is then searched for each secret.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndPay, insertHotel, stay } from '../../modules/bookings/test-fixtures';
import { createTestApp, newestQueuedMail, registerUser, signInAdmin, type TestApp } from '../harness';

const logLines: string[] = [];
const secrets: Record<string, string> = {};
let t: TestApp;

/** The link token of the latest queued e-mail of this kind (the outbox keeps it until the message is sent). */
async function queuedToken(kind: string): Promise<string> {
  return (await newestQueuedMail(t.database.db, kind)).secrets[0]!;
}

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => void logLines.push(line) } });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

  // Registration and its verification link, opened and used.
  const user = await registerUser(t.app, { password: 'password-one-1' });
  secrets.verification = await queuedToken('email_verification');
  await get(`/verify-email?token=${encodeURIComponent(secrets.verification)}`);
  await post('/api/auth/verify-email', { token: secrets.verification });

  // A booking: its manage link's page, confirmation page, API and cancellation quote.
  const hotel = await insertHotel(t.app);
  secrets.manage = (await bookAndPay(t.app, hotel.id, stay(20, 2), user.cookie)).token;
  for (const url of [
    `/booking-confirmed/${secrets.manage}`,
    `/manage-booking/${secrets.manage}`,
    `/api/bookings/manage/${secrets.manage}`,
    `/api/bookings/manage/${secrets.manage}/cancellation`,
  ])
    await get(url);

  // A password reset: the link opened, then used.
  await post('/api/auth/forgot-password', { email: user.email });
  secrets.reset = await queuedToken('password_reset');
  await get(`/reset-password?token=${encodeURIComponent(secrets.reset)}`);
  await post('/api/auth/reset-password', { token: secrets.reset, password: 'password-two-2', confirmPassword: 'password-two-2' });

  // The calendar export address, fetched as a channel would.
  const admin = await signInAdmin(t.app);
  const exportAddress = (await post(`/api/my-hotels/${hotel.id}/calendar-token`, {}, admin)).json().icalExportUrl as string;
  secrets.export = new URL(exportAddress).searchParams.get('token')!;
  await get(`/api/hotels/${hotel.id}/calendar.ics?token=${secrets.export}`);
});
afterAll(() => t?.close());

describe('link secrets in the log', () => {
  it('captured the flows (the test is not vacuous)', () => {
    expect(Object.values(secrets).every((secret) => secret.length >= 20)).toBe(true);
    const urls = logLines.filter((line) => line.includes('"url"'));
    for (const path of [
      '/verify-email?token=',
      '/manage-booking/',
      '/api/bookings/manage/',
      '/reset-password?token=',
      '/calendar.ics?token=',
    ])
      expect(urls.some((line) => line.includes(path))).toBe(true);
  });

  it('writes none of the secrets, in any line', () => {
    const log = logLines.join('');
    const leaks = Object.entries(secrets)
      .filter(([, secret]) => log.includes(secret) || log.includes(encodeURIComponent(secret)) || log.includes(secret.slice(-16)))
      .map(([name]) => name);
    expect(leaks).toEqual([]);
  });
});
