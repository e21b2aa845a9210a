/**
 * The price of a stay (docs/product/booking-and-payment.md, night by night with the property's rates), computed once here for the
 * pages and the server, by the property's price model:
 * - per person (the default): Σ nights (night price × adults + night price × children × 0.5);
 * - per property: Σ nights (night price + each extra adult's and child's fee), the night price covering
 *   up to the included guests (adults take the included places first).
 * Infants are free. Night prices and fees are whole rupees, so that sum is exact in paise; the
 * length-of-stay discount and the coupon are applied exactly and the total is rounded once, to the
 * nearest paisa (halves up), and never taken below ₹1.
 */
import { LIMITS, type CouponType } from './constants';
import { addDays, type IsoDate } from './dates';
import { type Paise } from './money';
import { gstOfStay, splitInProportion, type AmountGst, type GstTerms, type StayGst } from './tax';
import { chargeLines, type ChargeLine, type Extra } from './extras';
import {
  lengthOfStayDiscount,
  nightlyPrices,
  seasonOf,
  weekdayOf,
  type LengthOfStayDiscount,
  type NightPrice,
  type PricedProperty,
} from './rates';

export interface StayGuests {
  adultCount: number;
  childCount: number;
}

/** The per-person price: every adult the night price, every child half of it. */
export function basePricePaise(pricePerNight: number, nights: number, guests: StayGuests): Paise {
  // Children pay half: pricePerNight × 100 paise × 0.5 = pricePerNight × 50 paise, exact.
  return pricePerNight * nights * (guests.adultCount * 100 + guests.childCount * 50);
}

/** The guests a per-property price does not cover: the included places go to adults first, then children. */
export function extraGuests(property: PricedProperty, guests: StayGuests): StayGuests {
  if (property.priceModel !== 'perProperty') return { adultCount: 0, childCount: 0 };
  const included = property.includedGuests ?? 0;
  return {
    adultCount: Math.max(0, guests.adultCount - included),
    childCount: Math.max(0, guests.childCount - Math.max(0, included - guests.adultCount)),
  };
}

/** The extra-guest fees of one night, whole rupees (0 for a per-person price). */
export function extraGuestsPerNight(property: PricedProperty, guests: StayGuests): number {
  const extra = extraGuests(property, guests);
  return extra.adultCount * (property.extraAdultPrice ?? 0) + extra.childCount * (property.extraChildPrice ?? 0);
}

/**
 * A stay's price before discounts, in paise, from the sum of its night prices (whole rupees): by the
 * property's price model. The extra-guest fees are the same every night (rates vary the night price).
 */
export function stayBasePaise(property: PricedProperty, sumOfNights: number, nights: number, guests: StayGuests): Paise {
  if (property.priceModel !== 'perProperty') return basePricePaise(sumOfNights, 1, guests);
  return (sumOfNights + nights * extraGuestsPerNight(property, guests)) * 100;
}

export interface CouponTerms {
  couponType: CouponType;
  /** Percent (1–100) for 'Percentage', whole rupees for 'Direct Money Off'. */
  amount: number;
  minNights: number;
  /** YYYY-MM-DD of the last day the coupon may be used; null when it never expires. */
  expiryDate: IsoDate | null;
}

/** What became of a coupon code entered for a stay (docs/product/booking-and-payment.md coupon entry). */
export type CouponCheck =
  { status: 'valid'; discountedPaise: Paise } | { status: 'notFound' } | { status: 'expired' } | { status: 'tooShort'; minNights: number };

export type CouponStatus = CouponCheck['status'];

const MIN_TOTAL_PAISE = LIMITS.minTotalRupees * 100;

/** A coupon is usable through its expiry date (inclusive) in the property's timezone. */
export function isCouponExpired(coupon: Pick<CouponTerms, 'expiryDate'>, today: IsoDate): boolean {
  return coupon.expiryDate !== null && coupon.expiryDate < today;
}

/**
 * The coupon's total from the exact amount before it, given in hundredths of a paisa (a length-of-stay
 * discount can leave fractions of a paisa), before the ₹1 floor: the one rounding of the whole
 * computation, to the nearest paisa (halves up). BigInt because prices up to ₹1 crore a night, 366
 * nights and 40 guests exceed a double's exact integers once multiplied by two percentages.
 */
function discounted(centiPaise: number, coupon: CouponTerms): Paise {
  if (coupon.couponType === 'Percentage') {
    const percent = Math.min(100, Math.max(0, coupon.amount));
    return Number((BigInt(centiPaise) * BigInt(100 - percent) + BigInt(5000)) / BigInt(10000));
  }
  return roundCentiPaise(centiPaise) - Math.max(0, coupon.amount) * 100;
}

