/**
 * The dashboard's forward figures and ADR/RevPAR against a known set of paid stays: occupancy of the
 * next 7/30/90 nights, this week's arrivals and departures, revenue on the books, and rates per month
 * and per property, all in the property's calendar.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysInMonth, lastMonths, monthBounds, monthOf, nightsOf, weekOf, type Dashboard } from '@hillnest/domain';
import { bookings, hotels } from '../../db/schema';
import { createTestApp, signInAdmin, type TestApp } from '../../test/harness';
import { insertHotel, today } from '../bookings/test-fixtures';
import { getDashboard as dashboardAt } from './service';

let t: TestApp;
let adminCookie: string;
let empty: Dashboard;
let dashboard: Dashboard;

const T = today();
const months = lastMonths(T);
const windowNights = nightsOf(monthBounds(months[0]!).start, monthBounds(months[11]!).end).length;
const dayOf = (i: number, day: number) => `${months[i]}-${String(day).padStart(2, '0')}`;

interface Stay {
  hotelId: string;
  checkIn: string;
  checkOut: string;
  totalCost: number;
  status?: 'confirmed' | 'refund_required' | 'cancelled';
}
/** The paid stays from tonight on (Alpha and Beta), with what each night is worth. */
const future: Stay[] = [];

async function insertBooking(values: Stay) {
  await t.database.db.insert(bookings).values({
    firstName: 'Asha',
    lastName: 'Nair',
    email: 'asha@example.com',
    adultCount: 2,
    provider: 'simulated',
    razorpayOrderId: `order_${randomBytes(7).toString('hex')}`,
    status: 'confirmed',
    confirmedAt: new Date(),
    ...values,
  });
}

const fetchDashboard = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: adminCookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as Dashboard;
};

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
  const alpha = (await insertHotel(t.app, { name: 'Alpha Cottage' })).id;
  const beta = (await insertHotel(t.app, { name: 'Beta Residency' })).id;
  const past = (await insertHotel(t.app, { name: 'Past Palace' })).id;
  const gone = (await insertHotel(t.app, { name: 'Gone House' })).id;
  empty = await fetchDashboard();

  future.push(
    // In-house: 5 nights at ₹1,000 each, 2 of them from tonight on.
    { hotelId: alpha, checkIn: addDays(T, -3), checkOut: addDays(T, 2), totalCost: 500_000 },
    // 5 nights at ₹2,000: 2 inside the next 7 nights.
    { hotelId: alpha, checkIn: addDays(T, 5), checkOut: addDays(T, 10), totalCost: 1_000_000 },
    // Arrives tonight, 1 night at ₹1,500.
    { hotelId: beta, checkIn: T, checkOut: addDays(T, 1), totalCost: 150_000 },
    // 3 nights at ₹1,000, 40 days ahead: only inside the next 90 nights.
    { hotelId: beta, checkIn: addDays(T, 40), checkOut: addDays(T, 43), totalCost: 300_000 },
  );
  for (const stay of future) await insertBooking(stay);
  // Neither a cancelled stay, nor one that had to be refunded, nor a deleted property's stay is on the books.
  await insertBooking({ hotelId: beta, checkIn: addDays(T, 1), checkOut: addDays(T, 4), totalCost: 900_000, status: 'cancelled' });
  await insertBooking({ hotelId: beta, checkIn: addDays(T, 50), checkOut: addDays(T, 52), totalCost: 900_000, status: 'refund_required' });
  await insertBooking({ hotelId: gone, checkIn: addDays(T, 2), checkOut: addDays(T, 4), totalCost: 900_000 });
  await t.database.db.update(hotels).set({ archivedAt: new Date() }).where(eq(hotels.id, gone));

  // Past Palace, months ago: 4 nights for ₹10,000 in month 3, and 3 nights for ₹6,000 across the end of month 5.
  await insertBooking({ hotelId: past, checkIn: dayOf(3, 10), checkOut: dayOf(3, 14), totalCost: 1_000_000 });
  const endOf5 = monthBounds(months[5]!).end;
  await insertBooking({ hotelId: past, checkIn: addDays(endOf5, -2), checkOut: addDays(endOf5, 1), totalCost: 600_000 });
  dashboard = await fetchDashboard();
});
afterAll(() => t?.close());

describe('the dashboard before any stay', () => {
  it('says there is nothing to count yet, with no rate and no occupancy', () => {
    expect(empty.hasPastStays).toBe(false);
    expect(empty.ahead.today).toBe(T);
    expect(empty.ahead.occupancy).toEqual([
      { nights: 7, end: addDays(T, 7), bookedNights: 0, availableNights: 7 * 4, occupancy: 0 },
      { nights: 30, end: addDays(T, 30), bookedNights: 0, availableNights: 30 * 4, occupancy: 0 },
      { nights: 90, end: addDays(T, 90), bookedNights: 0, availableNights: 90 * 4, occupancy: 0 },
    ]);
    expect(empty.ahead.week).toMatchObject({ arrivals: 0, departures: 0 });
    expect(empty.ahead.onTheBooks.every((m) => m.revenue === 0 && m.bookedNights === 0)).toBe(true);
    expect(empty.ratesByMonth.every((m) => m.adr === null && m.revpar === 0 && m.revenue === 0)).toBe(true);
  });
});

