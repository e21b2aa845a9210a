import { stayLengthProblem } from '@hillnest/domain';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { notify } from '../../components/notify';
import { useMaxStayNights, useToday } from '../../lib/siteConfig';
import { DestinationField } from './DestinationField';
import { GuestsField } from './GuestsField';
import { useSearchValues, type SearchValues } from './searchValues';
import { StayDatesField } from './StayDatesField';

export type SearchBarVariant = 'full' | 'compact' | 'overlay';

export interface SearchBarProps {
  variant: SearchBarVariant;
  onSubmit(values: SearchValues): void;
}

const layouts: Record<SearchBarVariant, { form: string; field: string; button: string }> = {
  full: {
    form: 'grid grid-cols-[1.4fr_1.3fr_1fr_auto] items-stretch gap-0 divide-x divide-slate-200 rounded-2xl bg-white p-2 shadow-xl',
    field: 'px-4 py-2',
    button: 'ml-2 rounded-xl px-6',
  },
  compact: {
    form: 'mx-auto flex w-fit max-w-full items-stretch divide-x divide-slate-200 rounded-full bg-white py-1 pr-1 pl-3 shadow',
    field: 'px-3 py-1 text-sm',
    button: 'ml-1 rounded-full px-4',
  },
  overlay: {
    form: 'flex flex-col gap-3',
    field: 'rounded-xl border border-slate-300 px-4 py-3',
    button: 'rounded-xl px-6 py-3',
  },
};

/**
 * The search bar of docs/product/search.md (destination, dates, guests). It edits a draft of the session's search
 * values; submitting hands the draft to `onSubmit`, and Reset restores the defaults of docs/product/search.md.
 */
export function SearchBar({ variant, onSubmit }: SearchBarProps) {
  const { values, reset } = useSearchValues();
  const today = useToday();
  const maxStayNights = useMaxStayNights();
  const [draft, setDraft] = useState(values);
  const [shownValues, setShownValues] = useState(values);
  const layout = layouts[variant];

  // Saved or reset elsewhere (another bar, the /search page, Reset): show what is stored now. Adjusted
  // while rendering rather than in an effect, so the bar never shows a stale draft for a frame.
  if (values !== shownValues) {
    setShownValues(values);
    setDraft(values);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A stay the site does not book online: said in the date popup already, and again here.
    const tooLong = stayLengthProblem(draft.checkIn, draft.checkOut, maxStayNights);
    if (tooLong) {
      notify.error(tooLong);
      return;
    }
    onSubmit(draft);
  };

  return (
    <form role="search" aria-label="Search properties" onSubmit={submit} className={`text-slate-900 ${layout.form}`}>
      <DestinationField
        value={draft.destination}
        onChange={(destination) => setDraft((d) => ({ ...d, destination }))}
        className={layout.field}
        inputClassName={variant === 'compact' ? 'w-36' : ''}
      />
      <StayDatesField
        checkIn={draft.checkIn}
        checkOut={draft.checkOut}
        today={today}
        onChange={(stay) => setDraft((d) => ({ ...d, ...stay }))}
        className={layout.field}
      />
      <GuestsField value={draft} onChange={(guests) => setDraft((d) => ({ ...d, ...guests }))} className={layout.field} />
      <div className={`flex items-center gap-2 ${variant === 'overlay' ? 'flex-col-reverse items-stretch' : ''}`}>
        {variant !== 'compact' && (
          <button
            type="button"
            onClick={reset}
            className="rounded-md px-3 py-2 text-sm font-semibold text-slate-700 underline-offset-4 hover:underline"
          >
            Reset
          </button>
        )}
        <button
          type="submit"
          aria-label={variant === 'compact' ? 'Search' : undefined}
          className={`flex items-center justify-center gap-2 bg-brand-700 py-2 font-semibold text-white hover:bg-brand-800 ${layout.button}`}
        >
          <Search aria-hidden="true" className="size-5" />
          {variant !== 'compact' && <span>Search</span>}
        </button>
      </div>
    </form>
  );
}
