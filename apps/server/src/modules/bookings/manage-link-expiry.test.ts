/**
 * A manage-booking link has an end: it works until MANAGE_LINK_DAYS after check-out, then answers 410
 * with a way out. The guest on the expired page asks for a new link (mailed to the booking's address
 * only), and the owner can send one from the booking's page; either revokes the old link.
 */
import { CONFIRMATION_MESSAGES, MANAGE_LINK_DAYS } from '@hillnest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newestQueuedMail, signInAdmin, type TestApp } from '../../test/harness';
import { bookAndPay, guestContact, insertHotel, stay } from './test-fixtures';

const DAY = 24 * 60 * 60_000;
let clock = Date.now();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => t?.close());

/** A booking checking in in 10 days for 2 nights: its id and link. */
async function book(): Promise<{ id: string; token: string }> {
  clock = Date.now();
  const hotel = await insertHotel(t.app);
  return bookAndPay(t.app, hotel.id, stay(10, 2));
}

const open = (token: string) => t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}` });
/** Days from now to the link's last day (check-out in 12 days, plus MANAGE_LINK_DAYS). */
const LAST_DAY = 12 + MANAGE_LINK_DAYS;

/** The link in the latest confirmation queued for the booking (the outbox keeps it until sent). */
async function mailedLink(bookingId: string): Promise<string> {
  const mail = await newestQueuedMail(t.database.db, 'booking_confirmation', bookingId);
  expect(mail.recipient).toBe(guestContact.email);
  return mail.secrets[0]!;
}

describe('manage link expiry', () => {
  it(`works until ${MANAGE_LINK_DAYS} days after check-out, then answers 410 for the page, the quote and the cancellation`, async () => {
    const { token } = await book();
    clock += LAST_DAY * DAY;
    expect((await open(token)).statusCode).toBe(200);
    clock += DAY;
    const expired = await open(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(CONFIRMATION_MESSAGES.linkExpired);
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}/cancellation` })).statusCode).toBe(410);
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/manage/${token}/cancel`, payload: {} })).statusCode).toBe(410);
  });

  it('the guest asks for a new link from the expired page: it goes to the booking’s address, works, and the old one is revoked', async () => {
    const { id, token } = await book();
    clock += (LAST_DAY + 5) * DAY;
    const renewed = await t.app.inject({ method: 'POST', url: `/api/bookings/manage/${token}/renew` });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().message).toBe(CONFIRMATION_MESSAGES.linkRenewed);
    const fresh = await mailedLink(id);
    expect(fresh).not.toBe(token);
    expect((await open(fresh)).statusCode).toBe(200);
    expect((await open(token)).statusCode).toBe(404);
    // The new link has MANAGE_LINK_DAYS of its own from the day it was sent.
    clock += MANAGE_LINK_DAYS * DAY;
    expect((await open(fresh)).statusCode).toBe(200);
    clock += DAY;
    expect((await open(fresh)).statusCode).toBe(410);
    // A forged or revoked link cannot ask.
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/manage/${token}/renew` })).statusCode).toBe(404);
  });

  it('the owner sends a new link to the guest of an expired one', async () => {
    const { id, token } = await book();
    clock += (LAST_DAY + 1) * DAY;
    const admin = await signInAdmin(t.app);
    const renewed = await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/manage-link`, headers: { cookie: admin } });
    expect(renewed.statusCode).toBe(200);
    expect((await open(await mailedLink(id))).statusCode).toBe(200);
    expect((await open(token)).statusCode).toBe(404);
  });
});
