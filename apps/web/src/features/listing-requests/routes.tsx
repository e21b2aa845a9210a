import type { RouteObject } from 'react-router';
import { RequireAuth, adminArea } from '../auth/guards';

export const listingRequestRoutes: RouteObject[] = [
  {
    Component: RequireAuth,
    children: [
      {
        path: 'list-your-property',
        lazy: async () => ({ Component: (await import('./ListYourPropertyPage')).ListYourPropertyPage }),
      },
    ],
  },
  adminArea([
    {
      path: 'view-all-requests',
      lazy: async () => ({ Component: (await import('./ViewAllRequestsPage')).ViewAllRequestsPage }),
    },
  ]),
];
