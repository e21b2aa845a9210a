/**
 * The messages of a stay (issue 37): queued into the outbox at their time in the property's time zone,
 * once per booking however many senders run, only for confirmed stays, moved by a change of dates and
 * dropped by a cancellation; the owner's templates refuse unknown placeholders; the check-in
 * instructions reach only the booking's guest, never a public answer.
 */
import { addDays, DEFAULT_SETTINGS, formatPaise, DEFAULT_STAY_MESSAGES, STAY_MESSAGE_KINDS } from '@hillnest/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outboxMessages } from '../../db/schema';
import { createTestApp, signInAdmin, type TestApp } from '../../test/harness';
import { requestBalances } from '../bookings/balances';
import { bookAndPay, changeGuestSettings, insertHotel, stay, takeDeposits } from '../bookings/test-fixtures';
import { queueDueStayMessages } from './service';

let clock = Date.now();
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  admin = await signInAdmin(t.app);
});
afterAll(() => t?.close());

/** The instant of a wall-clock time in India (UTC+05:30, no daylight saving). */
const india = (date: string, time: string) => Date.parse(`${date}T${time}:00+05:30`);

const SECRET = 'DOOR-CODE-4711';

async function book(
  startInDays: number,
  nights: number,
  notes = { directions: 'Take the lane <b>past</b> the temple.', checkInInstructions: SECRET },
) {
  clock = Date.now();
  const hotel = await insertHotel(t.app);
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/my-hotels/${hotel.id}/arrival`,
    headers: { cookie: admin },
    payload: notes,
  });
  expect(saved.statusCode).toBe(200);
  const body = stay(startInDays, nights);
  return {
    ...(await bookAndPay(t.app, hotel.id, body)),
    hotelId: hotel.id,
    checkIn: body.checkIn,
    checkOut: body.checkOut,
  };
}

async function stayMessages(bookingId: string) {
  return t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.bookingId, bookingId), like(outboxMessages.kind, 'stay_%')))
    .orderBy(asc(outboxMessages.createdAt));
}

const kinds = async (bookingId: string) => (await stayMessages(bookingId)).map((row) => row.kind);

describe('stay messages', () => {
  it('are queued at their time in the property’s time zone, in order, once each even with two senders', async () => {
    const b = await book(10, 2);
    // Before arrival: 3 days before check-in at 10:00 in India, which is 04:30 UTC.
    clock = india(addDays(b.checkIn, -3), '09:59');
    await queueDueStayMessages(t.app.deps);
    expect(await kinds(b.id)).toEqual([]);
    clock = india(addDays(b.checkIn, -3), '10:00');
    expect(new Date(clock).toISOString()).toContain('T04:30:00');
    await Promise.all([queueDueStayMessages(t.app.deps), queueDueStayMessages(t.app.deps)]);
    expect(await kinds(b.id)).toEqual([STAY_MESSAGE_KINDS.beforeArrival]);
    // The check-in instructions: the day before at 10:00.
    clock = india(addDays(b.checkIn, -1), '10:00');
    await Promise.all([queueDueStayMessages(t.app.deps), queueDueStayMessages(t.app.deps)]);
    // After check-out: the next day at 11:00.
    clock = india(addDays(b.checkOut, 1), '10:59');
    await queueDueStayMessages(t.app.deps);
    expect(await kinds(b.id)).toEqual([STAY_MESSAGE_KINDS.beforeArrival, STAY_MESSAGE_KINDS.checkIn]);
    clock = india(addDays(b.checkOut, 1), '11:00');
    await Promise.all([queueDueStayMessages(t.app.deps), queueDueStayMessages(t.app.deps)]);
    const rows = await stayMessages(b.id);
    expect(rows.map((row) => row.kind)).toEqual([
      STAY_MESSAGE_KINDS.beforeArrival,
      STAY_MESSAGE_KINDS.checkIn,
      STAY_MESSAGE_KINDS.afterStay,
    ]);

    const [before, checkIn, after] = rows;
    // Stored values are text: escaped in HTML, as typed in the plain text.
    expect(before!.html).toContain('Take the lane &lt;b&gt;past&lt;/b&gt; the temple.');
    expect(before!.text).toContain('Take the lane <b>past</b> the temple.');
    // The instructions are only in their own message.
    expect(before!.text).not.toContain(SECRET);
    // Paid in full: no balance line.
    expect(before!.text).not.toContain('balance');
    expect(checkIn!.text).toContain(SECRET);
    expect(after!.text).not.toContain(SECRET);
    // Review requests carry an unsubscribe link and header; booking messages do not.
    expect(after!.headers['List-Unsubscribe']).toMatch(/^<http.*\/api\/review-requests\/unsubscribe\/.+>$/);
    expect(after!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(after!.text).toContain(`/manage-booking/${b.token}/review`);
    expect(before!.headers).toEqual({});
    expect(checkIn!.headers).toEqual({});
  });

  it('before arrival tells a guest with a deposit the balance still to pay, with its link once sent', async () => {
    await takeDeposits(t.app, admin);
    try {
      const b = await book(25, 2);
      const guestBooking = (await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${b.token}` })).json();
      const balance = guestBooking.balance as { amountPaise: number; dueOn: string };
      const line = `Pay the balance of ${formatPaise(balance.amountPaise)} by`;
      // The balance's link goes out 3 days before its due date (14 days before check-in), so it is in the message.
      clock = india(addDays(balance.dueOn, -3), '10:00');
      expect(await requestBalances(t.app.deps, addDays(balance.dueOn, -3))).toBeGreaterThanOrEqual(1);
      clock = india(addDays(b.checkIn, -3), '10:00');
      await queueDueStayMessages(t.app.deps);
      const [before] = await stayMessages(b.id);
      expect(before!.text).toMatch(new RegExp(`${line} \\d+ \\w+: http\\S+/pay/\\S+`));
      expect(before!.html).toContain(line);
    } finally {
      await changeGuestSettings(t.app, admin, { depositKind: 'full' });
    }
  });

  it('a cancelled stay gets no more messages', async () => {
    const b = await book(20, 2);
    const quote = (await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${b.token}/cancellation` })).json();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/manage/${b.token}/cancel`,
      payload: { refundAmount: quote.refundPaise },
    });
    expect(cancelled.statusCode).toBe(200);
    for (const date of [addDays(b.checkIn, -3), addDays(b.checkIn, -1), addDays(b.checkOut, 1)]) {
      clock = india(date, '12:00');
      await queueDueStayMessages(t.app.deps);
    }
    expect(await kinds(b.id)).toEqual([]);
  });

  it('a change of dates moves the messages: nothing at the old time, sent at the new', async () => {
    const b = await book(30, 2);
    const later = addDays(b.checkIn, 5);
    await t.database.db
      .update(bookings)
      .set({ checkIn: later, checkOut: addDays(later, 2) })
      .where(eq(bookings.id, b.id));
    clock = india(addDays(b.checkIn, -3), '12:00');
    await queueDueStayMessages(t.app.deps);
    expect(await kinds(b.id)).toEqual([]);
    clock = india(addDays(later, -3), '12:00');
    await queueDueStayMessages(t.app.deps);
    expect(await kinds(b.id)).toEqual([STAY_MESSAGE_KINDS.beforeArrival]);
  });

  it('a booking made after a message’s time gets it at once, but never for a stay already begun', async () => {
    const b = await book(1, 2);
    clock = Date.now();
    await queueDueStayMessages(t.app.deps);
    // Arriving tomorrow: before arrival (3 days before) is late and goes now.
    expect(await kinds(b.id)).toContain(STAY_MESSAGE_KINDS.beforeArrival);
    const late = await book(40, 2);
    clock = india(addDays(late.checkIn, 1), '12:00');
    await queueDueStayMessages(t.app.deps);
    expect(await kinds(late.id)).toEqual([]);
  });

  it('are signed by the business as the owner set it: its name and phone, not the product’s', async () => {
    const business = { ...DEFAULT_SETTINGS.business, name: 'Kasauli Stays', phone: '+91 97777 22222', address: 'Upper Mall, Kasauli' };
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings/business', headers: { cookie: admin }, payload });
    expect((await put(business)).statusCode).toBe(200);
    try {
      const b = await book(30, 2);
      clock = india(addDays(b.checkIn, -3), '10:00');
      await queueDueStayMessages(t.app.deps);
      const [before] = await stayMessages(b.id);
      // The template's {ownerPhone}, and the signature of both parts.
      expect(before!.text).toContain('+91 97777 22222');
      expect(before!.text).toContain('\n--\nKasauli Stays\nUpper Mall, Kasauli\n+91 97777 22222');
      expect(before!.html).toContain('Kasauli Stays · You received this because you booked a stay.');
      expect(before!.html).toContain('Upper Mall, Kasauli · +91 97777 22222');
      expect(`${before!.html}${before!.text}`).not.toContain('Hillnest');
    } finally {
      await put(DEFAULT_SETTINGS.business);
    }
  });

  it('follow the property’s time zone as the owner set it: 10:00 in Bogotá (UTC−05:00) is 15:00 UTC', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings/business', headers: { cookie: admin }, payload });
    expect((await put({ ...DEFAULT_SETTINGS.business, timeZone: 'America/Bogota' })).statusCode).toBe(200);
    try {
      const b = await book(35, 2);
      const bogota = (date: string, time: string) => Date.parse(`${date}T${time}:00-05:00`);
      // 10:00 in India on that day has long passed in UTC, but it is not yet 10:00 in Bogotá.
      clock = bogota(addDays(b.checkIn, -3), '09:59');
      await queueDueStayMessages(t.app.deps);
      expect(await kinds(b.id)).toEqual([]);
      clock = bogota(addDays(b.checkIn, -3), '10:00');
      expect(new Date(clock).toISOString()).toContain('T15:00:00');
      await queueDueStayMessages(t.app.deps);
      expect(await kinds(b.id)).toEqual([STAY_MESSAGE_KINDS.beforeArrival]);
    } finally {
      await put(DEFAULT_SETTINGS.business);
    }
  });

  it('the unsubscribe link stops review requests to that address', async () => {
    const b = await book(50, 1);
    const first = await book(45, 1);
    clock = india(addDays(first.checkOut, 1), '12:00');
    await queueDueStayMessages(t.app.deps);
    const [request] = (await stayMessages(first.id)).filter((row) => row.kind === STAY_MESSAGE_KINDS.afterStay);
    const link = /<https?:\/\/[^/]+(\/api\/review-requests\/unsubscribe\/[^>]+)>/.exec(request!.headers['List-Unsubscribe']!)![1]!;
    expect((await t.app.inject({ method: 'POST', url: link })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `${link}x` })).statusCode).toBe(404);
    clock = india(addDays(b.checkOut, 1), '12:00');
    await queueDueStayMessages(t.app.deps);
    expect(await kinds(b.id)).not.toContain(STAY_MESSAGE_KINDS.afterStay);
  });
});

