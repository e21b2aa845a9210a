/**
 * Quotes (issue 36, docs/product/front-desk.md): the owner composes a stay for an enquiry and holds its
 * nights for a while; the guest pays it from a private page, in full or by the deposit, through the
 * normal checkout. One schema validates the owner's form and the request.
 */
import { z } from './zod';
import type { GuestStaySummary } from './booking';
import { checkOverrideReason, deskStaySchema } from './front-desk';
import { formatLongDate, formatTimeOfDay, localDateTimeIn, type IsoDate } from './dates';
import { chargeLineLabel } from './extras';
import { formatPaise, type Paise } from './money';
import { formatNights } from './words';
import type { StayQuote } from './pricing';
import { describeDiscount } from './rates';

/** How long the owner may hold a quote's nights, in hours: from an hour to a week (24 hours unless chosen). */
export const QUOTE_HOLD_HOURS = { min: 1, max: 168, default: 24 } as const;
export const QUOTE_HOLD_CHOICES = [
  { hours: 1, label: '1 hour' },
  { hours: 6, label: '6 hours' },
  { hours: 24, label: '24 hours' },
  { hours: 48, label: '2 days' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '7 days' },
] as const;

export const QUOTE_MESSAGES = {
  holdHours: 'Hold the nights for 1 hour to 7 days',
  created: 'Quote created',
  emailed: 'Quote e-mailed',
  withdrawn: 'Quote withdrawn',
  copied: 'Link copied',
  notFound: 'This quote was not found',
  expired: 'This quote has expired. Please ask us for a new one.',
  withdrawnPage: 'This quote was withdrawn. Please ask us for a new one.',
  paid: 'This quote is paid.',
  noDeposit: 'This quote is paid in full.',
  cannotWithdraw: 'Only a quote waiting for payment can be withdrawn',
  cannotEmail: 'Only a quote waiting for payment can be e-mailed',
  amountChanged: (total: Paise) => `The amount to pay is ${formatPaise(total)}. Please review it and pay again.`,
} as const;

/** POST /api/admin/quotes: the stay, the guest, an optional own price, and how long its nights are held. */
export const quoteSchema = deskStaySchema
  .extend({
    holdHours: z
      .number({ error: QUOTE_MESSAGES.holdHours })
      .int(QUOTE_MESSAGES.holdHours)
      .min(QUOTE_HOLD_HOURS.min, QUOTE_MESSAGES.holdHours)
      .max(QUOTE_HOLD_HOURS.max, QUOTE_MESSAGES.holdHours)
      .default(QUOTE_HOLD_HOURS.default),
  })
  .superRefine(checkOverrideReason);
export type QuoteInput = z.input<typeof quoteSchema>;
export type QuoteValues = z.output<typeof quoteSchema>;

/** What the guest pays now: the deposit (when the owner's deposit terms apply to the stay) or the whole total. */
export const QUOTE_PLANS = ['deposit', 'full'] as const;
export type QuotePlan = (typeof QUOTE_PLANS)[number];

/** POST /api/quotes/{token}/pay: the plan, and the amount the page showed (refused when the server's differs). */
export const quotePaySchema = z.object({
  plan: z.enum(QUOTE_PLANS, { error: 'Choose to pay the deposit or in full' }),
  amount: z.number().int().positive().optional(),
});
export type QuotePayInput = z.input<typeof quotePaySchema>;

/** Where a quote stands, as the owner's list shows it. */
export const QUOTE_STATUSES = ['sent', 'opened', 'paid', 'expired', 'withdrawn'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  sent: 'Sent',
  opened: 'Opened',
  paid: 'Paid',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

/** One line of a quote's price: the one price rule's parts, adding up to its total. */
export interface QuoteLine {
  label: string;
  paise: Paise;
}

/**
 * The lines of a stay priced by the one price rule (quoteStay): the nights for the party, the
 * length-of-stay discount, the cleaning fee and extras, and GST when it is added to prices. They add up
 * to `quote.totalPaise` (no coupon on a quote). An owner's own price is one line.
 */
export function quoteLinesOf(quote: StayQuote, overridePaise: Paise | null = null): QuoteLine[] {
  const nights = formatNights(quote.nights);
  if (overridePaise !== null) return [{ label: `Price for ${nights}`, paise: overridePaise }];
  const lines: QuoteLine[] = [{ label: nights, paise: quote.basePaise }];
  if (quote.discount) lines.push({ label: describeDiscount(quote.discount), paise: -quote.discount.paise });
  for (const charge of quote.charges) lines.push({ label: chargeLineLabel(charge), paise: charge.totalPaise });
  if (quote.gst && !quote.gst.pricesIncludeGst) lines.push({ label: 'GST', paise: quote.gst.taxPaise });
  return lines;
}

/** The guest's view of a quote (GET /api/quotes/{token}). */
export interface QuotePage {
  reference: string;
  /** 'sent' and 'opened' can be paid. */
  status: QuoteStatus;
  hotelName: string;
  city: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  adultCount: number;
  childCount: number;
  infantCount: number;
  firstName: string;
  lines: QuoteLine[];
  totalPaise: Paise;
  /** What paying the deposit means today; null when the stay is paid in full. */
  deposit: { depositPaise: Paise; balancePaise: Paise; balanceDueOn: IsoDate } | null;
  expiresAt: string;
}

/** A quote in the owner's list. */
export interface AdminQuote extends GuestStaySummary {
  _id: string;
  bookingId: string;
  reference: string;
  token: string;
  status: QuoteStatus;
  phoneNumber: string;
  totalPaise: Paise;
  createdAt: string;
  expiresAt: string;
  openedAt: string | null;
  emailedAt: string | null;
}

/** The quote's private page, on the site's own address. */
export const quotePath = (token: string) => `/quotes/${token}`;

/** A wa.me link that opens WhatsApp with the message filled in (to the guest's number when it has digits). */
export function whatsAppShareUrl(phoneNumber: string, message: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  // A ten-digit number is an Indian mobile without its country code.
  return digits.length === 10
    ? `https://wa.me/91${digits}?text=${encodeURIComponent(message)}`
    : `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** '12 Dec 2026, 3:00 PM' in the property's timezone: when a quote's hold ends. */
export function formatQuoteExpiry(timeZone: string, at: Date): string {
  const [date, time] = localDateTimeIn(timeZone, at).split('T') as [IsoDate, string];
  return `${formatLongDate(date)}, ${formatTimeOfDay(time)}`;
}
