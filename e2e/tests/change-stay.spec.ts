import { formatDayMonthYear } from '@hillnest/domain';
import { addDays, bookAsGuest, freeProperties, guestChangesOwnStay, serverToday, VIEWPORTS } from './admin-support';
import { asLetters, expect, signInAsAdmin, test } from './support';

/**
 * Changing a stay with the money that follows (issue 36 item 5, decision 0111), on a phone and a
 * laptop: the owner lengthens a stay at the new price and the booking page shows the payment link of
 * the difference; a guest shortens their own stay from the manage link and is shown the refund first;
 * the owner moves a stay to another property (decision 0114), which the booking's history names.
 */

VIEWPORTS.forEach((viewport, index) => {
  test(`the owner lengthens a stay at the new price: the difference's payment link is on the booking page (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const today = await serverToday(page.request);
    // Far ahead and apart from the other specs' nights.
    const checkIn = addDays(today, 300 + index * 20);
    const hotel = (await freeProperties(page.request, checkIn, addDays(checkIn, 3)))[index]!;
    const tag = asLetters(`${Date.now().toString(36)}${index}`);
    const guest = { firstName: 'Growing', lastName: `Guest${tag}`, email: `growing-${tag}@example.com`, phoneNumber: '+91 98100 00091' };
    await bookAsGuest(page.request, hotel._id, { checkIn, checkOut: addDays(checkIn, 2) }, guest);

    await signInAsAdmin(page);
    await page.goto(`/view-all-bookings?search=${encodeURIComponent(guest.email)}`);
    await page.getByRole('link', { name: `${guest.firstName} ${guest.lastName}`, exact: true }).click();
    await page.getByRole('button', { name: 'Change the stay' }).click();
    const dialog = page.getByRole('dialog', { name: /^Change the stay of HN-/ });
    await expect(dialog.getByLabel('New check-in')).toBeFocused();
    await dialog.getByLabel('New check-out').fill(formatDayMonthYear(addDays(checkIn, 3)));
    await expect(dialog.getByText(/^₹[\d,]+ more than paid: collect it at the desk\.$/)).toBeVisible();
    await dialog.getByRole('radio', { name: 'Charge the new price' }).check();
    await expect(dialog.getByText(/^₹[\d,]+ more to pay now, by a payment link\.$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Save the change' }).click();
    await expect(page.getByText('Stay changed')).toBeVisible();
    await expect(page.getByText('Payment link e-mailed, not paid yet')).toBeVisible();
    await expect(page.getByRole('link', { name: /\/pay\// })).toBeVisible();
  });

  test(`the guest shortens their own stay from the manage link and sees the refund first (${viewport.name})`, async ({ page, browser }) => {
    await page.setViewportSize(viewport);
    const today = await serverToday(page.request);
    const checkIn = addDays(today, 310 + index * 20);
    const hotel = (await freeProperties(page.request, checkIn, addDays(checkIn, 3)))[index]!;
    const tag = asLetters(`${Date.now().toString(36)}${index}`);
    const guest = {
      firstName: 'Shrinking',
      lastName: `Guest${tag}`,
      email: `shrinking-${tag}@example.com`,
      phoneNumber: '+91 98100 00092',
    };
    await bookAsGuest(page.request, hotel._id, { checkIn, checkOut: addDays(checkIn, 3) }, guest);

    await guestChangesOwnStay(page, browser, {
      email: guest.email,
      viewport,
      ask: async (dialog) => {
        await dialog.getByLabel('New check-out').fill(formatDayMonthYear(addDays(checkIn, 2)));
        // Far ahead: the night given up comes back under the terms, less the gateway's charge.
        await expect(dialog.getByText(/^₹[\d,.]+ back to you under the refund terms\.$/)).toBeVisible();
      },
      after: async (guestPage) => expect(guestPage.getByRole('link', { name: 'Pay the balance' })).toHaveCount(0),
    });
  });

  test(`the owner moves a stay to another property, kept in its history (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const today = await serverToday(page.request);
    const checkIn = addDays(today, 330 + index * 20);
    const [from, to] = await freeProperties(page.request, checkIn, addDays(checkIn, 2));
    const tag = asLetters(`${Date.now().toString(36)}${index}`);
    const guest = { firstName: 'Moving', lastName: `Guest${tag}`, email: `moving-${tag}@example.com`, phoneNumber: '+91 98100 00093' };
    await bookAsGuest(page.request, from!._id, { checkIn, checkOut: addDays(checkIn, 2) }, guest);

    await signInAsAdmin(page);
    await page.goto(`/view-all-bookings?search=${encodeURIComponent(guest.email)}`);
    await page.getByRole('link', { name: `${guest.firstName} ${guest.lastName}`, exact: true }).click();
    await page.getByRole('button', { name: 'Change the stay' }).click();
    const dialog = page.getByRole('dialog', { name: /^Change the stay of HN-/ });
    await expect(dialog.getByLabel('New check-in')).toBeFocused();
    await expect(dialog.getByLabel('Property')).toHaveValue(from!._id);
    await dialog.getByLabel('Property').selectOption(to!._id);
    await expect(dialog.getByText(`Priced at ${to!.name}: its rates and cleaning fee.`, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save the change' }).click();
    await expect(page.getByText('Stay changed')).toBeVisible();
    await expect(page.getByText(`${from!.name} → ${to!.name}`, { exact: false })).toBeVisible();
  });
});
