import { describe, expect, it } from 'vitest';
import { staySearchFrom } from './stay';

const today = '2026-12-30';
const params = (query: string) => new URLSearchParams(query);

describe('staySearchFrom', () => {
  it('reads the stay from the query string', () => {
    expect(staySearchFrom(params('checkIn=2026-12-31&checkOut=2027-01-02&adultCount=3&childCount=2'), today)).toEqual({
      checkIn: '2026-12-31',
      checkOut: '2027-01-02',
      adultCount: 3,
      childCount: 2,
      infantCount: 0,
    });
  });

  it('falls back to tonight, one night, one adult', () => {
    expect(staySearchFrom(params(''), today)).toEqual({
      checkIn: today,
      checkOut: '2026-12-31',
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
    });
  });

  it('repairs unusable values', () => {
    expect(staySearchFrom(params('checkIn=2026-12-01&checkOut=2026-12-02&adultCount=0&childCount=-1'), today)).toEqual({
      checkIn: today,
      checkOut: '2026-12-31',
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
    });
    expect(staySearchFrom(params('checkIn=2027-01-05&checkOut=2027-01-03&adultCount=2.5&childCount=abc'), today)).toMatchObject({
      checkIn: '2027-01-05',
      checkOut: '2027-01-06',
      adultCount: 1,
      childCount: 0,
    });
    expect(staySearchFrom(params('checkIn=2027-02-30&adultCount=21'), today)).toMatchObject({ checkIn: today, adultCount: 1 });
  });
});
