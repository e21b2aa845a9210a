import type { RouteObject } from 'react-router';
import { RequireAuth, adminArea } from '../auth/guards';

export const bookingRoutes: RouteObject[] = [
  // Open to guests and signed-in users (docs/product/booking-and-payment.md).
  { path: 'hotel/:hotelId/booking', lazy: async () => ({ Component: (await import('./BookingPage')).BookingPage }) },
  // After payment, for guests and signed-in users alike: the booking by its private link.
  { path: 'booking-confirmed/:token', lazy: async () => ({ Component: (await import('./ManageBookingPage')).BookingConfirmedPage }) },
  { path: 'manage-booking/:token', lazy: async () => ({ Component: (await import('./ManageBookingPage')).ManageBookingPage }) },
  // A payment link's test page (the simulated provider) and where a paid link sends the guest back.
  { path: 'pay/:linkId', lazy: async () => ({ Component: (await import('./PaymentLinkPages')).SimulatedLinkPage }) },
  { path: 'payment-link-paid', lazy: async () => ({ Component: (await import('./PaymentLinkPages')).PaymentLinkPaidPage }) },
  // The owner's quote, by its private link: paid through the checkout (docs/product/front-desk.md).
  { path: 'quotes/:token', lazy: async () => ({ Component: (await import('./QuotePage')).QuotePage }) },
  { path: 'booking-status', lazy: async () => ({ Component: (await import('./PaymentReceivedPage')).PaymentReceivedPage }) },
  {
    Component: RequireAuth,
    children: [{ path: 'my-bookings', lazy: async () => ({ Component: (await import('./MyBookingsPage')).MyBookingsPage }) }],
  },
  adminArea([
    {
      path: 'view-all-bookings',
      lazy: async () => ({ Component: (await import('./AllBookingsPage')).AllBookingsPage }),
    },
    { path: 'admin/bookings/:bookingId', lazy: async () => ({ Component: (await import('./BookingAdminPage')).BookingAdminPage }) },
  ]),
];
