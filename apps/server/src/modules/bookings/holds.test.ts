/**
 * Calendar squatting, round 3 (issue 32, item 7): client limits group IPv6 by /64, long or far stays are
 * held only 5 minutes, a property's unpaid holds take at most MAX_HELD_NIGHTS_PER_PROPERTY nights, and the
 * owner sees the payments in progress and can release one.
 */
import { describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../test/access';
import { setUpSignedInApp, type TestApp } from '../../test/harness';
import { inDays, insertHotel, lapseHold, orderRow, paySuccessfully, stay } from './test-fixtures';

let t: TestApp;
let admin: string;
let user: string;

// The limits at their defaults (HOLD_MINUTES 15, MAX_HELD_NIGHTS_PER_PROPERTY 30), and low client limits.
setUpSignedInApp((s) => ({ t, admin, user } = s), {
  env: { MAX_HELD_NIGHTS_PER_PROPERTY: '', MAX_HOLDS_PER_CLIENT: '3', PAYMENT_RATE_LIMIT_PER_IP: '12' },
});

let mailbox = 0;
const newEmail = () => `squatter${++mailbox}@example.com`;
let network = 0;
/** A fresh IPv6 /64 per test. */
const newNetwork = () => `2001:db8:${(++network).toString(16)}:7`;

const intent = (hotelId: string, body: object, ip: string) =>
  t.app.inject({ method: 'POST', url: `/api/hotels/${hotelId}/bookings/payment-intent`, payload: body, remoteAddress: ip });
const hotel = async () => (await insertHotel(t.app)).id;
const takenNights = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/hotels/${id}/availability` })).json().takenNights as string[];
const holds = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/holds', headers: { cookie: admin } });
  expect(response.statusCode).toBe(200);
  return response.json() as { _id: string; hotelName: string; checkIn: string; email: string; holdExpiresAt: string }[];
};

describe('client limits count an IPv6 address by its /64 network', () => {
  it('refuses a fourth unpaid hold from other addresses of the same /64; another /64 is another client', async () => {
    const net = newNetwork();
    for (const address of [`${net}::1`, `${net}::2`, `${net}:abcd:ef01:2345:6789`]) {
      expect((await intent(await hotel(), stay(10, 2, { email: newEmail() }), address)).statusCode).toBe(201);
    }
    const fourth = await intent(await hotel(), stay(10, 2, { email: newEmail() }), `${net}:ffff:ffff:ffff:ffff`);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/^You already have 3 bookings waiting for payment\./);
    expect((await intent(await hotel(), stay(10, 2, { email: newEmail() }), `${newNetwork()}::1`)).statusCode).toBe(201);
  });

  it('rate-limits starting payments per /64', async () => {
    const net = newNetwork();
    const id = await hotel();
    // Refused stays (in the past) still count.
    for (let i = 1; i <= 12; i++) expect((await intent(id, stay(-3, 1), `${net}::${i.toString(16)}`)).statusCode).toBe(400);
    const refused = await intent(id, stay(10, 2, { email: newEmail() }), `${net}:1:2:3:4`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many payment attempts\./);
  });
});

describe('a long or far stay is held 5 minutes', () => {
  const heldMinutes = async (body: object) => {
    const response = await intent(await hotel(), { ...body, email: newEmail() }, `${newNetwork()}::1`);
    expect(response.statusCode).toBe(201);
    const row = (await orderRow(t.database.db, response.json().orderId))!;
    expect(response.json().holdExpiresAt).toBe(row.holdExpiresAt!.toISOString());
    return (row.holdExpiresAt!.getTime() - row.createdAt.getTime()) / 60_000;
  };

  it('holds more than 7 nights, or a stay starting more than 60 days ahead, for 5 minutes', async () => {
    expect(await heldMinutes(stay(10, 8))).toBe(5);
    expect(await heldMinutes(stay(61, 2))).toBe(5);
  });

  it('holds 7 nights starting within 60 days for HOLD_MINUTES', async () => {
    expect(await heldMinutes(stay(60, 7))).toBe(15);
  });
});

describe('nights held at once per property (MAX_HELD_NIGHTS_PER_PROPERTY, default 30)', () => {
  it('refuses a hold that would take the unpaid holds past 30 nights with 409; paid stays do not count', async () => {
    const id = await hotel();
    const orders: string[] = [];
    for (let start = 1; start < 29; start += 7) {
      const response = await intent(id, stay(start, 7, { email: newEmail() }), `${newNetwork()}::1`);
      expect(response.statusCode).toBe(201);
      orders.push(response.json().orderId);
    }
    const over = await intent(id, stay(29, 3, { email: newEmail() }), `${newNetwork()}::1`);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(
      /^Other guests are completing payment for many nights of this property right now\. Please try again in \d+ minutes?, or choose fewer nights\.$/,
    );
    expect(await takenNights(id)).not.toContain(inDays(29));
    // Up to the limit is fine.
    expect((await intent(id, stay(29, 2, { email: newEmail() }), `${newNetwork()}::1`)).statusCode).toBe(201);
    // A paid stay no longer counts; a lapsed hold neither.
    await paySuccessfully(t.app, orders[0]!);
    expect((await intent(id, stay(31, 7, { email: newEmail() }), `${newNetwork()}::1`)).statusCode).toBe(201);
    await lapseHold(t.app, orders[1]!);
    expect((await intent(id, stay(38, 7, { email: newEmail() }), `${newNetwork()}::1`)).statusCode).toBe(201);
    // Another property has its own allowance.
    expect((await intent(await hotel(), stay(29, 3, { email: newEmail() }), `${newNetwork()}::1`)).statusCode).toBe(201);
  });
});

describe('payments in progress on the dashboard (GET /api/admin/holds, DELETE /api/admin/holds/{id})', () => {
  it('lists the running unpaid holds with property, dates, guest and end; the owner releases one and its nights are free at once', async () => {
    const { id } = await insertHotel(t.app, { name: 'Squatted Suites' });
    const email = newEmail();
    const held = await intent(id, stay(12, 3, { email }), `${newNetwork()}::1`);
    const lapsed = await intent(id, stay(20, 2, { email: newEmail() }), `${newNetwork()}::1`);
    const paid = await intent(id, stay(25, 2, { email: newEmail() }), `${newNetwork()}::1`);
    await lapseHold(t.app, lapsed.json().orderId);
    await paySuccessfully(t.app, paid.json().orderId);

    const mine = (await holds()).filter((h) => h.hotelName === 'Squatted Suites');
    const holdId = (await orderRow(t.database.db, held.json().orderId))!.id;
    expect(mine).toEqual([
      {
        _id: holdId,
        hotelId: id,
        hotelName: 'Squatted Suites',
        checkIn: inDays(12),
        checkOut: inDays(15),
        firstName: 'Meera',
        lastName: 'Iyer',
        email,
        holdExpiresAt: held.json().holdExpiresAt,
      },
    ]);
    expect(await takenNights(id)).toContain(inDays(12));

    const release = await t.app.inject({ method: 'DELETE', url: `/api/admin/holds/${holdId}`, headers: { cookie: admin } });
    expect(release.statusCode).toBe(204);
    expect(await takenNights(id)).not.toContain(inDays(12));
    expect((await holds()).map((h) => h._id)).not.toContain(holdId);
    // Another guest can hold the nights straight away.
    expect((await intent(id, stay(12, 3, { email: newEmail() }), `${newNetwork()}::1`)).statusCode).toBe(201);

    // Released already, a paid booking or an unknown id: nothing to release.
    const paidId = (await orderRow(t.database.db, paid.json().orderId))!.id;
    for (const other of [holdId, paidId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/holds/${other}`, headers: { cookie: admin } });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'This payment is no longer in progress' });
    }
  });

  it('is for the administrator only', async () => {
    await expectAdminOnly(t.app, user, { method: 'GET', url: '/api/admin/holds' });
    const held = await intent(await hotel(), stay(12, 3, { email: newEmail() }), `${newNetwork()}::1`);
    const holdId = (await orderRow(t.database.db, held.json().orderId))!.id;
    await expectAdminOnly(t.app, user, { method: 'DELETE', url: `/api/admin/holds/${holdId}` });
    expect((await holds()).map((h) => h._id)).toContain(holdId);
  });
});
