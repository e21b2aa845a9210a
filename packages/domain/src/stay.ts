/**
 * The one lenient reader of a stay written as text: a page's address (the booking page), the session's
 * saved search (the search bar). Nothing is refused: a missing or unusable value falls back to the
 * default stay (tonight, one night, 1 adult, no children or infants), dates are brought into the booking
 * window and check-out stays after check-in. The API refuses bad values instead (search-schemas.ts,
 * booking.ts); this reader is for what a page shows, and it carries no zod.
 */
import { DEFAULT_GUESTS } from './constants';
import { addDays, bookingWindowEnd, checkOutAfter, isIsoDate, type IsoDate } from './dates';

export interface StayValues {
  checkIn: IsoDate;
  checkOut: IsoDate;
  adultCount: number;
  childCount: number;
  infantCount: number;
}

export type StayField = keyof StayValues;

/** The guest counts a reader accepts; a count outside them falls back to its default. */
export interface StayBounds {
  /** The search bar may hold 0 adults (a guest still choosing); a booking needs at least 1. */
  minAdults: number;
  maxAdults?: number;
  maxChildren?: number;
  maxInfants?: number;
}

function count(value: string | null | undefined, min: number, max: number | undefined, fallback: number): number {
  const n = value === null || value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) && n >= min && n <= (max ?? Number.POSITIVE_INFINITY) ? n : fallback;
}

/** Reads a stay through `get` (a query string's or a store's values by field name). */
export function readStay(get: (field: StayField) => string | null | undefined, today: IsoDate, bounds: StayBounds): StayValues {
  const end = bookingWindowEnd(today);
  const rawIn = get('checkIn');
  const checkIn = isIsoDate(rawIn) && rawIn >= today && rawIn < end ? rawIn : today;
  const rawOut = get('checkOut');
  const checkOut = isIsoDate(rawOut) && rawOut <= end ? checkOutAfter(checkIn, rawOut) : addDays(checkIn, 1);
  return {
    checkIn,
    checkOut,
    adultCount: count(get('adultCount'), bounds.minAdults, bounds.maxAdults, DEFAULT_GUESTS.adultCount),
    childCount: count(get('childCount'), 0, bounds.maxChildren, DEFAULT_GUESTS.childCount),
    infantCount: count(get('infantCount'), 0, bounds.maxInfants, DEFAULT_GUESTS.infantCount),
  };
}

/** Every query parameter a page may read a stay from (a server-rendered page is kept per their values). */
export const STAY_LINK_PARAMS = [
  'checkIn',
  'checkOut',
  'adultCount',
  'childCount',
  'infantCount',
  'adults',
  'children',
  'infants',
] as const;

/** Other names a shared link may give a field: `/detail/{id}?checkIn&checkOut&adults&children`. */
const FIELD_ALIASES: Partial<Record<StayField, string>> = { adultCount: 'adults', childCount: 'children', infantCount: 'infants' };

/** A page address's stay fields for readStay: each by its own name, else by its short one (adults, children, infants). */
export function stayInParams(params: URLSearchParams): (field: StayField) => string | null {
  return (field) => params.get(field) ?? (FIELD_ALIASES[field] ? params.get(FIELD_ALIASES[field]) : null);
}

/** The address has a stay in it (a check-in and a check-out), as a shared link to a property does. */
export function hasStayInParams(params: URLSearchParams): boolean {
  return Boolean(params.get('checkIn') && params.get('checkOut'));
}

/** A property's page, with the stay when given: `/detail/{id}?checkIn&checkOut&adults&children` (what stayInParams reads). */
export function detailPath(
  hotelId: string,
  stay?: { checkIn: IsoDate; checkOut: IsoDate; adultCount?: number | undefined; childCount?: number | undefined } | null,
): string {
  const path = `/detail/${encodeURIComponent(hotelId)}`;
  if (!stay) return path;
  const query = new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut });
  if (stay.adultCount) query.set('adults', String(stay.adultCount));
  if (stay.childCount) query.set('children', String(stay.childCount));
  return `${path}?${query.toString()}`;
}
