import { describe, expect, it } from 'vitest';
import { detailPath, readStay, stayInParams, type StayField } from './stay';

const today = '2026-12-30';
const from = (values: Partial<Record<StayField, string>>) => (field: StayField) => values[field];
const booking = { minAdults: 1, maxAdults: 20, maxChildren: 20, maxInfants: 20 };
const search = { minAdults: 0 };

describe('readStay', () => {
  it('reads a stay as written', () => {
    expect(
      readStay(from({ checkIn: '2026-12-31', checkOut: '2027-01-02', adultCount: '3', childCount: '2', infantCount: '1' }), today, booking),
    ).toEqual({
      checkIn: '2026-12-31',
      checkOut: '2027-01-02',
      adultCount: 3,
      childCount: 2,
      infantCount: 1,
    });
  });

  it('falls back to tonight, one night, one adult', () => {
    expect(readStay(from({}), today, booking)).toEqual({
      checkIn: today,
      checkOut: '2026-12-31',
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
    });
  });

  it('brings dates into the booking window and check-out after check-in', () => {
    expect(readStay(from({ checkIn: '2026-12-01', checkOut: '2026-12-02' }), today, booking)).toMatchObject({
      checkIn: today,
      checkOut: '2026-12-31',
    });
    expect(readStay(from({ checkIn: '2027-01-05', checkOut: '2027-01-03' }), today, booking)).toMatchObject({
      checkIn: '2027-01-05',
      checkOut: '2027-01-06',
    });
    expect(readStay(from({ checkIn: '2027-12-30' }), today, booking)).toMatchObject({ checkIn: today });
    expect(readStay(from({ checkIn: '2027-12-28', checkOut: '2028-01-05' }), today, booking)).toMatchObject({ checkOut: '2027-12-29' });
    expect(readStay(from({ checkIn: '2027-02-30' }), today, booking)).toMatchObject({ checkIn: today });
  });

  it('keeps counts within the bounds it is given, else their defaults', () => {
    const counts = from({ adultCount: '0', childCount: '-1', infantCount: '2.5' });
    expect(readStay(counts, today, booking)).toMatchObject({ adultCount: 1, childCount: 0, infantCount: 0 });
    expect(readStay(counts, today, search)).toMatchObject({ adultCount: 0, childCount: 0 });
    expect(readStay(from({ adultCount: '21', childCount: 'abc' }), today, booking)).toMatchObject({ adultCount: 1, childCount: 0 });
    expect(readStay(from({ adultCount: '21', childCount: ' 3 ' }), today, search)).toMatchObject({ adultCount: 21, childCount: 3 });
  });
});

describe('a shared link’s stay', () => {
  it('reads the short names a link carries, and the booking page’s own names first', () => {
    const read = (query: string) => readStay(stayInParams(new URLSearchParams(query)), '2026-03-10', { minAdults: 1 });
    expect(read('checkIn=2026-03-13&checkOut=2026-03-16&adults=2&children=1')).toMatchObject({ adultCount: 2, childCount: 1 });
    expect(read('adultCount=3&adults=2').adultCount).toBe(3);
    // Unusable values fall back, never fail.
    expect(read('checkIn=soon&adults=many')).toMatchObject({ checkIn: '2026-03-10', checkOut: '2026-03-11', adultCount: 1 });
  });

  it('writes a property page’s address with the stay, leaving out guests not given', () => {
    expect(detailPath('h1')).toBe('/detail/h1');
    expect(detailPath('h1', { checkIn: '2026-03-13', checkOut: '2026-03-16', adultCount: 2 })).toBe(
      '/detail/h1?checkIn=2026-03-13&checkOut=2026-03-16&adults=2',
    );
  });
});
