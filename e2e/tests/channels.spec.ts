import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { expect, signInAsAdmin, test, waitingForTheApp, confirmDialog } from './support';

/**
 * Channel sync (issue 18) in the browser: the administrator opens a property's calendars page from
 * its edit page, adds an Airbnb calendar served by this test, sees its nights blocked (and the
 * conflict with a booking made here), blocks nights by hand with a note, and a guest then finds all
 * of them greyed out on the booking page.
 */

interface DemoHotel {
  _id: string;
  name: string;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const basic = (date: string) => date.replaceAll('-', '');
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** '5 Sept 2026', as the site writes dates. */
const longDate = (date: string) => `${Number(date.slice(8))} ${SHORT_MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/** Airbnb's export of a listing: one reservation of its own. */
function airbnbFeed(start: string, end: string): string {
  return [
    'BEGIN:VCALENDAR',
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `DTEND;VALUE=DATE:${basic(end)}`,
    `DTSTART;VALUE=DATE:${basic(start)}`,
    'UID:1418fb94e984-0f2cd2d1e4b5ec5a8f34d8bfb9d9a8a1@airbnb.com',
    'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMQX7Y2ZPA',
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

let feedServer: Server;
let feed = '';
let feedUrl = '';

test.beforeAll(async () => {
  feedServer = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(feed));
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/airbnb-${Date.now()}.ics`;
});
test.afterAll(() => new Promise<void>((resolve) => feedServer.close(() => resolve())));

/** Steps the owner's calendar forward until the night's cell is shown. */
async function showNight(calendar: Locator, night: string): Promise<Locator> {
  const cell = calendar.locator(`td[data-day="${night}"]`).first();
  for (let i = 0; i < 14 && !(await cell.isVisible()); i += 1) {
    await calendar.getByRole('button', { name: /next month/i }).click();
  }
  await expect(cell).toBeVisible();
  return cell;
}

/** On the guest's booking page, whether the night can be picked as a check-in. */
async function checkInButton(page: Page, hotelId: string, night: string): Promise<Locator> {
  await page.goto(`/hotel/${hotelId}/booking?checkIn=${night}&checkOut=${addDays(night, 1)}&adultCount=1&childCount=0`);
  const form = page.getByRole('form', { name: 'Booking details' });
  await form.getByRole('button', { name: /Check-in – Check-out/ }).click();
  const dialog = form.getByRole('dialog', { name: 'Select dates' });
  return dialog.locator(`td[data-day="${night}"] button`);
}

