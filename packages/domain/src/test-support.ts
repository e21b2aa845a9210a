/**
 * What the tests share (not part of the package's API: index.ts does not export it; tests elsewhere
 * import '@hillnest/domain/test-support'): the two GST settings, the day stays are quoted on, and a
 * seeded random source for the property-based tests.
 */
import type { CouponTerms } from './pricing';
import type { Rates } from './rates';
import type { GstTerms } from './tax';

/** GST added to the prices at checkout (the default). */
export const ADDED: GstTerms = { pricesIncludeGst: false, stateTax: 'SGST' };
/** Prices that include GST. */
export const INCLUDED: GstTerms = { pricesIncludeGst: true, stateTax: 'SGST' };
export const TODAY = '2026-06-15';

/** mulberry32: the same random cases every run. `int(min, max)` is a whole number from min to max. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
}

type Int = ReturnType<typeof seeded>;

/** A coupon one time in three: a percentage or money off. */
export function randomCoupon(int: Int): CouponTerms | null {
  if (int(0, 2)) return null;
  return int(0, 1)
    ? { couponType: 'Percentage', amount: int(1, 60), minNights: 0, expiryDate: null }
    : { couponType: 'Direct Money Off', amount: int(1, 5_000), minNights: 0, expiryDate: null };
}

/** Rates with a weekend price one time in two and long-stay discounts, no seasons. */
export function randomRates(int: Int): Rates {
  return {
    weekendPricePerNight: int(0, 1) ? int(500, 20_000) : null,
    minNights: 1,
    weeklyDiscountPercent: int(0, 20),
    monthlyDiscountPercent: int(0, 30),
    seasons: [],
  };
}
