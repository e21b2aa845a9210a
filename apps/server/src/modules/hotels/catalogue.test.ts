/**
 * The in-memory catalogue (catalogue.ts, catalogue-index.ts) answers every search exactly as the SQL
 * search does: the same properties, in the same order, on the same page, with the same total. Checked
 * over a catalogue made to be awkward (rates with seasons, weekend prices, minimum stays and discounts;
 * confirmed, held, expired and cancelled bookings; owner blocks; archived properties; equal prices,
 * ratings and creation times down to the microsecond) and hundreds of seeded random searches; and
 * through the API, that it follows changes and lets holds lapse by the clock.
 */
import {
  AMENITIES,
  FACILITIES,
  HOTEL_TYPES,
  SEARCH_PAGE_SIZE,
  SORT_OPTIONS,
  addDays,
  paramsToObject,
  searchQuerySchema,
  todayIn,
  type Rates,
  type SearchQuery,
} from '@hillnest/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarBlocks, hotels } from '../../db/schema';
import { createTestApp, wroteBehindTheApp, type TestApp } from '../../test/harness';
import { buildCatalogueIndex } from './catalogue-index';
import { readCatalogue, searchActiveHotels } from './queries';
import { toHotelResponse } from './serialize';
import { insertBooking, insertHotels, type HotelSeed } from './test-support';

