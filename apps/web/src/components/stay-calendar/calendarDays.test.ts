import { describe, expect, it } from 'vitest';
import { dayAfterKey, monthsBetween, monthWeeks, weekdayIndex } from './calendarDays';

describe('the stay calendar grid', () => {
  it('starts weeks on Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0); // a Monday
    expect(weekdayIndex('2026-11-29')).toBe(6); // a Sunday
    const weeks = monthWeeks('2026-09'); // 1 Sept 2026 is a Tuesday
    expect(weeks[0]).toEqual([null, '2026-09-01', '2026-09-02', '2026-09-03', '2026-09-04', '2026-09-05', '2026-09-06']);
    expect(weeks.at(-1)).toEqual(['2026-09-28', '2026-09-29', '2026-09-30', null, null, null, null]);
  });

  it('lists the months of the booking window', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('moves the focused day by key, within the bounds', () => {
    const min = '2026-11-01';
    const max = '2027-11-25';
    expect(dayAfterKey('2026-11-25', 'ArrowRight', min, max)).toBe('2026-11-26');
    expect(dayAfterKey('2026-11-30', 'ArrowRight', min, max)).toBe('2026-12-01');
    expect(dayAfterKey('2026-11-25', 'ArrowUp', min, max)).toBe('2026-11-18');
    expect(dayAfterKey('2026-11-25', 'Home', min, max)).toBe('2026-11-23');
    expect(dayAfterKey('2026-11-25', 'End', min, max)).toBe('2026-11-29');
    expect(dayAfterKey('2027-01-31', 'PageDown', min, max)).toBe('2027-02-28');
    expect(dayAfterKey('2026-11-03', 'ArrowUp', min, max)).toBe(min);
    expect(dayAfterKey('2027-11-25', 'ArrowRight', min, max)).toBe(max);
    expect(dayAfterKey('2026-11-25', 'Enter', min, max)).toBeNull();
  });
});