describe('templates', () => {
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings/messages', headers: { cookie: admin }, payload });

  it('refuse an unknown placeholder with a 400 naming it, and the instructions outside their own message', async () => {
    const unknown = await put({
      ...DEFAULT_STAY_MESSAGES,
      beforeArrival: { ...DEFAULT_STAY_MESSAGES.beforeArrival, body: 'Hi {guestName}' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('{guestName}');
    const leak = await put({
      ...DEFAULT_STAY_MESSAGES,
      afterStay: { ...DEFAULT_STAY_MESSAGES.afterStay, body: 'Code {checkInInstructions}' },
    });
    expect(leak.statusCode).toBe(400);
    expect(leak.json().message).toContain('{checkInInstructions}');
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/messages/preview',
      headers: { cookie: admin },
      payload: { message: 'beforeArrival', subject: 'Hi', body: 'Hello {nope}' },
    });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().message).toContain('{nope}');
  });

  it('are saved, switched off and timed; the preview fills a real booking', async () => {
    const b = await book(60, 2);
    const saved = await put({
      ...DEFAULT_STAY_MESSAGES,
      beforeArrival: { ...DEFAULT_STAY_MESSAGES.beforeArrival, days: 5, time: '08:15', subject: 'See you soon, {guestFirstName}' },
      afterStay: { ...DEFAULT_STAY_MESSAGES.afterStay, enabled: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().values.beforeArrival.days).toBe(5);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/messages/preview',
      headers: { cookie: admin },
      payload: { message: 'beforeArrival', subject: 'Ref {reference}', body: 'Dear {guestFirstName}, <script>x</script>' },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().subject).toMatch(/^Ref HN-/);
    expect(preview.json().html).toContain('&lt;script&gt;');
    expect(preview.json().html).not.toContain('<script>');

    clock = india(addDays(b.checkIn, -5), '08:14');
    await queueDueStayMessages(t.app.deps);
    expect(await kinds(b.id)).toEqual([]);
    clock = india(addDays(b.checkIn, -5), '08:15');
    await queueDueStayMessages(t.app.deps);
    const [row] = await stayMessages(b.id);
    expect(row!.subject).toBe('See you soon, Meera');
    clock = india(addDays(b.checkOut, 2), '12:00');
    await queueDueStayMessages(t.app.deps);
    expect(await kinds(b.id)).not.toContain(STAY_MESSAGE_KINDS.afterStay);
    expect((await put(DEFAULT_STAY_MESSAGES)).statusCode).toBe(200);
  });
});

describe('check-in instructions', () => {
  it('are in no public answer, and on the manage page only from the check-in message’s time', async () => {
    const b = await book(70, 2);
    const answers = await Promise.all(
      [
        '/api/config',
        '/api/hotels',
        `/api/hotels/${b.hotelId}`,
        `/api/hotels/search?destination=&page=1`,
        `/api/hotels/${b.hotelId}/availability`,
        `/api/bookings/manage/${b.token}`,
        `/api/bookings/manage/${b.token}/calendar.ics`,
        `/api/bookings/manage/${b.token}/cancellation`,
        `/detail/${b.hotelId}`,
      ].map((url) => t.app.inject({ method: 'GET', url })),
    );
    for (const answer of answers) expect(answer.body).not.toContain(SECRET);

    const early = (await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${b.token}/stay` })).json();
    expect(early.checkInInstructions).toBeNull();
    expect(early.checkInInstructionsFrom).toBe(`${addDays(b.checkIn, -1)}T10:00`);
    expect(early.directions).toContain('Take the lane');
    clock = india(addDays(b.checkIn, -1), '10:00');
    const open = await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${b.token}/stay` });
    expect(open.json().checkInInstructions).toBe(SECRET);
    expect(open.headers['cache-control']).toBe('no-store');
    // The admin's view of another message does not show them.
    await queueDueStayMessages(t.app.deps);
    const [before] = (await stayMessages(b.id)).filter((row) => row.kind === STAY_MESSAGE_KINDS.beforeArrival);
    const view = await t.app.inject({ method: 'GET', url: `/api/admin/emails/${before!.id}`, headers: { cookie: admin } });
    expect(view.statusCode).toBe(200);
    expect(view.body).not.toContain(SECRET);
    // Nobody but the administrator reads or writes them.
    expect((await t.app.inject({ method: 'GET', url: `/api/my-hotels/${b.hotelId}/arrival` })).statusCode).toBe(401);
  });
});
