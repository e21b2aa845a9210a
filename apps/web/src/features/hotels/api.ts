import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall, serverAnswer } from '../../lib/api';

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
    queryFn: ({ signal }) => apiCall('GET /api/hotels', { signal, credentials: 'omit' }),
    initialData: () => serverAnswer('GET /api/hotels'),
    staleTime: 60_000,
  });
}

/** GET /api/hotels/{id}: one property, e.g. for the detail and booking pages. */
export function useHotel(hotelId: string | undefined) {
  return useQuery({
    queryKey: hotelKeys.detail(hotelId ?? ''),
    queryFn: ({ signal }) => apiCall('GET /api/hotels/:id', { params: { id: hotelId ?? '' }, signal, credentials: 'omit' }),
    initialData: () => (hotelId ? serverAnswer('GET /api/hotels/:id', { params: { id: hotelId } }) : undefined),
    enabled: Boolean(hotelId),
    staleTime: 60_000,
  });
}

/** GET /api/hotels/search with a query string built by searchQueryString; the previous page stays while the next loads. */
export function useHotelSearch(queryString: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: hotelKeys.search(queryString),
    queryFn: ({ signal }) => apiCall('GET /api/hotels/search', { query: queryString, signal, credentials: 'omit' }),
    initialData: () => serverAnswer('GET /api/hotels/search', { query: queryString }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
