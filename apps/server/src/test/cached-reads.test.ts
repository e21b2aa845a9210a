/**
 * The public reads are kept per instance for READ_CACHE_SECONDS, as an API client sees it: a repeated
 * read costs no database query; a write through the API shows in the very next read; a row written
 * behind the app's back (as another instance would) shows once the cache is invalidated; with
 * READ_CACHE_SECONDS=0 every read asks the database. Queries are counted by a wrapper of the app's
 * database.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { reconcileOrders } from '../modules/bookings/jobs';
import { hmacHex, paymentSignature } from '../modules/bookings/providers/signature';
import { createIntent, inDays, lapseHold, paySuccessfully, postValidate, stay } from '../modules/bookings/test-fixtures';
import { hotelForm, imageBytes, insertHotels } from '../modules/hotels/test-support';
import { createTestApp, signInAdmin, type TestApp } from './harness';

/** Everything that starts a query on a Drizzle database. */
const QUERY_METHODS = new Set(['select', 'selectDistinct', 'execute', 'insert', 'update', 'delete', 'transaction']);

interface CountingApp {
  t: TestApp;
  /** Runs `action` and tells how many queries the app started meanwhile. */
  queriesDuring<T>(action: () => Promise<T>): Promise<{ result: T; queries: number }>;
  get(url: string): Promise<LightMyRequestResponse>;
}

async function countingApp(env: Record<string, string> = {}): Promise<CountingApp> {
  let queries = 0;
  const counting = (db: Database) =>
    new Proxy(db, {
      get(target, property, receiver) {
        if (typeof property === 'string' && QUERY_METHODS.has(property)) queries += 1;
        return Reflect.get(target, property, receiver);
      },
    });
  const t = await createTestApp({ env, wrapDatabase: counting });
  return {
    t,
    async queriesDuring(action) {
      const before = queries;
      const result = await action();
      return { result, queries: queries - before };
    },
    get: (url) => t.app.inject({ method: 'GET', url }),
  };
}

let c: CountingApp;
let admin: string;
let shimla: string;

beforeAll(async () => {
  c = await countingApp();
  admin = await signInAdmin(c.t.app);
  const ids = await insertHotels(c.t.app, [
    { name: 'Cedar Crest', city: 'Shimla', starRating: 5, facilities: ['Elevator'], type: 'Studio Apartment' },
    { name: 'Pine Hollow', city: 'Shimla', starRating: 4, type: 'Family Apartment' },
  ]);
  shimla = ids[0]!;
});
afterAll(() => c?.t.close());

const names = (body: { data: { name: string }[] }) => body.data.map((hotel) => hotel.name);
const search = async (query: string) => (await c.get(`/api/hotels/search?${query}`)).json();
const home = async () => (await c.get('/api/hotels')).json();
const takenNights = async (hotelId: string) => (await c.get(`/api/hotels/${hotelId}/availability`)).json().takenNights as string[];

