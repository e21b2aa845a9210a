import { readFile } from 'node:fs/promises';
import { addDays, bookAsGuest, serverToday, VIEWPORTS } from './admin-support';
import { formatDayMonthYear, parseCsv } from '@hillnest/domain';
import { linkIn, mailTo } from './mail';
import { asLetters, expect, signInAsAdmin, test } from './support';

/** The administrator's bookings list (search, filters, CSV export) and a booking's own page (issue 20). */

VIEWPORTS.forEach((viewport, index) => {
  test(`the owner finds a booking, filters, exports the list as CSV and opens the booking (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const search = await page.request.get('/api/hotels/search?sortOption=pricePerNightAsc');
    const hotel = ((await search.json()) as { data: { _id: string; name: string; pricePerNight: number }[] }).data[4]!;
    const today = await serverToday(page.request);
    // Far ahead and apart per viewport, so no other test holds these nights.
    const checkIn = addDays(today, 250 + index * 10);
    const checkOut = addDays(checkIn, 2);
    const tag = `${Date.now().toString(36)}${index}`;
    const guest = {
      firstName: 'Wiktoria',
      lastName: `Nowak${asLetters(tag)}`,
      email: `nowak-${tag}@example.com`,
      phoneNumber: `+91 90000 ${String(10000 + index).slice(-5)}`,
    };
    const orderId = await bookAsGuest(page.request, hotel._id, { checkIn, checkOut }, guest);

    await signInAsAdmin(page);
    await page.goto('/view-all-bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'All Bookings' })).toBeVisible();
    const name = `${guest.firstName} ${guest.lastName}`;
    const row = page.getByRole('article', { name: `Booking of ${name}` });

    // By e-mail, then by name: only this booking.
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill(guest.email.toUpperCase());
    await expect(row).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(row).toContainText(`${formatDayMonthYear(checkIn)} – ${formatDayMonthYear(checkOut)}`);
    await expect(row).toContainText('Upcoming');
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill(guest.lastName.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`search=${guest.lastName.toLowerCase()}`));
    await expect(page.getByRole('article')).toHaveCount(1);

    // Status and dates narrow it; the filter is in the address.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Past');
    await expect(page.getByText('No bookings found')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Upcoming');
    await expect(row).toBeVisible();
    await page.getByLabel('Staying from').fill(formatDayMonthYear(addDays(checkOut, 1)));
    await expect(page.getByText('No bookings found')).toBeVisible();
    await page.getByLabel('Staying from').fill(formatDayMonthYear(addDays(checkIn, 1)));
    await page.getByLabel('Staying until').fill(formatDayMonthYear(addDays(checkIn, 5)));
    await expect(row).toBeVisible();
    await page.getByRole('combobox', { name: 'Property' }).selectOption({ label: hotel.name });
    await expect(row).toBeVisible();
    await page.reload();
    await expect(row).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Property' })).toHaveValue(hotel._id);

    // The export holds exactly the filtered list: UTF-8 with a BOM, dates YYYY-MM-DD, rupees.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.toString('utf8').slice(1));
    expect(rows).toHaveLength(1);
    const record = Object.fromEntries(header!.map((column, i) => [column, rows[0]![i]]));
    expect(record).toMatchObject({
      Status: 'Upcoming',
      Property: hotel.name,
      'First name': guest.firstName,
      'Last name': guest.lastName,
      Email: guest.email,
      Phone: `'${guest.phoneNumber}`,
      'Check-in': checkIn,
      'Check-out': checkOut,
      Nights: '2',
      'Total (INR)': (hotel.pricePerNight * 2).toFixed(2),
      'Order id': orderId,
    });

    // The booking's own page.
    await row.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/bookings\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: `Booking of ${name}` })).toBeVisible();
    const stay = page.getByRole('region', { name: 'Stay' });
    await expect(stay).toContainText(hotel.name);
    await expect(stay).toContainText(formatDayMonthYear(checkIn));
    await expect(stay).toContainText(formatDayMonthYear(checkOut));
    const payment = page.getByRole('region', { name: 'Payment', exact: true });
    await expect(payment).toContainText(orderId);
    await expect(payment).toContainText(record['Payment id']!);
    // Each payment with the provider's id, as its dashboard lists it.
    const money = page.getByRole('region', { name: 'Payments and refunds' });
    await expect(money.getByRole('row')).toHaveCount(2);
    await expect(money.getByRole('row').nth(1)).toContainText(`Payment at booking, online (${record['Payment id']})`);
    await expect(page.getByRole('region', { name: 'Guest' })).toContainText(guest.email);
    await expect(page.getByRole('region', { name: 'Coupon' })).toContainText('No coupon was used.');
    await expect(page.getByRole('region', { name: 'Actions' }).getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      `tel:${guest.phoneNumber.replace(/ /g, '')}`,
    );
    const reference = record['Booking reference']!;
    expect(reference).toMatch(/^HN-/);
    await expect(page.getByText(`Ref ${reference}`)).toBeVisible();

    // A new manage link for the guest (lost, forwarded or expired): the old one stops working.
    const [confirmation] = await mailTo(guest.email, new RegExp(reference));
    const oldLink = linkIn(confirmation!, '/manage-booking/');
    await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Send a new manage link' }).click();
    await expect(page.getByText(`A new manage link for ${reference} is on its way to the guest.`)).toBeVisible();
    await expect.poll(async () => (await mailTo(guest.email, new RegExp(reference))).length).toBe(2);
    expect((await page.request.get(`/api${oldLink.replace('/manage-booking/', '/bookings/manage/')}`)).status()).toBe(404);

    // The booking reference finds it too.
    await page.goto(`/view-all-bookings?search=${reference.toLowerCase()}`);
    await expect(row).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
  });
});
