import { formatLongDate, fromLocalDate, toLocalDate, type IsoDate } from '@hillnest/domain';
import { CalendarDays } from 'lucide-react';
import { useId, type CSSProperties } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import 'react-day-picker/style.css';
import { usePopup } from '../../components/usePopup';

/** The calendar's accent in the site's brand colours (its stylesheet reads these variables on its root). */
const CALENDAR_COLOURS = {
  '--rdp-accent-color': '#0f766e',
  '--rdp-accent-background-color': '#ccfbf1',
  '--rdp-today-color': '#115e59',
} as CSSProperties;

export interface DateFieldProps {
  label: string;
  value: IsoDate;
  onChange(date: IsoDate): void;
  /** Days that cannot be picked, as calendar dates. */
  disabled: Matcher[];
  first: IsoDate;
  last: IsoDate;
}

/** A date button that opens a month calendar; a click outside or Escape closes it. */
export function DateField({ label, value, onChange, disabled, first, last }: DateFieldProps) {
  const { open, setOpen, toggle, rootRef, triggerRef } = usePopup<HTMLDivElement, HTMLButtonElement>();
  const labelId = useId();
  const panelId = useId();

  return (
    <div ref={rootRef} className="relative">
      <span id={labelId} className="block text-sm font-medium text-slate-800">
        {label}
      </span>
      <button
        ref={triggerRef}
        type="button"
        aria-labelledby={`${labelId} ${panelId}-value`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="mt-1 flex w-full items-center gap-2 rounded-md border border-slate-400 bg-white px-3 py-2 text-left text-base text-slate-900 shadow-sm"
      >
        <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
        <span id={`${panelId}-value`}>{formatLongDate(value)}</span>
      </button>
      <div
        id={panelId}
        role="dialog"
        aria-label={`Choose the ${label.toLowerCase()} date`}
        hidden={!open}
        className="absolute left-0 z-40 mt-2 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
      >
        {open && (
          <DayPicker
            mode="single"
            required
            selected={toLocalDate(value)}
            defaultMonth={toLocalDate(value)}
            startMonth={toLocalDate(first)}
            endMonth={toLocalDate(last)}
            disabled={disabled}
            style={CALENDAR_COLOURS}
            onSelect={(date) => {
              onChange(fromLocalDate(date));
              setOpen(false);
              triggerRef.current?.focus();
            }}
          />
        )}
      </div>
    </div>
  );
}
