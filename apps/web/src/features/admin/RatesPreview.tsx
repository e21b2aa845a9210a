import {
  addDays,
  formatRupees,
  nightlyPrices,
  RATE_LIMITS,
  shortMonthName,
  weekdayOf,
  type IsoDate,
  type PricedProperty,
} from '@hillnest/domain';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const KIND_STYLE = {
  base: 'border-slate-200 bg-white',
  weekend: 'border-sky-300 bg-sky-50',
  season: 'border-amber-300 bg-amber-50',
} as const;

function dayLabel(night: IsoDate): string {
  const [, m, d] = night.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(night)]} ${d} ${shortMonthName(m - 1)}`;
}

/** The next 90 nights with what each costs one adult, as guests will pay it: base, weekend or season. */
export function RatesPreview({ property, today }: { property: PricedProperty; today: IsoDate }) {
  const nights = nightlyPrices(property, today, addDays(today, RATE_LIMITS.fromPriceNights));
  return (
    <section aria-labelledby="rates-preview" className="space-y-2">
      <h3 id="rates-preview" className="text-lg font-semibold text-slate-900">
        Next {RATE_LIMITS.fromPriceNights} nights
      </h3>
      <p className="flex flex-wrap gap-3 text-xs text-slate-700">
        <span className={`rounded border px-2 py-0.5 ${KIND_STYLE.base}`}>Base price</span>
        <span className={`rounded border px-2 py-0.5 ${KIND_STYLE.weekend}`}>Weekend</span>
        <span className={`rounded border px-2 py-0.5 ${KIND_STYLE.season}`}>Season</span>
      </p>
      <ol aria-label="Price of each night" className="grid grid-cols-3 gap-1.5 sm:grid-cols-5 lg:grid-cols-7">
        {nights.map((night) => (
          <li
            key={night.night}
            aria-label={`${dayLabel(night.night)}: ${formatRupees(night.pricePerNight)}${night.season ? ` (${night.season})` : night.kind === 'weekend' ? ' (weekend)' : ''}`}
            className={`rounded border px-2 py-1 text-xs ${KIND_STYLE[night.kind]}`}
          >
            <span className="block text-slate-600">{dayLabel(night.night)}</span>
            <span className="block font-semibold text-slate-900">{formatRupees(night.pricePerNight)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
