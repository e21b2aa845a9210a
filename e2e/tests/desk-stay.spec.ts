import { formatDayMonthYear } from '@hillnest/domain';
import { addDays, bookAsGuest, freeProperties, guestChangesOwnStay, serverToday, VIEWPORTS } from './admin-support';
import { ADMIN, asLetters, expect, signInAsAdmin, test } from './support';

/**
 * At the desk and the guest's own change (issue 36) in the browser, on a phone and a laptop: the
 * owner marks a guest who arrives today arrived, then departed, and keeps a private note; a guest
 * lengthens their own stay from the manage link in their e-mail and is shown the link to pay the rest.
 */

VIEWPORTS.forEach((viewport, index) => {
  test(`the owner marks a guest arrived and departed, with a private note (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const today = await serverToday(page.request);
    // Each viewport its own property, from the far end of the list (other specs book the cheapest tonight).
    const free = await freeProperties(page.request, today, addDays(today, 2));
    const hotel = free[free.length - 1 - index]!;
    const tag = asLetters(`${Date.now().toString(36)}${index}`);
    const guest = { firstName: 'Arriving', lastName: `Guest${tag}`, email: `arriving-${tag}@example.com`, phoneNumber: '+91 98100 00081' };
    await bookAsGuest(page.request, hotel._id, { checkIn: today, checkOut: addDays(today, 2) }, guest);

    await signInAsAdmin(page);
    await page.goto(`/view-all-bookings?search=${encodeURIComponent(guest.email)}`);
    await page.getByRole('link', { name: `${guest.firstName} ${guest.lastName}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Booking of ${guest.firstName} ${guest.lastName}` })).toBeVisible();
    const desk = page.getByRole('region', { name: 'At the desk' });
    await expect(desk.getByText('Not marked yet')).toBeVisible();
    await expect(desk.getByRole('button', { name: 'Mark departed' })).toHaveCount(0);

    await desk.getByRole('button', { name: 'Mark arrived' }).click();
    await expect(page.getByText('Marked arrived')).toBeVisible();
    await expect(desk.getByText('Guest: Arrived')).toBeVisible();
    await desk.getByRole('button', { name: 'Mark departed' }).click();
    await expect(page.getByText('Marked departed')).toBeVisible();
    await expect(desk.getByText('Guest: Departed')).toBeVisible();

    await desk.getByLabel('Private note').fill('Left the spare key with the neighbour');
    await desk.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Note saved')).toBeVisible();
    const history = desk.getByRole('listitem');
    await expect(history).toHaveCount(3);
    await expect(history.nth(0)).toContainText('Left the spare key with the neighbour');
    for (const [at, kind] of [
      [1, 'Departed'],
      [2, 'Arrived'],
    ] as const) {
      await expect(history.nth(at)).toContainText(kind);
      await expect(history.nth(at)).toContainText(`by ${ADMIN.email}`);
    }
    // The list says where the stay is too.
    await page.goto(`/view-all-bookings?search=${encodeURIComponent(guest.email)}`);
    await expect(
      page.getByRole('article', { name: `Booking of ${guest.firstName} ${guest.lastName}` }).getByText('Departed'),
    ).toBeVisible();
  });

  test(`the guest lengthens their own stay from the manage link (${viewport.name})`, async ({ page, browser }) => {
    await page.setViewportSize(viewport);
    const today = await serverToday(page.request);
    // Far ahead and apart per viewport, so no other test holds these nights.
    const checkIn = addDays(today, 240 + index * 20);
    const hotel = (await freeProperties(page.request, checkIn, addDays(checkIn, 3)))[index]!;
    const tag = asLetters(`${Date.now().toString(36)}${index}`);
    const guest = { firstName: 'Moving', lastName: `Guest${tag}`, email: `moving-${tag}@example.com`, phoneNumber: '+91 98100 00082' };
    await bookAsGuest(page.request, hotel._id, { checkIn, checkOut: addDays(checkIn, 2) }, guest);

    await guestChangesOwnStay(page, browser, {
      email: guest.email,
      viewport,
      ask: async (dialog) => {
        await dialog.getByLabel('New check-out').fill(formatDayMonthYear(addDays(checkIn, 3)));
        await expect(dialog.getByText(/^₹[\d,]+ more to pay now, by a payment link\.$/)).toBeVisible();
      },
      // The night more is a balance due now, paid through the link the page shows.
      after: async (guestPage) => expect(guestPage.getByRole('link', { name: 'Pay the balance' })).toHaveAttribute('href', /\/pay\//),
    });
  });
});
