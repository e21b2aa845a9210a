import { describe, expect, it } from 'vitest';
import { searchQueryString } from './search';
import { searchQuerySchema } from './search-schemas';

describe('searchQuerySchema', () => {
  it('fills the defaults for an empty query', () => {
    expect(searchQuerySchema.parse({})).toEqual({
      destination: '',
      page: 1,
      sortOption: 'none',
      stars: [],
      types: [],
      facilities: [],
      amenities: [],
    });
  });

  it('reads single and repeated query values alike', () => {
    const query = searchQuerySchema.parse({ stars: ['5', '3', '5'], types: 'Pet Friendly', page: '2', adultCount: '3', maxPrice: '4000' });
    expect(query).toMatchObject({ stars: [3, 5], types: ['Pet Friendly'], page: 2, adultCount: 3, maxPrice: 4000 });
  });

  it('treats empty values as absent', () => {
    expect(searchQuerySchema.parse({ page: '', maxPrice: '', sortOption: '', checkIn: '', checkOut: '' })).toMatchObject({
      page: 1,
      sortOption: 'none',
      maxPrice: undefined,
      checkIn: undefined,
    });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ maxPrice: '-1' }, 'maxPrice'],
    [{ stars: '6' }, 'stars'],
    [{ sortOption: 'price' }, 'sortOption'],
    [{ checkIn: '2026-13-01', checkOut: '2026-13-02' }, 'checkIn'],
    [{ checkIn: '2026-01-02', checkOut: '2026-01-01' }, 'checkOut'],
  ])('refuses %o', (input, field) => {
    const result = searchQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

describe('searchQueryString', () => {
  it('writes only what differs from the defaults, lists as repeated parameters, in a fixed order', () => {
    expect(
      searchQueryString({
        sortOption: 'pricePerNightAsc',
        page: 2,
        stars: [4, 5],
        destination: ' Shimla ',
        checkIn: '2026-05-01',
        checkOut: '2026-05-03',
        adultCount: 2,
        childCount: 0,
        facilities: ['Elevator'],
      }),
    ).toBe(
      'destination=Shimla&checkIn=2026-05-01&checkOut=2026-05-03&adultCount=2&childCount=0&stars=4&stars=5&facilities=Elevator&sortOption=pricePerNightAsc&page=2',
    );
    expect(searchQueryString({ sortOption: 'none', page: 1, stars: [] })).toBe('');
  });

  it('round-trips through the schema', () => {
    const query = searchQuerySchema.parse({ destination: 'a&b=c', types: ['Studio Apartment', 'Pet Friendly'], maxPrice: '900' });
    const again = searchQuerySchema.parse(
      Object.fromEntries(
        [...new URLSearchParams(searchQueryString(query))].reduce((map, [key, value]) => {
          map.set(key, map.has(key) ? [map.get(key)!, value].flat() : value);
          return map;
        }, new Map<string, string | string[]>()),
      ),
    );
    expect(again).toEqual(query);
  });
});
