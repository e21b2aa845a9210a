/**
 * Quotes with a payment link (issue 36) as the owner and the guest see them: the quote holds its nights
 * at once (409 naming taken dates), its page is opened and paid through the normal checkout (once, however
 * many reports arrive at once), and an expired or withdrawn quote frees its nights and cannot be paid.
 * Runs on PGlite, and on PostgreSQL with TEST_DB=postgres (where the simultaneous payments really race).
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatLongDate, type AdminQuote, type PaymentIntent, type QuotePage } from '@hillnest/domain';
import { amountOrders, bookings, outboxMessages } from '../../db/schema';
import { expectAdminOnly } from '../../test/access';
import { setUpSignedInApp, wroteBehindTheApp, type TestApp } from '../../test/harness';
import { reconcileOrders } from '../bookings/jobs';
import { REPLACED_ORDER_PROBLEM, refundUnbookedOrders, UNBOOKED_MESSAGE } from '../bookings/original-client';
import { processPaymentEvent } from '../bookings/payments';
import {
  createIntent,
  inDays,
  insertHotel,
  paySimulated,
  paySuccessfully,
  postIntent,
  postValidate,
  stay,
  takeDeposits,
} from '../bookings/test-fixtures';
import { createQuote, postQuote, quoteBody } from './test-fixtures';

let t: TestApp;
let admin: string;
let user: string;

setUpSignedInApp((s) => ({ t, admin, user } = s));

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin } });
const listed = async (id: string): Promise<AdminQuote> => {
  const response = await asAdmin('GET', '/api/admin/quotes');
  expect(response.statusCode).toBe(200);
  return (response.json() as AdminQuote[]).find((quote) => quote._id === id)!;
};
const page = (token: string) => t.app.inject({ method: 'GET', url: `/api/quotes/${token}` });
const pay = (token: string, body: object) => t.app.inject({ method: 'POST', url: `/api/quotes/${token}/pay`, payload: body });
const takenNights = async (hotelId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/hotels/${hotelId}/availability` })).json().takenNights as string[];
const confirmationsOf = (bookingId: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.bookingId, bookingId), eq(outboxMessages.kind, 'booking_confirmation')));
/** The quote's hold ended an hour ago, as if its time had gone by. */
async function lapse(quote: AdminQuote) {
  await t.database.db
    .update(bookings)
    .set({ holdExpiresAt: new Date(Date.now() - 3_600_000) })
    .where(eq(bookings.id, quote.bookingId));
  wroteBehindTheApp(t.app, 'bookings');
}

