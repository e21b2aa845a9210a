/**
 * Deposits and balances (issue 36, docs/product/front-desk.md), on phone and laptop: with the deposit
 * setting on, a guest books and pays the deposit; the owner's dashboard shows the balance due; when the
 * server's clock (TEST_CLOCK_FILE) reaches the link's day, the balance's payment link arrives at the
 * test SMTP server; the guest pays it on the simulated provider's hosted page, and the manage page
 * shows it paid. The same for a phone booking the owner enters from the calendar with its deposit paid
 * to them by UPI, and for a quote sent from the calendar by e-mail whose deposit the guest pays from
 * the e-mailed link.
 */
import { formatDayMonthYear, formatLongDate } from '@hillnest/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, bookAsGuest, freeProperties, serverToday, VIEWPORTS } from './admin-support';
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

test.describe.configure({ timeout: 300_000 });

/** The owner signed in at `viewport`, taking a 30 % deposit; the balance due 14 days before check-in, its link e-mailed 3 days before that. */
async function ownerTakingDeposits(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await signInAsAdmin(page);
  await saveGuestSettings(page.request, { depositKind: 'percent', depositPercent: 30, balanceDueDays: 14 });
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
    await ownerTakingDeposits(page, viewport);

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

    await payBalanceByEmailedLink(page, email, dueOn, amount);
  });

  test(`a phone booking with a deposit entered from the calendar, its balance then paid through the e-mailed link (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await ownerTakingDeposits(page, viewport);

    const { dueOn, guest } = await chooseTwoNightsOnTheCalendar(page, request, viewport.name, 50, 'Start a booking');
    await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
    await fillGuest(page, guest);
    await page.getByRole('combobox', { name: 'Paid now' }).selectOption({ label: 'The deposit (the balance by payment link)' });
    await page.getByRole('combobox', { name: 'Paid by' }).selectOption({ label: 'UPI' });
    await page.getByLabel('Payment reference').fill('UPIDEPOSIT');
    await page.getByRole('button', { name: 'Save booking' }).click();

    // The booking's page: the deposit paid to the owner, the balance due 14 days before check-in.
    await expect(page.getByText(/^Booking saved: HN-/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Booking of ${guest.firstName} ${guest.lastName}` })).toBeVisible();
    const split = page.getByRole('region', { name: 'Deposit and balance' });
    await expect(split).toContainText(formatDayMonthYear(dueOn));
    await expect(split).toContainText('Not asked for yet');
    const amount = (await split
      .getByText(/^₹[\d,]+$/)
      .nth(1)
      .textContent())!;
    await expect(page.getByRole('region', { name: 'Payments and refunds' })).toContainText('Deposit, paid to you by UPI (UPIDEPOSIT)');

    // The guest's confirmation says what is left to pay, and when.
    const [confirmation] = await mailTo(guest.email, /^Booking confirmed: /);
    await page.goto(linkIn(confirmation!, '/manage-booking/'));
    await expect(page.getByTestId('balance')).toContainText(`Pay the balance of ${amount} by`);

    await payBalanceByEmailedLink(page, guest.email, dueOn, amount);
  });

  test(`a quote sent from the calendar by e-mail, its deposit paid from the e-mailed link, then the balance link (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await ownerTakingDeposits(page, viewport);
    const { dueOn, guest } = await chooseTwoNightsOnTheCalendar(page, request, viewport.name, 62, 'Send a quote');
    await expect(page.getByRole('heading', { level: 1, name: 'New quote' })).toBeVisible();
    await fillGuest(page, guest);
    await page.getByRole('button', { name: 'Create quote' }).click();
    const created = page.getByText(/^Quote created: HN-/);
    await expect(created).toBeVisible();
    const reference = (await created.textContent())!.replace('Quote created: ', '');
    await page
      .getByRole('listitem', { name: `Quote ${reference}` })
      .getByRole('button', { name: 'E-mail link' })
      .click();
    await expect(page.getByText('Quote e-mailed')).toBeVisible();

    // The guest opens the e-mailed link and pays the deposit; the rest is the balance, due 14 days before check-in.
    const [quote] = await mailTo(guest.email, /^Your quote for /);
    await page.goto(linkIn(quote!, '/quotes/'));
    const split = page.getByText(/^Pay the deposit now and the balance of ₹[\d,]+ by /);
    await expect(split).toContainText(formatLongDate(dueOn));
    const amount = /₹[\d,]+/.exec((await split.textContent())!)![0];
    await page.getByRole('button', { name: /^Pay deposit ₹[\d,]+$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Test payment' });
    await dialog.getByLabel('UPI ID').fill('success@razorpay');
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
    await mailTo(guest.email, new RegExp(`Booking confirmed: .*\\(${reference}\\)`));

    await payBalanceByEmailedLink(page, guest.email, dueOn, amount);
  });
}

/**
 * Two free nights `daysAhead` (apart per viewport) chosen on the owner's calendar with the keyboard (one
 * property at a time on a phone), then `action` (start a booking, or send a quote) for a new guest.
 */
async function chooseTwoNightsOnTheCalendar(
  page: Page,
  request: APIRequestContext,
  viewportName: string,
  daysAhead: number,
  action: 'Start a booking' | 'Send a quote',
) {
  const today = await serverToday(request);
  const checkIn = addDays(today, daysAhead + (viewportName === 'phone' ? 0 : 4));
  const hotel = (await freeProperties(request, checkIn, addDays(checkIn, 2)))[3]!;
  const tag = asLetters(`${Date.now().toString(36)}${viewportName}`);
  const guest = { firstName: 'Ravi', lastName: `Phone${tag}`, email: `desk-deposit-${tag}@example.com` };

  await page.goto(`/admin/calendar?from=${addDays(checkIn, -2)}&nights=14`);
  if (viewportName === 'phone') await page.getByRole('combobox', { name: 'Property' }).selectOption({ label: hotel.name });
  await page.getByRole('button', { name: `${hotel.name}, ${formatLongDate(checkIn)}, free` }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const chosen = page.getByRole('region', { name: 'Chosen nights' });
  await expect(chosen).toContainText('(2 nights)');
  await chosen.getByRole('link', { name: action }).click();
  return { dueOn: addDays(checkIn, -14), guest };
}

async function fillGuest(page: Page, guest: { firstName: string; lastName: string; email: string }): Promise<void> {
  await page.getByLabel('First name').fill(guest.firstName);
  await page.getByLabel('Last name').fill(guest.lastName);
  await page.getByLabel('E-mail').fill(guest.email);
  await page.getByLabel('Phone').fill('+91 98100 00078');
}

/**
 * The link's day (3 days before the due date), 10:00 at the property: the balance's e-mail arrives;
 * the guest pays it on the simulated provider's hosted page and lands on the booking showing it paid.
 */
async function payBalanceByEmailedLink(page: Page, email: string, dueOn: string, amount: string): Promise<void> {
  await moveServerClockTo(india(addDays(dueOn, -3), '10:00'));
  const [request] = await mailTo(email, /^Pay the balance of ₹/, ROUNDS);
  expect(request!.subject).toContain(amount);
  await page.goto(linkIn(request!, '/pay/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
  await expect(page.getByText(amount, { exact: true })).toBeVisible();
  await page.getByLabel('UPI ID').fill('success@razorpay');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await page.getByRole('link', { name: 'View your booking' }).click();
  await expect(page.getByTestId('balance')).toHaveText(`Balance of ${amount} paid.`);
  await mailTo(email, /^Balance of ₹[\d,]+ received/);
}
