import { balanceLine, formatPaise, OFFLINE_PAYMENT_LABELS, type BookingBalance } from '@hillnest/domain';

/**
 * A booking's balance where the guest sees the booking (the manage page, My Bookings): "Pay the balance
 * of ₹X by 12 Dec" with the link's button once it was e-mailed, or that it is paid.
 */
export function BalanceLine({ balance }: { balance: BookingBalance }) {
  if (balance.state === 'paid') {
    return (
      <p className="text-sm text-slate-700" data-testid="balance">
        Balance of {formatPaise(balance.amountPaise)} paid{balance.paidOffline ? ` (${OFFLINE_PAYMENT_LABELS[balance.paidOffline]})` : ''}.
      </p>
    );
  }
  return (
    <div className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="balance">
      <p className="font-semibold">
        {balanceLine(balance)}
        {balance.state === 'overdue' ? ' (overdue)' : ''}
      </p>
      {balance.payUrl ? (
        <a className="mt-2 inline-block font-semibold text-brand-700 underline" href={balance.payUrl}>
          Pay the balance
        </a>
      ) : (
        <p className="mt-1">The payment link will be e-mailed to you a few days before.</p>
      )}
    </div>
  );
}
