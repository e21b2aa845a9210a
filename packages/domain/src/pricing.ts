/**
 * Booking price of SPEC §9, computed once here for the page and the server:
 * pricePerNight × nights × adults + pricePerNight × nights × children × 0.5; infants free.
 * pricePerNight is a whole number of rupees, so the base price is exact in paise; a coupon
 * rounds once, to the nearest paisa, and never takes the total below ₹1.
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

export type CouponCheck =
  | { status: 'valid'; discountedPaise: Paise }
  | { status: 'expired' }
  | { status: 'tooShort'; minNights: number };

const MIN_TOTAL_PAISE = LIMITS.minTotalRupees * 100;

/** A coupon is usable through its expiry date (inclusive) in the property's timezone. */
export function isCouponExpired(coupon: Pick<CouponTerms, 'expiryDate'>, today: IsoDate): boolean {
  return coupon.expiryDate !== null && coupon.expiryDate < today;
}

export function applyCoupon(totalPaise: Paise, coupon: CouponTerms, nights: number, today: IsoDate): CouponCheck {
  if (isCouponExpired(coupon, today)) return { status: 'expired' };
  if (nights < coupon.minNights) return { status: 'tooShort', minNights: coupon.minNights };
  const discounted =
    coupon.couponType === 'Percentage'
      ? Math.round((totalPaise * (100 - coupon.amount)) / 100)
      : totalPaise - coupon.amount * 100;
  return { status: 'valid', discountedPaise: Math.max(MIN_TOTAL_PAISE, discounted) };
}

export interface StayQuote {
  nights: number;
  basePaise: Paise;
  totalPaise: Paise;
  coupon: CouponCheck | null;
}

/** The whole quote for a stay: nights, base price, and the total after an optional coupon. */
export function quoteStay(input: {
  pricePerNight: number;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: StayGuests;
  coupon?: CouponTerms | null;
  today: IsoDate;
}): StayQuote {
  const nights = nightsBetween(input.checkIn, input.checkOut);
  const basePaise = basePricePaise(input.pricePerNight, nights, input.guests);
  if (!input.coupon) return { nights, basePaise, totalPaise: basePaise, coupon: null };
  const coupon = applyCoupon(basePaise, input.coupon, nights, input.today);
  return {
    nights,
    basePaise,
    totalPaise: coupon.status === 'valid' ? coupon.discountedPaise : basePaise,
    coupon,
  };
}

export function couponProblemMessage(check: CouponCheck): string | null {
  if (check.status === 'expired') return 'Coupon Expired!!';
  if (check.status === 'tooShort') return `You have to stay for atleast ${check.minNights} nights to apply this coupon`;
  return null;
}
