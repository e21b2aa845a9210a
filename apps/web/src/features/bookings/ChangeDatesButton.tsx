/**
 * The owner changes a confirmed stay's dates or guests (issue 36): the shared ChangeStayDialog with the
 * server's change quote, and the choice to keep the amount paid or charge the new price (decision
 * 0111). The server refuses nights another stay or a block has, naming them, and then nothing changes.
 * The desk calendar opens the same dialog when a booking's bar is dropped on other nights.
 */
import { CHANGE_MESSAGES, type AdminBooking, type ChangeRefund, type IsoDate } from '@hillnest/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { notify } from '../../components/notify';
import { useChangeDates, useDeskCalendar, useDeskChangeQuote } from '../front-desk/api';
import { ChangeStayDialog, type AskedStay } from './ChangeStayDialog';

export function ChangeDatesButton({ booking }: { booking: AdminBooking }) {
  const [open, setOpen] = useState(false);
  if (booking.status !== 'confirmed' || booking.adminStatus === 'past') return null;
  return (
    <>
      <Button variant="secondary" className="px-3! py-1.5! text-sm" onClick={() => setOpen(true)}>
        Change the stay
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
  const change = useChangeDates(booking._id);
  // The desk calendar's read lists every property (as the desk's forms use it); an archived own one is added.
  const calendar = useDeskCalendar('', 14).data;
  const properties = calendar && [
    ...(calendar.properties.some((p) => p._id === booking.hotelId) ? [] : [{ _id: booking.hotelId, name: booking.hotel.name }]),
    ...calendar.properties,
  ];
  const useQuote = (asked: AskedStay | null, refund: ChangeRefund) => useDeskChangeQuote(booking._id, asked, refund);
  return (
    <ChangeStayDialog
      booking={booking}
      paidPaise={booking.paidPaise}
      owner
      properties={properties}
      moveTo={moveTo}
      useQuote={useQuote}
      save={async (values) => {
        await change.mutateAsync(values);
        notify.success(CHANGE_MESSAGES.saved);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
