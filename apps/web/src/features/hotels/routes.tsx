import { API_PATHS, isUuid, LEAD_IMAGE_SIZES, type Hotel } from '@hillnest/domain';
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
              // The dates a Hotel Center landing page (or a shared stay) names: the structured data's Offer.
              params: ['checkIn', 'checkOut', 'adultCount', 'childCount'],
              ...leadRead(API_PATHS.hotel(params.hotelId), (hotel: Hotel) => hotel.imageUrls[0], LEAD_IMAGE_SIZES.hotelDetail),
              head: (await import('./head')).hotelHead(params.hotelId, search),
            }
          : undefined,
    }),
  },
];
