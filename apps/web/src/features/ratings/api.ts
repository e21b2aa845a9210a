import { RATING_MESSAGES, type RatingsInput } from '@hillnest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../components/notify';
import { apiCall, errorMessage, serverAnswer } from '../../lib/api';
import { useLogFailure } from '../../lib/useLogFailure';

export const ratingKeys = { links: ['rating'] as const };

/** The links to guest reviews on outside platforms; '' where there is none. Failures are only logged. */
export function useRatingLinks() {
  const query = useQuery({
    queryKey: ratingKeys.links,
    queryFn: ({ signal }) => apiCall('GET /api/rating', { signal }),
    initialData: () => serverAnswer('GET /api/rating'),
    staleTime: 5 * 60_000,
  });
  useLogFailure(query.error, 'Failed to fetch rating');
  return query;
}

export function useSaveRatingLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (links: RatingsInput) => apiCall('POST /api/rating', { body: links }),
    onSuccess: (links) => {
      queryClient.setQueryData(ratingKeys.links, links);
      notify.success(RATING_MESSAGES.saved);
    },
    onError: (error) => {
      console.error(RATING_MESSAGES.saveFailed, error);
      notify.error(errorMessage(error, RATING_MESSAGES.saveFailed));
    },
  });
}
