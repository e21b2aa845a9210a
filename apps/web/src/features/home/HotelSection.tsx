import type { HomeHotels } from '@hillnest/domain';
import { HotelCard } from './HotelCard';
import { useHomeHotels } from '../hotels/api';

export interface HotelSectionProps {
  title: string;
  list: keyof HomeHotels;
  /** Grid columns: narrow screens, then wide. */
  columns: string;
  /** How many cards show on narrow screens (the rest only on wide ones). */
  narrowCount: number;
  /** How many cards the list holds at most (placeholders while loading). */
  size: number;
  sizes: string;
}

/** One home-page list of properties as a grid of cards; placeholders while loading, nothing when empty. */
export function HotelSection({ title, list, columns, narrowCount, size, sizes }: HotelSectionProps) {
  const { data, isError } = useHomeHotels();
  const hotels = data?.[list];
  if (isError || (hotels && hotels.length === 0)) return null;
  const headingId = `home-${list}`;
  const hideOnNarrow = (index: number) => (index >= narrowCount ? 'max-md:hidden' : '');
  return (
    <section aria-labelledby={headingId} aria-busy={!hotels} className="mx-auto w-full max-w-6xl px-4 py-8">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className={`mt-4 grid gap-4 ${columns}`}>
        {hotels
          ? hotels.map((hotel, index) => (
              <li key={hotel._id} className={`flex ${hideOnNarrow(index)}`}>
                <HotelCard hotel={hotel} sizes={sizes} />
              </li>
            ))
          : Array.from({ length: size }, (_, index) => (
              <li key={index} aria-hidden="true" className={hideOnNarrow(index)}>
                <div className="aspect-[3/2] animate-pulse rounded-xl bg-slate-200" />
                <div className="mt-3 h-16 animate-pulse rounded bg-slate-100" />
              </li>
            ))}
      </ul>
    </section>
  );
}
