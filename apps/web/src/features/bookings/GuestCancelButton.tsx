import { CANCELLATION_MESSAGES, type Booking } from '@hillnest/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { ApiError, errorMessage } from '../../lib/api';
import { useCancelBooking, useCancellationQuote } from './api';
import { Modal } from '../../components/Modal';
import { RefundSummary } from './RefundSummary';

/** 'Cancel booking' on the guest's booking: shows what comes back before confirming. */
export function GuestCancelButton({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Cancel booking
      </Button>
      {open && <GuestCancelDialog booking={booking} onClose={() => setOpen(false)} />}
    </>
  );
}

function GuestCancelDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const quote = useCancellationQuote(booking._id, 'guest');
  const cancel = useCancelBooking();
  const confirm = () => {
    if (!quote.data) return;
    cancel.mutate(
      { bookingId: booking._id, refundAmount: quote.data.policy.refundPaise },
      {
        onSuccess: () => {
          notify.success(CANCELLATION_MESSAGES.cancelled);
          onClose();
        },
        onError: (error) => {
          // The refund changed meanwhile (a day went by): show the new figures to confirm again.
          if (error instanceof ApiError && error.status === 409) void quote.refetch();
        },
      },
    );
  };
  return (
    <Modal title="Cancel booking" onClose={onClose}>
      <p className="mt-2 text-sm text-slate-700">
        {booking.hotel.name}, {booking.checkIn} to {booking.checkOut}
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
          onClick={confirm}
          disabled={!quote.data?.cancellable || cancel.isPending || quote.isFetching}
          className="bg-red-700! hover:bg-red-800!"
        >
          {cancel.isPending ? 'Cancelling...' : 'Confirm cancellation'}
        </Button>
      </div>
    </Modal>
  );
}
