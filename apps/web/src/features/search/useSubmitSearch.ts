import { useNavigate } from 'react-router';
import { useSiteConfig } from '../../lib/siteConfig';
import { searchPath, searchTarget } from './handOff';
import { saveSearchValues, type SearchValues } from './searchValues';

/** Full-page navigation away from the app (an object, so tests can watch it). */
export const browserNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/**
 * Submitting a search form: save the values for the session, then go where the search happens (docs/product/search.md
 * §4/§7). `inApp` keeps the search in the app even when an external engine is configured (the
 * /search page's own bar refines the results on that page).
 */
export function useSubmitSearch({ inApp = false, keepQuery }: { inApp?: boolean; keepQuery?: URLSearchParams } = {}) {
  const navigate = useNavigate();
  const { data: config } = useSiteConfig();
  return (values: SearchValues) => {
    saveSearchValues(values);
    const target = inApp ? { kind: 'internal' as const, path: searchPath(values) } : searchTarget(config, values);
    if (target.kind === 'external') {
      browserNavigation.assign(target.url);
      return;
    }
    void navigate(withKeptFilters(target.path, keepQuery));
  };
}

/** Filters and sort chosen on /search survive a new destination or dates; the page starts again at 1. */
function withKeptFilters(path: string, keep: URLSearchParams | undefined): string {
  if (!keep) return path;
  const url = new URL(path, 'http://x');
  for (const name of ['stars', 'types', 'facilities', 'amenities', 'maxPrice', 'bedrooms', 'sortOption']) {
    for (const value of keep.getAll(name)) url.searchParams.append(name, value);
  }
  return `${url.pathname}${url.search}`;
}
