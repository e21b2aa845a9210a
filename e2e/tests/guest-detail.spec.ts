/**
 * The property page on a laptop and a phone: the photo mosaic and its full-screen gallery, facilities
 * and amenities with icons, the house rules and cancellation in short, the phone's booking bar; and
 * search cards whose photo opens the property.
 */
import type { Page } from '@playwright/test';
import { addDays, dayLabel, demoHotel, type DemoHotel, DESKTOP, hotelFreeTonight, PHONE, propertyToday } from './guest-support';
import { expect, test } from './support';

async function openProperty(page: Page, hotelPromise: Promise<DemoHotel> = demoHotel(page.request, 1)) {
  const hotel = await hotelPromise;
  await page.goto(`/detail/${hotel._id}`);
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  return hotel;
}

test.describe('laptop', () => {
  test.use(DESKTOP);

  test('a mosaic of the photos opens a full-screen gallery: arrows, counter, Escape, focus back', async ({ page }) => {
    const hotel = await openProperty(page);
    const count = hotel.imageUrls.length;
    const mosaic = page.getByRole('region', { name: `Photos of ${hotel.name}` });
    // Every photo (up to five) shows at once, side by side.
    await expect(mosaic.getByRole('img')).toHaveCount(Math.min(count, 5));
    const [big, small] = [(await mosaic.getByRole('img').nth(0).boundingBox())!, (await mosaic.getByRole('img').nth(1).boundingBox())!];
    expect(small.x).toBeGreaterThan(big.x + big.width - 1);
    expect(big.height).toBeGreaterThan(small.height);

    const second = mosaic.getByRole('button', { name: `Open photo 2 of ${count}` });
    await second.click();
    const gallery = page.getByRole('dialog', { name: `Photos of ${hotel.name}` });
    await expect(gallery).toBeVisible();
    await expect(gallery.getByText(`2 / ${count}`)).toBeVisible();
    await expect(gallery.getByRole('img', { name: `${hotel.name}, photo 2 of ${count}` })).toBeVisible();
    // It covers the window.
    const box = (await gallery.boundingBox())!;
    expect(box.width).toBe(1280);
    expect(box.height).toBe(720);
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText(`3 / ${count}`)).toBeVisible();
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(gallery.getByText(`2 / ${count}`)).toBeVisible();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByText(`${count === 3 ? 1 : 4} / ${count}`)).toBeVisible();
    // The focus stays in the dialog.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await gallery.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();
    await expect(second).toBeFocused();
  });

  test('facilities and amenities with icons, house rules, times, cancellation and the place; no booking bar', async ({ page }) => {
    const hotel = await openProperty(page);
    const facilities = page.getByRole('region', { name: 'Facilities' }).getByRole('listitem');
    expect(await facilities.count()).toBeGreaterThan(0);
    for (const item of await facilities.all()) await expect(item.locator('svg')).toBeVisible();
    // A readable grid: several items on one row, none looking like an input (no border of its own).
    const rows = new Set(await Promise.all((await facilities.all()).map(async (item) => Math.round((await item.boundingBox())!.y))));
    expect(rows.size).toBeLessThan(await facilities.count());
    expect(await facilities.first().evaluate((item) => getComputedStyle(item).borderTopWidth)).toBe('0px');
    await expect(page.getByRole('region', { name: 'Amenities' }).getByRole('listitem').first().locator('svg')).toBeVisible();
    const rules = page.getByRole('region', { name: 'House rules' });
    await expect(rules).toContainText('Check-in 2PM – 10PM');
    await expect(rules).toContainText('Check-out until 10:30 AM');
    await expect(rules.getByRole('link', { name: 'All house rules' })).toHaveAttribute('href', '/guest-policy');
    await expect(page.getByRole('region', { name: 'Cancellation' })).toContainText('Free cancellation up to 30 days before check-in');
    await expect(page.getByRole('region', { name: 'Location' })).toContainText(hotel.city);
    await expect(page.getByRole('region', { name: 'Book this stay' })).toBeHidden();
  });

  test("a search card's photo opens the property", async ({ page }) => {
    await page.goto('/search?destination=manali&sortOption=pricePerNightDesc');
    const card = page.getByRole('article').filter({ hasText: 'Beas Riverside Condo' });
    await card.locator('img').first().click();
    await expect(page).toHaveURL(/\/detail\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Beas Riverside Condo' })).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use(PHONE);

  test('photos swipe in a strip; the gallery turns on a swipe and closes', async ({ page }) => {
    const hotel = await openProperty(page);
    const count = hotel.imageUrls.length;
    const mosaic = page.getByRole('region', { name: `Photos of ${hotel.name}` });
    // One photo across the screen, the next one beside it, out of view.
    const first = (await mosaic.getByRole('img').nth(0).boundingBox())!;
    expect(first.width).toBeGreaterThan(300);
    await expect(mosaic.getByRole('img').nth(1)).not.toBeInViewport();
    await mosaic.getByRole('button', { name: `Show all ${count} photos` }).click();
    const gallery = page.getByRole('dialog', { name: `Photos of ${hotel.name}` });
    await expect(gallery.getByText(`1 / ${count}`)).toBeVisible();
    // A finger on the screen, through the browser's touch input.
    const touch = await page.context().newCDPSession(page);
    const swipe = async (from: number, to: number) => {
      const picture = (await gallery.getByRole('img').boundingBox())!;
      const y = Math.round(picture.y + picture.height / 2);
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let step = 1; step <= 5; step += 1) {
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 5, y }] });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(300, 80);
    await expect(gallery.getByText(`2 / ${count}`)).toBeVisible();
    await swipe(80, 300);
    await expect(gallery.getByText(`1 / ${count}`)).toBeVisible();
    await gallery.getByRole('button', { name: 'Close photos' }).click();
    await expect(gallery).toBeHidden();
  });

  test('once the guest chooses dates, the booking bar shows the stay total', async ({ page }) => {
    const checkIn = addDays(await propertyToday(page.request), 40);
    const checkOut = addDays(checkIn, 2);
    const search = await page.request.get(
      `/api/hotels/search?sortOption=pricePerNightAsc&checkIn=${checkIn}&checkOut=${checkOut}&adultCount=1`,
    );
    const free = ((await search.json()) as { data: DemoHotel[] }).data[0]!;
    await openProperty(page, Promise.resolve(free));
    const bar = page.getByRole('region', { name: 'Book this stay' });
    await expect(bar).toContainText(/per night/);
    const block = page.getByRole('region', { name: /per night/ });
    await block.getByRole('button', { name: /Check-in – Check-out/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Select dates' });
    await dialog.getByRole('button', { name: new RegExp(`^${dayLabel(checkIn)}`) }).click();
    await dialog.getByRole('button', { name: new RegExp(`^${dayLabel(checkOut)}`) }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(block).toContainText('2 nights');
    const total = (await block
      .getByText(/^₹[\d,]+$/)
      .last()
      .textContent())!;
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toContainText(`${total} for 2 nights`);
  });

  test('a booking bar at the bottom, above the test-mode notice, with the price and Book Now', async ({ page }) => {
    const today = await propertyToday(page.request);
    // Tonight must be free there: the bar's Book Now is disabled on a taken night.
    const hotel = await openProperty(page, hotelFreeTonight(page.request));
    const bar = page.getByRole('region', { name: 'Book this stay' });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(/₹[\d,]+ per adult per night/);
    const barBox = (await bar.getByRole('button', { name: 'Book Now' }).boundingBox())!;
    const notice = (await page.getByRole('region', { name: 'Test mode' }).boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(notice.y);
    expect(barBox.height).toBeGreaterThanOrEqual(44);
    // Scrolled down to the booking block, the bar steps aside.
    await page
      .getByRole('region', { name: /per night/ })
      .getByRole('button', { name: /Check-in – Check-out/ })
      .scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(`/hotel/${hotel._id}/booking?checkIn=${today}&checkOut=${addDays(today, 1)}&adultCount=1&childCount=0`);
  });
});
