import { AMENITIES, FACILITIES, formatRupees, HOTEL_TYPES, LIMITS, PRICE_SLIDER, type SearchQuery } from '@hillnest/domain';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export type FilterChange = Partial<Pick<SearchQuery, 'stars' | 'types' | 'facilities' | 'amenities' | 'maxPrice'>>;

const STARS = Array.from({ length: LIMITS.maxStarRating }, (_, i) => LIMITS.maxStarRating - i);

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list, value] : list.filter((item) => item !== value);
}

function CheckboxGroup<T extends string | number>({
  legend,
  options,
  selected,
  label,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  label(option: T): ReactNode;
  onChange(next: T[]): void;
}) {
  return (
    <fieldset className="border-b border-slate-200 pb-4">
      <legend className="mb-2 text-base font-semibold text-slate-900">{legend}</legend>
      <div className="space-y-1.5">
        {options.map((option) => (
          <label key={option} className="flex cursor-pointer items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-700"
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

/** 500 to 10,000 in steps of 50 (SPEC §9); the top of the scale means no cap. */
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

/** The filters of SPEC §2: star rating, property types, facilities, amenities, max price. */
export function FilterPanel({ query, onChange }: { query: SearchQuery; onChange(change: FilterChange): void }) {
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold text-slate-900">Filter by:</h2>
      <CheckboxGroup
        legend="Property Rating"
        options={STARS}
        selected={query.stars}
        label={(stars) => `${stars} ${stars === 1 ? 'Star' : 'Stars'}`}
        onChange={(stars) => onChange({ stars })}
      />
      <CheckboxGroup legend="Property Type" options={HOTEL_TYPES} selected={query.types} label={(type) => type} onChange={(types) => onChange({ types })} />
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
