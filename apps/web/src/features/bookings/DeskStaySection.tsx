/**
 * At the desk (issue 36): the owner marks the guest arrived, departed or a no-show, and keeps private
 * notes; each is a line of the booking's history with its time and who did it. Only the steps the
 * server would take are offered (it checks them again: docs/product/front-desk.md).
 */
import {
  DESK_STAY_MESSAGES,
  formatPaise,
  NOTE_MAX_LENGTH,
  STAY_STATUS_LABELS,
  stayTransitionProblem,
  type AdminBooking,
  type AdminBookingDetail,
  type Booking,
  type BookingHistoryEntry,
  type NoShowRefund,
  type StayStatus,
} from '@hillnest/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { TextAreaField } from '../../components/TextAreaField';
import { adminDateTime } from '../../lib/adminTime';
import { errorMessage } from '../../lib/api';
import { useSiteConfig } from '../../lib/siteConfig';
import { useAddBookingNote, useMarkStay } from '../front-desk/api';
import { useCancellationQuote } from './api';

const HISTORY_LABELS: Record<BookingHistoryEntry['kind'], string> = { ...STAY_STATUS_LABELS, note: 'Note', dates: 'New dates' };

/** The desk's buttons a booking offers today: the steps that can follow its last one. */
export function stayStepsOf(
  booking: Pick<Booking, 'status' | 'stayStatus' | 'checkIn'> | Pick<AdminBooking, 'status' | 'stayStatus' | 'checkIn'>,
  today: string | undefined,
): StayStatus[] {
  if (!today) return [];
  return (['arrived', 'departed', 'no-show'] as const).filter((step) => stayTransitionProblem(booking, step, today) === null);
}

/** "Mark arrived" alone, for the dashboard's arrivals: the other steps are on the booking's page. */
export function MarkArrivedButton({ booking }: { booking: Pick<Booking, '_id' | 'status' | 'stayStatus' | 'checkIn'> }) {
  const today = useSiteConfig().data?.today;
  const mark = useMarkStay(booking._id);
  if (booking.stayStatus) return <span className="text-sm font-semibold text-emerald-800">{STAY_STATUS_LABELS[booking.stayStatus]}</span>;
  if (!stayStepsOf(booking, today).includes('arrived')) return null;
  return (
    <Button
      variant="secondary"
      className="px-3! py-1.5! text-sm"
      disabled={mark.isPending}
      // The promise, not mutate's callbacks: the refetch after the mark replaces this button with the
      // stay's label, and an unmounted mutation's callbacks never run (the toast went missing).
      onClick={() =>
        mark.mutateAsync({ status: 'arrived' }).then(
          () => notify.success(DESK_STAY_MESSAGES.marked.arrived),
          (error: unknown) => notify.error(errorMessage(error)),
        )
      }
    >
      Mark arrived
    </Button>
  );
}

