/**
 * Hostile input to every API route (from the route table and its recipe): each variant must be
 * refused with a 4xx JSON `{ message }`, never a 5xx or a stack trace, and must leave the stored data
 * (every table, every uploaded file) exactly as it was.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVerifiedUser, signInAdmin, type TestApp } from '../harness';
import { insertHotel } from '../../modules/bookings/test-fixtures';
import { hostileCases, type HostileCase } from './cases';
import { CONTRACT_ROUTES, factsOf, HARDENING_ENV, listingRequestBody, recipeFor, type Fixtures } from './routes';

let t: TestApp;
let fixtures: Fixtures;

beforeAll(async () => {
  t = await createTestApp({ env: HARDENING_ENV });
  const adminCookie = await signInAdmin(t.app);
  fixtures = { app: t.app, db: t.database.db, adminCookie, hotelId: (await insertHotel(t.app)).id };
});
afterAll(() => t?.close());

/** Every row of every table, and every stored file: what no refused request may change. */
async function snapshot(): Promise<string> {
  const tables = await t.database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts: string[] = [];
  for (const { name } of rows<{ name: string }>(tables)) {
    const content = await t.database.db.execute(sql`select * from ${sql.identifier(name)}`);
    parts.push(
      `${name}: ${JSON.stringify(
        rows(content)
          .map((row) => JSON.stringify(row))
          .sort(),
      )}`,
    );
  }
  parts.push(`files: ${JSON.stringify(listFiles(path.join(t.config.dataDir, 'uploads')))}`);
  return parts.join('\n');
}

/** PGlite answers { rows }, node-postgres too; either way the rows. */
function rows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

/** What is wrong with the answer to a hostile request, or null when it is a proper refusal. */
function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode < 400 || response.statusCode >= 500) return `status ${response.statusCode}`;
  if (!String(response.headers['content-type']).startsWith('application/json'))
    return `content-type ${String(response.headers['content-type'])}`;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return 'body is not JSON';
  }
  if (typeof (body as { message?: unknown }).message !== 'string') return 'no string message';
  if (/\n\s+at |node_modules|\.ts:\d+/.test(response.body)) return 'stack trace in the body';
  return null;
}

describe('hostile input', () => {
  it('refuses every hostile variant of every route with a 4xx JSON message and changes nothing', async () => {
    // Valid requests first (recipes may create the rows they point at), then the snapshot.
    const plan: { route: string; cases: HostileCase[]; cookie: string }[] = [];
    for (const route of CONTRACT_ROUTES.map(factsOf)) {
      const recipe = recipeFor(route);
      const base: InjectOptions = await recipe.request(fixtures);
      // Sent as the administrator, unless the request ends its account's sessions: then as its own account.
      const cookie = recipe.session === 'own' ? String((base.headers as Record<string, string>).cookie) : fixtures.adminCookie;
      plan.push({ route: `${route.method} ${route.url}`, cases: await hostileCases(route, base), cookie });
    }
    const before = await snapshot();

    const failures: string[] = [];
    let count = 0;
    for (const { route, cases, cookie } of plan) {
      for (const hostile of cases) {
        const request = hostile.request;
        const response = await t.app.inject({ ...request, headers: { ...request.headers, cookie } });
        count += 1;
        const problem = problemWith(response);
        if (problem) failures.push(`${route} · ${hostile.name}: ${problem} ${response.body.slice(0, 160)}`);
      }
    }
    console.log(`hostile input: ${count} cases over ${plan.length} routes, ${failures.length} failures`);
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
  }, 180_000);
});

describe('text that is strange but legitimate', () => {
  const STRANGE = [
    "O'Brien'); DROP TABLE users; --",
    '%_\\%; select pg_sleep(10)',
    '.*(a+)+$[^](?:\\d{1,}',
    'नमस्ते शिमला',
    '𝕳𝖔𝖙𝖊𝖑 🏔️ café',
    'zero\u200bwidth inside',
    '<script>alert(1)</script>',
  ];

  it('stores and returns SQL and regex meta-characters, unicode and markup verbatim', async () => {
    const { cookie } = await registerVerifiedUser(t.app);
    for (const text of STRANGE) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: { cookie },
        payload: { ...listingRequestBody(), propertyName: text, propertyDescription: text },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/properties', headers: { cookie: fixtures.adminCookie } });
    // Asked without ?page, the list is a plain array (docs/product/api.md).
    const names = (list.json() as { propertyName: string }[]).map((r) => r.propertyName);
    for (const text of STRANGE) expect(names).toContain(text);
  });

  it('searches for them without errors or surprise matches', async () => {
    for (const text of STRANGE) {
      const search = await t.app.inject({ method: 'GET', url: '/api/hotels/search', query: { destination: text } });
      expect(search.statusCode, search.body).toBe(200);
      expect(search.json().data).toEqual([]);
      const admin = await t.app.inject({
        method: 'GET',
        url: '/api/my-hotels',
        query: { search: text },
        headers: { cookie: fixtures.adminCookie },
      });
      expect(admin.statusCode, admin.body).toBe(200);
    }
    // '%' and '_' are LIKE wildcards: searching for them must not match every property.
    const wildcard = await t.app.inject({ method: 'GET', url: '/api/hotels/search', query: { destination: '%' } });
    expect(wildcard.json().data).toEqual([]);
  });

  it('ignores fields a client may not set', async () => {
    const email = `mass-${Date.now()}@example.com`;
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { firstName: 'M', lastName: 'A', email, password: 'secret-1', confirmPassword: 'secret-1', isAdmin: true, role: 'admin' },
    });
    expect(register.statusCode).toBe(201);
    const cookie = `auth_token=${register.cookies.find((c) => c.name === 'auth_token')!.value}`;
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/validate-token', headers: { cookie } });
    expect(me.json().isAdmin).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/coupons/all', headers: { cookie } })).statusCode).toBe(403);
  });
});
