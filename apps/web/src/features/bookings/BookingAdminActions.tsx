import { formatPaise, formatReadableDate, paiseToRupees, rupeesToPaise, type AdminBooking, type OwnerRefundChoice } from '@hillnest/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { TextAreaField } from '../../components/TextAreaField';
import { errorMessage } from '../../lib/api';
import { useCancellationQuote, useOwnerCancel, useRefundAction } from './api';
import { Modal } from '../../components/Modal';
import { RefundStatusLine } from './RefundSummary';

/**
 * The owner's actions on one booking, in the bookings list and on the booking's page: cancel with a
 * reason and a refund, refund in full a paid order whose nights were taken, retry a failed refund.
 */
export function BookingAdminActions({ booking, onDone }: { booking: AdminBooking; onDone?: () => void }) {
  const [dialog, setDialog] = useState<'cancel' | 'refund' | null>(null);
  const refundInFull = useRefundAction('refund');
  const retry = useRefundAction('retry');
  const close = () => setDialog(null);
  const done = (message: string) => {
    notify.success(message);
    close();
    onDone?.();
  };
  const failed = (error: unknown) => notify.error(errorMessage(error));
  // Each action toasts from its promise, not mutate's callbacks: in All Bookings the refetch after it may
  // take the row (and these actions) away, and an unmounted mutation's callbacks never run.
  const name = `${booking.firstName} ${booking.lastName}`;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {booking.refund && <RefundStatusLine refund={booking.refund} forOwner />}
      {booking.status === 'confirmed' && (
        <Button variant="secondary" onClick={() => setDialog('cancel')}>
          Cancel booking
        </Button>
      )}
      {booking.status === 'refund_required' && !booking.refund && <Button onClick={() => setDialog('refund')}>Refund in full</Button>}
      {booking.refund?.status === 'failed' && (
        <Button
          variant="secondary"
          disabled={retry.isPending}
          onClick={() => retry.mutateAsync(booking._id).then(() => done('Refund sent again'), failed)}
        >
          Retry refund
        </Button>
      )}
      {dialog === 'refund' && (
        <ConfirmDialog
          title={`Refund ${formatPaise(booking.paidPaise)} to ${name}?`}
          confirmLabel="Refund in full"
          onCancel={close}
          onConfirm={() => refundInFull.mutateAsync(booking._id).then(() => done('Refund sent'), failed)}
        >
          The guest paid after the hold lapsed and the nights had been booked by someone else. The whole payment goes back through the
          payment provider.
        </ConfirmDialog>
      )}
      {dialog === 'cancel' && <OwnerCancelDialog booking={booking} onClose={close} onDone={() => done('Booking cancelled')} />}
    </div>
  );
}

function OwnerCancelDialog({ booking, onClose, onDone }: { booking: AdminBooking; onClose: () => void; onDone: () => void }) {
  const quote = useCancellationQuote(booking._id, 'owner');
  const cancel = useOwnerCancel();
  const [reason, setReason] = useState('');
  const [choice, setChoice] = useState<OwnerRefundChoice>('policy');
  const [typed, setTyped] = useState('');
  const paid = booking.paidPaise;
  const typedPaise = typed.trim() === '' ? NaN : rupeesToPaise(Number(typed));
  const problem =
    reason.trim() === ''
      ? 'Please give a reason for the cancellation.'
      : choice === 'amount' && !(typedPaise >= 0)
        ? 'Enter the amount to refund.'
        : choice === 'amount' && typedPaise > paid
          ? `A refund cannot be more than the ${formatPaise(paid)} paid.`
          : null;
  const submit = () => {
    if (problem) return;
    // A failure is shown in the dialog from the mutation's error.
    cancel
      .mutateAsync({ bookingId: booking._id, reason, refund: choice, ...(choice === 'amount' ? { amount: typedPaise } : {}) })
      .then(onDone, () => undefined);
  };
  const option = (value: OwnerRefundChoice, label: string) => (
    <label className="flex items-center gap-2">
      <input type="radio" name="refund" value={value} checked={choice === value} onChange={() => setChoice(value)} />
      {label}
    </label>
  );
  return (
    <Modal title={`Cancel booking ${booking.reference}`} onClose={onClose}>
      <p className="mt-2 text-sm text-slate-700">
        {booking.firstName} {booking.lastName} · {booking.hotel.name}, {formatReadableDate(booking.checkIn)} to{' '}
        {formatReadableDate(booking.checkOut)} · paid {formatPaise(paid)}
      </p>
      <TextAreaField
        label="Reason"
        className="mt-4"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={500}
        rows={3}
      />
      {quote.isPending ? (
        <Loading />
      ) : (
        <fieldset className="mt-4 space-y-2 text-sm text-slate-800">
          <legend className="font-medium">Refund</legend>
          {option('policy', `Policy amount (${quote.data ? formatPaise(quote.data.policy.refundPaise) : '—'})`)}
          {option('full', `Full amount (${formatPaise(paid)})`)}
          {option('amount', 'Another amount')}
          {choice === 'amount' && (
            <label className="block">
              <span className="block font-medium">Amount (₹)</span>
              <input
                type="number"
                min={0}
                max={paiseToRupees(paid)}
                step="0.01"
                inputMode="decimal"
                value={typed}
                onChange={(e) => setTyped(e.currentTarget.value)}
                className="mt-1 w-40 rounded-md border border-slate-300 px-3 py-2"
              />
            </label>
          )}
        </fieldset>
      )}
      {cancel.isError && (
        <p role="alert" className="mt-4 text-red-800">
          {errorMessage(cancel.error)}
        </p>
      )}
      {problem && <p className="mt-3 text-sm text-slate-600">{problem}</p>}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Keep booking
        </Button>
        <Button
          onClick={submit}
          disabled={problem !== null || cancel.isPending || quote.isPending}
          className="bg-red-700! hover:bg-red-800!"
        >
          {cancel.isPending ? 'Cancelling...' : 'Cancel booking'}
        </Button>
      </div>
    </Modal>
  );
}
