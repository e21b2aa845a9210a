/**
 * The catalogue in a real browser against the built server with the demo data: the search bar, the
 * hand-off to /search, filtered and sorted results with paging, the narrow-screen filter modal, the
 * detail page, and a property's life through the admin screens.
 */
import type { Page } from '@playwright/test';
import { expect, signInAsAdmin, test, confirmDialog } from './support';

/** Small real PNGs (8×6 px), different colours so each upload is its own picture. */
const PNG = {
  teal: 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQmtuPFTEMpAQAuBRAIRjV/tcAAAAASUVORK5CYII=',
  orange:
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWN4nh+IFTEMpAQAWn9PUTDSKyAAAAAASUVORK5CYII=',
};
const pngFile = (name: string, colour: keyof typeof PNG) => ({ name, mimeType: 'image/png', buffer: Buffer.from(PNG[colour], 'base64') });

/** Calendar arithmetic on 'YYYY-MM-DD' strings, in UTC so the machine's timezone cannot shift it. */
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const dayLabel = (date: string) => `${Number(date.slice(8))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
const barDate = (date: string) => `${date.slice(8)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

async function propertyToday(page: Page): Promise<string> {
  const response = await page.request.get('/api/config');
  return (await response.json()).today as string;
}

const searchBar = (page: Page) => page.getByRole('search', { name: 'Search properties' });

test.describe('the home search bar (wide screen)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('suggests destinations, clears, and closes its popups on an outside click', async ({ page }) => {
    await page.goto('/');
    const bar = searchBar(page);
    const destination = bar.getByRole('combobox', { name: 'Destination' });

    await destination.click();
    const list = page.getByRole('listbox', { name: 'Destinations' });
    await expect(list.getByRole('option')).toHaveCount(10);
    await destination.fill('MAN');
    await expect(list.getByRole('option')).toHaveText(['Manali']);
    await list.getByRole('option', { name: 'Manali' }).click();
    await expect(destination).toHaveValue('Manali');
    await expect(list).toBeHidden();

    const clear = bar.getByRole('button', { name: 'Clear destination' });
    await clear.click();
    await expect(destination).toHaveValue('');
    await expect(clear).toBeHidden();

    await bar.getByRole('button', { name: /Check-in – Check-out/ }).click();
    const dates = page.getByRole('dialog', { name: 'Select dates' });
    await expect(dates.getByRole('grid').first()).toBeVisible();
    await page.getByRole('heading', { name: 'Best Rated' }).click({ position: { x: 10, y: 10 } });
    await expect(dates).toBeHidden();

    const guestsButton = bar.getByRole('button', { name: /Guests/ });
    await guestsButton.click();
    const guests = page.getByRole('dialog', { name: 'Guests' });
    await expect(guests).toBeVisible();
    await page.getByRole('heading', { name: 'Best Rated' }).click({ position: { x: 10, y: 10 } });
    await expect(guests).toBeHidden();
  });

  test('counts guests by one, never below zero, singular only for one', async ({ page }) => {
    await page.goto('/');
    const bar = searchBar(page);
    const guestsButton = bar.getByRole('button', { name: /Guests/ });
    await expect(guestsButton).toContainText('1 Guest');
    await guestsButton.click();
    const guests = page.getByRole('dialog', { name: 'Guests' });
    await guests.getByRole('button', { name: 'Fewer adults' }).click();
    await expect(guestsButton).toContainText('0 Guests');
    await expect(guests.getByRole('button', { name: 'Fewer adults' })).toBeDisabled();
    await expect(guests.getByRole('button', { name: 'Fewer children' })).toBeDisabled();
    await guests.getByRole('button', { name: 'More children' }).click();
    await expect(guestsButton).toContainText('1 Guest');
    await guests.getByRole('button', { name: 'More adults' }).click();
    await guests.getByRole('button', { name: 'More adults' }).click();
    await expect(guestsButton).toContainText('3 Guests');
    // The infant control is there, hidden.
    await expect(guests.getByText('Infants')).toBeHidden();
  });

  test('chooses dates as dd/MM/yyyy; a later check-in moves check-out to the next day', async ({ page }) => {
    await page.goto('/');
    const today = await propertyToday(page);
    const bar = searchBar(page);
    const datesButton = bar.getByRole('button', { name: /Check-in – Check-out/ });
    await expect(datesButton).toContainText(`${barDate(today)} – ${barDate(addDays(today, 1))}`);
    await datesButton.click();
    const dialog = page.getByRole('dialog', { name: 'Select dates' });
    // Days before today cannot be chosen.
    if (!today.endsWith('-01'))
      await expect(dialog.getByRole('button', { name: new RegExp(`^${dayLabel(addDays(today, -1))}`) })).toBeDisabled();
    // On to next month, where every day can be chosen: its 15th is after the current check-out.
    await dialog.getByRole('button', { name: /next month/i }).click();
    const [year, month] = today.split('-').map(Number) as [number, number];
    const target = new Date(Date.UTC(year, month, 15)).toISOString().slice(0, 10);
    await dialog.getByRole('button', { name: new RegExp(`^${dayLabel(target)}`) }).click();
    await expect(datesButton).toContainText(`${barDate(target)} – ${barDate(addDays(target, 1))}`);
  });

  test('searching with no booking engine configured opens the results in the app', async ({ page }) => {
    await page.goto('/');
    const today = await propertyToday(page);
    const bar = searchBar(page);
    await bar.getByRole('combobox', { name: 'Destination' }).fill('Shimla');
    await bar.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(`/search?destination=Shimla&checkIn=${today}&checkOut=${addDays(today, 1)}&adultCount=1&childCount=0`);
    await expect(page.getByRole('heading', { level: 1, name: '2 Hotels found in Shimla' })).toBeVisible();
    // The values are kept for the session: the header form on the results page shows them.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Destination' }).first()).toHaveValue('Shimla');
  });
});