/**
 * Hundredths of a paisa (never negative) to the nearest paisa, halves up. Exact in doubles: the largest
 * stay (₹1 crore a night and fees, 366 nights, 40 guests) is far below 2^53 hundredths, where a
 * division by 100 cannot land on the wrong side of a whole number. Search calls this per candidate.
 */
function roundCentiPaise(centiPaise: number): Paise {
  return Math.floor((centiPaise + 50) / 100);
}

/** The total never goes below ₹1 through discounts, and never rises: a total already below ₹1 (no nights) stays. */
function floored(totalPaise: Paise, beforeDiscountsPaise: Paise): Paise {
  return Math.max(Math.min(beforeDiscountsPaise, MIN_TOTAL_PAISE), totalPaise);
}

function checkCoupon(centiPaise: number, beforeDiscountsPaise: Paise, coupon: CouponTerms, nights: number, today: IsoDate): CouponCheck {
  if (isCouponExpired(coupon, today)) return { status: 'expired' };
  if (nights < coupon.minNights) return { status: 'tooShort', minNights: coupon.minNights };
  return { status: 'valid', discountedPaise: floored(discounted(centiPaise, coupon), beforeDiscountsPaise) };
}

/**
 * Applies a coupon found for the code. Expiry is checked first, then the minimum stay (docs/product/booking-and-payment.md).
 * The discounted total is never below ₹1, and a coupon never raises a total that is already
 * below ₹1 (a stay of zero nights stays at zero, which the page refuses to pay).
 */
export function applyCoupon(totalPaise: Paise, coupon: CouponTerms, nights: number, today: IsoDate): CouponCheck {
  return checkCoupon(totalPaise * 100, totalPaise, coupon, nights, today);
}

/** A coupon code the guest entered, with the terms stored for it (null when no coupon has that code). */
export interface EnteredCoupon {
  code: string;
  terms: CouponTerms | null;
}

export interface StayQuote {
  nights: number;
  /** Each night with its night price (per person: for one adult; per property: for the included guests). */
  nightly: NightPrice[];
  /** The stay by the price model (extra-guest fees included), before any discount. */
  basePaise: Paise;
  /** Per property: the guests beyond the included ones and their fees for the stay; null when none. */
  extraGuests: (StayGuests & { paise: Paise }) | null;
  /** The length-of-stay discount, null when the stay gets none; `paise` is what it takes off. */
  discount: (LengthOfStayDiscount & { paise: Paise }) | null;
  /** The stay after the length-of-stay discount and the coupon when it is valid (GST in it when prices include it). */
  stayPaise: Paise;
  /** A registered owner's GST on the stay, night by night (tax.ts gstOfStay); null when no GST is charged. */
  gst: StayGst | null;
  /** The cleaning fee and the chosen extras, each with its GST (extras.ts); not discounted. */
  charges: ChargeLine[];
  /** With GST: the taxable value and halves of the stay and the charges together (what the page and invoice total); else null. */
  taxes: AmountGst | null;
  /** What the guest pays: the stay, the charges, and the GST when it is added to prices. */
  totalPaise: Paise;
  /** Null when no code was entered (an empty code is valid and changes nothing). */
  coupon: CouponCheck | null;
}

/**
 * The one price of a stay, for the pages and the server. Each night at its price (season, else weekend,
 * else base; see rates.ts), priced for the guests by the property's model (stayBasePaise), infants
 * free; then the length-of-stay discount, then the coupon (docs/product/booking-and-payment.md, never below ₹1). Paise, rounded once.
 */
