import { API_PATHS } from '@hillnest/domain';
import type { Destination } from '@hillnest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useDeleteItem } from '../../lib/useDeleteItem';
import { useLogFailure } from '../../lib/useLogFailure';

export const destinationKeys = { all: ['destinations'] as const };

/**
 * Every destination by name (GET /api/destinations): the search bar's suggestions and the admin list.
 * A failure leaves the list empty and is logged (SPEC §8).
 */
export function useDestinations() {
  const query = useQuery({
    queryKey: destinationKeys.all,
    queryFn: ({ signal }) => api.get<Destination[]>(API_PATHS.destinations, { signal }),
    staleTime: 5 * 60_000,
  });
  useLogFailure(query.error, 'Failed to fetch destinations');
  return query;
}

export function useCreateDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, illustrationImage }: { name: string; illustrationImage: File | null }) => {
      const form = new FormData();
      form.append('name', name);
      if (illustrationImage) form.append('illustrationImage', illustrationImage);
      return api.post<Destination>('/api/destinations', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: destinationKeys.all }),
    onError: (error) => console.error('Failed to add destination', error),
  });
}

export function useDeleteDestination() {
  return useDeleteItem({
    path: (id) => `/api/destinations/${id}`,
    listKey: destinationKeys.all,
    failure: 'Failed to delete destination',
  });
}
