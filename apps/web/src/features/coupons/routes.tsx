import type { RouteObject } from 'react-router';
import { adminArea } from '../auth/guards';

export const couponRoutes: RouteObject[] = [
  adminArea([
    { path: 'add-coupon', lazy: async () => ({ Component: (await import('./AddCouponPage')).AddCouponPage }) },
    { path: 'edit-coupon/:id', lazy: async () => ({ Component: (await import('./AddCouponPage')).EditCouponPage }) },
    { path: 'review-coupons', lazy: async () => ({ Component: (await import('./ReviewCouponsPage')).ReviewCouponsPage }) },
  ]),
];
