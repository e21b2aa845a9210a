import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { parse } from 'fast-xml-parser';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blogs, hotels } from '../../db/schema';
import { setUpSignedInApp, wroteBehindTheApp, type TestApp } from '../../test/harness';
import { multipart, pngImage } from '../../test/multipart';
import { bookAndPay, inDays, insertHotel, stay } from '../bookings/test-fixtures';
import { registerForGst } from '../tax/test-fixtures';

let t: TestApp;
let admin: string;

setUpSignedInApp((s) => ({ t, admin } = s), { env: { PUBLIC_URL: 'https://stay.hillnest.test/' } });

/** fast-xml-parser's options: attributes kept, texts as written (no numbers), entities decoded. */
const XML_OPTIONS = {
  ignoreAttributes: false,
  parseNodeValue: false,
  tagValueProcessor: (value: string) =>
    value
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
};

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The sitemap index's files, by name, with their lastmod. */
async function sitemapIndex() {
  const response = await get('/sitemap.xml');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/xml');
  const parsed = parse(response.body, { ignoreAttributes: false }) as {
    sitemapindex: { '@_xmlns': string; sitemap: { loc: string; lastmod?: string } | { loc: string; lastmod?: string }[] };
  };
  expect(parsed.sitemapindex['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return [parsed.sitemapindex.sitemap].flat();
}

/** A sitemap file's addresses and their lastmod. */
async function urls(loc: string) {
  const response = await get(new URL(loc).pathname);
  expect(response.statusCode).toBe(200);
  const parsed = parse(response.body) as { urlset: '' | { url: { loc: string; lastmod: string } | { loc: string; lastmod: string }[] } };
  return parsed.urlset === '' ? [] : [parsed.urlset.url].flat();
}

async function propertyUrls() {
  const files = await sitemapIndex();
  return (await Promise.all(files.filter((file) => file.loc.includes('/sitemaps/properties-')).map((file) => urls(file.loc)))).flat();
}

describe('robots.txt and the sitemaps', () => {
  it('robots.txt names the sitemap at the public address and keeps crawlers out of account and admin pages', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Sitemap: https://stay.hillnest.test/sitemap.xml');
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain('Disallow: /sign-in');
  });

  it('indexes a sitemap per kind of page, each at the public address', async () => {
    const names = (await sitemapIndex()).map((file) => new URL(file.loc).pathname);
    expect(names).toEqual(['/sitemaps/properties-1.xml', '/sitemaps/destinations-1.xml', '/sitemaps/blogs-1.xml', '/sitemaps/pages-1.xml']);
    for (const file of await sitemapIndex()) expect(file.loc.startsWith('https://stay.hillnest.test/sitemaps/')).toBe(true);
    expect((await get('/sitemaps/properties-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/..%2Fsecrets.xml')).statusCode).toBe(404);
  });

  it('lists only properties on the site, and a property’s lastmod follows its edit', async () => {
    const kept = await insertHotel(t.app, { name: 'Sitemap Cottage' });
    const archived = await insertHotel(t.app, { name: 'Gone Cottage', archivedAt: new Date() });
    wroteBehindTheApp(t.app, 'hotels');
    const before = await propertyUrls();
    const entry = before.find((url) => url.loc === `https://stay.hillnest.test/detail/${kept.id}`);
    expect(entry).toBeDefined();
    expect(before.some((url) => url.loc.endsWith(archived.id))).toBe(false);

    const edited = new Date('2031-05-06T07:08:09.000Z');
    await t.database.db.update(hotels).set({ updatedAt: edited }).where(eq(hotels.id, kept.id));
    wroteBehindTheApp(t.app, 'hotels');
    const after = (await propertyUrls()).find((url) => url.loc.endsWith(kept.id));
    expect(after?.lastmod).toBe(edited.toISOString());
    // The index's lastmod for the file is its newest entry.
    const file = (await sitemapIndex()).find((each) => each.loc.includes('/sitemaps/properties-1.xml'));
    expect(file?.lastmod).toBe(edited.toISOString());
  });

  it('lists blog posts with their date, destinations with a page, and the fixed pages', async () => {
    const [blog] = await t.database.db
      .insert(blogs)
      .values({
        title: 'Monsoon walks',
        thumbnailImageUrl: '/uploads/blogs/m.webp',
        content: 'Rain.',
        author: 'Asha',
        publishDate: '2026-07-01',
      })
      .returning({ id: blogs.id });
    wroteBehindTheApp(t.app, 'blogs');
    const form = await multipart({ name: 'Sitemapville' }, []);
    await t.app.inject({ method: 'POST', url: '/api/destinations', ...form, headers: { ...form.headers, cookie: admin } });
    const empty = await multipart({ name: 'Nowhere Valley' }, []);
    await t.app.inject({ method: 'POST', url: '/api/destinations', ...empty, headers: { ...empty.headers, cookie: admin } });
    await insertHotel(t.app, { city: 'Sitemapville' });
    wroteBehindTheApp(t.app, 'hotels');
    const files = await sitemapIndex();
    const of = async (kind: string) => urls(files.find((file) => file.loc.includes(`/sitemaps/${kind}-1.xml`))!.loc);
    expect(await of('blogs')).toContainEqual({ loc: `https://stay.hillnest.test/blogs/${blog!.id}`, lastmod: '2026-07-01' });
    const destinations = (await of('destinations')).map((url) => url.loc);
    expect(destinations).toContain('https://stay.hillnest.test/destinations/sitemapville');
    // A destination without a property has no page.
    expect(destinations).not.toContain('https://stay.hillnest.test/destinations/nowhere-valley');
  });

  it('answers 304 when the sitemap is unchanged, and in full once it changes', async () => {
    const first = await get('/sitemap.xml');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toContain('public');
    expect((await get('/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    await insertHotel(t.app, { name: 'Newer Cottage', updatedAt: new Date('2032-01-01T00:00:00Z') });
    wroteBehindTheApp(t.app, 'hotels');
    const changed = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('link-preview images', () => {
  it('makes a 1200×630 JPEG from a stored photo once, and 404s for anything else', async () => {
    const form = await multipart({ title: 'Preview', author: 'Asha', publishDate: '2026-08-01', content: '<p>Hi</p>' }, [
      { name: 'thumbnailImage', filename: 't.png', content: await pngImage(), type: 'image/png' },
    ]);
    const created = await t.app.inject({ method: 'POST', url: '/api/blogs', ...form, headers: { ...form.headers, cookie: admin } });
    expect(created.statusCode).toBe(201);
    const photo = (created.json() as { thumbnailImageUrl: string }).thumbnailImageUrl;
    const key = /\/(blogs\/[\w-]+)\.webp$/.exec(photo)![1];
    const response = await get(`/share-images/${key}.jpg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toContain('immutable');
    const { width, height, format } = await sharp(response.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    // Kept in the storage: the second answer is the same bytes.
    expect((await get(`/share-images/${key}.jpg`)).rawPayload.equals(response.rawPayload)).toBe(true);

    for (const url of ['/share-images/blogs/missing.jpg', '/share-images/users/x.jpg', `/share-images/${key}.png`]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('Google Hotels feeds', () => {
  it('lists every property on the site in the Hotel List feed, with its place, phone and category', async () => {
    const hotel = await insertHotel(t.app, { name: 'Feed & "Co" <Lodge>', city: 'Kasauli', latitude: 30.9, longitude: 76.96 });
    const archived = await insertHotel(t.app, { name: 'Archived Lodge', archivedAt: new Date() });
    wroteBehindTheApp(t.app, 'hotels');
    const response = await get('/feeds/google/hotels.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const parsed = parse(response.body, XML_OPTIONS) as {
      listings: {
        '@_xsi:noNamespaceSchemaLocation': string;
        language: string;
        listing: Record<string, unknown>[] | Record<string, unknown>;
      };
    };
    expect(parsed.listings['@_xsi:noNamespaceSchemaLocation']).toBe('http://www.gstatic.com/localfeed/local_feed.xsd');
    expect(parsed.listings.language).toBe('en');
    const listings = [parsed.listings.listing].flat();
    const listing = listings.find((each) => each.id === hotel.id);
    expect(listing).toMatchObject({
      name: 'Feed & "Co" <Lodge>',
      address: { '@_format': 'simple', component: { '#text': 'Kasauli', '@_name': 'city' } },
      country: 'IN',
      latitude: '30.9',
      longitude: '76.96',
      category: 'Vacation rental',
    });
    expect(listings.some((each) => each.id === archived.id)).toBe(false);

    // With a street address and PIN code (the richer listing), the address carries them as components.
    const addressed = await insertHotel(t.app, { name: 'Addressed Lodge', streetAddress: '4 Upper Mall <Road>', postalCode: '173204' });
    const again = parse((await get('/feeds/google/hotels.xml')).body, XML_OPTIONS) as typeof parsed;
    expect([again.listings.listing].flat().find((each) => each.id === addressed.id)).toMatchObject({
      address: {
        component: [
          { '#text': '4 Upper Mall <Road>', '@_name': 'addr1' },
          { '#text': 'Shimla', '@_name': 'city' },
          { '#text': '173204', '@_name': 'postal_code' },
        ],
      },
    });
  });

  it('prices a property for 90 days at 1–7 nights for 2 adults by the one price rule', async () => {
    const hotel = await insertHotel(t.app, { name: 'Priced Lodge', pricePerNight: 3000, adultCount: 4 });
    const response = await get(`/feeds/google/prices/${hotel.id}.xml`);
    expect(response.statusCode).toBe(200);
    const parsed = parse(response.body, XML_OPTIONS) as {
      Transaction: { '@_id': string; '@_timestamp': string; Result: Record<string, { '#text': string } | string>[] };
    };
    const results = parsed.Transaction.Result;
    expect(results).toHaveLength(90 * 7);
    expect(new Set(results.map((result) => result.Property))).toEqual(new Set([hotel.id]));
    // Two nights for two adults at ₹3,000 a night, no rates set: ₹12,000.
    const twoNights = results.find((result) => result.Nights === '2')!;
    expect(twoNights).toMatchObject({
      Baserate: { '#text': '12000.00', '@_currency': 'INR' },
      Tax: { '#text': '0.00', '@_currency': 'INR' },
      OtherFees: { '#text': '0.00', '@_currency': 'INR' },
      Occupancy: '2',
    });
    expect((await get(`/feeds/google/prices/${hotel.id}.xml`, { 'if-none-match': String(response.headers.etag) })).statusCode).toBe(304);
    for (const url of ['/feeds/google/prices/00000000-0000-4000-8000-000000000000.xml', '/feeds/google/prices/nothing.xml']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('the price feed and taken nights', () => {
  type Result = Record<string, unknown> & { Checkin: string; Nights: string };
  async function results(hotelId: string): Promise<Result[]> {
    const response = await get(`/feeds/google/prices/${hotelId}.xml`);
    expect(response.statusCode).toBe(200);
    return (parse(response.body, XML_OPTIONS) as { Transaction: { Result: Result[] } }).Transaction.Result;
  }
  const itinerary = (list: Result[], checkIn: string, nights: number) =>
    list.find((result) => result.Checkin === checkIn && result.Nights === String(nights));

  it('marks a stay with a booked night unavailable, and prices the free stays around it', async () => {
    const hotel = await insertHotel(t.app, { name: 'Booked Lodge', pricePerNight: 3000, adultCount: 4 });
    expect(itinerary(await results(hotel.id), inDays(10), 1)).toHaveProperty('Baserate');
    await bookAndPay(t.app, hotel.id, stay(10, 2));

    const list = await results(hotel.id);
    for (const [checkIn, nights] of [
      [inDays(10), 1],
      [inDays(11), 1],
      [inDays(9), 2],
      [inDays(8), 7],
    ] as const) {
      const result = itinerary(list, checkIn, nights);
      expect(result, `${checkIn} ${nights}`).toMatchObject({ Unavailable: { NoVacancy: '' } });
      expect(result, `${checkIn} ${nights}`).not.toHaveProperty('Baserate');
    }
    expect(itinerary(list, inDays(9), 1)).toMatchObject({ Baserate: { '#text': '6000.00' } });
    expect(itinerary(list, inDays(12), 3)).toMatchObject({ Baserate: { '#text': '18000.00' } });
  });

  it('splits a registered owner’s price into the stay, its GST and the cleaning fee, adding up to the booking page’s total', async () => {
    await registerForGst(t.app, admin);
    // Per property: ₹9,000 a night for up to 4 guests, over the 5 % slab; a ₹1,000 cleaning fee.
    const hotel = await insertHotel(t.app, {
      name: 'Taxed Lodge',
      pricePerNight: 9000,
      priceModel: 'perProperty',
      includedGuests: 4,
      adultCount: 4,
      cleaningFeePaise: 1000_00,
    });
    const twoNights = itinerary(await results(hotel.id), inDays(20), 2);
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/hotels/${hotel.id}/bookings/quote`,
      payload: { checkIn: inDays(20), checkOut: inDays(22), adultCount: 2, childCount: 0 },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const { totalPaise, taxes } = quote.json<{ totalPaise: number; taxes: { centralPaise: number; statePaise: number } }>();
    const amount = (part: string) => Math.round(Number((twoNights![part] as { '#text': string })['#text']) * 100);
    // Prices are entered without GST by default: ₹18,000 for the stay, ₹1,000 of fee, GST on both.
    expect(amount('Baserate')).toBe(18_000_00);
    expect(amount('OtherFees')).toBe(1_000_00);
    expect(amount('Tax')).toBe(taxes.centralPaise + taxes.statePaise);
    expect(amount('Tax')).toBeGreaterThan(0);
    expect(amount('Baserate') + amount('Tax') + amount('OtherFees')).toBe(totalPaise);
  });

  it('does not offer a stay shorter than the minimum stay', async () => {
    const rates = { weekendPricePerNight: null, minNights: 3, weeklyDiscountPercent: 0, monthlyDiscountPercent: 0, seasons: [] };
    const hotel = await insertHotel(t.app, { name: 'Three Night Lodge', pricePerNight: 2000, adultCount: 2, rates });
    const list = await results(hotel.id);
    expect(list.some((result) => result.Nights === '1' || result.Nights === '2')).toBe(false);
    expect(itinerary(list, inDays(5), 3)).toMatchObject({ Baserate: { '#text': '12000.00' } });
  });
});

describe('large answers', () => {
  it('sends a large feed compressed once per content, with its own tag per encoding', async () => {
    for (let n = 0; n < 300; n++) await insertHotel(t.app, { name: `Bulk Lodge ${n}` });
    wroteBehindTheApp(t.app, 'hotels');
    const plain = await get('/feeds/google/hotels.xml');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(64 * 1024);
    const brotli = await get('/feeds/google/hotels.xml', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);
    expect(
      (await get('/feeds/google/hotels.xml', { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) })).statusCode,
    ).toBe(304);

    const sitemap = await get('/sitemaps/properties-1.xml', { 'accept-encoding': 'gzip' });
    expect(sitemap.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(sitemap.rawPayload).toString()).toBe((await get('/sitemaps/properties-1.xml')).body);
    expect((await get('/sitemaps/properties-1.xml', { 'accept-encoding': 'gzip' })).headers.etag).toBe(sitemap.headers.etag);
  });
});
