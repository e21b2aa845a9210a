/**
 * The guest's own change of dates from the manage link (issue 36 §5), through the owner's change:
 * allowed only by the owner's setting, moved or lengthened under the same night lock (a higher price
 * becomes a balance link at once, a lower one a refund under the terms), taken nights refused with nothing changed.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, GUEST_CHANGE_MESSAGES, type AdminBookingDetail, type BookingConfirmation, type GuestChangeQuote } from '@hillnest/domain';
import { outboxMessages } from '../../db/schema';
import { setUpSignedInApp, type TestApp } from '../../test/harness';
import { bookAndPay, changeGuestSettings, paidStay, stay } from '../bookings/test-fixtures';
import { DATES_MESSAGES } from './service';

let t: TestApp;
let admin: string;

setUpSignedInApp((s) => ({ t, admin } = s));

const quoteOf = async (token: string, dates: { checkIn: string; checkOut: string }) =>
  (await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}/change`, query: dates })).json() as GuestChangeQuote;
const change = (token: string, dates: { checkIn: string; checkOut: string }) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/manage/${token}/dates`, payload: dates });
const managed = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}` })).json() as BookingConfirmation;
const confirmationsOf = async (id: string) =>
  (
    await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, id), eq(outboxMessages.kind, 'booking_confirmation')))
  ).length;

describe('the guest’s own change, when the owner does not allow it (the default)', () => {
  it('is refused, and nothing changes', async () => {
    const { token } = await paidStay(t.app, 10);
    const booking = await managed(token);
    const later = { checkIn: addDays(booking.checkIn, 1), checkOut: addDays(booking.checkOut, 1) };
    expect(await quoteOf(token, later)).toEqual({
      allowed: false,
      problem: GUEST_CHANGE_MESSAGES.notAllowed,
      totalPaise: null,
      differencePaise: null,
      refundPaise: null,
    });
    const refused = await change(token, later);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: GUEST_CHANGE_MESSAGES.notAllowed });
    expect((await managed(token)).checkIn).toBe(booking.checkIn);
  });
});

describe('the guest’s own change, allowed', () => {
  beforeAll(() => changeGuestSettings(t.app, admin, { guestsMayChangeDates: true }));

  it('moves the stay at the same price, keeps it in the history and e-mails the updated confirmation', async () => {
    const { id, token } = await paidStay(t.app, 10);
    const before = await managed(token);
    const mails = await confirmationsOf(id);
    const later = { checkIn: addDays(before.checkIn, 2), checkOut: addDays(before.checkOut, 2) };
    expect(await quoteOf(token, later)).toEqual({
      allowed: true,
      problem: null,
      totalPaise: before.totalPaise,
      differencePaise: 0,
      refundPaise: null,
    });

    const response = await change(token, later);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ...later, totalPaise: before.totalPaise, balance: null });
    expect(await confirmationsOf(id)).toBe(mails + 1);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${id}`, headers: { cookie: admin } })
    ).json() as AdminBookingDetail;
    expect(detail.history).toMatchObject([{ kind: 'dates', by: 'guest' }]);
  });

  it('lengthens the stay: the difference is a payment link to pay at once', async () => {
    const { token } = await paidStay(t.app, 10);
    const before = await managed(token);
    const longer = { checkIn: before.checkIn, checkOut: addDays(before.checkOut, 1) };
    const quote = await quoteOf(token, longer);
    expect(quote.differencePaise).toBeGreaterThan(0);

    const response = await change(token, longer);
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json() as BookingConfirmation;
    expect(after).toMatchObject({ checkOut: longer.checkOut, totalPaise: quote.totalPaise });
    expect(after.balance).toMatchObject({ amountPaise: quote.differencePaise, state: 'requested' });
    expect(after.balance!.payUrl).toMatch(/\/pay\//);
  });

  it('gives back a lower price under the refund terms, as the quote said, and refuses dates another stay has, naming them', async () => {
    const { hotelId, token } = await paidStay(t.app, 10);
    const before = await managed(token);
    const shorter = { checkIn: before.checkIn, checkOut: addDays(before.checkOut, -1) };
    const quote = await quoteOf(token, shorter);
    // Ten days ahead under the standard terms: half of the night given up, less the gateway's charge.
    expect(quote).toMatchObject({ problem: null, differencePaise: -6_000_00, refundPaise: 2_910_00 });
    const lower = await change(token, shorter);
    expect(lower.statusCode, lower.body).toBe(200);
    expect(lower.json()).toMatchObject({ ...shorter, totalPaise: before.totalPaise - 2_910_00 });

    // Someone else's stay right after this one: moving a night later overlaps its first night.
    await bookAndPay(t.app, hotelId, { ...stay(13, 2), email: 'other@example.com' });
    const clash = await change(token, { checkIn: addDays(before.checkIn, 1), checkOut: addDays(before.checkOut, 1) });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: DATES_MESSAGES.clash(before.checkOut, before.checkOut) });
    expect(await managed(token)).toMatchObject({ ...shorter, totalPaise: before.totalPaise - 2_910_00 });
  });

  it('is closed once the stay has begun, and to a link that is not the booking’s', async () => {
    const { token } = await paidStay(t.app, 0);
    const started = await managed(token);
    const refused = await change(token, { checkIn: addDays(started.checkIn, 1), checkOut: addDays(started.checkOut, 1) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: GUEST_CHANGE_MESSAGES.notChangeable });
    expect((await change(`${token}x`, { checkIn: started.checkIn, checkOut: started.checkOut })).statusCode).toBe(404);
  });
});
