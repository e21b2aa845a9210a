import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { linkIn, mailTo } from './mail';
import { expect, signInAsAdmin } from './support';

/** The phone and desktop viewports the admin-area tests run on. */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today in the property's timezone, as the server says it. */
export async function serverToday(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/config')).json()) as { today: string }).today;
}

export interface Guest {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/** A guest's paid booking through the public API (payment intent, then the simulated UPI payment); returns the order id. */
export async function bookAsGuest(
  request: APIRequestContext,
  hotelId: string,
  stay: { checkIn: string; checkOut: string; adultCount?: number },
  guest: Guest,
): Promise<string> {
  const intent = await request.post(`/api/hotels/${hotelId}/bookings/payment-intent`, {
    data: { adultCount: 1, childCount: 0, infantCount: 0, couponCode: '', ...stay, ...guest },
  });
  expect(intent.status(), await intent.text()).toBe(201);
  const { orderId } = (await intent.json()) as { orderId: string };
  const pay = await request.post('/api/payments/simulated/pay', { data: { orderId, method: 'upi', upiId: 'success@razorpay' } });
  expect(pay.status(), await pay.text()).toBe(200);
  return orderId;
}

/** Demo properties free from `checkIn` to `checkOut`, cheapest first (bookable for that stay). */
export async function freeProperties(request: APIRequestContext, checkIn: string, checkOut: string) {
  const search = await request.get(`/api/hotels/search?sortOption=pricePerNightAsc&checkIn=${checkIn}&checkOut=${checkOut}&adultCount=1`);
  expect(search.ok()).toBe(true);
  return ((await search.json()) as { data: { _id: string; name: string; minimumNights?: number }[] }).data.filter(
    (hotel) => hotel.minimumNights === undefined,
  );
}

/** The owner's Guests settings with some values changed; answers the values before, to put back. */
export async function guestSettings(request: APIRequestContext, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const before = ((await (await request.get('/api/admin/settings/guests')).json()) as { values: Record<string, unknown> }).values;
  const saved = await request.put('/api/admin/settings/guests', { data: { ...before, ...values } });
  expect(saved.status(), await saved.text()).toBe(200);
  return before;
}

/**
 * The guest changes their own stay: with guests allowed to (put back afterwards), they open the manage
 * link of their confirmation in a browser of their own (no account) and the change dialog; `ask` fills
 * it in and checks what it quotes, then the change is saved and the updated confirmation e-mailed;
 * `after` checks the manage page.
 */
export async function guestChangesOwnStay(
  page: Page,
  browser: Browser,
  options: {
    email: string;
    viewport: { width: number; height: number };
    ask: (dialog: Locator) => Promise<void>;
    after: (guestPage: Page) => Promise<void>;
  },
): Promise<void> {
  await signInAsAdmin(page);
  const before = await guestSettings(page.request, { guestsMayChangeDates: true });
  try {
    const [mail] = await mailTo(options.email, /^Booking confirmed/);
    const guestContext = await browser.newContext({ viewport: options.viewport });
    const guestPage = await guestContext.newPage();
    await guestPage.goto(linkIn(mail!, '/manage-booking/'));
    await guestPage.getByRole('button', { name: 'Change dates' }).click();
    const dialog = guestPage.getByRole('dialog', { name: /^Change the stay of HN-/ });
    await expect(dialog.getByLabel('New check-in')).toBeFocused();
    await options.ask(dialog);
    await dialog.getByRole('button', { name: 'Save the change' }).click();
    await expect(guestPage.getByText('Stay changed')).toBeVisible();
    await options.after(guestPage);
    await expect.poll(async () => (await mailTo(options.email, /^Booking confirmed/)).length).toBe(2);
    await guestContext.close();
  } finally {
    await guestSettings(page.request, { guestsMayChangeDates: before.guestsMayChangeDates });
  }
}
