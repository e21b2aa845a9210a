/**
 * Issue 34: cancellation policies said before paying. The quote answers the refund timeline of the
 * property's policy under the owner's settings; a hold records those terms, so a later change of
 * settings or policy never changes a booking's refund; cancelling refunds exactly the timeline's step;
 * and a guest who comes back to the stay they left mid-payment gets their own hold back (their page
 * kept its order id).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookingQuote } from '@hillnest/domain';
import { bookings, hotels } from '../../db/schema';
import { setUpSignedInApp, wroteBehindTheApp, type TestApp } from '../../test/harness';
import {
  bookAndPay,
  createIntent,
  insertCoupon,
  insertHotel,
  orderRow,
  paySuccessfully,
  postIntent,
  postValidate,
  stay,
} from './test-fixtures';

let t: TestApp;
let admin: string;

setUpSignedInApp((s) => ({ t, admin } = s));

const quote = async (hotelId: string, body: object) => {
  const response = await t.app.inject({ method: 'POST', url: `/api/hotels/${hotelId}/bookings/quote`, payload: body });
  expect(response.statusCode).toBe(200);
  return response.json() as BookingQuote;
};

/** Changes Settings → Guests as the owner does (the whole page is sent back). */
async function setGuests(changes: Record<string, unknown>) {
  const page = await t.app.inject({ method: 'GET', url: '/api/admin/settings/guests', headers: { cookie: admin } });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/guests',
    headers: { cookie: admin },
    payload: { ...page.json().values, ...changes },
  });
  expect(saved.statusCode).toBe(200);
}

let mailbox = 0;
const newEmail = () => `policy${++mailbox}@example.com`;

describe('the refund timeline in the quote', () => {
  it("answers the property's policy with amounts, and says how long the dates are held", async () => {
    const { id } = await insertHotel(t.app, { cancellationPolicy: 'moderate' });
    const answer = await quote(id, stay(20, 2));
    expect(answer.holdMinutes).toBe(15);
    expect(answer.refunds.policy).toBe('moderate');
    expect(answer.refunds.nonRefundable).toBeNull();
    const gross = answer.totalPaise;
    expect(answer.refunds.steps.map(({ percent, refundPaise }) => ({ percent, refundPaise }))).toEqual([
      { percent: 100, refundPaise: Math.round(gross * 0.97) },
      { percent: 50, refundPaise: Math.round(Math.round(gross / 2) * 0.97) },
    ]);
    expect(answer.refunds.steps[0]!.until).toBe(`${stay(15, 1).checkIn}T14:00`);
  });

  it('says a coupon makes the stay non-refundable while the owner says so', async () => {
    await insertCoupon(t.app, { couponCode: 'POLICY10' });
    const { id } = await insertHotel(t.app);
    expect((await quote(id, stay(40, 2, { couponCode: 'POLICY10' }))).refunds).toMatchObject({ nonRefundable: 'coupon', steps: [] });
    await setGuests({ couponsNonRefundable: false });
    try {
      const refunds = (await quote(id, stay(40, 2, { couponCode: 'POLICY10' }))).refunds;
      expect(refunds.nonRefundable).toBeNull();
      expect(refunds.steps.map((step) => step.percent)).toEqual([100, 50]);
    } finally {
      await setGuests({ couponsNonRefundable: true });
    }
  });
});

