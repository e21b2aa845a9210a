/**
 * After payment: every booking has a reference; the validate answer carries the private link's
 * secret; the link shows the booking (and nothing else) until it is revoked; a page that lost the
 * validate answer learns from the order's status; and the guest's and the owner's e-mails arrive
 * through a real SMTP server with everything the confirmation page shows.
 */
import { BOOKING_REFERENCE_PATTERN, CONFIRMATION_MESSAGES } from '@hillnest/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { ADMIN, createTestApp, registerUser, signInAdmin, type TestApp } from '../../test/harness';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { sendDueMessages } from '../email/sender';
import { smtpTransport, type MailTransport } from '../email/transport';
import { bookAndPay, createIntent, guestContact, insertCoupon, insertHotel, paySuccessfully, postValidate, stay } from './test-fixtures';

let t: TestApp;
let smtp: TestSmtp;
let transport: MailTransport;

// No SMTP_URL, so no sender job: each test delivers the outbox itself when it wants to look at the mail.
beforeAll(async () => {
  smtp = await startSmtp();
  transport = smtpTransport(smtp.url);
  t = await createTestApp({ env: { OWNER_PHONE: '+91 98100 12345' } });
});
afterAll(async () => {
  transport?.close();
  await t?.close();
  await smtp?.close();
});

/** Sends everything queued so far to the test's SMTP server, as the sender job would. */
const deliverOutbox = () => sendDueMessages({ ...t.app.deps, transport });

async function book(body: Record<string, unknown> = {}, cookie?: string) {
  const hotel = await insertHotel(t.app, { name: 'Cedar <Ridge> & Co' });
  const intent = await createIntent(t.app, hotel.id, { ...stay(20, 3), ...body }, cookie);
  const payment = await paySuccessfully(t.app, intent.orderId);
  return { hotel, intent, payment };
}

const mailsTo = (address: string) => smtp.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === address);

describe('booking reference', () => {
  it('every booking gets a reference without 0/O/1/I, unique, shown in the booking lists', async () => {
    const { payment } = await book();
    const validated = await postValidate(t.app, payment);
    expect(validated.statusCode).toBe(200);
    const { reference, _id } = validated.json();
    expect(reference).toMatch(BOOKING_REFERENCE_PATTERN);
    const admin = await signInAdmin(t.app);
    const all = await t.app.inject({ method: 'POST', url: '/api/hotels/getAllBookings', headers: { cookie: admin }, payload: {} });
    expect(all.json().data.find((b: { _id: string }) => b._id === _id).reference).toBe(reference);
    // Drawn at random by the database: many new rows, all different, none in a sequence.
    const rows = await t.database.db.execute(sql`select new_booking_reference() as r from generate_series(1, 500)`);
    const refs =
      (rows as unknown as { rows: { r: string }[] }).rows?.map((x) => x.r) ?? (rows as unknown as { r: string }[]).map((x) => x.r);
    expect(new Set(refs).size).toBe(500);
    expect(refs.every((r) => BOOKING_REFERENCE_PATTERN.test(r))).toBe(true);
  });
});

