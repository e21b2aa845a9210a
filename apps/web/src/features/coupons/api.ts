import type { CouponInput } from '@hillnest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, serverAnswer } from '../../lib/api';
import { useDeleteItem } from '../../lib/useDeleteItem';
import { useLogFailure } from '../../lib/useLogFailure';
import { refetchAfterChange } from '../../lib/queryClient';

export const couponKeys = {
  all: ['coupons'] as const,
  usable: ['coupons', 'usable'] as const,
  admin: ['coupons', 'admin'] as const,
};

/** Coupons a guest can use today (GET /api/coupons); a failure leaves the list empty and is logged. */
export function useUsableCoupons() {
  const query = useQuery({
    queryKey: couponKeys.usable,
    queryFn: ({ signal }) => apiCall('GET /api/coupons', { signal }),
    initialData: () => serverAnswer('GET /api/coupons'),
  });
  useLogFailure(query.error, 'Error fetching coupons');
  return query;
}

/** Every coupon, expired ones too (admin). */
export function useAllCoupons() {
  const query = useQuery({
    queryKey: couponKeys.admin,
    queryFn: ({ signal }) => apiCall('GET /api/coupons/all', { signal }),
  });
  useLogFailure(query.error, 'Error fetching coupons');
  return query;
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponInput) => apiCall('POST /api/coupons', { body: input }),
    onSuccess: () => refetchAfterChange(queryClient, couponKeys.all),
    onError: (error) => console.error('Failed to create coupon', error),
  });
}

/** Edits a coupon in place (same id). */
export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CouponInput }) => apiCall('PUT /api/coupons/:id', { params: { id }, body: input }),
    onSuccess: () => refetchAfterChange(queryClient, couponKeys.all),
    onError: (error) => console.error('Failed to update coupon', error),
  });
}

export function useDeleteCoupon() {
  return useDeleteItem({ route: 'DELETE /api/coupons/:id', listKey: couponKeys.all, failure: 'Failed to delete coupon' });
}
