/**
 * The search catalogue (catalogue.ts) answers every search as a plain reading of the rules does: the
 * same properties, in the same order, on the same page, with the same total. The reading here asks
 * the database for every property and taken night and applies docs/product/search.md one property at
 * a time with the domain's own price and minimum-stay rules. Checked over a catalogue made to be
 * awkward (rates with seasons, weekend prices, minimum stays and discounts; confirmed, held, lapsed and
 * cancelled bookings; owner blocks; archived properties; equal prices, ratings and creation times down
 * to the microsecond) and hundreds of seeded random searches; and through the API, that it follows
 * each kind of write for the properties it names, and lets holds lapse by the clock.
 */
import {
  AMENITIES,
  FACILITIES,
  HOTEL_TYPES,
  SEARCH_PAGE_SIZE,
  SORT_OPTIONS,
  addDays,
  lowestNightPrice,
  minimumStay,
  nightsBetween,
  paramsToObject,
  quoteStay,
  searchGuests,
  searchQuerySchema,
  todayIn,
  type Rates,
  type SearchQuery,
  DEFAULT_TIME_ZONE,
} from '@hillnest/domain';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarBlocks, hotels, takenNights } from '../../db/schema';
import { createTestApp, signInAdmin, wroteBehindTheApp, type TestApp } from '../../test/harness';
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
    // A cleaning fee is part of a dated search's price (decision 0100).
    cleaningFeePaise: r.chance(0.3) ? r.int(1, 8) * 250_00 : 0,
    // A third priced per property, for up to a few guests with fees beyond them.
    ...(r.chance(0.33)
      ? {
          priceModel: 'perProperty' as const,
          includedGuests: r.int(1, 4),
          extraAdultPrice: r.int(0, 4) * 250,
          extraChildPrice: r.int(0, 2) * 250,
        }
      : {}),
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

/** Every property and taken night, as the database has them. */
async function readPlainly() {
  const rows = await t.app.db
    .select({ hotel: hotels, micros: sql<number>`(extract(epoch from ${hotels.createdAt}) * 1000000)::bigint`.mapWith(Number) })
    .from(hotels)
    .where(isNull(hotels.archivedAt));
  const taken = await t.app.db
    .select({
      hotelId: takenNights.hotelId,
      night: takenNights.night,
      forGood: sql<boolean>`${takenNights.takenUntil} = 'infinity'`,
      untilMs: sql<number>`floor(extract(epoch from ${takenNights.takenUntil}) * 1000)`.mapWith(Number),
    })
    .from(takenNights);
  return { rows, taken };
}

