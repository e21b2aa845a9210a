import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../auth/guards';

export const couponRoutes: RouteObject[] = [
  {
    Component: RequireAdmin,
    children: [
      { path: 'add-coupon', lazy: async () => ({ Component: (await import('./AddCouponPage')).AddCouponPage }) },
      { path: 'review-coupons', lazy: async () => ({ Component: (await import('./ReviewCouponsPage')).ReviewCouponsPage }) },
    ],
  },
];
