import { API, addDays, todayIn, type ApiRoute, type SearchResponse } from '@hillnest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blogs, hotels } from '../db/schema';
import { createTestApp, wroteBehindTheApp, type TestApp } from '../test/harness';
import { jsonWriterOf } from './read-cache';

let t: TestApp;
let hotelId: string;

beforeAll(async () => {
  t = await createTestApp();
  const property = {
    country: 'India',
    description: 'A quiet flat',
    facilities: ['Parking'],
    amenities: ['Heater'],
    adultCount: 4,
    childCount: 2,
    imageUrls: ['/uploads/hotels/a.webp'],
  };
  const [hotel] = await t.database.db
    .insert(hotels)
    .values([
      { ...property, name: 'Cedar Crest', city: 'Shimla', type: 'Cottage', pricePerNight: 2500, starRating: 4 },
      { ...property, name: 'Lake Rest', city: 'Nainital', type: 'Studio Apartment', pricePerNight: 4100, starRating: 3 },
      { ...property, name: 'Mall Road Rooms', city: 'Shimla', type: 'Hotel', pricePerNight: 1800, starRating: 5, facilities: ['Lift'] },
    ])
    .returning({ id: hotels.id });
  hotelId = hotel!.id;
  await t.database.db
    .insert(blogs)
    .values({ title: 'Walks', thumbnailImageUrl: '/uploads/blogs/w.webp', content: 'Ridge', author: 'Asha', publishDate: '2026-10-01' });
  wroteBehindTheApp(t.app, 'hotels', 'blogs');
});

afterAll(async () => {
  await t.close();
});

describe('public reads', () => {
  it('write their JSON as the contract’s response schema does: the fields it lists, in its order, nothing else', async () => {
    const today = todayIn('Asia/Kolkata');
    const reads: [ApiRoute, string][] = [
      ['GET /api/hotels', '/api/hotels'],
      ['GET /api/hotels/search', '/api/hotels/search?destination=shimla'],
      ['GET /api/hotels/search', `/api/hotels/search?checkIn=${addDays(today, 10)}&checkOut=${addDays(today, 13)}&adultCount=2`],
      ['GET /api/hotels/:id', `/api/hotels/${hotelId}`],
      ['GET /api/hotels/:id/availability', `/api/hotels/${hotelId}/availability`],
      ['GET /api/destinations', '/api/destinations'],
      ['GET /api/carousel', '/api/carousel'],
      ['GET /api/coupons', '/api/coupons'],
      ['GET /api/rating', '/api/rating'],
      ['GET /api/blogs', '/api/blogs?page=1&limit=4'],
    ];
    /** The answer with a field no schema lists added to every object in it. */
    const withStranger = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(withStranger)
        : typeof value === 'object' && value !== null
          ? { stranger: 'secret', ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withStranger(v)])) }
          : value;
    for (const [key, url] of reads) {
      const schema = (API[key] as { response: z.ZodType }).response;
      const answer = withStranger((await t.app.inject({ method: 'GET', url })).json());
      const written = jsonWriterOf(schema)(answer);
      expect(written, url).toBe(JSON.stringify(z.encode(schema, answer)));
      expect(written, url).not.toContain('stranger');
    }
    // A required field missing is refused, not written.
    expect(() => jsonWriterOf(API['GET /api/hotels/:id/availability'].response)({})).toThrow();
  });

  it('answer a search page as its schema writes it, asked once or again, and never an outdated card', async () => {
    const today = todayIn('Asia/Kolkata');
    const schema = API['GET /api/hotels/search'].response;
    const dates = `checkIn=${addDays(today, 20)}&checkOut=${addDays(today, 22)}`;
    const urls = [
      '/api/hotels/search?destination=shimla',
      `/api/hotels/search?${dates}&adultCount=2&childCount=1`,
      `/api/hotels/search?${dates}&sortOption=pricePerNightDesc&stars=3&stars=4`,
      '/api/hotels/search?page=2',
    ];
    const answers = async () => {
      const bodies: string[] = [];
      for (const url of [...urls, ...urls]) {
        const { statusCode, body } = await t.app.inject({ method: 'GET', url });
        expect(statusCode, url).toBe(200);
        // Re-encoding the parsed body through the schema gives it back: its fields, in the schema's order, no others.
        expect(body, url).toBe(JSON.stringify(z.encode(schema, schema.parse(JSON.parse(body)))));
        bodies.push(body);
      }
      return bodies;
    };
    const before = await answers();
    expect(JSON.parse(before[1]!).data.map((card: { stayTotalPaise?: number }) => card.stayTotalPaise)).toEqual([
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
    ]);
    expect(before.slice(urls.length), 'asked again').toEqual(before.slice(0, urls.length));

    await t.database.db.update(hotels).set({ pricePerNight: 2600 }).where(eq(hotels.id, hotelId));
    wroteBehindTheApp(t.app, 'hotels');
    const cedar = (body: string) => (JSON.parse(body) as SearchResponse).data.find((card) => card._id === hotelId)!;
    const after = await answers();
    expect(cedar(after[0]!).pricePerNight).toBe(2600);
    expect(cedar(after[1]!).stayTotalPaise).toBeGreaterThan(cedar(before[1]!).stayTotalPaise!);
    await t.database.db.update(hotels).set({ pricePerNight: 2500 }).where(eq(hotels.id, hotelId));
    wroteBehindTheApp(t.app, 'hotels');
  });
});
