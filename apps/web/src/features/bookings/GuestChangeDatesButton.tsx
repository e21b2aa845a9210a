/**
 * The guest moves or lengthens their own stay from the manage link, when the owner allows it (issue
 * 36). The server prices the new dates and saves them through the owner's change; a higher price is
 * paid at once through the payment link the page then shows.
 */
import { GUEST_CHANGE_MESSAGES, formatPaise, isIsoDate, type BookingConfirmation } from '@hillnest/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/api';
import { useChangeThroughLink, useGuestChangeQuote } from './api';

export function GuestChangeDatesButton({ token, booking }: { token: string; booking: BookingConfirmation }) {
  const [open, setOpen] = useState(false);
  const allowed = useGuestChangeQuote(token, null);
  if (booking.status !== 'confirmed' || !allowed.data || allowed.data.problem !== null) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Change dates
      </Button>
      {open && <GuestChangeDialog token={token} booking={booking} onClose={() => setOpen(false)} />}
    </>
  );
}

function GuestChangeDialog({ token, booking, onClose }: { token: string; booking: BookingConfirmation; onClose: () => void }) {
  const [checkIn, setCheckIn] = useState(booking.checkIn);
  const [checkOut, setCheckOut] = useState(booking.checkOut);
  const ready = isIsoDate(checkIn) && isIsoDate(checkOut) && checkOut > checkIn;
  const quote = useGuestChangeQuote(token, ready ? { checkIn, checkOut } : null);
  const change = useChangeThroughLink(token);
  const priced = ready && quote.data && quote.data.totalPaise !== null ? quote.data : null;
  const problem = ready ? (quote.data?.problem ?? null) : null;
  const onSave = () =>
    change.mutate(
      { checkIn, checkOut },
      {
        onSuccess: () => {
          notify.success(GUEST_CHANGE_MESSAGES.changed);
          onClose();
        },
      },
    );
  return (
    <Modal title={`Change the dates of ${booking.reference}`} onClose={onClose}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="New check-in" type="date" value={checkIn} onChange={(e) => setCheckIn(e.target.value)} />
        <TextField label="New check-out" type="date" value={checkOut} onChange={(e) => setCheckOut(e.target.value)} />
      </div>
      <div className="mt-4 text-slate-900" aria-live="polite">
        {!ready ? (
          <p>The check-out must be after the check-in.</p>
        ) : problem ? (
          <p className="text-red-700">{problem}</p>
        ) : priced ? (
          <>
            <p>
              Price for the new dates: <strong>{formatPaise(priced.totalPaise!)}</strong>; paid: {formatPaise(booking.totalPaise)}.
            </p>
            <p className="font-semibold">
              {priced.differencePaise === 0
                ? 'No difference to pay.'
                : `${formatPaise(priced.differencePaise!)} more to pay now, by a payment link.`}
            </p>
          </>
        ) : (
          <p>Working out the price…</p>
        )}
      </div>
      {change.isError && (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {errorMessage(change.error)}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={onSave} disabled={!priced || problem !== null || change.isPending}>
          Save new dates
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Keep the dates
        </Button>
      </div>
    </Modal>
  );
}
