/**
 * Deposits and balances (issue 36, docs/product/front-desk.md), on phone and laptop: with the deposit
 * setting on, a guest books and pays the deposit; the owner's dashboard shows the balance due; when the
 * server's clock (TEST_CLOCK_FILE) reaches the link's day, the balance's payment link arrives at the
 * test SMTP server; the guest pays it on the simulated provider's hosted page, and the manage page
 * shows it paid.
 */
import type { APIRequestContext } from '@playwright/test';
import { addDays, bookAsGuest, serverToday, VIEWPORTS } from './admin-support';
import { moveServerClockTo, resetServerClock } from './clock';
import { linkIn, mailTo } from './mail';
import { asLetters, expect, signInAsAdmin, test } from './support';

/** A wall-clock time in the property's time zone (the default, Asia/Kolkata: UTC+05:30). */
const india = (date: string, time: string) => Date.parse(`${date}T${time}:00+05:30`);
/** The balance job runs every minute: the link's e-mail is at the sink within two rounds and the sender's. */
const ROUNDS = 150_000;

/** Settings → Guests as the owner saves it, changed by `change` (the page's values go back whole). */
async function saveGuestSettings(request: APIRequestContext, change: Record<string, unknown>): Promise<void> {
  const current = ((await (await request.get('/api/admin/settings/guests')).json()) as { values: Record<string, unknown> }).values;
  const saved = await request.put('/api/admin/settings/guests', { data: { ...current, ...change } });
  expect(saved.status(), await saved.text()).toBe(200);
}

test.afterEach(async ({ page }) => {
  resetServerClock();
  await saveGuestSettings(page.request, { depositKind: 'full' });
});

for (const viewport of VIEWPORTS) {
  test(`a deposit at booking, the balance on the dashboard, then paid through its e-mailed link (${viewport.name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAsAdmin(page);
    // A 30 % deposit; the balance due 14 days before check-in, its link e-mailed 3 days before that.
    await saveGuestSettings(page.request, { depositKind: 'percent', depositPercent: 30, balanceDueDays: 14 });

    const today = await serverToday(request);
    const stay = { checkIn: addDays(today, 25 + (viewport.name === 'phone' ? 0 : 3)), checkOut: '' };
    stay.checkOut = addDays(stay.checkIn, 2);
    const dueOn = addDays(stay.checkIn, -14);
    const search = await request.get(
      `/api/hotels/search?sortOption=pricePerNightAsc&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adultCount=1`,
    );
    const hotel = ((await search.json()) as { data: { _id: string; minimumNights?: number }[] }).data.find(
      (found) => found.minimumNights === undefined,
    )!;
    const lastName = `Deposit ${asLetters(String(Date.now()))}`;
    const email = `balance${asLetters(String(Date.now()))}${viewport.name}@example.com`;
    await bookAsGuest(request, hotel._id, stay, { firstName: 'Kavya', lastName, email, phoneNumber: '+91 98100 00077' });
    const [confirmation] = await mailTo(email, /^Booking confirmed: /);
    const managePath = linkIn(confirmation!, '/manage-booking/');

    // Before the link's day: the guest is told the balance and that its link comes by e-mail.
    await page.goto(managePath);
    const balance = page.getByTestId('balance');
    await expect(balance).toContainText(/^Pay the balance of ₹[\d,]+ by \d+ \w+/);
    await expect(balance).toContainText('The payment link will be e-mailed to you a few days before.');
    const amount = /₹[\d,]+/.exec((await balance.textContent()) ?? '')![0];

    // The owner's dashboard lists it among the balances due in the next 30 days, linking to the booking.
    await page.goto('/admin');
    const due = page.getByRole('region', { name: 'Balances due (next 30 days)' });
    const guest = due.getByRole('link', { name: `Kavya ${lastName}` });
    await expect(guest).toBeVisible();
    await expect(guest.locator('xpath=ancestor::li')).toContainText(amount);

    // The link's day (3 days before the due date), 10:00 at the property: the balance's e-mail.
    await moveServerClockTo(india(addDays(dueOn, -3), '10:00'));
    const [request_] = await mailTo(email, /^Pay the balance of ₹/, ROUNDS);
    expect(request_!.subject).toContain(amount);

    // The guest pays on the simulated provider's hosted page, and lands on the booking showing it paid.
    await page.goto(linkIn(request_!, '/pay/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
    await expect(page.getByText(amount, { exact: true })).toBeVisible();
    await page.getByLabel('UPI ID').fill('success@razorpay');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    await page.getByRole('link', { name: 'View your booking' }).click();
    await expect(page.getByTestId('balance')).toHaveText(`Balance of ${amount} paid.`);
    await mailTo(email, /^Balance of ₹[\d,]+ received/);
  });
}
