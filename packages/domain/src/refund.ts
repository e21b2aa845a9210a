/**
 * Refund policy of SPEC §9: full refund when cancelled 30+ days before check-in; when booked fewer
 * than 30 days before check-in, full refund when cancelled at least 15 days before; 50% up to 7 days
 * before; nothing inside 7 days. Offer/promotion payments are non-refundable. Card and gateway
 * refunds lose a 3% charge.
 */
import { daysBetween, type IsoDate } from './dates';
import type { Paise } from './money';

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
