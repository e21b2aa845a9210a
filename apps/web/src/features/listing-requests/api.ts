import type { ListingRequest, ListingRequestInput } from '@hillnest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useLogFailure } from '../../lib/useLogFailure';

export const listingRequestKeys = { all: ['listing-requests'] as const };

export function useSendListingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ListingRequestInput) => api.post<ListingRequest>('/api/properties', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingRequestKeys.all }),
    onError: (error) => console.error('Failed to add list property request', error),
  });
}

/** Every listing request, newest first (admin). */
export function useListingRequests() {
  const query = useQuery({
    queryKey: listingRequestKeys.all,
    queryFn: ({ signal }) => api.get<ListingRequest[]>('/api/properties', { signal }),
  });
  useLogFailure(query.error, 'Failed to fetch list property requests');
  return query;
}