describe('a repeated public read', () => {
  // A search and a property are read from the in-memory catalogue (decision 0047): once it is loaded,
  // even their first read asks the database nothing.
  it.each([
    ['the home lists', () => '/api/hotels'],
    ['a search', () => '/api/hotels/search?destination=shimla', 'catalogue'],
    ['a property', () => `/api/hotels/${shimla}`, 'catalogue'],
    ['its availability', () => `/api/hotels/${shimla}/availability`],
    ['the carousel', () => '/api/carousel'],
    ['the destinations', () => '/api/destinations'],
    ["today's coupons", () => '/api/coupons'],
    ['a page of blogs', () => '/api/blogs?page=1&limit=4'],
    ['the rating links', () => '/api/rating'],
  ])('of %s is answered without a database query, with the same JSON', async (_what, url, from?: string) => {
    const first = await c.queriesDuring(() => c.get(url()));
    expect(first.result.statusCode, first.result.body).toBe(200);
    if (from !== 'catalogue') expect(first.queries).toBeGreaterThan(0);
    const again = await c.queriesDuring(() => c.get(url()));
    expect(again.queries).toBe(0);
    expect(again.result.statusCode).toBe(200);
    expect(again.result.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.result.body).toBe(first.result.body);
  });

  it('of a search written another way (order, repeats, letter case, spelt-out defaults) is the same read', async () => {
    const first = await c.queriesDuring(() =>
      c.get('/api/hotels/search?destination=Shimla&stars=5&stars=4&types=Studio%20Apartment&types=Family%20Apartment'),
    );
    expect(names(first.result.json())).toEqual(['Pine Hollow', 'Cedar Crest']);
    const variant = await c.queriesDuring(() =>
      c.get(
        '/api/hotels/search?types=Family%20Apartment&stars=4&destination=%20SHIMLA%20&stars=5&stars=5&types=Studio%20Apartment&page=1&sortOption=none&adultCount=0',
      ),
    );
    expect(variant.queries).toBe(0);
    expect(variant.result.body).toBe(first.result.body);
  });

  it('that failed is not kept: an unknown or malformed property is a 404 every time', async () => {
    for (const url of [
      '/api/hotels/00000000-0000-4000-8000-000000000000',
      '/api/hotels/00000000-0000-4000-8000-000000000000/availability',
    ]) {
      for (let i = 0; i < 2; i += 1) {
        const { result, queries } = await c.queriesDuring(() => c.get(url));
        expect(result.statusCode).toBe(404);
        expect(result.json()).toEqual({ message: 'Hotel not found' });
        // The property itself is known absent from the in-memory catalogue, without a query.
        if (url.endsWith('availability')) expect(queries).toBeGreaterThan(0);
      }
    }
    const malformed = await c.get('/api/hotels/not-a-uuid');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ message: 'Hotel not found' });
  });

  it('missed by many clients at once costs the queries of one read', async () => {
    const single = await c.queriesDuring(() => c.get('/api/hotels/search?destination=pine'));
    const many = await c.queriesDuring(() => Promise.all(Array.from({ length: 25 }, () => c.get('/api/hotels/search?destination=cedar'))));
    expect(many.queries).toBe(single.queries);
    expect(new Set(many.result.map((response) => response.body)).size).toBe(1);
    expect(names(many.result[0]!.json())).toEqual(['Cedar Crest']);
  });
});

