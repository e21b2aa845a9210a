/**
 * Issue 34: a search shows, sorts by and charges the same price for the guest's own party and dates,
 * whichever way each property is priced (per person or per property), and lists a property whose
 * minimum stay is longer than the search instead of hiding it.
 */
import { addDays, type Rates, type SearchResult } from '@hillnest/domain';
import { seeded } from '@hillnest/domain/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fieldError, signInAdmin, type TestApp } from '../../test/harness';
import { inDays } from '../bookings/test-fixtures';
import { hotelForm, imageBytes, insertHotels } from './test-support';

let t: TestApp;
const city = 'Partyville';
const id: Record<string, string> = {};

const rates = (extra: Partial<Rates>): Rates => ({
  weekendPricePerNight: null,
  minNights: 1,
  weeklyDiscountPercent: 0,
  monthlyDiscountPercent: 0,
  seasons: [],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const [perAdult, cabin, weekender, villa] = await insertHotels(t.app, [
    { name: 'Per Adult Flat', city, pricePerNight: 2600, adultCount: 6, childCount: 4 },
    {
      name: 'Whole Cabin',
      city,
      pricePerNight: 5000,
      adultCount: 6,
      childCount: 4,
      priceModel: 'perProperty',
      includedGuests: 4,
      extraAdultPrice: 800,
      extraChildPrice: 500,
    },
    {
      name: 'Weekend Flat',
      city,
      pricePerNight: 1900,
      adultCount: 6,
      childCount: 4,
      rates: rates({ weekendPricePerNight: 3500, weeklyDiscountPercent: 15 }),
    },
    {
      name: 'Three Night Villa',
      city,
      pricePerNight: 9000,
      adultCount: 8,
      childCount: 4,
      priceModel: 'perProperty',
      includedGuests: 6,
      extraAdultPrice: 1200,
      extraChildPrice: 0,
      rates: rates({ minNights: 3 }),
    },
  ]);
  Object.assign(id, { perAdult, cabin, weekender, villa });
});
afterAll(() => t?.close());

async function search(query: string): Promise<{ data: SearchResult[]; pagination: { total: number } }> {
  const response = await t.app.inject({ method: 'GET', url: `/api/hotels/search?destination=${city}&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function charged(hotelId: string, stay: { checkIn: string; checkOut: string; adultCount: number; childCount: number }) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/hotels/${hotelId}/bookings/quote`,
    payload: { ...stay, infantCount: 0, couponCode: '' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().totalPaise as number;
}

describe('search prices for the party and dates', () => {
  it('sorts by the party’s stay total, so one adult and a family see different orders', async () => {
    const checkIn = inDays(40);
    const dated = `checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&sortOption=pricePerNightAsc`;
    const names = async (party: string) => (await search(`${dated}&${party}`)).data.filter((h) => !h.minimumNights).map((h) => h.name);
    // One adult: ₹2,600 a night beats a whole cabin at ₹5,000.
    expect((await names('adultCount=1')).indexOf('Per Adult Flat')).toBeLessThan((await names('adultCount=1')).indexOf('Whole Cabin'));
    // Four adults: ₹10,400 a night per adult, ₹5,000 for the cabin.
    expect((await names('adultCount=4')).indexOf('Whole Cabin')).toBeLessThan((await names('adultCount=4')).indexOf('Per Adult Flat'));
    const cabin = (await search(`${dated}&adultCount=5&childCount=2`)).data.find((h) => h.name === 'Whole Cabin')!;
    // 2 nights × (₹5,000 + 1 extra adult × ₹800 + 2 extra children × ₹500)
    expect(cabin.stayTotalPaise).toBe(2 * (5000 + 800 + 2 * 500) * 100);
  });

  it('lists a property whose minimum stay is longer than the search, with that minimum, priced for it', async () => {
    const checkIn = inDays(50);
    const result = await search(`checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adultCount=2`);
    const villa = result.data.find((h) => h.name === 'Three Night Villa');
    expect(villa).toMatchObject({ minimumNights: 3, stayTotalPaise: 3 * 9000 * 100 });
    expect(result.pagination.total).toBe(4);
    expect(await charged(id.villa!, { checkIn, checkOut: addDays(checkIn, 3), adultCount: 2, childCount: 0 })).toBe(villa!.stayTotalPaise);
  });

  it('without dates, shows and sorts by the "from" price of one night, whatever the party', async () => {
    const result = await search('sortOption=pricePerNightAsc&adultCount=3');
    expect(result.data.map((h) => [h.name, h.priceModel, h.fromPricePerNight])).toEqual([
      ['Weekend Flat', 'perPerson', 1900],
      ['Per Adult Flat', 'perPerson', 2600],
      ['Whole Cabin', 'perProperty', 5000],
      ['Three Night Villa', 'perProperty', 9000],
    ]);
    expect(result.data.every((h) => h.stayTotalPaise === undefined)).toBe(true);
  });

  it('shows, sorts by and charges the same number, over random parties, dates and lengths', async () => {
    const int = seeded(34);
    for (let round = 0; round < 12; round++) {
      const checkIn = inDays(int(1, 120));
      const nights = int(1, 9);
      const party = { adultCount: int(1, 6), childCount: int(0, 4) };
      const direction = int(0, 1) ? 'pricePerNightAsc' : 'pricePerNightDesc';
      const query = `checkIn=${checkIn}&checkOut=${addDays(checkIn, nights)}&adultCount=${party.adultCount}&childCount=${party.childCount}&sortOption=${direction}`;
      const { data } = await search(query);
      const fits = data.filter((h) => h.minimumNights === undefined);
      const totals = fits.map((h) => h.stayTotalPaise!);
      const sorted = [...totals].sort((a, b) => (direction === 'pricePerNightAsc' ? a - b : b - a));
      expect(totals, query).toEqual(sorted);
      // The stays that fit come first; those listed for a longer minimum after them.
      expect(data.slice(0, fits.length), query).toEqual(fits);
      for (const hotel of data) {
        const stayNights = hotel.minimumNights ?? nights;
        const stay = { checkIn, checkOut: addDays(checkIn, stayNights), ...party };
        expect(await charged(hotel._id, stay), `${hotel.name} ${query}`).toBe(hotel.stayTotalPaise);
      }
    }
  });
});

describe('the property form’s price model', () => {
  it('saves a per-property price and refuses included guests beyond the property’s capacity (400 naming the field)', async () => {
    const admin = await signInAdmin(t.app);
    const png = await imageBytes('png');
    const post = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/my-hotels',
        payload: hotelForm({ fields, files: [{ name: 'a.png', bytes: png }] }),
        headers: { cookie: admin },
      });
    const tooMany = await post({ priceModel: 'perProperty', includedGuests: '7', extraAdultPrice: '500' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual(
      fieldError('includedGuests: Included guests cannot be more than the adults and children the property takes'),
    );

    const saved = await post({ priceModel: 'perProperty', includedGuests: '6', extraAdultPrice: '500', extraChildPrice: '' });
    expect(saved.statusCode, saved.body).toBe(201);
    const hotel = (await t.app.inject({ method: 'GET', url: `/api/hotels/${saved.json()._id}` })).json();
    expect(hotel).toMatchObject({ priceModel: 'perProperty', includedGuests: 6, extraAdultPrice: 500, extraChildPrice: 0 });

    // Back to per person: the fees are not kept.
    const perPerson = await post({ priceModel: 'perPerson', includedGuests: '3', extraAdultPrice: '500' });
    expect(perPerson.json()).toMatchObject({ priceModel: 'perPerson', includedGuests: null, extraAdultPrice: 0 });
  });
});