export function quoteStay(
  input: PricedProperty & {
    checkIn: IsoDate;
    checkOut: IsoDate;
    guests: StayGuests;
    coupon?: EnteredCoupon | null;
    today: IsoDate;
    /** The owner's GST terms when registered; absent or null: no GST. */
    gst?: GstTerms | null;
    /** The property's cleaning fee for the stay, paise; absent or 0: none. */
    cleaningFeePaise?: Paise | null;
    /** The extras the guest chose (checked by chosenExtrasProblem first). */
    extras?: readonly { extra: Extra; quantity: number }[];
  },
): StayQuote {
  const nightly = nightlyPrices(input, input.checkIn, input.checkOut);
  const nights = nightly.length;
  const sumOfNights = nightly.reduce((sum, night) => sum + night.pricePerNight, 0);
  const basePaise = stayBasePaise(input, sumOfNights, nights, input.guests);
  const extra = extraGuests(input, input.guests);
  const extraPaise = nights * extraGuestsPerNight(input, input.guests) * 100;
  const extraGuestsLine = extra.adultCount + extra.childCount > 0 ? { ...extra, paise: extraPaise } : null;
  const stayDiscount = lengthOfStayDiscount(input.rates, nights);
  // Exact, in hundredths of a paisa: the discount is a whole percent.
  const centiPaise = basePaise * (100 - (stayDiscount?.percent ?? 0));
  const afterStayDiscount = floored(roundCentiPaise(centiPaise), basePaise);
  const discount = stayDiscount && { ...stayDiscount, paise: basePaise - afterStayDiscount };
  const entered = input.coupon && input.coupon.code.trim() !== '' ? input.coupon : null;
  const coupon: CouponCheck | null = !entered
    ? null
    : entered.terms
      ? checkCoupon(centiPaise, basePaise, entered.terms, nights, input.today)
      : { status: 'notFound' };
  // An invalid coupon returns the total to the original (docs/product/booking-and-payment.md).
  const stayPaise = coupon?.status === 'valid' ? coupon.discountedPaise : afterStayDiscount;
  const gst = input.gst ? gstOfStay(nightValues(input, nightly, input.guests, stayPaise), input.gst) : null;
  const charges = chargeLines({
    cleaningFeePaise: input.cleaningFeePaise ?? 0,
    extras: input.extras ?? [],
    nights,
    guests: input.guests,
    gst: input.gst ?? null,
    stayGst: gst,
  });
  const chargesPaise = charges.reduce((sum, charge) => sum + charge.totalPaise, 0);
  const totalPaise = stayPaise + (gst && !gst.pricesIncludeGst ? gst.taxPaise : 0) + chargesPaise;
  const taxes = gst && {
    taxablePaise: charges.reduce((sum, charge) => sum + charge.taxablePaise, gst.taxablePaise),
    centralPaise: [...gst.lines, ...charges].reduce((sum, part) => sum + part.centralPaise, 0),
    statePaise: [...gst.lines, ...charges].reduce((sum, part) => sum + part.statePaise, 0),
  };
  return { nights, nightly, basePaise, extraGuests: extraGuestsLine, discount, stayPaise, gst, charges, taxes, totalPaise, coupon };
}

/**
 * Each night's value after discounts (docs/product/tax.md): the stay after discounts shared over its
 * nights in proportion to each night's price for these guests, to the paisa, adding up exactly.
 */
function nightValues(property: PricedProperty, nightly: NightPrice[], guests: StayGuests, stayPaise: Paise): Paise[] {
  return splitInProportion(
    stayPaise,
    nightly.map((night) => stayBasePaise(property, night.pricePerNight, 1, guests)),
  );
}

/**
 * What quoteStay charges these guests for the stay, without a coupon and without its night-by-night
 * detail: search filters and sorts every candidate of a query by it, thousands per query, so it
 * allocates nothing. The same rule as quoteStay (stayBasePaise, the same rounding); pricing.test.ts
 * checks the two agree over random properties, rates, parties and stays.
 */
export function stayPricePaise(property: PricedProperty, checkIn: IsoDate, nights: number, guests: StayGuests): Paise {
  const rates = property.rates;
  let sum = 0;
  if (!rates) sum = property.pricePerNight * nights;
  else {
    let night = checkIn;
    let weekday = weekdayOf(checkIn);
    for (let n = 0; n < nights; n++) {
      const season = seasonOf(rates, night);
      const weekend = (weekday === 5 || weekday === 6) && rates.weekendPricePerNight != null;
      sum += season ? season.pricePerNight : weekend ? rates.weekendPricePerNight! : property.pricePerNight;
      night = addDays(night, 1);
      weekday = (weekday + 1) % 7;
    }
  }
  const basePaise = stayBasePaise(property, sum, nights, guests);
  return floored(roundCentiPaise(basePaise * (100 - (lengthOfStayDiscount(rates, nights)?.percent ?? 0))), basePaise);
}

/** A stay's total per night, to the paisa (what cards show beside the total). */
export function averagePerNightPaise(totalPaise: Paise, nights: number): Paise {
  return nights > 0 ? Math.round(totalPaise / nights) : totalPaise;
}

export const COUPON_MESSAGES = {
  expired: 'Coupon Expired!!',
  tooShort: (minNights: number) => `You have to stay for atleast ${minNights} nights to apply this coupon`,
  // docs/product/booking-and-payment.md gives no text for an unknown code; the red input alone would not reach screen readers.
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
