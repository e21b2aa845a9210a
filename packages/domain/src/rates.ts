/**
 * A property's rates beyond its base price: a weekend price (Friday and Saturday nights), seasons with
 * their own price and minimum stay, a minimum stay outside seasons and length-of-stay discounts. What
 * one night costs, how long a stay must be and the lowest price ahead are decided here, once, for the
 * pages and the server. The schema that validates the owner's form and PUT …/rates is in
 * rates-schemas.ts (so pages that only show prices never download zod).
 */
import { addDays, bookingWindowEnd, daysBetween, nightsOf, shortMonthName, type IsoDate } from './dates';
import { formatRupees } from './money';
import { formatNights, plural } from './words';
import type { PriceModel } from './constants';

export interface Season {
  name: string;
  /** First and last night of the season, both inclusive. */
  firstNight: IsoDate;
  lastNight: IsoDate;
  /** Whole rupees per night, whatever the weekday. */
  pricePerNight: number;
  /** Minimum stay of a check-in inside the season; null: the property's. */
  minNights: number | null;
}

export interface Rates {
  /** Whole rupees for Friday and Saturday nights; null: the base price. */
  weekendPricePerNight: number | null;
  /** Minimum stay of a check-in outside every season. */
  minNights: number;
  /** Percent off stays of WEEKLY_NIGHTS nights or more (0–70). */
  weeklyDiscountPercent: number;
  /** Percent off stays of MONTHLY_NIGHTS nights or more (0–70); when set it replaces the weekly one. */
  monthlyDiscountPercent: number;
  /** Never overlapping, in order of their first night. */
  seasons: Season[];
}

/** What a property without rates has: every night at its base price, no minimum, no discount. */
export const NO_RATES: Rates = Object.freeze({
  weekendPricePerNight: null,
  minNights: 1,
  weeklyDiscountPercent: 0,
  monthlyDiscountPercent: 0,
  seasons: [],
}) as Rates;

export const RATE_LIMITS = {
  maxDiscountPercent: 70,
  weeklyNights: 7,
  monthlyNights: 28,
  maxSeasons: 100,
  maxMinNights: 365,
  /** The lowest price a property page shows is looked for over this many nights from today. */
  fromPriceNights: 90,
} as const;

/**
 * Whatever the property's price is computed from: its base price, its rates (none: base only) and its
 * price model (none: per person). Rates vary the night price only; the extra-guest fees of a
 * per-property price are the same every night.
 */
export interface PricedProperty {
  pricePerNight: number;
  rates?: Rates | null;
  priceModel?: PriceModel;
  /** 'perProperty': how many guests (adults and children) the night price covers. */
  includedGuests?: number | null;
  /** 'perProperty': whole rupees per night for each adult, and each child, beyond includedGuests. */
  extraAdultPrice?: number;
  extraChildPrice?: number;
}

/** The fields of a property (or a row) its price is computed from, and no others. */
export function pricedProperty(property: Required<PricedProperty>): Required<PricedProperty> {
  const { pricePerNight, rates, priceModel, includedGuests, extraAdultPrice, extraChildPrice } = property;
  return { pricePerNight, rates, priceModel, includedGuests, extraAdultPrice, extraChildPrice };
}

/** True when the rates change nothing about price or minimum stay (stored as no rates at all). */
export function isNoRates(rates: Rates | null | undefined): boolean {
  return (
    !rates ||
    (rates.weekendPricePerNight === null &&
      rates.minNights === 1 &&
      rates.weeklyDiscountPercent === 0 &&
      rates.monthlyDiscountPercent === 0 &&
      rates.seasons.length === 0)
  );
}

export type NightKind = 'base' | 'weekend' | 'season';

export interface NightPrice {
  night: IsoDate;
  /** Whole rupees, for one adult. */
  pricePerNight: number;
  kind: NightKind;
  /** The season's name when kind is 'season'. */
  season?: string;
}

const A_SUNDAY = '1970-01-04';

