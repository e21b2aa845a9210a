import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, isWeekendNight, NO_RATES, quoteStay, type Rates } from '@hillnest/domain';
import { bookings } from '../../db/schema';
import { registerUser, fieldError, setUpSignedInApp, type TestApp } from '../../test/harness';
import {
  createIntent,
  inDays,
  insertCoupon,
  insertHotel,
  orderRow,
  paySuccessfully,
  postIntent,
  postValidate,
  stay,
} from '../bookings/test-fixtures';

let t: TestApp;
let admin: string;

setUpSignedInApp((s) => ({ t, admin } = s));

const getRates = (id: string, cookie = admin) => t.app.inject({ method: 'GET', url: `/api/my-hotels/${id}/rates`, headers: { cookie } });
const putRates = (id: string, payload: unknown, cookie = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/my-hotels/${id}/rates`, payload: payload as object, headers: { cookie } });
const publicHotel = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/hotels/${id}` })).json();
const quote = (id: string, body: object) => t.app.inject({ method: 'POST', url: `/api/hotels/${id}/bookings/quote`, payload: body });

/** Rates with one season of `nights` nights starting `startInDays` from today. */
function seasonRates(
  startInDays: number,
  nights: number,
  extra: Partial<Rates> = {},
  season: Partial<Rates['seasons'][number]> = {},
): Rates {
  return {
    weekendPricePerNight: null,
    minNights: 1,
    weeklyDiscountPercent: 0,
    monthlyDiscountPercent: 0,
    seasons: [
      {
        name: 'Christmas',
        firstNight: inDays(startInDays),
        lastNight: inDays(startInDays + nights - 1),
        pricePerNight: 4000,
        minNights: null,
        ...season,
      },
    ],
    ...extra,
  };
}

