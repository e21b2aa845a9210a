import {
  nightsBetween,
  parseSearchParams,
  plural,
  type SearchQuery,
  searchQueryString,
  SORT_OPTIONS,
  type SortOption,
} from '@hillnest/domain';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../components/Pagination';
import { errorMessage } from '../../lib/api';
import { saveSearchValues, searchSummary, useSearchValues } from './searchValues';
import { useHotelSearch } from '../hotels/api';
import { activeFilterCount, FilterPanel, NO_FILTERS, type FilterChange } from './FilterPanel';
import { ResultPlaceholder } from './ResultPlaceholder';
import { Modal } from '../../components/Modal';
import { SearchResultCard } from './SearchResultCard';
import { PageTitle } from '../../components/PageTitle';

/** Leaflet and the map come with the first opening of the map, never with the page (no outside request before). */
const SearchMap = lazy(() => import('./SearchMap'));

const SORT_LABELS: Record<SortOption, string> = {
  none: 'Sort By',
  starRating: 'Star Rating',
  pricePerNightAsc: 'Price Per Night (low to high)',
  pricePerNightDesc: 'Price Per Night (high to low)',
};

/** The URL's destination, dates and guests become the session's search values, so the bar shows them. */
function useSyncSearchValues(query: SearchQuery | null) {
  const { saved } = useSearchValues();
  const latest = useRef(saved);
  latest.current = saved;
  useEffect(() => {
    if (!query) return;
    const current = latest.current;
    const next = {
      ...current,
      destination: query.destination,
      checkIn: query.checkIn ?? current.checkIn,
      checkOut: query.checkOut ?? current.checkOut,
      adultCount: query.adultCount ?? current.adultCount,
      childCount: query.childCount ?? current.childCount,
      hotelId: undefined,
    };
    const changed = (['destination', 'checkIn', 'checkOut', 'adultCount', 'childCount'] as const).some((key) => next[key] !== current[key]);
    if (changed) saveSearchValues(next);
  }, [query]);
}

