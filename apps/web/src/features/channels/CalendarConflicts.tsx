import { Link } from 'react-router';
import { formatLongDate, nightsLabel, type CalendarConflict } from '@hillnest/domain';
import { useCalendarConflicts } from './api';

const describe = (conflict: CalendarConflict) =>
  `${conflict.calendarName} also has ${nightsLabel(conflict.firstNight, conflict.lastNight, formatLongDate).replace(/^N/, 'n')}${conflict.summary ? ` (${conflict.summary})` : ''}`;

/**
 * Bookings here whose nights another platform sold too (issue 18), for the admin dashboard. Shown only
 * when there are some: each needs the owner to act (move a guest, cancel on one side).
 */
export function CalendarConflictsCard() {
  const conflicts = useCalendarConflicts().data ?? [];
  if (conflicts.length === 0) return null;
  return (
    <section aria-labelledby="calendar-conflicts" className="rounded-xl border border-red-300 bg-red-50 p-5 shadow-sm">
      <h2 id="calendar-conflicts" className="text-xl font-semibold text-red-900">
        Calendar conflicts
      </h2>
      <p className="mt-1 text-red-900">
        {conflicts.length === 1 ? 'A booking here shares nights' : `${conflicts.length} bookings here share nights`} with a stay another
        platform sold. Contact the guests and cancel on one side.
      </p>
      <ul className="mt-3 divide-y divide-red-200">
        {conflicts.map((conflict) => (
          <li
            key={`${conflict.bookingId}-${conflict.blockId}`}
            className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm text-slate-900"
          >
            <span>
              <span className="font-semibold">{conflict.hotelName}</span>: {conflict.guestName}, {formatLongDate(conflict.checkIn)} –{' '}
              {formatLongDate(conflict.checkOut)}. {describe(conflict)}.
            </span>
            <Link to={`/property-calendars/${conflict.hotelId}`} className="font-semibold text-brand-800 underline underline-offset-4">
              Calendars
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The conflicts of one booking, for the bookings list. */
export function useBookingConflicts(): (bookingId: string) => CalendarConflict[] {
  const conflicts = useCalendarConflicts().data ?? [];
  return (bookingId) => conflicts.filter((c) => c.bookingId === bookingId);
}

export function BookingConflictNote({ conflicts }: { conflicts: CalendarConflict[] }) {
  if (conflicts.length === 0) return null;
  return (
    <p role="note" className="rounded-md bg-red-100 px-3 py-2 text-sm font-medium text-red-900">
      Double booking: {conflicts.map(describe).join('; ')}.
    </p>
  );
}
