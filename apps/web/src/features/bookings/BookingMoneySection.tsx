/**
 * Every payment and refund of a booking on the owner's page (issue 36), each with the provider's id so
 * it can be found in the provider's dashboard, and what the owner keeps. The server lists them
 * (booking-admin/money.ts); nothing is worked out here.
 */
import {
  formatPaise,
  OFFLINE_PAYMENT_LABELS,
  type AdminBooking,
  type BookingMoney,
  type BookingPaymentEntry,
  type BookingRefundEntry,
} from '@hillnest/domain';
import { adminDateTime } from '../../lib/adminTime';
import { REFUND_STATE_TEXT } from './RefundSummary';

const REFUND_PURPOSE_TEXT: Record<BookingRefundEntry['purpose'], string> = {
  cancellation: 'Refund for the cancellation',
  change: 'Refund for a change of the stay',
};

function paymentText(payment: BookingPaymentEntry, booking: AdminBooking): string {
  const what = payment.kind === 'balance' ? 'Balance' : booking.balance ? 'Deposit' : 'Payment at booking';
  if (payment.method === 'online') return `${what}, online${payment.paymentId ? ` (${payment.paymentId})` : ''}`;
  return `${what}, paid to you by ${OFFLINE_PAYMENT_LABELS[payment.method]}${payment.reference ? ` (${payment.reference})` : ''}`;
}

function refundText(refund: BookingRefundEntry): string {
  const ids = refund.refundId ? `${refund.paymentId} → ${refund.refundId}` : refund.paymentId;
  return `${REFUND_PURPOSE_TEXT[refund.purpose]} (${ids}): ${REFUND_STATE_TEXT[refund.status]}${refund.note ? `. ${refund.note}` : ''}`;
}

export function BookingMoneySection({ booking, money, timeZone }: { booking: AdminBooking; money: BookingMoney; timeZone: string }) {
  const rows = [
    ...money.payments.map((payment) => ({ at: payment.at, text: paymentText(payment, booking), amount: formatPaise(payment.amountPaise) })),
    ...money.refunds.map((refund) => ({
      at: refund.processedAt ?? refund.requestedAt,
      text: refundText(refund),
      amount: `− ${formatPaise(refund.amountPaise)}`,
    })),
  ];
  return (
    <div className="space-y-3 text-sm">
      {booking.status === 'refund_required' && money.refunds.length === 0 && (
        <p className="font-medium text-red-800">Refund needed: paid after the hold lapsed and the nights were sold</p>
      )}
      {rows.length === 0 ? (
        <p className="text-slate-700">No payment yet.</p>
      ) : (
        <table className="w-full border-collapse text-left">
          <thead className="text-slate-600">
            <tr>
              {['When', 'What', 'Amount'].map((heading) => (
                <th key={heading} scope="col" className={`py-1 font-normal ${heading === 'Amount' ? 'text-right' : 'pr-3'}`}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 text-slate-900">
            {rows.map((row) => (
              <tr key={`${row.text}${row.at}`}>
                <td className="py-2 pr-3 align-top whitespace-nowrap">{row.at ? adminDateTime(row.at, timeZone) : '—'}</td>
                <td className="py-2 pr-3 align-top wrap-anywhere">{row.text}</td>
                <td className="py-2 text-right align-top font-medium whitespace-nowrap">{row.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {money.refunds.length > 0 && (
        <p className="text-slate-800">
          Paid {formatPaise(money.paidPaise)}, refunded {formatPaise(money.refundedPaise)}: you keep{' '}
          <strong>{formatPaise(money.keptPaise)}</strong>.
        </p>
      )}
    </div>
  );
}
