import { SITE } from '../../lib/site';
import { BestRatedSection, LatestHotelsSection, MostBookedSection } from './HomeSections';
import { LatestBlogs } from '../blogs/LatestBlogs';
import { DestinationLinks } from '../destinations/DestinationLinks';
import { OffersForYou } from '../coupons/OffersForYou';
import { GuestReviewLinks } from '../ratings/GuestReviewLinks';

/**
 * The home page (docs/product/search.md): a thin composition of sections owned by their features. The carousel and
 * search bar live in the header (features/search).
 */
export function HomePage() {
  return (
    <>
      <h1 className="sr-only">
        {SITE.name}: {SITE.tagline}
      </h1>
      <BestRatedSection />
      <MostBookedSection />
      <OffersForYou />
      <LatestHotelsSection />
      <DestinationLinks />
      <GuestReviewLinks />
      <LatestBlogs />
    </>
  );
}
