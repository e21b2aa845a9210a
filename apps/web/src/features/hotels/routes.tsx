import { API_PATHS, isUuid, LEAD_IMAGE_SIZES, type Hotel } from '@hillnest/domain';
import type { RouteObject } from 'react-router';
import { firstView, leadRead } from '../../lib/firstViewRoutes';
import type { searchFirstView } from './searchFirstView';

/**
 * The search page's address reader, loaded once: an `import()` of a loaded module still goes through
 * the module loader's resolution on every call, and the server asks on every search page it renders.
 */
let searchView: Promise<{ searchFirstView: typeof searchFirstView }> | undefined;
const loadSearchFirstView = () =>
  (searchView ??= import('./searchFirstView').catch((error: unknown) => {
    searchView = undefined; // a failed load (a dropped connection in the browser) is tried again
    throw error;
  }));

export const hotelRoutes: RouteObject[] = [
  {
    path: 'search',
    lazy: async () => ({ Component: (await import('./SearchPage')).SearchPage }),
    handle: firstView({
      module: 'src/features/hotels/SearchPage.tsx',
      // The page reads its address through the search's schema: loaded here, as the page loads it.
      view: async ({ search }) => (await loadSearchFirstView()).searchFirstView(search),
    }),
  },
  {
    path: 'detail/:hotelId',
    lazy: async () => ({ Component: (await import('./DetailPage')).DetailPage }),
    handle: firstView({
      module: 'src/features/hotels/DetailPage.tsx',
      view: ({ params }) =>
        isUuid(params.hotelId)
          ? leadRead(API_PATHS.hotel(params.hotelId), (hotel: Hotel) => hotel.imageUrls[0], LEAD_IMAGE_SIZES.hotelDetail)
          : undefined,
    }),
  },
];
