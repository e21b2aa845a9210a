import { AMENITIES, FACILITIES, formatRupees, HOTEL_TYPES, LIMITS, plural, PRICE_SLIDER, type SearchQuery } from '@hillnest/domain';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export type FilterChange = Partial<Pick<SearchQuery, 'stars' | 'types' | 'facilities' | 'amenities' | 'maxPrice' | 'bedrooms'>>;

/** No filter at all: what Clear all applies. */
export const NO_FILTERS: FilterChange = { stars: [], types: [], facilities: [], amenities: [], maxPrice: undefined, bedrooms: undefined };

/** How many filters are on: each ticked box, a price cap and a number of bedrooms. */
export function activeFilterCount(query: SearchQuery): number {
  return (
    query.stars.length +
    query.types.length +
    query.facilities.length +
    query.amenities.length +
    (query.maxPrice === undefined ? 0 : 1) +
    (query.bedrooms === undefined ? 0 : 1)
  );
}

const STARS = Array.from({ length: LIMITS.maxStarRating }, (_, i) => LIMITS.maxStarRating - i);

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list, value] : list.filter((item) => item !== value);
}

interface CheckboxGroupProps<T extends string | number> {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  label(option: T): ReactNode;
  onChange(next: T[]): void;
}

function CheckboxGroup<T extends string | number>({ legend, options, selected, label, onChange }: CheckboxGroupProps<T>) {
  return (
    <fieldset className="border-b border-slate-200 pb-4">
      <legend className="mb-2 text-base font-semibold text-slate-900">{legend}</legend>
      <div>
        {options.map((option) => (
          // Rows a finger can hit: at least 44 px high, the whole row toggles.
          <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-brand-700"
              checked={selected.includes(option)}
              onChange={(event) => onChange(toggle(selected, option, event.target.checked))}
            />
            <span>{label(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const BEDROOM_CHOICES = [undefined, 1, 2, 3, 4] as const;

/** At least this many bedrooms, or any (one choice, as radio buttons). */
function BedroomsChoice({ value, onChange }: { value: number | undefined; onChange(bedrooms: number | undefined): void }) {
  const name = useId();
  return (
    <fieldset className="border-b border-slate-200 pb-4">
      <legend className="mb-2 text-base font-semibold text-slate-900">Bedrooms</legend>
      <div>
        {BEDROOM_CHOICES.map((choice) => (
          <label key={choice ?? 'any'} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              className="size-5 shrink-0 accent-brand-700"
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            <span>{choice === undefined ? 'Any' : `${choice}+`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** 500 to 10,000 in steps of 50 (docs/product/rules.md); the top of the scale means no cap. */
function MaxPriceSlider({ value, onChange }: { value: number | undefined; onChange(maxPrice: number | undefined): void }) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? PRICE_SLIDER.max);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => setDraft(value ?? PRICE_SLIDER.max), [value]);
  // Dragging moves the label at once; the search follows when the thumb rests.
  useEffect(() => {
    const committed = value ?? PRICE_SLIDER.max;
    if (draft === committed) return;
    const timer = window.setTimeout(() => onChangeRef.current(draft >= PRICE_SLIDER.max ? undefined : draft), 350);
    return () => window.clearTimeout(timer);
  }, [draft, value]);
  const text = draft >= PRICE_SLIDER.max ? 'Any price' : `Up to ${formatRupees(draft)}`;
  return (
    <div className="border-b border-slate-200 pb-4">
      <label htmlFor={id} className="mb-2 block text-base font-semibold text-slate-900">
        Max Price
      </label>
      <input
        id={id}
        type="range"
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={PRICE_SLIDER.step}
        value={draft}
        aria-valuetext={text}
        onChange={(event) => setDraft(Number(event.target.value))}
        className="w-full accent-brand-700"
      />
      <p className="mt-1 text-sm text-slate-700">{text}</p>
    </div>
  );
}

/** The filters of docs/product/search.md: star rating, property types, facilities, amenities, max price. */
export function FilterPanel({
  query,
  onChange,
  heading = true,
}: {
  query: SearchQuery;
  onChange(change: FilterChange): void;
  heading?: boolean;
}) {
  const active = activeFilterCount(query);
  return (
    <div className="space-y-4">
      {heading && (
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-bold text-slate-900">Filter by:</h2>
          {active > 0 && (
            <button
              type="button"
              onClick={() => onChange(NO_FILTERS)}
              className="min-h-11 px-2 text-sm font-semibold text-brand-800 underline underline-offset-4"
            >
              Clear all
            </button>
          )}
        </div>
      )}
      <CheckboxGroup
        legend="Property Rating"
        options={STARS}
        selected={query.stars}
        label={(stars) => plural(stars, 'Star')}
        onChange={(stars) => onChange({ stars })}
      />
      <BedroomsChoice value={query.bedrooms} onChange={(bedrooms) => onChange({ bedrooms })} />
      <CheckboxGroup
        legend="Property Type"
        options={HOTEL_TYPES}
        selected={query.types}
        label={(type) => type}
        onChange={(types) => onChange({ types })}
      />
      <CheckboxGroup
        legend="Facilities"
        options={FACILITIES}
        selected={query.facilities}
        label={(facility) => facility}
        onChange={(facilities) => onChange({ facilities })}
      />
      <CheckboxGroup
        legend="Amenities"
        options={AMENITIES}
        selected={query.amenities}
        label={(amenity) => amenity}
        onChange={(amenities) => onChange({ amenities })}
      />
      <MaxPriceSlider value={query.maxPrice} onChange={(maxPrice) => onChange({ maxPrice })} />
    </div>
  );
}
