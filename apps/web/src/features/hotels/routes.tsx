import { API_PATHS, isUuid, LEAD_IMAGE_SIZES, STAY_LINK_PARAMS, type Hotel } from '@hillnest/domain';
import type { RouteObject } from 'react-router';
import { firstView, leadRead } from '../../lib/firstViewRoutes';

export const hotelRoutes: RouteObject[] = [
  {
    path: 'detail/:hotelId',
    lazy: async () => ({ Component: (await import('./DetailPage')).DetailPage }),
    handle: firstView({
      module: 'src/features/hotels/DetailPage.tsx',
      view: async ({ params, search }) =>
        isUuid(params.hotelId)
          ? {
              // The guests' reviews are part of the page a visitor or a crawler reads without its code.
              ...leadRead(API_PATHS.hotel(params.hotelId), (hotel: Hotel) => hotel.imageUrls[0], LEAD_IMAGE_SIZES.hotelDetail, [
                API_PATHS.hotelReviews(params.hotelId),
              ]),
              // An unknown (or archived) property answers 404, for crawlers and link checkers.
              subject: API_PATHS.hotel(params.hotelId),
              // A shared link's stay is rendered with the page (BookingBlock reads it).
              params: STAY_LINK_PARAMS,
              head: (await import('./head')).hotelHead(params.hotelId, search),
            }
          : undefined,
    }),
  },
];
