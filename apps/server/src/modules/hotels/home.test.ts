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
  return response.json() as Record<'latestHotels' | 'bestRatedHotels' | 'mostBookedHotels', { name: string; starRating: number }[]>;
};
const namesOf = (list: { name: string }[]) => list.map((h) => h.name);

describe('GET /api/hotels (home)', () => {
  it('answers empty lists on an empty catalogue', async () => {
    expect(await home()).toEqual({ latestHotels: [], bestRatedHotels: [], mostBookedHotels: [] });
  });

  it('gives the latest, the best rated and the most booked, only as many as the home page shows', async () => {
    const ids = await insertHotels(
      t.app.db,
      Array.from({ length: 9 }, (_, i) => ({ name: `Hotel ${i + 1}`, starRating: (i % 5) + 1 })),
    );
    await insertHotels(t.app.db, [{ name: 'Gone', starRating: 5, archivedAt: new Date() }]);
    // Hotel 2 has two confirmed bookings, Hotel 7 one; holds and cancellations do not count.
    await insertBooking(t.app.db, ids[1]!, { checkIn: '2030-01-01', checkOut: '2030-01-03' }, 'confirmed');
    await insertBooking(t.app.db, ids[1]!, { checkIn: '2030-02-01', checkOut: '2030-02-03' }, 'confirmed');
    await insertBooking(t.app.db, ids[6]!, { checkIn: '2030-01-01', checkOut: '2030-01-03' }, 'confirmed');
    await insertBooking(t.app.db, ids[8]!, { checkIn: '2030-01-01', checkOut: '2030-01-03' }, 'held', new Date(Date.now() + 600_000));
    await insertBooking(t.app.db, ids[8]!, { checkIn: '2030-03-01', checkOut: '2030-03-03' }, 'cancelled');
    await insertBooking(t.app.db, ids[8]!, { checkIn: '2030-04-01', checkOut: '2030-04-03' }, 'held', new Date(Date.now() + 600_000));

    const body = await home();
    expect(namesOf(body.latestHotels)).toEqual(['Hotel 9', 'Hotel 8', 'Hotel 7', 'Hotel 6', 'Hotel 5']);
    // Stars 5 (Hotel 5), 4 (Hotels 9, 4: newest first), 3 (8, 3), 2 (7).
    expect(namesOf(body.bestRatedHotels)).toEqual(['Hotel 5', 'Hotel 9', 'Hotel 4', 'Hotel 8', 'Hotel 3', 'Hotel 7']);
    // Booked ones first; the rest by stars, then newest.
    expect(namesOf(body.mostBookedHotels)).toEqual(['Hotel 2', 'Hotel 7', 'Hotel 5', 'Hotel 9', 'Hotel 4']);
    expect(JSON.stringify(body)).not.toContain('Gone');
    expect(Object.keys(body.latestHotels[0]!)).not.toContain('reviews');
  });
});
