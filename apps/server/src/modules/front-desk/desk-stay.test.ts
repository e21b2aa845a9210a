/**
 * At the desk (issue 36 §6) as the owner's API client sees it: arrived, departed and no-show with
 * the steps that cannot follow each other refused (409), a no-show that frees and refunds nothing
 * unless asked, and private notes that no guest answer or e-mail carries. PGlite, and PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { DESK_STAY_MESSAGES, formatLongDate, type AdminBookingDetail, type AdminBookingsPage, type DeskCalendar } from '@hillnest/domain';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema';
import { expectAdminOnly } from '../../test/access';
import { ADMIN, setUpSignedInApp, type TestApp } from '../../test/harness';
import { inDays, paidStay, today } from '../bookings/test-fixtures';

let t: TestApp;
let admin: string;
let user: string;

setUpSignedInApp((s) => ({ t, admin, user } = s));

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin } });

async function mark(id: string, body: object) {
  return asAdmin('POST', `/api/admin/bookings/${id}/stay`, body);
}

async function marked(id: string, body: object): Promise<AdminBookingDetail> {
  const response = await mark(id, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminBookingDetail;
}

async function barsOf(hotelId: string) {
  const response = await asAdmin('GET', `/api/admin/desk/calendar?from=${today()}&nights=14`);
  return (response.json() as DeskCalendar).properties.find((property) => property._id === hotelId)!.bars;
}

describe('arrived and departed', () => {
  it('marks a guest arrived on the check-in day and departed after, each in the history with the administrator', async () => {
    const { id } = await paidStay(t.app, 0);
    const arrived = await marked(id, { status: 'arrived' });
    expect(arrived.booking.stayStatus).toBe('arrived');
    expect(arrived.history).toMatchObject([{ kind: 'arrived', by: ADMIN.email }]);
    expect(Date.parse(arrived.history[0]!.at)).not.toBeNaN();

    const departed = await marked(id, { status: 'departed' });
    expect(departed.booking.stayStatus).toBe('departed');
    expect(departed.history.map((entry) => entry.kind)).toEqual(['departed', 'arrived']);

    // The bookings list shows where the stay is.
    const list = (await asAdmin('GET', `/api/admin/bookings?search=${arrived.booking.reference}`)).json() as AdminBookingsPage;
    expect(list.data).toMatchObject([{ _id: id, stayStatus: 'departed' }]);
  });

  it('refuses a step that cannot follow the last one, and changes nothing', async () => {
    const early = await paidStay(t.app, 5);
    const before = await mark(early.id, { status: 'arrived' });
    expect(before.statusCode).toBe(409);
    expect(before.json()).toEqual({ message: DESK_STAY_MESSAGES.beforeCheckIn(inDays(5)) });
    expect((await mark(early.id, { status: 'no-show' })).statusCode).toBe(409);

    const { id } = await paidStay(t.app, 0);
    const departedFirst = await mark(id, { status: 'departed' });
    expect(departedFirst.statusCode).toBe(409);
    expect(departedFirst.json()).toEqual({ message: DESK_STAY_MESSAGES.departedBeforeArrived });

    await marked(id, { status: 'arrived' });
    expect((await mark(id, { status: 'arrived' })).json()).toEqual({ message: DESK_STAY_MESSAGES.alreadyArrived });
    const noShow = await mark(id, { status: 'no-show' });
    expect(noShow.statusCode).toBe(409);
    expect(noShow.json()).toEqual({ message: DESK_STAY_MESSAGES.noShowAfterArrived });
    const detail = (await asAdmin('GET', `/api/admin/bookings/${id}`)).json() as AdminBookingDetail;
    expect(detail.booking.stayStatus).toBe('arrived');
    expect(detail.history).toHaveLength(1);
  });

  it('answers 400 naming the field for bad input, 404 for an unknown booking, and is the administrator’s only', async () => {
    const { id } = await paidStay(t.app, 0);
    const bad = await mark(id, { status: 'gone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/arrived, departed or no-show/);
    const optionsOnArrival = await mark(id, { status: 'arrived', freeNights: true });
    expect(optionsOnArrival.statusCode).toBe(400);
    expect(optionsOnArrival.json()).toEqual({ field: 'status', message: DESK_STAY_MESSAGES.optionsOnlyForNoShow });
    expect((await mark('8c0e2c47-6a5b-4c43-9a9e-2f8f3b8f5a11', { status: 'arrived' })).statusCode).toBe(404);
    await expectAdminOnly(t.app, user, { method: 'POST', url: `/api/admin/bookings/${id}/stay`, payload: { status: 'arrived' } });
  });
});

describe('a no-show', () => {
  it('frees nothing and refunds nothing unless the owner says so', async () => {
    const { id, hotelId } = await paidStay(t.app, 0);
    const detail = await marked(id, { status: 'no-show' });
    expect(detail.booking).toMatchObject({ status: 'confirmed', stayStatus: 'no-show', refund: null });
    expect(detail.history).toMatchObject([{ kind: 'no-show', by: ADMIN.email, text: '' }]);
    expect((await barsOf(hotelId)).map((bar) => bar.id)).toEqual([id]);
    expect((await mark(id, { status: 'no-show' })).json()).toEqual({ message: DESK_STAY_MESSAGES.alreadyNoShow });
  });

  it('frees the remaining nights without a refund when asked', async () => {
    const { id, hotelId } = await paidStay(t.app, 0);
    const detail = await marked(id, { status: 'no-show', freeNights: true });
    expect(detail.booking).toMatchObject({ status: 'cancelled', stayStatus: 'no-show', refund: null });
    expect(detail.booking.cancellation).toMatchObject({ cancelledBy: 'owner', reason: 'No-show' });
    expect(detail.history).toMatchObject([{ kind: 'no-show', text: 'Nights freed; no refund' }]);
    expect(await barsOf(hotelId)).toEqual([]);
  });

  it('refunds in full through the cancellation, and a refund without freeing the nights is refused', async () => {
    const { id, hotelId } = await paidStay(t.app, 0);
    const refused = await mark(id, { status: 'no-show', refund: 'full' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ field: 'freeNights', message: DESK_STAY_MESSAGES.refundFrees });

    const detail = await marked(id, { status: 'no-show', freeNights: true, refund: 'full' });
    const paid = detail.booking.paidPaise;
    expect(detail.booking).toMatchObject({ status: 'cancelled', stayStatus: 'no-show' });
    expect(detail.booking.refund).toMatchObject({ amount: paid });
    expect(detail.history[0]!.text).toMatch(/^Nights freed; ₹[\d,]+ refunded in full$/);
    expect(await barsOf(hotelId)).toEqual([]);
  });
});

describe('private notes', () => {
  it('are kept with their time and author on the admin page, and never in a guest answer or e-mail', async () => {
    const { id, token } = await paidStay(t.app, 3);
    // A phrase no token, name or template can hold by chance ('cot' alone was found inside random links).
    const secret = 'do not tell them the upgrade price';
    const note = `Guest asked for a cot; pays the balance in cash — ${secret}`;
    const response = await asAdmin('POST', `/api/admin/bookings/${id}/notes`, { text: `  ${note}  ` });
    expect(response.statusCode, response.body).toBe(201);
    const detail = response.json() as AdminBookingDetail;
    expect(detail.history).toMatchObject([{ kind: 'note', by: ADMIN.email, text: note }]);
    expect(detail.booking.stayStatus).toBeNull();

    const guestAnswers = [
      await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}` }),
      await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}/stay` }),
      await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}/cancellation` }),
    ];
    for (const answer of guestAnswers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).not.toContain(secret);
    }
    const mails = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, id));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(JSON.stringify(mail)).not.toContain(secret);
  });

  it('must say something, and at most 2000 characters', async () => {
    const { id } = await paidStay(t.app, 3);
    const blank = await asAdmin('POST', `/api/admin/bookings/${id}/notes`, { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ field: 'text', message: DESK_STAY_MESSAGES.note });
    const long = await asAdmin('POST', `/api/admin/bookings/${id}/notes`, { text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ field: 'text', message: DESK_STAY_MESSAGES.noteTooLong });
    await expectAdminOnly(t.app, user, { method: 'POST', url: `/api/admin/bookings/${id}/notes`, payload: { text: 'Hello' } });
  });
});

describe('new dates', () => {
  it('are kept in the history with the old and new dates', async () => {
    const { id } = await paidStay(t.app, 10);
    const response = await asAdmin('POST', `/api/admin/bookings/${id}/dates`, { checkIn: inDays(11), checkOut: inDays(14) });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as AdminBookingDetail).history).toMatchObject([
      {
        kind: 'dates',
        by: ADMIN.email,
        text: `${formatLongDate(inDays(10))} to ${formatLongDate(inDays(13))} → ${formatLongDate(inDays(11))} to ${formatLongDate(inDays(14))}`,
      },
    ]);
  });
});
