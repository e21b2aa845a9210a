import type { Page } from '@playwright/test';
import { addDays, serverToday, VIEWPORTS } from './admin-support';
import { PNG, unique } from './content-support';
import { expect, signInAsAdmin, test } from './support';

/**
 * Its properties are in 'Testland' and priced above the ones other tests pick by price, and deleted
 * at the end, so searches for 'india' and the cheapest-first rankings elsewhere do not see them.
 *
 * The owner dashboard's forward figures (issue 20) in a real browser: a property of the test's own
 * with a known paid stay tonight, then occupancy ahead, this week, revenue on the books and
 * ADR/RevPAR as the page shows them, on a phone and a desktop.
 */

interface DashboardAnswer {
  ahead: {
    occupancy: { nights: number; bookedNights: number; availableNights: number; occupancy: number }[];
    week: { start: string; end: string; arrivals: number; departures: number };
    onTheBooks: { month: string; revenue: number; bookedNights: number }[];
  };
  ratesByProperty: { name: string; revenue: number; bookedNights: number; availableNights: number }[];
}

const rupees = (paise: number) => {
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  const digits = String(whole);
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `₹${rest ? `${rest},${last3}` : last3}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`;
};
const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;
const ddmmyyyy = (date: string) => `${date.slice(8)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

async function newProperty(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/my-hotels', {
    multipart: {
      name,
      city: 'Aheadville',
      country: 'Testland',
      description: 'A lodge the dashboard browser tests book.',
      type: 'Family Apartment',
      pricePerNight: '7200',
      starRating: '3',
      adultCount: '2',
      childCount: '0',
      'facilities[0]': 'Elevator',
      'amenities[0]': 'Linen',
      imageFiles: PNG,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/** A guest pays for one night from tonight; returns what they paid, in paise. */
async function bookTonight(page: Page, hotelId: string, today: string): Promise<number> {
  const intent = await page.request.post(`/api/hotels/${hotelId}/bookings/payment-intent`, {
    data: {
      checkIn: today,
      checkOut: addDays(today, 1),
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
      couponCode: '',
      firstName: 'Nila',
      lastName: 'Das',
      email: 'nila@example.com',
      phoneNumber: '+91 98100 00077',
    },
  });
  expect(intent.status(), await intent.text()).toBe(201);
  const { orderId, amount } = (await intent.json()) as { orderId: string; amount: number };
  const pay = await page.request.post('/api/payments/simulated/pay', { data: { orderId, method: 'upi', upiId: 'success@razorpay' } });
  expect(pay.status(), await pay.text()).toBe(200);
  return amount;
}

/** Nights from the first day of the month 11 months back to the end of this month: the window ADR/RevPAR cover. */
function windowNights(today: string): number {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return (Date.UTC(year, month, 1) - Date.UTC(year, month - 12, 1)) / 86_400_000;
}

for (const viewport of VIEWPORTS) {
  test(`the dashboard shows occupancy ahead, this week, revenue on the books and ADR/RevPAR (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    const name = `Ahead Lodge ${unique('')}`;
    const hotelId = await newProperty(page, name);
    const today = await serverToday(page.request);
    const paid = await bookTonight(page, hotelId, today);
    expect(paid).toBe(720_000);

    // The page's own answer: every figure on screen must be the server's, whatever other tests book meanwhile.
    // Leave the admin first, so the answer caught is the new page's, not one from the page navigated away from.
    await page.goto('/');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/admin/dashboard') && r.status() === 200);
    await page.goto('/admin');
    const data = (await (await answered).json()) as DashboardAnswer;
    const dashboard = page.getByRole('region', { name: 'Owner dashboard' });

    const ahead = dashboard.getByRole('region', { name: 'Occupancy ahead' });
    await expect(ahead).toBeVisible();
    for (const o of data.ahead.occupancy) {
      // Tonight's stay is inside every window.
      expect(o.bookedNights).toBeGreaterThanOrEqual(1);
      const figure = ahead.getByText(`Next ${o.nights} nights`, { exact: true }).locator('..');
      await expect(figure).toContainText(percent(o.occupancy));
      await expect(figure).toContainText(`${o.bookedNights} of ${o.availableNights} nights`);
    }

    const week = dashboard.getByRole('region', { name: 'This week' });
    await expect(week.getByText(`${ddmmyyyy(data.ahead.week.start)} – ${ddmmyyyy(addDays(data.ahead.week.end, -1))}`)).toBeVisible();
    expect(today >= data.ahead.week.start && today < data.ahead.week.end).toBe(true);
    expect(data.ahead.week.arrivals).toBeGreaterThanOrEqual(1);
    await expect(week.getByText('Arrivals', { exact: true }).locator('..')).toContainText(String(data.ahead.week.arrivals));
    await expect(week.getByText('Departures', { exact: true }).locator('..')).toContainText(String(data.ahead.week.departures));

    const books = dashboard.getByRole('region', { name: 'Revenue on the books' });
    const total = data.ahead.onTheBooks.reduce((sum, m) => sum + m.revenue, 0);
    expect(data.ahead.onTheBooks[0]!.revenue).toBeGreaterThanOrEqual(paid);
    await expect(books.getByText(/^Paid nights from tonight on:/)).toHaveText(`Paid nights from tonight on: ${rupees(total)}`);
    const thisMonth = data.ahead.onTheBooks[0]!;
    await expect(books.getByRole('row').nth(1)).toHaveText(new RegExp(`${thisMonth.bookedNights}${rupees(thisMonth.revenue)}$`));

    // Our property alone: one night sold at ₹7,200 in the last 12 months, so ADR ₹7,200 and RevPAR ₹7,200 ÷ nights in the window.
    const rates = dashboard.getByRole('region', { name: 'ADR and RevPAR' });
    const ours = data.ratesByProperty.find((p) => p.name === name)!;
    expect(ours).toMatchObject({ revenue: 720_000, bookedNights: 1, availableNights: windowNights(today) });
    const row = rates.getByRole('table', { name: 'ADR and RevPAR per property, last 12 months' }).getByRole('row', { name });
    await row.scrollIntoViewIfNeeded();
    await expect(row).toBeVisible();
    await expect(row).toHaveText(`${name}1${rupees(720_000)}${rupees(Math.round(720_000 / windowNights(today)))}`);

    // Off the site again, so later tests' searches and price rankings see only their own data.
    expect((await page.request.delete(`/api/my-hotels/${hotelId}`)).status()).toBe(204);
  });
}
