import type { Page } from '@playwright/test';
import { addDays, demoHotel, propertyToday } from './guest-support';
import { linkIn, mailTo } from './mail';
import { accountMenu, ADMIN, expect, newUser, registerViaApi, signInAsAdmin, submitSignIn, test } from './support';

/**
 * After payment (issue 15): the confirmation page with its reference, the e-mail the suite's SMTP
 * server received and its private link, the "payment received" state when the confirmation call is
 * cut, the administrator's Sent e-mails, and accounts that recover through mailed links.
 */

const REFERENCE = /^HN-[2-9A-HJ-NP-Z]{6}$/;

async function bookAsGuest(page: Page, rank: number, startInDays: number, guest: { firstName: string; email: string }) {
  const hotel = await demoHotel(page.request, rank);
  const checkIn = addDays(await propertyToday(page.request), startInDays);
  await page.goto(`/hotel/${hotel._id}/booking?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adultCount=1&childCount=0`);
  await expect(page.getByRole('heading', { name: 'Confirm Your Booking' })).toBeVisible();
  await page.getByLabel('First Name').fill(guest.firstName);
  await page.getByLabel('Last Name').fill('Iyer');
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Phone Number').fill('+91 98100 00001');
  const confirm = page.getByRole('button', { name: 'Confirm Booking' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  const dialog = page.getByRole('dialog', { name: 'Test payment' });
  await dialog.getByLabel('UPI ID').fill('success@razorpay');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  return hotel;
}

test('a guest pays, sees the confirmation with the reference, and follows the manage link from the e-mail', async ({ page, browser }) => {
  const guest = { firstName: 'Meera', email: newUser().email };
  const hotel = await bookAsGuest(page, 3, 45, guest);
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent())!;
  expect(reference).toMatch(REFERENCE);
  const details = page.getByRole('article', { name: 'Booking details' });
  await expect(page.getByText(`We sent the details to ${guest.email}`)).toBeVisible();
  await expect(details.getByRole('heading', { name: hotel.name })).toBeVisible();
  await expect(details.getByText(/2PM-10PM/)).toBeVisible();
  await expect(details.getByText(/by 10:30 AM/)).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible();
  await expect(details.getByRole('link', { name: ADMIN.email })).toBeVisible();

  const [mail] = await mailTo(guest.email, new RegExp(reference));
  expect(mail!.text).toContain(hotel.name);
  expect(mail!.html).toContain(reference);
  // The owner is not registered for GST: the receipt is attached beside the stay.
  expect(mail!.attachments.map((a) => a.filename)).toEqual([`${reference}.ics`, expect.stringMatching(/^RCT-\d\d-\d\d-\d{5}\.pdf$/)]);
  expect(mail!.attachments[0]!.content.toString()).toContain('BEGIN:VEVENT');
  const [toOwner] = await mailTo(ADMIN.email, new RegExp(`New booking ${reference}`));
  expect(toOwner!.text).toContain(guest.email);

  // The private link works in another browser, without an account.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(linkIn(mail!, '/manage-booking/'));
  await expect(other.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  await expect(other.getByTestId('booking-reference')).toHaveText(reference);
  await expect(other.getByRole('article', { name: 'Booking details' }).getByRole('heading', { name: hotel.name })).toBeVisible();
  // A tampered link shows nothing.
  await other.goto(`${linkIn(mail!, '/manage-booking/').slice(0, -2)}xx`);
  await expect(other.getByRole('alert')).toContainText('This booking link is not valid any more');
  await elsewhere.close();
});

test('when the confirmation call is cut after the provider took the payment, the page says it was received and shows the confirmation once settled', async ({
  page,
}) => {
  await page.route('**/api/hotels/order/validate', (route) => route.abort('connectionreset'));
  const guest = { firstName: 'Ravi', email: newUser().email };
  await bookAsGuest(page, 4, 50, guest);
  // The webhook path (here the simulated checkout's own event) settles the order; the page learns it by asking.
  await expect(
    page.getByRole('heading', { name: 'Booking confirmed' }).or(page.getByRole('heading', { name: 'Payment received' })),
  ).toBeVisible();
  await expect(page.getByText(/Payment Failed/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(REFERENCE);
});

test('the administrator reads the e-mails the site sent under Sent e-mails', async ({ page }) => {
  const user = await registerViaApi(page);
  await page.context().clearCookies();
  await mailTo(user.email, /Verify/);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin Controls' }).getByRole('link', { name: 'Sent e-mails' }).click();
  await expect(page.getByRole('heading', { name: 'Sent e-mails' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row.getByText('Sent')).toBeVisible();
  await row.getByRole('button', { name: /Verify your e-mail address/ }).click();
  const frame = page.frameLocator('iframe[title^="E-mail:"]');
  await expect(frame.getByText(`Please confirm that ${user.email} is your e-mail address.`)).toBeVisible();
  // The link's secret is not shown to the administrator.
  await expect(frame.getByRole('link', { name: 'Verify my e-mail address' })).toHaveAttribute(
    'href',
    /token=%5Bhidden%5D|token=\[hidden\]/,
  );
});

test('forgot password: the mailed link sets a new password and ends the other sessions', async ({ page, browser }) => {
  const user = await registerViaApi(page); // this page stays signed in: the reset must end its session
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto('/sign-in');
  await other.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(other).toHaveURL('/forgot-password');
  await other.getByLabel('Email').fill(user.email);
  await other.getByRole('button', { name: 'Send reset link' }).click();
  await expect(other.getByRole('status')).toContainText(`If an account exists for ${user.email}`);

  const [mail] = await mailTo(user.email, /new Hillnest password/);
  await other.goto(linkIn(mail!, '/reset-password?token='));
  await other.getByLabel('New Password').fill('abc');
  await other.getByLabel('Confirm Password').fill('abc');
  await other.getByRole('button', { name: 'Set new password' }).click();
  await expect(other.getByText('Password must be at least 6 characters')).toBeVisible();
  await other.getByLabel('New Password').fill('brand-new-pass-1');
  await other.getByLabel('Confirm Password').fill('brand-new-pass-1');
  await other.getByRole('button', { name: 'Set new password' }).click();
  await expect(other.getByText('Your password has been changed. Please sign in with your new password.')).toBeVisible();
  await expect(other).toHaveURL('/sign-in');
  await submitSignIn(other, user.email, 'brand-new-pass-1');
  await expect(other.getByText('Sign in Successful!')).toBeVisible();
  await elsewhere.close();

  // The session that was open before the reset has ended.
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
  // The link worked once.
  await page.goto(linkIn(mail!, '/reset-password?token='));
  await page.getByLabel('New Password').fill('third-pass-123');
  await page.getByLabel('Confirm Password').fill('third-pass-123');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This password reset link is invalid or has expired')).toBeVisible();
});

test('verification: guest bookings with the address appear in My Bookings only after the mailed link is followed', async ({
  page,
  browser,
}) => {
  const user = newUser();
  const guestPage = await (await browser.newContext()).newPage();
  await bookAsGuest(guestPage, 5, 55, { firstName: user.firstName, email: user.email });
  await expect(guestPage.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  const reference = (await guestPage.getByTestId('booking-reference').textContent())!;
  await guestPage.context().close();

  await page.goto('/register');
  await expect(page.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute('href', '/sign-in');
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration Successful')).toBeVisible();
  await expect(accountMenu(page)).toContainText('AR');

  await page.goto('/my-bookings');
  await expect(page.getByText('No bookings found')).toBeVisible();
  await expect(page.getByRole('note')).toContainText(`Verify ${user.email}`);

  const [mail] = await mailTo(user.email, /Verify your e-mail address/);
  await page.goto(linkIn(mail!, '/verify-email?token='));
  await expect(page.getByRole('status')).toContainText('Your e-mail address is verified.');
  await page.goto('/my-bookings');
  await expect(page.getByRole('article').getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
});
