/**
 * A stay against the nights already taken at a property (booked, held, blocked): what the date
 * calendars grey out and where a check-out may fall. The server checks the same when it books.
 */
import { addDays, bookingWindowEnd, checkOutAfter, type IsoDate } from './dates';

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

/** Check-out after a new check-in: pushed to the next day (docs/product/search.md), and pulled back before a taken night. */
export function checkOutFor(taken: readonly IsoDate[], checkIn: IsoDate, checkOut: IsoDate, today: IsoDate): IsoDate {
  const pushed = checkOutAfter(checkIn, checkOut);
  return pushed > latestCheckOut(taken, checkIn, today) ? addDays(checkIn, 1) : pushed;
}
