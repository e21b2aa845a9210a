import {
  addMonths,
  CALENDAR_STATE_LABELS,
  formatLongDate,
  formatYearMonth,
  monthOf,
  type CalendarDayState,
  type Dashboard,
  type PropertyCalendar,
} from '@hillnest/domain';
import { useId, useState } from 'react';
import { useToday } from '../../lib/siteConfig';
import { usePropertyCalendar } from './api';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Each state has its own words and fill (held is striped), so the calendar never relies on colour alone. */
const STATE_STYLES: Record<CalendarDayState, string> = {
  booked: 'bg-brand-800 text-white',
  held: 'bg-[repeating-linear-gradient(45deg,#fef3c7_0,#fef3c7_6px,#fcd34d_6px,#fcd34d_8px)] text-amber-950',
  blocked: 'bg-[repeating-linear-gradient(-45deg,#e2e8f0_0,#e2e8f0_6px,#94a3b8_6px,#94a3b8_8px)] text-slate-900',
  free: 'bg-white text-slate-700',
};

/** The month's days in weeks of seven, Monday first; null pads the first and last week. */
function weeksOf(days: PropertyCalendar['days']): (PropertyCalendar['days'][number] | null)[][] {
  if (days.length === 0) return [];
  const firstWeekday = (new Date(`${days[0]!.date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells = [...Array<null>(firstWeekday).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

function Legend() {
  return (
    <ul className="flex flex-wrap gap-4 text-sm text-slate-800" aria-label="Legend">
      {(Object.keys(CALENDAR_STATE_LABELS) as CalendarDayState[]).map((state) => (
        <li key={state} className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block size-4 rounded border border-slate-400 ${STATE_STYLES[state]}`} />
          {CALENDAR_STATE_LABELS[state]}
          {state === 'held' ? ' (payment in progress)' : ''}
          {state === 'blocked' ? ' (by you or another platform)' : ''}
        </li>
      ))}
    </ul>
  );
}

function MonthGrid({ calendar, caption }: { calendar: PropertyCalendar; caption: string }) {
  return (
    <table className="w-full table-fixed border-collapse text-center">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col" className="py-1 text-xs font-semibold text-slate-600">
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(calendar.days).map((week, i) => (
          <tr key={i}>
            {week.map((day, j) =>
              day ? (
                <td key={day.date} data-date={day.date} className={`h-14 border border-slate-300 p-1 align-top ${STATE_STYLES[day.state]}`}>
                  <time dateTime={day.date} className="block text-sm font-semibold">
                    <span aria-hidden="true">{Number(day.date.slice(8))}</span>
                    <span className="sr-only">{formatLongDate(day.date)}</span>
                  </time>
                  <span className="block text-[0.7rem] leading-tight">{CALENDAR_STATE_LABELS[day.state]}</span>
                </td>
              ) : (
                <td key={`pad-${j}`} className="border border-transparent" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A property's nights in one month: pick the property, step through months. */
export function AvailabilityCalendar({ properties }: { properties: Dashboard['occupancyByProperty'] }) {
  const selectId = useId();
  const [chosen, setChosen] = useState<string>();
  const hotelId = chosen ?? properties[0]?.hotelId;
  const [month, setMonth] = useState<string>();
  const today = useToday();
  const shownMonth = month ?? monthOf(today);
  const calendar = usePropertyCalendar(hotelId, shownMonth);
  const hotelName = properties.find((p) => p.hotelId === hotelId)?.name ?? '';

  return (
    <section aria-labelledby="availability-calendar" className="space-y-4">
      <h3 id="availability-calendar" className="text-lg font-semibold text-slate-900">
        Availability calendar
      </h3>
      {properties.length === 0 ? (
        <p className="text-slate-700">No properties yet.</p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-4">
            <div>
              <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
                Property
              </label>
              <select
                id={selectId}
                value={hotelId}
                onChange={(event) => setChosen(event.target.value)}
                className="mt-1 block rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm"
              >
                {properties.map((p) => (
                  <option key={p.hotelId} value={p.hotelId}>
                    {p.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex items-center gap-2">
              <button
                type="button"
                onClick={() => setMonth(addMonths(shownMonth, -1))}
                className="rounded-md border border-slate-400 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
              >
                Previous month
              </button>
              <p aria-live="polite" className="min-w-24 text-center font-semibold text-slate-900">
                {formatYearMonth(shownMonth)}
              </p>
              <button
                type="button"
                onClick={() => setMonth(addMonths(shownMonth, 1))}
                className="rounded-md border border-slate-400 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
              >
                Next month
              </button>
            </div>
          </div>
          <Legend />
          {calendar.error ? (
            <p role="alert" className="text-red-800">
              Could not load the calendar: {calendar.error.message}
            </p>
          ) : calendar.data ? (
            <MonthGrid calendar={calendar.data} caption={`${hotelName}, ${formatYearMonth(calendar.data.month)}`} />
          ) : (
            <p className="text-slate-700">Loading...</p>
          )}
        </>
      )}
    </section>
  );
}