describe('confirmation and the private manage link', () => {
  it('validate answers the reference and a manage token; the link shows the booking with everything the confirmation page needs', async () => {
    await insertCoupon(t.app, { couponCode: 'HILL10', amount: 10 });
    const { payment } = await book({ couponCode: 'HILL10' });
    const validated = (await postValidate(t.app, payment)).json();
    const replay = (await postValidate(t.app, payment)).json();
    expect(replay.manageToken).toBe(validated.manageToken);
    const response = await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${validated.manageToken}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      reference: validated.reference,
      status: 'confirmed',
      hotel: {
        name: 'Cedar <Ridge> & Co',
        city: 'Shimla',
        country: 'India',
        imageUrl: '/uploads/hotels/test.webp',
        latitude: null,
        longitude: null,
      },
      email: guestContact.email,
      nights: 3,
      adultCount: 2,
      totalCost: validated.totalCost,
      totalPaise: validated.totalPaise,
      couponCode: 'HILL10',
      checkInHours: '2PM-10PM',
      checkOutBy: '10:30 AM',
      owner: { email: ADMIN.email, phone: '+91 98100 12345' },
    });
    // Booked with a coupon: the booking's timeline says it is non-refundable.
    expect(response.json().cancellationPolicy).toEqual(['Bookings made with a coupon or offer are non-refundable.']);
  });

  it('the confirmation answers where the property is, for "Get directions"', async () => {
    const hotel = await insertHotel(t.app, { latitude: 31.1048, longitude: 77.1734 });
    const { token } = await bookAndPay(t.app, hotel.id, stay(20, 2));
    const response = await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}` });
    expect(response.json().hotel).toMatchObject({ latitude: 31.1048, longitude: 77.1734 });
  });

  it("a forged, altered or another booking's token shows nothing; renewing the link revokes the old one", async () => {
    const first = (await postValidate(t.app, (await book()).payment)).json();
    const other = (await postValidate(t.app, (await book()).payment)).json();
    const [id, mac] = first.manageToken.split('.');
    const otherMac = other.manageToken.split('.')[1];
    for (const token of [
      `${id}.${otherMac}`,
      `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      'not-a-token',
      `${other.manageToken.split('.')[0]}.${mac}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${encodeURIComponent(token)}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(CONFIRMATION_MESSAGES.linkInvalid);
    }
    const admin = await signInAdmin(t.app);
    const renewed = await t.app.inject({ method: 'POST', url: `/api/bookings/${first._id}/manage-link`, headers: { cookie: admin } });
    expect(renewed.json()).toEqual({ reference: first.reference });
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${first.manageToken}` })).statusCode).toBe(404);
    // The guest is sent the confirmation again, with a new link that works.
    const confirmations = () => mailsTo(guestContact.email).filter((m) => m.subject?.includes(first.reference));
    await deliverOutbox();
    expect(confirmations()).toHaveLength(2);
    // The two may arrive in either order: one carries the old link, the other a new one.
    const links = confirmations().map((m) => /\/manage-booking\/([\w.-]+)/.exec(m.text!)![1]!);
    expect(links).toContain(first.manageToken);
    const link = links.find((l) => l !== first.manageToken)!;
    expect(link).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${link}` })).json().reference).toBe(first.reference);
  });

  it('order status: processing while unsettled, then the manage token once confirmed; a wrong signature is refused', async () => {
    const hotel = await insertHotel(t.app);
    const intent = await createIntent(t.app, hotel.id, stay(40, 2));
    const payment = await paySuccessfully(t.app, intent.orderId);
    // The simulated checkout settled it already, like a webhook that beat the page.
    const status = await t.app.inject({ method: 'POST', url: '/api/hotels/order/status', payload: payment });
    expect(status.json()).toMatchObject({ state: 'confirmed', reference: expect.stringMatching(BOOKING_REFERENCE_PATTERN) });
    // As if nothing had settled it yet.
    await t.database.db.update(bookings).set({ status: 'held' }).where(eq(bookings.razorpayOrderId, intent.orderId));
    expect((await t.app.inject({ method: 'POST', url: '/api/hotels/order/status', payload: payment })).json()).toEqual({
      state: 'processing',
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/hotels/order/status',
      payload: { ...payment, razorpay_signature: 'a'.repeat(64) },
    });
    expect(forged.statusCode).toBe(400);
  });

  it('order status says cancelled, not confirmed, for a booking cancelled since', async () => {
    const hotel = await insertHotel(t.app);
    const intent = await createIntent(t.app, hotel.id, stay(45, 2));
    const payment = await paySuccessfully(t.app, intent.orderId);
    const { _id, reference } = (await postValidate(t.app, payment)).json();
    const admin = await signInAdmin(t.app);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${_id}/cancel`,
      headers: { cookie: admin },
      payload: { reason: 'Closed for repairs', refund: 'amount', amount: 0 },
    });
    expect(cancelled.statusCode).toBe(200);
    const status = await t.app.inject({ method: 'POST', url: '/api/hotels/order/status', payload: payment });
    expect(status.json()).toMatchObject({ state: 'cancelled', reference });
  });
});

describe('confirmation e-mails', () => {
  it('the guest gets the confirmation (reference, stay, amount, policy, owner, manage link, .ics) and the owner a notification, once each', async () => {
    const guest = { ...guestContact, email: 'meera.mail@example.com' };
    const { payment } = await book({ ...guest });
    const { reference, manageToken } = (await postValidate(t.app, payment)).json();
    await deliverOutbox();
    const about = (address: string) => mailsTo(address).filter((m) => m.subject?.includes(reference));
    const [toGuest, ...moreToGuest] = about(guest.email);
    const [toOwner, ...moreToOwner] = about(ADMIN.email);
    expect(moreToGuest).toEqual([]);
    expect(moreToOwner).toEqual([]);

    expect(toGuest!.subject).toContain('Booking confirmed: Cedar <Ridge> & Co');
    for (const part of [toGuest!.text!, toGuest!.html as string]) {
      expect(part).toContain(reference);
      expect(part).toContain('2PM-10PM');
      expect(part).toContain('10:30 AM');
      expect(part).toContain('+91 98100 12345');
      expect(part).toContain(`http://localhost:${t.config.PORT}/manage-booking/${manageToken}`);
    }
    // Stored text is escaped in the HTML part (names cannot hold markup at all: nameField).
    expect(toGuest!.html).not.toContain('<Ridge>');
    expect(toGuest!.html).toContain('Cedar &lt;Ridge&gt; &amp; Co');
    const [ics] = toGuest!.attachments;
    expect(ics!.filename).toBe(`${reference}.ics`);
    expect(ics!.contentType).toBe('text/calendar');
    const calendar = ics!.content.toString();
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${stay(20, 3).checkIn.replaceAll('-', '')}`);
    expect(calendar).toContain(`DTEND;VALUE=DATE:${stay(20, 3).checkOut.replaceAll('-', '')}`);

    expect(toOwner!.subject).toContain(`New booking ${reference}`);
    expect(toOwner!.text).toContain(guest.email);
    expect(toOwner!.text).toContain(guest.phoneNumber);
  });

  it('nothing is sent for an unpaid hold', async () => {
    const user = await registerUser(t.app);
    const hotel = await insertHotel(t.app, { name: 'Unpaid Lodge' });
    await createIntent(t.app, hotel.id, stay(60, 2), user.cookie);
    await deliverOutbox();
    // The sender ran after the hold: registering queued a verification e-mail, and it arrived.
    expect(smtp.received.some((m) => m.subject?.startsWith('Verify') && m.text?.includes(user.email))).toBe(true);
    expect(smtp.received.filter((m) => m.subject?.includes('Unpaid Lodge'))).toEqual([]);
  });
});
