/** Coupons (docs/product/api.md): what the admin creates and what guests see under 'Offers For You'. */
import { z } from '../zod';
import { COUPON_TYPES, type CouponType } from '../constants';
import type { IsoDate } from '../dates';
import { isoDateField, requiredText, wholeNumberField } from './fields';

/** 'Direct Money Off' is at most ₹10,00,000: far above any stay, far below integer overflow in paise. */
/** A stay lies within the one-year booking window, so no stay is longer than 366 nights. */
export const COUPON_LIMITS = {
  maxMoneyOff: 1_000_000,
  maxPercent: 100,
  maxMinNights: 366,
  codeMaxLength: 40,
  messageMaxLength: 200,
} as const;

/** Texts of the coupon form and API (the booking page's coupon texts are COUPON_MESSAGES in pricing.ts). */
export const COUPON_FORM_MESSAGES = {
  invalidNumbers: 'Amount and Minimum Nights must be valid numbers',
  created: 'Coupon created successfully',
  createFailed: 'Failed to create coupon. Please try again later.',
  required: 'This field is required',
  couponType: "Choose 'Percentage' or 'Direct Money Off'",
  percentRange: 'A percentage must be between 1 and 100',
  amountRange: `The amount must be between 1 and ${COUPON_LIMITS.maxMoneyOff}`,
  minNightsRange: `Minimum Nights must be between 0 and ${COUPON_LIMITS.maxMinNights}`,
  codeFormat: 'The coupon code may contain only letters, digits, - and _',
  expiryRequired: 'Choose an expiry date or tick Never Expires',
  expiryPast: 'The expiry date cannot be in the past',
  duplicate: 'A coupon with this code already exists',
  notFound: 'Coupon not found',
} as const;

export const couponInputSchema = z
  .object({
    couponType: z.enum(COUPON_TYPES, { error: COUPON_FORM_MESSAGES.couponType }),
    // Form fields are text: '12' and 12 are both whole numbers, '1.5' and 'ten' are not.
    // Blank is a missing field (its own message); text that is no whole number fails creation (SPEC).
    amount: wholeNumberField(COUPON_FORM_MESSAGES.invalidNumbers, { blankMessage: COUPON_FORM_MESSAGES.required }),
    couponCode: requiredText(COUPON_FORM_MESSAGES.required, COUPON_LIMITS.codeMaxLength).regex(
      /^[A-Za-z0-9_-]+$/,
      COUPON_FORM_MESSAGES.codeFormat,
    ),
    couponMessage: requiredText(COUPON_FORM_MESSAGES.required, COUPON_LIMITS.messageMaxLength),
    minNights: wholeNumberField(COUPON_FORM_MESSAGES.invalidNumbers, {
      min: 0,
      max: COUPON_LIMITS.maxMinNights,
      rangeMessage: COUPON_FORM_MESSAGES.minNightsRange,
      blankMessage: COUPON_FORM_MESSAGES.required,
    }),
    neverExpires: z.boolean({ error: 'neverExpires must be true or false' }).default(false),
    /** Ignored (stored as null) when neverExpires is set; the form disables the field then. */
    expiryDate: z.union([z.string(), z.null(), z.undefined()]).optional(),
  })
  .transform((coupon, ctx) => {
    const { couponType, amount } = coupon;
    if (couponType === 'Percentage' && (amount < 1 || amount > COUPON_LIMITS.maxPercent)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: COUPON_FORM_MESSAGES.percentRange });
    } else if (couponType === 'Direct Money Off' && (amount < 1 || amount > COUPON_LIMITS.maxMoneyOff)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: COUPON_FORM_MESSAGES.amountRange });
    }
    let expiryDate: IsoDate | null = null;
    if (!coupon.neverExpires) {
      const date = isoDateField(COUPON_FORM_MESSAGES.expiryRequired).safeParse(coupon.expiryDate ?? '');
      if (date.success) expiryDate = date.data;
      else ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: date.error.issues[0]!.message });
    }
    return { ...coupon, expiryDate };
  });

export type CouponInput = z.output<typeof couponInputSchema>;
/** What the coupon form holds before validation (numbers are still text). */
export type CouponFormValues = z.input<typeof couponInputSchema>;

/** A coupon as the API returns it (docs/product/api.md names). */
export interface Coupon {
  _id: string;
  couponType: CouponType;
  /** Percent for 'Percentage', whole rupees for 'Direct Money Off'. */
  amount: number;
  couponCode: string;
  couponMessage: string;
  minNights: number;
  expiryDate: IsoDate | null;
  neverExpires: boolean;
  /** ISO timestamp set by the server. */
  creationDate: string;
}
