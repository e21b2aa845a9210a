import { describe, expect, it } from 'vitest';
import { searchTarget } from './handOff';

const values = {
  destination: 'Shimla Hills',
  checkIn: '2026-04-01',
  checkOut: '2026-04-03',
  adultCount: 2,
  childCount: 1,
  infantCount: 1,
  hotelId: '',
};

describe('where a submitted search goes', () => {
  it('hands off to the configured booking engine with its fixed query, without infants', () => {
    const target = searchTarget({ bookingEngineUrl: 'https://engine.example/', bookingEnginePropertyId: '9166' }, values);
    expect(target.kind).toBe('external');
    const url = new URL(target.kind === 'external' ? target.url : '');
    expect(url.origin + url.pathname).toBe('https://engine.example/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      propertyId: '9166',
      checkIn: '2026-04-01',
      checkOut: '2026-04-03',
      adults: '2',
      children: '1',
      promocode: '',
      triggerSearch: 'true',
    });
  });

  it('searches in the app when no engine is configured', () => {
    expect(searchTarget({ bookingEngineUrl: null, bookingEnginePropertyId: '9166' }, values)).toEqual({
      kind: 'internal',
      path: '/search?destination=Shimla+Hills&checkIn=2026-04-01&checkOut=2026-04-03&adultCount=2&childCount=1',
    });
    expect(searchTarget(undefined, values).kind).toBe('internal');
  });
});
