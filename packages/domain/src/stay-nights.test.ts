import { describe, expect, it } from 'vitest';
import { checkOutFor, includesTakenNight, latestCheckOut } from './stay-nights';

const today = '2026-12-30';

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
