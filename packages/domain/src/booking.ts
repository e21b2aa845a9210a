/**
 * Booking and payment: the schemas shared by the booking page and the server (docs/product/api.md),
 * the rules a stay must meet, and the shapes of the booking API's answers.
 */
import { gstinProblem, type AmountGst, type StayGst } from './tax';
import type { ChargeLine } from './extras';
import { z } from './zod';
import { chosenExtrasSchema } from './extras-schemas';
import { MESSAGES } from './auth';
import { emailField, nameField } from './auth-schemas';
import { requiredText } from './content/fields';
import { CURRENCY, LIMITS } from './constants';
import { BOOKING_MESSAGES } from './booking-messages';
import { trimText } from './text';
import { isIsoDate, stayDatesProblem, type IsoDate } from './dates';
import type { Paise } from './money';
import { plural } from './words';
import type { CouponStatus, CouponTerms, StayGuests } from './pricing';
import type { BookingCancellation, BookingRefund } from './cancellation';
import type { RefundTimeline } from './refund';
import type { BookingBalance } from './deposits';
import type { StayStatus } from './desk-stay';
import { minimumStayProblem, type LengthOfStayDiscount, type NightPrice, type Rates } from './rates';

const isoDate = z.string({ error: MESSAGES.required }).refine(isIsoDate, BOOKING_MESSAGES.date);

/** A guest count from a form (NaN when the input is empty) or from JSON. */
const guestCount = (min: number, max: number, minMessage: string, maxMessage: string) =>
  z.number({ error: MESSAGES.required }).int(BOOKING_MESSAGES.wholeNumber).min(min, minMessage).max(max, maxMessage);

/** The stay itself: dates and guests (docs/product/rules.md booking hidden form). */
export const stayInputSchema = z.object({
  checkIn: isoDate,
  checkOut: isoDate,
  adultCount: guestCount(1, LIMITS.maxAdults, BOOKING_MESSAGES.atLeastOneAdult, BOOKING_MESSAGES.maxAdults),
  childCount: guestCount(0, LIMITS.maxChildren, BOOKING_MESSAGES.noNegativeChildren, BOOKING_MESSAGES.maxChildren),
  infantCount: guestCount(0, LIMITS.maxInfants, BOOKING_MESSAGES.noNegativeInfants, BOOKING_MESSAGES.maxInfants).default(0),
});
export type StayInput = z.infer<typeof stayInputSchema>;

/**
 * A stay and the coupon code typed for it: what a price quote needs. An empty code is no coupon.
 * `replacesOrderId` is the order id of the guest's own unpaid hold that the page kept (a checkout
 * closed mid-payment): its nights count as free for this stay, and a new payment-intent ends that
 * hold when it is still held at this property under the same e-mail (otherwise it is ignored).
 */
export const bookingQuoteSchema = stayInputSchema.extend({
  couponCode: z.string().overwrite(trimText).max(40, 'Coupon codes are at most 40 characters').default(''),
  replacesOrderId: z.string().max(100, 'replacesOrderId is at most 100 characters').optional(),
  /** The extras the guest chose; the server prices them (unknown, deleted or too many: 400 naming it). */
  extras: chosenExtrasSchema,
});
export type BookingQuoteInput = z.infer<typeof bookingQuoteSchema>;

/** Digits with an optional leading +, ignoring spaces, dashes and brackets: 7 to 15 digits (E.164). */
const PHONE = /^\+?\d{7,15}$/;
export const phoneNumberField = requiredText(MESSAGES.required, 30, BOOKING_MESSAGES.phone).refine(
  (value) => PHONE.test(value.replace(/[\s()-]/g, '')),
  BOOKING_MESSAGES.phone,
);

/** Who is staying. A guest fills in all four; a signed-in user's name and e-mail come from the account. */
export const bookingContactSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phoneNumber: phoneNumberField,
});
export type BookingContact = z.infer<typeof bookingContactSchema>;

/** A GSTIN as typed: upper-cased, without blanks; its form and check character are checked where it is used. */
export const gstinField = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .overwrite((value) => value.replace(/\s+/g, '').toUpperCase())
    .max(15, `${field} must be 15 characters such as 29ABCDE1234F1Z5`)
    .default('');

/** "Add GST details for a business invoice" on the booking page: all three, or none (the field is left out). */
export const businessGuestSchema = z
  .object({
    gstin: gstinField('gstin'),
    name: requiredText('name is required for a business invoice', 120, 'name must be at most 120 characters'),
    address: requiredText('address is required for a business invoice', 300, 'address must be at most 300 characters'),
  })
  .superRefine((business, context) => {
    const problem = gstinProblem(business.gstin, 'gstin');
    if (problem) context.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  });

