import { formatDayMonthYear } from '@hillnest/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { PNG, unique } from './content-support';
import { expect, signInAsAdmin, test } from './support';

/** Rates: the owner sets a season on the property's edit page; guests pay its price on the booking page. */

async function today(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/config')).json()) as { today: string }).today;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A property of its own (base ₹2,000 a night), so no other test sees its rates. */
async function newProperty(page: Page): Promise<string> {
  const response = await page.request.post('/api/my-hotels', {
    multipart: {
      name: `Rates Lodge ${unique('')}`,
      city: 'Ratesville',
      country: 'India',
      description: 'A lodge priced by season, used by the browser tests.',
      type: 'Family Apartment',
      pricePerNight: '2000',
      starRating: '3',
      adultCount: '2',
      childCount: '1',
      'facilities[0]': 'Elevator',
      'amenities[0]': 'Linen',
      imageFiles: PNG,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

test('the administrator sets a season on the edit page and the booking page charges its price', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  const hotelId = await newProperty(page);
  const start = addDays(await today(page.request), 20);

  await page.goto(`/edit-hotel/${hotelId}`);
  const rates = page.getByRole('form', { name: 'Rates' });
  await rates.getByRole('button', { name: 'Add Season' }).click();
  const season = rates.getByRole('group', { name: 'Season 1' });
  await season.getByLabel('Season name').fill('Puja Week');
  await season.getByLabel('First night').fill(formatDayMonthYear(start));
  await season.getByLabel('Last night').fill(formatDayMonthYear(addDays(start, 6)));
  await season.getByLabel('Season nightly price (₹)').fill('4500');
  // The preview follows the form: the season's nights at its price.
  const preview = page.getByRole('list', { name: 'Price of each night' });
  await expect(preview.getByRole('listitem', { name: /: ₹4,500 \(Puja Week\)$/ })).toHaveCount(7);
  await rates.getByRole('button', { name: 'Update Rates' }).click();
  await expect(page.getByText('Rates Updated!')).toBeVisible();

  // The night before the season at the base price, then two season nights.
  await page.goto(`/hotel/${hotelId}/booking?checkIn=${addDays(start, -1)}&checkOut=${addDays(start, 2)}&adultCount=1&childCount=0`);
  const summary = page.getByRole('complementary');
  await expect(summary.getByText('1 night × ₹2,000')).toBeVisible();
  await expect(summary.getByText('2 nights of Puja Week × ₹4,500')).toBeVisible();
  await expect(summary.getByText('₹11,000').last()).toBeVisible();

  // The server charges the same total.
  await page.getByLabel('Phone Number').fill('9810000001');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test payment' });
  await expect(dialog.getByText('₹11,000')).toBeVisible();

  // On a phone the breakdown reads the same.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/hotel/${hotelId}/booking?checkIn=${start}&checkOut=${addDays(start, 3)}&adultCount=1&childCount=0`);
  await expect(page.getByRole('complementary').getByText('3 nights of Puja Week × ₹4,500')).toBeVisible();
});
