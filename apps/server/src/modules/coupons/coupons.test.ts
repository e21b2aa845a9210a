import { addDays, DEFAULT_TIME_ZONE, todayIn } from '@hillnest/domain';
import { describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../test/access';
import { wroteBehindTheApp, fieldError, setUpSignedInApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
let user: string;

setUpSignedInApp((s) => ({ t, admin, user } = s));
const today = todayIn(DEFAULT_TIME_ZONE);

const coupon = (override: Record<string, unknown> = {}) => ({
  couponType: 'Percentage',
  amount: '15',
  couponCode: `CODE${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  couponMessage: '15% off',
  minNights: '2',
  neverExpires: false,
  expiryDate: addDays(today, 30),
  ...override,
});

const create = (payload: Record<string, unknown>, cookie = admin) =>
  t.app.inject({ method: 'POST', url: '/api/coupons', payload, headers: { cookie } });
const publicList = async () => (await t.app.inject({ method: 'GET', url: '/api/coupons' })).json() as { couponCode: string }[];
const adminList = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/coupons/all', headers: { cookie: admin } })).json() as { couponCode: string }[];
const codes = (list: { couponCode: string }[]) => list.map((c) => c.couponCode);

describe('coupons', () => {
  it('creates a coupon with numbers typed as text, sets the creation date, and lists it publicly', async () => {
    const before = Date.now();
    const response = await create(coupon({ couponCode: 'Monsoon15' }));
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      _id: expect.any(String),
      couponType: 'Percentage',
      amount: 15,
      couponCode: 'Monsoon15',
      couponMessage: '15% off',
      minNights: 2,
      expiryDate: addDays(today, 30),
      neverExpires: false,
      creationDate: expect.any(String),
    });
    expect(Date.parse(created.creationDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(await publicList()).toContainEqual(created);
  });

  it('stores a never-expiring coupon with no expiry date, even if a date was sent', async () => {
    const response = await create(
      coupon({ neverExpires: true, expiryDate: addDays(today, 3), couponType: 'Direct Money Off', amount: 750 }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ neverExpires: true, expiryDate: null, amount: 750, couponType: 'Direct Money Off' });
  });

  it('shows the public only coupons usable today (through their expiry date); the admin sees all', async () => {
    const lastDay = (await create(coupon({ expiryDate: today }))).json();
    // An expired coupon cannot be created through the API; age one in the database instead.
    const aged = (await create(coupon({ expiryDate: addDays(today, 1) }))).json();
    await t.database.db.execute(`update coupons set expiry_date = '${addDays(today, -1)}' where id = '${aged._id}'`);
    wroteBehindTheApp(t.app, 'coupons');

    expect(codes(await publicList())).toContain(lastDay.couponCode);
    expect(codes(await publicList())).not.toContain(aged.couponCode);
    expect(codes(await adminList())).toEqual(expect.arrayContaining([lastDay.couponCode, aged.couponCode]));
  });

  it('lists newest first', async () => {
    const first = (await create(coupon())).json();
    const second = (await create(coupon())).json();
    const list = codes(await adminList());
    expect(list.indexOf(second.couponCode)).toBeLessThan(list.indexOf(first.couponCode));
  });

  it('refuses a code that exists in any case, and keeps the first', async () => {
    expect((await create(coupon({ couponCode: 'SUMMER24' }))).statusCode).toBe(201);
    const again = await create(coupon({ couponCode: 'summer24', couponMessage: 'other' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'A coupon with this code already exists' });
    expect(codes(await adminList()).filter((c) => c.toLowerCase() === 'summer24')).toEqual(['SUMMER24']);
  });

  it.each([
    [{ amount: 'ten' }, 'amount: Amount and Minimum Nights must be valid numbers'],
    [{ minNights: '1.5' }, 'minNights: Amount and Minimum Nights must be valid numbers'],
    [{ amount: undefined }, 'amount: This field is required'],
    [{ amount: 101 }, 'amount: A percentage must be between 1 and 100'],
    [{ couponType: 'Direct Money Off', amount: 0 }, 'amount: The amount must be between 1 and 1000000'],
    [{ couponType: 'BOGOF' }, "couponType: Choose 'Percentage' or 'Direct Money Off'"],
    [{ couponCode: '' }, 'couponCode: This field is required'],
    [{ couponCode: '<b>X</b>' }, 'couponCode: The coupon code may contain only letters, digits, - and _'],
    [{ expiryDate: null }, 'expiryDate: Choose an expiry date or tick Never Expires'],
    [{ expiryDate: '31/12/2030' }, 'expiryDate: Please enter a valid date (YYYY-MM-DD)'],
    [{ expiryDate: '2000-01-01' }, 'expiryDate: The expiry date cannot be in the past'],
  ])('refuses %o with "%s" and stores nothing', async (override, message) => {
    const payload = coupon(override);
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldError(message));
    expect(codes(await adminList())).not.toContain(payload.couponCode);
  });

  it('answers a body that is not an object with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(response.statusCode).toBe(400);
  });

  it('deletes a coupon once; an unknown or malformed id is 404', async () => {
    const created = (await create(coupon())).json();
    const url = `/api/coupons/${created._id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: admin } })).statusCode).toBe(204);
    expect(codes(await adminList())).not.toContain(created.couponCode);
    for (const id of [created._id, 'not-a-uuid']) {
      const response = await t.app.inject({ method: 'DELETE', url: `/api/coupons/${id}`, headers: { cookie: admin } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Coupon not found' });
    }
  });

  it('keeps creating, deleting and the full list to the admin', async () => {
    const created = (await create(coupon())).json();
    await expectAdminOnly(t.app, user, { method: 'POST', url: '/api/coupons', payload: coupon() });
    await expectAdminOnly(t.app, user, { method: 'DELETE', url: `/api/coupons/${created._id}` });
    await expectAdminOnly(t.app, user, { method: 'GET', url: '/api/coupons/all' });
    expect(codes(await adminList())).toContain(created.couponCode);
  });
});
