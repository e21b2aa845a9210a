import { Users } from 'lucide-react';
import { useId } from 'react';
import { Counter } from '../../components/Counter';
import { guestLabel } from './guests';
import { usePopup } from '../../components/usePopup';

export interface Guests {
  adultCount: number;
  childCount: number;
  infantCount: number;
}

export interface GuestsFieldProps {
  value: Guests;
  onChange(value: Guests): void;
  /** Limits: the header bar has none but 0; a property's booking block has its capacity and at least one adult. */
  minAdults?: number;
  maxAdults?: number;
  maxChildren?: number;
  className?: string;
  triggerClassName?: string;
}

/** The guest popup: adults (13+) and children (0-12) counters; the infant control exists but is hidden (docs/product/search.md). */
export function GuestsField({
  value,
  onChange,
  minAdults = 0,
  maxAdults,
  maxChildren,
  className = '',
  triggerClassName = '',
}: GuestsFieldProps) {
  const popup = usePopup({ height: 240 });
  const panelId = useId();
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
        <Users aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <span className="flex flex-col">
          <span className="text-xs font-medium text-slate-600">Guests</span>
          <span className="font-semibold text-slate-900">{guestLabel(value.adultCount, value.childCount)}</span>
        </span>
      </button>
      {popup.open && (
        <div
          id={panelId}
          role="dialog"
          aria-label="Guests"
          className={`absolute right-0 z-40 w-72 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-xl max-sm:fixed max-sm:inset-x-3 max-sm:w-auto ${popup.opensUp ? 'max-sm:mt-2 sm:bottom-full sm:mb-2' : 'mt-2'}`}
        >
          <Counter
            label="Adults"
            hint="Ages 13 or above"
            value={value.adultCount}
            min={minAdults}
            max={maxAdults}
            onChange={(adultCount) => onChange({ ...value, adultCount })}
          />
          <Counter
            label="Children"
            hint="Ages 0-12"
            value={value.childCount}
            max={maxChildren}
            onChange={(childCount) => onChange({ ...value, childCount })}
          />
          {/* docs/product/search.md: an infant control exists but is hidden. */}
          <div hidden>
            <Counter
              label="Infants"
              hint="Under 4"
              value={value.infantCount}
              onChange={(infantCount) => onChange({ ...value, infantCount })}
            />
          </div>
          <div className="mt-2 flex justify-end">
            <button
              type="button"
              onClick={popup.closeToTrigger}
              className="rounded-md px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              Done
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
