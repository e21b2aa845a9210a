import type { ArrivalNotesInput, CleaningFeeInput, ExtraInput, Rates } from '@hillnest/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiPage } from '../../lib/api';
import { refetchAfterChange } from '../../lib/queryClient';
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

/** GET /api/my-hotels: the administrator's properties, filtered and paged by the server. */
export function useMyHotels(query: MyHotelsQuery) {
  return useQuery({
    queryKey: myHotelKeys.list(query),
    queryFn: ({ signal }) =>
      apiPage('GET /api/my-hotels', {
        query: {
          search: query.search?.trim(),
          name: query.name?.trim(),
          type: query.type,
          facilities: query.facilities,
          page: query.page,
          pageSize: query.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/my-hotels/{id}: the property with the address of its iCal export feed. */
export function useMyHotel(hotelId: string | undefined) {
  return useQuery({
    queryKey: myHotelKeys.detail(hotelId ?? ''),
    queryFn: ({ signal }) => apiCall('GET /api/my-hotels/:id', { params: { id: hotelId ?? '' }, signal }),
    enabled: Boolean(hotelId),
  });
}

/** After a change, every list and page showing properties refetches. */
function useInvalidateHotels() {
  const queryClient = useQueryClient();
  return () => refetchAfterChange(queryClient, myHotelKeys.all, hotelKeys.all);
}

/**
 * POST /api/my-hotels (new) or PUT /api/my-hotels/{hotelId} (edit) with the multipart hotel form.
 * `onSaved` runs here rather than in `mutate`'s options: the refetch that follows a save remounts the
 * edit form (it is keyed by the property's updatedAt), and `mutate`'s callbacks die with it.
 */
export function useSaveHotel(hotelId: string | undefined, onSaved: () => void) {
  const invalidate = useInvalidateHotels();
  return useMutation({
    mutationFn: (form: FormData) =>
      hotelId
        ? apiCall('PUT /api/my-hotels/:hotelId', { params: { hotelId }, body: form })
        : apiCall('POST /api/my-hotels', { body: form }),
    onSuccess: () => {
      onSaved();
      return invalidate();
    },
  });
}

export function useDeleteHotel() {
  const invalidate = useInvalidateHotels();
  return useMutation({
    mutationFn: (hotelId: string) => apiCall('DELETE /api/my-hotels/:id', { params: { id: hotelId } }),
    onSuccess: () => invalidate(),
  });
}

/** PUT /api/my-hotels/{id}/rates: replaces the property's weekend and season prices, minimum stays and discounts. */
export function useSaveRates(hotelId: string, onSaved: (saved: Rates) => void) {
  const invalidate = useInvalidateHotels();
  return useMutation({
    mutationFn: (rates: Rates) => apiCall('PUT /api/my-hotels/:id/rates', { params: { id: hotelId }, body: rates }),
    // Here, not in `mutate`'s options: the refetch remounts the section (keyed by updatedAt), as with useSaveHotel.
    onSuccess: (saved) => {
      onSaved(saved);
      return invalidate();
    },
  });
}

const arrivalKey = (hotelId: string) => ['my-hotels', hotelId, 'arrival'] as const;

/** GET /api/my-hotels/{id}/arrival: how to get there and the private check-in instructions (administrator only). */
export function useArrivalNotes(hotelId: string) {
  return useQuery({
    queryKey: arrivalKey(hotelId),
    queryFn: ({ signal }) => apiCall('GET /api/my-hotels/:id/arrival', { params: { id: hotelId }, signal }),
  });
}

export function useSaveArrivalNotes(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notes: ArrivalNotesInput) => apiCall('PUT /api/my-hotels/:id/arrival', { params: { id: hotelId }, body: notes }),
    onSuccess: (saved) => queryClient.setQueryData(arrivalKey(hotelId), saved),
  });
}

const chargesKey = (hotelId: string) => ['my-hotels', hotelId, 'extras'] as const;

/** GET /api/my-hotels/{id}/extras: the cleaning fee and the extras offered (decision 0090). */
export function usePropertyChargesAdmin(hotelId: string) {
  return useQuery({
    queryKey: chargesKey(hotelId),
    queryFn: ({ signal }) => apiCall('GET /api/my-hotels/:id/extras', { params: { id: hotelId }, signal }),
  });
}

/** Saving the cleaning fee, adding, editing and removing an extra; each refreshes the list. */
export function useChargeMutations(hotelId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: chargesKey(hotelId) });
  const params = { id: hotelId };
  return {
    saveFee: useMutation({
      mutationFn: (input: CleaningFeeInput) => apiCall('PUT /api/my-hotels/:id/cleaning-fee', { params, body: input }),
      onSuccess: (saved) => queryClient.setQueryData(chargesKey(hotelId), saved),
    }),
    addExtra: useMutation({
      mutationFn: (input: ExtraInput) => apiCall('POST /api/my-hotels/:id/extras', { params, body: input }),
      onSuccess: refresh,
    }),
    editExtra: useMutation({
      mutationFn: ({ extraId, input }: { extraId: string; input: ExtraInput }) =>
        apiCall('PUT /api/my-hotels/:id/extras/:extraId', { params: { id: hotelId, extraId }, body: input }),
      onSuccess: refresh,
    }),
    removeExtra: useMutation({
      mutationFn: (extraId: string) => apiCall('DELETE /api/my-hotels/:id/extras/:extraId', { params: { id: hotelId, extraId } }),
      onSuccess: refresh,
    }),
  };
}
