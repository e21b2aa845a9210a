import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../auth/guards';

/** The administrator's channel sync page of a property (issue 18). */
export const channelRoutes: RouteObject[] = [
  {
    Component: RequireAdmin,
    children: [{ path: 'property-calendars/:hotelId', lazy: async () => ({ Component: (await import('./CalendarsPage')).CalendarsPage }) }],
  },
];
