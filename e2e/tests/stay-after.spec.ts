/**
 * A stay from the guest's inbox to the property page (issue 37, docs/product/stay.md), on phone and
 * laptop: the check-in and after-stay messages arrive at the test SMTP server in order as the server's
 * clock (TEST_CLOCK_FILE) moves through the stay, signed by the business; the guest follows the
 * review link and writes a review; the owner replies; the review shows in the property page's Guest
 * Reviews and its figures on the search card.
 */
import { addDays, bookAsGuest, serverToday, VIEWPORTS } from './admin-support';
import { moveServerClockTo, resetServerClock } from './clock';
import { linkIn, mailTo } from './mail';
import { asLetters, expect, signInAsAdmin, test } from './support';

/** A wall-clock time in the property's time zone (the default, Asia/Kolkata: UTC+05:30). */
const india = (date: string, time: string) => Date.parse(`${date}T${time}:00+05:30`);
/** The stay messages are decided every minute: a message is at the sink within two rounds. */
const ROUNDS = 150_000;

test.afterEach(() => resetServerClock());

for (const viewport of VIEWPORTS) {
  test(`the check-in and after-stay messages, and a review from the link (${viewport.name})`, async ({ page, request }) => {
    test.setTimeout(480_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const today = await serverToday(request);
    const stay = { checkIn: addDays(today, 1), checkOut: addDays(today, 2) };
    const search = await request.get(
      `/api/hotels/search?sortOption=pricePerNightAsc&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adultCount=1`,
    );
    const hotel = ((await search.json()) as { data: { _id: string; name: string; minimumNights?: number }[] }).data.find(
      (found) => found.minimumNights === undefined,
    )!;
    const email = `review${asLetters(String(Date.now()))}${viewport.name}@example.com`;
    await bookAsGuest(request, hotel._id, stay, { firstName: 'Meena', lastName: 'Iyer', email, phoneNumber: '+91 98100 00088' });
    await mailTo(email, /^Your stay at /);

    // The day before check-in, 10:00 at the property: the check-in instructions.
    await moveServerClockTo(india(today, '10:01'));
    const [checkIn] = await mailTo(email, /^Check-in instructions for /, ROUNDS);
    expect(checkIn!.text).toContain(hotel.name);
    expect(checkIn!.text).toMatch(/\n--\n\S/); // the business's signature

    // The day after check-out, 11:00: thanks, and the review request with its unsubscribe header.
    await moveServerClockTo(india(addDays(stay.checkOut, 1), '11:01'));
    const [after] = await mailTo(email, /^How was your stay at /, ROUNDS);
    expect(after!.headerLines.some((line) => line.key === 'list-unsubscribe')).toBe(true);
    expect(checkIn!.date!.getTime()).toBeLessThanOrEqual(after!.date!.getTime());

    // The guest follows the link and writes the review.
    const text = `Quiet nights and a warm welcome ${asLetters(String(Date.now()))}.`;
    await page.goto(linkIn(after!, '/manage-booking/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Review your stay' })).toBeVisible();
    await page.getByLabel('Overall rating').selectOption('5');
    await page.getByLabel('Cleanliness').selectOption('4');
    await page.getByLabel('Your review').fill(text);
    await page.getByRole('button', { name: 'Send review' }).click();
    await expect(page.getByRole('status')).toHaveText('Thank you! Your review will appear on the property page shortly.');

    // The owner replies, which publishes it at once.
    await signInAsAdmin(page);
    await page.goto('/admin/reviews');
    const review = page.getByRole('listitem', { name: `Review by Meena of ${hotel.name}` }).filter({ hasText: text });
    const reply = `Thank you, Meena ${viewport.name}!`;
    await review.getByLabel('Public reply').fill(reply);
    await review.getByRole('button', { name: 'Publish reply' }).click();
    await expect(page.getByText('Reply published')).toBeVisible();

    // The property page's Guest Reviews shows it with the reply, as a verified stay.
    await page.goto(`/detail/${hotel._id}`);
    const reviews = page.getByRole('region', { name: 'Guest Reviews' });
    const item = reviews.getByRole('listitem').filter({ hasText: text });
    await expect(item).toBeVisible();
    await expect(item.getByText(reply)).toBeVisible();
    await expect(item.getByText(/^Stayed .* · verified stay$/)).toBeVisible();
    await expect(reviews.getByText(/out of 5 · \d+ reviews? from guests who stayed/)).toBeVisible();
    // And it is in the page as the server sends it, for a visitor or a crawler that runs no script.
    const sent = await (await request.get(`/detail/${hotel._id}`)).text();
    expect(sent).toContain(text);
    expect(sent).toContain(reply);

    // And the search card carries the figures.
    await page.goto(`/search?destination=${encodeURIComponent(hotel.name)}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: hotel.name, exact: true }) });
    await expect(card.getByTestId('review-score')).toContainText('verified review');
  });
}
