import { API_PATHS, LEAD_IMAGE_SIZES, type DestinationPage } from '@hillnest/domain';
import type { RouteObject } from 'react-router';
import { firstView, leadRead } from '../../lib/firstViewRoutes';
import { adminArea } from '../auth/guards';

export const destinationRoutes: RouteObject[] = [
  {
    path: 'destinations/:slug',
    lazy: async () => ({ Component: (await import('./DestinationPage')).DestinationPage }),
    handle: firstView({
      module: 'src/features/destinations/DestinationPage.tsx',
      view: async ({ params }) => {
        const read = API_PATHS.destinationPage(params.slug ?? '');
        return {
          ...leadRead(read, (page: DestinationPage) => page.properties[0]?.imageUrls[0], LEAD_IMAGE_SIZES.searchResult),
          subject: read,
          head: (await import('./head')).destinationHead(params.slug ?? ''),
        };
      },
    }),
  },
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
