import { describe, expect, it } from 'vitest';
import { averageDailyRate, revenuePerAvailableNight, weekOf } from './dashboard';

describe('weekOf', () => {
  it.each([
    ['2026-11-30', '2026-11-30'], // a Monday
    ['2026-12-06', '2026-11-30'], // the Sunday after
    ['2026-12-03', '2026-11-30'],
    ['2027-01-01', '2026-12-28'], // across the year's end
  ])('puts %s in the week starting Monday %s', (today, start) => {
    expect(weekOf(today)).toEqual({ start, end: new Date(Date.parse(`${start}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10) });
  });
});

describe('ADR and RevPAR', () => {
  it('divide revenue by nights sold and by nights available, in whole paise', () => {
    expect(averageDailyRate(1_000_000, 3)).toBe(333_333);
    expect(averageDailyRate(0, 0)).toBeNull();
    expect(revenuePerAvailableNight(1_000_000, 90)).toBe(11_111);
    expect(revenuePerAvailableNight(0, 0)).toBe(0);
  });
});
