/**
 * 50 guests start paying for the same nights of one property at the same moment, on real PostgreSQL
 * with a pool of connections (PGlite has a single connection, so it cannot race): the exclusion
 * constraint lets exactly one hold through.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { createTestApp, onPostgres, type TestApp } from '../../test/harness';
import { lockPropertyForHold } from './queries';
import { createIntent, insertHotel, paySimulated, postIntent, postValidate, stay } from './test-fixtures';

if (!onPostgres()) {
  console.log(
    process.env.TEST_DATABASE_URL
      ? 'Skipped on PGlite: the concurrency test runs in the server:postgres project.'
      : 'Skipped: the concurrency test needs real PostgreSQL and TEST_DATABASE_URL is not set.',
  );
}

describe.skipIf(!onPostgres())('simultaneous payment-intents on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('50 requests for the same nights give exactly one hold and 49 × 409', async () => {
    const hotel = await insertHotel(t.app);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postIntent(t.app, hotel.id, stay(30, 3, { phoneNumber: `+91 98100 ${String(i).padStart(5, '0')}` })),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ message: 'Those dates are no longer available. Please choose other dates.' });
    }
    const held = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.hotelId, hotel.id), eq(bookings.status, 'held')));
    expect(held).toHaveLength(1);
    expect(held[0]!.razorpayOrderId).toBe(responses.find((r) => r.statusCode === 201)!.json().orderId);
  });

  it('with lapsed holds on the property, racing guests still get one hold and 409s, never a 500 (deadlock)', async () => {
    const hotel = await insertHotel(t.app);
    // Lapsed holds on the very nights wanted and around them: every new hold first expires them.
    for (const [offset, nights] of [
      [50, 2],
      [52, 1],
      [55, 3],
    ] as const) {
      const intent = await createIntent(t.app, hotel.id, stay(offset, nights));
      await t.database.db
        .update(bookings)
        .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
        .where(eq(bookings.razorpayOrderId, intent.orderId));
    }
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => postIntent(t.app, hotel.id, stay(50 + (i % 6), 1 + (i % 3)))));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
  });

  it('overlapping but different stays racing each other never share a night', async () => {
    const hotel = await insertHotel(t.app);
    // 30 stays of 1 to 3 nights starting on days 10 to 19.
    const requests = Array.from({ length: 30 }, (_, i) => stay(10 + (i % 10), 1 + (i % 3)));
    const responses = await Promise.all(requests.map((body) => postIntent(t.app, hotel.id, body)));
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const taken = (await t.app.inject({ method: 'GET', url: `/api/hotels/${hotel.id}/availability` })).json().takenNights as string[];
    const nightsHeld = responses
      .map((r, i) => (r.statusCode === 201 ? requests[i]! : null))
      .filter((body) => body !== null)
      .reduce((sum, body) => sum + (Date.parse(body.checkOut) - Date.parse(body.checkIn)) / 86_400_000, 0);
    // Every held night is listed once: no night was held twice.
    expect(taken).toHaveLength(nightsHeld);
    expect(new Set(taken).size).toBe(taken.length);
  });

  it("confirming a payment waits for its property's hold lock, as taking a hold does (no deadlock between them)", async () => {
    const hotel = await insertHotel(t.app);
    const hold = await createIntent(t.app, hotel.id, stay(70, 1));
    // Another guest is taking a hold on this property: its transaction holds the property's lock.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const otherGuest = t.database.db.transaction(async (tx) => {
      await lockPropertyForHold(tx, hotel.id);
      locked();
      await released;
    });
    await lockTaken;
    const paying = paySimulated(t.app, hold.orderId);
    const finishedFirst = await Promise.race([
      paying.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 500)),
    ]);
    expect(finishedFirst).toBe(false);
    release();
    await otherGuest;
    expect((await paying).statusCode).toBe(200);
  });

  it('payments racing for one order (a double click) are captured once', async () => {
    const hotel = await insertHotel(t.app);
    const intent = await createIntent(t.app, hotel.id, stay(40, 1));
    const responses = await Promise.all(Array.from({ length: 5 }, () => paySimulated(t.app, intent.orderId)));
    const paid = responses.filter((r) => r.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 400).map((r) => r.json())).toEqual(
      Array.from({ length: 4 }, () => ({ message: 'This order has already been paid' })),
    );
    expect((await postValidate(t.app, paid[0]!.json())).json()).toMatchObject({ status: 'confirmed' });
  });
});