/** The booking page's form: stay, coupon, contact, and a business guest's GST details when given. */
export const bookingFormSchema = bookingQuoteSchema.extend(bookingContactSchema.shape).extend({ business: businessGuestSchema.optional() });
export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingFormValues = z.output<typeof bookingFormSchema>;

/**
 * POST /api/hotels/{id}/bookings/payment-intent. docs/product/booking-and-payment.md's `amount` (in paise, what the page showed)
 * and `currency` are optional: the server computes the amount itself and refuses a request whose
 * amount differs from it. Name and e-mail are required from guests only (the server checks that).
 */
export const paymentIntentSchema = bookingFormSchema.partial({ firstName: true, lastName: true, email: true }).extend({
  amount: z.number().int(BOOKING_MESSAGES.wholeNumber).min(0).optional(),
  currency: z.literal(CURRENCY, { error: `Only ${CURRENCY} is accepted` }).optional(),
});
export type PaymentIntentInput = z.input<typeof paymentIntentSchema>;
export type PaymentIntentValues = z.output<typeof paymentIntentSchema>;

/**
 * The original site's client starts a payment with the amount alone, in rupees (fractional after its
 * own coupon maths): an order for that amount, holding nothing. Its stay arrives with the payment, at
 * validate (docs/product/api.md). Strict, so a stay with a field missing is never taken for it.
 */
export const amountOnlyIntentSchema = z.strictObject({
  amount: z.number().min(1, 'The amount must be at least ₹1').max(10_000_000, 'The amount is too large'),
  currency: z.literal(CURRENCY, { error: `Only ${CURRENCY} is accepted` }).optional(),
});
export type AmountOnlyIntent = z.output<typeof amountOnlyIntentSchema>;

/** The payment-intent body: a stay (this site's page), or an amount alone (the original client). The stay's problems are the ones reported. */
export const paymentIntentRequestSchema = z.union([paymentIntentSchema, amountOnlyIntentSchema]);

export function isAmountOnlyIntent(body: PaymentIntentValues | AmountOnlyIntent): body is AmountOnlyIntent {
  return !('checkIn' in body);
}

/**
 * POST /api/hotels/order/validate: what the provider's checkout handed the page. The other docs/product/booking-and-payment.md
 * payload fields may be sent too; they are ignored, the server uses the order it stored.
 */
export const paymentValidationSchema = z.object({
  razorpay_order_id: requiredText(MESSAGES.required, 100),
  razorpay_payment_id: requiredText(MESSAGES.required, 100),
  razorpay_signature: requiredText(MESSAGES.required, 200),
});

/**
 * The stay the original site's client sends with the payment of an amount-only order, dates as the
 * calendar dates of its ISO date-times (the server converts them in the property's time zone first).
 * Read only once the payment's signature checked out; name and e-mail come from the account when signed in.
 */
export const originalBookingPayloadSchema = stayInputSchema.extend({
  hotel: z.looseObject({ _id: z.string({ error: MESSAGES.required }).max(100) }),
  phoneNumber: phoneNumberField,
});
export type PaymentValidationInput = z.infer<typeof paymentValidationSchema>;

const carried = z.unknown().optional();
/**
 * POST /api/hotels/order/validate: the proof, and the stay as the original site's client sends it beside.
 * The stay is read (originalBookingPayloadSchema) only for an amount-only order, once the proof checked out.
 */
export const checkoutValidationSchema = paymentValidationSchema.extend({
  amount: carried,
  userId: carried,
  firstName: carried,
  lastName: carried,
  email: carried,
  phoneNumber: carried,
  checkIn: carried,
  checkOut: carried,
  adultCount: carried,
  childCount: carried,
  infantCount: carried,
  hotel: carried,
});
export type CheckoutValidationInput = z.infer<typeof checkoutValidationSchema>;

/** POST /api/hotels/getAllBookings: every paid booking, or only those arriving on `checkIn` (Arriving Today). */
export const allBookingsQuerySchema = z.object({ checkIn: isoDate.optional() });

/** POST /api/hotels/order/release: the payer closed the checkout without paying. */
export const orderReleaseSchema = z.object({ orderId: requiredText(MESSAGES.required, 100) });

