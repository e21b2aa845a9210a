/**
 * The search on a laptop and a phone: the current search summed up (results and booking page), the
 * filters with their count, Clear all and Show N results, placeholders while loading, a failed search
 * that can be retried, and no results offering to clear the filters.
 */
import type { Page } from '@playwright/test';
import { addDays, DESKTOP, PHONE, propertyToday } from './guest-support';
import { expect, test } from './support';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** '10–13 Dec' or '28 Nov – 2 Dec', as the summaries say a stay. */
function stayText(checkIn: string, checkOut: string) {
  const day = (date: string) => Number(date.slice(8));
  const month = (date: string) => MONTHS[Number(date.slice(5, 7)) - 1];
  if (checkIn.slice(0, 4) !== checkOut.slice(0, 4))
    return `${day(checkIn)} ${month(checkIn)} ${checkIn.slice(0, 4)} – ${day(checkOut)} ${month(checkOut)} ${checkOut.slice(0, 4)}`;
  return month(checkIn) === month(checkOut)
    ? `${day(checkIn)}–${day(checkOut)} ${month(checkIn)}`
    : `${day(checkIn)} ${month(checkIn)} – ${day(checkOut)} ${month(checkOut)}`;
}

async function stay(page: Page) {
  const today = await propertyToday(page.request);
  return { checkIn: addDays(today, 20), checkOut: addDays(today, 23) };
}

test.describe('phone', () => {
  test.use(PHONE);

  test('the Where to? card shows the current search on the results and on the booking page', async ({ page }) => {
    const { checkIn, checkOut } = await stay(page);
    await page.goto(`/search?destination=Munnar&checkIn=${checkIn}&checkOut=${checkOut}&adultCount=2&childCount=0`);
    const card = page.getByRole('button', { name: /Where to\?/ });
    await expect(card).toContainText(`Munnar · ${stayText(checkIn, checkOut)} · 2 guests`);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^View more about/ })
      .first()
      .click();
    await page
      .getByRole('region', { name: /per night/ })
      .getByRole('button', { name: 'Book Now' })
      .click();
    await expect(page.getByRole('heading', { name: 'Confirm Your Booking' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Where to\?/ })).toContainText(`Munnar · ${stayText(checkIn, checkOut)} · 2 guests`);
    // Changing the stay on the booking page changes the summary.
    await page.getByRole('form', { name: 'Booking details' }).getByRole('button', { name: 'Fewer adults' }).click();
    await expect(page.getByRole('button', { name: /Where to\?/ })).toContainText(`Munnar · ${stayText(checkIn, checkOut)} · 1 guest`);
  });

  test('filters: touch-sized rows, a count, Clear all and Show N results', async ({ page }) => {
    await page.goto('/search?destination=india');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('12 Hotels found in india');
    const open = page.getByRole('button', { name: /^Filters/ });
    await open.click();
    const modal = page.getByRole('dialog', { name: /^Filters/ });
    const fiveStars = modal.getByText('5 Stars', { exact: true });
    expect((await fiveStars.locator('xpath=ancestor::label').boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(modal.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Show 12 results' })).toBeVisible();
    await fiveStars.click();
    await modal.getByText('Elevator', { exact: true }).click();
    await expect(page).toHaveURL(/stars=5.*facilities=Elevator/);
    await expect(modal.getByRole('heading', { name: 'Filters (2)' })).toBeVisible();
    const show = modal.getByRole('button', { name: /^Show \d+ results?$/ });
    await expect(show).not.toHaveText('Show 12 results');
    const shown = Number((await show.textContent())!.replace(/\D/g, ''));
    await show.click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${shown} ${shown === 1 ? 'Hotel' : 'Hotels'} found in india`);
    await expect(open).toContainText('2');
    await open.click();
    await modal.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL('/search?destination=india');
    await expect(modal.getByRole('button', { name: 'Show 12 results' })).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Filters', exact: true })).toBeVisible();
  });

  test('no results offer to clear the filters', async ({ page }) => {
    await page.goto('/search?destination=munnar&stars=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('0 Hotels found in munnar');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/search?destination=munnar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^[1-9]\d* Hotels? found in munnar$/);
  });
});

test.describe('laptop', () => {
  test.use(DESKTOP);

  test('the results and the header bar show the current search', async ({ page }) => {
    const { checkIn, checkOut } = await stay(page);
    await page.goto(`/search?destination=Munnar&checkIn=${checkIn}&checkOut=${checkOut}&adultCount=2&childCount=1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/found in Munnar$/);
    await expect(page.getByText(`${stayText(checkIn, checkOut)} · 3 guests`, { exact: true })).toBeVisible();
    const bar = page.getByRole('search', { name: 'Search properties' });
    await expect(bar.getByRole('combobox', { name: 'Destination' })).toHaveValue('Munnar');
    await expect(bar.getByRole('button', { name: /Guests/ })).toContainText('3 Guests');
    // The booking page's stay becomes the search the header shows. (The card's link carries the searched stay.)
    const href = (await page
      .getByRole('main')
      .getByRole('link', { name: /^View more about/ })
      .first()
      .getAttribute('href'))!;
    expect(href).toContain(`checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=1`);
    const hotelId = new URL(href, 'http://localhost').pathname.split('/').pop();
    await page.goto(`/hotel/${hotelId}/booking?checkIn=${checkIn}&checkOut=${addDays(checkOut, 1)}&adultCount=1&childCount=0`);
    await expect(page.getByRole('heading', { name: 'Confirm Your Booking' })).toBeVisible();
    const header = page.getByRole('search', { name: 'Search properties' });
    await expect(header.getByRole('button', { name: /Guests/ })).toContainText('1 Guest');
    const barDate = (date: string) => `${date.slice(8)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
    await expect(header.getByRole('button', { name: /Check-in – Check-out/ })).toContainText(
      `${barDate(checkIn)} – ${barDate(addDays(checkOut, 1))}`,
    );
  });

  test("placeholders of the cards' size while searching; a failed search says so and Retry runs it again", async ({ page }) => {
    await page.goto('/');
    let fail = true;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/hotels/search?**', async (route) => {
      if (fail)
        return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Error fetching Hotels' }) });
      await held;
      return route.continue();
    });
    const bar = page.getByRole('search', { name: 'Search properties' });
    await bar.getByRole('combobox', { name: 'Destination' }).fill('Shimla');
    await bar.getByRole('button', { name: 'Search', exact: true }).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Searching…');
    // After its retries, the search gives up: said, with Retry; the heading no longer says Searching….
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('Error fetching Hotels', { timeout: 30_000 });
    await expect(heading).toHaveText('The search did not go through');
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    // While it loads, placeholders stand where the cards will be.
    const placeholder = page.locator('main [aria-hidden="true"] li').first();
    await expect(placeholder).toBeVisible();
    const placeholderBox = (await placeholder.boundingBox())!;
    release();
    await expect(heading).toHaveText('2 Hotels found in Shimla');
    await expect(alert).toBeHidden();
    const cardBox = (await page.getByRole('main').getByRole('article').first().boundingBox())!;
    expect(Math.abs(cardBox.width - placeholderBox.width)).toBeLessThan(2);
    expect(Math.abs(cardBox.height - placeholderBox.height)).toBeLessThan(24);
  });

  test('the filter panel clears all at once', async ({ page }) => {
    await page.goto('/search?destination=india&stars=5&types=Studio+Apartment');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL('/search?destination=india');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('12 Hotels found in india');
    await expect(filters.getByRole('button', { name: 'Clear all' })).toBeHidden();
  });
});
