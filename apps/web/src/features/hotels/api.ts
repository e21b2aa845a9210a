import { API_PATHS } from '@hillnest/domain';
import type { HomeHotels, Hotel, SearchResponse } from '@hillnest/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const hotelKeys = {
  home: ['hotels', 'home'] as const,
  detail: (id: string) => ['hotels', 'detail', id] as const,
  search: (query: string) => ['hotels', 'search', query] as const,
  /** Everything public about properties: invalidated when the administrator changes one. */
  all: ['hotels'] as const,
};

/** GET /api/hotels: the home page's lists (one request shared by its sections). */
export function useHomeHotels() {
  return useQuery({
    queryKey: hotelKeys.home,
    queryFn: ({ signal }) => api.get<HomeHotels>(API_PATHS.homeHotels, { signal, credentials: 'omit' }),
    staleTime: 60_000,
  });
}

/** GET /api/hotels/{id}: one property, e.g. for the detail and booking pages. */
export function useHotel(hotelId: string | undefined) {
  return useQuery({
    queryKey: hotelKeys.detail(hotelId ?? ''),
    queryFn: ({ signal }) => api.get<Hotel>(API_PATHS.hotel(hotelId ?? ''), { signal, credentials: 'omit' }),
    enabled: Boolean(hotelId),
    staleTime: 60_000,
  });
}

/** GET /api/hotels/search with a query string built by searchQueryString; the previous page stays while the next loads. */
export function useHotelSearch(queryString: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: hotelKeys.search(queryString),
    queryFn: ({ signal }) =>
      api.get<SearchResponse>(API_PATHS.hotelSearch(queryString), { signal, credentials: 'omit' }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
