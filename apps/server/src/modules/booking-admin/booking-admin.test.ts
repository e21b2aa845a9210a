import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type AdminBookingDetail, type AdminBookingsPage } from '@hillnest/domain';
import { bookings, outboxMessages } from '../../db/schema';
import { expectAdminOnly } from '../../test/access';
import { createTestApp, registerUser, signInAdmin, type TestApp } from '../../test/harness';
import { insertCoupon, insertHotel, today } from '../bookings/test-fixtures';

let t: TestApp;
let adminCookie: string;
let userCookie: string;
let cedar: string;
let pine: string;
const ids: Record<string, string> = {};
const day = today();

async function insertBooking(
  key: string,
  values: Partial<typeof bookings.$inferInsert> & { hotelId: string; checkIn: string; checkOut: string },
) {
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      firstName: 'Ravi',
      lastName: 'Menon',
      email: 'ravi@example.com',
      adultCount: 2,
      totalCost: 500_000,
      provider: 'simulated',
      razorpayOrderId: `order_${randomBytes(7).toString('hex')}`,
      razorpayPaymentId: `pay_${randomBytes(7).toString('hex')}`,
      status: 'confirmed',
      ...values,
    })
    .returning({ id: bookings.id });
  ids[key] = row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
  userCookie = (await registerUser(t.app)).cookie;
  cedar = (await insertHotel(t.app, { name: 'Cedar Crest' })).id;
  pine = (await insertHotel(t.app, { name: 'Pine Hollow' })).id;
  await insertCoupon(t.app, { couponCode: 'MONSOON15', amount: 15 });
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 6, minutes));
  await insertBooking('upcoming', {
    hotelId: cedar,
    checkIn: addDays(day, 10),
    checkOut: addDays(day, 13),
    firstName: 'Anjali',
    lastName: 'Desai',
    email: 'anjali@example.com',
    phoneNumber: '+91 98100-00002',
    totalCost: 1_234_550,
    couponCode: 'MONSOON15',
    createdAt: at(1),
  });
  await insertBooking('inHouse', {
    hotelId: cedar,
    checkIn: addDays(day, -1),
    checkOut: addDays(day, 2),
    firstName: 'Kabir',
    lastName: 'Shah, Jr.',
    email: 'kabir@example.com',
    totalCost: 300_000,
    createdAt: at(2),
  });
  await insertBooking('past', {
    hotelId: pine,
    checkIn: addDays(day, -9),
    checkOut: addDays(day, -7),
    firstName: 'Zoya',
    lastName: 'Khan',
    email: 'zoya@example.com',
    phoneNumber: '=cmd|calc',
    totalCost: 800_000,
    createdAt: at(3),
  });
  await insertBooking('cancelled', {
    hotelId: pine,
    checkIn: addDays(day, 20),
    checkOut: addDays(day, 22),
    firstName: 'Ishaan',
    lastName: 'Roy',
    status: 'cancelled',
    createdAt: at(4),
  });
  await insertBooking('refund', {
    hotelId: pine,
    checkIn: addDays(day, 30),
    checkOut: addDays(day, 31),
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera@example.com',
    status: 'refund_required',
    createdAt: at(5),
  });
  await t.database.db.insert(outboxMessages).values({
    kind: 'booking_confirmation',
    recipient: 'anjali@example.com',
    subject: 'Your stay at Cedar Crest',
    html: '<p>Hi</p>',
    text: 'Hi',
    bookingId: ids.upcoming,
  });
  // Holds that lapsed or failed were never bookings.
  await insertBooking('expired', {
    hotelId: pine,
    checkIn: addDays(day, 40),
    checkOut: addDays(day, 41),
    firstName: 'Never',
    lastName: 'Paid',
    status: 'expired',
    createdAt: at(6),
  });
});
afterAll(() => t?.close());

