import type { RouteObject } from 'react-router';
import { adminArea } from '../auth/guards';

export const reviewRoutes: RouteObject[] = [
  { path: 'manage-booking/:token/review', lazy: async () => ({ Component: (await import('./ReviewStayPage')).ReviewStayPage }) },
  { path: 'unsubscribe/:token', lazy: async () => ({ Component: (await import('./UnsubscribePage')).UnsubscribePage }) },
  adminArea([{ path: 'admin/reviews', lazy: async () => ({ Component: (await import('./OwnerReviewsPage')).OwnerReviewsPage }) }]),
];
