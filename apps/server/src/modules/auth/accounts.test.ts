/**
 * Accounts that can recover, through a real SMTP server: 'Forgot password?' mails a single-use link
 * valid for an hour (and answers the same for unknown addresses); the new password follows the
 * registration rules and ends every session. Registration mails a verification link; guest bookings
 * with the address show in My Bookings only once it is verified.
 */
import { ACCOUNT_MESSAGES } from '@hillnest/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, outboxMessages } from '../../db/schema';
import { createTestApp, registerUser, sessionCookie, signIn, type TestApp } from '../../test/harness';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { createIntent, guestContact, insertHotel, paySuccessfully, stay } from '../bookings/test-fixtures';
import { hashToken } from './accounts';

let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The link token in the latest e-mail to `email` whose subject matches. */
async function mailedToken(email: string, subject: RegExp, path: string): Promise<string> {
  for (let i = 0; i < 400; i += 1) {
    const mail = [...smtp.received].reverse().find((m) => m.subject && subject.test(m.subject) && m.text?.includes(email));
    if (mail) {
      const match = new RegExp(`${path}\\?token=([\\w-]+)`).exec(mail.text!);
      expect(mail.html).toContain(match![0]);
      return decodeURIComponent(match![1]!);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no e-mail to ${email} matching ${subject}`);
}

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

describe('forgot password', () => {
  it('mails a single-use link; the new password works, the old one and every session end', async () => {
    const user = await registerUser(t.app, { password: 'old-password-1' });
    const otherDevice = await signIn(t.app, user.email, 'old-password-1');
    const asked = await post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(ACCOUNT_MESSAGES.resetSent(user.email));
    const token = await mailedToken(user.email, /new .* password/i, '/reset-password');

    const mismatch = await post('/api/auth/reset-password', { token, password: 'new-password-1', confirmPassword: 'other' });
    expect(mismatch.json().message).toContain('Your Passwords do not match');
    const short = await post('/api/auth/reset-password', { token, password: 'abc', confirmPassword: 'abc' });
    expect(short.json().message).toContain('Password must be at least 6 characters');

    const reset = await post('/api/auth/reset-password', { token, password: 'new-password-1', confirmPassword: 'new-password-1' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(ACCOUNT_MESSAGES.passwordReset);
    for (const cookie of [user.cookie, otherDevice]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(401);
    }
    expect((await post('/api/auth/login', { email: user.email, password: 'old-password-1' })).statusCode).toBe(400);
    expect(sessionCookie(await post('/api/auth/login', { email: user.email, password: 'new-password-1' }))).toBeTruthy();

    const again = await post('/api/auth/reset-password', { token, password: 'third-password', confirmPassword: 'third-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
  });

  it('answers the same for an address without an account, and mails it that there is none (no link)', async () => {
    const response = await post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.resetSent('nobody-here@example.com'));
    const [queued] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'nobody-here@example.com'));
    // Queued like a reset, in a message of the same subject, so the two cases do the same work.
    expect(queued!.kind).toBe('password_reset_no_account');
    expect(queued!.subject).toBe('Choose a new Hillnest password');
    expect(queued!.text).toContain('no account has this address');
    expect(queued!.text).not.toContain('/reset-password');
  });

  it('a link older than an hour no longer works', async () => {
    const user = await registerUser(t.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await mailedToken(user.email, /new .* password/i, '/reset-password');
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    const response = await post('/api/auth/reset-password', { token, password: 'new-password-1', confirmPassword: 'new-password-1' });
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
  });

  it('a password change on the account page ends every reset link asked for before it', async () => {
    const user = await registerUser(t.app, { password: 'old-password-1' });
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await mailedToken(user.email, /new .* password/i, '/reset-password');
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: 'old-password-1', newPassword: 'mine-password-2', confirmPassword: 'mine-password-2' },
      user.cookie,
    );
    expect(changed.statusCode).toBe(200);
    const response = await post('/api/auth/reset-password', { token, password: 'thief-password-3', confirmPassword: 'thief-password-3' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect((await post('/api/auth/login', { email: user.email, password: 'mine-password-2' })).statusCode).toBe(200);
  });

  it('is limited per address and client; past the address’s hourly cap it only stops the e-mails, never the owner’s answer', async () => {
    const user = await registerUser(t.app);
    const ask = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email }, remoteAddress });
    // A stranger: five, then refused (one IPv6 /64 counts as one client).
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await ask(`2001:db8:1:2::${i + 1}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // The owner, from home, still gets the same answer.
    const own = await ask('198.51.100.7');
    expect(own.statusCode).toBe(200);
    expect(own.json().message).toBe(ACCOUNT_MESSAGES.resetSent(user.email));
    // Five e-mails went out in the hour, not six.
    const mailed = await t.database.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, user.email), eq(outboxMessages.kind, 'password_reset')));
    expect(mailed).toHaveLength(5);
  });
});

