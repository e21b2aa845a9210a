import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lastMonths, monthBounds, monthOf, nightsOf, type Dashboard, type PropertyCalendar } from '@hillnest/domain';
import { bookings, hotels } from '../../db/schema';
import { expectAdminOnly } from '../../test/access';
import { createTestApp, registerUser, signInAdmin, type TestApp } from '../../test/harness';
import { createIntent, inDays, insertHotel, lapseHold, paySuccessfully, stay, today } from '../bookings/test-fixtures';

let t: TestApp;
let adminCookie: string;
let user: { cookie: string; userId: string };

const months = lastMonths(today());
const windowStart = monthBounds(months[0]!).start;
const windowEnd = monthBounds(months[11]!).end;
const availableNights = nightsOf(windowStart, windowEnd).length;
/** A date in the i-th month of the window (0 = oldest). */
const dayOf = (i: number, day: number) => `${months[i]}-${String(day).padStart(2, '0')}`;
/** Local midnight-plus-minutes in India of a date, as an instant. */
const istInstant = (date: string, time: string) => new Date(`${date}T${time}+05:30`);

/** A booking row straight in the database: for stays and confirmations in past months. */
async function insertBooking(values: {
  hotelId: string;
  checkIn: string;
  checkOut: string;
  totalCost: number;
  status?: 'confirmed' | 'refund_required' | 'cancelled' | 'held';
  confirmedAt?: Date;
  userId?: string | null;
}) {
  await t.database.db.insert(bookings).values({
    firstName: 'Ravi',
    lastName: 'Menon',
    email: 'ravi@example.com',
    adultCount: 2,
    provider: 'simulated',
    razorpayOrderId: `order_${randomBytes(7).toString('hex')}`,
    status: 'confirmed',
    userId: null,
    ...values,
  });
}

const getDashboard = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: adminCookie } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json() as Dashboard;
};
const getCalendar = (hotelId: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/hotels/${hotelId}/calendar${query}`, headers: { cookie: adminCookie } });
/** The state the calendar shows for one night. */
async function stateOn(hotelId: string, date: string) {
  const response = await getCalendar(hotelId, `?month=${monthOf(date)}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as PropertyCalendar).days.find((d) => d.date === date)?.state;
}

let alpha: string;
let beta: string;
let archived: string;
/** Nights of the API-made bookings on Beta that fall inside the window (they may run past its end). */
let betaNights = 0;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
  user = await registerUser(t.app);
  alpha = (await insertHotel(t.app, { name: 'Alpha Cottage' })).id;
  beta = (await insertHotel(t.app, { name: 'Beta Residency' })).id;
  archived = (await insertHotel(t.app, { name: 'Gone House' })).id;

  // Alpha, past months: a stay across the window's start counts its 3 nights inside, none of its revenue.
  await insertBooking({
    hotelId: alpha,
    checkIn: addDays(windowStart, -2),
    checkOut: addDays(windowStart, 3),
    totalCost: 500_000,
    confirmedAt: istInstant(addDays(windowStart, -20), '12:00'),
  });
  // A guest's 4 nights confirmed in month 2.
  await insertBooking({
    hotelId: alpha,
    checkIn: dayOf(3, 10),
    checkOut: dayOf(3, 14),
    totalCost: 1_200_000,
    confirmedAt: istInstant(dayOf(2, 15), '12:00'),
  });
  // A signed-in user's 2 nights confirmed at 00:30 in India on the 1st of month 5: still the previous month in UTC.
  await insertBooking({
    hotelId: alpha,
    checkIn: dayOf(5, 5),
    checkOut: dayOf(5, 7),
    totalCost: 800_000,
    confirmedAt: istInstant(dayOf(5, 1), '00:30'),
    userId: user.userId,
  });
  // Paid then refunded, and cancelled: neither revenue nor nights.
  await insertBooking({
    hotelId: alpha,
    checkIn: dayOf(6, 5),
    checkOut: dayOf(6, 9),
    totalCost: 900_000,
    status: 'refund_required',
    confirmedAt: istInstant(dayOf(6, 2), '12:00'),
  });
  await insertBooking({
    hotelId: alpha,
    checkIn: dayOf(7, 5),
    checkOut: dayOf(7, 9),
    totalCost: 700_000,
    status: 'cancelled',
    confirmedAt: istInstant(dayOf(7, 2), '12:00'),
  });
  // An archived property leaves the occupancy chart; its revenue still counts (month 8).
  await insertBooking({
    hotelId: archived,
    checkIn: dayOf(8, 3),
    checkOut: dayOf(8, 4),
    totalCost: 300_000,
    confirmedAt: istInstant(dayOf(8, 2), '12:00'),
  });
  await t.database.db.update(hotels).set({ archivedAt: new Date() }).where(eq(hotels.id, archived));

  // Beta, this month, through the booking API: a guest (2 adults × ₹2,500 × 2 nights) and a signed-in user (× 3 nights).
  const guestStay = stay(10, 2);
  await paySuccessfully(t.app, (await createIntent(t.app, beta, guestStay)).orderId);
  const userStay = stay(20, 3);
  await paySuccessfully(t.app, (await createIntent(t.app, beta, userStay, user.cookie)).orderId);
  betaNights = [...nightsOf(guestStay.checkIn, guestStay.checkOut), ...nightsOf(userStay.checkIn, userStay.checkOut)].filter(
    (d) => d < windowEnd,
  ).length;
  // An unpaid hold on Beta takes nights on the calendar but is no booking.
  await createIntent(t.app, beta, stay(30, 2));
});
afterAll(() => t?.close());

