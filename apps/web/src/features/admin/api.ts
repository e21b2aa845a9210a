import type { AdminHotel, Hotel, HotelSummary, Paginated } from '@hillnest/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { hotelKeys } from '../hotels/api';

export interface MyHotelsQuery {
  search?: string;
  name?: string;
  type?: string;
  facilities?: string[];
  page: number;
  pageSize: number;
}

export const myHotelKeys = {
  all: ['my-hotels'] as const,
  list: (query: MyHotelsQuery) => ['my-hotels', 'list', query] as const,
  detail: (id: string) => ['my-hotels', 'detail', id] as const,
};

function listQueryString(query: MyHotelsQuery): string {
  const params = new URLSearchParams();
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.name?.trim()) params.set('name', query.name.trim());
  if (query.type) params.set('type', query.type);
  for (const facility of query.facilities ?? []) params.append('facilities', facility);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return params.toString();
}

/** GET /api/my-hotels: the administrator's properties, filtered and paged by the server. */
export function useMyHotels(query: MyHotelsQuery) {
  return useQuery({
    queryKey: myHotelKeys.list(query),
    queryFn: ({ signal }) => api.get<Paginated<HotelSummary>>(`/api/my-hotels?${listQueryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/my-hotels/{id}: the property with the address of its iCal export feed. */
export function useMyHotel(hotelId: string | undefined) {
  return useQuery({
    queryKey: myHotelKeys.detail(hotelId ?? ''),
    queryFn: ({ signal }) => api.get<AdminHotel>(`/api/my-hotels/${encodeURIComponent(hotelId ?? '')}`, { signal }),
    enabled: Boolean(hotelId),
  });
}

/** After a change, every list and page showing properties refetches. */
function useInvalidateHotels() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myHotelKeys.all }),
      queryClient.invalidateQueries({ queryKey: hotelKeys.all }),
    ]);
}

/** POST /api/my-hotels (new) or PUT /api/my-hotels/{hotelId} (edit) with the multipart hotel form. */
export function useSaveHotel(hotelId?: string) {
  const invalidate = useInvalidateHotels();
  return useMutation({
    mutationFn: (form: FormData) =>
      hotelId ? api.put<Hotel>(`/api/my-hotels/${encodeURIComponent(hotelId)}`, form) : api.post<Hotel>('/api/my-hotels', form),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteHotel() {
  const invalidate = useInvalidateHotels();
  return useMutation({
    mutationFn: (hotelId: string) => api.delete<void>(`/api/my-hotels/${encodeURIComponent(hotelId)}`),
    onSuccess: () => invalidate(),
  });
}
