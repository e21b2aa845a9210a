/** The administrator account: no fixed default password, never a promoted stranger (issue 13). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, registerUser, signIn, type TestApp } from '../../test/harness';
import { administratorProblems, BUILT_IN_ADMIN_PASSWORD, ensureAdministrator } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let counter = 0;
const newAddress = () => `owner${++counter}@hillnest.example`;
const isAdmin = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/validate-token', headers: { cookie } })).json().isAdmin as boolean;
const row = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('creating the administrator', () => {
  it('without ADMIN_PASSWORD, generates a strong password once and the owner signs in with it', async () => {
    const email = newAddress();
    const setup = await ensureAdministrator(t.database, email);
    expect(setup.kind).toBe('created');
    const password = setup.kind === 'created' ? setup.generatedPassword! : '';
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(password).not.toBe(BUILT_IN_ADMIN_PASSWORD);
    expect(await isAdmin(await signIn(t.app, email, password))).toBe(true);
    expect(await row(email)).toMatchObject({ createdBy: 'server', passwordGenerated: true, role: 'admin' });

    // Each site gets its own; a restart prints nothing new.
    const other = await ensureAdministrator(t.database, newAddress());
    expect(other.kind === 'created' && other.generatedPassword).not.toBe(password);
    expect(await ensureAdministrator(t.database, email)).toEqual({ kind: 'exists' });
  });

  it('with ADMIN_PASSWORD, uses it and generates nothing', async () => {
    const email = newAddress();
    expect(await ensureAdministrator(t.database, email, 'owner-chosen-1')).toEqual({ kind: 'created' });
    expect(await isAdmin(await signIn(t.app, email, 'owner-chosen-1'))).toBe(true);
    expect((await row(email)).passwordGenerated).toBe(false);
  });

  it('never promotes an account someone registered with the administrator e-mail', async () => {
    const email = newAddress();
    const squatter = await registerUser(t.app, { email, password: 'squatter-1' });
    expect(await ensureAdministrator(t.database, email, 'owner-chosen-1')).toEqual({ kind: 'registered' });
    expect(await isAdmin(squatter.cookie)).toBe(false);
    expect(await row(email)).toMatchObject({ role: 'user', createdBy: 'registration' });
    expect(await administratorProblems(t.database, email, 'owner-chosen-1')).toEqual([
      expect.stringMatching(/belongs to an account someone registered.*not made administrator.*To resolve: set ADMIN_EMAIL/),
    ]);
  });
});

describe('administrator problems for a live shop', () => {
  it('names a missing, built-in or generated password, and nothing once the owner changed it', async () => {
    expect(await administratorProblems(t.database, newAddress())).toEqual([expect.stringMatching(/^ADMIN_PASSWORD is not set/)]);
    expect(await administratorProblems(t.database, newAddress(), BUILT_IN_ADMIN_PASSWORD)).toEqual([
      expect.stringMatching(/built-in demo password/),
    ]);
    expect(await administratorProblems(t.database, newAddress(), 'a-long-owner-password')).toEqual([]);

    const builtIn = newAddress();
    await ensureAdministrator(t.database, builtIn, BUILT_IN_ADMIN_PASSWORD);
    expect(await administratorProblems(t.database, builtIn)).toEqual([expect.stringMatching(/built-in demo password: sign in as/)]);

    const generated = newAddress();
    const setup = await ensureAdministrator(t.database, generated);
    const password = setup.kind === 'created' ? setup.generatedPassword! : '';
    expect(await administratorProblems(t.database, generated)).toEqual([
      expect.stringMatching(/generated at the first start and never changed: .*Change Password/),
    ]);
    const cookie = await signIn(t.app, generated, password);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { currentPassword: password, newPassword: 'owner-own-pass-1', confirmPassword: 'owner-own-pass-1' },
    });
    expect(change.statusCode).toBe(200);
    expect(await administratorProblems(t.database, generated)).toEqual([]);
  });
});
