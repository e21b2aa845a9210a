import { API_PATHS } from '@hillnest/domain';
import type { Coupon, CouponInput } from '@hillnest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useDeleteItem } from '../../lib/useDeleteItem';
import { useLogFailure } from '../../lib/useLogFailure';

export const couponKeys = {
  all: ['coupons'] as const,
  usable: ['coupons', 'usable'] as const,
  admin: ['coupons', 'admin'] as const,
};

/** Coupons a guest can use today (GET /api/coupons); a failure leaves the list empty and is logged. */
export function useUsableCoupons() {
  const query = useQuery({
    queryKey: couponKeys.usable,
    queryFn: ({ signal }) => api.get<Coupon[]>(API_PATHS.coupons, { signal }),
  });
  useLogFailure(query.error, 'Error fetching coupons');
  return query;
}

/** Every coupon, expired ones too (admin). */
export function useAllCoupons() {
  const query = useQuery({
    queryKey: couponKeys.admin,
    queryFn: ({ signal }) => api.get<Coupon[]>('/api/coupons/all', { signal }),
  });
  useLogFailure(query.error, 'Error fetching coupons');
  return query;
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponInput) => api.post<Coupon>('/api/coupons', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
    onError: (error) => console.error('Failed to create coupon', error),
  });
}

export function useDeleteCoupon() {
  return useDeleteItem({ path: (id) => `/api/coupons/${id}`, listKey: couponKeys.all, failure: 'Failed to delete coupon' });
}
