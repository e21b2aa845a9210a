import { addDays, serverToday, VIEWPORTS } from './admin-support';
import { asLetters, confirmDialog, expect, signInAsAdmin, test } from './support';

/**
 * Payments in progress on the owner dashboard (issue 32, item 7): a stranger's unpaid hold is listed
 * with its property, dates, guest and end, and the owner's Release frees its nights at once.
 */
VIEWPORTS.forEach((viewport, index) => {
  test(`the owner sees a payment in progress and releases it (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const search = await page.request.get('/api/hotels/search?sortOption=pricePerNightAsc');
    const hotel = ((await search.json()) as { data: { _id: string; name: string }[] }).data[3]!;
    const today = await serverToday(page.request);
    // Far ahead and apart per viewport, so no other test holds these nights.
    const checkIn = addDays(today, 330 + index * 10);
    const checkOut = addDays(checkIn, 2);
    // Names hold letters only.
    const lastName = asLetters(`Squatter${Date.now().toString(36)}${index}`);
    const intent = await page.request.post(`/api/hotels/${hotel._id}/bookings/payment-intent`, {
      data: {
        checkIn,
        checkOut,
        adultCount: 1,
        childCount: 0,
        infantCount: 0,
        couponCode: '',
        firstName: 'Hold',
        lastName,
        email: `${lastName.toLowerCase()}@example.com`,
        phoneNumber: '+91 98100 00003',
      },
    });
    expect(intent.status(), await intent.text()).toBe(201);
    const takenNights = async () =>
      ((await (await page.request.get(`/api/hotels/${hotel._id}/availability`)).json()) as { takenNights: string[] }).takenNights;
    expect(await takenNights()).toContain(checkIn);

    await signInAsAdmin(page);
    await page.goto('/admin');
    const section = page.getByRole('region', { name: 'Payments in progress' });
    const hold = section.getByRole('listitem').filter({ hasText: lastName });
    await expect(hold).toContainText(hotel.name);
    await expect(hold).toContainText(`Hold ${lastName} · ${lastName.toLowerCase()}@example.com`);
    await expect(hold).toContainText('Expires');

    const itemLabel = `the hold of Hold ${lastName} at ${hotel.name}`;
    await hold.getByRole('button', { name: `Release ${itemLabel}` }).click();
    await confirmDialog(page, `Release ${itemLabel}?`, 'Release');
    await expect(hold).toHaveCount(0);
    await expect.poll(takenNights).not.toContain(checkIn);
  });
});
