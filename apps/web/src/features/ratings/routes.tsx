import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../auth/guards';

export const ratingRoutes: RouteObject[] = [
  {
    Component: RequireAdmin,
    children: [{ path: 'review-rating', lazy: async () => ({ Component: (await import('./UpdateLinksPage')).UpdateLinksPage }) }],
  },
];
