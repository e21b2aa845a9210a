import { formatDayMonthYear, formatLongDate, stayLengthProblem, type IsoDate } from '@hillnest/domain';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { Loading } from '../../components/Loading';
import type { Stay, StayCalendarProps } from '../../components/stay-calendar/StayCalendar';
import { usePopup } from '../../components/usePopup';
import { useMaxStayNights } from '../../lib/siteConfig';

export type { Stay };

const loadCalendar = () => import('../../components/stay-calendar/StayCalendar');
const StayCalendar = lazy(loadCalendar);

export interface StayDatesFieldProps
  extends Stay, Pick<StayCalendarProps, 'takenNights' | 'isArrivalDisabled' | 'arrivalHint' | 'isDepartureDisabled'> {
  today: IsoDate;
  onChange(stay: Stay): void;
  className?: string;
  triggerClassName?: string;
  /** Where the popup opens relative to the trigger on wide screens. */
  align?: 'left' | 'right';
  /** '5 Sept 2026' instead of the search bar's dd/MM/yyyy. */
  longDates?: boolean;
}

/**
 * The date popup of docs/product/search.md: a button showing the stay (dd/MM/yyyy in the search bar) that opens the
 * stay calendar (check-in from today to a year ahead; check-out after check-in and within the year,
 * never across a taken night). On phones the popup covers the screen, its months scroll and Done
 * stays in view. A stay longer than the site books online (MAX_STAY_NIGHTS) is called out below the
 * calendar; the forms using the field refuse to submit it (stayLengthProblem).
 */
export function StayDatesField({
  checkIn,
  checkOut,
  today,
  onChange,
  takenNights,
  isArrivalDisabled,
  arrivalHint,
  isDepartureDisabled,
  className = '',
  triggerClassName = '',
  align = 'left',
  longDates = false,
}: StayDatesFieldProps) {
  // Two months with their headings and Done, plus room for the longest-stay note.
  const popup = usePopup({ height: 560 });
  const panelId = useId();
  const tooLong = stayLengthProblem(checkIn, checkOut, useMaxStayNights());
  const format = longDates ? formatLongDate : formatDayMonthYear;
  // Fetch the calendar's code as soon as the guest shows interest, so it is there when they open it.
  const preload = () => void loadCalendar();
  return (
    <div ref={popup.rootRef} className={`relative ${className}`}>
      <button
        ref={popup.triggerRef}
        type="button"
        aria-expanded={popup.open}
        aria-controls={popup.open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={popup.toggle}
        onPointerEnter={preload}
        onFocus={preload}
        className={`flex w-full items-center gap-2 text-left ${triggerClassName}`}
      >
        <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <span className="flex flex-col">
          <span className="text-xs font-medium text-slate-600">Check-in – Check-out</span>
          <span className="font-semibold whitespace-nowrap text-slate-900">
            {format(checkIn)} – {format(checkOut)}
          </span>
        </span>
      </button>
      {popup.open && (
        <div
          id={panelId}
          role="dialog"
          aria-label="Select dates"
          className={`z-50 flex flex-col bg-white text-slate-900 max-md:fixed max-md:inset-0 max-md:p-4 md:absolute md:rounded-xl md:border md:border-slate-200 md:p-3 md:shadow-xl ${
            align === 'right' ? 'md:right-0' : 'md:left-0'
          } ${popup.opensUp ? 'md:bottom-full md:mb-2' : 'md:top-full md:mt-2'}`}
        >
          <h2 className="px-1 pb-1 text-lg font-bold md:sr-only">Select dates</h2>
          <Suspense fallback={<Loading className="w-72" />}>
            <StayCalendar
              checkIn={checkIn}
              checkOut={checkOut}
              today={today}
              takenNights={takenNights}
              isArrivalDisabled={isArrivalDisabled}
              arrivalHint={arrivalHint}
              isDepartureDisabled={isDepartureDisabled}
              onChange={onChange}
            />
          </Suspense>
          {tooLong && (
            <p role="alert" className="mt-2 max-w-md rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {tooLong}
            </p>
          )}
          <div className="flex shrink-0 justify-end border-t border-slate-200 pt-3 max-md:pb-2 md:mt-2">
            <button
              type="button"
              onClick={popup.closeToTrigger}
              className="min-h-11 rounded-lg bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800 max-md:w-full"
            >
              Done
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