test.describe('/search', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('filters, sorts and pages through the results, all in the URL', async ({ page }) => {
    await page.goto('/search?destination=india');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('12 Hotels found in india');
    const results = page.getByRole('main').getByRole('article');
    await expect(results).toHaveCount(10);

    const pages = page.getByRole('navigation', { name: 'Search results pages' });
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/search?destination=india&page=2');
    await expect(results).toHaveCount(2);

    await page.getByRole('combobox', { name: 'Sort results' }).selectOption('pricePerNightAsc');
    await expect(page).toHaveURL('/search?destination=india&sortOption=pricePerNightAsc');
    await expect(results).toHaveCount(10);
    const prices = await results.locator('p', { hasText: 'per night' }).allTextContents();
    const values = prices.map((text) => Number(text.replace(/[^\d]/g, '')));
    expect(values).toEqual([...values].sort((a, b) => a - b));

    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: '5 Stars' }).click();
    await expect(page).toHaveURL('/search?destination=india&stars=5&sortOption=pricePerNightAsc');
    await expect(heading).toHaveText('4 Hotels found in india');
    for (const card of await results.all()) await expect(card.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();

    await filters.getByRole('checkbox', { name: 'Elevator' }).click();
    await expect(filters.getByRole('checkbox', { name: 'Elevator' })).toBeChecked();
    await expect(heading).toHaveText(/^\d Hotels? found in india$/);
    await page.goBack();
    await expect(page).toHaveURL('/search?destination=india&stars=5&sortOption=pricePerNightAsc');
    await expect(heading).toHaveText('4 Hotels found in india');
  });

  test('treats regular-expression characters in the destination as plain text', async ({ page }) => {
    await page.goto(`/search?destination=${encodeURIComponent('.*')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('0 Hotels found in .*');
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the filters open in a modal that Close shuts', async ({ page }) => {
    await page.goto('/search?destination=india');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('12 Hotels found in india');
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const modal = page.getByRole('dialog', { name: 'Filters' });
    await modal.getByRole('checkbox', { name: 'Studio Apartment', exact: true }).click();
    await expect(page).toHaveURL('/search?destination=india&types=Studio+Apartment');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('1 Hotel found in india');
  });

  test('the search opens as a full-screen overlay from the Where to? card', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Where to\?/ }).click();
    const overlay = page.getByRole('dialog', { name: 'Where to?' });
    await expect(overlay).toBeVisible();
    await overlay.getByRole('combobox', { name: 'Destination' }).fill('ooty');
    await overlay.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?destination=ooty&/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('1 Hotel found in ooty');
  });
});

test('a property’s detail page leads to its booking page with the dates and guests', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search?destination=manali&sortOption=pricePerNightDesc');
  await page.getByRole('link', { name: 'Beas Riverside Condo', exact: true }).click();
  await expect(page).toHaveURL(/\/detail\/[0-9a-f-]{36}$/);
  const hotelId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: 'Beas Riverside Condo' })).toBeVisible();
  await expect(page.getByRole('img', { name: '5 out of 5 stars' }).first()).toBeVisible();
  await page.getByRole('region', { name: 'Photos of Beas Riverside Condo' }).getByRole('button', { name: 'Open photo 1 of 3' }).click();
  const photos = page.getByRole('dialog', { name: 'Photos of Beas Riverside Condo' });
  await expect(photos.getByText('1 / 3')).toBeVisible();
  await photos.getByRole('button', { name: 'Next photo' }).click();
  await expect(photos.getByText('2 / 3')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(photos).toBeHidden();
  const amenities = await page.getByRole('region', { name: 'Amenities' }).getByRole('listitem').allTextContents();
  expect(amenities.map((a) => a.length)).toEqual([...amenities.map((a) => a.length)].sort((a, b) => a - b));
  await expect(page.getByRole('region', { name: 'Also listed on' }).getByRole('link', { name: /Airbnb/ })).toHaveAttribute(
    'href',
    /^https:/,
  );
  await expect(page.getByRole('region', { name: 'Guest Reviews' })).toHaveCount(0);

  const today = await propertyToday(page);
  const block = page.getByRole('region', { name: /per night/ });
  await block.getByRole('button', { name: /Guests/ }).click();
  await block.getByRole('button', { name: 'More adults' }).click();
  await block.getByRole('button', { name: 'More children' }).click();
  await block.getByRole('button', { name: 'Done' }).click();
  await expect(block.getByRole('button', { name: /Guests/ })).toContainText('3 Guests');
  await block.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(`/hotel/${hotelId}/booking?checkIn=${today}&checkOut=${addDays(today, 1)}&adultCount=2&childCount=1`);

  await page.goBack();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/search?destination=manali&sortOption=pricePerNightDesc');
});

test('the administrator adds a property, edits its images, and deletes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  const name = `Test Lodge ${Date.now().toString(36)}`;

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin Controls' }).getByRole('link', { name: 'Add Property' }).click();
  await expect(page).toHaveURL('/add-property');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('At least one image should be added')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('City').fill('Testville');
  await page.getByLabel('Country').fill('Testland');
  await page.getByLabel('Description').fill('A quiet lodge used by the browser tests.');
  await page.getByLabel('Price Per Night (₹)').fill('2750');
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByLabel('Type', { exact: true }).selectOption('Family Apartment');
  await page.getByRole('checkbox', { name: 'Elevator' }).check();
  await page.getByRole('checkbox', { name: 'Linen' }).check();
  await page.getByLabel('Adults', { exact: true }).fill('3');
  await page.getByLabel('Children', { exact: true }).fill('1');
  await page.getByLabel('Airbnb link').fill('https://www.airbnb.co.in/rooms/test');
  await page.getByLabel('Add images').setInputFiles([pngFile('front.png', 'teal'), pngFile('room.png', 'orange')]);
  await page.getByRole('button', { name: 'Add Review' }).click();
  await page.getByLabel('Guest name').fill('Meera');
  await page.getByLabel('Platform').selectOption('airbnb');
  await page.getByLabel('Review', { exact: true }).fill('Warm and quiet.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Hotel Saved!')).toBeVisible();
  await expect(page).toHaveURL('/admin/properties');

  await page.getByRole('searchbox', { name: 'Search by name, city, country, type or id' }).fill('testville');
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('₹2,750 per night')).toBeVisible();
  await card.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/edit-hotel\/[0-9a-f-]{36}$/);
  const hotelId = page.url().split('/').pop()!;
  const before = (await (await page.request.get(`/api/hotels/${hotelId}`)).json()).imageUrls as string[];
  expect(before).toHaveLength(2);

  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await page.getByRole('button', { name: 'Remove current image 1' }).click();
  await page.getByLabel('Add images').setInputFiles([pngFile('garden.png', 'orange')]);
  await page.getByLabel('Price Per Night (₹)').fill('2900');
  // The owner places it on the map: one coordinate alone is refused beside its field.
  await page.getByLabel('Latitude').fill('30.4599');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Please enter both latitude and longitude, or neither')).toBeVisible();
  await page.getByLabel('Longitude').fill('78.0664');
  // The first save's toast may still be showing; this save must show its own.
  await expect(page.getByText('Hotel Saved!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Hotel Saved!')).toBeVisible();
  await expect(page).toHaveURL('/admin/properties');

  const after = (await (await page.request.get(`/api/hotels/${hotelId}`)).json()) as {
    imageUrls: string[];
    pricePerNight: number;
    latitude: number;
    longitude: number;
  };
  expect(after.pricePerNight).toBe(2900);
  expect([after.latitude, after.longitude]).toEqual([30.4599, 78.0664]);
  expect(after.imageUrls).toHaveLength(2);
  expect(after.imageUrls[0]).toBe(before[1]);
  expect(after.imageUrls).not.toContain(before[0]);
  expect((await page.request.get(before[0]!)).status()).toBe(404);

  // The guest sees it, with the review the administrator entered.
  await page.goto(`/detail/${hotelId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Guest Reviews' }).getByText('Warm and quiet.')).toBeVisible();
  const location = page.getByRole('region', { name: 'Location' });
  await expect(location.getByRole('region', { name: 'Map' })).toHaveCount(1);
  await expect(location.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute('href', /query=30\.45990%2C78\.06640$/);

  await page.goto('/review-properties');
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
  const tile = page.getByRole('article', { name });
  await expect(tile).toBeVisible();
  await tile.getByRole('button', { name: `Delete ${name}` }).click();
  await confirmDialog(page, `Delete ${name}?`);
  await expect(tile).toBeHidden();
  expect((await page.request.get(`/api/hotels/${hotelId}`)).status()).toBe(404);
  await page.goto(`/search?destination=testville`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('0 Hotels found in testville');
});
