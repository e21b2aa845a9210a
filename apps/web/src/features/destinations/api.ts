import type { DestinationInput } from '@hillnest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, serverAnswer } from '../../lib/api';
import { useDeleteItem } from '../../lib/useDeleteItem';
import { useLogFailure } from '../../lib/useLogFailure';
import { refetchAfterChange } from '../../lib/queryClient';

export const destinationKeys = { all: ['destinations'] as const };

/** The destination form as multipart: its fields, the questions as JSON text, and the picture when one is chosen. */
function destinationForm(input: DestinationInput, illustrationImage: File | null): FormData {
  const form = new FormData();
  form.append('name', input.name);
  form.append('introduction', input.introduction);
  form.append('questions', JSON.stringify(input.questions));
  if (illustrationImage) form.append('illustrationImage', illustrationImage);
  return form;
}

/** A destination's page (GET /api/destination-pages/{slug}); the server's answer first. */
export function useDestinationPage(slug: string) {
  return useQuery({
    queryKey: [...destinationKeys.all, 'page', slug],
    queryFn: ({ signal }) => apiCall('GET /api/destination-pages/:slug', { params: { slug }, signal }),
    initialData: () => serverAnswer('GET /api/destination-pages/:slug', { params: { slug } }),
    retry: false,
  });
}

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
    mutationFn: ({ illustrationImage, ...input }: DestinationInput & { illustrationImage: File | null }) =>
      apiCall('POST /api/destinations', { body: destinationForm(input, illustrationImage) }),
    onSuccess: () => refetchAfterChange(queryClient, destinationKeys.all),
    onError: (error) => console.error('Failed to add destination', error),
  });
}

/** Renames a destination; a picture only when it is replaced. */
export function useUpdateDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, illustrationImage, ...input }: DestinationInput & { id: string; illustrationImage: File | null }) =>
      apiCall('PUT /api/destinations/:id', { params: { id }, body: destinationForm(input, illustrationImage) }),
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