/** 0 Sunday … 6 Saturday, of a calendar date (no timezone involved). */
export function weekdayOf(date: IsoDate): number {
  return ((daysBetween(A_SUNDAY, date) % 7) + 7) % 7;
}

/** Friday and Saturday nights are the weekend (the guest leaves on Saturday or Sunday morning). */
export function isWeekendNight(night: IsoDate): boolean {
  const day = weekdayOf(night);
  return day === 5 || day === 6;
}

export function seasonOf(rates: Rates | null | undefined, night: IsoDate): Season | undefined {
  return rates?.seasons.find((season) => season.firstNight <= night && night <= season.lastNight);
}

/** One night's price: the season's if the night is in one, else the weekend price on Friday and Saturday nights, else the base price. */
export function nightPrice(property: PricedProperty, night: IsoDate): NightPrice {
  const rates = property.rates;
  const season = seasonOf(rates, night);
  if (season) return { night, pricePerNight: season.pricePerNight, kind: 'season', season: season.name };
  if (rates?.weekendPricePerNight != null && isWeekendNight(night)) {
    return { night, pricePerNight: rates.weekendPricePerNight, kind: 'weekend' };
  }
  return { night, pricePerNight: property.pricePerNight, kind: 'base' };
}

/** Each night of the stay (check-in included, check-out excluded) with its price. */
export function nightlyPrices(property: PricedProperty, checkIn: IsoDate, checkOut: IsoDate): NightPrice[] {
  return nightsOf(checkIn, checkOut).map((night) => nightPrice(property, night));
}

export interface LengthOfStayDiscount {
  kind: 'weekly' | 'monthly';
  percent: number;
}

/** The discount a stay of this many nights gets: the monthly one from 28 nights when set, else the weekly one from 7. */
export function lengthOfStayDiscount(rates: Rates | null | undefined, nights: number): LengthOfStayDiscount | null {
  if (!rates) return null;
  if (nights >= RATE_LIMITS.monthlyNights && rates.monthlyDiscountPercent > 0) {
    return { kind: 'monthly', percent: rates.monthlyDiscountPercent };
  }
  if (nights >= RATE_LIMITS.weeklyNights && rates.weeklyDiscountPercent > 0) {
    return { kind: 'weekly', percent: rates.weeklyDiscountPercent };
  }
  return null;
}

/** The fewest nights a stay arriving on `checkIn` may have: its season's minimum, else the property's (at least 1). */
export function minimumStay(rates: Rates | null | undefined, checkIn: IsoDate): number {
  if (!rates) return 1;
  return Math.max(1, seasonOf(rates, checkIn)?.minNights ?? rates.minNights);
}

