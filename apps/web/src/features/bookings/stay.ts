/** The stay a booking page starts from, and the night rules its date pickers apply. */
import { addDays, bookingWindowEnd, checkOutAfter, DEFAULT_GUESTS, isIsoDate, LIMITS, type IsoDate } from '@hillnest/domain';

export interface StaySearch {
  checkIn: IsoDate;
  checkOut: IsoDate;
  adultCount: number;
  childCount: number;
  infantCount: number;
}

function count(value: string | null, min: number, max: number, fallback: number): number {
  const n = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/**
 * checkIn, checkOut (YYYY-MM-DD), adultCount, childCount and infantCount from the page's query
 * string; missing or unusable values fall back to tonight, one night, 1 adult (SPEC §9 defaults).
 */
export function staySearchFrom(params: URLSearchParams, today: IsoDate): StaySearch {
  const end = bookingWindowEnd(today);
  const rawIn = params.get('checkIn');
  const checkIn = isIsoDate(rawIn) && rawIn >= today && rawIn < end ? rawIn : today;
  const rawOut = params.get('checkOut');
  const checkOut = checkOutAfter(checkIn, isIsoDate(rawOut) && rawOut <= end ? rawOut : checkIn);
  return {
    checkIn,
    checkOut,
    adultCount: count(params.get('adultCount'), 1, LIMITS.maxAdults, DEFAULT_GUESTS.adultCount),
    childCount: count(params.get('childCount'), 0, LIMITS.maxChildren, DEFAULT_GUESTS.childCount),
    infantCount: count(params.get('infantCount'), 0, LIMITS.maxInfants, DEFAULT_GUESTS.infantCount),
  };
}

/** Whether any of the stay's nights (check-in to the night before check-out) is taken. */
export function includesTakenNight(taken: readonly IsoDate[], checkIn: IsoDate, checkOut: IsoDate): boolean {
  return taken.some((night) => night >= checkIn && night < checkOut);
}

/**
 * The latest check-out for a check-in: the first taken night after it (leaving that morning is
 * fine), or the end of the booking window.
 */
export function latestCheckOut(taken: readonly IsoDate[], checkIn: IsoDate, today: IsoDate): IsoDate {
  const end = bookingWindowEnd(today);
  const next = taken.find((night) => night > checkIn);
  return next && next < end ? next : end;
}

/** Check-out after a new check-in: pushed to the next day (SPEC §4), and pulled back before a taken night. */
export function checkOutFor(taken: readonly IsoDate[], checkIn: IsoDate, checkOut: IsoDate, today: IsoDate): IsoDate {
  const pushed = checkOutAfter(checkIn, checkOut);
  return pushed > latestCheckOut(taken, checkIn, today) ? addDays(checkIn, 1) : pushed;
}
