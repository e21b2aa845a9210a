import type { APIRequestContext } from '@playwright/test';
import { addDays, serverToday } from './admin-support';
import { DESKTOP, PHONE } from './guest-support';
import { linkIn, mailTo } from './mail';
import { asLetters, expect, registerViaApi, signInAsAdmin, test } from './support';

/**
 * Cancellations and refunds (issue 16): the guest sees what comes back before confirming and the
 * nights are free at once, signed in or from the e-mail's private link without an account (desktop
 * and phone); the owner cancels with each refund choice, an amount over what was paid is refused, a
 * refund that failed at the provider goes through when retried, and a paid order whose nights were
 * taken meanwhile is refunded in full in one action.
 */

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', paise % 100 === 0 ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** What comes back of `percent`% of `paid` once the gateway keeps its 3%. */
const refundOf = (paid: number, percent: number) => Math.round((Math.round((paid * percent) / 100) * 97) / 100);

async function someHotel(request: APIRequestContext, index: number): Promise<string> {
  const search = await request.get('/api/hotels/search?sortOption=pricePerNightDesc');
  return ((await search.json()) as { data: { _id: string }[] }).data[index]!._id;
}

/** Pays a stay through the API with the request's own session (a signed-in user's booking, or a guest's); returns the amount. */
async function book(
  request: APIRequestContext,
  hotelId: string,
  stay: { checkIn: string; checkOut: string },
  guest: Record<string, string> = {},
  upiId = 'success@razorpay',
): Promise<{ orderId: string; amount: number }> {
  const intent = await request.post(`/api/hotels/${hotelId}/bookings/payment-intent`, {
    data: { adultCount: 1, childCount: 0, infantCount: 0, couponCode: '', phoneNumber: '+91 98100 00042', ...stay, ...guest },
  });
  expect(intent.status(), await intent.text()).toBe(201);
  const { orderId, amount } = (await intent.json()) as { orderId: string; amount: number };
  const pay = await request.post('/api/payments/simulated/pay', { data: { orderId, method: 'upi', upiId } });
  expect(pay.status(), await pay.text()).toBe(200);
  return { orderId, amount };
}

const takenNights = async (request: APIRequestContext, hotelId: string) =>
  ((await (await request.get(`/api/hotels/${hotelId}/availability`)).json()) as { takenNights: string[] }).takenNights;

test('the guest sees the refund before confirming, cancels, and the nights are free again', async ({ page }) => {
  await registerViaApi(page);
  const today = await serverToday(page.request);
  const hotelId = await someHotel(page.request, 6);
  // 40, 10 and 3 days ahead, booked today: full (less 3%), half (less 3%), nothing.
  const far = { checkIn: addDays(today, 300), checkOut: addDays(today, 302) };
  const farBooking = await book(page.request, hotelId, far);
  const soon = await book(page.request, hotelId, { checkIn: addDays(today, 10), checkOut: addDays(today, 11) });
  await book(page.request, hotelId, { checkIn: addDays(today, 3), checkOut: addDays(today, 4) });
  expect(await takenNights(page.request, hotelId)).toContain(far.checkIn);

  await page.goto('/my-bookings');
  const cards = page.getByRole('article');
  // Upcoming first, soonest first.
  await expect(cards).toHaveCount(3);
  await expect(cards.first().getByTestId('booking-status')).toHaveText('Upcoming');
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });

  // 3 days before: nothing back, said before confirming; keeping it changes nothing.
  await cards.nth(0).getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByTestId('refund-amount')).toHaveText('₹0');
  await expect(dialog).toContainText('Cancelled 3 days before check-in (fewer than 7): no refund.');
  await dialog.getByRole('button', { name: 'Keep booking' }).click();
  await expect(dialog).toBeHidden();

  // 10 days before, booked fewer than 30 days ahead: half, less the gateway's 3%.
  await cards.nth(1).getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByTestId('refund-amount')).toHaveText(rupees(refundOf(soon.amount, 50)));
  await expect(dialog).toContainText('Cancelled 10 days before check-in (7 days or more): 50% refund.');
  await expect(dialog).toContainText('Card and gateway charge (3%)');
  await dialog.getByRole('button', { name: 'Keep booking' }).click();

  // 300 days before: everything but the 3%, arriving in 10–12 days.
  const farCard = cards.nth(2);
  await farCard.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByTestId('refund-amount')).toHaveText(rupees(refundOf(farBooking.amount, 100)));
  await expect(dialog).toContainText('(30 days or more): full refund less the card and gateway charge.');
  await expect(dialog).toContainText('Refunds reach your original payment method 10–12 days after cancellation.');
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Booking cancelled', { exact: true })).toBeVisible();

  // The nights are free at once, for search and booking alike.
  expect(await takenNights(page.request, hotelId)).not.toContain(far.checkIn);
  // The cancelled booking goes below the upcoming ones, and shows Refunded once the provider has paid it back.
  await expect(cards.nth(2).getByTestId('booking-status')).toHaveText(/Cancelled|Refunded/);
  await expect(async () => {
    await page.reload();
    await expect(cards.nth(2).getByTestId('booking-status')).toHaveText('Refunded', { timeout: 2_000 });
  }).toPass();
  await expect(cards.nth(2)).toContainText(`Refund of ${rupees(refundOf(farBooking.amount, 100))}: paid back`);
  await expect(cards.nth(2).getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
});

