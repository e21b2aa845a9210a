import { formatDayMonthYear } from '@hillnest/domain';
import { addDays, serverToday, VIEWPORTS } from './admin-support';
import { linkIn, mailTo } from './mail';
import { asLetters, expect, signInAsAdmin, test, waitingForTheApp } from './support';

/**
 * Quotes (issue 36) in the browser, on a phone and a laptop: the owner composes a quote from the front
 * desk, which holds the nights, and copies its link (as for WhatsApp); a guest opens the link in a
 * fresh browser and pays it through the checkout; the booking is confirmed with the usual e-mail, and
 * the owner's list says the quote was opened, then paid.
 */
VIEWPORTS.forEach((viewport, index) => {
  test(`the owner creates a quote, copies its link, and a guest pays it (${viewport.name})`, async ({ page, browser }) => {
    await page.setViewportSize(viewport);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const search = await page.request.get('/api/hotels/search?sortOption=pricePerNightAsc');
    const hotel = ((await search.json()) as { data: { _id: string; name: string }[] }).data[8 + index]!;
    const today = await serverToday(page.request);
    // Far ahead and apart per viewport, so no other test holds these nights.
    const checkIn = addDays(today, 320 + index * 10);
    const tag = asLetters(`${Date.now().toString(36)}${index}`);
    const guest = { firstName: 'Quote', lastName: `Guest${tag}`, email: `quote-${tag}@example.com`, phone: '98100 00088' };

    await signInAsAdmin(page);
    await page.goto('/admin/quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    await page.getByRole('link', { name: 'New quote' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New quote' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Property' }).selectOption(hotel._id);
    await page.getByLabel('Check-in').fill(formatDayMonthYear(checkIn));
    await page.getByLabel('Check-out').fill(formatDayMonthYear(addDays(checkIn, 2)));
    const rates = page.getByText(/Price from the rates: ₹[\d,]+ for 2 nights/);
    await expect(rates).toBeVisible();
    const total = (await rates.locator('strong').textContent())!;
    await page.getByLabel('First name').fill(guest.firstName);
    await page.getByLabel('Last name').fill(guest.lastName);
    await page.getByLabel('E-mail').fill(guest.email);
    await page.getByLabel('Phone').fill(guest.phone);
    await expect(page.getByRole('combobox', { name: 'Hold the nights for' })).toHaveValue('24');
    await page.getByRole('button', { name: 'Create quote' }).click();

    await expect(page.getByText(/^Quote created: HN-/)).toBeVisible();
    const reference = (await page.getByText(/^Quote created: HN-/).textContent())!.replace('Quote created: ', '');
    const card = page.getByRole('listitem', { name: `Quote ${reference}` });
    await expect(card).toContainText('Sent');
    // The nights are held at once: the guests' calendar shows them taken.
    const taken = (await (await page.request.get(`/api/hotels/${hotel._id}/availability`)).json()) as { takenNights: string[] };
    expect(taken.takenNights).toContain(checkIn);

    await card.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/quotes\/[\w-]{43}$/);
    await expect(card.getByLabel('Link to the quote')).toHaveValue(link);
    await expect(card.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/919810000088\?text=/);

    // The guest, in a browser of their own, opens the link and pays it in full.
    const context = await browser.newContext({ viewport });
    const guestPage = waitingForTheApp(await context.newPage());
    await guestPage.goto(link);
    await expect(guestPage.getByRole('heading', { level: 1, name: `Your quote for ${hotel.name}` })).toBeVisible();
    await expect(guestPage.getByRole('region', { name: 'Price' })).toContainText(total);
    await guestPage.getByRole('button', { name: `Pay in full ${total}` }).click();
    const dialog = guestPage.getByRole('dialog', { name: 'Test payment' });
    await dialog.getByLabel('UPI ID').fill('success@razorpay');
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(guestPage.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(guestPage.getByTestId('booking-reference')).toHaveText(reference);
    await context.close();

    const [confirmation] = await mailTo(guest.email, new RegExp(`Booking confirmed: .*\\(${reference}\\)`));
    expect(linkIn(confirmation!, '/manage-booking/')).toContain('/manage-booking/');

    // The owner's list: opened, then paid; the quote opens its booking.
    await page.reload();
    await expect(card).toContainText('Paid');
    await expect(card).toContainText('Opened');
    await card.getByRole('link', { name: 'Open the booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Booking of ${guest.firstName} ${guest.lastName}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment', exact: true })).toContainText('Quote');
  });
});