/** mulberry32: the same searches every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[int(0, list.length - 1)]!;
  const some = <T>(list: readonly T[], count: number) => [...new Set(Array.from({ length: count }, () => pick(list)))];
  return { int, pick, some, chance: (p: number) => random() < p };
}

const CITIES = ['Shimla', 'Manali', 'Kasauli', 'Mussoorie', 'Goa'];
const today = todayIn('Asia/Kolkata');
let t: TestApp;

function randomRates(r: ReturnType<typeof seeded>): Rates {
  const seasons: Rates['seasons'] = [];
  let start = r.int(-5, 20);
  for (let s = 0; s < r.int(0, 3); s++) {
    const length = r.int(1, 15);
    seasons.push({
      name: `Season ${s}`,
      firstNight: addDays(today, start),
      lastNight: addDays(today, start + length - 1),
      pricePerNight: r.int(2, 18) * 500,
      minNights: r.chance(0.5) ? null : r.int(1, 4),
    });
    start += length + r.int(0, 10);
  }
  return {
    weekendPricePerNight: r.chance(0.6) ? r.int(2, 18) * 500 : null,
    minNights: r.int(1, 3),
    weeklyDiscountPercent: r.chance(0.5) ? r.int(0, 30) : 0,
    monthlyDiscountPercent: r.chance(0.3) ? r.int(0, 40) : 0,
    seasons,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const r = seeded(44);
  const createdAt = new Date(Date.UTC(2025, 5, 1));
  const seeds: HotelSeed[] = Array.from({ length: 140 }, (_, n) => ({
    name: `${r.pick(['Cedar', 'Pine', 'Deodar', 'Oak', 'Stay'])} ${r.pick(['Crest', 'Hollow', 'Nest', 'Lodge'])} ${n}`,
    city: r.pick(CITIES),
    country: r.chance(0.9) ? 'India' : 'Nepal',
    type: r.pick(HOTEL_TYPES),
    // Few distinct prices and ratings: many ties, broken by id as in SQL.
    pricePerNight: r.int(2, 12) * 500,
    adultCount: r.int(1, 6),
    childCount: r.int(0, 3),
    starRating: r.int(1, 5),
    facilities: r.some(FACILITIES, r.int(1, 4)),
    amenities: r.some(AMENITIES, r.int(1, 4)),
    rates: r.chance(0.45) ? randomRates(r) : null,
    // A third share one creation time exactly; the rest a few apart.
    createdAt: n % 3 === 0 ? createdAt : new Date(createdAt.getTime() + r.int(1, 40) * 1000),
  }));
  const ids = await insertHotels(t.app, seeds);
  // Creation times that differ only in microseconds: the database's order, not JavaScript's milliseconds.
  await t.app.db.execute(
    sql`update ${hotels} set created_at = created_at + (random() * 900)::int * interval '1 microsecond' where random() < 0.5`,
  );
  for (const id of ids.slice(0, 8)) await t.app.db.update(hotels).set({ archivedAt: new Date() }).where(eq(hotels.id, id));
  for (const id of ids) {
    // One after another: the database refuses overlapping stays of one property.
    let next = r.int(-3, 5);
    for (let b = 0; b < r.int(0, 4); b++) {
      const checkIn = addDays(today, next);
      const nights = r.int(1, 6);
      next += nights + r.int(0, 8);
      const stay = { checkIn, checkOut: addDays(checkIn, nights) };
      const kind = r.pick(['confirmed', 'confirmed', 'held', 'expired held', 'cancelled'] as const);
      if (kind === 'held') await insertBooking(t.app, id, stay, 'held', new Date(Date.now() + 86_400_000));
      else if (kind === 'expired held') await insertBooking(t.app, id, stay, 'held', new Date(Date.now() - 86_400_000));
      else await insertBooking(t.app, id, stay, kind);
    }
    if (r.chance(0.2)) {
      const start = addDays(today, next + r.int(0, 5));
      await t.app.db
        .insert(calendarBlocks)
        .values({ hotelId: id, source: 'owner', startDate: start, endDate: addDays(start, r.int(1, 5)) });
    }
  }
  wroteBehindTheApp(t.app, 'hotels', 'bookings', 'blocks');
});

afterAll(async () => {
  await t?.close();
});

const UNANNOUNCED = {
  name: 'Unannounced Inn',
  description: 'Written behind the app',
  city: 'Shimla',
  country: 'India',
  type: 'Studio Apartment',
  pricePerNight: 1200,
  adultCount: 2,
  childCount: 0,
  starRating: 3,
  facilities: ['Elevator'],
  amenities: ['Linen'],
  imageUrls: ['/uploads/hotels/none.webp'],
};

function randomSearch(r: ReturnType<typeof seeded>): SearchQuery {
  const params = new URLSearchParams();
  const roll = r.int(1, 10);
  if (roll <= 4) params.set('destination', r.pick(CITIES).toLowerCase());
  else if (roll <= 6) params.set('destination', r.pick(CITIES).toLowerCase().slice(0, r.int(1, 4)));
  else if (roll === 7) params.set('destination', r.pick(['crest', 'NEST 1', 'oak lodge', 'nepal', 'stay 9', 'zz%', 'a_b', 'india']));
  if (r.chance(0.6)) {
    const checkIn = addDays(today, r.int(0, 45));
    params.set('checkIn', checkIn);
    params.set('checkOut', addDays(checkIn, r.chance(0.15) ? r.int(7, 30) : r.int(1, 6)));
  }
  if (r.chance(0.5)) params.set('adultCount', String(r.int(0, 5)));
  if (r.chance(0.3)) params.set('childCount', String(r.int(0, 3)));
  if (r.chance(0.25)) for (const type of r.some(HOTEL_TYPES, r.int(1, 2))) params.append('types', type);
  if (r.chance(0.3)) for (const star of r.some([1, 2, 3, 4, 5], r.int(1, 3))) params.append('stars', String(star));
  if (r.chance(0.2)) params.append('facilities', r.pick(FACILITIES));
  if (r.chance(0.2)) params.append('amenities', r.pick(AMENITIES));
  if (r.chance(0.35)) params.set('maxPrice', String(r.int(2, 12) * 500));
  params.set('sortOption', r.pick(SORT_OPTIONS));
  params.set('page', String(r.chance(0.7) ? 1 : r.int(2, 12)));
  return searchQuerySchema.parse(paramsToObject(params));
}

describe('the in-memory catalogue', () => {
  it('answers every search as the database does: same properties, order, page and total', async () => {
    const firstNight = addDays(today, -2);
    const index = await buildCatalogueIndex(await readCatalogue(t.app.db, firstNight), firstNight);
    const r = seeded(2121);
    let compared = 0;
    let nonEmpty = 0;
    for (let n = 0; n < 400; n++) {
      const query = randomSearch(r);
      const fromMemory = index.search(query, SEARCH_PAGE_SIZE, Date.now());
      const fromDatabase = await searchActiveHotels(t.app.db, query, SEARCH_PAGE_SIZE);
      const described = JSON.stringify(query);
      expect(fromMemory, described).toBeDefined();
      expect(fromMemory!.total, described).toBe(fromDatabase.total);
      expect(
        fromMemory!.rows.map((row) => row.id),
        described,
      ).toEqual(fromDatabase.rows.map((row) => row.id));
      compared += 1;
      if (fromDatabase.rows.length > 0) nonEmpty += 1;
    }
    // The searches find something often enough for the comparison to mean something.
    expect(compared).toBe(400);
    expect(nonEmpty).toBeGreaterThan(150);
  });

  it('gives a property’s page (GET /api/hotels/{id}) exactly as the database row reads; archived and unknown ones are 404', async () => {
    const rows = await t.app.db.select().from(hotels);
    for (const row of rows.slice(0, 30)) {
      const response = await t.app.inject({ method: 'GET', url: `/api/hotels/${row.id.toUpperCase()}` });
      if (row.archivedAt) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Hotel not found' });
      } else {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(JSON.parse(JSON.stringify(toHotelResponse(row))));
      }
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/api/hotels/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it('leaves a stay that starts before the nights it keeps to the database', async () => {
    const firstNight = addDays(today, -2);
    const index = await buildCatalogueIndex(await readCatalogue(t.app.db, firstNight), firstNight);
    const query = searchQuerySchema.parse({ checkIn: addDays(today, -5), checkOut: addDays(today, -3) });
    expect(index.search(query, SEARCH_PAGE_SIZE, Date.now())).toBeUndefined();
  });

  it('counts each hold’s nights taken until that hold lapses, whatever order the searches’ times come in', async () => {
    const [first, second] = await insertHotels(t.app, [
      { name: 'Held Haven One', city: 'Ooty' },
      { name: 'Held Haven Two', city: 'Ooty' },
    ]);
    const checkIn = addDays(today, 40);
    const now = Date.now();
    const hour = 3_600_000;
    await insertBooking(t.app, first!, { checkIn, checkOut: addDays(checkIn, 2) }, 'held', new Date(now + hour));
    await insertBooking(t.app, second!, { checkIn: addDays(checkIn, 1), checkOut: addDays(checkIn, 3) }, 'held', new Date(now + 2 * hour));
    const firstNight = addDays(today, -2);
    const index = await buildCatalogueIndex(await readCatalogue(t.app.db, firstNight), firstNight);
    const free = (nowMs: number, nights = 3) => {
      const query = searchQuerySchema.parse({ destination: 'held haven', checkIn, checkOut: addDays(checkIn, nights) });
      return index.search(query, SEARCH_PAGE_SIZE, nowMs)!.rows.map((row) => row.name);
    };
    expect(free(now)).toEqual([]);
    expect(free(now + 1.5 * hour)).toEqual(['Held Haven One']);
    expect(free(now + 1.5 * hour, 1)).toEqual(['Held Haven Two', 'Held Haven One']);
    expect(free(now + 3 * hour)).toEqual(['Held Haven Two', 'Held Haven One']);
    // An earlier time again (a search that read the clock before another one ran): the holds count again.
    expect(free(now + 0.5 * hour)).toEqual([]);
    expect(free(now + 0.5 * hour, 1)).toEqual(['Held Haven Two']);
  });

  it('through the API: a hold keeps its nights until it lapses, then they are free without any change being announced', async () => {
    const [id] = await insertHotels(t.app, [{ name: 'Lapsing Lodge', city: 'Ooty' }]);
    const checkIn = addDays(today, 30);
    const search = `/api/hotels/search?destination=lapsing&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}`;
    const total = async () => (await t.app.inject({ method: 'GET', url: search })).json().pagination.total as number;
    expect(await total()).toBe(1);

    const lapsesAt = Date.now() + 1_500;
    await insertBooking(t.app, id!, { checkIn, checkOut: addDays(checkIn, 1) }, 'held', new Date(lapsesAt));
    expect(await total()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, lapsesAt - Date.now() + 100));
    // A new search (the cached answer above is keyed by the same query, so vary it) sees the lapsed hold's night free.
    const later = `${search}&adultCount=1`;
    expect((await t.app.inject({ method: 'GET', url: later })).json().pagination.total).toBe(1);
  });

  it('through the API: a property archived, added or repriced shows in the very next search', async () => {
    const [id] = await insertHotels(t.app, [{ name: 'Fickle Farmhouse', city: 'Coorg', pricePerNight: 1500 }]);
    const search = (extra = '') => t.app.inject({ method: 'GET', url: `/api/hotels/search?destination=fickle${extra}` });
    expect((await search()).json().data[0].pricePerNight).toBe(1500);
    await t.app.db.update(hotels).set({ pricePerNight: 2500 }).where(eq(hotels.id, id!));
    wroteBehindTheApp(t.app, 'hotels');
    expect((await search('&sortOption=none')).json().data[0].pricePerNight).toBe(2500);
    await t.app.db.update(hotels).set({ archivedAt: new Date() }).where(eq(hotels.id, id!));
    wroteBehindTheApp(t.app, 'hotels');
    expect((await search('&sortOption=starRating')).json().pagination.total).toBe(0);
  });

  it('through the API: a property added behind the app’s back, with nothing announced, shows once the copy is READ_CACHE_SECONDS old', async () => {
    const quick = await createTestApp({ env: { READ_CACHE_SECONDS: '1' } });
    try {
      const total = async () =>
        (await quick.app.inject({ method: 'GET', url: `/api/hotels/search?destination=unannounced` })).json().pagination.total as number;
      expect(await total()).toBe(0);
      // Written straight into the database and not announced: the app cannot know until it asks.
      await quick.app.db.insert(hotels).values({ ...UNANNOUNCED });
      const deadline = Date.now() + 40_000;
      let seen = await total();
      while (seen === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        seen = await total();
      }
      expect(seen).toBe(1);
    } finally {
      await quick.close();
    }
  });
});
