import { useLocation } from 'react-router';
import { HomeCarousel } from './HomeCarousel';
import { MobileSearch } from './MobileSearch';
import { SearchBar } from './SearchBar';
import { searchSummary, useSearchValues } from './searchValues';
import { useSubmitSearch } from './useSubmitSearch';

/** The booking page: phones show its search too, summed up in the card. */
const BOOKING_PATH = /^\/hotel\/[^/]+\/booking$/;

/** Pages that show the search on narrow screens too (docs/product/search.md): home, /search and the static pages. */
const NARROW_SEARCH_PATHS = new Set([
  '/',
  '/search',
  '/terms-and-contions',
  '/privacy-policy',
  '/guest-policy',
  '/refund-policy',
  '/careers',
  '/faq',
]);

/**
 * What the header holds under the logo row (docs/product/search.md): on the home page the full-width carousel with
 * the search bar; on other pages a compact search form, hidden in portrait orientation; on narrow
 * screens of home, /search and static pages the 'Where to?' card.
 */
export default function HeaderSearch() {
  const { pathname, search } = useLocation();
  const onSearchPage = pathname === '/search';
  const submit = useSubmitSearch(onSearchPage ? { inApp: true, keepQuery: new URLSearchParams(search) } : {});
  const isHome = pathname === '/';
  const onBookingPage = BOOKING_PATH.test(pathname);
  const narrowToo = NARROW_SEARCH_PATHS.has(pathname) || onBookingPage;
  const { values } = useSearchValues();
  const summary = onSearchPage || onBookingPage ? searchSummary(values) : undefined;

  return (
    <>
      {isHome && (
        <div className="relative">
          <HomeCarousel />
          {/* 4rem above the carousel's foot, or higher on short windows, so the whole bar shows above the test-mode notice. */}
          <div className="absolute inset-x-0 bottom-[max(4rem,calc(52rem-100svh))] mx-auto hidden max-w-5xl px-4 md:block">
            <SearchBar variant="full" onSubmit={submit} />
          </div>
        </div>
      )}
      {!isHome && (
        <div className={`mx-auto max-w-6xl px-4 pb-3 portrait:hidden ${narrowToo ? 'max-md:hidden' : ''}`}>
          <SearchBar variant="compact" onSubmit={submit} />
        </div>
      )}
      {narrowToo && (
        <div className="md:hidden">
          <MobileSearch onSubmit={submit} summary={summary} />
        </div>
      )}
    </>
  );
}
