import type { APIRequestContext } from '@playwright/test';
import { expect, signInAsAdmin, test } from './support';

/**
 * The owner dashboard on /admin (issue 6): a guest pays for a stay with the simulated provider, then
 * the administrator sees the charts and that stay's nights marked Booked on the property's calendar.
 */

interface DemoHotel {
  _id: string;
  name: string;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const nextMonth = (month: string) => addDays(`${month}-28`, 7).slice(0, 7);
const monthTitle = (date: string) => `${SHORT_MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/** A guest's paid booking through the public API: payment intent, then the simulated UPI payment. */
async function bookAsGuest(request: APIRequestContext, hotelId: string, checkIn: string, checkOut: string) {
  const intent = await request.post(`/api/hotels/${hotelId}/bookings/payment-intent`, {
    data: {
      checkIn,
      checkOut,
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
      couponCode: '',
      firstName: 'Kavya',
      lastName: 'Nair',
      email: 'kavya@example.com',
      phoneNumber: '+91 98100 00002',
    },
  });
  expect(intent.status(), await intent.text()).toBe(201);
  const { orderId } = (await intent.json()) as { orderId: string };
  const pay = await request.post('/api/payments/simulated/pay', { data: { orderId, method: 'upi', upiId: 'success@razorpay' } });
  expect(pay.status(), await pay.text()).toBe(200);
}

test('the administrator sees the owner dashboard and a paid stay as booked nights on the calendar', async ({ page }) => {
  // The most expensive demo property: the booking tests take the three cheapest.
  const search = await page.request.get('/api/hotels/search?sortOption=pricePerNightDesc');
  const hotel = ((await search.json()) as { data: DemoHotel[] }).data[0]!;
  const today = ((await (await page.request.get('/api/config')).json()) as { today: string }).today;
  const checkIn = addDays(today, 40);
  const checkOut = addDays(checkIn, 2);
  await bookAsGuest(page.request, hotel._id, checkIn, checkOut);

  // The chart library's chunk is fetched on /admin only (where the administrator lands after signing in).
  await signInAsAdmin(page);
  await expect(page).toHaveURL('/admin');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter((url) => url.includes('OwnerDashboard'))).toEqual([]);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/admin/dashboard') && r.status() === 200);
  await page.goto('/admin');
  const { hasPastStays } = (await (await answered).json()) as { hasPastStays: boolean };
  const dashboard = page.getByRole('region', { name: 'Owner dashboard' });
  await expect(dashboard.getByRole('heading', { name: 'Owner dashboard' })).toBeVisible();
  for (const name of ['Revenue (last 12 months)', 'Occupancy by property', 'Bookings: guests vs signed-in', 'Availability calendar']) {
    await expect(dashboard.getByRole('heading', { name })).toBeVisible();
  }
  // The charts are drawn on canvases; occupancy waits for a first check-out (the browser tests book only future nights).
  if (!hasPastStays) {
    await expect(
      dashboard
        .getByRole('region', { name: 'Occupancy by property' })
        .getByText('No past stays yet: occupancy starts counting after the first check-out.'),
    ).toBeVisible();
  }
  await expect(dashboard.locator('canvas')).toHaveCount(hasPastStays ? 3 : 2);
  expect(scripts.filter((url) => url.includes('OwnerDashboard'))).toHaveLength(1);

  await dashboard.getByLabel('Property', { exact: true }).selectOption({ label: hotel.name });
  // Starts on this month; the stay, 40 days ahead, is one or two months later.
  const tableOf = (date: string) => dashboard.getByRole('table', { name: `${hotel.name}, ${monthTitle(date)}` });
  await expect(tableOf(today)).toBeVisible();
  for (let month = today.slice(0, 7); month !== checkIn.slice(0, 7);) {
    await dashboard.getByRole('button', { name: 'Next month' }).click();
    month = nextMonth(month);
    await expect(tableOf(`${month}-01`)).toBeVisible();
  }
  const calendar = dashboard.getByRole('table', { name: `${hotel.name}, ${monthTitle(checkIn)}` });
  await expect(calendar).toBeVisible();
  await expect(calendar.locator(`td[data-date="${checkIn}"]`)).toContainText('Booked');
  // The second night may fall in the next month; the check-out day is free again when in view.
  const secondNight = addDays(checkIn, 1);
  if (secondNight.slice(0, 7) === checkIn.slice(0, 7))
    await expect(calendar.locator(`td[data-date="${secondNight}"]`)).toContainText('Booked');
  if (checkOut.slice(0, 7) === checkIn.slice(0, 7)) await expect(calendar.locator(`td[data-date="${checkOut}"]`)).toContainText('Free');
});