/** '20 Dec' */
export function formatDayMonth(date: IsoDate): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${shortMonthName(m - 1)}`;
}

export function minimumStayMessage(minNights: number, checkIn: IsoDate): string {
  return `This stay needs at least ${formatNights(minNights)} from ${formatDayMonth(checkIn)}`;
}

/** A search result listed for its minimum stay: 'Minimum 3 nights from 20 Dec'. */
export function minimumStayNote(minNights: number, checkIn: IsoDate): string {
  return `Minimum ${formatNights(minNights)} from ${formatDayMonth(checkIn)}`;
}

/** Why a stay calendar's day cannot be a check-in because of the minimum stay: 'Minimum 3 nights from here'. */
export function minimumStayHint(minNights: number): string {
  return `Minimum ${formatNights(minNights)} from here`;
}

/** Why a stay is too short for the property's minimum stay, or null when it is long enough. */
export function minimumStayProblem(rates: Rates | null | undefined, checkIn: IsoDate, checkOut: IsoDate): string | null {
  const min = minimumStay(rates, checkIn);
  return nightsOf(checkIn, checkOut).length < min ? minimumStayMessage(min, checkIn) : null;
}

/**
 * Whether a guest may arrive on `checkIn` at all: the property's minimum stay from that day fits
 * before `lastCheckOut` (the booking window, or the longest stay) and every one of those nights is
 * free. Calendars grey out arrival days for which this is false.
 */
export function minimumStayFits(
  rates: Rates | null | undefined,
  checkIn: IsoDate,
  isNightFree: (night: IsoDate) => boolean,
  lastCheckOut?: IsoDate,
  maxStayNights?: number,
): boolean {
  const min = minimumStay(rates, checkIn);
  if (maxStayNights !== undefined && min > maxStayNights) return false;
  const checkOut = addDays(checkIn, min);
  if (lastCheckOut !== undefined && checkOut > lastCheckOut) return false;
  return nightsOf(checkIn, checkOut).every(isNightFree);
}

/** What a stay calendar needs to grey out the days the property's minimum stay rules out. */
export interface MinimumStayDays {
  isArrivalDisabled?(day: IsoDate): boolean;
  /** Why such a day cannot be a check-in: its minimum stay ('Minimum 3 nights from here'). */
  arrivalHint?(day: IsoDate): string | null;
  isDepartureDisabled?(checkIn: IsoDate, day: IsoDate): boolean;
}

/**
 * For a property's stay calendar: arrival days whose minimum stay cannot fit (a night taken, past the
 * booking window or longer than the longest stay) and departure days before the minimum stay ends.
 * Nothing for a property without rates, where every free night is an arrival day.
 */
export function minimumStayDays(
  rates: Rates | null | undefined,
  takenNights: readonly IsoDate[],
  today: IsoDate,
  maxStayNights?: number,
): MinimumStayDays {
  if (isNoRates(rates)) return {};
  const taken = new Set(takenNights);
  const lastCheckOut = bookingWindowEnd(today);
  return {
    isArrivalDisabled: (day) => !minimumStayFits(rates, day, (night) => !taken.has(night), lastCheckOut, maxStayNights),
    arrivalHint: (day) => {
      const minimum = minimumStay(rates, day);
      return minimum > 1 ? minimumStayHint(minimum) : null;
    },
    isDepartureDisabled: (checkIn, day) => day < addDays(checkIn, minimumStay(rates, checkIn)),
  };
}

/** The lowest nightly price over the next `nights` nights from today: the property page's "from ₹X". */
export function lowestNightPrice(property: PricedProperty, today: IsoDate, nights: number = RATE_LIMITS.fromPriceNights): number {
  if (isNoRates(property.rates)) return property.pricePerNight;
  let lowest = Number.POSITIVE_INFINITY;
  for (const { pricePerNight } of nightlyPrices(property, today, addDays(today, nights))) {
    lowest = Math.min(lowest, pricePerNight);
  }
  return lowest;
}

export interface NightGroup {
  count: number;
  pricePerNight: number;
  kind: NightKind;
  season?: string;
}

/** Nights of equal kind, season and price together, in the order they first occur. */
export function groupNights(nightly: readonly NightPrice[]): NightGroup[] {
  const groups: NightGroup[] = [];
  for (const night of nightly) {
    const same = groups.find((g) => g.kind === night.kind && g.season === night.season && g.pricePerNight === night.pricePerNight);
    if (same) same.count += 1;
    else groups.push({ count: 1, pricePerNight: night.pricePerNight, kind: night.kind, ...(night.season ? { season: night.season } : {}) });
  }
  return groups;
}

/** '5 nights × ₹1,000', '2 weekend nights × ₹1,500', '3 nights of Christmas × ₹4,000' */
export function describeNightGroup(group: NightGroup): string {
  const price = formatRupees(group.pricePerNight);
  if (group.kind === 'weekend') return `${plural(group.count, 'weekend night')} × ${price}`;
  if (group.kind === 'season') return `${formatNights(group.count)} of ${group.season} × ${price}`;
  return `${formatNights(group.count)} × ${price}`;
}

/** The grouped breakdown as one line: '5 nights × ₹1,000, 2 weekend nights × ₹1,500'. */
export function describeNights(nightly: readonly NightPrice[]): string {
  return groupNights(nightly).map(describeNightGroup).join(', ');
}

export function describeDiscount(discount: LengthOfStayDiscount): string {
  return `${discount.kind === 'weekly' ? 'Weekly' : 'Monthly'} discount (${discount.percent}%)`;
}
