/**
 * The two calendars of the date popup (check-in, then check-out), loaded only when the popup first
 * opens: react-day-picker stays out of the first page load.
 */
import { addDays, bookingWindowEnd, checkOutAfter, formatLongDate, fromLocalDate, shortMonthName, toLocalDate, type IsoDate } from '@hillnest/domain';
import { DayPicker, type Matcher } from 'react-day-picker';
import 'react-day-picker/style.css';
import './calendar.css';

const formatters = {
  // Short month names, 'Sept' for September (SPEC §2).
  formatCaption: (month: Date) => `${shortMonthName(month.getMonth())} ${month.getFullYear()}`,
};

const labels = {
  labelDayButton: (date: Date, modifiers: { selected?: boolean; today?: boolean }) =>
    `${formatLongDate(fromLocalDate(date))}${modifiers.today ? ', today' : ''}${modifiers.selected ? ', selected' : ''}`,
};

export interface StayCalendarsProps {
  checkIn: IsoDate;
  checkOut: IsoDate;
  today: IsoDate;
  onChange(stay: { checkIn: IsoDate; checkOut: IsoDate }): void;
}

export default function StayCalendars({ checkIn, checkOut, today, onChange }: StayCalendarsProps) {
  const lastDay = bookingWindowEnd(today);
  // A stay needs a night: the last check-in is the day before the window ends.
  const checkInDisabled: Matcher[] = [{ before: toLocalDate(today) }, { after: toLocalDate(addDays(lastDay, -1)) }];
  const checkOutDisabled: Matcher[] = [{ before: toLocalDate(addDays(checkIn, 1)) }, { after: toLocalDate(lastDay) }];
  const common = {
    mode: 'single' as const,
    required: true as const,
    formatters,
    labels,
    startMonth: toLocalDate(today),
    endMonth: toLocalDate(lastDay),
    weekStartsOn: 1 as const,
    className: 'hn-calendar',
  };
  return (
    <div className="flex flex-col gap-4 md:flex-row">
      <section aria-label="Check-in date">
        <h3 className="px-2 text-sm font-semibold text-slate-700">Check-in</h3>
        <DayPicker
          {...common}
          key={`in-${checkIn.slice(0, 7)}`}
          defaultMonth={toLocalDate(checkIn)}
          selected={toLocalDate(checkIn)}
          disabled={checkInDisabled}
          onSelect={(date: Date | undefined) => {
            if (!date) return;
            const nextIn = fromLocalDate(date);
            let nextOut = checkOutAfter(nextIn, checkOut);
            if (nextOut > lastDay) nextOut = addDays(nextIn, 1);
            onChange({ checkIn: nextIn, checkOut: nextOut });
          }}
        />
      </section>
      <section aria-label="Check-out date">
        <h3 className="px-2 text-sm font-semibold text-slate-700">Check-out</h3>
        <DayPicker
          {...common}
          key={`out-${checkOut.slice(0, 7)}`}
          defaultMonth={toLocalDate(checkOut)}
          selected={toLocalDate(checkOut)}
          disabled={checkOutDisabled}
          onSelect={(date: Date | undefined) => {
            if (date) onChange({ checkIn, checkOut: fromLocalDate(date) });
          }}
        />
      </section>
    </div>
  );
}