async function hotelWithRates(rates: Rates, values = {}) {
  const { id } = await insertHotel(t.app, values);
  const response = await putRates(id, rates);
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

describe('GET and PUT /api/my-hotels/{id}/rates', () => {
  it('a property starts without rates; the administrator sets them and guests see them on the property', async () => {
    const { id } = await insertHotel(t.app);
    expect((await getRates(id)).json()).toEqual(NO_RATES);
    expect((await publicHotel(id)).rates).toEqual(NO_RATES);

    const rates = seasonRates(
      30,
      5,
      { weekendPricePerNight: 3000, minNights: 2, weeklyDiscountPercent: 10, monthlyDiscountPercent: 25 },
      { minNights: 3 },
    );
    const response = await putRates(id, rates);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(rates);
    expect((await getRates(id)).json()).toEqual(rates);
    // The public property page (cached) shows the new rates at once.
    expect((await publicHotel(id)).rates).toEqual(rates);
    // The base price is unchanged everywhere.
    expect((await publicHotel(id)).pricePerNight).toBe(2500);
  });

  it('refuses visitors (401) and users (403) and changes nothing', async () => {
    const { id } = await insertHotel(t.app);
    const { cookie: user } = await registerUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/my-hotels/${id}/rates` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `/api/my-hotels/${id}/rates`, payload: seasonRates(5, 2) })).statusCode).toBe(401);
    expect((await getRates(id, user)).statusCode).toBe(403);
    expect((await putRates(id, seasonRates(5, 2), user)).statusCode).toBe(403);
    expect((await getRates(id)).json()).toEqual(NO_RATES);
  });

  it('answers 404 for an unknown property', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await getRates(id)).statusCode).toBe(404);
      const response = await putRates(id, seasonRates(5, 2));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Hotel not found' });
    }
  });

  it('names the clash of overlapping seasons (400) and keeps the rates it had', async () => {
    const before = seasonRates(30, 5);
    const id = await hotelWithRates(before);
    const clash = {
      ...before,
      seasons: [
        ...before.seasons,
        { name: 'New Year', firstNight: inDays(34), lastNight: inDays(40), pricePerNight: 5000, minNights: null },
      ],
    };
    const response = await putRates(id, clash);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'seasons.1.firstNight' });
    expect(response.json().message).toMatch(/^Seasons 'Christmas' and 'New Year' overlap on /);
    expect((await getRates(id)).json()).toEqual(before);
  });

  it.each([
    [{ weekendPricePerNight: 0 }, 'weekendPricePerNight: Price per night must be at least 1'],
    [{ weekendPricePerNight: 99.5 }, 'weekendPricePerNight: Please enter a whole number'],
    [{ minNights: 0 }, 'minNights: Minimum stay must be between 1 and 365 nights'],
    [{ weeklyDiscountPercent: 71 }, 'weeklyDiscountPercent: Discount must be between 0 and 70%'],
    [{ monthlyDiscountPercent: -5 }, 'monthlyDiscountPercent: Discount must be between 0 and 70%'],
    [{ seasons: 'all year' }, 'seasons: seasons must be a list'],
    [
      { seasons: [{ name: 'Late', firstNight: '2026-12-31', lastNight: '2026-12-20', pricePerNight: 4000, minNights: null }] },
      'seasons.0.lastNight: The last night cannot be before the first night',
    ],
    [
      { seasons: [{ name: 'Free', firstNight: '2026-12-20', lastNight: '2026-12-21', pricePerNight: 0, minNights: null }] },
      'seasons.0.pricePerNight: Price per night must be at least 1',
    ],
    [{ minNights: undefined }, 'minNights: This field is required'],
  ])('refuses %o with 400 {message} and changes nothing', async (override, message) => {
    const before = seasonRates(30, 5);
    const id = await hotelWithRates(before);
    const response = await putRates(id, { ...before, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldError(message));
    expect((await getRates(id)).json()).toEqual(before);
  });

  it('rates that change nothing are no rates: the property is priced as before', async () => {
    const id = await hotelWithRates(seasonRates(30, 5));
    expect((await putRates(id, NO_RATES)).statusCode).toBe(200);
    expect((await getRates(id)).json()).toEqual(NO_RATES);
  });
});

describe('POST /api/hotels/{id}/bookings/quote with rates', () => {
  it('answers each night with its price, the subtotal, the discount and the total', async () => {
    // A 7-night stay whose last two nights are in the season; weekly discount 10%.
    const id = await hotelWithRates(seasonRates(15, 5, { weekendPricePerNight: 3000, weeklyDiscountPercent: 10 }));
    const response = await quote(id, { ...stay(10, 7), adultCount: 2, childCount: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const expected = [10, 11, 12, 13, 14, 15, 16].map((day) => {
      const night = inDays(day);
      if (day >= 15) return { night, pricePerNight: 4000, kind: 'season', season: 'Christmas' };
      return isWeekendNight(night) ? { night, pricePerNight: 3000, kind: 'weekend' } : { night, pricePerNight: 2500, kind: 'base' };
    });
    expect(body.nightly).toEqual(expected);
    const sum = expected.reduce((total, night) => total + night.pricePerNight, 0);
    const basePaise = sum * 250; // 2 adults × 100 + 1 child × 50
    expect(body).toMatchObject({
      nights: 7,
      basePaise,
      discount: { kind: 'weekly', percent: 10, paise: basePaise / 10 },
      totalPaise: basePaise * 0.9,
    });
  });

  it('applies a coupon after the length-of-stay discount and says what each takes off', async () => {
    const id = await hotelWithRates({ ...NO_RATES, weeklyDiscountPercent: 20 });
    await insertCoupon(t.app, { couponCode: 'RATES10', couponType: 'Percentage', amount: 10 });
    const body = (await quote(id, { ...stay(10, 7), adultCount: 1, couponCode: 'rates10' })).json();
    // ₹2,500 × 7 = ₹17,500; −20% = ₹14,000; −10% = ₹12,600.
    expect(body).toMatchObject({
      basePaise: 1_750_000,
      discount: { kind: 'weekly', percent: 20, paise: 350_000 },
      coupon: { couponCode: 'RATES10', status: 'valid', paise: 140_000 },
      totalPaise: 1_260_000,
    });
  });

  it("refuses a stay shorter than the season's minimum (400) but not one arriving before the season", async () => {
    const id = await hotelWithRates(seasonRates(20, 10, { minNights: 2 }, { minNights: 3 }));
    const response = await quote(id, stay(20, 2));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^This stay needs at least 3 nights from \d{1,2} [A-Z][a-z]{2,3}$/);
    expect((await quote(id, stay(20, 3))).statusCode).toBe(200);
    expect((await quote(id, stay(19, 2))).statusCode).toBe(200);
    expect((await quote(id, stay(10, 1))).json().message).toMatch(/^This stay needs at least 2 nights from /);
  });
});

describe('payment-intent with rates', () => {
  it('charges exactly the quoted total, and a held or paid booking keeps its price when rates change', async () => {
    const id = await hotelWithRates(seasonRates(30, 10, { monthlyDiscountPercent: 30 }));
    const body = stay(30, 3);
    const quoted = (await quote(id, body)).json();
    expect(quoted.totalPaise).toBe(4000 * 3 * 200);
    const intent = await createIntent(t.app, id, { ...body, amount: quoted.totalPaise });
    expect(intent.amount).toBe(quoted.totalPaise);
    // The page showing another total (the base price) is refused: nothing is held.
    expect((await postIntent(t.app, id, { ...stay(33, 2), amount: 2500 * 2 * 200 })).statusCode).toBe(409);

    // The owner lowers the season: the held order keeps its price, and so does the booking once paid.
    expect((await putRates(id, seasonRates(30, 10, {}, { pricePerNight: 1000 }))).statusCode).toBe(200);
    expect((await orderRow(t.database.db, intent.orderId))!.totalCost).toBe(quoted.totalPaise);
    const paid = await postValidate(t.app, await paySuccessfully(t.app, intent.orderId));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().totalPaise).toBe(quoted.totalPaise);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.razorpayOrderId, intent.orderId));
    expect(row!.totalCost).toBe(quoted.totalPaise);
    // A new quote uses the new price.
    expect((await quote(id, stay(35, 2))).json().totalPaise).toBe(1000 * 2 * 200);
  });

  it('refuses a stay shorter than the minimum without holding anything', async () => {
    const id = await hotelWithRates(seasonRates(30, 10, { minNights: 3 }));
    const response = await postIntent(t.app, id, stay(12, 2));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^This stay needs at least 3 nights from /);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.hotelId, id))).toEqual([]);
  });
});

describe('search with rates', () => {
  const city = 'Ratesville';
  const ids: Record<string, string> = {};
  // Every stay searched here is the 3 nights from day 50, inside each season below.
  const checkIn = inDays(50);
  const checkOut = addDays(checkIn, 3);

  beforeAll(async () => {
    // Base prices: plain 2,000 and 3,000 (no rates); seasonal 1,500 base but 5,000 in season;
    // cheapSeason 6,000 base but 1,000 in season; longMin: 2,500, in a season needing 5 nights.
    ids.plain2000 = (await insertHotel(t.app, { city, name: 'Plain 2000', pricePerNight: 2000 })).id;
    ids.plain3000 = (await insertHotel(t.app, { city, name: 'Plain 3000', pricePerNight: 3000 })).id;
    ids.seasonal = await hotelWithRates(seasonRates(45, 20, {}, { pricePerNight: 5000 }), { city, name: 'Seasonal', pricePerNight: 1500 });
    ids.cheapSeason = await hotelWithRates(seasonRates(45, 20, {}, { pricePerNight: 1000 }), {
      city,
      name: 'Cheap Season',
      pricePerNight: 6000,
    });
    ids.longMin = await hotelWithRates(seasonRates(45, 20, {}, { pricePerNight: 2500, minNights: 5 }), {
      city,
      name: 'Long Minimum',
      pricePerNight: 2500,
    });
  });

  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/hotels/search?destination=${city}&${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: { name: string; pricePerNight: number; stayTotalPaise?: number; minimumNights?: number; fromPricePerNight?: number }[];
      pagination: { total: number };
    };
  };
  const dated = `checkIn=${checkIn}&checkOut=${checkOut}`;
  const names = async (query: string) => (await search(query)).data.map((h) => h.name);

  it('with dates, each result carries the stay total for the guests; a stay shorter than the minimum is listed with it', async () => {
    const result = await search(`${dated}&adultCount=2&childCount=1`);
    const totals = Object.fromEntries(result.data.map((h) => [h.name, [h.stayTotalPaise, h.minimumNights]]));
    expect(totals).toEqual({
      'Plain 2000': [2000 * 3 * 250, undefined],
      'Plain 3000': [3000 * 3 * 250, undefined],
      Seasonal: [5000 * 3 * 250, undefined],
      'Cheap Season': [1000 * 3 * 250, undefined],
      // The season needs 5 nights from this check-in: listed, priced for those 5 nights.
      'Long Minimum': [2500 * 5 * 250, 5],
    });
    // The base price is still what each card's pricePerNight says.
    expect(result.data.find((h) => h.name === 'Seasonal')!.pricePerNight).toBe(1500);
    // A 5-night search finds it as any other stay.
    const fiveNights = await search(`checkIn=${checkIn}&checkOut=${addDays(checkIn, 5)}`);
    expect(fiveNights.data.find((h) => h.name === 'Long Minimum')).toMatchObject({ stayTotalPaise: 2500 * 5 * 100 });
    expect(fiveNights.data.find((h) => h.name === 'Long Minimum')).not.toHaveProperty('minimumNights');
  });

  it('sorts by the stay price with dates (stays that fit first), by the "from" price without', async () => {
    expect(await names(`${dated}&sortOption=pricePerNightAsc`)).toEqual([
      'Cheap Season',
      'Plain 2000',
      'Plain 3000',
      'Seasonal',
      'Long Minimum',
    ]);
    expect(await names(`${dated}&sortOption=pricePerNightDesc`)).toEqual([
      'Seasonal',
      'Plain 3000',
      'Plain 2000',
      'Cheap Season',
      'Long Minimum',
    ]);
    // Without dates: the lowest night price of the next 90 nights, which each card shows.
    const undated = await search('sortOption=pricePerNightAsc');
    expect(undated.data.map((h) => [h.name, h.fromPricePerNight])).toEqual([
      ['Cheap Season', 1000],
      ['Seasonal', 1500],
      ['Plain 2000', 2000],
      ['Long Minimum', 2500],
      ['Plain 3000', 3000],
    ]);
    // Paging keeps the merged order.
    const page = async (n: number) =>
      t.app.inject({ method: 'GET', url: `/api/hotels/search?destination=${city}&${dated}&sortOption=pricePerNightAsc&page=${n}` });
    expect((await page(1)).json().pagination).toEqual({ total: 5, page: 1, pages: 1 });
  });

  it('filters maxPrice by the stay average per night with dates, by the "from" price without', async () => {
    expect(await names(`${dated}&maxPrice=2000&sortOption=pricePerNightAsc`)).toEqual(['Cheap Season', 'Plain 2000']);
    expect((await search(`${dated}&maxPrice=2000`)).pagination.total).toBe(2);
    expect(await names('maxPrice=2000&sortOption=pricePerNightAsc')).toEqual(['Cheap Season', 'Seasonal', 'Plain 2000']);
  });

  it('prices a stay night by night where a season touches it, and by weekday and weekend nights elsewhere', async () => {
    // Base 2,000, weekend 3,100, a season of 5 nights from day 80 at 5,300; a week earns 10 % off.
    const rates = seasonRates(80, 5, { weekendPricePerNight: 3100, weeklyDiscountPercent: 10 }, { pricePerNight: 5300 });
    const id = await hotelWithRates(rates, { city: 'Edgeville', name: 'Edge', pricePerNight: 2000 });
    // Stays before, across the start of, inside, across the end of and after the season, over weekends, 1 to 8 nights.
    const stays = [70, 74, 77, 78, 79, 80, 82, 83, 84, 85, 86].flatMap((start, i) =>
      [1 + (i % 3), 4 + (i % 5)].map((n) => [start, n] as const),
    );
    for (const [start, nights] of stays) {
      const checkIn = inDays(start);
      const checkOut = addDays(checkIn, nights);
      const { totalPaise } = quoteStay({
        pricePerNight: 2000,
        rates,
        checkIn,
        checkOut,
        guests: { adultCount: 1, childCount: 0 },
        today: checkIn,
      });
      // The search keeps a stay whose average per night is at most maxPrice: the least such whole price, and one rupee less.
      const least = Math.ceil(totalPaise / (nights * 100));
      const found = async (maxPrice: number) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/hotels/search?destination=Edgeville&checkIn=${checkIn}&checkOut=${checkOut}&maxPrice=${maxPrice}`,
          })
        )
          .json()
          .data.map((h: { _id: string }) => h._id);
      expect(await found(least), `${checkIn} + ${nights} nights at ${least}`).toEqual([id]);
      expect(await found(least - 1), `${checkIn} + ${nights} nights at ${least - 1}`).toEqual([]);
    }
    // Some stays have weekend nights outside the season, and some cross its edges.
    expect(
      stays.some(([start, n]) => start + n <= 80 && Array.from({ length: n }, (_, k) => isWeekendNight(inDays(start + k))).some(Boolean)),
    ).toBe(true);
  });

  it('uses the length-of-stay discount in the average', async () => {
    const weekly = await hotelWithRates(
      { ...NO_RATES, weeklyDiscountPercent: 50 },
      { city: 'Weekville', name: 'Half Off Weeks', pricePerNight: 4000 },
    );
    const week = `destination=Weekville&checkIn=${inDays(60)}&checkOut=${inDays(67)}`;
    const [found] = (await t.app.inject({ method: 'GET', url: `/api/hotels/search?${week}&maxPrice=2000` })).json().data;
    expect(found).toMatchObject({ _id: weekly, stayTotalPaise: 4000 * 7 * 100 * 0.5 });
    expect((await t.app.inject({ method: 'GET', url: `/api/hotels/search?${week}&maxPrice=1999` })).json().data).toEqual([]);
  });
});
