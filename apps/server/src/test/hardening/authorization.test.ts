/**
 * The whole authorization matrix, generated from the API contract: every route, called with a valid
 * request by a visitor, by someone holding a tampered or an expired session cookie, by a signed-in
 * user and by the administrator, must get what the access its contract entry declares allows. The
 * app's route table must be exactly the contract: a route registered without an entry fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../plugins/access';
import { createTestApp, registerUser, registerVerifiedUser, sessionCookie, signInAdmin, ADMIN, type TestApp } from '../harness';
import { insertHotel } from '../../modules/bookings/test-fixtures';
import { CONTRACT_ROUTES, factsOf, HARDENING_ENV, RECIPES, recipeFor, type Fixtures } from './routes';

type Caller = 'visitor' | 'tampered cookie' | 'expired cookie' | 'user' | 'admin';
const CALLERS: Caller[] = ['visitor', 'tampered cookie', 'expired cookie', 'user', 'admin'];

/** What a caller must get: the recipe's own status when let in, else the guard's answer. */
function expected(access: Access, caller: Caller, okStatus: number): { status: number; message?: string } {
  if (access === 'public') return { status: okStatus };
  const signedIn = caller === 'user' || caller === 'admin';
  if (!signedIn) return { status: 401, message: 'Unauthorized' };
  if (access === 'admin' && caller === 'user') return { status: 403, message: 'Forbidden' };
  return { status: okStatus };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

let t: TestApp;
let fixtures: Fixtures;
const cookies: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  t = await createTestApp({ env: HARDENING_ENV });
  const adminCookie = await signInAdmin(t.app);
  const adminLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  const adminId = adminLogin.json().userId as string;
  const user = await registerVerifiedUser(t.app);

  // The user's own token with the payload swapped for the admin's id: the signature no longer matches.
  const [header, payload, signature] = user.cookie.slice('auth_token='.length).split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  const tampered = `${header}.${base64url({ ...claims, sub: adminId, email: ADMIN.email })}.${signature}`;
  // A correctly signed token for the admin whose day ran out yesterday.
  const twoDaysAgo = Math.floor(Date.now() / 1000) - 2 * 86_400;
  const expired: string = t.app.jwt.sign({ sub: adminId, email: ADMIN.email, iat: twoDaysAgo } as { sub: string; email: string });
  const expiredClaims = JSON.parse(Buffer.from(expired.split('.')[1]!, 'base64url').toString());
  expect(expiredClaims.exp).toBeLessThan(Date.now() / 1000); // the token really is expired

  Object.assign(cookies, {
    'tampered cookie': `auth_token=${tampered}`,
    'expired cookie': `auth_token=${expired}`,
    user: user.cookie,
    admin: adminCookie,
  });
  fixtures = { app: t.app, db: t.database.db, adminCookie, hotelId: (await insertHotel(t.app)).id };
  expect(sessionCookie(adminLogin)).toMatch(/^auth_token=/);
});
afterAll(() => t?.close());

describe('route table', () => {
  it('registers every API route from its contract entry, with the access the entry declares', () => {
    const registered = Object.fromEntries(t.app.routeAccess.map((r) => [`${r.method} ${r.url}`, r.access]));
    const contract = Object.fromEntries(CONTRACT_ROUTES.map((key) => [key, factsOf(key).access]));
    const outside = Object.keys(registered).filter((key) => !(key in contract));
    expect(outside, 'routes registered without a contract entry').toEqual([]);
    expect(registered).toEqual(contract);
  });

  it('has a recipe for every contract entry, and none for a route that is gone', () => {
    for (const key of CONTRACT_ROUTES) expect(() => factsOf(key)).not.toThrow();
    expect(Object.keys(RECIPES).filter((key) => !(CONTRACT_ROUTES as string[]).includes(key))).toEqual([]);
    expect(() => recipeFor({ method: 'GET', url: '/api/brand-new' })).toThrow('no recipe for GET /api/brand-new');
  });
});

describe('authorization matrix', () => {
  it('gives every caller of every route the answer its access allows', async () => {
    const failures: string[] = [];
    let cells = 0;
    for (const route of CONTRACT_ROUTES.map(factsOf)) {
      const recipe = recipeFor(route);
      for (const caller of CALLERS) {
        const request = await recipe.request(fixtures);
        const signedIn = caller === 'user' || caller === 'admin';
        // A request that ends its account's sessions brings its own account; visitors and bad cookies drop it.
        const { cookie: ownCookie, ...headers } = (request.headers ?? {}) as Record<string, string>;
        const cookie = recipe.session === 'own' && signedIn ? ownCookie : cookies[caller];
        const response = await t.app.inject({ ...request, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
        cells += 1;
        const want = expected(route.access, caller, route.status);
        const where = `${route.method} ${route.url} as ${caller}`;
        if (response.statusCode !== want.status) {
          failures.push(`${where}: ${response.statusCode} (expected ${want.status}) ${response.body.slice(0, 200)}`);
        } else if (want.message && response.json().message !== want.message) {
          failures.push(`${where}: message ${response.body}`);
        } else if (
          response.statusCode !== 204 &&
          !String(response.headers['content-type']).startsWith(
            response.statusCode < 300 ? (route.contentType ?? 'application/json') : 'application/json',
          )
        ) {
          failures.push(`${where}: content-type ${String(response.headers['content-type'])}`);
        }
      }
    }
    console.log(`authorization matrix: ${CONTRACT_ROUTES.length} routes × ${CALLERS.length} callers = ${cells} requests`);
    expect(failures).toEqual([]);
    expect(cells).toBe(CONTRACT_ROUTES.length * CALLERS.length);
    // Five callers for each of the ~55 routes, several creating rows first: slow on a busy machine.
  }, 180_000);

  it('treats a demoted administrator as a user at once', async () => {
    // Roles are read from the database on each request, not from the cookie.
    const { cookie, userId } = await registerUser(t.app);
    const { users } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
    expect((await t.app.inject({ method: 'GET', url: '/api/coupons/all', headers: { cookie } })).statusCode).toBe(200);
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, userId));
    expect((await t.app.inject({ method: 'GET', url: '/api/coupons/all', headers: { cookie } })).statusCode).toBe(403);
  });
});
