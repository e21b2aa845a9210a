import { describe, expect, it } from 'vitest';
import { checkOutFor, includesTakenNight, latestCheckOut, staySearchFrom } from './stay';

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
    expect(staySearchFrom(params(''), today)).toEqual({ checkIn: today, checkOut: '2026-12-31', adultCount: 1, childCount: 0, infantCount: 0 });
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

describe('taken nights', () => {
  const taken = ['2027-01-03', '2027-01-04'];

  it('a stay may end on a taken night but not include one', () => {
    expect(includesTakenNight(taken, '2027-01-01', '2027-01-03')).toBe(false);
    expect(includesTakenNight(taken, '2027-01-02', '2027-01-04')).toBe(true);
    expect(includesTakenNight(taken, '2027-01-05', '2027-01-07')).toBe(false);
  });

  it('the latest check-out is the next taken night, else the end of the booking window', () => {
    expect(latestCheckOut(taken, '2027-01-01', today)).toBe('2027-01-03');
    expect(latestCheckOut(taken, '2027-01-05', today)).toBe('2027-12-30');
  });

  it('moving check-in pushes check-out to the next day, and never across a taken night', () => {
    expect(checkOutFor(taken, '2027-01-01', '2026-12-31', today)).toBe('2027-01-02');
    expect(checkOutFor(taken, '2027-01-01', '2027-01-02', today)).toBe('2027-01-02');
    expect(checkOutFor(taken, '2026-12-30', '2027-01-10', today)).toBe('2026-12-31');
    expect(checkOutFor([], '2026-12-30', '2027-01-10', today)).toBe('2027-01-10');
  });
});
