/**
 * A booking's money as its admin page lists it (issue 36: each payment, refund and balance). A change's
 * refund lowers the payments the booking row records (decision 0111), so each payment's captured amount
 * is the row's figure plus the change refunds taken from it: what the provider's dashboard shows.
 */
import { OFFLINE_PROVIDER, type BookingMoney, type BookingPaymentEntry } from '@hillnest/domain';
import { firstPaymentOf } from '../bookings/serialize';
import type { AdminBookingRow, AdminRefundRow } from './queries';

export function bookingMoneyOf(row: AdminBookingRow, refunds: AdminRefundRow[]): BookingMoney {
  const changedFrom = (paymentId: string | null) =>
    refunds
      .filter((r) => r.purpose === 'change' && paymentId !== null && r.razorpayPaymentId === paymentId)
      .reduce((sum, r) => sum + r.amount, 0);
  const payments: BookingPaymentEntry[] = [];
  if (row.confirmedAt || row.razorpayPaymentId) {
    const offline = row.provider === OFFLINE_PROVIDER && row.offlinePaymentMethod !== null;
    payments.push({
      kind: 'booking',
      amountPaise: firstPaymentOf(row) + (offline ? 0 : changedFrom(row.razorpayPaymentId)),
      at: row.confirmedAt?.toISOString() ?? null,
      method: offline ? row.offlinePaymentMethod! : 'online',
      paymentId: offline ? null : row.razorpayPaymentId,
      reference: offline ? row.offlinePaymentReference : null,
    });
  }
  if (row.balancePaidAt) {
    payments.push({
      kind: 'balance',
      amountPaise: (row.balanceAmount ?? 0) + changedFrom(row.balancePaymentId),
      at: row.balancePaidAt.toISOString(),
      method: row.balanceOfflineMethod ?? 'online',
      paymentId: row.balancePaymentId,
      reference: row.balanceOfflineReference,
    });
  }
  const paidPaise = payments.reduce((sum, p) => sum + p.amountPaise, 0);
  const refundedPaise = refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
  return {
    payments,
    refunds: refunds.map((r) => ({
      purpose: r.purpose,
      amountPaise: r.amount,
      status: r.status,
      paymentId: r.razorpayPaymentId,
      refundId: r.razorpayRefundId,
      requestedAt: r.createdAt.toISOString(),
      processedAt: r.processedAt?.toISOString() ?? null,
      note: r.failureReason,
    })),
    paidPaise,
    refundedPaise,
    keptPaise: paidPaise - refundedPaise,
  };
}
