import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listingRequests } from '../../db/schema';
import { LISTING_REQUEST_MESSAGES } from '@hillnest/domain';
import { createTestApp, registerUser, registerVerifiedUser, setUpSignedInApp, signInAdmin, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
let user: string;

setUpSignedInApp((s) => ({ t, admin } = s));
// Listing requests come from verified addresses only.
beforeAll(async () => {
  user = (await registerVerifiedUser(t.app)).cookie;
});

const request = (override: Record<string, unknown> = {}) => ({
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'Ravi.Kumar@Example.com',
  mobile: '+91 98765 43210',
  propertyName: 'Pine Cottage',
  propertyLocation: 'Kasauli, Himachal Pradesh',
  propertyType: 'Hill View Condo',
  hearAbout: 'Instagram',
  ...override,
});
const send = (payload: unknown, cookie: string | null = user) =>
  t.app.inject({ method: 'POST', url: '/api/properties', payload: payload as object, headers: cookie ? { cookie } : {} });
const adminPage = async (query = '?page=1') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/properties${query}`, headers: { cookie: admin } });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: { propertyName: string }[]; pagination: { total: number; page: number; pages: number } };
};
const adminList = async () => (await adminPage()).data;

describe('listing requests', () => {
  it("records a signed-in user's request with the optional fields, for the admin to read", async () => {
    const response = await send(
      request({ rooms: '4', photosLink: 'https://photos.example/pine', propertyDescription: ' Two balconies. ', propertyType: 'Other' }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      _id: expect.any(String),
      ...request(),
      email: 'ravi.kumar@example.com',
      propertyType: 'Other',
      rooms: 4,
      photosLink: 'https://photos.example/pine',
      propertyDescription: 'Two balconies.',
      createdAt: expect.any(String),
    });
    expect(await adminList()).toContainEqual(created);
  });

  it('leaves the optional fields empty', async () => {
    const response = await send(request({ propertyName: 'Bare', rooms: '', photosLink: '', propertyDescription: '' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ rooms: null, photosLink: null, propertyDescription: null });
  });

  it('lists newest first', async () => {
    await send(request({ propertyName: 'Older' }));
    await send(request({ propertyName: 'Newer' }));
    const names = (await adminList()).map((r) => r.propertyName);
    expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'));
    expect(names[0]).toBe('Newer');
  });

  it.each([
    [{ firstName: '' }, 'firstName: This field is required'],
    [{ mobile: undefined }, 'mobile: This field is required'],
    [{ email: 'ravi@' }, 'email: Please enter a valid email address'],
    [{ mobile: 'abc' }, 'mobile: Please enter a valid mobile number'],
    [{ propertyType: 'Palace' }, 'propertyType: Please choose one of the listed property types'],
    [{ hearAbout: '' }, 'hearAbout: This field is required'],
    [{ rooms: -2 }, 'rooms: Rooms must be a whole number from 1 to 10000'],
    [{ photosLink: 'file:///etc/passwd' }, 'photosLink: Please enter a full link starting with http:// or https://'],
  ])('refuses %o with "%s" and stores nothing', async (override, message) => {
    const response = await send(request({ ...override, propertyName: `Invalid ${message}` }));
    expect(response.statusCode).toBe(400);
    // A sentence, and the field it is about (the form shows it there).
    const at = message.indexOf(': ');
    expect(response.json()).toEqual({ message: message.slice(at + 2), field: message.slice(0, at) });
    expect((await adminList()).map((r) => r.propertyName)).not.toContain(`Invalid ${message}`);
  });

  it('needs a signed-in user to send and the admin to read', async () => {
    expect((await send(request({ propertyName: 'Anonymous' }), null)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/properties' })).statusCode).toBe(401);
    const asUser = await t.app.inject({ method: 'GET', url: '/api/properties', headers: { cookie: user } });
    expect(asUser.statusCode).toBe(403);
    expect((await adminList()).map((r) => r.propertyName)).not.toContain('Anonymous');
  });
});

describe('who may send one', () => {
  it('an account whose e-mail is not verified is refused, and nothing is stored', async () => {
    const unverified = await registerUser(t.app);
    const response = await send(request({ propertyName: 'Unverified Villa' }), unverified.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(LISTING_REQUEST_MESSAGES.verifyFirst);
    expect((await adminList()).map((r) => r.propertyName)).not.toContain('Unverified Villa');
  });
});

describe('one client sends at most LISTING_REQUESTS_PER_IP_PER_HOUR (default 10) in an hour, all accounts together', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { LISTING_REQUESTS_PER_IP_PER_HOUR: '' } });
  });
  afterAll(() => limited?.close());

  it('answers the eleventh from five accounts with 429; another network is not affected', async () => {
    const accounts = await Promise.all(Array.from({ length: 5 }, () => registerVerifiedUser(limited.app)));
    const sendFrom = (cookie: string, name: string, remoteAddress = '2001:db8:5:5::1') =>
      limited.app.inject({
        method: 'POST',
        url: '/api/properties',
        payload: request({ propertyName: name }),
        headers: { cookie },
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await sendFrom(accounts[i % 5]!.cookie, `Flood ${i}`, `2001:db8:5:5::${i + 1}`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect((await sendFrom(accounts[4]!.cookie, 'From elsewhere', '198.51.100.40')).statusCode).toBe(201);
  });
});

describe('an account sends at most LISTING_REQUESTS_PER_HOUR (default 3) in an hour', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { LISTING_REQUESTS_PER_HOUR: '' } });
  });
  afterAll(() => limited?.close());

  it('answers the fourth with 429 and a clear message, and stores nothing; another account is not affected', async () => {
    const { cookie } = await registerVerifiedUser(limited.app);
    const sendAs = (who: string, name: string) =>
      limited.app.inject({ method: 'POST', url: '/api/properties', payload: request({ propertyName: name }), headers: { cookie: who } });
    for (let i = 1; i <= 3; i++) expect((await sendAs(cookie, `Cottage ${i}`)).statusCode).toBe(201);
    const fourth = await sendAs(cookie, 'Cottage 4');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(
      /^You can send at most 3 listing requests an hour\. We will contact you about the ones you sent; please try again in \d+ minutes?\.$/,
    );
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(3600);

    const list = await limited.app.inject({
      method: 'GET',
      url: '/api/properties?page=1',
      headers: { cookie: await signInAdmin(limited.app) },
    });
    expect(list.json().data.map((r: { propertyName: string }) => r.propertyName)).not.toContain('Cottage 4');
    expect((await sendAs((await registerVerifiedUser(limited.app)).cookie, 'Another owner')).statusCode).toBe(201);
  });

  it('counts requests sent together one after another', async () => {
    const { cookie } = await registerVerifiedUser(limited.app);
    const sent = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/properties',
          payload: request({ propertyName: `Rush ${i}` }),
          headers: { cookie },
        }),
      ),
    );
    expect(sent.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429]);
  });
});

describe('the admin list with thousands of requests', () => {
  it('is paged newest first, 20 a page, with the total', async () => {
    const before = (await adminPage()).pagination.total;
    // 2,500 requests over the last days, written straight into the table.
    await t.database.db.insert(listingRequests).select(
      sql`select gen_random_uuid(), null, 'Bulk', 'Owner', 'bulk@example.com', '+91 98765 43210', 'Bulk ' || n, 'Shimla',
        'Other', null, 'Blogs', null, null, now() - make_interval(mins => n)
        from generate_series(1, 2500) as n`,
    );
    const first = await adminPage();
    const total = before + 2500;
    expect(first.pagination).toEqual({ total, page: 1, pages: Math.ceil(total / 20) });
    expect(first.data).toHaveLength(20);
    const second = await adminPage('?page=2');
    expect(second.data).toHaveLength(20);
    expect(second.data.map((r) => r.propertyName)).not.toContain(first.data[0]!.propertyName);
    const last = await adminPage(`?page=${first.pagination.pages}`);
    expect(last.data.at(-1)!.propertyName).toBe('Bulk 2500');
    expect((await adminPage(`?page=${first.pagination.pages + 1}`)).data).toEqual([]);
  });

  it('refuses a malformed page with 400', async () => {
    for (const page of ['0', '-1', 'abc', '1e3']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/properties?page=${page}`, headers: { cookie: admin } });
      expect(response.statusCode, page).toBe(400);
    }
  });
});
