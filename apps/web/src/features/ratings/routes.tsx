import type { RouteObject } from 'react-router';
import { adminArea } from '../auth/guards';

export const ratingRoutes: RouteObject[] = [
  adminArea([{ path: 'review-rating', lazy: async () => ({ Component: (await import('./UpdateLinksPage')).UpdateLinksPage }) }]),
];
