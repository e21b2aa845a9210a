import { useLocation } from 'react-router';
import { HomeCarousel } from './HomeCarousel';
import { MobileSearch } from './MobileSearch';
import { SearchBar } from './SearchBar';
import { useSubmitSearch } from './useSubmitSearch';

/** Pages that show the search on narrow screens too (SPEC §2): home, /search and the static pages. */
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
 * What the header holds under the logo row (SPEC §2): on the home page the full-width carousel with
 * the search bar; on other pages a compact search form, hidden in portrait orientation; on narrow
 * screens of home, /search and static pages the 'Where to?' card.
 */
export default function HeaderSearch() {
  const { pathname, search } = useLocation();
  const onSearchPage = pathname === '/search';
  const submit = useSubmitSearch(onSearchPage ? { inApp: true, keepQuery: new URLSearchParams(search) } : {});
  const isHome = pathname === '/';
  const narrowToo = NARROW_SEARCH_PATHS.has(pathname);

  return (
    <>
      {isHome && (
        <div className="relative">
          <HomeCarousel />
          <div className="absolute inset-x-0 bottom-16 mx-auto hidden max-w-5xl px-4 md:block">
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
          <MobileSearch onSubmit={submit} />
        </div>
      )}
    </>
  );
}