/** The site's own booking rules beyond a property's capacity. */
export interface StayRules {
  /** Longest stay bookable online (MAX_STAY_NIGHTS, from the site config). */
  maxStayNights?: number;
  /** The property's rates: a stay must last its minimum stay (none: any length). */
  rates?: Rates | null;
}

/**
 * Why this stay cannot be booked at this property, or null: the dates window, the longest stay, the
 * property's minimum stay and its capacity. Adults must fit its adult places and children its child places; infants (free,
 * under 4) need no place of their own, but every guest counts toward its total (adult and child
 * places together), so a flat for six never takes two adults with a dozen infants.
 */
export function bookingStayProblem(
  stay: { checkIn: IsoDate; checkOut: IsoDate; infantCount?: number } & StayGuests,
  today: IsoDate,
  capacity?: StayGuests,
  rules: StayRules = {},
): string | null {
  const dates = stayDatesProblem(stay.checkIn, stay.checkOut, today, rules.maxStayNights);
  if (dates) return dates;
  const tooShort = minimumStayProblem(rules.rates, stay.checkIn, stay.checkOut);
  if (tooShort) return tooShort;
  if (!capacity) return null;
  if (stay.adultCount > capacity.adultCount) {
    return `This property takes at most ${plural(capacity.adultCount, 'adult')}`;
  }
  if (stay.childCount > capacity.childCount) {
    return capacity.childCount === 0
      ? 'This property does not take children'
      : `This property takes at most ${plural(capacity.childCount, 'child', 'children')}`;
  }
  const places = capacity.adultCount + capacity.childCount;
  if (stay.adultCount + stay.childCount + (stay.infantCount ?? 0) > places) {
    return `This property takes at most ${plural(places, 'guest')}, infants included`;
  }
  return null;
}

// ---- The simulated payment provider (a Razorpay-compatible sandbox inside the app) ----

/** Documented test inputs of the simulated checkout; the dialog shows them. */
export const SIMULATED_TEST_INPUTS = {
  upiSuccess: 'success@razorpay',
  upiFailure: 'failure@razorpay',
  /** Pays; the first refund of the payment then fails (as a refund to a closed account would), a retry goes through. */
  upiRefundFailure: 'refundfail@razorpay',
  cardSuccess: '4111 1111 1111 1111',
  cardFailure: '4000 0000 0000 0002',
} as const;

const UPI_ID = /^[\w.-]{2,256}@[a-z][a-z0-9.-]{1,64}$/i;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card number digits without the spaces people type. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

const orderId = requiredText(MESSAGES.required, 100);

/** POST /api/payments/simulated/pay: what the simulated checkout dialog submits. */
export const simulatedPaymentSchema = z.discriminatedUnion('method', [
  z.object({
    orderId,
    method: z.literal('upi'),
    upiId: requiredText(MESSAGES.required, 320).refine((v) => UPI_ID.test(v), 'Enter a UPI ID such as name@bank'),
  }),
  z.object({
    orderId,
    method: z.literal('card'),
    cardNumber: requiredText(MESSAGES.required, 40).refine((v) => {
      const digits = cardDigits(v);
      return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
    }, 'Enter a valid card number'),
    cardExpiry: requiredText(MESSAGES.required, 20).regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Enter the expiry as MM/YY'),
    cardCvv: requiredText(MESSAGES.required, 20).regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit CVV'),
  }),
]);
export type SimulatedPaymentInput = z.infer<typeof simulatedPaymentSchema>;

// ---- Answers of the booking API ----

