import { describe, expect, it } from 'vitest';
import { calendarQuerySchema, MONTH_QUERY_MESSAGE } from './dashboard';
import { firstIssueWithPath } from './errors';
import { addMonths, datesOfMonth, daysInMonth, formatYearMonth, isYearMonth, last12MonthsIn, lastMonths, monthBounds } from './months';

describe('months', () => {
  it('accepts YYYY-MM with a real month only', () => {
    expect(isYearMonth('2026-11')).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', '', 202611, null]) {
      expect(isYearMonth(bad)).toBe(false);
    }
  });

  it('moves across year ends both ways', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
  });

  it('knows month lengths, leap Februaries included', () => {
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-04')).toBe(30);
    expect(daysInMonth('2026-12')).toBe(31);
    expect(datesOfMonth('2028-02')).toHaveLength(29);
    expect(datesOfMonth('2028-02').at(-1)).toBe('2028-02-29');
  });

  it('gives a half-open range for a month', () => {
    expect(monthBounds('2026-12')).toEqual({ start: '2026-12-01', end: '2027-01-01' });
  });

  it('lists the last 12 months ending with the current one, oldest first', () => {
    const months = lastMonths('2026-11-22');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-12');
    expect(months[11]).toBe('2026-11');
  });

  it("takes 'today' in the property's timezone", () => {
    // 31 Dec 2026 20:00 UTC is already 1 Jan 2027 in India.
    const now = new Date('2026-12-31T20:00:00Z');
    expect(last12MonthsIn('Asia/Kolkata', now).at(-1)).toBe('2027-01');
    expect(last12MonthsIn('UTC', now).at(-1)).toBe('2026-12');
  });

  it("names months as the site does ('Sept')", () => {
    expect(formatYearMonth('2026-09')).toBe('Sept 2026');
  });
});

describe('calendar month query', () => {
  it('accepts a month or nothing, and words a bad month', () => {
    expect(calendarQuerySchema.parse({ month: '2026-02' })).toEqual({ month: '2026-02' });
    expect(calendarQuerySchema.parse({})).toEqual({});
    for (const month of ['2026-13', 'feb', ['2026-01', '2026-02']]) {
      const result = calendarQuerySchema.safeParse({ month });
      expect(result.success).toBe(false);
      if (!result.success) expect(firstIssueWithPath(result.error)).toBe(`month: ${MONTH_QUERY_MESSAGE}`);
    }
  });
});