test('the owner cancels with the policy, the full or a typed amount, never more than paid, and retries a failed refund', async ({
  page,
}) => {
  const today = await serverToday(page.request);
  const hotelId = await someHotel(page.request, 7);
  const tag = Date.now().toString(36);
  const guest = (n: number) => ({
    firstName: 'Farhan',
    lastName: `Qureshi${asLetters(`${tag}${n}`)}`,
    email: `qureshi-${tag}-${n}@example.com`,
  });
  const stay = (n: number) => ({ checkIn: addDays(today, 200 + n * 3), checkOut: addDays(today, 201 + n * 3) });
  const bookings = [];
  for (const n of [0, 1, 2]) bookings.push(await book(page.request, hotelId, stay(n), guest(n)));
  const failing = await book(page.request, hotelId, stay(3), guest(3), 'refundfail@razorpay');

  await signInAsAdmin(page);
  const open = async (n: number) => {
    await page.goto(`/view-all-bookings?search=${encodeURIComponent(guest(n).email)}`);
    const row = page.getByRole('article', { name: `Booking of ${guest(n).firstName} ${guest(n).lastName}` });
    await expect(row).toBeVisible();
    return row;
  };
  const dialog = page.getByRole('dialog', { name: /^Cancel booking/ });

  // A typed amount: more than paid is refused before sending; a smaller one is refunded.
  let row = await open(0);
  await row.getByRole('button', { name: 'Cancel booking' }).click();
  await dialog.getByLabel('Reason').fill('Water leak in the bathroom');
  await dialog.getByLabel('Another amount').check();
  await dialog.getByLabel('Amount (₹)').fill(String(bookings[0]!.amount / 100 + 1));
  await expect(dialog).toContainText(`A refund cannot be more than the ${rupees(bookings[0]!.amount)} paid.`);
  await expect(dialog.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
  await dialog.getByLabel('Amount (₹)').fill('100');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Refund of ₹100');
  await expect(row).toContainText('Cancelled');

  // The full amount.
  row = await open(1);
  await row.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByLabel(/^Policy amount/)).toBeChecked();
  await dialog.getByLabel('Reason').fill('Closed for repairs');
  await dialog.getByLabel(/^Full amount/).check();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(row).toContainText(`Refund of ${rupees(bookings[1]!.amount)}`);

  // The policy amount: 200 days ahead, all but the gateway's 3%.
  row = await open(2);
  await row.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByLabel(/^Policy amount/)).toBeChecked();
  await expect(dialog).toContainText(`Policy amount (${rupees(refundOf(bookings[2]!.amount, 100))})`);
  await expect(dialog).toContainText('Please give a reason for the cancellation.');
  await expect(dialog.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Owner emergency');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(row).toContainText(`Refund of ${rupees(refundOf(bookings[2]!.amount, 100))}`);

  // A refund the provider fails shows to the owner with a retry, which goes through.
  row = await open(3);
  await row.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByLabel(/^Policy amount/)).toBeChecked();
  await dialog.getByLabel('Reason').fill('Guest asked by phone');
  await dialog.getByLabel(/^Full amount/).check();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('failed', { timeout: 2_000 });
  }).toPass();
  await row.getByRole('button', { name: 'Retry refund' }).click();
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText(`Refund of ${rupees(failing.amount)}: paid back`, { timeout: 2_000 });
  }).toPass();
  await expect(row.getByRole('button', { name: 'Retry refund' })).toHaveCount(0);
});

