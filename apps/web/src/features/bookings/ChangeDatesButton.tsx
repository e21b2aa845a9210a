/**
 * The owner moves, lengthens or shortens a confirmed stay (issue 36). The dialog shows the rates'
 * price of the new dates beside what was paid, so the owner knows the difference to settle at the
 * desk; the server refuses dates another stay or a block has, naming them, and then nothing changes.
 * The desk calendar opens the same dialog when a booking's bar is dropped on other nights.
 */
import { DESK_MESSAGES, formatPaise, isIsoDate, type AdminBooking, type IsoDate } from '@hillnest/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/api';
import { useChangeDates } from '../front-desk/api';
import { useBookingQuote } from './api';

export function ChangeDatesButton({ booking }: { booking: AdminBooking }) {
  const [open, setOpen] = useState(false);
  if (booking.status !== 'confirmed' || booking.adminStatus === 'past') return null;
  return (
    <>
      <Button variant="secondary" className="px-3! py-1.5! text-sm" onClick={() => setOpen(true)}>
        Change dates
      </Button>
      {open && <ChangeDatesDialog booking={booking} onClose={() => setOpen(false)} />}
    </>
  );
}

/** `moveTo`: the dates to start from instead of the booking's own (where its bar was dropped). */
export function ChangeDatesDialog({
  booking,
  moveTo,
  onClose,
}: {
  booking: AdminBooking;
  moveTo?: { checkIn: IsoDate; checkOut: IsoDate };
  onClose: () => void;
}) {
  const [checkIn, setCheckIn] = useState(moveTo?.checkIn ?? booking.checkIn);
  const [checkOut, setCheckOut] = useState(moveTo?.checkOut ?? booking.checkOut);
  const change = useChangeDates(booking._id);
  const ready = isIsoDate(checkIn) && isIsoDate(checkOut) && checkOut > checkIn;
  const quote = useBookingQuote(
    booking.hotelId,
    ready
      ? {
          checkIn,
          checkOut,
          adultCount: booking.adultCount,
          childCount: booking.childCount,
          infantCount: booking.infantCount,
          couponCode: '',
        }
      : null,
  );
  const difference = quote.data ? quote.data.totalPaise - booking.totalPaise : 0;
  const onSave = () =>
    change.mutate(
      { checkIn, checkOut },
      {
        onSuccess: () => {
          notify.success(DESK_MESSAGES.datesChanged);
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
        ) : quote.isError ? (
          <p className="text-red-700">{errorMessage(quote.error)}</p>
        ) : quote.data ? (
          <>
            <p>
              Rates for the new dates: <strong>{formatPaise(quote.data.totalPaise)}</strong>; paid: {formatPaise(booking.totalPaise)}.
            </p>
            <p className="font-semibold">
              {difference === 0
                ? 'No difference to settle.'
                : difference > 0
                  ? `${formatPaise(difference)} more than paid: collect it at the desk.`
                  : `${formatPaise(-difference)} less than paid: return it at the desk if you choose.`}
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
        <Button onClick={onSave} disabled={!ready || change.isPending}>
          Save new dates
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Keep the dates
        </Button>
      </div>
    </Modal>
  );
}
