import { describe, expect, it } from 'vitest';
import {
  isTimeZone,
  addDays,
  bookingWindowEnd,
  checkOutAfter,
  formatStayRange,
  daysBetween,
  defaultStay,
  formatDayMonthYear,
  formatLongDate,
  formatLongDateSpan,
  formatStayMonth,
  fromLocalDate,
  isIsoDate,
  nightsBetween,
  nightsOf,
  stayDatesProblem,
  todayIn,
  toLocalDate,
} from './dates';

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('2026-01-01T00:00:00Z')).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
  });
});

describe('todayIn', () => {
  it('is the calendar date of the property, not of the server', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India (UTC+5:30) and still 31 Dec in New York.
    const instant = new Date('2026-12-31T20:00:00Z');
    expect(todayIn('Asia/Kolkata', instant)).toBe('2027-01-01');
    expect(todayIn('America/New_York', instant)).toBe('2026-12-31');
    expect(todayIn('UTC', instant)).toBe('2026-12-31');
  });

  it('switches at midnight in the property timezone', () => {
    expect(todayIn('Asia/Kolkata', new Date('2026-03-14T18:29:59Z'))).toBe('2026-03-14');
    expect(todayIn('Asia/Kolkata', new Date('2026-03-14T18:30:00Z'))).toBe('2026-03-15');
  });
});

describe('local dates for date pickers', () => {
  it('puts a calendar date at local midnight and reads it back, across month, year and leap-day ends', () => {
    for (const date of ['2026-01-31', '2026-12-31', '2028-02-29', '2026-03-29']) {
      const local = toLocalDate(date);
      expect([local.getFullYear(), local.getMonth() + 1, local.getDate(), local.getHours()]).toEqual([
        Number(date.slice(0, 4)),
        Number(date.slice(5, 7)),
        Number(date.slice(8, 10)),
        0,
      ]);
      expect(fromLocalDate(local)).toBe(date);
    }
  });

  it('reads a late-evening local time as that same day', () => {
    expect(fromLocalDate(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-24');
  });
});

describe('addDays and daysBetween', () => {
  it('cross month ends, year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2027-02-01', '2027-03-01')).toBe(28);
  });

  it('agree with the calendar on every day from 1900 to 2100, either way', () => {
    const day = 86_400_000;
    const calendar = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const disagreeing: string[] = [];
    for (let ms = Date.UTC(1900, 0, 1); ms < Date.UTC(2101, 0, 1); ms += day) {
      const date = calendar(ms);
      if (addDays(date, 1) !== calendar(ms + day) || addDays(date, -45) !== calendar(ms - 45 * day)) disagreeing.push(date);
    }
    expect(disagreeing).toEqual([]);
  });

  it('are not shifted by daylight saving time anywhere', () => {
    // 8 March 2026 is the US DST switch; plain calendar arithmetic must not notice it.
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  });
});

describe('nightsBetween and nightsOf', () => {
  it('counts the nights of a stay; none when check-out is not later', () => {
    expect(nightsBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(nightsBetween('2026-05-05', '2026-05-05')).toBe(0);
    expect(nightsBetween('2026-05-05', '2026-05-01')).toBe(0);
  });

  it('lists every night, check-in included and check-out excluded', () => {
    expect(nightsOf('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29']);
    expect(nightsOf('2026-05-05', '2026-05-05')).toEqual([]);
  });
});

describe('booking window (one year ahead)', () => {
  it('ends on the same calendar date next year', () => {
    expect(bookingWindowEnd('2026-06-15')).toBe('2027-06-15');
    expect(bookingWindowEnd('2026-12-31')).toBe('2027-12-31');
    // spans 29 Feb 2028: 366 days
    expect(bookingWindowEnd('2027-03-01')).toBe('2028-03-01');
    // from a leap day, to the last day of the next February
    expect(bookingWindowEnd('2028-02-29')).toBe('2029-02-28');
  });
});

describe('stayDatesProblem', () => {
  const today = '2026-06-15';

  it('accepts a stay from today, and one ending exactly a year ahead', () => {
    expect(stayDatesProblem('2026-06-15', '2026-06-16', today)).toBeNull();
    expect(stayDatesProblem('2027-06-14', '2027-06-15', today)).toBeNull();
  });

  it.each([
    ['2026-06-14', '2026-06-16', 'Check-in cannot be in the past'],
    ['2027-06-16', '2027-06-17', 'Check-in must be within one year from today'],
    ['2026-06-20', '2026-06-20', 'Check-out must be at least one day after check-in'],
    ['2026-06-20', '2026-06-19', 'Check-out must be at least one day after check-in'],
    ['2027-06-10', '2027-06-16', 'Check-out must be within one year from today'],
    ['2026-02-30', '2026-03-02', 'Check-in must be a valid date (YYYY-MM-DD)'],
    ['2026-07-01', 'tomorrow', 'Check-out must be a valid date (YYYY-MM-DD)'],
  ])('refuses %s → %s: %s', (checkIn, checkOut, message) => {
    expect(stayDatesProblem(checkIn, checkOut, today)).toBe(message);
  });
});

describe('search defaults and check-out pushing (docs/product/search.md)', () => {
  it('defaults to tonight, one night', () => {
    expect(defaultStay('2026-12-31')).toEqual({ checkIn: '2026-12-31', checkOut: '2027-01-01' });
  });

  it('moves check-out to the day after a later check-in, and keeps a later check-out', () => {
    expect(checkOutAfter('2026-07-10', '2026-07-05')).toBe('2026-07-11');
    expect(checkOutAfter('2026-07-10', '2026-07-10')).toBe('2026-07-11');
    expect(checkOutAfter('2026-07-10', '2026-07-14')).toBe('2026-07-14');
    expect(checkOutAfter('2028-02-28', '2028-02-20')).toBe('2028-02-29');
  });
});

describe('formatting', () => {
  it('writes dates as the site shows them', () => {
    expect(formatDayMonthYear('2026-09-05')).toBe('05/09/2026');
    expect(formatLongDate('2026-09-05')).toBe('5 Sept 2026');
    expect(formatLongDate('2028-02-29')).toBe('29 Feb 2028');
    expect(formatStayMonth('2026-11')).toBe('November 2026');
    expect(formatStayMonth('2027-01')).toBe('January 2027');
    expect(formatLongDateSpan('2026-12-28', '2027-01-02')).toBe('28 Dec 2026 – 2 Jan 2027');
  });
});

describe('formatStayRange', () => {
  it('says a stay in few words, with the year only across years', () => {
    expect(formatStayRange('2026-12-10', '2026-12-13')).toBe('10–13 Dec');
    expect(formatStayRange('2026-09-28', '2026-10-02')).toBe('28 Sept – 2 Oct');
    expect(formatStayRange('2026-12-28', '2027-01-02')).toBe('28 Dec 2026 – 2 Jan 2027');
  });
});

describe('isTimeZone', () => {
  it('accepts the IANA names Intl knows, and nothing else', () => {
    for (const name of ['Asia/Kolkata', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5']) expect(isTimeZone(name), name).toBe(true);
    for (const name of ['', '+05:30', 'Mars/Olympus_Mons', 'Asia/Kolkata ', '../etc/passwd']) expect(isTimeZone(name), name).toBe(false);
  });
});
