/**
 * The guest changes their own stay from the manage link, when the owner allows it (issue 36): the
 * shared ChangeStayDialog at the new price. More is paid at once through the payment link the page then
 * shows; less comes back under the refund terms, shown before saving (decision 0111).
 */
import { CHANGE_MESSAGES, type BookingConfirmation } from '@hillnest/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { notify } from '../../components/notify';
import { useChangeThroughLink, useGuestChangeQuote } from './api';
import { ChangeStayDialog, type AskedStay } from './ChangeStayDialog';

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
  const change = useChangeThroughLink(token);
  const useQuote = (asked: AskedStay | null) => useGuestChangeQuote(token, asked);
  // What the guest has paid: the total less a balance still to pay.
  const unpaid = booking.balance && booking.balance.state !== 'paid' ? booking.balance.amountPaise : 0;
  return (
    <ChangeStayDialog
      booking={booking}
      paidPaise={booking.totalPaise - unpaid}
      owner={false}
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
