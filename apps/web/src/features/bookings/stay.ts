/** The stay a booking page starts from (its address). */
import { LIMITS, readStay, stayInParams, type IsoDate, type StayValues } from '@hillnest/domain';

export type StaySearch = StayValues;

/** A booking needs an adult; no count may exceed what a property could ever hold. */
const BOOKING_BOUNDS = { minAdults: 1, maxAdults: LIMITS.maxAdults, maxChildren: LIMITS.maxChildren, maxInfants: LIMITS.maxInfants };

/**
 * checkIn, checkOut (YYYY-MM-DD), adultCount, childCount and infantCount (or a shared link's adults,
 * children, infants) from the page's query string; missing or unusable values fall back to tonight,
 * one night, 1 adult (docs/product/rules.md).
 */
export function staySearchFrom(params: URLSearchParams, today: IsoDate): StaySearch {
  return readStay(stayInParams(params), today, BOOKING_BOUNDS);
}
