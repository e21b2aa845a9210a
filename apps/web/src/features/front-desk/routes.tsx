import type { RouteObject } from 'react-router';
import { adminArea } from '../auth/guards';

/** The owner's front desk (issue 36): the calendar of all properties, bookings entered by the owner, and quotes. */
export const frontDeskRoutes: RouteObject[] = [
  adminArea([
    { path: 'admin/calendar', lazy: async () => ({ Component: (await import('./DeskCalendarPage')).DeskCalendarPage }) },
    { path: 'admin/bookings/new', lazy: async () => ({ Component: (await import('./NewBookingPage')).NewBookingPage }) },
    { path: 'admin/quotes', lazy: async () => ({ Component: (await import('./QuotesPage')).QuotesPage }) },
    { path: 'admin/quotes/new', lazy: async () => ({ Component: (await import('./NewQuotePage')).NewQuotePage }) },
  ]),
];