/** The search read plainly from the database's rows, one property at a time (docs/product/search.md). */
function plainSearch(
  { rows, taken }: Awaited<ReturnType<typeof readPlainly>>,
  query: SearchQuery,
  nowMs: number,
  pageSize = SEARCH_PAGE_SIZE,
): { ids: string[]; total: number } {
  const stay = query.checkIn && query.checkOut ? { checkIn: query.checkIn, checkOut: query.checkOut } : null;
  const destination = query.destination.toLowerCase();
  // A stay shorter than the property's minimum from its check-in is listed for that minimum (after the stays that fit).
  const nightsAt = (hotel: (typeof rows)[number]['hotel']) =>
    stay ? Math.max(nightsBetween(stay.checkIn, stay.checkOut), minimumStay(hotel.rates, stay.checkIn)) : 1;
  const longer = (hotel: (typeof rows)[number]['hotel']) => (stay && nightsAt(hotel) > nightsBetween(stay.checkIn, stay.checkOut) ? 1 : 0);
  // With dates: what the party pays for the stay and its cleaning fee (quoteStay reads the row's); without: the "from" price of one night.
  const propertyToday = todayIn(DEFAULT_TIME_ZONE, new Date(nowMs));
  const prices = new Map<string, number>();
  const price = (hotel: (typeof rows)[number]['hotel']) => {
    let paise = prices.get(hotel.id);
    if (paise === undefined) {
      const checkOut = stay && addDays(stay.checkIn, nightsAt(hotel));
      paise = stay
        ? quoteStay({ ...hotel, checkIn: stay.checkIn, checkOut: checkOut!, guests: searchGuests(query), today: stay.checkIn }).totalPaise
        : lowestNightPrice(hotel, propertyToday) * 100;
      prices.set(hotel.id, paise);
    }
    return paise;
  };
  const matches = rows.filter(({ hotel }) => {
    if (destination && !`${hotel.name} ${hotel.city} ${hotel.country}`.toLowerCase().includes(destination)) return false;
    if (hotel.adultCount < (query.adultCount ?? 0) || hotel.childCount < (query.childCount ?? 0)) return false;
    if (query.types.length && !(query.types as string[]).includes(hotel.type)) return false;
    if (query.stars.length && !query.stars.includes(hotel.starRating)) return false;
    if (!query.facilities.every((name) => hotel.facilities.includes(name))) return false;
    if (!query.amenities.every((name) => hotel.amenities.includes(name))) return false;
    if (query.maxPrice !== undefined && price(hotel) > query.maxPrice * 100 * nightsAt(hotel)) return false;
    if (!stay) return true;
    const checkOut = addDays(stay.checkIn, nightsAt(hotel));
    return !taken.some(
      (night) =>
        night.hotelId === hotel.id && night.night >= stay.checkIn && night.night < checkOut && (night.forGood || night.untilMs > nowMs),
    );
  });
  const byId = (a: (typeof rows)[number], b: (typeof rows)[number]) => (a.hotel.id < b.hotel.id ? -1 : a.hotel.id > b.hotel.id ? 1 : 0);
  const order = {
    none: (a: (typeof rows)[number], b: (typeof rows)[number]) => b.micros - a.micros || byId(a, b),
    starRating: (a: (typeof rows)[number], b: (typeof rows)[number]) => b.hotel.starRating - a.hotel.starRating || byId(a, b),
    pricePerNightAsc: (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      longer(a.hotel) - longer(b.hotel) || price(a.hotel) - price(b.hotel) || byId(a, b),
    pricePerNightDesc: (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      longer(a.hotel) - longer(b.hotel) || price(b.hotel) - price(a.hotel) || byId(b, a),
  }[query.sortOption];
  const offset = (query.page - 1) * pageSize;
  return {
    ids: matches
      .sort(order)
      .slice(offset, offset + pageSize)
      .map(({ hotel }) => hotel.id),
    total: matches.length,
  };
}

describe('the search catalogue', () => {
  it('answers every search as the rules read plainly do: same properties, order, page and total', async () => {
    const r = seeded(2121);
    let nonEmpty = 0;
    // Nothing is written meanwhile: read once.
    const database = await readPlainly();
    for (let n = 0; n < 400; n++) {
      const query = randomSearch(r);
      const found = await t.app.deps.catalogue.search(query, SEARCH_PAGE_SIZE);
      const expected = plainSearch(database, query, t.app.deps.now().getTime());
      const described = JSON.stringify(query);
      expect(found.total, described).toBe(expected.total);
      expect(
        found.rows.map((row) => row.id),
        described,
      ).toEqual(expected.ids);
      if (expected.ids.length > 0) nonEmpty += 1;
    }
    // The searches find something often enough for the comparison to mean something.
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

  it('finds nothing for a stay that has already begun two days ago or more: nothing can be booked for it', async () => {
    const query = searchQuerySchema.parse({ checkIn: addDays(today, -5), checkOut: addDays(today, -3) });
    expect(await t.app.deps.catalogue.search(query, SEARCH_PAGE_SIZE)).toEqual({ rows: [], total: 0, fromPrices: [], reviews: [] });
  });
});

describe('the search catalogue follows the site', () => {
  let clock = Date.now();
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ now: () => new Date(clock) });
  });
  afterAll(() => c?.close());
  const names = async (query: string) =>
    (await c.app.inject({ method: 'GET', url: `/api/hotels/search?${query}` })).json().data.map((h: { name: string }) => h.name);

  it('keeps a hold’s nights until it lapses by the clock, with no change announced', async () => {
    const [id] = await insertHotels(c.app, [{ name: 'Lapsing Lodge', city: 'Ooty' }]);
    const checkIn = addDays(today, 30);
    const search = `destination=lapsing&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}`;
    expect(await names(search)).toEqual(['Lapsing Lodge']);
    await insertBooking(c.app, id!, { checkIn, checkOut: addDays(checkIn, 1) }, 'held', new Date(clock + 60_000));
    expect(await names(`${search}&adultCount=1`)).toEqual([]);
    clock += 61_000;
    // A new search (the answer above is kept under its query, so vary it) sees the lapsed hold's night free.
    expect(await names(`${search}&adultCount=2`)).toEqual(['Lapsing Lodge']);
  });

  it('shows a guest’s hold, an owner’s block and their release in the very next search', async () => {
    const admin = await signInAdmin(c.app);
    const [id] = await insertHotels(c.app, [{ name: 'Busy Bungalow', city: 'Coorg' }]);
    const checkIn = addDays(today, 20);
    const search = (n: number) => names(`destination=busy&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adultCount=${n}`);
    expect(await search(0)).toEqual(['Busy Bungalow']);
    const block = await c.app.inject({
      method: 'POST',
      url: `/api/my-hotels/${id}/blocks`,
      headers: { cookie: admin },
      payload: { firstNight: addDays(checkIn, 1), lastNight: addDays(checkIn, 1), note: 'Painting' },
    });
    expect(block.statusCode).toBe(201);
    expect(await search(1)).toEqual([]);
    const unblocked = await c.app.inject({
      method: 'DELETE',
      url: `/api/my-hotels/${id}/blocks/${block.json()._id}`,
      headers: { cookie: admin },
    });
    expect(unblocked.statusCode).toBe(204);
    expect(await search(2)).toEqual(['Busy Bungalow']);
  });

  it('shows a property archived, added or repriced in the very next search', async () => {
    const [id] = await insertHotels(c.app, [{ name: 'Fickle Farmhouse', city: 'Coorg', pricePerNight: 1500 }]);
    const search = (extra = '') => c.app.inject({ method: 'GET', url: `/api/hotels/search?destination=fickle${extra}` });
    expect((await search()).json().data[0].pricePerNight).toBe(1500);
    await c.app.db.update(hotels).set({ pricePerNight: 2500 }).where(eq(hotels.id, id!));
    wroteBehindTheApp(c.app, 'hotels');
    expect((await search('&sortOption=none')).json().data[0].pricePerNight).toBe(2500);
    await c.app.db.update(hotels).set({ archivedAt: new Date() }).where(eq(hotels.id, id!));
    wroteBehindTheApp(c.app, 'hotels');
    expect((await search('&sortOption=starRating')).json().pagination.total).toBe(0);
  });

  it('shows a property added behind the app’s back, with nothing announced, once the copy is five minutes old', async () => {
    const total = async (extra: string) =>
      (await c.app.inject({ method: 'GET', url: `/api/hotels/search?destination=unannounced${extra}` })).json().pagination.total as number;
    expect(await total('')).toBe(0);
    // Written straight into the database and not announced: the app cannot know until it reads afresh.
    await c.app.db.insert(hotels).values({ ...UNANNOUNCED });
    expect(await total('&page=1&adultCount=1')).toBe(0);
    clock += 5 * 60_000 + 1;
    // The old copy answers while the new one is read in the background; the new one answers soon after.
    for (let n = 2; n < 50 && (await total(`&adultCount=${n % 5}&page=${n}`)) === 0; n++) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await total('&adultCount=0&childCount=0')).toBe(1);
  });
});
