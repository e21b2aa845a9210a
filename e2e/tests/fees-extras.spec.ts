import { unique } from './content-support';
import { addDays, daysAhead, listTestProperty, onLaptopAndPhone } from './guest-support';
import { expect, signInAsAdmin, test } from './support';

/**
 * Fees and extras (issue 35 §6): the owner sets a cleaning fee and adds an extra on the property's edit
 * page; a guest chooses the extra, sees one line each in the price, pays exactly the total shown, and
 * the confirmation lists the fee and the extra.
 */
onLaptopAndPhone((device) => {
  test(`a guest books a stay with an extra and the cleaning fee and the confirmation lists them (${device})`, async ({ page }) => {
    await signInAsAdmin(page);
    const hotelId = await listTestProperty(page, { name: `Extras Lodge ${unique('')}`, city: 'Extrasville', pricePerNight: '3000' });

    await page.goto(`/edit-hotel/${hotelId}`);
    const fee = page.getByRole('form', { name: 'Cleaning fee' });
    await fee.getByLabel('Cleaning fee (₹ per stay, 0 for none)').fill('500');
    await fee.getByRole('button', { name: 'Save cleaning fee' }).click();
    await expect(page.getByText('Cleaning fee saved')).toBeVisible();
    const add = page.getByRole('form', { name: 'Add an extra' });
    await add.getByLabel('Extra name').fill('Breakfast');
    await add.getByLabel('Price (₹)').fill('300');
    await add.getByLabel('Charged').selectOption('perGuestPerNight');
    await add.getByLabel('GST rate').selectOption('5');
    await add.getByLabel('SAC/HSN code').fill('996331');
    await add.getByRole('button', { name: 'Add extra' }).click();
    await expect(page.getByText('Breakfast added at ₹300')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Breakfast' })).toBeVisible();

    // The guest, without an account.
    await page.context().clearCookies();
    const checkIn = await daysAhead(page.request, device === 'phone' ? 75 : 70);
    await page.goto(`/hotel/${hotelId}/booking?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adultCount=2&childCount=0`);
    await expect(page.getByRole('heading', { name: 'Confirm Your Booking' })).toBeVisible();
    await expect(page.getByText('A cleaning fee of ₹500 is added once per stay.')).toBeVisible();
    await page.getByRole('checkbox', { name: /Breakfast/ }).check();
    const summary = page.getByRole('complementary');
    await expect(summary.getByText('Cleaning fee')).toBeVisible();
    // ₹300 × 2 nights × 2 guests
    await expect(summary.getByText('Breakfast (per guest per night)')).toBeVisible();
    await expect(summary.getByText('₹1,200')).toBeVisible();
    const total = (await page
      .getByText(/^Total:/)
      .locator('strong')
      .textContent())!;

    await page.getByLabel('First Name').fill('Meera');
    await page.getByLabel('Last Name').fill('Iyer');
    await page.getByLabel('Email').fill(`extras-${unique('')}@example.com`);
    await page.getByLabel('Phone Number').fill('+91 98100 00001');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test payment' });
    // The server charged exactly the total the page showed.
    await expect(dialog.getByText(total)).toBeVisible();
    await dialog.getByLabel('UPI ID').fill('success@razorpay');
    await dialog.getByRole('button', { name: 'Pay' }).click();

    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    const details = page.getByRole('article', { name: 'Booking details' });
    await expect(details.getByText('Cleaning fee')).toBeVisible();
    await expect(details.getByText('Breakfast (per guest per night)')).toBeVisible();
    await expect(details.getByText(total, { exact: false }).first()).toBeVisible();

    // The test's property leaves the catalogue, so later specs count the demo properties only.
    await signInAsAdmin(page);
    expect((await page.request.delete(`/api/my-hotels/${hotelId}`)).status()).toBe(204);
  });
});
