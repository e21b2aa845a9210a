/**
 * Booking price of SPEC §9, computed once here for the page and the server:
 * pricePerNight × nights × adults + pricePerNight × nights × children × 0.5; infants free.
 * pricePerNight is a whole number of rupees, so the base price is exact in paise; a coupon
 * rounds once, to the nearest paisa (halves up), and never takes the total below ₹1.
 */
import { LIMITS, type CouponType } from './constants';
import { nightsBetween, type IsoDate } from './dates';
import type { Paise } from './money';

export interface StayGuests {
  adultCount: number;
  childCount: number;
}

export function basePricePaise(pricePerNight: number, nights: number, guests: StayGuests): Paise {
  // Children pay half: pricePerNight × 100 paise × 0.5 = pricePerNight × 50 paise, exact.
  return pricePerNight * nights * (guests.adultCount * 100 + guests.childCount * 50);
}

export interface CouponTerms {
  couponType: CouponType;
  /** Percent (1–100) for 'Percentage', whole rupees for 'Direct Money Off'. */
  amount: number;
  minNights: number;
  /** YYYY-MM-DD of the last day the coupon may be used; null when it never expires. */
  expiryDate: IsoDate | null;
}

/** What became of a coupon code entered for a stay (SPEC §4 coupon entry). */
export type CouponCheck =
  | { status: 'valid'; discountedPaise: Paise }
  | { status: 'notFound' }
  | { status: 'expired' }
  | { status: 'tooShort'; minNights: number };

export type CouponStatus = CouponCheck['status'];

const MIN_TOTAL_PAISE = LIMITS.minTotalRupees * 100;

/** A coupon is usable through its expiry date (inclusive) in the property's timezone. */
export function isCouponExpired(coupon: Pick<CouponTerms, 'expiryDate'>, today: IsoDate): boolean {
  return coupon.expiryDate !== null && coupon.expiryDate < today;
}

/** The total after the coupon's discount, before the ₹1 floor. Never more than the total. */
function discounted(totalPaise: Paise, coupon: CouponTerms): Paise {
  if (coupon.couponType === 'Percentage') {
    const percent = Math.min(100, Math.max(0, coupon.amount));
    // The one rounding of the whole computation: to the nearest paisa.
    return Math.round((totalPaise * (100 - percent)) / 100);
  }
  return totalPaise - Math.max(0, coupon.amount) * 100;
}

/**
 * Applies a coupon found for the code. Expiry is checked first, then the minimum stay (SPEC §4).
 * The discounted total is never below ₹1, and a coupon never raises a total that is already
 * below ₹1 (a stay of zero nights stays at zero, which the page refuses to pay).
 */
export function applyCoupon(totalPaise: Paise, coupon: CouponTerms, nights: number, today: IsoDate): CouponCheck {
  if (isCouponExpired(coupon, today)) return { status: 'expired' };
  if (nights < coupon.minNights) return { status: 'tooShort', minNights: coupon.minNights };
  const floor = Math.min(totalPaise, MIN_TOTAL_PAISE);
  return { status: 'valid', discountedPaise: Math.max(floor, discounted(totalPaise, coupon)) };
}

/** A coupon code the guest entered, with the terms stored for it (null when no coupon has that code). */
export interface EnteredCoupon {
  code: string;
  terms: CouponTerms | null;
}

export interface StayQuote {
  nights: number;
  basePaise: Paise;
  /** What the guest pays: the discounted total when the coupon is valid, else the base price. */
  totalPaise: Paise;
  /** Null when no code was entered (an empty code is valid and changes nothing). */
  coupon: CouponCheck | null;
}

/** The whole quote for a stay: nights, base price, and the total after an optional coupon. */
export function quoteStay(input: {
  pricePerNight: number;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: StayGuests;
  coupon?: EnteredCoupon | null;
  today: IsoDate;
}): StayQuote {
  const nights = nightsBetween(input.checkIn, input.checkOut);
  const basePaise = basePricePaise(input.pricePerNight, nights, input.guests);
  if (!input.coupon || input.coupon.code.trim() === '') return { nights, basePaise, totalPaise: basePaise, coupon: null };
  const coupon: CouponCheck = input.coupon.terms
    ? applyCoupon(basePaise, input.coupon.terms, nights, input.today)
    : { status: 'notFound' };
  return {
    nights,
    basePaise,
    // An invalid coupon returns the total to the original (SPEC §4).
    totalPaise: coupon.status === 'valid' ? coupon.discountedPaise : basePaise,
    coupon,
  };
}

export const COUPON_MESSAGES = {
  expired: 'Coupon Expired!!',
  tooShort: (minNights: number) => `You have to stay for atleast ${minNights} nights to apply this coupon`,
  // SPEC §4 gives no text for an unknown code; the red input alone would not reach screen readers.
  notFound: 'Invalid coupon code',
} as const;

/** The message for a coupon that cannot be used, or null when it applies. */
export function couponProblemMessage(check: CouponCheck): string | null {
  switch (check.status) {
    case 'expired':
      return COUPON_MESSAGES.expired;
    case 'tooShort':
      return COUPON_MESSAGES.tooShort(check.minNights);
    case 'notFound':
      return COUPON_MESSAGES.notFound;
    case 'valid':
      return null;
  }
}
