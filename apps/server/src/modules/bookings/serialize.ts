import {
  CURRENCY,
  paiseToRupees,
  STANDARD_REFUND_TERMS,
  type Booking,
  type BookingCancellation,
  type BookingHotelSummary,
  type BookingRefund,
  type BookingStatusName,
  type RefundTerms,
  balanceState,
  type BookingBalance,
  type IsoDate,
} from '@hillnest/domain';
import type { BookingRow, RefundRow } from './queries';

/** A booking's refund as the API shows it. */
export function toBookingRefund(row: RefundRow): BookingRefund {
  return {
    _id: row.id,
    amount: row.amount,
    status: row.status,
    razorpay_refund_id: row.razorpayRefundId,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/** The refund terms recorded when the booking's nights were held; bookings from before there were policies have the specification's. */
export function refundTermsOfBooking(row: Pick<BookingRow, 'refundTerms'>): RefundTerms {
  return (row.refundTerms as RefundTerms | null) ?? STANDARD_REFUND_TERMS;
}

/** When, by whom and why a booking was cancelled; null while it is not. */
export function toCancellation(row: BookingRow): BookingCancellation | null {
  return row.status === 'cancelled' && row.cancelledAt && row.cancelledBy
    ? { cancelledAt: row.cancelledAt.toISOString(), cancelledBy: row.cancelledBy, reason: row.cancellationReason }
    : null;
}

/** What the booking's order charges: the deposit when a balance is due later, else the total. */
export const orderAmountOf = (row: Pick<BookingRow, 'depositAmount' | 'totalCost'>): number => row.depositAmount ?? row.totalCost;

/** What the booking's first payment captured: the order's amount unless the provider reported another. */
export const firstPaymentOf = (row: Pick<BookingRow, 'paidAmount' | 'depositAmount' | 'totalCost'>): number =>
  row.paidAmount ?? orderAmountOf(row);

/** Everything paid for a booking: its first payment, and its balance once paid (by link or to the owner). */
export const amountPaidOf = (
  row: Pick<BookingRow, 'paidAmount' | 'depositAmount' | 'totalCost' | 'balanceAmount' | 'balancePaidAt'>,
): number => firstPaymentOf(row) + (row.balancePaidAt && row.balanceAmount ? row.balanceAmount : 0);

/**
 * A booking's balance as the API shows it; `today` (the property's) tells an overdue one, and without
 * it an unpaid balance is only scheduled or requested.
 */
export function toBookingBalance(row: BookingRow, today: IsoDate | null): BookingBalance | null {
  if (row.balanceAmount === null || row.balanceDueOn === null) return null;
  const paid = row.balancePaidAt !== null;
  return {
    amountPaise: row.balanceAmount,
    dueOn: row.balanceDueOn,
    state: balanceState({ dueOn: row.balanceDueOn, paid, linkSent: row.balanceLinkId !== null }, today ?? row.balanceDueOn),
    payUrl: paid || row.status !== 'confirmed' ? null : row.balanceLinkUrl,
    paidAt: row.balancePaidAt?.toISOString() ?? null,
    paidOffline: paid ? row.balanceOfflineMethod : null,
  };
}

/**
 * A paid order as the API shows it (docs/product/api.md names; userId 'guest' for an anonymous booker).
 * The row keeps paise; the answer carries totalCost in rupees, as older clients read it, beside totalPaise.
 */
export function toBooking(
  row: BookingRow,
  hotel: BookingHotelSummary,
  refund: RefundRow | null = null,
  today: IsoDate | null = null,
): Booking {
  return {
    _id: row.id,
    reference: row.reference,
    hotelId: row.hotelId,
    hotel,
    userId: row.userId ?? 'guest',
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    adultCount: row.adultCount,
    childCount: row.childCount,
    infantCount: row.infantCount,
    couponCode: row.couponCode,
    charges: row.charges,
    totalCost: paiseToRupees(row.totalCost),
    totalPaise: row.totalCost,
    paidPaise: amountPaidOf(row),
    currency: CURRENCY,
    status: row.status as BookingStatusName,
    razorpay_order_id: row.razorpayOrderId,
    razorpay_payment_id: row.razorpayPaymentId ?? '',
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    cancellation: toCancellation(row),
    refund: refund && toBookingRefund(refund),
    balance: toBookingBalance(row, today),
    stayStatus: row.stayStatus ?? null,
  };
}
