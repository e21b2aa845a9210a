import type { ReviewHideReason, ReviewInput } from '@hillnest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, serverAnswer } from '../../lib/api';

export const reviewKeys = {
  property: (hotelId: string) => ['reviews', 'property', hotelId] as const,
  guest: (token: string) => ['reviews', 'guest', token] as const,
  owner: ['reviews', 'owner'] as const,
};

/** The property page's verified reviews and their figures. */
export function usePropertyReviews(hotelId: string) {
  return useQuery({
    queryKey: reviewKeys.property(hotelId),
    queryFn: ({ signal }) => apiCall('GET /api/hotels/:id/reviews', { params: { id: hotelId }, signal }),
    initialData: () => serverAnswer('GET /api/hotels/:id/reviews', { params: { id: hotelId } }),
  });
}

/** Whether the stay a private link names may be reviewed, and its review once written. */
export function useGuestReview(token: string) {
  return useQuery({
    queryKey: reviewKeys.guest(token),
    queryFn: ({ signal }) => apiCall('GET /api/bookings/manage/:token/review', { params: { token }, signal, credentials: 'omit' }),
    retry: false,
  });
}

export function useSubmitReview(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewInput) =>
      apiCall('POST /api/bookings/manage/:token/review', { params: { token }, body: review, credentials: 'omit' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.guest(token) }),
  });
}

export function useOwnerReviews() {
  return useQuery({ queryKey: reviewKeys.owner, queryFn: ({ signal }) => apiCall('GET /api/admin/reviews', { signal }) });
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply: string }) =>
      apiCall('POST /api/admin/reviews/:id/reply', { params: { id }, body: { reply } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}

export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: ReviewHideReason }) =>
      apiCall('POST /api/admin/reviews/:id/hide', { params: { id }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
