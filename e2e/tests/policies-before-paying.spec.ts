/**
 * Issue 34 on a laptop and a phone: before paying, the booking page shows what cancelling gives back
 * (the confirmation e-mail says the same) and warns where a coupon makes the stay non-refundable; a
 * guest who left the checkout gets their own hold back; the confirmation page offers Manage booking, Add to calendar and Get directions; and
 * toasts, the scroll-to-top button and the property page's booking bar never cover each other or what
 * a toast confirms (element boxes, not screenshots).
 */
import type { Locator, Page } from '@playwright/test';
import { unique } from './content-support';
import { mailTo } from './mail';
import { addDays, daysAhead, listTestProperty, onLaptopAndPhone } from './guest-support';
import { accountMenu, asLetters, expect, registerViaApi, signInAsAdmin, test, waitingForTheApp } from './support';

const LATITUDE = 31.1048;
const LONGITUDE = 77.1734;

/** A property of the spec's own, on the Moderate policy and with coordinates; the owner is signed out afterwards. */
async function listProperty(page: Page): Promise<{ id: string; name: string }> {
  await signInAsAdmin(page);
  const name = asLetters(`Policy Cottage ${unique('')}`).replace(/[^A-Za-z ]/g, '');
  const id = await listTestProperty(page, {
    name,
    city: 'Shimla',
    pricePerNight: '2600',
    cancellationPolicy: 'moderate',
    latitude: String(LATITUDE),
    longitude: String(LONGITUDE),
  });
  await page.context().clearCookies();
  return { id, name };
}

/** A property of the spec's own, its booking and property pages for two nights `days` ahead for one adult, and a new guest to book it. */
async function stayToBook(page: Page, days: number, [firstName, lastName]: [string, string]) {
  const property = await listProperty(page);
  const checkIn = await daysAhead(page.request, days);
  const bookingUrl = `/hotel/${property.id}/booking?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adultCount=1&childCount=0`;
  const detailUrl = `/detail/${property.id}?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adults=1`;
  const guest = {
    firstName: asLetters(`${firstName} ${unique('')}`).replace(/[^A-Za-z]/g, ''),
    lastName,
    email: `${firstName.toLowerCase()}-${unique('')}@example.com`,
  };
  return { bookingUrl, detailUrl, guest };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every pair of the named elements (all visible) lies apart on the screen. */
async function expectApart(elements: Record<string, Locator>) {
  const boxes = await Promise.all(
    Object.entries(elements).map(async ([name, element]) => {
      const box = await element.boundingBox();
      expect(box, `${name} is on the screen`).not.toBeNull();
      return [name, box!] as const;
    }),
  );
  for (const [i, [nameA, a]] of boxes.entries()) {
    for (const [nameB, b] of boxes.slice(i + 1)) {
      expect(overlap(a, b), `${nameA} ${JSON.stringify(a)} and ${nameB} ${JSON.stringify(b)} overlap`).toBe(false);
    }
  }
}

/** The toast saying `text`, held on the screen: a pointer over the toasts pauses them (they last 2 s). */
async function heldToast(page: Page, text: string): Promise<Locator> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.hover();
  return toast;
}

async function fillGuest(page: Page, guest: { firstName: string; lastName: string; email: string }) {
  await page.getByLabel('First Name').fill(guest.firstName);
  await page.getByLabel('Last Name').fill(guest.lastName);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Phone Number').fill('+91 98100 00034');
}

