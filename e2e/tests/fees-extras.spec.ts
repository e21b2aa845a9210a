import { unique } from './content-support';
import { addDays, daysAhead, listTestProperty, onLaptopAndPhone } from './guest-support';
import { expect, signInAsAdmin, test } from './support';

/**
 * Fees and extras (issue 35 §6): the owner sets a cleaning fee and adds an extra on the property's edit
 * page; a guest meets the fee on the search card and the property page before the booking page, chooses
 * the extra, sees one line each in the price, pays exactly the total shown, and the confirmation lists
 * the fee and the extra. The owner books a stay with an extra at the front desk.
 */
onLaptopAndPhone((device) => {
  test(`a guest books a stay with an extra and the cleaning fee and the confirmation lists them (${device})`, async ({ page }) => {
    await signInAsAdmin(page);
    const name = `Extras Lodge ${unique('')}`;
    const hotelId = await listTestProperty(page, { name, city: 'Extrasville', pricePerNight: '3000' });

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

    // The guest, without an account, meets the fee before the booking page: on the search card and the property page.
    await page.context().clearCookies();
    const checkIn = await daysAhead(page.request, device === 'phone' ? 75 : 70);
    await page.goto(`/search?destination=Extrasville&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adultCount=2`);
    const card = page.getByRole('article').filter({ hasText: name }).getByTestId('card-price');
    // ₹3,000 × 2 adults × 2 nights and the fee (GST, if charged, is said beside it).
    await expect(card).toContainText('₹12,500 total for 2 nights');
    await expect(card.getByText('Includes ₹500 cleaning fee')).toBeVisible();
    await page.goto(`/detail/${hotelId}?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adults=2`);
    const block = page.getByRole('region', { name: /per adult per night/ });
    await expect(block.getByText('+ ₹500 cleaning fee')).toBeVisible();
    const price = block.getByTestId('stay-price');
    await expect(price.getByText('Cleaning fee')).toBeVisible();
    await expect(price.getByText('Total')).toBeVisible();
    const blockTotal = (await price.locator('dl > div').last().locator('dd').textContent())!.replace(' incl. GST', '');
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
    // Without the breakfast the booking page's total is the property page's.
    await page.getByRole('checkbox', { name: /Breakfast/ }).uncheck();
    await expect(page.getByText(/^Total:/).locator('strong')).toHaveText(blockTotal);
    await page.getByRole('checkbox', { name: /Breakfast/ }).check();
    await expect(page.getByText(/^Total:/).locator('strong')).toHaveText(total);

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

  test(`the owner books a stay with an extra at the front desk, priced by the server (${device})`, async ({ page }) => {
    await signInAsAdmin(page);
    const name = `Desk Extras Lodge ${unique('')}`;
    const hotelId = await listTestProperty(page, { name, city: 'Deskville', pricePerNight: '2000' });
    expect((await page.request.put(`/api/my-hotels/${hotelId}/cleaning-fee`, { data: { cleaningFee: '400' } })).status()).toBe(200);
    const pickup = await page.request.post(`/api/my-hotels/${hotelId}/extras`, {
      data: { name: 'Airport pickup', price: '1500', basis: 'perStay', taxRatePercent: 18, sac: '996412', maxQuantity: 2 },
    });
    expect(pickup.status()).toBe(201);

    const checkIn = await daysAhead(page.request, device === 'phone' ? 95 : 90);
    await page.goto(`/admin/bookings/new?hotelId=${hotelId}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
    await expect(page.getByText('A cleaning fee of ₹400 is added once per stay.')).toBeVisible();
    const rates = page.getByText(/^Price from the rates:/);
    await expect(rates).toContainText('for 2 nights');
    const before = (await rates.locator('strong').textContent())!;
    await page.getByRole('button', { name: 'More airport pickup' }).click();
    await page.getByRole('button', { name: 'More airport pickup' }).click();
    await expect(page.getByText(/Includes Cleaning fee .* · Airport pickup × 2 \(per stay\)/)).toBeVisible();
    await expect(rates.locator('strong')).not.toHaveText(before);
    const priced = (await rates.locator('strong').textContent())!;

    await page.getByLabel('First name').fill('Rohan');
    await page.getByLabel('Last name').fill('Mehta');
    await page.getByLabel('E-mail').fill(`desk-extras-${unique('')}@example.com`);
    await page.getByLabel('Phone').fill('+91 98100 00003');
    await page.getByRole('combobox', { name: 'Paid by' }).selectOption({ label: 'Cash' });
    await page.getByRole('button', { name: 'Save booking' }).click();
    await expect(page.getByText(/^Booking saved: HN-/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking of Rohan Mehta' })).toBeVisible();
    // The booking's page lists the fee and the extra, and the total the desk showed.
    await expect(page.getByText('Airport pickup × 2 (per stay)').first()).toBeVisible();
    await expect(page.getByText('Cleaning fee').first()).toBeVisible();
    await expect(page.getByText(priced).first()).toBeVisible();

    // The test's property leaves the catalogue, so later specs count the demo properties only.
    expect((await page.request.delete(`/api/my-hotels/${hotelId}`)).status()).toBe(204);
  });
});