describe('GET /api/admin/dashboard', () => {
  it('is for the administrator only', async () => {
    await expectAdminOnly(t.app, user.cookie, { method: 'GET', url: '/api/admin/dashboard' });
  });

  it('shows revenue in paise by the month (in India) each paid booking was confirmed', async () => {
    const dashboard = await getDashboard();
    expect(dashboard.months).toEqual(months);
    const revenue = Object.fromEntries(dashboard.revenueByMonth.map((r) => [r.month, r.revenue]));
    expect(dashboard.revenueByMonth.map((r) => r.month)).toEqual(months);
    expect(revenue[months[2]!]).toBe(1_200_000);
    expect(revenue[months[4]!]).toBe(0);
    expect(revenue[months[5]!]).toBe(800_000);
    expect(revenue[months[6]!]).toBe(0); // refunded
    expect(revenue[months[7]!]).toBe(0); // cancelled
    expect(revenue[months[8]!]).toBe(300_000);
    expect(revenue[months[11]!]).toBe(1_000_000 + 1_500_000);
    expect(dashboard.revenueByMonth.reduce((sum, r) => sum + r.revenue, 0)).toBe(1_200_000 + 800_000 + 300_000 + 2_500_000);
  });

  it('counts bookings made as a guest and while signed in, per month', async () => {
    const { bookingsByUserType } = await getDashboard();
    expect(bookingsByUserType.map((r) => r.month)).toEqual(months);
    const byMonth = Object.fromEntries(bookingsByUserType.map(({ month, ...counts }) => [month, counts]));
    expect(byMonth[months[2]!]).toEqual({ guest: 1, signedIn: 0 });
    expect(byMonth[months[5]!]).toEqual({ guest: 0, signedIn: 1 });
    expect(byMonth[months[11]!]).toEqual({ guest: 1, signedIn: 1 });
    expect(byMonth[months[6]!]).toEqual({ guest: 0, signedIn: 0 });
  });

  it('gives occupancy per property on the site: booked nights clipped to the window ÷ nights in the window', async () => {
    const { occupancyByProperty } = await getDashboard();
    expect(availableNights).toBeGreaterThanOrEqual(365);
    expect(occupancyByProperty).toEqual([
      { hotelId: alpha, name: 'Alpha Cottage', bookedNights: 3 + 4 + 2, availableNights, occupancy: 9 / availableNights },
      { hotelId: beta, name: 'Beta Residency', bookedNights: betaNights, availableNights, occupancy: betaNights / availableNights },
    ]);
  });
});

describe('GET /api/admin/hotels/:id/calendar', () => {
  it('is for the administrator only', async () => {
    await expectAdminOnly(t.app, user.cookie, { method: 'GET', url: `/api/admin/hotels/${alpha}/calendar` });
  });

  it('lists every night of the month as booked or free', async () => {
    const response = await getCalendar(alpha, `?month=${months[3]}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const calendar = response.json() as PropertyCalendar;
    expect(calendar.hotelId).toBe(alpha);
    expect(calendar.month).toBe(months[3]);
    expect(calendar.days).toHaveLength(nightsOf(monthBounds(months[3]!).start, monthBounds(months[3]!).end).length);
    expect(calendar.days[0]!.date).toBe(dayOf(3, 1));
    const booked = calendar.days.filter((d) => d.state === 'booked').map((d) => d.date);
    // Check-out day (the 14th) is free again.
    expect(booked).toEqual([dayOf(3, 10), dayOf(3, 11), dayOf(3, 12), dayOf(3, 13)]);
  });

  it('shows refunded and cancelled stays as free', async () => {
    expect(await stateOn(alpha, dayOf(6, 6))).toBe('free');
    expect(await stateOn(alpha, dayOf(7, 6))).toBe('free');
  });

  it('shows a live payment hold as held, and as free once it lapses', async () => {
    expect(await stateOn(beta, inDays(10))).toBe('booked');
    expect(await stateOn(beta, inDays(12))).toBe('free');
    expect(await stateOn(beta, inDays(30))).toBe('held');
    expect(await stateOn(beta, inDays(31))).toBe('held');
    const hold = await createIntent(t.app, beta, stay(40, 1));
    expect(await stateOn(beta, inDays(40))).toBe('held');
    await lapseHold(t.app, hold.orderId);
    expect(await stateOn(beta, inDays(40))).toBe('free');
  });

  it('defaults to the current month', async () => {
    const response = await getCalendar(beta);
    expect(response.json()).toMatchObject({ month: monthOf(today()) });
  });

  it.each(['2026-13', '2026-1', 'next', '2026-11-01'])('refuses month=%s with 400', async (month) => {
    const response = await getCalendar(alpha, `?month=${month}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Enter a month as YYYY-MM', field: 'month' });
  });

  it('answers 404 for an unknown, malformed or archived property', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', archived]) {
      const response = await getCalendar(id, `?month=${months[0]}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Hotel not found' });
    }
  });
});
