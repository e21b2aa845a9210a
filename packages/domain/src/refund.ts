/**
 * The refund policy (docs/product/cancellations.md): full refund when cancelled 30+ days before
 * check-in; when booked fewer than 30 days before check-in, full refund when cancelled at least 15
 * days before; 50% up to 7 days before; nothing inside 7 days. Offer/promotion (coupon) payments are
 * non-refundable. Card and gateway refunds lose a 3% charge.
 */
import { daysBetween, type IsoDate } from './dates';
import { formatPaise, type Paise } from './money';

export const REFUND_POLICY = {
  fullRefundDays: 30,
  lateBookingFullRefundDays: 15,
  halfRefundDays: 7,
  gatewayChargePercent: 3,
  processingDays: '10-12',
  checkInHours: '2PM-10PM',
  checkOutBy: '10:30 AM',
} as const;

export interface RefundInput {
  bookedOn: IsoDate;
  cancelledOn: IsoDate;
  checkIn: IsoDate;
  paidPaise: Paise;
  /** Paid with an offer or promotion: non-refundable. */
  promotional?: boolean;
  /** Refunded to a card or through the gateway: 3% charge kept. */
  viaGateway?: boolean;
}

export function refundPercent(input: Omit<RefundInput, 'paidPaise'>): number {
  if (input.promotional) return 0;
  const daysBefore = daysBetween(input.cancelledOn, input.checkIn);
  const bookedDaysBefore = daysBetween(input.bookedOn, input.checkIn);
  if (daysBefore >= REFUND_POLICY.fullRefundDays) return 100;
  if (bookedDaysBefore < REFUND_POLICY.fullRefundDays && daysBefore >= REFUND_POLICY.lateBookingFullRefundDays) return 100;
  if (daysBefore >= REFUND_POLICY.halfRefundDays) return 50;
  return 0;
}

export function refundPaise(input: RefundInput): Paise {
  const percent = refundPercent(input);
  const gross = Math.round((input.paidPaise * percent) / 100);
  if (!input.viaGateway) return gross;
  return Math.round((gross * (100 - REFUND_POLICY.gatewayChargePercent)) / 100);
}

/** The smallest refund a payment provider pays (Razorpay: ₹1). */
export const MIN_REFUND_PAISE = 100;

/** Which rule of the policy decided a refund. */
export type RefundRule = 'coupon' | 'fullNotice' | 'lateBookingFull' | 'half' | 'none';

/** A policy refund worked out, with everything the guest is shown before confirming. */
export interface RefundBreakdown {
  paidPaise: Paise;
  percent: number;
  rule: RefundRule;
  /** Whole days from the cancellation day to check-in (negative after check-in). */
  daysBeforeCheckIn: number;
  /** The policy's share of what was paid, before the gateway charge. */
  grossPaise: Paise;
  /** The 3% the card/payment gateway keeps of a refund. */
  chargePaise: Paise;
  /** What comes back. */
  refundPaise: Paise;
}

/** When the money arrives: refunds go back to the way the guest paid. */
export const REFUND_TIMING = `Refunds reach your original payment method ${REFUND_POLICY.processingDays.replace('-', '–')} days after cancellation.`;

function ruleOf(input: Omit<RefundInput, 'paidPaise'>, percent: number): RefundRule {
  if (input.promotional) return 'coupon';
  if (percent === 100)
    return daysBetween(input.cancelledOn, input.checkIn) >= REFUND_POLICY.fullRefundDays ? 'fullNotice' : 'lateBookingFull';
  return percent === 50 ? 'half' : 'none';
}

/**
 * The policy refund of a cancellation made on `cancelledOn`. Refunds go through the payment gateway
 * unless `viaGateway` is false, so the 3% charge is kept by default.
 */
export function refundBreakdown(input: RefundInput): RefundBreakdown {
  const viaGateway = input.viaGateway ?? true;
  const percent = refundPercent(input);
  const grossPaise = Math.round((input.paidPaise * percent) / 100);
  const computed = refundPaise({ ...input, viaGateway });
  // Payment providers refund ₹1 at least: less is nothing to send.
  const refund = computed < MIN_REFUND_PAISE ? 0 : computed;
  return {
    paidPaise: input.paidPaise,
    percent,
    rule: ruleOf(input, percent),
    daysBeforeCheckIn: daysBetween(input.cancelledOn, input.checkIn),
    grossPaise,
    chargePaise: grossPaise - refund,
    refundPaise: refund,
  };
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The rule that applies, in a sentence (the same words on the page and in e-mails). */
export function refundRuleText(breakdown: Pick<RefundBreakdown, 'rule' | 'daysBeforeCheckIn'>): string {
  const when = breakdown.daysBeforeCheckIn <= 0 ? 'on the day of check-in' : `${days(breakdown.daysBeforeCheckIn)} before check-in`;
  switch (breakdown.rule) {
    case 'coupon':
      return 'Bookings made with a coupon or offer are non-refundable.';
    case 'fullNotice':
      return `Cancelled ${when} (30 days or more): full refund.`;
    case 'lateBookingFull':
      return `Booked fewer than 30 days ahead and cancelled ${when} (15 days or more): full refund.`;
    case 'half':
      return `Cancelled ${when} (7 days or more): 50% refund.`;
    case 'none':
      return `Cancelled ${when} (fewer than 7): no refund.`;
  }
}

/** How the refund was computed, line by line. */
export function refundLines(breakdown: RefundBreakdown): string[] {
  const lines = [refundRuleText(breakdown), `Paid: ${formatPaise(breakdown.paidPaise)}`];
  if (breakdown.grossPaise > 0) {
    lines.push(`${breakdown.percent}% of the amount paid: ${formatPaise(breakdown.grossPaise)}`);
    if (breakdown.chargePaise > 0) {
      lines.push(`Card and gateway charge (${REFUND_POLICY.gatewayChargePercent}%): −${formatPaise(breakdown.chargePaise)}`);
    }
  }
  return lines;
}
