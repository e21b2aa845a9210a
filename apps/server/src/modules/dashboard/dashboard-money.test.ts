/**
 * The dashboard's money (issue 36 §7): unpaid balances due in the next 30 days and overdue ones, with
 * their count and total, from bookings paid by deposit as guests make them; a paid balance drops out.
 * And the quotes waiting for payment: sent or opened, not paid, expired or withdrawn.
 */
import { eq } from 'drizzle-orm';
import { addDays, type DashboardMoney, type PaymentIntent } from '@hillnest/domain';
import { bookings } from '../../db/schema';
import { wroteBehindTheApp } from '../../test/harness';
import { createQuote, quoteBody } from '../quotes/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, type TestApp } from '../../test/harness';
import { bookAndPay, inDays, insertHotel, paySuccessfully, postValidate, stay, takeDeposits } from '../bookings/test-fixtures';

let t: TestApp;
let admin: string;
/** The services' clock: null is the real time (bookings are made then), else noon in India of a chosen day. */
let movedTo: Date | null = null;

beforeAll(async () => {
  t = await createTestApp({ now: () => movedTo ?? new Date() });
  admin = await signInAdmin(t.app);
  await takeDeposits(t.app, admin);
});
afterAll(() => t?.close());

const money = async (): Promise<DashboardMoney> => {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/money', headers: { cookie: admin } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** A 2-night stay for 2 paid by a 30 % deposit, `startInDays` ahead: the balance is 70 % of 2 × 2 × the night price, due 14 days before. */
async function depositStay(startInDays: number, pricePerNight: number) {
  const hotel = await insertHotel(t.app, { pricePerNight });
  return bookAndPay(t.app, hotel.id, stay(startInDays, 2));
}

describe('the dashboard’s money', () => {
  it('is empty without balances, and answers only the administrator', async () => {
    expect(await money()).toEqual({
      today: inDays(0),
      dueSoon: { count: 0, totalPaise: 0, bookings: [] },
      overdue: { count: 0, totalPaise: 0, bookings: [] },
      quotesWaiting: { count: 0, totalPaise: 0, soonestExpiresAt: null, quotes: [] },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/money' })).statusCode).toBe(401);
  });

  it('counts and totals the balances due in the next 30 days and the overdue ones; paid and later ones are left out', async () => {
    const overdue = await depositStay(18, 4000); // due in 4 days: overdue once the clock is 5 days on
    const soon = await depositStay(20, 5000); // due in 6 days
    const paid = await depositStay(30, 3000); // due in 16 days, but paid to the owner
    const edge = await depositStay(49, 3000); // due in 35 days: the 30th day from 5 days on
    await depositStay(50, 6000); // due in 36 days: beyond the 30
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${paid.id}/balance`,
      headers: { cookie: admin },
      payload: { paymentMethod: 'cash' },
    });
    expect(recorded.statusCode).toBe(200);

    movedTo = new Date(`${inDays(5)}T06:30:00Z`);
    const shown = await money();
    expect(shown.today).toBe(inDays(5));
    expect(shown.overdue).toMatchObject({ count: 1, totalPaise: 1_120_000 });
    expect(shown.overdue.bookings).toEqual([
      expect.objectContaining({ bookingId: overdue.id, dueOn: addDays(inDays(18), -14), amountPaise: 1_120_000, guestName: 'Meera Iyer' }),
    ]);
    expect(shown.dueSoon).toMatchObject({ count: 2, totalPaise: 1_400_000 + 840_000 });
    expect(shown.dueSoon.bookings.map((b) => b.bookingId)).toEqual([soon.id, edge.id]);
    expect(shown.dueSoon.bookings[0]).toMatchObject({ checkIn: inDays(20), reference: expect.any(String), hotelName: expect.any(String) });
  });

  it('counts and totals the quotes waiting for payment, the soonest to expire first; paid, expired and withdrawn ones are left out', async () => {
    movedTo = null;
    const hotel = await insertHotel(t.app, { pricePerNight: 2000 });
    const asAdmin = (url: string) => t.app.inject({ method: 'POST', url, headers: { cookie: admin } });
    // 2 nights × ₹2,000 × 2 guests = ₹8,000 each; the sent one expires first.
    const sent = await createQuote(t.app, admin, quoteBody(hotel.id, 60, 2, { holdHours: 2 }));
    const opened = await createQuote(t.app, admin, quoteBody(hotel.id, 63, 3));
    expect((await t.app.inject({ method: 'GET', url: `/api/quotes/${opened.token}` })).json().status).toBe('opened');
    const withdrawn = await createQuote(t.app, admin, quoteBody(hotel.id, 70, 2));
    expect((await asAdmin(`/api/admin/quotes/${withdrawn._id}/withdraw`)).statusCode).toBe(200);
    const paid = await createQuote(t.app, admin, quoteBody(hotel.id, 75, 2, { holdHours: 1 }));
    const intent = (
      await t.app.inject({ method: 'POST', url: `/api/quotes/${paid.token}/pay`, payload: { plan: 'full' } })
    ).json() as PaymentIntent;
    expect((await postValidate(t.app, await paySuccessfully(t.app, intent.orderId))).statusCode).toBe(200);
    const expired = await createQuote(t.app, admin, quoteBody(hotel.id, 80, 2));
    await t.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, expired.bookingId));
    wroteBehindTheApp(t.app, 'bookings');

    const { quotesWaiting } = await money();
    expect(quotesWaiting).toEqual({
      count: 2,
      totalPaise: 800_000 + 1_200_000,
      soonestExpiresAt: sent.expiresAt,
      quotes: [
        {
          quoteId: sent._id,
          reference: sent.reference,
          guestName: 'Meera Iyer',
          hotelName: expect.any(String),
          checkIn: inDays(60),
          totalPaise: 800_000,
          expiresAt: sent.expiresAt,
        },
        expect.objectContaining({ quoteId: opened._id, checkIn: inDays(63), totalPaise: 1_200_000, expiresAt: opened.expiresAt }),
      ],
    });

    // Past the sent quote's hold (by the services' clock), only the opened one waits.
    movedTo = new Date(Date.parse(sent.expiresAt) + 60_000);
    expect((await money()).quotesWaiting).toMatchObject({ count: 1, totalPaise: 1_200_000, soonestExpiresAt: opened.expiresAt });
  });
});
