import type { RouteObject } from 'react-router';
import { RequireAdmin, RequireAuth } from '../auth/guards';

export const bookingRoutes: RouteObject[] = [
  // Open to guests and signed-in users (SPEC §2).
  { path: 'hotel/:hotelId/booking', lazy: async () => ({ Component: (await import('./BookingPage')).BookingPage }) },
  {
    Component: RequireAuth,
    children: [
      { path: 'my-bookings', lazy: async () => ({ Component: (await import('./MyBookingsPage')).MyBookingsPage }) },
    ],
  },
  {
    Component: RequireAdmin,
    children: [
      {
        path: 'view-all-bookings',
        lazy: async () => ({ Component: (await import('./AllBookingsPage')).AllBookingsPage }),
      },
    ],
  },
];
