import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../db/schema';
import { ADMIN, createTestApp, registerUser, sessionCookie, signIn, signInAdmin, type TestApp, fieldError } from '../../test/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      // A management call of each kind, to exercise the shared guard.
      app.get('/api/test/admin-only', { config: { access: 'admin' } }, async () => ({ ok: true }));
      app.post('/api/test/admin-only', { config: { access: 'admin' } }, async () => ({ ok: true }));
    },
  });
});
afterAll(() => t?.close());

const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/users/register', payload });
const login = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload });

describe('registration', () => {
  it('creates the account, signs the user in and never returns the password', async () => {
    const response = await register({
      firstName: 'Asha',
      lastName: 'Verma',
      email: '  Asha.Verma@Example.com ',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((c) => c.name === 'auth_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 86400 });
    expect(cookie?.secure).toBeFalsy();

    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: sessionCookie(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      _id: response.json().userId,
      emailVerified: false,
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha.verma@example.com',
    });
    expect(me.body).not.toMatch(/secret1|password|argon/i);
  });

  it('answers a registered address as a new one, e-mails its owner instead, and leaves the account alone', async () => {
    const base = { firstName: 'A', lastName: 'B', password: 'secret1', confirmPassword: 'secret1' };
    const first = await register({ ...base, email: 'dup@example.com' });
    const again = await register({ ...base, password: 'other-secret', confirmPassword: 'other-secret', email: ' DUP@example.com' });
    // Same status, same shape, a session cookie too: nothing tells the address has an account.
    expect(again.statusCode).toBe(first.statusCode);
    expect(Object.keys(again.json())).toEqual(['userId']);
    expect(again.json().userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.json().userId).not.toBe(first.json().userId);
    expect(again.cookies.map((c) => c.name).sort()).toEqual(first.cookies.map((c) => c.name).sort());
    // The session belongs to no one; the account keeps its password.
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: sessionCookie(again) } });
    expect(me.statusCode).toBe(401);
    expect((await login({ email: 'dup@example.com', password: 'secret1' })).statusCode).toBe(200);
    expect((await login({ email: 'dup@example.com', password: 'other-secret' })).statusCode).toBe(400);
    // The owner is told, once an hour at most.
    await register({ ...base, email: 'dup@example.com' });
    const notices = await t.database.db
      .select({ text: outboxMessages.text })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, 'dup@example.com'), eq(outboxMessages.kind, 'account_exists')));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('tried to create a Hillnest account with dup@example.com, which already has one');
  });

  it('answers two simultaneous registrations of one e-mail alike, with one account', async () => {
    const payload = { firstName: 'A', lastName: 'B', email: 'race@example.com', password: 'secret1', confirmPassword: 'secret1' };
    const results = await Promise.all([register(payload), register(payload), register(payload)]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const accounts = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'race@example.com'));
    expect(accounts).toHaveLength(1);
  });

  it.each([
    [{ firstName: '' }, 'firstName: This field is required'],
    [{ lastName: '   ' }, 'lastName: This field is required'],
    [{ email: '' }, 'email: This field is required'],
    [{ email: 'not-an-email' }, 'email: Please enter a valid email address'],
    [{ password: '', confirmPassword: '' }, 'password: This field is required'],
    [{ password: '12345', confirmPassword: '12345' }, 'password: Password must be at least 6 characters'],
    [{ confirmPassword: '' }, 'confirmPassword: This field is required'],
    [{ confirmPassword: 'different' }, 'confirmPassword: Your Passwords do not match'],
    [{ firstName: 42 }, 'firstName: This field is required'],
  ])('rejects %o with "%s"', async (override, message) => {
    const response = await register({
      firstName: 'A',
      lastName: 'B',
      email: 'valid@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldError(message));
  });
});

describe('sign-in, validate-token and sign-out', () => {
  it('signs in case-insensitively and reports the user through validate-token', async () => {
    const user = await registerUser(t.app, { firstName: 'Rohan', lastName: 'mehta', email: 'rohan@example.com', password: 'pa55word' });
    const cookie = await signIn(t.app, 'ROHAN@example.com ', 'pa55word');
    const validation = await t.app.inject({ method: 'GET', url: '/api/auth/validate-token', headers: { cookie } });
    expect(validation.statusCode).toBe(200);
    // The profile button shows the initials.
    expect(validation.json()).toEqual({ userId: user.userId, userEmail: 'rohan@example.com', isAdmin: false, initials: 'RM' });
  });

  it('gives one message for a wrong password and for an unknown e-mail', async () => {
    await registerUser(t.app, { email: 'meera@example.com', password: 'right-pass' });
    const wrongPassword = await login({ email: 'meera@example.com', password: 'wrong-pass' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: 'right-pass' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid Credentials' });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('validates the sign-in form on the server too', async () => {
    expect((await login({ email: '', password: 'secret1' })).json()).toEqual({ message: 'This field is required', field: 'email' });
    expect((await login({ email: 'a@b.co', password: '123' })).json()).toEqual({
      message: 'Password must be at least 6 characters',
      field: 'password',
    });
  });

  it('validate-token answers 401 without a session, with a forged one and after sign-out', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/validate-token' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Unauthorized' });

    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate-token',
      headers: { cookie: 'auth_token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.invalid' },
    });
    expect(forged.statusCode).toBe(401);

    const { cookie } = await registerUser(t.app);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((c) => c.name === 'auth_token');
    expect(cleared?.value).toBe('');
    expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());
  });

  it('/api/users/me needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
  });
});

describe('administrator and the shared guard', () => {
  it('the account of ADMIN_EMAIL is the administrator', async () => {
    const cookie = await signInAdmin(t.app);
    const validation = await t.app.inject({ method: 'GET', url: '/api/auth/validate-token', headers: { cookie } });
    expect(validation.json()).toMatchObject({ userEmail: ADMIN.email, isAdmin: true });
  });

  it('answers 401 to a visitor and 403 to a signed-in user on an admin call, 200 to the admin', async () => {
    const { cookie } = await registerUser(t.app);
    for (const method of ['GET', 'POST'] as const) {
      const visitor = await t.app.inject({ method, url: '/api/test/admin-only' });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ message: 'Unauthorized' });
      const user = await t.app.inject({ method, url: '/api/test/admin-only', headers: { cookie } });
      expect(user.statusCode).toBe(403);
      expect(user.json()).toEqual({ message: 'Forbidden' });
      const admin = await t.app.inject({ method, url: '/api/test/admin-only', headers: { cookie: await signInAdmin(t.app) } });
      expect(admin.statusCode).toBe(200);
    }
  });

  it('checks the role before reading the body: a visitor with malformed JSON still gets 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/admin-only',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses to start when an API route forgets to declare its access', async () => {
    await expect(createTestApp({ beforeReady: (app) => void app.get('/api/test/unguarded', async () => ({})) })).rejects.toThrow(
      /must declare config.access/,
    );
  });
});

describe('errors', () => {
  it('answers malformed JSON with 400 JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('answers a body of the wrong shape with 400, not 500', async () => {
    for (const payload of ['[]', '"text"', 'null', '42']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('answers an unsupported content type with 415 JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported content type' });
  });

  it('answers unknown API paths with 404 JSON, not the web app', async () => {
    for (const url of ['/api/nope', '/api/users/me/extra', '/api']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/^Not Found/);
    }
  });

  it('health answers once the database is ready', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('tags every response with a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });
});