describe('the terms recorded with a booking', () => {
  it('refunds what the timeline said before paying, whatever the owner changes afterwards', async () => {
    const { id: hotelId } = await insertHotel(t.app, { cancellationPolicy: 'flexible' });
    const body = stay(20, 2, { email: newEmail() });
    const before = await quote(hotelId, body);
    const booked = await bookAndPay(t.app, hotelId, body);

    // The owner waives the gateway charge and makes the property non-refundable: for new bookings only.
    await setGuests({ keepGatewayCharge: false });
    await t.app.db.update(hotels).set({ cancellationPolicy: 'nonRefundable' }).where(eq(hotels.id, hotelId));
    wroteBehindTheApp(t.app, 'hotels');
    try {
      expect((await quote(hotelId, stay(60, 2))).refunds).toMatchObject({ policy: 'nonRefundable', nonRefundable: 'policy' });
      const cancellation = await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${booked.token}/cancellation` });
      expect(cancellation.json().policy).toMatchObject({
        policy: 'flexible',
        percent: 100,
        refundPaise: before.refunds.steps[0]!.refundPaise,
        chargePaise: before.refunds.steps[0]!.chargePaise,
      });
      const manage = await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${booked.token}` });
      expect(manage.json().cancellationPolicy[0]).toMatch(/^Full refund less ₹[\d,.]+ card and gateway charge until 2:00 PM on /);
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/manage/${booked.token}/cancel`,
        payload: { refundAmount: before.refunds.steps[0]!.refundPaise },
      });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().refund.amount).toBe(before.refunds.steps[0]!.refundPaise);
    } finally {
      await setGuests({ keepGatewayCharge: true });
    }
  });
});

describe('a guest back on the stay they left mid-payment', () => {
  it('gets their own hold back with the order id their page kept, replaced and restarted; someone else still finds the dates taken', async () => {
    const { id: hotelId } = await insertHotel(t.app);
    const email = newEmail();
    const first = await createIntent(t.app, hotelId, stay(12, 3, { email }));
    // The quote does not count the guest's own hold against them, and counts it for anyone else.
    expect((await quote(hotelId, { ...stay(12, 3), replacesOrderId: first.orderId })).available).toBe(true);
    expect((await quote(hotelId, stay(12, 3))).available).toBe(false);

    const again = await postIntent(t.app, hotelId, stay(12, 3, { email: email.toUpperCase(), replacesOrderId: first.orderId }));
    expect(again.statusCode).toBe(201);
    expect(again.json().orderId).not.toBe(first.orderId);
    expect((await orderRow(t.database.db, first.orderId))!.status).toBe('expired');
    expect((await orderRow(t.database.db, again.json().orderId))!.status).toBe('held');

    const other = await postIntent(t.app, hotelId, stay(13, 1, { email: newEmail() }));
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Those dates are no longer available. Please choose other dates.');
    const held = await t.database.db.select().from(bookings).where(eq(bookings.hotelId, hotelId));
    expect(held.filter((row) => row.status === 'held')).toHaveLength(1);
  });

  it('keeps the hold when the e-mail differs, the property differs, or no order id is sent', async () => {
    const { id: hotelId } = await insertHotel(t.app);
    const { id: elsewhere } = await insertHotel(t.app);
    const email = newEmail();
    const first = await createIntent(t.app, hotelId, stay(16, 2, { email }));
    const attempts = [
      postIntent(t.app, hotelId, stay(16, 2, { email })),
      postIntent(t.app, hotelId, stay(16, 2, { email: newEmail(), replacesOrderId: first.orderId })),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(409);
    // Another property with the same order id: a fresh hold there, and this one untouched.
    expect((await postIntent(t.app, elsewhere, stay(16, 2, { email, replacesOrderId: first.orderId }))).statusCode).toBe(201);
    expect((await orderRow(t.database.db, first.orderId))!.status).toBe('held');
  });

  it('never frees the nights of a paid booking, whichever order id is sent', async () => {
    const { id: hotelId } = await insertHotel(t.app);
    const email = newEmail();
    const intent = await createIntent(t.app, hotelId, stay(22, 2, { email }));
    expect((await postValidate(t.app, await paySuccessfully(t.app, intent.orderId))).statusCode).toBe(200);
    expect((await quote(hotelId, { ...stay(22, 2), replacesOrderId: intent.orderId })).available).toBe(false);
    const again = await postIntent(t.app, hotelId, stay(22, 2, { email, replacesOrderId: intent.orderId }));
    expect(again.statusCode).toBe(409);
    expect((await orderRow(t.database.db, intent.orderId))!.status).toBe('confirmed');
  });
});

describe('Add to calendar from the confirmation page', () => {
  it('answers the stay as an .ics for the private link, and 404 for any other token', async () => {
    const { id: hotelId } = await insertHotel(t.app);
    const body = stay(25, 2, { email: newEmail() });
    const booked = await bookAndPay(t.app, hotelId, body);
    const calendar = await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${booked.token}/calendar.ics` });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(calendar.body).toContain('BEGIN:VEVENT');
    expect(calendar.body).toContain(`DTSTART;VALUE=DATE:${body.checkIn.replaceAll('-', '')}`);
    const forged = await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${booked.token}x/calendar.ics` });
    expect(forged.statusCode).toBe(404);
  });
});
