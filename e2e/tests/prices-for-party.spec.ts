/**
 * Issue 34 on a laptop and a phone: a dated search shows each property's total for the searched party
 * in the order it sorts by, a property priced per property says so, a shorter search than a minimum
 * stay still lists the property, and a shared link to a property (or its booking page) opens with the
 * stay and its price.
 */
import type { Page } from '@playwright/test';
import { unique } from './content-support';
import { addDays, barDate, daysAhead, listTestProperty, onLaptopAndPhone } from './guest-support';
import { asLetters, expect, signInAsAdmin, test } from './support';

interface Listing {
  city: string;
  perAdult: string;
  cabin: string;
  longStay: string;
}

/** Three properties in a town of their own: ₹2,600 per adult; ₹5,000 for up to 4 guests (+₹800 an adult); ₹1,000 per adult, 3 nights minimum. */
async function listProperties(page: Page): Promise<Listing> {
  await signInAsAdmin(page);
  const city = asLetters(`Partyville ${unique('')}`).replace(/[^A-Za-z ]/g, '');
  const add = (name: string, fields: Record<string, string>) =>
    listTestProperty(page, { name: `${name} ${city}`, city, adultCount: '6', ...fields });
  const perAdult = await add('Per Adult Flat', { pricePerNight: '2600' });
  const cabin = await add('Whole Cabin', { pricePerNight: '5000', priceModel: 'perProperty', includedGuests: '4', extraAdultPrice: '800' });
  const longStay = await add('Long Stay Villa', { pricePerNight: '1000' });
  const rates = await page.request.put(`/api/my-hotels/${longStay}/rates`, {
    data: { weekendPricePerNight: null, minNights: 3, weeklyDiscountPercent: 0, monthlyDiscountPercent: 0, seasons: [] },
  });
  expect(rates.status(), await rates.text()).toBe(200);
  // The guest is not the owner.
  await page.context().clearCookies();
  return { city, perAdult, cabin, longStay };
}

const cardNames = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

onLaptopAndPhone(() => {
  test('a dated search shows the party’s totals in the order it sorts by, and lists a longer minimum stay', async ({ page }) => {
    const listing = await listProperties(page);
    const checkIn = await daysAhead(page.request, 30);
    const search = (adults: number, nights: number) =>
      `/search?destination=${encodeURIComponent(listing.city)}&checkIn=${checkIn}&checkOut=${addDays(checkIn, nights)}&adultCount=${adults}&sortOption=pricePerNightAsc`;

    // Three adults, three nights: the cabin (₹15,000) before the flat (₹23,400); the villa's 3-night minimum fits.
    await page.goto(search(3, 3));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/3 Hotels found/);
    expect((await cardNames(page)).map((name) => name.split(' ').slice(0, 2).join(' '))).toEqual(['Long Stay', 'Whole Cabin', 'Per Adult']);
    const cabin = page.getByRole('article').filter({ hasText: 'Whole Cabin' });
    await expect(cabin).toContainText('₹15,000 total for 3 nights');
    await expect(cabin).toContainText('₹5,000 per night on average');
    const flat = page.getByRole('article').filter({ hasText: 'Per Adult Flat' });
    await expect(flat).toContainText('₹23,400 total for 3 nights');
    await expect(flat).toContainText('₹7,800 per night on average');
    // The totals read in the sort's order.
    const totals = (await page.getByTestId('stay-total').allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));

    // One adult, two nights: the flat first; the villa is listed after the stays that fit, with its minimum.
    await page.goto(search(1, 2));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/3 Hotels found/);
    await expect
      .poll(() => cardNames(page))
      .toEqual([`Per Adult Flat ${listing.city}`, `Whole Cabin ${listing.city}`, `Long Stay Villa ${listing.city}`]);
    const villa = page.getByRole('article').filter({ hasText: 'Long Stay Villa' });
    await expect(villa).toContainText(/Minimum 3 nights from \d+ \w+/);
    await villa.getByRole('link', { name: 'Search 3 nights' }).click();
    await expect(page).toHaveURL(new RegExp(`checkOut=${addDays(checkIn, 3)}`));
    await expect(page.getByRole('article').filter({ hasText: 'Long Stay Villa' })).toContainText('₹3,000 total for 3 nights');
  });

  test('a shared link opens the property and its booking page with the stay and its price', async ({ page }) => {
    const listing = await listProperties(page);
    const checkIn = await daysAhead(page.request, 40);
    const checkOut = addDays(checkIn, 3);
    const stay = `checkIn=${checkIn}&checkOut=${checkOut}&adults=5`;

    // The server renders the stay too: its first HTML already holds the price.
    const html = await (await page.request.get(`/detail/${listing.cabin}?${stay}`)).text();
    expect(html).toContain('₹17,400');

    await page.goto(`/detail/${listing.cabin}?${stay}`);
    const block = page.getByRole('region', { name: /per night for up to 4 guests/ });
    await expect(block.getByRole('heading', { level: 2 })).toHaveText('₹5,000 per night for up to 4 guests');
    await expect(block).toContainText(`${barDate(checkIn)} – ${barDate(checkOut)}`);
    // 3 nights × (₹5,000 + 1 extra adult × ₹800).
    await expect(block.getByTestId('stay-price')).toContainText('₹17,400');
    await expect(block.getByTestId('stay-price')).toContainText('₹5,800 per night on average');

    await page.goto(`/hotel/${listing.cabin}/booking?${stay}`);
    const summary = page.getByRole('complementary');
    await expect(summary.getByText(/× 1 extra adult/)).toBeVisible();
    await expect(summary.getByText('₹17,400').last()).toBeVisible();

    // Unusable values are ignored: tonight, one night, one adult; never an error page.
    await page.goto(`/detail/${listing.perAdult}?checkIn=someday&checkOut=2026-02-31&adults=lots`);
    await expect(page.getByRole('region', { name: /per adult per night/ }).getByTestId('stay-price')).toContainText('₹2,600');
  });

  test('without dates, a per-property price is labelled as one', async ({ page }) => {
    const listing = await listProperties(page);
    await page.goto(`/search?destination=${encodeURIComponent(listing.city)}&sortOption=pricePerNightAsc`);
    const cabin = page.getByRole('article').filter({ hasText: 'Whole Cabin' });
    await expect(cabin.getByTestId('card-price')).toHaveText('from ₹5,000 per night for up to 4 guests');
    await expect(page.getByRole('article').filter({ hasText: 'Per Adult Flat' }).getByTestId('card-price')).toHaveText(
      'from ₹2,600 per adult per night',
    );
    // The undated sort uses the same from-prices.
    await expect
      .poll(() => cardNames(page))
      .toEqual([`Long Stay Villa ${listing.city}`, `Per Adult Flat ${listing.city}`, `Whole Cabin ${listing.city}`]);
  });
});
