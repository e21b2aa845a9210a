/**
 * A phone booking paid by its deposit (issue 36): the owner records the deposit of their terms as
 * paid to them, and the balance is then asked for by the balance job's payment link, as after a
 * checkout's deposit. Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
 */
import { addDays, DESK_MESSAGES, type AdminBookingDetail } from '@hillnest/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outboxMessages } from '../../db/schema';
import { createTestApp, signInAdmin, type TestApp } from '../../test/harness';
import { requestBalances } from '../bookings/balances';
import { changeGuestSettings, inDays, insertHotel, takeDeposits } from '../bookings/test-fixtures';
import { bookAtDesk, deskBookingInput } from './test-fixtures';

let t: TestApp;
let admin: string;
let hotelId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  hotelId = (await insertHotel(t.app, { name: 'Deodar House', pricePerNight: 2500 })).id;
  // A 30 % deposit, the balance due 14 days before check-in.
  await takeDeposits(t.app, admin);
});
afterAll(() => t?.close());

async function detail(id: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${id}`, headers: { cookie: admin } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminBookingDetail;
}

describe('POST /api/admin/bookings with the deposit paid now', () => {
  it('records the deposit as paid to the owner; the balance is due 14 days before check-in and its link is e-mailed', async () => {
    const checkIn = inDays(40);
    const { _id } = await bookAtDesk(
      t.app,
      admin,
      deskBookingInput(hotelId, { checkIn, checkOut: inDays(42), paidNow: 'deposit', email: 'deposit.guest@example.com' }),
    );
    const shown = await detail(_id);
    const total = shown.booking.totalPaise;
    const deposit = Math.round((total * 0.3) / 100) * 100;
    expect(shown.money.payments).toEqual([expect.objectContaining({ kind: 'booking', amountPaise: deposit, method: 'upi' })]);
    expect(shown.money.paidPaise).toBe(deposit);
    const dueOn = addDays(checkIn, -14);
    expect(shown.booking.balance).toMatchObject({ amountPaise: total - deposit, dueOn, state: 'scheduled', payUrl: null });

    // The balance job e-mails its link 3 days before the due date, as for a checkout's deposit.
    expect(await requestBalances(t.app.deps, addDays(dueOn, -3))).toBe(1);
    const [request] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, _id), like(outboxMessages.subject, 'Pay the balance of %')));
    expect(request!.recipient).toBe('deposit.guest@example.com');
    expect((await detail(_id)).booking.balance).toMatchObject({ state: 'requested', payUrl: expect.stringContaining('/pay/') });
  });

  it('is refused naming the field when no deposit applies: the balance would already be due, or the owner takes none', async () => {
    const refused = async (checkIn: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/bookings',
        headers: { cookie: admin },
        payload: deskBookingInput(hotelId, { checkIn, checkOut: addDays(checkIn, 2), paidNow: 'deposit', email: 'late@example.com' }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: DESK_MESSAGES.noDeposit });
    };
    await refused(inDays(10));
    await changeGuestSettings(t.app, admin, { depositKind: 'full' });
    try {
      await refused(inDays(60));
    } finally {
      await takeDeposits(t.app, admin);
    }
    expect(await t.database.db.select().from(bookings).where(eq(bookings.email, 'late@example.com'))).toEqual([]);
  });

  it('refuses an unknown choice with a 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bookings',
      headers: { cookie: admin },
      payload: { ...deskBookingInput(hotelId, { checkIn: inDays(70), checkOut: inDays(72) }), paidNow: 'half' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(DESK_MESSAGES.paidNow);
  });
});
