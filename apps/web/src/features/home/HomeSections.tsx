import { HOME_LIST_SIZES } from '@hillnest/domain';
import { HotelSection } from './HotelSection';

const FIVE_ACROSS = 'grid-cols-2 sm:grid-cols-4 md:grid-cols-5';
const FIVE_ACROSS_SIZES = '(min-width: 768px) 20vw, (min-width: 640px) 25vw, 50vw';

/** Best Rated: 3 per row on wide screens, 2 on narrow ones, in two rows (docs/product/search.md). */
export function BestRatedSection() {
  return (
    <HotelSection
      title="Best Rated"
      list="bestRatedHotels"
      columns="grid-cols-2 md:grid-cols-3"
      narrowCount={4}
      size={HOME_LIST_SIZES.bestRatedHotels}
      sizes="(min-width: 768px) 33vw, 50vw"
    />
  );
}

/** Most Booked: 5 per row on wide screens, 4 on narrow ones. */
export function MostBookedSection() {
  return (
    <HotelSection
      title="Most Booked"
      list="mostBookedHotels"
      columns={FIVE_ACROSS}
      narrowCount={4}
      size={HOME_LIST_SIZES.mostBookedHotels}
      sizes={FIVE_ACROSS_SIZES}
    />
  );
}

/** The newest properties: 5 on wide screens, 4 on narrow ones. */
export function LatestHotelsSection() {
  return (
    <HotelSection
      title="Latest Hotels"
      list="latestHotels"
      columns={FIVE_ACROSS}
      narrowCount={4}
      size={HOME_LIST_SIZES.latestHotels}
      sizes={FIVE_ACROSS_SIZES}
    />
  );
}