describe('forward figures', () => {
  it('counts occupancy of the next 7, 30 and 90 nights over the properties on the site', () => {
    expect(dashboard.hasPastStays).toBe(true);
    // Three properties on the site (Gone House was deleted).
    expect(dashboard.ahead.occupancy).toEqual([
      { nights: 7, end: addDays(T, 7), bookedNights: 2 + 2 + 1, availableNights: 21, occupancy: 5 / 21 },
      { nights: 30, end: addDays(T, 30), bookedNights: 2 + 5 + 1, availableNights: 90, occupancy: 8 / 90 },
      { nights: 90, end: addDays(T, 90), bookedNights: 2 + 5 + 1 + 3, availableNights: 270, occupancy: 11 / 270 },
    ]);
  });

  it("counts this week's arrivals and departures, Monday to Sunday in the property's calendar", () => {
    const week = weekOf(T);
    expect(dashboard.ahead.week.start).toBe(week.start);
    expect(dashboard.ahead.week.end).toBe(addDays(week.start, 7));
    expect(new Date(`${week.start}T00:00:00Z`).getUTCDay()).toBe(1);
    const inWeek = (date: string) => date >= week.start && date < week.end;
    const arrivals = future.filter((s) => inWeek(s.checkIn)).length;
    expect(arrivals).toBeGreaterThanOrEqual(1); // Beta's guest arrives tonight
    expect(dashboard.ahead.week).toMatchObject({ arrivals, departures: future.filter((s) => inWeek(s.checkOut)).length });
  });

  it('puts revenue on the books in the month of each night from tonight on, a stay spread evenly over its nights', () => {
    const { onTheBooks } = dashboard.ahead;
    expect(onTheBooks).toHaveLength(12);
    expect(onTheBooks[0]!.month).toBe(monthOf(T));
    const expected = new Map<string, { revenue: number; bookedNights: number }>();
    for (const stay of future) {
      const perNight = stay.totalCost / nightsOf(stay.checkIn, stay.checkOut).length;
      for (const night of nightsOf(stay.checkIn, stay.checkOut).filter((n) => n >= T)) {
        const month = expected.get(monthOf(night)) ?? { revenue: 0, bookedNights: 0 };
        expected.set(monthOf(night), { revenue: month.revenue + perNight, bookedNights: month.bookedNights + 1 });
      }
    }
    for (const month of onTheBooks)
      expect(month).toEqual({ month: month.month, ...(expected.get(month.month) ?? { revenue: 0, bookedNights: 0 }) });
    expect(onTheBooks.reduce((sum, m) => sum + m.revenue, 0)).toBe(2 * 100_000 + 1_000_000 + 150_000 + 300_000);
    expect(onTheBooks.reduce((sum, m) => sum + m.bookedNights, 0)).toBe(2 + 5 + 1 + 3);
  });
});

describe('ADR and RevPAR', () => {
  it('gives each month its nights sold, revenue, ADR and RevPAR over all properties', () => {
    const byMonth = Object.fromEntries(dashboard.ratesByMonth.map(({ month, ...rest }) => [month, rest]));
    expect(dashboard.ratesByMonth.map((m) => m.month)).toEqual(months);
    const available = (i: number) => 3 * daysInMonth(months[i]!);
    expect(byMonth[months[3]!]).toEqual({
      revenue: 1_000_000,
      bookedNights: 4,
      availableNights: available(3),
      adr: 250_000,
      revpar: Math.round(1_000_000 / available(3)),
    });
    // The stay across the month's end: 2 nights in month 5, 1 in month 6, ₹2,000 each.
    expect(byMonth[months[5]!]).toEqual({
      revenue: 400_000,
      bookedNights: 2,
      availableNights: available(5),
      adr: 200_000,
      revpar: Math.round(400_000 / available(5)),
    });
    expect(byMonth[months[6]!]).toMatchObject({ revenue: 200_000, bookedNights: 1, adr: 200_000 });
    expect(byMonth[months[0]!]).toEqual({ revenue: 0, bookedNights: 0, availableNights: available(0), adr: null, revpar: 0 });
  });

  it('gives each property on the site its ADR and RevPAR over the 12 months', () => {
    const palace = dashboard.ratesByProperty.find((p) => p.name === 'Past Palace');
    expect(palace).toMatchObject({
      revenue: 1_600_000,
      bookedNights: 7,
      availableNights: windowNights,
      adr: Math.round(1_600_000 / 7),
      revpar: Math.round(1_600_000 / windowNights),
    });
    expect(dashboard.ratesByProperty.map((p) => p.name)).toEqual(['Alpha Cottage', 'Beta Residency', 'Past Palace']);
  });
});

describe("the site's time zone", () => {
  const setZone = async (timeZone: string) => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings/business', headers: { cookie: adminCookie } })).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/business',
      headers: { cookie: adminCookie },
      payload: { ...current.values, timeZone },
    });
    expect(saved.statusCode).toBe(200);
  };
  const at = () => dashboardAt({ ...t.app.deps, now: () => new Date('2026-11-29T19:00:00Z') });

  it('starts the day and the week at midnight where Settings → Business says, not in UTC', async () => {
    // Sunday 29 November 2026, 19:00 UTC is already Monday 30 November, 00:30 in India.
    const india = await at();
    expect(india.ahead.today).toBe('2026-11-30');
    expect(india.ahead.week).toMatchObject({ start: '2026-11-30', end: '2026-12-07' });
    await setZone('UTC');
    try {
      const utc = await at();
      expect(utc.ahead.today).toBe('2026-11-29');
      expect(utc.ahead.week).toMatchObject({ start: '2026-11-23', end: '2026-11-30' });
    } finally {
      await setZone('Asia/Kolkata');
    }
  });
});
