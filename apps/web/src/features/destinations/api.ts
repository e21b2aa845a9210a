import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, serverAnswer } from '../../lib/api';
import { useDeleteItem } from '../../lib/useDeleteItem';
import { useLogFailure } from '../../lib/useLogFailure';
import { refetchAfterChange } from '../../lib/queryClient';

export const destinationKeys = { all: ['destinations'] as const };

/**
 * Every destination by name (GET /api/destinations): the search bar's suggestions and the admin list.
 * A failure leaves the list empty and is logged (docs/product/rules.md).
 */
export function useDestinations() {
  const query = useQuery({
    queryKey: destinationKeys.all,
    queryFn: ({ signal }) => apiCall('GET /api/destinations', { signal }),
    initialData: () => serverAnswer('GET /api/destinations'),
    staleTime: 5 * 60_000,
  });
  useLogFailure(query.error, 'Failed to fetch destinations');
  return query;
}

/** Every destination with how many properties it has (admin: GET /api/destinations/all). */
export function useAdminDestinations() {
  const query = useQuery({
    queryKey: [...destinationKeys.all, 'admin'],
    queryFn: ({ signal }) => apiCall('GET /api/destinations/all', { signal }),
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
      return apiCall('POST /api/destinations', { body: form });
    },
    onSuccess: () => refetchAfterChange(queryClient, destinationKeys.all),
    onError: (error) => console.error('Failed to add destination', error),
  });
}

/** Renames a destination; a picture only when it is replaced. */
export function useUpdateDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, illustrationImage }: { id: string; name: string; illustrationImage: File | null }) => {
      const form = new FormData();
      form.append('name', name);
      if (illustrationImage) form.append('illustrationImage', illustrationImage);
      return apiCall('PUT /api/destinations/:id', { params: { id }, body: form });
    },
    onSuccess: () => refetchAfterChange(queryClient, destinationKeys.all),
    onError: (error) => console.error('Failed to update destination', error),
  });
}

export function useDeleteDestination() {
  return useDeleteItem({
    route: 'DELETE /api/destinations/:id',
    listKey: destinationKeys.all,
    failure: 'Failed to delete destination',
  });
}
