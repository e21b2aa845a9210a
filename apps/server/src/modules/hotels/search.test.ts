import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, fieldError } from '../../test/harness';
import { insertBooking, insertHotels } from './test-support';

let t: TestApp;
const id: Record<string, string> = {};

const WIFI = 'High Speed Internet WiFi';
const ELEVATOR = 'Elevator';
const PARKING = 'Free On site Shared Parking Space';

beforeAll(async () => {
  t = await createTestApp();
  const named = {
    cedar: {
      name: 'Cedar Crest',
      city: 'Shimla',
      type: 'Hill view apartment',
      pricePerNight: 4200,
      adultCount: 4,
      childCount: 2,
      starRating: 5,
      facilities: [WIFI, ELEVATOR, '24X7 Security Guard'],
      amenities: ['Linen', 'Hot Water', 'Hair Dryer'],
      bedrooms: 2,
    },
    pine: {
      name: 'Pine Hollow Studio',
      city: 'Shimla',
      type: 'Studio Apartment',
      pricePerNight: 1800,
      adultCount: 2,
      childCount: 1,
      starRating: 3,
      facilities: [WIFI, PARKING],
      amenities: ['Linen', 'Toaster'],
      bedrooms: 0,
    },
    beas: {
      name: 'Beas Riverside',
      city: 'Manali',
      type: 'Mountain View Condo',
      pricePerNight: 5200,
      adultCount: 5,
      childCount: 3,
      starRating: 5,
      facilities: [WIFI, ELEVATOR, 'Private Washing Machine'],
      amenities: ['Linen', 'Hot Water', 'Chimney'],
      bedrooms: 3,
    },
    solang: {
      name: 'Solang Loft',
      city: 'Manali',
      type: 'Workation apartment',
      pricePerNight: 3100,
      adultCount: 2,
      childCount: 0,
      starRating: 4,
      facilities: [WIFI, 'Power Back up by Inverter'],
      amenities: ['Linen', 'Microwave'],
    },
    meta: {
      name: 'The (Old) Post Office .* Stay',
      city: 'Mussoorie',
      type: 'Family Apartment',
      pricePerNight: 6400,
      adultCount: 6,
      childCount: 4,
      starRating: 4,
      facilities: [PARKING, ELEVATOR],
      amenities: ['Linen', 'Toaster'],
    },
    flat: {
      name: 'Kanchenjunga View Flat',
      city: 'Darjeeling',
      type: 'Mountain View Flat',
      pricePerNight: 2900,
      adultCount: 3,
      childCount: 2,
      starRating: 4,
      facilities: [WIFI],
      amenities: ['Linen'],
    },
    pure: {
      name: 'Lakeside 100% Pure_Stay',
      city: 'Nainital',
      type: 'Pet Friendly',
      pricePerNight: 1800,
      adultCount: 2,
      childCount: 0,
      starRating: 2,
      facilities: [PARKING],
      amenities: ['Linen'],
    },
    nepal: {
      name: 'Himalaya Heights',
      city: 'Kathmandu',
      country: 'Nepal',
      type: 'Luxury Apartment',
      pricePerNight: 8000,
      adultCount: 4,
      childCount: 2,
      starRating: 5,
      facilities: [WIFI, ELEVATOR],
      amenities: ['Linen', 'Hot Water'],
    },
    archived: { name: 'Shimla Archived Cottage', city: 'Shimla', starRating: 5, archivedAt: new Date() },
  };
  const ids = await insertHotels(t.app, Object.values(named));
  Object.keys(named).forEach((key, index) => (id[key] = ids[index]!));
  // Fourteen equal properties in one town: same price and stars, so only the tie-break orders them.
  const fillers = await insertHotels(
    t.app,
    Array.from({ length: 14 }, (_, i) => ({
      name: `Ooty Cottage ${i + 1}`,
      city: 'Ooty',
      type: 'Sunlit Apartment',
      pricePerNight: 2500,
      starRating: 3,
    })),
  );
  fillers.forEach((fillerId, i) => (id[`ooty${i + 1}`] = fillerId));
});
afterAll(() => t?.close());

