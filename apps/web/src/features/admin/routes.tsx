import type { RouteObject } from 'react-router';
import { adminArea } from '../auth/guards';

/** Every administrator route goes in the admin area (RequireAdmin: signed in and isAdmin from validate-token). */
export const adminRoutes: RouteObject[] = [
  adminArea([
    { path: 'admin', lazy: async () => ({ Component: (await import('./AdminPage')).AdminPage }) },
    { path: 'admin/properties', lazy: async () => ({ Component: (await import('./PropertiesPage')).PropertiesPage }) },
    { path: 'add-property', lazy: async () => ({ Component: (await import('./SaveHotelPage')).AddPropertyPage }) },
    { path: 'edit-hotel/:hotelId', lazy: async () => ({ Component: (await import('./SaveHotelPage')).EditHotelPage }) },
    {
      path: 'review-properties',
      lazy: async () => ({ Component: (await import('./ReviewPropertiesPage')).ReviewPropertiesPage }),
    },
  ]),
];