/**
 * /search (docs/product/search.md): filters (a modal on narrow screens), sort, result cards, page buttons and the count.
 * The URL's query string is the search, so results can be shared, reloaded and navigated with Back.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // The query string is the identity of the search: parse once per distinct URL.
  const parsed = useMemo(() => parseSearchParams(new URLSearchParams(paramsKey)), [paramsKey]);
  const query = parsed.ok ? parsed.query : null;
  const search = useHotelSearch(parsed.ok ? parsed.queryString : '', { enabled: parsed.ok });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const sortId = useId();
  useSyncSearchValues(query);
  const { values } = useSearchValues();

  const go = (next: SearchQuery) => setParams(new URLSearchParams(searchQueryString(next)));
  const changeFilters = (change: FilterChange) => query && go({ ...query, ...change, page: 1 });

  if (!query) {
    return (
      <section className="mx-auto w-full max-w-6xl px-4 py-8">
        <PageTitle title="Search" />
        <h1 className="text-2xl font-bold text-slate-900">Search</h1>
        <p role="alert" className="mt-4 text-red-700">
          {parsed.ok ? '' : parsed.message}
        </p>
        <Link to="/search" className="mt-4 inline-block font-semibold text-brand-800 underline">
          Start a new search
        </Link>
      </section>
    );
  }

  const data = search.data;
  const total = data?.pagination.total ?? 0;
  const failed = search.isError && !data;
  // With dates each result shows the stay's total.
  const nights = query.checkIn && query.checkOut ? nightsBetween(query.checkIn, query.checkOut) : undefined;
  const heading = data
    ? `${plural(total, 'Hotel')} found${query.destination ? ` in ${query.destination}` : ''}`
    : failed
      ? 'The search did not go through'
      : 'Searching…';
  const activeFilters = activeFilterCount(query);
  const clearFilters = () => changeFilters(NO_FILTERS);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[260px_minmax(0,1fr)]">
      <PageTitle title={query.destination ? `Stays in ${query.destination}` : 'Search'} />
      <aside aria-label="Filters" className="hidden lg:block">
        <div className="sticky top-4 rounded-xl border border-slate-200 p-4">
          <FilterPanel query={query} onChange={changeFilters} />
        </div>
      </aside>
      {filtersOpen && (
        <Modal
          layout="sheet"
          title={activeFilters > 0 ? `Filters (${activeFilters})` : 'Filters'}
          onClose={() => setFiltersOpen(false)}
          footer={
            <div className="flex items-center justify-between gap-3">
              <button
                type="button"
                disabled={activeFilters === 0}
                onClick={clearFilters}
                className="min-h-11 px-2 font-semibold text-brand-800 underline underline-offset-4 disabled:text-slate-400 disabled:no-underline"
              >
                Clear all
              </button>
              <button
                type="button"
                onClick={() => setFiltersOpen(false)}
                className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
              >
                {data ? `Show ${plural(total, 'result')}` : 'Show results'}
              </button>
            </div>
          }
        >
          <FilterPanel query={query} onChange={changeFilters} heading={false} />
        </Modal>
      )}

      <section aria-labelledby="results-heading" aria-busy={search.isFetching} className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 id="results-heading" ref={resultsRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
              {heading}
            </h1>
            {/* The stay searched for (the destination is in the heading). */}
            {query.checkIn && query.checkOut && <p className="text-slate-700">{searchSummary({ ...values, destination: '' })}</p>}
          </div>
          <div className="flex w-full min-w-0 items-center gap-2 sm:w-auto">
            <button
              type="button"
              onClick={() => setFiltersOpen(true)}
              className="flex shrink-0 items-center gap-2 rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 lg:hidden"
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              Filters
              {activeFilters > 0 && (
                <span className="grid min-w-6 place-items-center rounded-full bg-brand-700 px-1.5 text-sm text-white">
                  {activeFilters}
                  <span className="sr-only"> active</span>
                </span>
              )}
            </button>
            <label htmlFor={sortId} className="sr-only">
              Sort results
            </label>
            <select
              id={sortId}
              value={query.sortOption}
              onChange={(event) => go({ ...query, sortOption: event.target.value as SortOption, page: 1 })}
              className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 sm:flex-none"
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {SORT_LABELS[option]}
                </option>
              ))}
            </select>
          </div>
        </div>

        {search.isPending && !failed && (
          <ul aria-hidden="true" className="mt-4 space-y-4">
            {[0, 1, 2].map((index) => (
              <li key={index}>
                <ResultPlaceholder withTotal={nights !== undefined} />
              </li>
            ))}
          </ul>
        )}
        {search.isError && (
          <div role="alert" className="mt-6 flex flex-wrap items-center gap-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            <p>{errorMessage(search.error, 'Error fetching hotels')}</p>
            <button
              type="button"
              onClick={() => void search.refetch()}
              disabled={search.isFetching}
              className="min-h-11 rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {search.isFetching ? 'Retrying…' : 'Retry'}
            </button>
          </div>
        )}
        {data && data.data.length === 0 && (
          <div className="mt-6 rounded-xl border border-slate-200 p-6 text-slate-700">
            <p>
              {data.pagination.page > data.pagination.pages && total > 0
                ? 'There are no more results on this page.'
                : 'No properties match your search. Try fewer filters or other dates.'}
            </p>
            {activeFilters > 0 && total === 0 && (
              <button
                type="button"
                onClick={clearFilters}
                className="mt-3 min-h-11 rounded-lg border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
              >
                Clear filters
              </button>
            )}
          </div>
        )}
        {data && data.data.some((hotel) => typeof hotel.latitude === 'number') && (
          <div className="mt-4">
            <button
              type="button"
              aria-expanded={mapOpen}
              onClick={() => setMapOpen((open) => !open)}
              className="min-h-11 rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
            >
              {mapOpen ? 'Hide map' : 'Show map'}
            </button>
            {mapOpen && (
              <div className="mt-3">
                <Suspense fallback={<p className="text-slate-700">Loading the map…</p>}>
                  <SearchMap results={data.data} />
                </Suspense>
              </div>
            )}
          </div>
        )}
        {data && data.data.length > 0 && (
          <ul className={`mt-4 space-y-4 ${search.isPlaceholderData ? 'opacity-60' : ''}`}>
            {data.data.map((hotel, index) => (
              <li key={hotel._id}>
                <SearchResultCard hotel={hotel} query={query} imagePriority={index === 0 ? 'lead' : index < 2 ? 'eager' : 'lazy'} />
              </li>
            ))}
          </ul>
        )}
        {data && (
          <Pagination
            page={query.page}
            pages={data.pagination.pages}
            label="Search results pages"
            onPageChange={(page) => {
              go({ ...query, page });
              resultsRef.current?.focus({ preventScroll: true });
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </section>
    </div>
  );
}
