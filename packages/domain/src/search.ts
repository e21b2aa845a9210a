/**
 * The property search (docs/product/search.md): its messages, page size and the /search query string. The query's
 * schema (one for the browser's /search URL and the server's GET /api/hotels/search) is in
 * search-schemas.ts.
 */
import { LIMITS, PAGE_SIZES, SORT_OPTIONS, type SortOption } from './constants';
import type { HotelSummary, Paginated, ReviewFigures } from './hotel';
import type { Paise } from './money';
import type { StayGuests } from './pricing';

export const SEARCH_MESSAGES = {
  page: 'page must be a whole number of at least 1',
  maxPrice: 'maxPrice must be a whole number of at least 1',
  bedrooms: 'bedrooms must be a whole number from 1 to 50',
  guests: 'must be a whole number of at least 0',
  stars: `Star rating must be between ${LIMITS.minStarRating} and ${LIMITS.maxStarRating}`,
  sort: `sortOption must be one of ${SORT_OPTIONS.join(', ')}`,
  date: 'must be a date written YYYY-MM-DD',
  datesTogether: 'checkIn and checkOut must be given together',
  checkOutAfter: 'Check-out must be at least one day after check-in',
  stayTooLong: 'A stay can last at most one year',
  destination: 'destination must be at most 100 characters',
} as const;

/**
 * A search result. With dates it carries the stay's total for the searched guests (at least one adult),
 * the number its price sort uses; when the search is shorter than the property's minimum stay from that
 * check-in, `minimumNights` says so and the total is for that many nights. Without dates it carries the
 * lowest night price ahead (the "from" price the undated price sort uses).
 */
export type SearchResult = HotelSummary & {
  stayTotalPaise?: Paise;
  minimumNights?: number;
  fromPricePerNight?: number;
  /** The verified reviews' figures, as on the home page's cards (null without shown reviews). */
  reviews: ReviewFigures | null;
  /** Where the property is, when the owner gave coordinates (the search's map view; search leaves them out otherwise). */
  latitude?: number | null;
  longitude?: number | null;
};

export type SearchResponse = Paginated<SearchResult>;

export const SEARCH_PAGE_SIZE = PAGE_SIZES.search;

/** The party a dated search prices stays for: the searched guests, at least one adult (the header bar allows 0). */
export function searchGuests(query: { adultCount?: number | undefined; childCount?: number | undefined }): StayGuests {
  return { adultCount: Math.max(1, query.adultCount ?? 1), childCount: query.childCount ?? 0 };
}

/** Page count for a total: 0 when nothing matched. */
export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** The fields of a search a /search address can hold (what searchQuerySchema in search-schemas.ts reads). */
export interface SearchQueryFields {
  destination: string;
  checkIn: string;
  checkOut: string;
  adultCount: number;
  childCount: number;
  page: number;
  maxPrice: number;
  bedrooms: number;
  sortOption: SortOption;
  stars: readonly number[];
  types: readonly string[];
  facilities: readonly string[];
  amenities: readonly string[];
}

/**
 * The query string of a search: only the values that differ from the defaults, lists as repeated
 * parameters, in a fixed order so equal searches have equal URLs (and share a cache entry).
 */
export function searchQueryString(query: Partial<SearchQueryFields>): string {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.append(name, String(value));
  };
  put('destination', query.destination?.trim());
  put('checkIn', query.checkIn);
  put('checkOut', query.checkOut);
  put('adultCount', query.adultCount);
  put('childCount', query.childCount);
  for (const star of [...(query.stars ?? [])].sort((a, b) => a - b)) put('stars', star);
  for (const type of query.types ?? []) put('types', type);
  for (const facility of query.facilities ?? []) put('facilities', facility);
  for (const amenity of query.amenities ?? []) put('amenities', amenity);
  put('maxPrice', query.maxPrice);
  put('bedrooms', query.bedrooms);
  if (query.sortOption && query.sortOption !== 'none') put('sortOption', query.sortOption);
  if (query.page && query.page > 1) put('page', query.page);
  return params.toString();
}
