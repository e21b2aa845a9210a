import { SITE } from '../../lib/site';
import { useBusiness } from '../../lib/siteConfig';
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
  const { name } = useBusiness();
  return (
    <>
      <h1 className="sr-only">
        {name}: {SITE.tagline}
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