/** Confirm Booking opens the simulated checkout. */
async function startPayment(page: Page): Promise<Locator> {
  const confirm = page.getByRole('button', { name: 'Confirm Booking' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  const dialog = page.getByRole('dialog', { name: 'Test payment' });
  await expect(dialog).toBeVisible();
  return dialog;
}

onLaptopAndPhone((device, viewport) => {
  test('the refund timeline and the coupon warning before paying, and the confirmation’s actions', async ({ page }) => {
    const { bookingUrl, guest } = await stayToBook(page, 30, ['Meera', 'Iyer']);

    await page.goto(bookingUrl);
    await expect(page.getByRole('heading', { name: 'Confirm Your Booking' })).toBeVisible();
    // Moderate: full refund less the gateway charge until 5 days before, then half, then nothing.
    const timeline = page.getByRole('region', { name: 'If you cancel' });
    await expect(timeline).toContainText(/Full refund less ₹[\d,]+ card and gateway charge until [^,]*\w{3}, \d{1,2} \w+ \d{4}/);
    await expect(timeline).toContainText(/50% refund \(₹[\d,]+ back\) until/);
    await expect(timeline).toContainText('No refund after that.');
    await expect(page.getByTestId('hold-minutes')).toContainText(/for \d+ minutes/);

    // A coupon makes the stay non-refundable: said where it is applied, and it can be removed.
    await fillGuest(page, guest);
    const coupon = page.getByLabel('Coupon Code');
    await coupon.fill('WELCOME10');
    await expect(coupon).toHaveAttribute('data-state', 'valid');
    const warning = page.getByTestId('coupon-non-refundable');
    await expect(warning).toContainText('With this coupon the stay is non-refundable');
    await expect(timeline).toContainText('Bookings made with a coupon or offer are non-refundable.');
    await warning.getByRole('button', { name: 'Remove coupon' }).click();
    await expect(coupon).toHaveValue('');
    await expect(warning).toBeHidden();
    await expect(timeline).toContainText('No refund after that.');
    const shownBeforePaying = await timeline.getByRole('listitem').allTextContents();

    const dialog = await startPayment(page);
    await dialog.getByLabel('UPI ID').fill('success@razorpay');
    await dialog.getByRole('button', { name: 'Pay' }).click();

    // The confirmation: its success toast covers neither the heading, the reference nor the actions.
    const toast = await heldToast(page, 'Payment Successful!');
    await expect(page).toHaveURL(/\/booking-confirmed\//);
    const heading = page.getByRole('heading', { name: 'Booking confirmed' });
    await expect(heading).toBeVisible();
    const actions = page.getByRole('navigation', { name: 'Your booking' });
    await expectApart({ toast, heading, reference: page.getByTestId('booking-reference'), actions });

    // The confirmation e-mail carries the very timeline shown before paying.
    const reference = (await page.getByTestId('booking-reference').textContent())!.trim();
    const [mail] = await mailTo(guest.email, new RegExp(reference));
    for (const line of shownBeforePaying) expect(mail!.text).toContain(line);

    const token = new URL(page.url()).pathname.split('/').pop()!;
    await expect(actions.getByRole('link', { name: 'Manage booking' })).toHaveAttribute('href', `/manage-booking/${token}`);
    await expect(actions.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/bookings/manage/${encodeURIComponent(token)}/calendar.ics`,
    );
    const directions = actions.getByRole('link', { name: 'Get directions' });
    await expect(directions).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${LATITUDE},${LONGITUDE}`);
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);
    const calendar = await page.request.get(`/api/bookings/manage/${encodeURIComponent(token)}/calendar.ics`);
    expect(calendar.status()).toBe(200);
    expect(await calendar.text()).toContain('BEGIN:VEVENT');
    await page.getByRole('link', { name: 'Manage booking' }).click();
    await expect(page).toHaveURL(`/manage-booking/${token}`);
    await expect(page.getByTestId('booking-reference')).toBeVisible();
  });

  test('the admin header keeps to one row and Sent e-mails fits the screen with its margins', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/sent-emails');
    await expect(page.getByRole('heading', { level: 1, name: 'Sent e-mails' })).toBeVisible();
    const header = page.getByRole('banner').first();
    const [brand, signOut] = [header.getByRole('link', { name: /Admin$/ }), header.getByRole('button', { name: 'Sign Out' })];
    const [brandBox, signOutBox] = [(await brand.boundingBox())!, (await signOut.boundingBox())!];
    // One row: the sign-out button sits beside the site's name, not under it.
    expect(signOutBox.y).toBeLessThan(brandBox.y + brandBox.height);
    expect(signOutBox.x + signOutBox.width).toBeLessThanOrEqual(viewport.viewport.width);
    const heading = (await page.getByRole('heading', { level: 1, name: 'Sent e-mails' }).boundingBox())!;
    expect(heading.x).toBeGreaterThanOrEqual(16);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.viewport.width);
  });

  // The browser kept the hold it started: the page counts its nights as free and the new order replaces it.
  test('a guest who closed the tab during payment comes back with the same e-mail and gets their hold back', async ({ page, context }) => {
    const { bookingUrl, guest, detailUrl } = await stayToBook(page, 60, ['Ravi', 'Kumar']);
    await page.goto(bookingUrl);
    await fillGuest(page, guest);
    await startPayment(page);
    const back = waitingForTheApp(await context.newPage());
    await page.close();

    // The property page shows the held nights free to this guest, and so does the booking page.
    const availability = back.waitForResponse((response) => response.url().endsWith('/availability') && response.ok());
    await back.goto(detailUrl);
    // Everyone's availability still counts the held nights.
    expect(((await (await availability).json()) as { takenNights: string[] }).takenNights).not.toHaveLength(0);
    await expect(back.getByRole('button', { name: 'Book Now' }).first()).toBeEnabled();
    await expect(back.getByText('Some of these nights are taken.')).toHaveCount(0);
    await back.goto(bookingUrl);
    await expect(back.getByRole('heading', { name: 'Confirm Your Booking' })).toBeVisible();
    await fillGuest(back, guest);
    const dialog = await startPayment(back);
    await expect(back.getByText('Those dates are no longer available')).toHaveCount(0);
    await dialog.getByLabel('UPI ID').fill('success@razorpay');
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(back).toHaveURL(/\/booking-confirmed\//);
  });

  test('a toast, the scroll-to-top button and the booking bar stay apart on the property page', async ({ page }) => {
    const property = await listProperty(page);
    const checkIn = await daysAhead(page.request, 45);
    await registerViaApi(page);
    await page.goto(`/detail/${property.id}?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adults=1`);
    await expect(page.getByRole('heading', { level: 1, name: property.name })).toBeVisible();

    // Signing out says so in a toast, held while the page scrolls past the threshold of the button.
    await accountMenu(page).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    const toast = await heldToast(page, 'Signed Out!');
    await page.evaluate(() => window.scrollTo(0, 400));
    const scrollTop = page.getByRole('button', { name: 'Scroll to top' });
    await expect(scrollTop).toBeVisible();
    await expect(toast).toBeVisible();

    if (device === 'phone') {
      // The bar shows while the booking block is further down; nothing covers it or its Book Now.
      const bar = page.getByRole('region', { name: 'Book this stay' });
      await expect(bar).toBeVisible();
      await expectApart({ toast, 'scroll-to-top button': scrollTop, 'booking bar': bar });
      await expectApart({ 'scroll-to-top button': scrollTop, 'Book Now': bar.getByRole('button', { name: 'Book Now' }) });
    } else {
      // No bar on a laptop: the booking block sits on the right, and nothing covers its form.
      const form = page.getByRole('button', { name: 'Book Now' });
      await expect(form).toBeVisible();
      await expectApart({ toast, 'scroll-to-top button': scrollTop, 'Book Now': form });
    }
  });
});
