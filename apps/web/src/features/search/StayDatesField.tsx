import { formatDayMonthYear, stayLengthProblem, type IsoDate } from '@hillnest/domain';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { Loading } from '../../components/Loading';
import { usePopup } from '../../components/usePopup';
import { useMaxStayNights } from '../../lib/siteConfig';

const StayCalendars = lazy(() => import('./StayCalendars'));

export interface Stay {
  checkIn: IsoDate;
  checkOut: IsoDate;
}

export interface StayDatesFieldProps extends Stay {
  today: IsoDate;
  onChange(stay: Stay): void;
  className?: string;
  triggerClassName?: string;
  /** Where the popup opens relative to the trigger. */
  align?: 'left' | 'right';
}

/**
 * The date popup of SPEC §2: a button showing the stay as dd/MM/yyyy that opens check-in and check-out
 * calendars (check-in from today to a year ahead; check-out after check-in and within the year). A
 * stay longer than the site books online (MAX_STAY_NIGHTS) is called out below the calendars; the
 * forms using the field refuse to submit it (stayLengthProblem).
 */
export function StayDatesField({ checkIn, checkOut, today, onChange, className = '', triggerClassName = '', align = 'left' }: StayDatesFieldProps) {
  const popup = usePopup();
  const panelId = useId();
  const tooLong = stayLengthProblem(checkIn, checkOut, useMaxStayNights());
  return (
    <div ref={popup.rootRef} className={`relative ${className}`}>
      <button
        ref={popup.triggerRef}
        type="button"
        aria-expanded={popup.open}
        aria-controls={popup.open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={popup.toggle}
        className={`flex w-full items-center gap-2 text-left ${triggerClassName}`}
      >
        <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <span className="flex flex-col">
          <span className="text-xs font-medium text-slate-600">Check-in – Check-out</span>
          <span className="font-semibold whitespace-nowrap text-slate-900">
            {formatDayMonthYear(checkIn)} – {formatDayMonthYear(checkOut)}
          </span>
        </span>
      </button>
      {popup.open && (
      <div
        id={panelId}
        role="dialog"
        aria-label="Select dates"
        className={`absolute z-40 mt-2 rounded-xl border border-slate-200 bg-white p-3 text-slate-900 shadow-xl max-md:fixed max-md:inset-x-3 max-md:max-h-[80vh] max-md:overflow-y-auto ${
          align === 'right' ? 'right-0' : 'left-0'
        }`}
      >
        <Suspense fallback={<Loading className="w-72" />}>
          <StayCalendars checkIn={checkIn} checkOut={checkOut} today={today} onChange={onChange} />
        </Suspense>
        {tooLong && (
          <p role="alert" className="mx-2 mt-2 max-w-md rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {tooLong}
          </p>
        )}
        <div className="flex justify-end px-2">
          <button type="button" onClick={popup.close} className="rounded-md px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50">
            Done
          </button>
        </div>
      </div>
      )}
    </div>
  );
}
