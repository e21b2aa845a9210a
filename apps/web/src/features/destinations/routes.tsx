import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../auth/guards';

export const destinationRoutes: RouteObject[] = [
  {
    Component: RequireAdmin,
    children: [
      {
        path: 'upload-destination',
        lazy: async () => ({ Component: (await import('./UploadDestinationPage')).UploadDestinationPage }),
      },
      {
        path: 'view-destinations',
        lazy: async () => ({ Component: (await import('./ViewDestinationsPage')).ViewDestinationsPage }),
      },
    ],
  },
];