test('the administrator imports an Airbnb calendar and blocks nights by hand; the guest finds them greyed out', async ({
  page,
  browser,
}) => {
  // The second most expensive demo property (the dashboard test books the first), far ahead in the year.
  const search = await page.request.get('/api/hotels/search?sortOption=pricePerNightDesc');
  const hotel = ((await search.json()) as { data: DemoHotel[] }).data[1]!;
  const today = ((await (await page.request.get('/api/config')).json()) as { today: string }).today;
  const airbnbStart = addDays(today, 200);
  const ownStart = addDays(today, 210);
  feed = airbnbFeed(airbnbStart, addDays(airbnbStart, 3));

  // A guest books here the night Airbnb also sold: a conflict.
  const intent = await page.request.post(`/api/hotels/${hotel._id}/bookings/payment-intent`, {
    data: {
      checkIn: addDays(airbnbStart, 2),
      checkOut: addDays(airbnbStart, 4),
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
      couponCode: '',
      firstName: 'Ishaan',
      lastName: 'Kapoor',
      email: 'ishaan@example.com',
      phoneNumber: '+91 98100 00003',
    },
  });
  expect(intent.status(), await intent.text()).toBe(201);
  const { orderId } = (await intent.json()) as { orderId: string };
  expect(
    (await page.request.post('/api/payments/simulated/pay', { data: { orderId, method: 'upi', upiId: 'success@razorpay' } })).status(),
  ).toBe(200);

  await signInAsAdmin(page);
  await page.goto(`/edit-hotel/${hotel._id}`);
  await page.getByRole('link', { name: 'Calendars and availability' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Calendars: ${hotel.name}` })).toBeVisible();

  // The export address for the other platforms, absolute and secret.
  const exportAddress = page.getByLabel('Export address');
  await expect(exportAddress).toHaveValue(new RegExp(`/api/hotels/${hotel._id}/calendar\\.ics\\?token=[0-9a-f]{64}$`));

  // Import Airbnb's calendar.
  const imported = page.getByRole('region', { name: 'Imported calendars' });
  await imported.getByLabel('Calendar name').fill('Airbnb');
  await imported.getByLabel('Calendar address (iCal)').fill(feedUrl);
  await imported.getByRole('button', { name: 'Add calendar' }).click();
  await expect(page.getByText('Calendar added')).toBeVisible();
  const airbnb = imported.getByRole('listitem', { name: 'Airbnb' });
  await expect(airbnb).toContainText('Blocked stays: 1');
  await expect(airbnb).toContainText('Conflicts: 1');
  await expect(airbnb).not.toContainText('Last synced: Never');
  await airbnb.getByRole('button', { name: 'Sync Airbnb now' }).click();
  await expect(page.getByText('Calendar synced')).toBeVisible();

  // Its nights on the owner's calendar: blocked by another calendar, and the night sold twice a conflict.
  const availability = page.getByRole('region', { name: 'Availability' });
  await expect(availability.getByRole('region', { name: 'Blocked by other calendars' })).toContainText(
    `Nights of ${longDate(airbnbStart)} to ${longDate(addDays(airbnbStart, 2))} · Airbnb (Reserved)Conflict with a booking here`,
  );
  await expect(await showNight(availability, airbnbStart)).toHaveClass(/hn-night-imported/);
  await expect(availability.locator(`td[data-day="${addDays(airbnbStart, 2)}"]`).first()).toHaveClass(/hn-night-conflict/);

  // Block two nights by hand, with a note.
  await showNight(availability, ownStart);
  await availability.getByRole('button', { name: `Night of ${longDate(ownStart)}` }).click();
  await availability.getByRole('button', { name: new RegExp(`^Night of ${longDate(addDays(ownStart, 1))}`) }).click();
  await expect(availability.getByText(`Selected: Nights of ${longDate(ownStart)} to ${longDate(addDays(ownStart, 1))}`)).toBeVisible();
  await availability.getByLabel('Note (maintenance, own stay…)').fill('Repainting the bedroom');
  await availability.getByRole('button', { name: 'Block nights' }).click();
  await expect(page.getByText('Nights blocked')).toBeVisible();
  const ownBlocks = availability.getByRole('region', { name: 'Blocked by you' });
  await expect(ownBlocks).toContainText(`Nights of ${longDate(ownStart)} to ${longDate(addDays(ownStart, 1))} · Repainting the bedroom`);
  await expect(availability.locator(`td[data-day="${ownStart}"]`).first()).toHaveClass(/hn-night-ownerBlocked/);

  // The conflict on the admin dashboard and in the bookings list.
  await page.goto('/admin');
  const conflicts = page.getByRole('region', { name: 'Calendar conflicts' });
  await expect(conflicts).toContainText(
    `${hotel.name}: Ishaan Kapoor, ${longDate(addDays(airbnbStart, 2))} – ${longDate(addDays(airbnbStart, 4))}.`,
  );
  await page.goto('/view-all-bookings');
  await expect(page.getByRole('note').filter({ hasText: 'Double booking: Airbnb also has' })).toBeVisible();

  // A guest (another browser, not signed in) cannot pick any of those nights.
  const guestContext = await browser.newContext();
  const guest = waitingForTheApp(await guestContext.newPage());
  for (const night of [airbnbStart, addDays(airbnbStart, 1), ownStart, addDays(ownStart, 1)]) {
    await expect(await checkInButton(guest, hotel._id, night), night).toBeDisabled();
  }
  await expect(await checkInButton(guest, hotel._id, addDays(ownStart, 2))).toBeEnabled();

  // Unblocked, the owner's nights are free again for the guest.
  await page.goto(`/property-calendars/${hotel._id}`);
  await page
    .getByRole('region', { name: 'Blocked by you' })
    .getByRole('button', { name: `Unblock Nights of ${longDate(ownStart)} to ${longDate(addDays(ownStart, 1))}` })
    .click();
  await confirmDialog(page, `Unblock Nights of ${longDate(ownStart)} to ${longDate(addDays(ownStart, 1))}?`, 'Unblock');
  await expect(page.getByText('Nights unblocked')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Blocked by you' })).toContainText('No nights blocked by you.');
  await expect(await checkInButton(guest, hotel._id, ownStart)).toBeEnabled();

  // Removing the calendar frees Airbnb's nights and ends the conflict (the other tests see the demo data as it was).
  await page.getByRole('region', { name: 'Imported calendars' }).getByRole('button', { name: 'Delete calendar Airbnb' }).click();
  await confirmDialog(page, 'Delete calendar Airbnb?');
  await expect(page.getByText('Calendar removed')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Imported calendars' })).toContainText('No calendars imported yet.');
  await guestContext.close();
});

test('a calendar whose feed is refused shows why on the Calendars page, and can be removed', async ({ page }) => {
  const search = await page.request.get('/api/hotels/search?sortOption=pricePerNightDesc');
  const hotel = ((await search.json()) as { data: DemoHotel[] }).data[2]!;
  // Eight events repeated every day since 2000 (issue 32): too many dates to go through, refused whole.
  feed = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Review//EN',
    ...Array.from({ length: 8 }, (_, i) => [
      'BEGIN:VEVENT',
      `UID:daily-${i}@example.com`,
      `DTSTART;VALUE=DATE:2000010${i + 1}`,
      'RRULE:FREQ=DAILY',
      'SUMMARY:Closed',
      'END:VEVENT',
    ]).flat(),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

  await signInAsAdmin(page);
  await page.goto(`/property-calendars/${hotel._id}`);
  const imported = page.getByRole('region', { name: 'Imported calendars' });
  await imported.getByLabel('Calendar name').fill('Old calendar');
  await imported.getByLabel('Calendar address (iCal)').fill(feedUrl.replace(/airbnb-\d+\.ics$/, `hostile-${Date.now()}.ics`));
  await imported.getByRole('button', { name: 'Add calendar' }).click();
  const calendar = imported.getByRole('listitem', { name: 'Old calendar' });
  await expect(calendar).toContainText('The feed repeats its events too often to be read (over 50,000 dates)');
  await expect(calendar).toContainText('The nights it blocked before stay blocked.');

  await calendar.getByRole('button', { name: 'Delete calendar Old calendar' }).click();
  await confirmDialog(page, 'Delete calendar Old calendar?');
  await expect(page.getByText('Calendar removed')).toBeVisible();
});
