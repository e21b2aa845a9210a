/**
 * Calendar squatting (issue 13): a longest stay, a few unpaid holds per client, and a rate limit on
 * starting payments. One anonymous script used to hold every property for a year.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test/harness';
import { guestContact, inDays, insertHotel, lapseHold, paySuccessfully, stay } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  // MAX_STAY_NIGHTS and MAX_HOLDS_PER_CLIENT at their defaults (30 and 3).
  t = await createTestApp({ env: { MAX_STAY_NIGHTS: '', MAX_HOLDS_PER_CLIENT: '', PAYMENT_RATE_LIMIT_PER_IP: '12' } });
});
afterAll(() => t?.close());

let address = 0;
/** A fresh client address per test, so the per-address limits of one test never touch another's. */
const newAddress = () => `198.51.100.${++address}`;
let mailbox = 0;
const newEmail = () => `guest${++mailbox}@example.com`;

const intent = (hotelId: string, body: object, ip: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/hotels/${hotelId}/bookings/payment-intent`,
    payload: body,
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });
const hotel = async () => (await insertHotel(t.app)).id;
const takenNights = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/hotels/${id}/availability` })).json().takenNights as string[];

const TOO_LONG = 'A stay booked online can be at most 30 nights. For a longer stay, please contact the owner.';

describe('the longest stay (MAX_STAY_NIGHTS, default 30)', () => {
  it('quotes and holds 30 nights', async () => {
    const id = await hotel();
    const quote = await t.app.inject({ method: 'POST', url: `/api/hotels/${id}/bookings/quote`, payload: stay(5, 30) });
    expect(quote.statusCode).toBe(200);
    expect((await intent(id, stay(5, 30), newAddress())).statusCode).toBe(201);
  });

  it('refuses 31 nights, and a year, with 400 telling the guest to contact the owner; nothing is held', async () => {
    const id = await hotel();
    for (const body of [stay(5, 31), { ...stay(0, 1), checkOut: inDays(365) }]) {
      const quote = await t.app.inject({ method: 'POST', url: `/api/hotels/${id}/bookings/quote`, payload: body });
      expect(quote.statusCode).toBe(400);
      expect(quote.json()).toEqual({ message: TOO_LONG });
      const held = await intent(id, body, newAddress());
      expect(held.statusCode).toBe(400);
      expect(held.json()).toEqual({ message: TOO_LONG });
    }
    expect(await takenNights(id)).toEqual([]);
  });
});

describe('infants', () => {
  // The test property takes 4 adults and 2 children: 6 guests in all.
  const quote = (id: string, guests: object) =>
    t.app.inject({ method: 'POST', url: `/api/hotels/${id}/bookings/quote`, payload: { ...stay(5, 2), ...guests } });

  it("count toward the property's places (adults and children together), and are free", async () => {
    const id = await hotel();
    const fits = await quote(id, { adultCount: 2, childCount: 1, infantCount: 3 });
    expect(fits.statusCode).toBe(200);
    expect(fits.json().totalPaise).toBe((await quote(id, { adultCount: 2, childCount: 1, infantCount: 0 })).json().totalPaise);
    const tooMany = await quote(id, { adultCount: 2, childCount: 1, infantCount: 4 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: 'This property takes at most 6 guests, infants included' });
    const held = await intent(id, { ...stay(5, 2), adultCount: 1, childCount: 0, infantCount: 20 }, newAddress());
    expect(held.json()).toEqual({ message: 'This property takes at most 6 guests, infants included' });
    expect(await takenNights(id)).toEqual([]);
  });

  it('are bounded 0 to 20', async () => {
    const id = await hotel();
    expect((await quote(id, { infantCount: 21 })).json()).toEqual({ message: 'There can be at most 20 infants', field: 'infantCount' });
    expect((await quote(id, { infantCount: -1 })).json()).toEqual({ message: 'Infants cannot be fewer than 0', field: 'infantCount' });
  });
});