export const PAYMENT_PROVIDERS = ['simulated', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** POST /api/hotels/{id}/bookings/quote: the server's price for a stay, exactly what it would charge. */
export interface BookingQuote {
  nights: number;
  /** Each night with its price for one adult (season, weekend or base). */
  nightly: NightPrice[];
  /** The stay by the property's price model (extra-guest fees included), before any discount. */
  basePaise: Paise;
  /** Per property: the guests beyond the included ones and their fees for the stay; null when none. */
  extraGuests: { adultCount: number; childCount: number; paise: Paise } | null;
  /** The length-of-stay discount and what it takes off; null when the stay gets none. */
  discount: (LengthOfStayDiscount & { paise: Paise }) | null;
  /** The stay after discounts (GST in it when prices include it). */
  stayPaise: Paise;
  /** The GST lines when the owner is registered (docs/product/tax.md); null otherwise. */
  gst: StayGst | null;
  /** The cleaning fee and the chosen extras, one line each with its GST (extras.ts). */
  charges: ChargeLine[];
  /** With GST: the taxable value, CGST and SGST of the stay and charges together; null without GST. */
  taxes: AmountGst | null;
  /** What the payment charges: the stay, the charges and GST. */
  totalPaise: Paise;
  currency: typeof CURRENCY;
  /** False when another booking or hold takes one of these nights. */
  available: boolean;
  /** Null when no code was entered. `terms` lets the page re-price at once when dates or guests change. */
  coupon: {
    couponCode: string;
    status: CouponStatus;
    message: string | null;
    couponMessage: string | null;
    terms: CouponTerms | null;
    /** What the coupon takes off the total (after the length-of-stay discount); 0 when it does not apply. */
    paise: Paise;
  } | null;
  /** What cancelling would give back, step by step, for this stay at this price (the property's policy, the owner's settings). */
  refunds: RefundTimeline;
  /** How long a hold made now keeps these nights while the guest pays. */
  holdMinutes: number;
}

/** POST /api/hotels/{id}/bookings/payment-intent. `amount` is in paise, as the provider's checkout takes it. */
export interface PaymentIntent {
  orderId: string;
  amount: Paise;
  currency: typeof CURRENCY;
  keyId: string;
  provider: PaymentProviderName;
  /** ISO timestamp when the hold on the nights ends unless paid; null when nothing is held (an amount-only order). */
  holdExpiresAt: string | null;
  /** The order as Razorpay writes it (amount in paise), for clients written for Razorpay's own answer. */
  order: { id: string; amount: Paise; currency: typeof CURRENCY };
}

/** Whose stay, at which property and when: what the owner's lists of holds and of quotes show of each. */
export interface GuestStaySummary {
  hotelName: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  firstName: string;
  lastName: string;
  email: string;
}

/** A payment in progress as the owner sees it (GET /api/admin/holds): an unpaid hold still taking its nights. */
export interface HeldStay extends GuestStaySummary {
  _id: string;
  hotelId: string;
  /** ISO timestamp when the hold ends unless paid. */
  holdExpiresAt: string;
}

/** What Razorpay Checkout (or the simulated checkout) hands the page after a successful payment. */
export interface PaymentSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/**
 * A paid booking. 'refund_required': paid after its hold lapsed and the nights were sold meanwhile;
 * 'cancelled': cancelled by the guest or the owner (its nights are free again).
 */
export type BookingStatusName = 'confirmed' | 'refund_required' | 'cancelled';

export interface BookingHotelSummary {
  _id: string;
  name: string;
  type: string;
  city: string;
  country: string;
  starRating: number;
  imageUrls: string[];
}

/** A booking as the API shows it (docs/product/api.md names). Amounts in paise. */
export interface Booking {
  _id: string;
  /** The booking reference guests and the owner use (HN-7K3QX2). */
  reference: string;
  hotelId: string;
  hotel: BookingHotelSummary;
  /** The booker's user id, or 'guest' for an anonymous booking. */
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  checkIn: IsoDate;
  checkOut: IsoDate;
  adultCount: number;
  childCount: number;
  infantCount: number;
  couponCode: string | null;
  /** The cleaning fee and extras it was booked with (empty for none). */
  charges: ChargeLine[];
  /** Amount paid in rupees (may carry paise as decimals), as clients of the original site read it. */
  totalCost: number;
  /** The same amount in paise, exact: what this site's pages read. */
  totalPaise: Paise;
  /**
   * What the payment provider captured, in paise: totalPaise, except on a refund_required order paid
   * with another amount. Refunds are never more than this.
   */
  paidPaise: Paise;
  currency: typeof CURRENCY;
  status: BookingStatusName;
  razorpay_order_id: string;
  razorpay_payment_id: string;
  createdAt: string;
  confirmedAt: string | null;
  /** Set once cancelled. */
  cancellation: BookingCancellation | null;
  /** The refund paid back through the provider, if any. */
  refund: BookingRefund | null;
  /** The balance due before check-in when a deposit was paid at booking; null when paid in full. */
  balance: BookingBalance | null;
  /** Arrived, departed or no-show as the owner marked it at the desk; null until then. */
  stayStatus: StayStatus | null;
}

/** POST /api/hotels/order/validate: the booking, and the secret of its private manage link. */
export interface ValidatedBooking extends Booking {
  manageToken: string;
}

/** GET /api/hotels/{id}/availability: nights that cannot be booked (check-in to the night before check-out). */
export interface Availability {
  takenNights: IsoDate[];
}
