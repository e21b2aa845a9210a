/** Pure day arithmetic of the stay calendar: the Monday-first grid and where each key moves the focused day. */
import { addDays, addMonths, daysInMonth, monthOf, type IsoDate, type YearMonth } from '@hillnest/domain';

/** 0 for Monday … 6 for Sunday: the calendars start their weeks on Monday. */
export function weekdayIndex(date: IsoDate): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** The month's weeks, Monday first; null pads the days of the neighbouring months. */
export function monthWeeks(month: YearMonth): (IsoDate | null)[][] {
  const first = `${month}-01`;
  const cells: (IsoDate | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = 0; day < daysInMonth(month); day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The same day of the month `count` months away, or that month's last day when it is shorter. */
function sameDayInMonth(date: IsoDate, count: number): IsoDate {
  const month = addMonths(monthOf(date), count);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The months the calendar shows, from `first` to `last` inclusive. */
export function monthsBetween(first: YearMonth, last: YearMonth): YearMonth[] {
  const months: YearMonth[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}

/**
 * Where a key moves the focused day (the grid keys of the WAI-ARIA date picker pattern), kept within
 * [`min`, `max`]; null for any other key.
 */
export function dayAfterKey(date: IsoDate, key: string, min: IsoDate, max: IsoDate): IsoDate | null {
  const moves: Record<string, () => IsoDate> = {
    ArrowLeft: () => addDays(date, -1),
    ArrowRight: () => addDays(date, 1),
    ArrowUp: () => addDays(date, -7),
    ArrowDown: () => addDays(date, 7),
    Home: () => addDays(date, -weekdayIndex(date)),
    End: () => addDays(date, 6 - weekdayIndex(date)),
    PageUp: () => sameDayInMonth(date, -1),
    PageDown: () => sameDayInMonth(date, 1),
  };
  const move = moves[key];
  if (!move) return null;
  const next = move();
  return next < min ? min : next > max ? max : next;
}
