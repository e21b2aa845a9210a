/**
 * Calendar dates of the property, as 'YYYY-MM-DD' strings. They never pass through a
 * local-time Date, so neither the browser's nor the server's timezone can shift them.
 */
import { LIMITS } from './constants';
import { formatNights } from './words';

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const DASH = 45;
const ZERO = 48;

/** Midnight UTC of a YYYY-MM-DD date, read character by character (a regex match allocates, and this runs per night). */
function toUtcMs(date: IsoDate): number {
  if (date.length !== 10 || date.charCodeAt(4) !== DASH || date.charCodeAt(7) !== DASH)
    throw new RangeError(`Not a calendar date: ${date}`);
  const fields = [0, 0, 0];
  for (let i = 0, field = 0; i < 10; i++) {
    if (i === 4 || i === 7) field++;
    else {
      const digit = date.charCodeAt(i) - ZERO;
      if (digit < 0 || digit > 9) throw new RangeError(`Not a calendar date: ${date}`);
      fields[field] = fields[field]! * 10 + digit;
    }
  }
  return Date.UTC(fields[0]!, fields[1]! - 1, fields[2]!);
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * The UTC calendar date of a time, by arithmetic (H. Hinnant's days-to-civil) rather than through
 * `toISOString`: searches and pricing step through every night of many stays, and this is several
 * times cheaper. Years 0–9999, as the rest of the domain.
 */
function fromUtcMs(ms: number): IsoDate {
  const days = Math.floor(ms / DAY_MS) + 719_468;
  const era = Math.floor(days / 146_097);
  const dayOfEra = days - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153); // 0 = March
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** True for a real calendar date written as YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  if (year < 1900 || year > 9999) return false;
  return fromUtcMs(toUtcMs(value)) === value;
}

/**
 * Date pickers work with Date objects at local midnight; a stay's dates are plain calendar dates. Only
 * the year, month and day travel between the two, so no time zone can shift a date.
 */
export function toLocalDate(date: IsoDate): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** The calendar date a local Date falls on (for `new Date()`: today where the browser is). */
export function fromLocalDate(date: Date): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The time zone the site starts with (Settings → Business). */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** An IANA time zone name (`Asia/Kolkata`, `UTC`) that this runtime's Intl knows; offsets such as `+05:30` are not names. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** One formatter per timezone: creating an Intl.DateTimeFormat costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date in the given IANA timezone. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const minuteFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time in `timeZone` as 'YYYY-MM-DDTHH:MM' (compares as text, like the property's deadlines). */
export function localDateTimeIn(timeZone: string, now: Date = new Date()): string {
  let format = minuteFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' });
    minuteFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${todayIn(timeZone, now)}T${get('hour')}:${get('minute')}`;
}

/** A full ISO timestamp with a zone (`2026-11-24T19:39:27.741Z`, `…+05:30`). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The calendar date, in `timeZone`, of a value written as a full ISO timestamp (what a date picker's
 * `toISOString()` sends); any other value unchanged, for the date schema to judge.
 */
export function calendarDateOf(value: unknown, timeZone: string): unknown {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : todayIn(timeZone, instant);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from a to b (negative when b is earlier). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);
}

/** Nights of a stay: the ceiling of the day difference, never negative (docs/product/rules.md). */
export function nightsBetween(checkIn: IsoDate, checkOut: IsoDate): number {
  return Math.max(0, Math.ceil(daysBetween(checkIn, checkOut)));
}

/** Every night of a stay, check-in included, check-out excluded. */
export function nightsOf(checkIn: IsoDate, checkOut: IsoDate): IsoDate[] {
  const nights: IsoDate[] = [];
  for (let ms = toUtcMs(checkIn), end = toUtcMs(checkOut); ms < end; ms += DAY_MS) nights.push(fromUtcMs(ms));
  return nights;
}

/**
 * Last date a stay may reach: the same calendar date a year ahead (docs/product/rules.md), so the window is 366
 * days when it spans a 29 February. From a 29 February it ends on 28 February.
 */
export function bookingWindowEnd(today: IsoDate): IsoDate {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const endYear = year + LIMITS.bookingWindowYears;
  const lastDayOfMonth = new Date(Date.UTC(endYear, month, 0)).getUTCDate();
  return fromUtcMs(Date.UTC(endYear, month - 1, Math.min(day, lastDayOfMonth)));
}

/** Search defaults (docs/product/search.md): check-in today, check-out the next day. */
export function defaultStay(today: IsoDate): { checkIn: IsoDate; checkOut: IsoDate } {
  return { checkIn: today, checkOut: addDays(today, LIMITS.defaultStayNights) };
}

/** Choosing a check-in moves check-out to the next day when check-out would not be later (docs/product/search.md). */
export function checkOutAfter(checkIn: IsoDate, checkOut: IsoDate): IsoDate {
  return checkOut > checkIn ? checkOut : addDays(checkIn, 1);
}

/** What a guest is told when a stay is longer than the site books online (MAX_STAY_NIGHTS). */
export function stayTooLongMessage(maxStayNights: number): string {
  return `A stay booked online can be at most ${formatNights(maxStayNights)}. For a longer stay, please contact the owner.`;
}

/** Whether a stay has more nights than `maxStayNights` (no limit when undefined). */
export function stayTooLong(checkIn: IsoDate, checkOut: IsoDate, maxStayNights: number | undefined): boolean {
  return maxStayNights !== undefined && isIsoDate(checkIn) && isIsoDate(checkOut) && nightsBetween(checkIn, checkOut) > maxStayNights;
}

/** The longest-stay message for a stay longer than `maxStayNights`, else null: what the search bar and booking block say. */
export function stayLengthProblem(checkIn: IsoDate, checkOut: IsoDate, maxStayNights: number | undefined): string | null {
  return stayTooLong(checkIn, checkOut, maxStayNights) ? stayTooLongMessage(maxStayNights!) : null;
}

/**
 * Why a stay cannot be booked, or null when its dates are acceptable: check-in from today to one year
 * ahead, check-out after check-in and within the year, and (when given) at most `maxStayNights` nights.
 */
export function stayDatesProblem(checkIn: IsoDate, checkOut: IsoDate, today: IsoDate, maxStayNights?: number): string | null {
  if (!isIsoDate(checkIn)) return 'Check-in must be a valid date (YYYY-MM-DD)';
  if (!isIsoDate(checkOut)) return 'Check-out must be a valid date (YYYY-MM-DD)';
  const end = bookingWindowEnd(today);
  if (checkIn < today) return 'Check-in cannot be in the past';
  if (checkIn > end) return 'Check-in must be within one year from today';
  if (checkOut <= checkIn) return 'Check-out must be at least one day after check-in';
  const tooLong = stayLengthProblem(checkIn, checkOut, maxStayNights);
  if (tooLong) return tooLong;
  if (checkOut > end) return 'Check-out must be within one year from today';
  return null;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "November 2026" from '2026-11' (a list rather than an Intl formatter made for each month shown). */
export function formatStayMonth(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[index - 1]} ${year}`;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** Short month name as the site shows it: 'Sept' for September (docs/product/search.md). */
export function shortMonthName(monthIndex: number): string {
  return SHORT_MONTHS[monthIndex] ?? '';
}

/** dd/MM/yyyy, as the search bar shows dates. */
export function formatDayMonthYear(date: IsoDate): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** '5 Sept 2026', for summaries. */
export function formatLongDate(date: IsoDate): string {
  const [y, m, d] = date.split('-');
  return `${Number(d)} ${shortMonthName(Number(m) - 1)} ${y}`;
}

/** '5 Sept 2026 – 8 Sept 2026': a stay's dates in full, as summaries, pages and e-mails write them. */
export function formatLongDateSpan(checkIn: IsoDate, checkOut: IsoDate): string {
  return `${formatLongDate(checkIn)} – ${formatLongDate(checkOut)}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'Thu, 10 Dec 2026': how every page, dialog and e-mail shows a date to people (issue 34). */
export function formatReadableDate(date: IsoDate): string {
  return `${WEEKDAYS[new Date(toUtcMs(date)).getUTCDay()]}, ${formatLongDate(date)}`;
}

/** A time of day 'HH:MM' (24 h) as guests read it: '2:00 PM', '12:30 AM'. */
export function formatTimeOfDay(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${twoDigits(m)} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A stay in few words: '10–13 Dec', '28 Nov – 2 Dec', '28 Dec 2026 – 2 Jan 2027'. */
export function formatStayRange(checkIn: IsoDate, checkOut: IsoDate): string {
  const [inYear, inMonth, inDay] = checkIn.split('-').map(Number) as [number, number, number];
  const [outYear, outMonth, outDay] = checkOut.split('-').map(Number) as [number, number, number];
  if (inYear !== outYear) return formatLongDateSpan(checkIn, checkOut);
  if (inMonth !== outMonth) return `${inDay} ${shortMonthName(inMonth - 1)} – ${outDay} ${shortMonthName(outMonth - 1)}`;
  return `${inDay}–${outDay} ${shortMonthName(inMonth - 1)}`;
}

/** A date typed as dd/MM/yyyy (or d/M/yyyy, with / . or - between) as YYYY-MM-DD; null when it is no real date. */
export function parseDayMonthYear(text: string): IsoDate | null {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!m) return null;
  const date = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isIsoDate(date) ? date : null;
}
