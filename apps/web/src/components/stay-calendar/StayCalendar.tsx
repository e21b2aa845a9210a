/**
 * The one date-range calendar of the guest pages (search bar, property page, booking page). A first
 * choice sets the check-in, the next one the check-out; the stay between is highlighted. Days that
 * cannot start (or end) the stay are greyed out and announced as unavailable but stay focusable, so
 * the arrow keys move one day at a time without ever searching for the next free one. Wide screens
 * show two months side by side with previous/next buttons; phones a scrolling list of the months.
 * Loaded with the date popup, never with the first view.
 */
import {
  addDays,
  addMonths,
  bookingWindowEnd,
  checkOutFor,
  formatLongDate,
  formatLongDateSpan,
  formatNights,
  formatYearMonth,
  type IsoDate,
  latestCheckOut,
  monthOf,
  nightsBetween,
  type YearMonth,
} from '@hillnest/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { dayAfterKey, monthsBetween, monthWeeks } from './calendarDays';

export interface Stay {
  checkIn: IsoDate;
  checkOut: IsoDate;
}

export interface StayCalendarProps extends Stay {
  today: IsoDate;
  /** Nights already taken at the property (booked, held, blocked): never part of a stay. */
  takenNights?: readonly IsoDate[];
  /** More days a stay may not start on (e.g. a rule of the property's rates). */
  isArrivalDisabled?(date: IsoDate): boolean;
  /** Why such a day cannot be a check-in ('Minimum 3 nights from here'), said on the day. */
  arrivalHint?(date: IsoDate): string | null;
  /** More days a stay from `checkIn` may not end on. */
  isDepartureDisabled?(checkIn: IsoDate, date: IsoDate): boolean;
  onChange(stay: Stay): void;
}

const WIDE = '(min-width: 768px)';
const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