describe('a write through the API shows in the next read', () => {
  it("the administrator's new, changed and deleted property: search, home and property page", async () => {
    expect(names(await search('destination=kasauli'))).toEqual([]);
    expect(names({ data: (await home()).latestHotels })).not.toContain('Kasauli Nest');
    const png = await imageBytes('png');

    const created = await c.t.app.inject({
      method: 'POST',
      url: '/api/my-hotels',
      payload: hotelForm({ fields: { name: 'Kasauli Nest', city: 'Kasauli' }, files: [{ name: 'a.png', bytes: png }] }),
      headers: { cookie: admin },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    expect(names(await search('destination=kasauli'))).toEqual(['Kasauli Nest']);
    expect((await home()).latestHotels[0].name).toBe('Kasauli Nest');
    expect((await c.get(`/api/hotels/${id}`)).json().name).toBe('Kasauli Nest');

    const changed = await c.t.app.inject({
      method: 'PUT',
      url: `/api/my-hotels/${id}`,
      payload: hotelForm({ fields: { name: 'Kasauli Nest Annexe', city: 'Kasauli' }, imageUrls: created.json().imageUrls }),
      headers: { cookie: admin },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(names(await search('destination=kasauli'))).toEqual(['Kasauli Nest Annexe']);
    expect((await home()).latestHotels[0].name).toBe('Kasauli Nest Annexe');
    expect((await c.get(`/api/hotels/${id}`)).json().name).toBe('Kasauli Nest Annexe');

    const deleted = await c.t.app.inject({ method: 'DELETE', url: `/api/my-hotels/${id}`, headers: { cookie: admin } });
    expect(deleted.statusCode).toBe(204);
    expect(names(await search('destination=kasauli'))).toEqual([]);
    expect(JSON.stringify(await home())).not.toContain('Kasauli Nest');
    const gone = await c.get(`/api/hotels/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Hotel not found' });
    expect((await c.get(`/api/hotels/${id}/availability`)).statusCode).toBe(404);
  });

  it('a hold takes its nights in availability and in searches for those dates; releasing it frees them', async () => {
    const [id] = await insertHotels(c.t.app, [{ name: 'Lansdowne Lodge', city: 'Lansdowne' }]);
    const booking = stay(30, 2);
    const dated = `destination=lansdowne&checkIn=${booking.checkIn}&checkOut=${booking.checkOut}`;
    expect(await takenNights(id!)).toEqual([]);
    expect(names(await search(dated))).toEqual(['Lansdowne Lodge']);

    const intent = await createIntent(c.t.app, id!, booking);
    expect(await takenNights(id!)).toEqual([inDays(30), inDays(31)]);
    expect(names(await search(dated))).toEqual([]);
    // Without dates nothing changes.
    expect(names(await search('destination=lansdowne'))).toEqual(['Lansdowne Lodge']);

    const release = await c.t.app.inject({ method: 'POST', url: '/api/hotels/order/release', payload: { orderId: intent.orderId } });
    expect(release.json()).toEqual({ released: true });
    expect(await takenNights(id!)).toEqual([]);
    expect(names(await search(dated))).toEqual(['Lansdowne Lodge']);
  });

  it('a lapsed hold expired by the reconciler frees its nights in searches for those dates', async () => {
    const [id] = await insertHotels(c.t.app, [{ name: 'Almora Annexe', city: 'Almora' }]);
    const booking = stay(40, 3);
    const dated = `destination=almora&checkIn=${booking.checkIn}&checkOut=${booking.checkOut}`;
    const intent = await createIntent(c.t.app, id!, booking);
    expect(names(await search(dated))).toEqual([]);

    // Its time runs out; the search made a moment ago is still what this instance answers…
    await lapseHold({ db: c.t.database.db }, intent.orderId);
    expect(names(await search(dated))).toEqual([]);
    // …until the reconciler expires the hold.
    const report = await reconcileOrders(c.t.app.deps);
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(names(await search(dated))).toEqual(['Almora Annexe']);
    expect(await takenNights(id!)).toEqual([]);
  });

  it('a paid stay takes its nights and lifts its property to the top of the most booked at once', async () => {
    const [id] = await insertHotels(c.t.app, [{ name: 'Mukteshwar Hut', city: 'Mukteshwar', starRating: 1 }]);
    // Nothing is booked yet: the best rated fill the list.
    expect((await home()).mostBookedHotels[0].name).toBe('Cedar Crest');
    expect(await takenNights(id!)).toEqual([]);

    const intent = await createIntent(c.t.app, id!, stay(50, 1));
    // A hold is not a booking yet.
    expect((await home()).mostBookedHotels[0].name).toBe('Cedar Crest');
    await paySuccessfully(c.t.app, intent.orderId);
    expect((await home()).mostBookedHotels[0].name).toBe('Mukteshwar Hut');
    expect(await takenNights(id!)).toEqual([inDays(50)]);
  });

  it("a payment arriving for a released hold (the page's validate call or the provider's webhook) takes its nights back", async () => {
    const [id] = await insertHotels(c.t.app, [{ name: 'Chakrata Cabin', city: 'Chakrata' }]);
    const release = (orderId: string) => c.t.app.inject({ method: 'POST', url: '/api/hotels/order/release', payload: { orderId } });

    const viaPage = await createIntent(c.t.app, id!, stay(60, 1));
    await release(viaPage.orderId);
    expect(await takenNights(id!)).toEqual([]);
    const paymentId = 'pay_CachedRead0001';
    const validated = await postValidate(c.t.app, {
      razorpay_order_id: viaPage.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(c.t.config.payments.keySecret, viaPage.orderId, paymentId),
    });
    expect(validated.json()).toMatchObject({ status: 'confirmed' });
    expect(await takenNights(id!)).toEqual([inDays(60)]);

    const viaWebhook = await createIntent(c.t.app, id!, stay(62, 1));
    await release(viaWebhook.orderId);
    expect(await takenNights(id!)).toEqual([inDays(60)]);
    const event = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: 'pay_CachedRead0002', amount: viaWebhook.amount, status: 'captured', order_id: viaWebhook.orderId } },
      },
    });
    const webhook = await c.t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(c.t.config.payments.webhookSecret!, Buffer.from(event)),
      },
      payload: event,
    });
    expect(webhook.json()).toEqual({ status: 'settled' });
    expect(await takenNights(id!)).toEqual([inDays(60), inDays(62)]);
  });

  it('content lists: a coupon and the rating links', async () => {
    expect((await c.get('/api/coupons')).json()).toEqual([]);
    const coupon = await c.t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      payload: {
        couponType: 'Percentage',
        amount: 10,
        couponCode: 'CACHED10',
        couponMessage: 'Ten percent off',
        minNights: 1,
        neverExpires: true,
      },
      headers: { cookie: admin },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    expect((await c.get('/api/coupons')).json().map((x: { couponCode: string }) => x.couponCode)).toEqual(['CACHED10']);
    const removed = await c.t.app.inject({ method: 'DELETE', url: `/api/coupons/${coupon.json()._id}`, headers: { cookie: admin } });
    expect(removed.statusCode).toBe(204);
    expect((await c.get('/api/coupons')).json()).toEqual([]);

    expect((await c.get('/api/rating')).json().airbnb).toBe('');
    const saved = await c.t.app.inject({
      method: 'POST',
      url: '/api/rating',
      payload: { airbnb: 'https://www.airbnb.com/h/cached' },
      headers: { cookie: admin },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await c.get('/api/rating')).json().airbnb).toBe('https://www.airbnb.com/h/cached');
  });
});

describe('a row written behind the app’s back, as another instance would', () => {
  it('is not seen while the read is cached, and is seen once a change on this instance invalidates it', async () => {
    expect(names(await search('destination=ranikhet'))).toEqual([]);
    // Only the database: nothing tells this app's cache.
    await insertHotels({ db: c.t.database.db }, [{ name: 'Ranikhet Rest', city: 'Ranikhet' }]);
    const stale = await c.queriesDuring(() => search('destination=ranikhet'));
    expect(names(stale.result)).toEqual([]);
    expect(stale.queries).toBe(0);

    const [other] = await insertHotels({ db: c.t.database.db }, [{ name: 'Temporary Stay', city: 'Ranikhet' }]);
    const deleted = await c.t.app.inject({ method: 'DELETE', url: `/api/my-hotels/${other}`, headers: { cookie: admin } });
    expect(deleted.statusCode).toBe(204);
    expect(names(await search('destination=ranikhet'))).toEqual(['Ranikhet Rest']);
  });
});

describe('READ_CACHE_SECONDS=0', () => {
  let off: CountingApp;
  beforeAll(async () => {
    off = await countingApp({ READ_CACHE_SECONDS: '0' });
  });
  afterAll(() => off?.t.close());

  it('reads the database every time, so a row written behind its back shows at once', async () => {
    for (let i = 0; i < 2; i += 1) {
      const { result, queries } = await off.queriesDuring(() => off.get('/api/hotels/search?destination=binsar'));
      expect(result.json().data).toEqual([]);
      expect(queries).toBeGreaterThan(0);
      expect((await off.queriesDuring(() => off.get('/api/hotels'))).queries).toBeGreaterThan(0);
    }
    const [id] = await insertHotels({ db: off.t.database.db }, [{ name: 'Binsar Bungalow', city: 'Binsar' }]);
    expect((await off.get('/api/hotels/search?destination=binsar')).json().data.map((h: { name: string }) => h.name)).toEqual([
      'Binsar Bungalow',
    ]);
    expect((await off.queriesDuring(() => off.get(`/api/hotels/${id}`))).queries).toBeGreaterThan(0);
    expect((await off.queriesDuring(() => off.get(`/api/hotels/${id}`))).queries).toBeGreaterThan(0);
  });
});