describe('the owner composes a quote', () => {
  it('holds the nights at once for 24 hours by default, with the one price rule’s lines adding up to the total', async () => {
    const hotel = await insertHotel(t.app, { pricePerNight: 3000 });
    const quote = await createQuote(t.app, admin, quoteBody(hotel.id, 20, 3));
    // 3 nights × ₹3,000 × 2 guests.
    expect(quote).toMatchObject({ status: 'sent', totalPaise: 1_800_000, checkIn: inDays(20), checkOut: inDays(23), openedAt: null });
    expect(quote.token).toMatch(/^[\w-]{43}$/);
    const heldHours = (Date.parse(quote.expiresAt) - Date.parse(quote.createdAt)) / 3_600_000;
    expect(heldHours).toBeCloseTo(24, 1);
    expect(await takenNights(hotel.id)).toEqual([inDays(20), inDays(21), inDays(22)]);
    // A guest's checkout for those nights is refused, as for any hold.
    expect((await postIntent(t.app, hotel.id, stay(21, 2, { email: 'other@example.com' }))).statusCode).toBe(409);

    const shown = (await page(quote.token)).json() as QuotePage;
    expect(shown.lines).toEqual([{ label: '3 nights', paise: 1_800_000 }]);
    expect(shown.lines.reduce((sum, line) => sum + line.paise, 0)).toBe(shown.totalPaise);
    expect(shown).toMatchObject({ hotelName: expect.any(String), deposit: null, status: 'opened' });
  });

  it('holds for the hours chosen, and charges the owner’s own price as one line', async () => {
    const hotel = await insertHotel(t.app);
    const quote = await createQuote(
      t.app,
      admin,
      quoteBody(hotel.id, 20, 2, { holdHours: 2, overridePrice: 4000, overrideReason: 'Returning guest' }),
    );
    expect(quote.totalPaise).toBe(400_000);
    expect((Date.parse(quote.expiresAt) - Date.parse(quote.createdAt)) / 3_600_000).toBeCloseTo(2, 1);
    expect(((await page(quote.token)).json() as QuotePage).lines).toEqual([{ label: 'Price for 2 nights', paise: 400_000 }]);
  });

  it('refuses nights another stay holds with 409 naming them, and holds nothing', async () => {
    const hotel = await insertHotel(t.app);
    await createQuote(t.app, admin, quoteBody(hotel.id, 30, 3));
    const clash = await postQuote(t.app, admin, quoteBody(hotel.id, 31, 4, { email: 'second@example.com' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      message: `Those dates are taken (${formatLongDate(inDays(31))} to ${formatLongDate(inDays(32))}). Choose other dates.`,
    });
    expect(await takenNights(hotel.id)).toEqual([inDays(30), inDays(31), inDays(32)]);
  });

  it('answers bad input with 400 naming the field', async () => {
    const hotel = await insertHotel(t.app);
    const tooLong = await postQuote(t.app, admin, quoteBody(hotel.id, 20, 2, { holdHours: 169 }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/holdHours.*Hold the nights for 1 hour to 7 days|Hold the nights for 1 hour to 7 days/);
    const noReason = await postQuote(t.app, admin, quoteBody(hotel.id, 20, 2, { overridePrice: 100 }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/Say why the price differs from the rates/);
    const zero = await postQuote(t.app, admin, quoteBody(hotel.id, 20, 2, { overridePrice: 0, overrideReason: 'Free' }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toMatch(/at least ₹1/);
    expect((await page('not-a-quote')).statusCode).toBe(404);
  });

  it('is the administrator’s: composing, listing, e-mailing and withdrawing', async () => {
    const hotel = await insertHotel(t.app);
    const quote = await createQuote(t.app, admin, quoteBody(hotel.id, 50, 2));
    await expectAdminOnly(t.app, user, { method: 'POST', url: '/api/admin/quotes', payload: quoteBody(hotel.id, 60, 2) });
    await expectAdminOnly(t.app, user, { method: 'GET', url: '/api/admin/quotes' });
    await expectAdminOnly(t.app, user, { method: 'POST', url: `/api/admin/quotes/${quote._id}/withdraw` });
    await expectAdminOnly(t.app, user, { method: 'POST', url: `/api/admin/quotes/${quote._id}/email` });
  });
});

describe('the guest opens and pays a quote', () => {
  it('is "opened" from the guest’s first view; the owner’s list says so', async () => {
    const quote = await createQuote(t.app, admin, quoteBody((await insertHotel(t.app)).id, 20, 2));
    expect((await listed(quote._id)).status).toBe('sent');
    expect((await page(quote.token)).json().status).toBe('opened');
    const opened = await listed(quote._id);
    expect(opened.status).toBe('opened');
    await page(quote.token);
    expect((await listed(quote._id)).openedAt).toBe(opened.openedAt);
  });

  it('e-mails the link through the outbox', async () => {
    const quote = await createQuote(t.app, admin, quoteBody((await insertHotel(t.app)).id, 20, 2));
    const emailed = await asAdmin('POST', `/api/admin/quotes/${quote._id}/email`);
    expect(emailed.statusCode).toBe(200);
    expect(emailed.json().emailedAt).not.toBeNull();
    const [message] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, quote.bookingId), eq(outboxMessages.kind, 'quote')));
    expect(message).toMatchObject({ recipient: 'meera@example.com' });
    expect(message!.text).toContain(`/quotes/${quote.token}`);
  });

  it('pays the total through the checkout: the booking is confirmed from the quote, with the confirmation e-mail', async () => {
    const hotel = await insertHotel(t.app, { pricePerNight: 2000 });
    const quote = await createQuote(t.app, admin, quoteBody(hotel.id, 20, 2));
    const stale = await pay(quote.token, { plan: 'full', amount: 100 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The amount to pay is ₹8,000. Please review it and pay again.');
    expect((await pay(quote.token, { plan: 'deposit' })).json()).toEqual({ message: 'This quote is paid in full.' });

    const started = await pay(quote.token, { plan: 'full', amount: 800_000 });
    expect(started.statusCode).toBe(201);
    const intent = started.json() as PaymentIntent;
    expect(intent).toMatchObject({ amount: 800_000, provider: 'simulated' });
    // A second click answers the same order.
    expect((await pay(quote.token, { plan: 'full' })).json().orderId).toBe(intent.orderId);
    // Closing the checkout keeps the quote's nights held.
    const release = await t.app.inject({ method: 'POST', url: '/api/hotels/order/release', payload: { orderId: intent.orderId } });
    expect(release.json()).toEqual({ released: false });

    const booking = (await postValidate(t.app, await paySuccessfully(t.app, intent.orderId))).json();
    expect(booking._id).toBe(quote.bookingId);
    const detail = (await asAdmin('GET', `/api/admin/bookings/${quote.bookingId}`)).json();
    expect(detail.booking).toMatchObject({ status: 'confirmed', totalCost: 8000 });
    expect(detail.desk.source).toBe('quote');
    expect(await confirmationsOf(quote.bookingId)).toHaveLength(1);
    expect((await listed(quote._id)).status).toBe('paid');
    expect((await page(quote.token)).json().status).toBe('paid');
    expect((await pay(quote.token, { plan: 'full' })).json()).toEqual({ message: 'This quote is paid.' });
    expect((await asAdmin('POST', `/api/admin/quotes/${quote._id}/withdraw`)).statusCode).toBe(409);
  });

  it('paid twice at once (two payments, then the redirect and the webhook together): one booking, one payment, one e-mail', async () => {
    const hotel = await insertHotel(t.app);
    const quote = await createQuote(t.app, admin, quoteBody(hotel.id, 25, 2));
    const intent = (await pay(quote.token, { plan: 'full' })).json() as PaymentIntent;
    const attempts = await Promise.all([paySimulated(t.app, intent.orderId), paySimulated(t.app, intent.orderId)]);
    expect(attempts.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const payment = attempts.find((a) => a.statusCode === 200)!.json();
    // The provider's webhook for the same payment arrives with the guest's redirect, twice over.
    const webhook = (id: string) =>
      processPaymentEvent(t.app.deps, id, {
        event: 'payment.captured',
        payload: { payment: { entity: { id: payment.razorpay_payment_id, order_id: intent.orderId, amount: intent.amount } } },
      });
    const [first, second, ...hooks] = await Promise.all([
      postValidate(t.app, payment),
      postValidate(t.app, payment),
      webhook('evt_quote_twice_1'),
      webhook('evt_quote_twice_2'),
    ]);
    expect([first!.json()._id, second!.json()._id]).toEqual([quote.bookingId, quote.bookingId]);
    expect(hooks.map((hook) => hook.status)).toEqual(['settled', 'settled']);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.hotelId, hotel.id));
    expect(rows.map((row) => [row.status, row.razorpayPaymentId])).toEqual([['confirmed', payment.razorpay_payment_id]]);
    expect(await confirmationsOf(quote.bookingId)).toHaveLength(1);
  });

  it('charges the deposit when the owner takes deposits, as a checkout does', async () => {
    await takeDeposits(t.app, admin);
    const hotel = await insertHotel(t.app, { pricePerNight: 5000 });
    const quote = await createQuote(t.app, admin, quoteBody(hotel.id, 40, 2));
    const shown = (await page(quote.token)).json() as QuotePage;
    // 30 % of ₹20,000, the rest 14 days before check-in.
    expect(shown.deposit).toEqual({ depositPaise: 600_000, balancePaise: 1_400_000, balanceDueOn: inDays(26) });
    const intent = (await pay(quote.token, { plan: 'deposit', amount: 600_000 })).json() as PaymentIntent;
    expect(intent.amount).toBe(600_000);
    await postValidate(t.app, await paySuccessfully(t.app, intent.orderId));
    const detail = (await asAdmin('GET', `/api/admin/bookings/${quote.bookingId}`)).json();
    expect(detail.booking.status).toBe('confirmed');
    expect(detail.booking.balance).toMatchObject({ amountPaise: 1_400_000, dueOn: inDays(26) });
  });
});

describe('the guest switches between the deposit and the total', () => {
  it('after starting to pay the deposit: a payment on its order is refunded, never left unattached, and the total confirms the booking', async () => {
    await takeDeposits(t.app, admin);
    const quote = await createQuote(t.app, admin, quoteBody((await insertHotel(t.app, { pricePerNight: 5000 })).id, 45, 2));
    const deposit = (await pay(quote.token, { plan: 'deposit', amount: 600_000 })).json() as PaymentIntent;
    const full = (await pay(quote.token, { plan: 'full', amount: 2_000_000 })).json() as PaymentIntent;
    expect(full.orderId).not.toBe(deposit.orderId);

    // The deposit's checkout, still open in another tab, is paid: the provider captures it, and the
    // guest's page never returns. The reconciler refunds it once the page had its time, as any payment holding nothing.
    const late = await paySimulated(t.app, deposit.orderId);
    expect(late.statusCode, late.body).toBe(200);
    const latePayment = late.json() as { razorpay_payment_id: string };
    expect((await listed(quote._id)).status).toBe('sent');
    await t.database.db
      .update(amountOrders)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(amountOrders.razorpayOrderId, deposit.orderId));
    expect(await refundUnbookedOrders(t.app.deps)).toBe(1);
    const [kept] = await t.database.db.select().from(amountOrders).where(eq(amountOrders.razorpayOrderId, deposit.orderId));
    expect(kept).toMatchObject({ amount: 600_000, refusedReason: UNBOOKED_MESSAGE });
    // Its return, had it come, books nothing.
    const answered = await postValidate(t.app, latePayment);
    expect(answered.statusCode).toBe(409);
    expect(answered.json()).toEqual({ message: UNBOOKED_MESSAGE });

    // The total, paid, confirms the booking for the total.
    await postValidate(t.app, await paySuccessfully(t.app, full.orderId));
    const detail = (await asAdmin('GET', `/api/admin/bookings/${quote.bookingId}`)).json();
    expect(detail.booking).toMatchObject({ status: 'confirmed', totalCost: 20_000 });
    expect(detail.booking.balance).toBeNull();
    expect(await refundUnbookedOrders(t.app.deps)).toBe(0);
  });

  it('after starting to pay in full: the deposit’s order paid and returned at once is refunded there, with a sentence that says why', async () => {
    await takeDeposits(t.app, admin);
    const quote = await createQuote(t.app, admin, quoteBody((await insertHotel(t.app, { pricePerNight: 5000 })).id, 45, 2));
    const deposit = (await pay(quote.token, { plan: 'deposit', amount: 600_000 })).json() as PaymentIntent;
    await pay(quote.token, { plan: 'full', amount: 2_000_000 });
    const answered = await postValidate(t.app, await paySuccessfully(t.app, deposit.orderId));
    expect(answered.statusCode).toBe(409);
    expect(answered.json()).toEqual({
      message: `${REPLACED_ORDER_PROBLEM} Nothing was booked, and your payment of ₹6,000 is being refunded.`,
    });
    const [kept] = await t.database.db.select().from(amountOrders).where(eq(amountOrders.razorpayOrderId, deposit.orderId));
    expect(kept!.refusedReason).toContain(REPLACED_ORDER_PROBLEM);
    expect((await listed(quote._id)).status).toBe('sent');
  });
});

describe('an expired or withdrawn quote', () => {
  it('expires with its hold: the hold job frees its nights, its page says so, and it cannot be paid', async () => {
    const hotel = await insertHotel(t.app);
    const quote = await createQuote(t.app, admin, quoteBody(hotel.id, 20, 2));
    const intent = (await pay(quote.token, { plan: 'full' })).json() as PaymentIntent;
    await lapse(quote);
    expect((await listed(quote._id)).status).toBe('expired');
    expect((await pay(quote.token, { plan: 'full' })).json()).toEqual({ message: 'This quote has expired. Please ask us for a new one.' });
    expect((await reconcileOrders(t.app.deps)).expired).toBeGreaterThanOrEqual(1);
    expect(await takenNights(hotel.id)).toEqual([]);
    expect((await page(quote.token)).json().status).toBe('expired');
    // The checkout opened before it expired takes no payment now.
    expect((await paySimulated(t.app, intent.orderId)).json()).toEqual({ message: 'This order can no longer be paid' });
    await createIntent(t.app, hotel.id, stay(20, 2, { email: 'next@example.com' }));
  });

  it('is withdrawn by the owner: its nights are free at once, its page says so, and it cannot be paid', async () => {
    const hotel = await insertHotel(t.app);
    const quote = await createQuote(t.app, admin, quoteBody(hotel.id, 20, 2));
    const intent = (await pay(quote.token, { plan: 'full' })).json() as PaymentIntent;
    const withdrawn = await asAdmin('POST', `/api/admin/quotes/${quote._id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().status).toBe('withdrawn');
    expect(await takenNights(hotel.id)).toEqual([]);
    expect((await page(quote.token)).json().status).toBe('withdrawn');
    expect((await pay(quote.token, { plan: 'full' })).json()).toEqual({
      message: 'This quote was withdrawn. Please ask us for a new one.',
    });
    expect((await paySimulated(t.app, intent.orderId)).statusCode).toBe(400);
    expect((await asAdmin('POST', `/api/admin/quotes/${quote._id}/withdraw`)).json()).toEqual({
      message: 'Only a quote waiting for payment can be withdrawn',
    });
    await createIntent(t.app, hotel.id, stay(20, 2, { email: 'after@example.com' }));
  });
});
