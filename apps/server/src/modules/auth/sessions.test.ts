/** Sessions end on the server: sign-out, and a password change (issue 13, "Sessions"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_MESSAGES } from '@hillnest/domain';
import { createTestApp, registerUser, sessionCookie, signIn, type TestApp } from '../../test/harness';
import { createSessionVersions } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
const changePassword = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: { cookie }, payload });

describe('sign-out', () => {
  it('ends the session on the server: the cookie captured before sign-out gets 401 afterwards', async () => {
    const { cookie } = await registerUser(t.app);
    expect((await me(cookie)).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);

    const replayed = await me(cookie);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ message: 'Unauthorized' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/validate-token', headers: { cookie } })).statusCode).toBe(401);
  });

  it('lets the account sign in again afterwards', async () => {
    const { cookie, email } = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    const again = await signIn(t.app, email, 'password1');
    expect((await me(again)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('answers a visitor, or a session already ended, as before', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).json()).toEqual({ message: 'Signed out' });
    const { cookie } = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('changing the password', () => {
  it('needs the current password', async () => {
    const { cookie } = await registerUser(t.app);
    const wrong = await changePassword(cookie, {
      currentPassword: 'not-it-1',
      newPassword: 'fresh-pass-2',
      confirmPassword: 'fresh-pass-2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: CHANGE_PASSWORD_MESSAGES.wrongCurrent });
    expect((await me(cookie)).statusCode).toBe(200);

    const mismatch = await changePassword(cookie, {
      currentPassword: 'password1',
      newPassword: 'fresh-pass-2',
      confirmPassword: 'fresh-pass-3',
    });
    expect(mismatch.json()).toEqual({ message: 'Your Passwords do not match', field: 'confirmPassword' });
    const same = await changePassword(cookie, { currentPassword: 'password1', newPassword: 'password1', confirmPassword: 'password1' });
    expect(same.json()).toEqual({ message: `${CHANGE_PASSWORD_MESSAGES.sameAsCurrent}`, field: 'newPassword' });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/change-password', payload: {} })).statusCode).toBe(401);
  });

  it('ends every other session and keeps this one', async () => {
    const { cookie: laptop, email } = await registerUser(t.app);
    const phone = await signIn(t.app, email, 'password1');
    const changed = await changePassword(laptop, {
      currentPassword: 'password1',
      newPassword: 'fresh-pass-2',
      confirmPassword: 'fresh-pass-2',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: CHANGE_PASSWORD_MESSAGES.changed });

    // The session that changed it continues with the cookie it was just given.
    expect((await me(sessionCookie(changed))).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);

    const oldPassword = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'password1' } });
    expect(oldPassword.statusCode).toBe(400);
    expect((await me(await signIn(t.app, email, 'fresh-pass-2'))).statusCode).toBe(200);
  });
});

describe('session versions across instances', () => {
  it('another instance refuses an ended session once its short cache expires; its own ends at once', async () => {
    const { userId } = await registerUser(t.app);
    let now = Date.parse('2026-03-01T10:00:00Z');
    const clock = { db: t.database.db, now: () => new Date(now) };
    const here = createSessionVersions(clock, 100);
    const elsewhere = createSessionVersions(clock, 100);
    expect(await elsewhere.current(userId)).toBe(0);
    expect(await here.endAll(userId)).toBe(1);
    expect(await here.current(userId)).toBe(1);
    now += 99;
    expect(await elsewhere.current(userId)).toBe(0);
    now += 1;
    expect(await elsewhere.current(userId)).toBe(1);
  });

  it('knows no version for an unknown account or a malformed id', async () => {
    const versions = createSessionVersions(t.app.deps);
    expect(await versions.current('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await versions.current('not-a-uuid')).toBeNull();
  });
});