export function DeskStaySection({ detail }: { detail: AdminBookingDetail }) {
  const { booking, history, timeZone } = detail;
  const today = useSiteConfig().data?.today;
  const mark = useMarkStay(booking._id);
  const [noShow, setNoShow] = useState(false);
  const steps = stayStepsOf(booking, today);
  const step = (status: 'arrived' | 'departed') =>
    mark.mutate(
      { status },
      { onSuccess: () => notify.success(DESK_STAY_MESSAGES.marked[status]), onError: (error) => notify.error(errorMessage(error)) },
    );
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-800">
        Guest: <strong>{booking.stayStatus ? STAY_STATUS_LABELS[booking.stayStatus] : 'Not marked yet'}</strong>
      </p>
      {steps.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {steps.includes('arrived') && (
            <Button variant="secondary" className="px-3! py-1.5! text-sm" disabled={mark.isPending} onClick={() => step('arrived')}>
              Mark arrived
            </Button>
          )}
          {steps.includes('departed') && (
            <Button variant="secondary" className="px-3! py-1.5! text-sm" disabled={mark.isPending} onClick={() => step('departed')}>
              Mark departed
            </Button>
          )}
          {steps.includes('no-show') && (
            <Button variant="secondary" className="px-3! py-1.5! text-sm" onClick={() => setNoShow(true)}>
              Mark no-show
            </Button>
          )}
        </div>
      )}
      {noShow && <NoShowDialog booking={booking} onClose={() => setNoShow(false)} />}
      <NoteForm bookingId={booking._id} />
      <div>
        <h3 className="text-sm font-semibold text-slate-900">History</h3>
        {history.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">Nothing recorded yet.</p>
        ) : (
          <ul className="mt-1 divide-y divide-slate-200 text-sm">
            {history.map((entry) => (
              <li key={entry._id} className="py-2">
                <p className="text-slate-600">
                  <span className="font-semibold text-slate-900">{HISTORY_LABELS[entry.kind]}</span> · {adminDateTime(entry.at, timeZone)} ·
                  by {entry.by === 'guest' ? 'the guest' : entry.by}
                </p>
                {entry.text && <p className="break-words whitespace-pre-line text-slate-900">{entry.text}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function NoteForm({ bookingId }: { bookingId: string }) {
  const [text, setText] = useState('');
  const add = useAddBookingNote(bookingId);
  const blank = text.trim() === '';
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) return;
        add.mutate(
          { text },
          {
            onSuccess: () => {
              notify.success(DESK_STAY_MESSAGES.noteSaved);
              setText('');
            },
          },
        );
      }}
    >
      <TextAreaField
        label="Private note"
        hint="Only you see it: never the guest."
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        error={add.isError ? errorMessage(add.error) : undefined}
      />
      <Button type="submit" variant="secondary" className="px-3! py-1.5! text-sm" disabled={blank || add.isPending}>
        Add note
      </Button>
    </form>
  );
}

function NoShowDialog({ booking, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const mark = useMarkStay(booking._id);
  const quote = useCancellationQuote(booking._id, 'owner');
  const [freeNights, setFreeNights] = useState(false);
  const [refund, setRefund] = useState<NoShowRefund>('none');
  const option = (value: NoShowRefund, label: string) => (
    <label className="flex items-center gap-2">
      <input
        type="radio"
        name="no-show-refund"
        value={value}
        checked={refund === value}
        onChange={() => {
          setRefund(value);
          // A refund goes through the cancellation, which frees the nights.
          if (value !== 'none') setFreeNights(true);
        }}
      />
      {label}
    </label>
  );
  const submit = () =>
    mark.mutate(
      { status: 'no-show', freeNights, refund },
      {
        onSuccess: () => {
          notify.success(DESK_STAY_MESSAGES.marked['no-show']);
          onClose();
        },
      },
    );
  return (
    <Modal title={`Mark ${booking.firstName} ${booking.lastName} a no-show`} onClose={onClose}>
      <p className="text-sm text-slate-700">The nights stay taken and nothing is refunded unless you choose it.</p>
      <label className="mt-4 flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={freeNights} disabled={refund !== 'none'} onChange={(e) => setFreeNights(e.currentTarget.checked)} />
        Free the remaining nights
      </label>
      <fieldset className="mt-4 space-y-2 text-sm text-slate-800">
        <legend className="font-medium">Refund</legend>
        {option('none', 'No refund')}
        {option('policy', `Refund under the policy (${quote.data ? formatPaise(quote.data.policy.refundPaise) : '—'})`)}
        {option('full', `Refund in full (${formatPaise(booking.paidPaise)})`)}
      </fieldset>
      {refund !== 'none' && <p className="mt-2 text-sm text-slate-600">A refund cancels the stay, so its nights are freed.</p>}
      {mark.isError && (
        <p role="alert" className="mt-4 text-red-800">
          {errorMessage(mark.error)}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Keep the booking
        </Button>
        <Button onClick={submit} disabled={mark.isPending}>
          Mark no-show
        </Button>
      </div>
    </Modal>
  );
}
