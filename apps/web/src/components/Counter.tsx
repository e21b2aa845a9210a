import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';

export interface CounterProps {
  label: string;
  hint?: string;
  value: number;
  onChange(value: number): void;
  min?: number;
  max?: number;
}

/** A number stepped by one with − and + buttons, never below `min` (0 by default) nor above `max`. */
export function Counter({ label, hint, value, onChange, min = 0, max }: CounterProps) {
  const id = useId();
  const atMax = max !== undefined && value >= max;
  const button =
    'flex size-9 items-center justify-center rounded-full border border-slate-400 text-slate-800 hover:border-brand-700 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex items-center justify-between gap-6 py-2">
      <div>
        <div id={`${id}-label`} className="font-medium text-slate-900">
          {label}
        </div>
        {hint && <div className="text-sm text-slate-600">{hint}</div>}
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={button}
          aria-label={`Fewer ${label.toLowerCase()}`}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output aria-live="polite" aria-label={`${label}: ${value}`} className="w-6 text-center text-lg font-semibold tabular-nums">
          {value}
        </output>
        <button
          type="button"
          className={button}
          aria-label={`More ${label.toLowerCase()}`}
          disabled={atMax}
          onClick={() => onChange(max === undefined ? value + 1 : Math.min(max, value + 1))}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
