/**
 * Found on Google and shared on WhatsApp (docs/product/found-and-shared.md): what a crawler or a link
 * preview reads of a property link without running any script, and the destination pages.
 */
import { demoDestination, onLaptopAndPhone } from './guest-support';
import { expect, test } from './support';

/** The value of a meta tag in raw HTML (attributes as the server writes them). */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`).exec(html);
  return tag?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

test('a property link previews its photo, name, place and price to a crawler that runs no script', async ({ request, baseURL }) => {
  const search = (await (await request.get('/api/hotels/search?sortOption=starRating')).json()) as {
    data: { _id: string; name: string; city: string; pricePerNight: number }[];
  };
  const hotel = search.data[0]!;
  // As WhatsApp's or Slack's fetcher does: one GET, no script run.
  const response = await request.get(`/detail/${hotel._id}`, { headers: { 'user-agent': 'WhatsApp/2.23 A' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/detail/${hotel._id}">`);
  expect(metaContent(html, 'og:title')).toBe(`${hotel.name}, ${hotel.city}`);
  // The demo properties are priced per person, as the specification's rule.
  expect(metaContent(html, 'og:description')).toContain(`from ₹${hotel.pricePerNight.toLocaleString('en-IN')} per adult per night`);
  const image = metaContent(html, 'og:image')!;
  expect(image).toMatch(new RegExp(`^${baseURL}/share-images/hotels/[\\w-]+\\.jpg$`));
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  // The preview image is there, 1200×630, as a JPEG.
  const picture = await request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  // Its structured data reads back.
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  expect(blocks.map((block) => block['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList']));
  expect(blocks.find((block) => block.identifier === hotel._id)).toMatchObject({ name: hotel.name });

  // A page for signing in is for no search engine.
  expect(await (await request.get('/sign-in')).text()).toContain('<meta name="robots" content="noindex">');
  // robots.txt names the sitemap, and the sitemap lists the property.
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(await (await request.get('/sitemaps/properties-1.xml')).text()).toContain(`<loc>${baseURL}/detail/${hotel._id}</loc>`);
});

onLaptopAndPhone(() => {
  test('a destination page shows its properties with prices, linked from the home page and the property’s breadcrumb', async ({ page }) => {
    const destination = await demoDestination(page.request);
    await page.goto('/');
    const link = page.getByRole('link', { name: `Holiday apartments in ${destination.name}` }).first();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/destinations/${destination.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Holiday apartments in ${destination.name}` })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Places to stay' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText('per night');
    // A property's page leads back through its destination.
    await cards
      .first()
      .getByRole('link', { name: /View more about/ })
      .click();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: destination.name })).toBeVisible();
    await breadcrumb.getByRole('link', { name: destination.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Holiday apartments in ${destination.name}` })).toBeVisible();
  });

  test('the Share button copies the property’s address with the chosen dates and guests, or shares it on WhatsApp', async ({
    page,
    context,
    baseURL,
  }) => {
    // Desktop Chromium on Linux has no share sheet; made certain, so the fallback is what is tested.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const search = (await (await page.request.get('/api/hotels/search?sortOption=starRating')).json()) as {
      data: { _id: string; name: string }[];
    };
    const hotel = search.data[0]!;
    // A stay inside the booking window (the page falls back from dates it cannot book).
    const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const stay = `checkIn=${day(20)}&checkOut=${day(22)}&adults=2&children=1`;
    await page.goto(`/detail/${hotel._id}?${stay}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const whatsapp = new URL((await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'))!);
    expect(whatsapp.host).toBe('wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(`${hotel.name} ${baseURL}/detail/${hotel._id}?${stay}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/detail/${hotel._id}?${stay}`);
  });

  test('an unknown property, or an address that is no property, answers 404', async ({ page }) => {
    for (const path of ['/detail/00000000-0000-4000-8000-000000000000', '/detail/not-a-property']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test('another spelling of a page’s address (a trailing slash, capitals) moves to the page’s own', async ({ page, request }) => {
    const moved = await request.get('/Search/?destination=Shimla', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/search?destination=Shimla');
    await page.goto('/Search/?destination=Shimla');
    expect(new URL(page.url()).pathname).toBe('/search');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\?destination=Shimla$/);
  });

  test('an unknown destination answers 404', async ({ page }) => {
    const response = await page.goto('/destinations/atlantis-under-the-sea');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page Not Found')).toBeVisible();
  });
});
