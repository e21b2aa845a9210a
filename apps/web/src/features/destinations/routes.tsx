import type { RouteObject } from 'react-router';
import { adminArea } from '../auth/guards';

export const destinationRoutes: RouteObject[] = [
  adminArea([
    {
      path: 'upload-destination',
      lazy: async () => ({ Component: (await import('./UploadDestinationPage')).UploadDestinationPage }),
    },
    { path: 'edit-destination/:id', lazy: async () => ({ Component: (await import('./UploadDestinationPage')).EditDestinationPage }) },
    {
      path: 'view-destinations',
      lazy: async () => ({ Component: (await import('./ViewDestinationsPage')).ViewDestinationsPage }),
    },
  ]),
];
