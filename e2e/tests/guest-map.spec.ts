/**
 * The property page's map: shown, and framed from OpenStreetMap only once scrolled near, when the
 * owner gave coordinates; without them no map, no maps link and no request to another site.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { onLaptopAndPhone } from './guest-support';
import { expect, test } from './support';

interface PlacedHotel {
  _id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/** A demo property with coordinates (or without), read through the public API as a guest's browser would. */
async function demoProperty(request: APIRequestContext, withCoordinates: boolean): Promise<PlacedHotel> {
  for (let page = 1; ; page += 1) {
    const search = (await (await request.get(`/api/hotels/search?sortOption=pricePerNightAsc&page=${page}`)).json()) as {
      data: { _id: string }[];
      pagination: { pages: number };
    };
    for (const { _id } of search.data) {
      const hotel = (await (await request.get(`/api/hotels/${_id}`)).json()) as PlacedHotel;
      if ((hotel.latitude !== null) === withCoordinates) return hotel;
    }
    if (page >= search.pagination.pages) throw new Error(`no demo property ${withCoordinates ? 'with' : 'without'} coordinates`);
  }
}

/** Every request the page makes to a site other than ours; the map's site answers with a stand-in (no internet here). */
async function watchOutsideRequests(page: Page, baseURL: string): Promise<string[]> {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL) && !request.url().startsWith('data:')) outside.push(request.url());
  });
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>OpenStreetMap</title><p>A map</p>' }),
  );
  return outside;
}

/** Opens a demo property's page (with coordinates or without), watching requests to other sites from the start. */
async function openDemoProperty(page: Page, baseURL: string, withCoordinates: boolean) {
  const hotel = await demoProperty(page.request, withCoordinates);
  const outside = await watchOutsideRequests(page, baseURL);
  await page.goto(`/detail/${hotel._id}`);
  await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  return { hotel, outside, location: page.getByRole('region', { name: 'Location' }) };
}

onLaptopAndPhone(() => {
  test('a property with coordinates shows its map once scrolled to, and opens in Maps', async ({ page, baseURL }) => {
    const { hotel, outside, location } = await openDemoProperty(page, baseURL!, true);
    const map = location.getByRole('region', { name: 'Map' });
    await expect(map).toHaveCount(1);
    // The first view asks nothing of the map's site.
    await expect(map).not.toBeInViewport();
    expect(outside).toEqual([]);

    await map.scrollIntoViewIfNeeded();
    const frame = map.locator(`iframe[title="Map of ${hotel.name}"]`);
    await expect(frame).toBeVisible();
    await expect(frame.contentFrame().getByText('A map')).toBeVisible();
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(src.searchParams.get('marker')).toBe(`${hotel.latitude!.toFixed(5)},${hotel.longitude!.toFixed(5)}`);
    expect(outside.every((url) => url.startsWith('https://www.openstreetmap.org/export/embed.html'))).toBe(true);
    expect(outside.length).toBeGreaterThan(0);
    const box = (await map.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.height).toBeGreaterThan(150);

    const open = location.getByRole('link', { name: /Open in Maps/ });
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${hotel.latitude!.toFixed(5)}%2C${hotel.longitude!.toFixed(5)}`,
    );
    expect((await open.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });

  test('a property without coordinates shows its place but no map, and asks no other site for tiles', async ({ page, baseURL }) => {
    const { outside, location } = await openDemoProperty(page, baseURL!, false);
    await location.scrollIntoViewIfNeeded();
    await expect(location).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(location).toContainText(', India');
    await expect(location.getByRole('region', { name: 'Map' })).toHaveCount(0);
    await expect(location.getByRole('link', { name: /Open in Maps/ })).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    // Whatever the page still loads once scrolled (lazy images) has settled.
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
  });
});

onLaptopAndPhone(() => {
  test('the search offers a map of its results, loaded only when the guest opens it, with the list still there', async ({
    page,
    baseURL,
  }) => {
    const outside = await watchOutsideRequests(page, baseURL!);
    // No internet here: the tiles' site answers nothing, as it would offline; the markers and list still work.
    await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
    // Shimla's demo properties include one with coordinates.
    await page.goto('/search?destination=Shimla');
    await expect(page.getByRole('heading', { level: 1, name: /Hotels found/ })).toBeVisible();
    const show = page.getByRole('button', { name: 'Show map' });
    await expect(show).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
    await show.click();
    const map = page.getByRole('region', { name: 'Map of the results' });
    await expect(map).toBeVisible();
    const markers = map.locator('.leaflet-marker-icon');
    await expect(markers.first()).toBeVisible();
    const name = await markers.first().getAttribute('title');
    await markers.first().click();
    await map.getByRole('link', { name: name! }).click();
    await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible();
    // Only the map's tiles went outside, and only after the click.
    expect(outside.every((url) => url.startsWith('https://tile.openstreetmap.org/'))).toBe(true);
  });
});
