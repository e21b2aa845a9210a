import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newUser, registerViaApi, signInAsAdmin, test, waitingForTheApp } from './support';

/**
 * Booking and paying through the simulated checkout (the default provider) against the built server
 * with the demo catalogue and its coupons (WELCOME10: 10% off; HILLS500: ₹500 off from 2 nights).
 */

interface DemoHotel {
  _id: string;
  name: string;
  pricePerNight: number;
  adultCount: number;
}

/** The demo properties, cheapest first; each test books its own one so parallel tests never compete. */
async function demoHotels(request: APIRequestContext): Promise<DemoHotel[]> {
  const response = await request.get('/api/hotels/search?sortOption=pricePerNightAsc');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: DemoHotel[] };
  expect(data.length).toBeGreaterThanOrEqual(3);
  return data;
}

async function today(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/config')).json()) as { today: string }).today;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** ₹ with Indian digit grouping, as the site writes amounts. */
const rupees = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0, maximumFractionDigits: 2 }).format(paise / 100)}`;

async function openBooking(page: Page, hotel: DemoHotel, checkIn: string, checkOut: string, adults: number) {
  await page.goto(`/hotel/${hotel._id}/booking?checkIn=${checkIn}&checkOut=${checkOut}&adultCount=${adults}&childCount=0`);
  await expect(page.getByRole('heading', { name: 'Confirm Your Booking' })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('heading', { name: hotel.name })).toBeVisible();
}

async function applyCoupon(page: Page, code: string) {
  const coupon = page.getByLabel('Coupon Code');
  await coupon.fill(code);
  await expect(coupon).toHaveAttribute('data-state', 'valid');
  await expect(page.getByText('Coupon discount')).toBeVisible();
}

/** Confirm, then pay with a UPI id in the simulated checkout. */
async function payWithUpi(page: Page, upiId: string) {
  const confirm = page.getByRole('button', { name: 'Confirm Booking' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  const dialog = page.getByRole('dialog', { name: 'Test payment' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('UPI ID').fill(upiId);
  await dialog.getByRole('button', { name: 'Pay' }).click();
  return dialog;
}

test('a guest books with a coupon through the simulated checkout and lands on the confirmation page', async ({ page }) => {
  const hotel = (await demoHotels(page.request))[0]!;
  const start = addDays(await today(page.request), 20);
  await openBooking(page, hotel, start, addDays(start, 2), 1);

  const base = hotel.pricePerNight * 2 * 100;
  await expect(page.getByRole('complementary').getByText(rupees(base), { exact: true }).last()).toBeVisible();
  await page.getByLabel('First Name').fill('Meera');
  await page.getByLabel('Last Name').fill('Iyer');
  await page.getByLabel('Email').fill(newUser().email);
  await page.getByLabel('Phone Number').fill('+91 98100 00001');
  await applyCoupon(page, 'welcome10');
  const total = Math.round((base * 90) / 100);
  await expect(page.getByRole('form', { name: 'Booking details' }).getByText(rupees(total), { exact: true })).toBeVisible();

  const dialog = await payWithUpi(page, 'success@razorpay');
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/booking-confirmed\//);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
});

test('a failed payment shows Payment Failed! and creates no booking', async ({ page }) => {
  const hotel = (await demoHotels(page.request))[1]!;
  const start = addDays(await today(page.request), 30);
  const email = newUser().email;
  await openBooking(page, hotel, start, addDays(start, 1), 1);
  await page.getByLabel('First Name').fill('Ravi');
  await page.getByLabel('Last Name').fill('Kumar');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('9810000002');

  const dialog = await payWithUpi(page, 'failure@razorpay');
  await expect(page.getByText('Payment Failed! The UPI payment was declined by the payer.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
  await expect(page).toHaveURL(new RegExp(`/hotel/${hotel._id}/booking`));

  // No booking for this guest, and the nights are free again.
  await signInAsAdmin(page);
  const all = await page.request.post('/api/hotels/getAllBookings', { data: {} });
  const { data } = (await all.json()) as { data: { email: string }[] };
  expect(data.some((b) => b.email === email)).toBe(false);
  const availability = (await (await page.request.get(`/api/hotels/${hotel._id}/availability`)).json()) as { takenNights: string[] };
  expect(availability.takenNights).not.toContain(start);
});

test('a signed-in user books a stay starting today; it shows in My Bookings, All Bookings and Arriving Today', async ({
  page,
  browser,
}) => {
  const hotel = (await demoHotels(page.request))[2]!;
  const adults = Math.min(2, hotel.adultCount);
  const checkIn = await today(page.request);
  const user = await registerViaApi(page);
  await openBooking(page, hotel, checkIn, addDays(checkIn, 2), adults);

  // Name and e-mail come from the account and cannot be changed here.
  await expect(page.getByLabel('First Name')).toHaveValue(user.firstName);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('Phone Number').fill('+91 98100 00003');
  await applyCoupon(page, 'HILLS500');
  const total = hotel.pricePerNight * 2 * adults * 100 - 50_000;

  await payWithUpi(page, 'success@razorpay');
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent())!;
  expect(reference).toMatch(/^HN-[2-9A-HJ-NP-Z]{6}$/);
  await page.goto('/my-bookings');
  const card = page.getByRole('article').filter({ hasText: hotel.name });
  await expect(card).toBeVisible();
  await expect(card.getByText(rupees(total), { exact: true })).toBeVisible();
  const paymentId = (await card.getByText(/^pay_[A-Za-z0-9]{14}$/).textContent())!;
  await expect(card.getByText(reference, { exact: true })).toBeVisible();

  // The administrator sees it among all bookings and arriving today.
  const adminContext = await browser.newContext();
  const admin = waitingForTheApp(await adminContext.newPage());
  await signInAsAdmin(admin);
  await admin.goto('/view-all-bookings');
  await expect(admin.getByRole('heading', { name: 'All Bookings' })).toBeVisible();
  const listed = admin.getByRole('article').filter({ hasText: paymentId });
  await expect(listed).toBeVisible();
  await expect(listed.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919810000003');
  await expect(listed.getByText(user.email)).toBeVisible();
  await expect(listed.getByText(reference)).toBeVisible();

  await admin.goto('/admin');
  const arriving = admin.getByRole('region', { name: 'Arriving Today' });
  await expect(arriving.getByText(paymentId)).toBeVisible();
  await expect(arriving.getByText(reference, { exact: true })).toBeVisible();
  await expect(arriving.getByRole('link', { name: new RegExp(`^Call ${user.firstName} ${user.lastName}`) })).toHaveAttribute(
    'href',
    'tel:+919810000003',
  );
  await arriving.getByRole('link', { name: 'View All Bookings' }).click();
  await expect(admin).toHaveURL('/view-all-bookings');
  await adminContext.close();
});