async function list(query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/bookings${query}`, headers: { cookie: adminCookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminBookingsPage;
}
const names = (page: AdminBookingsPage) => page.data.map((b) => b.firstName);

describe('GET /api/admin/bookings', () => {
  it('is for the administrator only', async () => {
    await expectAdminOnly(t.app, userCookie, { method: 'GET', url: '/api/admin/bookings' });
    await expectAdminOnly(t.app, userCookie, { method: 'GET', url: '/api/admin/bookings/export.csv' });
    await expectAdminOnly(t.app, userCookie, { method: 'GET', url: `/api/admin/bookings/${ids.upcoming}` });
  });

  it('lists paid and cancelled bookings newest first, with their list status, and the properties to filter by', async () => {
    const page = await list();
    expect(names(page)).toEqual(['Meera', 'Ishaan', 'Zoya', 'Kabir', 'Anjali']);
    expect(page.data.map((b) => b.adminStatus)).toEqual(['refund-needed', 'cancelled', 'past', 'in-house', 'upcoming']);
    expect(page.pagination).toEqual({ total: 5, page: 1, pages: 1 });
    expect(page.properties.map((p) => p.name)).toEqual(expect.arrayContaining(['Cedar Crest', 'Pine Hollow']));
    expect(page.today).toBe(day);
  });

  it('searches by guest name, e-mail, phone digits and payment id', async () => {
    expect(names(await list('?search=anjali%20des'))).toEqual(['Anjali']);
    expect(names(await list('?search=ZOYA%40EXAMPLE'))).toEqual(['Zoya']);
    expect(names(await list('?search=9810000002'))).toEqual(['Anjali']);
    expect(names(await list('?search=%2B91%20(98100)%2000002'))).toEqual(['Anjali']);
    // An e-mail's digits are not a phone number: 'nowak0002@…' finds no one, though Anjali's phone holds 0002.
    expect(names(await list('?search=nowak0002%40example.com'))).toEqual([]);
    expect(names(await list('?search=%25'))).toEqual([]);
    const { data } = await list('?search=kabir');
    expect(names(await list(`?search=${data[0]!.razorpay_payment_id}`))).toEqual(['Kabir']);
    expect(data[0]!.reference).toMatch(/^HN-/);
    expect(names(await list(`?search=${data[0]!.reference.toLowerCase()}`))).toEqual(['Kabir']);
  });

  it('filters by property, status and stay dates, and sorts', async () => {
    expect(names(await list(`?hotelId=${cedar}`))).toEqual(['Kabir', 'Anjali']);
    expect(names(await list('?status=upcoming'))).toEqual(['Anjali']);
    expect(names(await list('?status=in-house'))).toEqual(['Kabir']);
    expect(names(await list('?status=past'))).toEqual(['Zoya']);
    expect(names(await list('?status=cancelled'))).toEqual(['Ishaan']);
    expect(names(await list('?status=refund-needed'))).toEqual(['Meera']);
    // At least one night between from and to: Kabir's stay runs over today, Anjali's starts in 10 days.
    expect(names(await list(`?from=${day}&to=${addDays(day, 10)}`))).toEqual(['Kabir', 'Anjali']);
    expect(names(await list(`?from=${addDays(day, 2)}&to=${addDays(day, 9)}`))).toEqual([]);
    expect(names(await list('?sort=checkIn-asc'))).toEqual(['Zoya', 'Kabir', 'Anjali', 'Ishaan', 'Meera']);
    expect(names(await list('?sort=amount-desc'))[0]).toBe('Anjali');
    expect(names(await list('?sort=guest-asc'))).toEqual(['Anjali', 'Ishaan', 'Kabir', 'Meera', 'Zoya']);
  });

  it('answers a bad filter with a sentence and nothing else', async () => {
    for (const [query, message] of [
      ['?status=lost', 'Choose a status from the list'],
      ['?hotelId=nope', 'Choose a property from the list'],
      ['?from=2026-02-30', 'Enter the first date as YYYY-MM-DD'],
      [`?from=${day}&to=${addDays(day, -1)}`, 'The last date cannot be before the first date'],
      ['?sort=random', 'Choose a sort order from the list'],
      ['?page=0', 'page must be at least 1'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/bookings${query}`, headers: { cookie: adminCookie } });
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as { message: string }).message, query).toContain(message);
    }
  });
});

describe('GET /api/admin/bookings/export.csv', () => {
  it('exports the same filter over every page as UTF-8 CSV with a BOM, dates as YYYY-MM-DD and rupees', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/export.csv?hotelId=${cedar}&sort=checkIn-asc&page=2`,
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Booking reference,Booking id,Status,Property,First name,Last name,Email,Phone,Check-in,Check-out,Nights,Adults,Children,Infants,Total (INR),Coupon,Payment id,Order id,Booked at',
    );
    expect(lines).toHaveLength(3);
    // Kabir's last name holds a comma: quoted.
    expect(lines[1]).toContain(
      `,In-house,Cedar Crest,Kabir,"Shah, Jr.",kabir@example.com,,${addDays(day, -1)},${addDays(day, 2)},3,2,0,0,3000.00,,`,
    );
    expect(lines[2]).toContain(
      `,Upcoming,Cedar Crest,Anjali,Desai,anjali@example.com,"'+91 98100-00002",${addDays(day, 10)},${addDays(day, 13)},3,2,0,0,12345.50,MONSOON15,pay_`,
    );
    // Booked at, in India: 06:01 UTC is 11:31.
    expect(lines[2]!.endsWith(',2026-01-01 11:31')).toBe(true);
  });

  it('writes a value a spreadsheet would run as a formula as plain text', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bookings/export.csv?search=zoya',
      headers: { cookie: adminCookie },
    });
    expect(response.body).toContain(`,"'=cmd|calc",`);
  });
});

describe('GET /api/admin/bookings/{id}', () => {
  it('shows everything about one booking', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${ids.upcoming}`, headers: { cookie: adminCookie } });
    expect(response.statusCode).toBe(200);
    const detail = response.json() as AdminBookingDetail;
    expect(detail.booking).toMatchObject({
      _id: ids.upcoming,
      firstName: 'Anjali',
      hotel: { name: 'Cedar Crest' },
      adminStatus: 'upcoming',
      nights: 3,
      // Rupees with the paise as decimals; exact paise beside them.
      totalCost: 12_345.5,
      totalPaise: 1_234_550,
    });
    expect(detail.payment.provider).toBe('simulated');
    expect(detail.payment.paymentId).toMatch(/^pay_/);
    expect(detail.coupon).toEqual({
      couponCode: 'MONSOON15',
      couponType: 'Percentage',
      amount: 15,
      couponMessage: expect.any(String),
      stillExists: true,
    });
    expect(detail.timeZone).toBe('Asia/Kolkata');
    expect(detail.emails.map((e) => [e.subject, e.recipient, e.status])).toEqual([
      ['Your stay at Cedar Crest', 'anjali@example.com', 'pending'],
    ]);
  });

  it('is 404 for an unknown id, a malformed id, and a hold that was never paid', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', ids.expired]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${id}`, headers: { cookie: adminCookie } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Booking not found' });
    }
  });
});
