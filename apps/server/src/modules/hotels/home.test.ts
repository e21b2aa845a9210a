import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertBooking, insertHotels } from './test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const home = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/hotels' });
  expect(response.statusCode).toBe(200);
  return response.json() as Record<
    'latestHotels' | 'bestRatedHotels' | 'mostBookedHotels',
    { name: string; starRating: number; reviews: unknown }[]
  >;
};
const namesOf = (list: { name: string }[]) => list.map((h) => h.name);

describe('GET /api/hotels (home)', () => {
  it('answers empty lists on an empty catalogue', async () => {
    expect(await home()).toEqual({ latestHotels: [], bestRatedHotels: [], mostBookedHotels: [] });
  });

  it('gives the latest, the best rated and the most booked, only as many as the home page shows', async () => {
    const ids = await insertHotels(
      t.app,
      Array.from({ length: 9 }, (_, i) => ({ name: `Hotel ${i + 1}`, starRating: (i % 5) + 1 })),
    );
    await insertHotels(t.app, [{ name: 'Gone', starRating: 5, archivedAt: new Date() }]);
    // Hotel 2 has two confirmed bookings, Hotel 7 one; holds and cancellations do not count.
    await insertBooking(t.app, ids[1]!, { checkIn: '2030-01-01', checkOut: '2030-01-03' }, 'confirmed');
    await insertBooking(t.app, ids[1]!, { checkIn: '2030-02-01', checkOut: '2030-02-03' }, 'confirmed');
    await insertBooking(t.app, ids[6]!, { checkIn: '2030-01-01', checkOut: '2030-01-03' }, 'confirmed');
    await insertBooking(t.app, ids[8]!, { checkIn: '2030-01-01', checkOut: '2030-01-03' }, 'held', new Date(Date.now() + 600_000));
    await insertBooking(t.app, ids[8]!, { checkIn: '2030-03-01', checkOut: '2030-03-03' }, 'cancelled');
    await insertBooking(t.app, ids[8]!, { checkIn: '2030-04-01', checkOut: '2030-04-03' }, 'held', new Date(Date.now() + 600_000));

    const body = await home();
    expect(namesOf(body.latestHotels)).toEqual(['Hotel 9', 'Hotel 8', 'Hotel 7', 'Hotel 6', 'Hotel 5']);
    // Highest stars first; equal stars in a fixed (id) order.
    const byId = (a: string, b: string) => (ids[Number(a.slice(6)) - 1]! < ids[Number(b.slice(6)) - 1]! ? -1 : 1);
    const pair = (a: string, b: string) => [a, b].sort(byId);
    expect(body.bestRatedHotels.map((h) => h.starRating)).toEqual([5, 4, 4, 3, 3, 2]);
    expect(namesOf(body.bestRatedHotels)).toEqual([
      'Hotel 5',
      ...pair('Hotel 4', 'Hotel 9'),
      ...pair('Hotel 3', 'Hotel 8'),
      expect.stringMatching(/^Hotel [27]$/),
    ]);
    // Booked ones first, by number of confirmed bookings; the best rated fill the rest.
    expect(namesOf(body.mostBookedHotels)).toEqual(['Hotel 2', 'Hotel 7', 'Hotel 5', ...pair('Hotel 4', 'Hotel 9')]);
    expect(JSON.stringify(body)).not.toContain('Gone');
    // Cards carry verified reviews' figures only (none here), never the owner-typed review texts.
    expect(body.latestHotels[0]!.reviews).toBeNull();
  });
});
