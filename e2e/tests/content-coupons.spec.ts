import type { APIRequestContext } from '@playwright/test';
import { expectAlert, recordAlerts, unique } from './content-support';
import { expect, signInAsAdmin, test, waitingForTheApp, confirmDialog } from './support';

/** YYYY-MM-DD `days` after a YYYY-MM-DD date. */
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The booking API's verdict on a coupon code for a stay of `nights` nights at a demo property. */
async function quoteWithCoupon(request: APIRequestContext, couponCode: string, nights: number) {
  const { today } = (await (await request.get('/api/config')).json()) as { today: string };
  const home = (await (await request.get('/api/hotels')).json()) as { latestHotels: { _id: string }[] };
  const checkIn = plusDays(today, 30);
  const response = await request.post(`/api/hotels/${home.latestHotels[0]!._id}/bookings/quote`, {
    data: { checkIn, checkOut: plusDays(checkIn, nights), adultCount: 1, childCount: 0, couponCode },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { basePaise: number; totalPaise: number; coupon: { status: string } | null };
}

test('the admin creates a coupon, a visitor sees it under Offers For You and it prices a booking, the admin deletes it', async ({
  page,
  browser,
}) => {
  const alerts = recordAlerts(page);
  const code = unique('E2E');
  await signInAsAdmin(page);
  await page.goto('/add-coupon');
  await page.getByLabel('Coupon Type').selectOption('Direct Money Off');
  await page.getByLabel('Amount (₹ off)').fill('750');
  await page.getByLabel('Coupon Code').fill(code);
  await page.getByLabel('Coupon Message').fill('₹750 off your mountain escape');
  await page.getByLabel('Minimum Nights').fill('3');
  await page.getByLabel('Never Expires').check();
  await expect(page.getByLabel('Expiry Date')).toBeDisabled();
  await page.getByRole('button', { name: 'Create Coupon' }).click();
  await expectAlert(alerts, 'Coupon created successfully');

  // A visitor in another browser context sees it on the home page.
  const visitor = waitingForTheApp(await browser.newPage());
  await visitor.goto('/');
  const card = visitor.getByRole('region', { name: 'Offers For You' }).getByRole('article', { name: `Coupon ${code}` });
  await expect(card).toContainText('₹750 off');
  await expect(card).toContainText('₹750 off your mountain escape');
  await expect(card).toContainText('Minimum 3 nights');
  await expect(card).toContainText('Never expires');

  // The booking page prices stays on the server: the new coupon applies there (code in any case).
  const valid = await quoteWithCoupon(visitor.request, code.toLowerCase(), 3);
  expect(valid.coupon?.status).toBe('valid');
  expect(valid.totalPaise).toBe(Math.max(100, valid.basePaise - 750 * 100));
  expect((await quoteWithCoupon(visitor.request, code, 2)).coupon?.status).toBe('tooShort');

  await page.goto('/review-coupons');
  await page.getByRole('button', { name: `Delete coupon ${code}` }).click();
  await confirmDialog(page, `Delete coupon ${code}?`);
  await expect(page.getByRole('article', { name: `Coupon ${code}` })).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByRole('region', { name: 'Offers For You' })).toBeVisible();
  await expect(visitor.getByRole('article', { name: `Coupon ${code}` })).toHaveCount(0);
  expect((await quoteWithCoupon(visitor.request, code, 3)).coupon?.status).toBe('notFound');
  await visitor.close();
});

test('a coupon whose amount is not a whole number fails with the alert and is not created', async ({ page }) => {
  const alerts = recordAlerts(page);
  const code = unique('BAD');
  await signInAsAdmin(page);
  await page.goto('/add-coupon');
  await page.getByLabel('Amount (% off)').fill('12.5');
  await page.getByLabel('Coupon Code').fill(code);
  await page.getByLabel('Coupon Message').fill('Half a percent too many');
  await page.getByLabel('Expiry Date').fill('31/12/2099');
  await page.getByRole('button', { name: 'Create Coupon' }).click();
  await expectAlert(alerts, 'Failed to create coupon. Please try again later.');
  await expect(page.getByText('Amount and Minimum Nights must be valid numbers')).toBeVisible();
  const all = await page.request.get('/api/coupons/all');
  expect(((await all.json()) as { couponCode: string }[]).map((c) => c.couponCode)).not.toContain(code);
});

test('a duplicate code fails with the alert and the reason', async ({ page }) => {
  const alerts = recordAlerts(page);
  await signInAsAdmin(page);
  await page.goto('/add-coupon');
  await page.getByLabel('Amount (% off)').fill('10');
  await page.getByLabel('Coupon Code').fill('welcome10'); // the demo data's WELCOME10
  await page.getByLabel('Coupon Message').fill('Again');
  await page.getByLabel('Never Expires').check();
  await page.getByRole('button', { name: 'Create Coupon' }).click();
  await expectAlert(alerts, 'Failed to create coupon. Please try again later.');
  await expect(page.getByRole('alert').filter({ hasText: 'A coupon with this code already exists' })).toBeVisible();
});