describe('unpaid holds per client (MAX_HOLDS_PER_CLIENT, default 3)', () => {
  it('refuses a fourth hold from one address with 429 and a clear message', async () => {
    const ip = newAddress();
    for (let i = 0; i < 3; i++) expect((await intent(await hotel(), stay(10, 2, { email: newEmail() }), ip)).statusCode).toBe(201);
    const id = await hotel();
    const fourth = await intent(id, stay(10, 2, { email: newEmail() }), ip);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(
      /^You already have 3 bookings waiting for payment\. Please complete or cancel one before starting another, or try again in \d+ minutes? when the first expires\.$/,
    );
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(await takenNights(id)).toEqual([]);
    // Someone else on another address is not affected.
    expect((await intent(id, stay(10, 2, { email: newEmail() }), newAddress())).statusCode).toBe(201);
  });

  it('counts per e-mail address across addresses, whatever its case', async () => {
    const email = newEmail();
    for (let i = 0; i < 3; i++) expect((await intent(await hotel(), stay(10, 2, { email }), newAddress())).statusCode).toBe(201);
    const fourth = await intent(await hotel(), stay(10, 2, { email: email.toUpperCase() }), newAddress());
    expect(fourth.statusCode).toBe(429);
  });

  it("counts a signed-in user's holds per account", async () => {
    const { cookie } = await registerUser(t.app);
    for (let i = 0; i < 3; i++) expect((await intent(await hotel(), stay(10, 2), newAddress(), cookie)).statusCode).toBe(201);
    expect((await intent(await hotel(), stay(10, 2), newAddress(), cookie)).statusCode).toBe(429);
  });

  it('frees a slot when a hold is released, paid or lapses', async () => {
    const ip = newAddress();
    const orders: string[] = [];
    for (let i = 0; i < 3; i++) orders.push((await intent(await hotel(), stay(10, 2, { email: newEmail() }), ip)).json().orderId);
    expect((await intent(await hotel(), stay(10, 2, { email: newEmail() }), ip)).statusCode).toBe(429);

    const release = await t.app.inject({ method: 'POST', url: '/api/hotels/order/release', payload: { orderId: orders[0] } });
    expect(release.json()).toEqual({ released: true });
    orders[0] = (await intent(await hotel(), stay(10, 2, { email: newEmail() }), ip)).json().orderId;
    expect((await intent(await hotel(), stay(10, 2, { email: newEmail() }), ip)).statusCode).toBe(429);

    await paySuccessfully(t.app, orders[1]!);
    expect((await intent(await hotel(), stay(10, 2, { email: newEmail() }), ip)).statusCode).toBe(201);
    expect((await intent(await hotel(), stay(10, 2, { email: newEmail() }), ip)).statusCode).toBe(429);

    await lapseHold(t.app, orders[2]!);
    expect((await intent(await hotel(), stay(10, 2, { email: newEmail() }), ip)).statusCode).toBe(201);
  });

  it('lets exactly three of six simultaneous holds from one client through', async () => {
    const ip = newAddress();
    const hotels = await Promise.all(Array.from({ length: 6 }, hotel));
    const statuses = (await Promise.all(hotels.map((id) => intent(id, stay(10, 2, { email: newEmail() }), ip)))).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });
});

describe('starting payments is rate-limited per address (PAYMENT_RATE_LIMIT_PER_IP)', () => {
  it('answers 429 after the limit, counting refused attempts too, and only for that address', async () => {
    const ip = newAddress();
    const id = await hotel();
    const statuses: number[] = [];
    // Refused stays (dates in the past) still count: each attempt costs the server work.
    for (let i = 0; i < 13; i++) statuses.push((await intent(id, stay(-3, 1, { email: newEmail() }), ip)).statusCode);
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(400));
    expect(statuses[12]).toBe(429);
    const refused = await intent(id, stay(10, 2, { email: newEmail() }), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many payment attempts\. Please try again in \d+ (minutes?|seconds?)\.$/);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);
    expect((await intent(id, { ...stay(10, 2), ...guestContact, email: newEmail() }, newAddress())).statusCode).toBe(201);
  });
});
