import type { RouteObject } from 'react-router';
import { RequireAuth } from '../auth/guards';

export const bookingRoutes: RouteObject[] = [
  {
    Component: RequireAuth,
    children: [
      { path: 'my-bookings', lazy: async () => ({ Component: (await import('./MyBookingsPage')).MyBookingsPage }) },
    ],
  },
];