async function search(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/hotels/search?${query}` });
  return response;
}

async function names(query: string): Promise<string[]> {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((hotel: { name: string }) => hotel.name);
}

async function allIds(query: string): Promise<string[]> {
  const first = (await search(query)).json();
  const ids: string[] = first.data.map((h: { _id: string }) => h._id);
  for (let page = 2; page <= first.pagination.pages; page += 1) {
    ids.push(...(await search(`${query}&page=${page}`)).json().data.map((h: { _id: string }) => h._id));
  }
  return ids;
}

const sorted = (list: string[]) => [...list].sort();

describe('GET /api/hotels/search: the response', () => {
  it('lists properties on the site, newest first, 10 a page, with the pagination', async () => {
    const response = await search('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toEqual({ total: 22, page: 1, pages: 3 });
    expect(body.data).toHaveLength(10);
    expect(body.data[0].name).toBe('Ooty Cottage 14');
    expect(body.data.map((h: { name: string }) => h.name)).not.toContain('Shimla Archived Cottage');
  });

  it('gives each result what a card needs and nothing internal', async () => {
    const [hotel] = (await search('destination=kanchenjunga')).json().data;
    expect(hotel).toEqual({
      _id: id.flat,
      name: 'Kanchenjunga View Flat',
      description: 'A place in the hills',
      city: 'Darjeeling',
      country: 'India',
      type: 'Mountain View Flat',
      pricePerNight: 2900,
      priceModel: 'perPerson',
      includedGuests: null,
      extraAdultPrice: 0,
      extraChildPrice: 0,
      cleaningFeePaise: 0,
      adultCount: 3,
      childCount: 2,
      starRating: 4,
      facilities: [WIFI],
      imageUrls: ['/uploads/hotels/none.webp'],
      // Without dates: the lowest night price ahead, which the card shows and the price sort uses.
      fromPricePerNight: 2900,
      // Verified reviews' figures (none shown here), never the owner-typed review texts.
      reviews: null,
    });
  });
});

describe('GET /api/hotels/search: each filter alone', () => {
  it('destination matches city, country or name, ignoring case', async () => {
    expect(sorted(await names('destination=SHIMLA'))).toEqual(['Cedar Crest', 'Pine Hollow Studio']);
    expect(await names('destination=nepal')).toEqual(['Himalaya Heights']);
    expect(await names('destination=hollow')).toEqual(['Pine Hollow Studio']);
    expect(sorted(await names('destination=%20anal%20'))).toEqual(['Beas Riverside', 'Solang Loft']);
    expect(await names('destination=atlantis')).toEqual([]);
  });

  it('treats the destination as plain text: regex and LIKE characters match only themselves', async () => {
    expect(await names(`destination=${encodeURIComponent('.*')}`)).toEqual(['The (Old) Post Office .* Stay']);
    expect(await names(`destination=${encodeURIComponent('(')}`)).toEqual(['The (Old) Post Office .* Stay']);
    expect(await names(`destination=${encodeURIComponent('(old)')}`)).toEqual(['The (Old) Post Office .* Stay']);
    expect(await names(`destination=${encodeURIComponent('[a-z]+')}`)).toEqual([]);
    expect(await names(`destination=${encodeURIComponent('%')}`)).toEqual(['Lakeside 100% Pure_Stay']);
    expect(await names(`destination=${encodeURIComponent('_')}`)).toEqual(['Lakeside 100% Pure_Stay']);
    expect(await names(`destination=${encodeURIComponent('\\')}`)).toEqual([]);
  });

  it('adultCount and childCount are minimum capacities', async () => {
    expect(sorted(await names('adultCount=5'))).toEqual(['Beas Riverside', 'The (Old) Post Office .* Stay']);
    expect(sorted(await names('childCount=3'))).toEqual(['Beas Riverside', 'The (Old) Post Office .* Stay']);
    expect((await search('adultCount=0&childCount=0')).json().pagination.total).toBe(22);
  });

  it('facilities and amenities must all be present', async () => {
    expect(sorted(await names(`facilities=${WIFI}&facilities=${ELEVATOR}`))).toEqual(['Beas Riverside', 'Cedar Crest', 'Himalaya Heights']);
    expect(sorted(await names('amenities=Toaster'))).toEqual(['Pine Hollow Studio', 'The (Old) Post Office .* Stay']);
    expect(sorted(await names('amenities=Hot Water&amenities=Chimney'))).toEqual(['Beas Riverside']);
  });

  it('types and stars match any of the values given', async () => {
    expect(sorted(await names('types=Studio Apartment&types=Pet Friendly'))).toEqual(['Lakeside 100% Pure_Stay', 'Pine Hollow Studio']);
    expect(sorted(await names('stars=5'))).toEqual(['Beas Riverside', 'Cedar Crest', 'Himalaya Heights']);
    expect(sorted(await names('stars=2&stars=5'))).toEqual([
      'Beas Riverside',
      'Cedar Crest',
      'Himalaya Heights',
      'Lakeside 100% Pure_Stay',
    ]);
    // Bracketed list names are the same list.
    expect(sorted(await names('stars[]=2&stars[]=5'))).toEqual([
      'Beas Riverside',
      'Cedar Crest',
      'Himalaya Heights',
      'Lakeside 100% Pure_Stay',
    ]);
  });

  it('bedrooms asks for at least that many; a property that gives none does not match, and bad values are refused', async () => {
    expect(sorted(await names('bedrooms=2'))).toEqual(['Beas Riverside', 'Cedar Crest']);
    expect(await names('bedrooms=3')).toEqual(['Beas Riverside']);
    expect(await names('bedrooms=1&destination=shimla')).toEqual(['Cedar Crest']);
    expect(await names('bedrooms=4')).toEqual([]);
    for (const value of ['0', '51', 'two']) {
      const response = await search(`bedrooms=${value}`);
      expect(response.statusCode, value).toBe(400);
      expect(response.json(), value).toEqual(fieldError('bedrooms: bedrooms must be a whole number from 1 to 50'));
    }
  });

  it('maxPrice caps the price per night, inclusive', async () => {
    expect(sorted(await names('maxPrice=1800'))).toEqual(['Lakeside 100% Pure_Stay', 'Pine Hollow Studio']);
    expect(await names('maxPrice=1799')).toEqual([]);
  });
});

describe('GET /api/hotels/search: filters combined', () => {
  it('every filter must hold', async () => {
    expect(await names(`destination=shimla&stars=3&stars=5&maxPrice=2000&facilities=${WIFI}`)).toEqual(['Pine Hollow Studio']);
    expect(await names(`destination=manali&adultCount=2&childCount=1&facilities=${WIFI}&types=Mountain View Condo`)).toEqual([
      'Beas Riverside',
    ]);
    expect(await names(`destination=manali&amenities=Toaster`)).toEqual([]);
    expect(sorted(await names(`destination=india&stars=4&facilities=${WIFI}&sortOption=pricePerNightAsc`))).toEqual([
      'Kanchenjunga View Flat',
      'Solang Loft',
    ]);
  });
});

describe('GET /api/hotels/search: sorting', () => {
  it('starRating puts the highest rated first', async () => {
    const stars = (await search('sortOption=starRating')).json().data.map((h: { starRating: number }) => h.starRating);
    expect(stars.slice(0, 3)).toEqual([5, 5, 5]);
    expect(stars).toEqual([...stars].sort((a: number, b: number) => b - a));
  });

  it('pricePerNightAsc and pricePerNightDesc order by price across pages', async () => {
    const prices = async (sort: string) => {
      const ids = await allIds(`sortOption=${sort}`);
      const byId = new Map(
        (await Promise.all([1, 2, 3].map((p) => search(`sortOption=${sort}&page=${p}`))))
          .flatMap((r) => r.json().data)
          .map((h: { _id: string; pricePerNight: number }) => [h._id, h.pricePerNight]),
      );
      return ids.map((hotelId) => byId.get(hotelId)!);
    };
    const ascending = await prices('pricePerNightAsc');
    expect(ascending).toHaveLength(22);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await prices('pricePerNightDesc');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('breaks ties the same way every time, so pages never repeat or skip a property', async () => {
    for (const sort of ['none', 'starRating', 'pricePerNightAsc', 'pricePerNightDesc']) {
      const ids = await allIds(`destination=ooty&sortOption=${sort}`);
      expect(ids).toHaveLength(14);
      expect(new Set(ids).size).toBe(14);
      expect(await allIds(`destination=ooty&sortOption=${sort}`)).toEqual(ids);
    }
    // Equal price: the id decides, ascending for Asc and descending for Desc.
    const asc = await allIds('destination=ooty&sortOption=pricePerNightAsc');
    expect(asc).toEqual([...asc].sort());
    expect(await allIds('destination=ooty&sortOption=pricePerNightDesc')).toEqual([...asc].reverse());
  });
});

describe('GET /api/hotels/search: pagination edges', () => {
  it('the last page holds the remainder', async () => {
    const body = (await search('destination=ooty&page=2')).json();
    expect(body.pagination).toEqual({ total: 14, page: 2, pages: 2 });
    expect(body.data).toHaveLength(4);
  });

  it('a page past the end is empty but still counts', async () => {
    const body = (await search('destination=ooty&page=3')).json();
    expect(body).toEqual({ data: [], pagination: { total: 14, page: 3, pages: 2 } });
  });

  it('an empty result has no pages', async () => {
    const body = (await search('destination=nowhere')).json();
    expect(body).toEqual({ data: [], pagination: { total: 0, page: 1, pages: 0 } });
  });
});

describe('GET /api/hotels/search: availability for the dates', () => {
  it('leaves out properties with a confirmed booking or a live hold on those nights', async () => {
    await insertBooking(t.app, id.pine!, { checkIn: '2030-05-10', checkOut: '2030-05-12' }, 'confirmed');
    await insertBooking(t.app, id.cedar!, { checkIn: '2030-05-11', checkOut: '2030-05-15' }, 'held', new Date(Date.now() + 10 * 60_000));
    const shimla = (range: string) => names(`destination=shimla&${range}`).then(sorted);

    expect(await shimla('checkIn=2030-05-11&checkOut=2030-05-13')).toEqual([]);
    // The hold starts on the 11th, which is this stay's check-out day.
    expect(await shimla('checkIn=2030-05-09&checkOut=2030-05-11')).toEqual(['Cedar Crest']);
    // Check-out day is free for the next check-in, in both directions.
    expect(await shimla('checkIn=2030-05-12&checkOut=2030-05-14')).toEqual(['Pine Hollow Studio']);
    expect(await shimla('checkIn=2030-05-15&checkOut=2030-05-16')).toEqual(['Cedar Crest', 'Pine Hollow Studio']);
    // Without dates nothing is left out.
    expect(await shimla('')).toEqual(['Cedar Crest', 'Pine Hollow Studio']);
  });

  it('ignores expired holds and bookings that no longer occupy the nights', async () => {
    await insertBooking(t.app, id.beas!, { checkIn: '2030-06-01', checkOut: '2030-06-05' }, 'held', new Date(Date.now() - 60_000));
    await insertBooking(t.app, id.solang!, { checkIn: '2030-06-01', checkOut: '2030-06-05' }, 'cancelled');
    await insertBooking(t.app, id.solang!, { checkIn: '2030-06-02', checkOut: '2030-06-04' }, 'expired');
    expect(sorted(await names('destination=manali&checkIn=2030-06-02&checkOut=2030-06-03'))).toEqual(['Beas Riverside', 'Solang Loft']);
  });

  it('counts only the available properties in the pagination', async () => {
    await insertBooking(t.app, id.ooty1!, { checkIn: '2030-07-01', checkOut: '2030-07-03' }, 'confirmed');
    await insertBooking(t.app, id.ooty2!, { checkIn: '2030-07-01', checkOut: '2030-07-03' }, 'confirmed');
    await insertBooking(t.app, id.ooty3!, { checkIn: '2030-07-01', checkOut: '2030-07-03' }, 'confirmed');
    await insertBooking(t.app, id.ooty4!, { checkIn: '2030-07-01', checkOut: '2030-07-03' }, 'confirmed');
    const body = (await search('destination=ooty&checkIn=2030-07-02&checkOut=2030-07-04')).json();
    expect(body.pagination).toEqual({ total: 10, page: 1, pages: 1 });
  });
});

describe('GET /api/hotels/search: bad values', () => {
  it.each([
    ['page=0', 'page: page must be a whole number of at least 1'],
    ['page=-2', 'page: page must be a whole number of at least 1'],
    ['page=two', 'page: page must be a whole number of at least 1'],
    ['maxPrice=-100', 'maxPrice: maxPrice must be a whole number of at least 1'],
    ['maxPrice=1e9', 'maxPrice: maxPrice must be a whole number of at least 1'],
    ['sortOption=cheapest', 'sortOption: sortOption must be one of none, starRating, pricePerNightAsc, pricePerNightDesc'],
    ['stars=9', 'stars.0: Star rating must be between 1 and 5'],
    ['stars=4&stars=0', 'stars.1: Star rating must be between 1 and 5'],
    ['adultCount=-1', 'adultCount: adultCount must be a whole number of at least 0'],
    ['childCount=lots', 'childCount: childCount must be a whole number of at least 0'],
    ['types=Castle', 'types.0: Unknown property type: Castle'],
    ['facilities=Helipad', 'facilities.0: Unknown facility: Helipad'],
    ['amenities=Butler', 'amenities.0: Unknown amenity: Butler'],
    ['checkIn=2030-02-30&checkOut=2030-03-02', 'checkIn: must be a date written YYYY-MM-DD'],
    ['checkIn=2030-03-01', 'checkOut: checkIn and checkOut must be given together'],
    ['checkIn=2030-03-02&checkOut=2030-03-02', 'checkOut: Check-out must be at least one day after check-in'],
    ['checkIn=2030-03-02&checkOut=2032-03-02', 'checkOut: A stay can last at most one year'],
    [`destination=${'x'.repeat(101)}`, 'destination: destination must be at most 100 characters'],
  ])('%s → 400 "%s"', async (query, message) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldError(message));
  });
});

describe('GET /api/hotels/{id}', () => {
  it('answers 404 JSON for an unknown, malformed or archived id', async () => {
    for (const hotelId of ['00000000-0000-4000-8000-000000000000', 'not-an-id', id.archived]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/hotels/${hotelId}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Hotel not found' });
    }
  });

  it('returns the whole property', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/hotels/${id.cedar}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: id.cedar,
      name: 'Cedar Crest',
      amenities: ['Linen', 'Hot Water', 'Hair Dryer'],
      reviews: [],
    });
  });
});

describe('GET /api/hotels/search: the map view', () => {
  // Last in the file: it lists one more property.
  it('gives a result its coordinates when the owner gave them, and none otherwise', async () => {
    await insertHotels(t.app, [{ name: 'Mapped Chalet Zeta', city: 'Auli', latitude: 30.5287, longitude: 79.5656 }]);
    const [mapped] = (await search('destination=Auli')).json().data;
    expect(mapped).toMatchObject({ name: 'Mapped Chalet Zeta', latitude: 30.5287, longitude: 79.5656 });
    const [plain] = (await search('destination=Darjeeling')).json().data;
    expect(plain).not.toHaveProperty('latitude');
    expect(plain).not.toHaveProperty('longitude');
  });
});
