import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../auth/guards';

/** Every administrator route goes under RequireAdmin (signed in and isAdmin from validate-token). */
export const adminRoutes: RouteObject[] = [
  {
    Component: RequireAdmin,
    children: [{ path: 'admin', lazy: async () => ({ Component: (await import('./AdminPage')).AdminPage }) }],
  },
];
