import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reloadSearchValues, resetSearchValues, resolveSearchValues, saveSearchValues } from './searchValues';

const TODAY = '2026-03-10';
const stored = () => Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key)]));
const current = () => {
  reloadSearchValues();
  return resolveSearchValues(stored(), TODAY);
};

beforeEach(() => {
  sessionStorage.clear();
  reloadSearchValues();
});
afterEach(() => sessionStorage.clear());

describe('search values in sessionStorage', () => {
  it('defaults to an empty destination, today to tomorrow, 1 adult, no children or infants, no hotel', () => {
    expect(current()).toEqual({
      destination: '',
      checkIn: '2026-03-10',
      checkOut: '2026-03-11',
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
      hotelId: '',
    });
  });

  it('saves every field under its docs/product/search.md name, the hotel id under the one name it is read from', () => {
    saveSearchValues({
      destination: 'Shimla',
      checkIn: '2026-04-01',
      checkOut: '2026-04-04',
      adultCount: 2,
      childCount: 1,
      hotelId: 'h-1',
    });
    expect(stored()).toEqual({
      destination: 'Shimla',
      checkIn: '2026-04-01',
      checkOut: '2026-04-04',
      adultCount: '2',
      childCount: '1',
      infantCount: '0',
      hotelId: 'h-1',
    });
    // A reload reads back what was saved, hotel id included.
    expect(current()).toMatchObject({ destination: 'Shimla', checkIn: '2026-04-01', adultCount: 2, hotelId: 'h-1' });
  });

  it('replaces every search field at once, but the hotel id only when a new one is given', () => {
    saveSearchValues({
      destination: 'Shimla',
      checkIn: '2026-04-01',
      checkOut: '2026-04-04',
      adultCount: 2,
      childCount: 1,
      hotelId: 'h-1',
    });
    saveSearchValues({ destination: 'Manali', checkIn: '2026-05-01', checkOut: '2026-05-02', adultCount: 3, childCount: 0 });
    expect(current()).toMatchObject({
      destination: 'Manali',
      checkIn: '2026-05-01',
      checkOut: '2026-05-02',
      adultCount: 3,
      childCount: 0,
      hotelId: 'h-1',
    });
    saveSearchValues({ destination: 'Ooty', checkIn: '2026-05-01', checkOut: '2026-05-02', adultCount: 1, childCount: 0, hotelId: 'h-2' });
    expect(current().hotelId).toBe('h-2');
  });

  it('reset restores the defaults but keeps infants and the hotel id', () => {
    saveSearchValues({
      destination: 'Shimla',
      checkIn: '2026-04-01',
      checkOut: '2026-04-04',
      adultCount: 4,
      childCount: 2,
      infantCount: 1,
      hotelId: 'h-1',
    });
    resetSearchValues(TODAY);
    expect(current()).toEqual({
      destination: '',
      checkIn: TODAY,
      checkOut: '2026-03-11',
      adultCount: 1,
      childCount: 0,
      infantCount: 1,
      hotelId: 'h-1',
    });
  });

  it('brings dates left over from an earlier day back into the bookable window', () => {
    sessionStorage.setItem('checkIn', '2026-03-01');
    sessionStorage.setItem('checkOut', '2026-03-05');
    expect(current()).toMatchObject({ checkIn: TODAY, checkOut: '2026-03-11' });
    sessionStorage.setItem('checkIn', 'garbage');
    sessionStorage.setItem('adultCount', '-3');
    expect(current()).toMatchObject({ checkIn: TODAY, adultCount: 1 });
  });
});