describe('e-mail verification', () => {
  async function guestBooking(email: string) {
    const hotel = await insertHotel(t.app);
    const intent = await createIntent(t.app, hotel.id, { ...stay(30, 2), ...guestContact, email });
    await paySuccessfully(t.app, intent.orderId);
    return intent.orderId;
  }
  const myBookings = async (cookie: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/hotels/getUserBookings', headers: { cookie } })).json().data as {
      razorpay_order_id: string;
    }[];

  it('guest bookings with the address appear in My Bookings once the address is verified, never before', async () => {
    const email = `verify-${Date.now()}@example.com`;
    const orderId = await guestBooking(email);
    const user = await registerUser(t.app, { email });
    expect(await myBookings(user.cookie)).toEqual([]);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: user.cookie } });
    expect(me.json().emailVerified).toBe(false);

    const token = await mailedToken(email, /verify/i, '/verify-email');
    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.json().message).toBe(ACCOUNT_MESSAGES.emailVerified);
    expect((await myBookings(user.cookie)).map((b) => b.razorpay_order_id)).toEqual([orderId]);
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
  });

  it("someone who registers another person's address never sees their bookings", async () => {
    const email = `victim-${Date.now()}@example.com`;
    await guestBooking(email);
    const squatter = await registerUser(t.app, { email });
    expect(await myBookings(squatter.cookie)).toEqual([]);
    const resent = await post('/api/auth/resend-verification', {}, squatter.cookie);
    expect(resent.json().message).toBe(ACCOUNT_MESSAGES.verificationSentRecently(email));
    expect(await myBookings(squatter.cookie)).toEqual([]);
  });

  it('sends an address one verification e-mail an hour, greeting no one by a name its owner may not have written', async () => {
    const email = `once-${Date.now()}@example.com`;
    const user = await registerUser(t.app, { email, firstName: 'Your payment FAILED Pay again' });
    await mailedToken(email, /verify/i, '/verify-email');
    for (let i = 0; i < 3; i += 1) {
      const resent = await post('/api/auth/resend-verification', {}, user.cookie);
      expect(resent.statusCode).toBe(200);
      expect(resent.json().message).toBe(ACCOUNT_MESSAGES.verificationSentRecently(email));
    }
    // An hour later, one more.
    await t.database.db
      .update(accountTokens)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(accountTokens.userId, user.userId));
    expect((await post('/api/auth/resend-verification', {}, user.cookie)).json().message).toBe(ACCOUNT_MESSAGES.verificationSent(email));
    const mails = async () => {
      for (let i = 0; i < 400; i += 1) {
        const found = smtp.received.filter((m) => m.subject && /verify/i.test(m.subject) && m.text?.includes(email));
        if (found.length >= 2) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('no second verification e-mail');
    };
    const sent = await mails();
    expect(sent).toHaveLength(2);
    for (const mail of sent) {
      expect(mail.text).toMatch(/^Hello,/);
      expect(mail.text).not.toContain('FAILED');
      expect(String(mail.html)).not.toContain('FAILED');
    }
  });
});

describe('names', () => {
  it.each([
    ['registration', '/api/users/register', { lastName: 'Verma', email: 'n@example.com', password: 'secret1', confirmPassword: 'secret1' }],
    [
      'a listing request',
      '/api/properties',
      {
        lastName: 'Kumar',
        email: 'ravi@example.com',
        mobile: '+91 98765 43210',
        propertyName: 'Pine Cottage',
        propertyLocation: 'Kasauli',
        propertyType: 'Other',
        hearAbout: 'Blogs',
      },
    ],
  ])('%s refuses a name holding a link, naming the field', async (_what, url, rest) => {
    const user = await registerUser(t.app);
    const response = await post(url, { ...rest, firstName: 'Pay now at evil.example' }, user.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('A name cannot be a web address');
  });

  it('a booking refuses a guest name of digits only', async () => {
    const hotel = await insertHotel(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/hotels/${hotel.id}/bookings/payment-intent`,
      payload: { ...stay(30, 2), ...guestContact, lastName: '12345' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("Please use only letters, spaces and . ' -");
  });
});
