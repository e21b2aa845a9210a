/**
 * The stay (issue 37, docs/product/stay.md), on phone and laptop: a stay booked for tomorrow gets its
 * before-arrival e-mail at once, with the property's directions; the booking's page shows "Your
 * arrival" and a WhatsApp chat prefilled with the property, dates and reference; the owner previews
 * a message from that real booking in Settings → Messages.
 */
import { addDays, bookAsGuest, serverToday, VIEWPORTS } from './admin-support';
import { linkIn, mailTo } from './mail';
import { asLetters, expect, signInAsAdmin, test } from './support';

const WHATSAPP = '+91 91234 56789';

for (const viewport of VIEWPORTS) {
  test(`the stay's messages, arrival notes and WhatsApp (${viewport.name})`, async ({ page, request }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAsAdmin(page);
    const business = (await (await page.request.get('/api/admin/settings/business')).json()) as { values: Record<string, unknown> };
    expect((await page.request.put('/api/admin/settings/business', { data: { ...business.values, whatsapp: WHATSAPP } })).status()).toBe(
      200,
    );

    const today = await serverToday(page.request);
    const stay = { checkIn: addDays(today, 1), checkOut: addDays(today, 2) };
    const search = await page.request.get(
      `/api/hotels/search?sortOption=pricePerNightAsc&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adultCount=1`,
    );
    const hotel = ((await search.json()) as { data: { _id: string; name: string; minimumNights?: number }[] }).data.find(
      (found) => found.minimumNights === undefined,
    )!;
    const directions = `Take the lane past the temple ${asLetters(String(Date.now()))}`;
    const saved = await page.request.put(`/api/my-hotels/${hotel._id}/arrival`, {
      data: { directions, checkInInstructions: 'Key box code Four Seven' },
    });
    expect(saved.status()).toBe(200);

    const email = `stay${asLetters(String(Date.now()))}${viewport.name}@example.com`;
    // As an anonymous guest (the page's requests carry the administrator's session).
    await bookAsGuest(request, hotel._id, stay, { firstName: 'Asha', lastName: 'Rao', email, phoneNumber: '+91 98100 00077' });

    // Arriving tomorrow: the before-arrival message (3 days before) is already due and goes at once.
    const [before] = await mailTo(email, /^Your stay at /);
    expect(before!.text).toContain(directions);
    expect(before!.text).not.toContain('Key box code');
    const [confirmation] = await mailTo(email, /^Booking confirmed/);
    const manage = linkIn(confirmation!, '/manage-booking/');

    await page.goto(manage);
    const arrival = page.getByRole('region', { name: 'Your arrival' });
    await expect(arrival.getByText(directions)).toBeVisible();
    const chat = arrival.getByRole('link', { name: 'Chat on WhatsApp' });
    const href = (await chat.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/919123456789?text=')).toBe(true);
    const text = new URL(href).searchParams.get('text')!;
    expect(text).toContain(hotel.name);
    expect(text).toContain(stay.checkIn);

    // The property page never shows the private instructions, and offers the chat too.
    await page.goto(`/detail/${hotel._id}`);
    await expect(page.getByRole('link', { name: `Chat on WhatsApp (${WHATSAPP})` })).toBeVisible();
    expect(await page.content()).not.toContain('Key box code');

    // The owner previews the check-in message from a real booking.
    await page.goto('/settings/messages');
    const checkIn = page.getByRole('group', { name: 'Check-in instructions' });
    await checkIn.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview of Check-in instructions' });
    await expect(preview.getByText(/^Filled from booking HN-/)).toBeVisible();
  });
}
