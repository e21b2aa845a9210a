import { CANCELLATION_MESSAGES, formatReadableDate, type CancellationQuote } from '@hillnest/domain';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { ApiError, errorMessage } from '../../lib/api';
import { useCancelBooking, useCancellationQuote, useCancelThroughLink, useLinkCancellationQuote } from './api';
import { Modal } from '../../components/Modal';
import { RefundSummary } from './RefundSummary';

/** What the dialog names: the property and the dates. */
interface StaySummary {
  hotelName: string;
  checkIn: string;
  checkOut: string;
}

/**
 * 'Cancel booking' for the guest: shows what comes back before confirming. Signed in (My Bookings)
 * it names the booking by id; from the e-mail's private link (`token`) the link is the only key.
 */
export function GuestCancelButton({ stay, ...target }: { stay: StaySummary } & ({ bookingId: string } | { token: string })) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Cancel booking
      </Button>
      {open &&
        ('token' in target ? (
          <LinkCancelDialog token={target.token} stay={stay} onClose={close} />
        ) : (
          <SignedInCancelDialog bookingId={target.bookingId} stay={stay} onClose={close} />
        ))}
    </>
  );
}

function SignedInCancelDialog({ bookingId, ...props }: { bookingId: string; stay: StaySummary; onClose: () => void }) {
  return <CancelDialog {...props} quote={useCancellationQuote(bookingId, 'guest')} cancel={useCancelBooking(bookingId)} />;
}

function LinkCancelDialog({ token, ...props }: { token: string; stay: StaySummary; onClose: () => void }) {
  return <CancelDialog {...props} quote={useLinkCancellationQuote(token)} cancel={useCancelThroughLink(token)} />;
}

function CancelDialog({
  stay,
  quote,
  cancel,
  onClose,
}: {
  stay: StaySummary;
  quote: UseQueryResult<CancellationQuote>;
  /** Cancels, sending the refund the dialog showed (paise). */
  cancel: UseMutationResult<unknown, Error, number>;
  onClose: () => void;
}) {
  // mutateAsync, not mutate's callbacks: those are dropped when the dialog unmounts first, which it
  // does once the refreshed booking is no longer cancellable (and the toast would never show).
  const confirm = async () => {
    if (!quote.data) return;
    try {
      await cancel.mutateAsync(quote.data.policy.refundPaise);
    } catch (error) {
      // The refund changed meanwhile (a day went by): show the new figures to confirm again.
      if (error instanceof ApiError && error.status === 409) void quote.refetch();
      return;
    }
    notify.success(CANCELLATION_MESSAGES.cancelled);
    onClose();
  };
  return (
    <Modal title="Cancel booking" onClose={onClose}>
      <p className="mt-2 text-sm text-slate-700">
        {stay.hotelName}, {formatReadableDate(stay.checkIn)} to {formatReadableDate(stay.checkOut)}
      </p>
      {quote.isPending ? (
        <Loading />
      ) : quote.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {errorMessage(quote.error)}
        </p>
      ) : !quote.data.cancellable ? (
        <p role="alert" className="mt-4 text-red-800">
          {quote.data.problem}
        </p>
      ) : (
        <RefundSummary policy={quote.data.policy} />
      )}
      {cancel.isError && (
        <p role="alert" className="mt-4 text-red-800">
          {errorMessage(cancel.error)}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Keep booking
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={!quote.data?.cancellable || cancel.isPending || quote.isFetching}
          className="bg-red-700! hover:bg-red-800!"
        >
          {cancel.isPending ? 'Cancelling...' : 'Confirm cancellation'}
        </Button>
      </div>
    </Modal>
  );
}
