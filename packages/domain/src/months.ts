/**
 * Calendar months of the property, as 'YYYY-MM' strings (owner dashboard, issue 6). Like dates.ts,
 * they never pass through a local-time Date, so no timezone can shift a month.
 */
import { shortMonthName, todayIn, type IsoDate } from './dates';

export type YearMonth = string;

const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

/** True for 'YYYY-MM' with a month from 01 to 12 and a year from 1900 to 9999. */
export function isYearMonth(value: unknown): value is YearMonth {
  if (typeof value !== 'string') return false;
  const m = YEAR_MONTH.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  return year >= 1900 && year <= 9999 && month >= 1 && month <= 12;
}

function parts(month: YearMonth): [number, number] {
  const m = YEAR_MONTH.exec(month);
  if (!m || !isYearMonth(month)) throw new RangeError(`Not a month: ${month}`);
  return [Number(m[1]), Number(m[2])];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The month of a calendar date: '2026-11-22' → '2026-11'. */
export function monthOf(date: IsoDate): YearMonth {
  return date.slice(0, 7);
}

/** The month `count` months after `month` (negative goes back). */
export function addMonths(month: YearMonth, count: number): YearMonth {
  const [year, mon] = parts(month);
  const index = year * 12 + (mon - 1) + count;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** 28 to 31. */
export function daysInMonth(month: YearMonth): number {
  const [year, mon] = parts(month);
  return new Date(Date.UTC(year, mon, 0)).getUTCDate();
}

/** First day of the month and first day of the next: the half-open range [start, end). */
export function monthBounds(month: YearMonth): { start: IsoDate; end: IsoDate } {
  return { start: `${month}-01`, end: `${addMonths(month, 1)}-01` };
}

/** Every date of the month, in order. */
export function datesOfMonth(month: YearMonth): IsoDate[] {
  return Array.from({ length: daysInMonth(month) }, (_, i) => `${month}-${pad(i + 1)}`);
}

/** The `count` months ending with `today`'s month, oldest first. */
export function lastMonths(today: IsoDate, count = 12): YearMonth[] {
  const current = monthOf(today);
  return Array.from({ length: count }, (_, i) => addMonths(current, i - (count - 1)));
}

/** The last 12 months ending at today's month in the property's timezone, oldest first. */
export function last12MonthsIn(timeZone: string, now: Date = new Date()): YearMonth[] {
  return lastMonths(todayIn(timeZone, now), 12);
}

/** 'Nov 2026', with the site's short month names ('Sept'). */
export function formatYearMonth(month: YearMonth): string {
  const [year, mon] = parts(month);
  return `${shortMonthName(mon - 1)} ${year}`;
}
