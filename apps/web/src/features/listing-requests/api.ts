import type { ListingRequestInput } from '@hillnest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiPage } from '../../lib/api';
import { useLogFailure } from '../../lib/useLogFailure';
import { refetchAfterChange } from '../../lib/queryClient';

export const listingRequestKeys = { all: ['listing-requests'] as const };

export function useSendListingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ListingRequestInput) => apiCall('POST /api/properties', { body: request }),
    onSuccess: () => refetchAfterChange(queryClient, listingRequestKeys.all),
    onError: (error) => console.error('Failed to add list property request', error),
  });
}

/** One page of the listing requests, newest first (admin). */
export function useListingRequests(page: number) {
  const query = useQuery({
    queryKey: [...listingRequestKeys.all, page],
    queryFn: ({ signal }) => apiPage('GET /api/properties', { query: { page }, signal }),
    placeholderData: (previous) => previous,
  });
  useLogFailure(query.error, 'Failed to fetch list property requests');
  return query;
}
