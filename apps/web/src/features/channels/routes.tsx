import type { RouteObject } from 'react-router';
import { adminArea } from '../auth/guards';

/** The administrator's channel sync page of a property (issue 18). */
export const channelRoutes: RouteObject[] = [
  adminArea([{ path: 'property-calendars/:hotelId', lazy: async () => ({ Component: (await import('./CalendarsPage')).CalendarsPage }) }]),
];
