/**
 * Cancellations and refunds (docs/product/cancellations.md): what the API answers about them and the
 * messages both sides show. The policy itself is in refund.ts.
 */
import type { IsoDate } from './dates';
import type { Paise } from './money';
import type { RefundBreakdown } from './refund';

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
/** pending: asked of the payment provider; processed: paid back; failed: the provider could not pay it (retry). */
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** How the owner chose the amount: the policy's, everything paid, or an amount typed in. */
export const OWNER_REFUND_CHOICES = ['policy', 'full', 'amount'] as const;
export type OwnerRefundChoice = (typeof OWNER_REFUND_CHOICES)[number];

/** Who cancelled a booking. */
export type CancelledBy = 'guest' | 'owner';

/** A booking's refund as the API shows it (amount in paise). */
export interface BookingRefund {
  _id: string;
  amount: Paise;
  status: RefundStatus;
  /** The payment provider's refund id, once it has one. */
  razorpay_refund_id: string | null;
  failureReason: string | null;
  createdAt: string;
  processedAt: string | null;
}

/** A booking's cancellation, when it was cancelled. */
export interface BookingCancellation {
  cancelledAt: string;
  cancelledBy: CancelledBy;
  reason: string | null;
}

/**
 * GET …/cancellation: what cancelling now would give back, computed on the server from its own clock
 * in the property's timezone. `cancellable` false comes with the reason.
 */
export interface CancellationQuote {
  bookingId: string;
  cancellable: boolean;
  /** Why it cannot be cancelled (already cancelled, check-in passed, …), else null. */
  problem: string | null;
  /** The property's today, the day the policy counts from. */
  today: IsoDate;
  checkIn: IsoDate;
  policy: RefundBreakdown;
}

export const CANCELLATION_MESSAGES = {
  cancelled: 'Booking cancelled',
  alreadyCancelled: 'This booking is already cancelled.',
  checkInPassed: 'This booking can no longer be cancelled: its check-in date has passed.',
  notConfirmed: 'Only a confirmed booking can be cancelled.',
  refundChanged: (amount: string) => `The refund for this cancellation is now ${amount}. Please review it and confirm again.`,
  overRefund: (paid: string) => `A refund cannot be more than the ${paid} paid.`,
  negativeRefund: 'A refund cannot be negative.',
  reasonRequired: 'Please give a reason for the cancellation.',
  amountRequired: 'Enter the amount to refund.',
  noFailedRefund: 'This booking has no failed refund to retry.',
  notRefundRequired: 'Only a paid booking whose nights were taken meanwhile is refunded this way.',
} as const;

/** A paid booking's state as the guest and the owner see it in lists. */
export type BookingDisplayStatus = 'upcoming' | 'past' | 'cancelled' | 'refunded' | 'refund_required';

export const BOOKING_DISPLAY_LABELS: Record<BookingDisplayStatus, string> = {
  upcoming: 'Upcoming',
  past: 'Past',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  refund_required: 'Refund due',
};

/**
 * Upcoming until check-out day, then past; a cancelled booking is 'refunded' once its refund is paid
 * back, as is a refund_required one.
 */
export function bookingDisplayStatus(
  booking: { status: string; checkOut: IsoDate; refund: Pick<BookingRefund, 'status'> | null },
  today: IsoDate,
): BookingDisplayStatus {
  if (booking.refund?.status === 'processed') return 'refunded';
  if (booking.status === 'cancelled') return 'cancelled';
  if (booking.status === 'refund_required') return 'refund_required';
  return booking.checkOut > today ? 'upcoming' : 'past';
}

/** A guest may cancel a confirmed booking until its check-in day (inclusive). */
export function guestCancellationProblem(booking: { status: string; checkIn: IsoDate }, today: IsoDate): string | null {
  if (booking.status === 'cancelled') return CANCELLATION_MESSAGES.alreadyCancelled;
  if (booking.status !== 'confirmed') return CANCELLATION_MESSAGES.notConfirmed;
  if (booking.checkIn < today) return CANCELLATION_MESSAGES.checkInPassed;
  return null;
}