function useWideScreen(): boolean {
  const supported = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  const [wide, setWide] = useState(() => !supported || window.matchMedia(WIDE).matches);
  useLayoutEffect(() => {
    if (!supported) return;
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [supported]);
  return wide;
}

export default function StayCalendar({
  checkIn,
  checkOut,
  today,
  takenNights = [],
  isArrivalDisabled,
  arrivalHint,
  isDepartureDisabled,
  onChange,
}: StayCalendarProps) {
  const wide = useWideScreen();
  const windowEnd = bookingWindowEnd(today);
  const firstMonth = monthOf(today);
  const lastMonth = monthOf(windowEnd);
  const months = useMemo(() => monthsBetween(firstMonth, lastMonth), [firstMonth, lastMonth]);
  const taken = useMemo(() => [...takenNights].sort(), [takenNights]);
  const takenSet = useMemo(() => new Set(taken), [taken]);

  const [choosing, setChoosing] = useState<'checkIn' | 'checkOut'>('checkIn');
  const [focusDay, setFocusDay] = useState(checkIn);
  const lastView = months.length > 1 ? addMonths(lastMonth, -1) : lastMonth;
  const [view, setView] = useState<YearMonth>(() => (monthOf(checkIn) > lastView ? lastView : monthOf(checkIn)));
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef(false);

  const lastCheckIn = addDays(windowEnd, -1);
  const latest = latestCheckOut(taken, checkIn, today);
  const canArrive = (day: IsoDate) => day >= today && day <= lastCheckIn && !takenSet.has(day) && !isArrivalDisabled?.(day);
  const canLeave = (day: IsoDate) => day > checkIn && day <= latest && !isDepartureDisabled?.(checkIn, day);
  const selectable = (day: IsoDate) => (choosing === 'checkIn' ? canArrive(day) : canLeave(day) || (day <= checkIn && canArrive(day)));

  const choose = (day: IsoDate) => {
    setFocusDay(day);
    if (!selectable(day)) return;
    if (choosing === 'checkOut' && canLeave(day)) {
      onChange({ checkIn, checkOut: day });
      setChoosing('checkIn');
      return;
    }
    onChange({ checkIn: day, checkOut: checkOutFor(taken, day, checkOut, today) });
    setChoosing('checkOut');
  };

  const visible = wide ? [view, addMonths(view, 1)].filter((month) => month <= lastMonth) : months;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = dayAfterKey(focusDay, event.key, `${firstMonth}-01`, windowEnd);
    if (!next) return;
    event.preventDefault();
    const month = monthOf(next);
    if (wide && month < view) setView(month);
    if (wide && month > addMonths(view, 1)) setView(addMonths(month, -1));
    focusAfterRender.current = true;
    setFocusDay(next);
  };

  // Keyboard moves focus to the new day once it is drawn (and, on phones, scrolled into view).
  useLayoutEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    const button = rootRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusDay}"]`);
    button?.focus();
    if (!wide) button?.scrollIntoView?.({ block: 'nearest' });
  }, [focusDay, view, wide]);

  // Phones open the list at the check-in's month.
  useLayoutEffect(() => {
    if (wide) return;
    rootRef.current?.querySelector(`[data-month="${monthOf(checkIn)}"]`)?.scrollIntoView?.({ block: 'start' });
    // Only when the list first shows: later choices must not scroll it away from the guest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wide]);

  const nights = nightsBetween(checkIn, checkOut);
  return (
    <div ref={rootRef} className="hn-stay-calendar flex min-h-0 flex-1 flex-col">
      <p aria-live="polite" className="px-1 pb-2 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">
          {choosing === 'checkIn' ? 'Choose your check-in date' : 'Choose your check-out date'}
        </span>
        <span className="block">
          {formatLongDateSpan(checkIn, checkOut)} · {formatNights(nights)}
        </span>
      </p>
      {wide && (
        <div className="relative z-10 -mb-11 flex justify-between">
          <button
            type="button"
            aria-label="Previous month"
            disabled={view <= firstMonth}
            onClick={() => setView(addMonths(view, -1))}
            className="grid size-11 place-items-center rounded-full text-slate-800 hover:bg-slate-100 disabled:opacity-30"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-label="Next month"
            disabled={view >= lastView}
            onClick={() => setView(addMonths(view, 1))}
            className="grid size-11 place-items-center rounded-full text-slate-800 hover:bg-slate-100 disabled:opacity-30"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
      <div className={wide ? 'flex gap-6' : 'min-h-0 flex-1 space-y-6 overflow-y-auto overscroll-contain'}>
        {visible.map((month) => (
          <Month
            key={month}
            month={month}
            today={today}
            stay={{ checkIn, checkOut }}
            focusDay={visible.includes(monthOf(focusDay)) ? focusDay : `${visible[0]}-01`}
            isSelectable={selectable}
            isTaken={(day) => takenSet.has(day)}
            whyNot={(day) =>
              // Only for a free day a guest would otherwise arrive on.
              arrivalHint && !selectable(day) && day >= today && day <= lastCheckIn && !takenSet.has(day) ? arrivalHint(day) : null
            }
            onChoose={choose}
            onKeyDown={onKeyDown}
            wide={wide}
          />
        ))}
      </div>
      {taken.length > 0 && <p className="px-1 pt-2 text-xs text-slate-600">Struck-through dates are already taken.</p>}
    </div>
  );
}

interface MonthProps {
  month: YearMonth;
  today: IsoDate;
  stay: Stay;
  focusDay: IsoDate;
  isSelectable(day: IsoDate): boolean;
  isTaken(day: IsoDate): boolean;
  whyNot(day: IsoDate): string | null;
  onChoose(day: IsoDate): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  wide: boolean;
}

function Month({ month, today, stay, focusDay, isSelectable, isTaken, whyNot, onChoose, onKeyDown, wide }: MonthProps) {
  const captionId = `stay-calendar-${month}`;
  return (
    <section data-month={month} aria-labelledby={captionId} className={wide ? 'w-[19.25rem]' : ''}>
      <h3 id={captionId} className={`py-2 text-center font-semibold text-slate-900 ${wide ? '' : 'sticky top-0 z-10 bg-white'}`}>
        {formatYearMonth(month)}
      </h3>
      <table role="grid" aria-labelledby={captionId} className="w-full border-collapse">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className="pb-1 text-xs font-medium text-slate-600">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) =>
                day ? (
                  <Day
                    key={day}
                    day={day}
                    today={today}
                    stay={stay}
                    focusable={day === focusDay}
                    selectable={isSelectable(day)}
                    taken={isTaken(day)}
                    why={whyNot(day)}
                    onChoose={onChoose}
                    onKeyDown={onKeyDown}
                  />
                ) : (
                  <td key={`pad-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

interface DayProps {
  day: IsoDate;
  today: IsoDate;
  stay: Stay;
  focusable: boolean;
  selectable: boolean;
  taken: boolean;
  /** Why the day cannot be chosen, when the calendar knows. */
  why: string | null;
  onChoose(day: IsoDate): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
}

function Day({ day, today, stay, focusable, selectable, taken, why, onChoose, onKeyDown }: DayProps) {
  const isCheckIn = day === stay.checkIn;
  const isCheckOut = day === stay.checkOut;
  const within = day > stay.checkIn && day < stay.checkOut;
  const edge = isCheckIn || isCheckOut;
  const label = [
    formatLongDate(day),
    day === today && 'today',
    isCheckIn && 'check-in',
    isCheckOut && 'check-out',
    taken && 'taken',
    !selectable && !edge && 'not available',
    !edge && why,
  ]
    .filter(Boolean)
    .join(', ');
  // The stay's band runs behind the days; its ends are solid.
  const band = within
    ? 'bg-brand-100'
    : isCheckIn && stay.checkOut > day
      ? 'bg-linear-to-r from-transparent from-50% to-brand-100 to-50%'
      : isCheckOut
        ? 'bg-linear-to-r from-brand-100 from-50% to-transparent to-50%'
        : '';
  const tone = edge
    ? 'bg-brand-700 font-semibold text-white'
    : !selectable
      ? `text-slate-400 ${taken ? 'line-through' : ''}`
      : 'text-slate-900 hover:bg-white hover:ring-2 hover:ring-brand-700';
  return (
    <td data-day={day} className={`p-0 text-center ${band}`}>
      <button
        type="button"
        data-day={day}
        tabIndex={focusable ? 0 : -1}
        aria-label={label}
        title={why && !edge ? why : undefined}
        aria-disabled={selectable ? undefined : true}
        aria-current={day === today ? 'date' : undefined}
        onClick={() => onChoose(day)}
        onKeyDown={onKeyDown}
        className={`mx-auto grid size-11 place-items-center rounded-full text-sm outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-700 ${tone} ${
          day === today && !edge ? 'underline decoration-2 underline-offset-4' : ''
        } ${selectable ? '' : 'cursor-not-allowed'}`}
      >
        {Number(day.slice(8, 10))}
      </button>
    </td>
  );
}