for (const [device, viewport, index, days] of [
  ['desktop', DESKTOP, 3, 260],
  ['phone', PHONE, 4, 270],
] as const) {
  test.describe(`from the e-mail's private link, without an account (${device})`, () => {
    test.use(viewport);

    test('the guest sees the refund, cancels, and the nights are free again', async ({ page }) => {
      const today = await serverToday(page.request);
      const hotelId = await someHotel(page.request, index);
      const tag = `${device}-${Date.now().toString(36)}`;
      const guest = { firstName: 'Kavya', lastName: 'Menon', email: `menon-${tag}@example.com` };
      const stay = { checkIn: addDays(today, days), checkOut: addDays(today, days + 2) };
      // Booked as a guest (no session): only the e-mail's link leads back to it.
      const booking = await book(page.request, hotelId, stay, guest);
      expect(await takenNights(page.request, hotelId)).toContain(stay.checkIn);
      const [mail] = await mailTo(guest.email, /^Booking confirmed/);

      await page.goto(linkIn(mail!, '/manage-booking/'));
      await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
      const back = rupees(refundOf(booking.amount, 100));
      await expect(dialog.getByTestId('refund-amount')).toHaveText(back);
      await expect(dialog).toContainText(
        `Cancelled ${days} days before check-in (30 days or more): full refund less the card and gateway charge.`,
      );
      await expect(dialog).toContainText(`Paid: ${rupees(booking.amount)}`);
      await expect(dialog).toContainText('Card and gateway charge (3%)');
      await expect(dialog).toContainText('Refunds reach your original payment method 10–12 days after cancellation.');
      await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Booking cancelled', { exact: true })).toBeVisible();

      // The page shows the booking cancelled, with its refund, and no way to cancel it again.
      const details = page.getByRole('article', { name: 'Booking details' });
      await expect(details.getByText('This booking has been cancelled.')).toBeVisible();
      await expect(details).toContainText(`Refund of ${back}`);
      await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
      // The nights are free at once.
      expect(await takenNights(page.request, hotelId)).not.toContain(stay.checkIn);
      const [cancelled] = await mailTo(guest.email, /cancelled$/);
      expect(cancelled!.text).toContain(`Refund: ${back}`);
      // Once the provider has paid it back, the link says so.
      await expect(async () => {
        await page.reload();
        await expect(details).toContainText(`Refund of ${back}: paid back`, { timeout: 2_000 });
      }).toPass();
    });
  });
}

test('the owner refunds in full, from the bookings list, a payment that came after its nights were taken', async ({ page, browser }) => {
  const today = await serverToday(page.request);
  const hotelId = await someHotel(page.request, 5);
  const tag = Date.now().toString(36);
  const late = { firstName: 'Rohan', lastName: `Late${asLetters(tag)}`, email: `late-${tag}@example.com` };
  const stay = { checkIn: addDays(today, 280), checkOut: addDays(today, 282) };
  // A guest starts paying and closes the checkout (the hold is released); someone else books the nights;
  // then the first guest's payment goes through after all.
  const guestContext = await browser.newContext();
  const request = guestContext.request;
  const intent = await request.post(`/api/hotels/${hotelId}/bookings/payment-intent`, {
    data: { adultCount: 1, childCount: 0, infantCount: 0, couponCode: '', phoneNumber: '+91 98100 00043', ...stay, ...late },
  });
  expect(intent.status(), await intent.text()).toBe(201);
  const { orderId, amount } = (await intent.json()) as { orderId: string; amount: number };
  expect((await request.post('/api/hotels/order/release', { data: { orderId } })).status()).toBe(200);
  await book(page.request, hotelId, stay, { firstName: 'Other', lastName: 'Guest', email: `other-${tag}@example.com` });
  const pay = await request.post('/api/payments/simulated/pay', { data: { orderId, method: 'upi', upiId: 'success@razorpay' } });
  expect(pay.status(), await pay.text()).toBe(200);
  await guestContext.close();

  await signInAsAdmin(page);
  await page.goto(`/view-all-bookings?search=${encodeURIComponent(late.email)}`);
  const row = page.getByRole('article', { name: `Booking of ${late.firstName} ${late.lastName}` });
  await expect(row).toContainText('Refund needed');
  await row.getByRole('button', { name: 'Refund in full' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund ${rupees(amount)} to ${late.firstName} ${late.lastName}?` });
  await dialog.getByRole('button', { name: 'Refund in full' }).click();
  await expect(page.getByText('Refund sent', { exact: true })).toBeVisible();
  await expect(row).toContainText(`Refund of ${rupees(amount)}`);
  await expect(row.getByRole('button', { name: 'Refund in full' })).toHaveCount(0);
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText(`Refund of ${rupees(amount)}: paid back`, { timeout: 2_000 });
  }).toPass();
  // The other guest's booking keeps the nights.
  expect(await takenNights(page.request, hotelId)).toContain(stay.checkIn);
});
