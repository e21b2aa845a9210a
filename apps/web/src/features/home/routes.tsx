import { API_PATHS, LEAD_IMAGE_SIZES, PAGE_SIZES, type CarouselSlide } from '@hillnest/domain';
import type { RouteObject } from 'react-router';
import { firstView } from '../../lib/firstViewRoutes';

export const homeRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./HomePage')).HomePage }),
    handle: firstView({
      module: 'src/features/home/HomePage.tsx',
      view: async () => ({
        reads: [
          API_PATHS.homeHotels,
          API_PATHS.carousel,
          API_PATHS.coupons,
          API_PATHS.ratings,
          API_PATHS.blogPage(1, PAGE_SIZES.homeBlogs),
        ],
        leadImage: {
          read: API_PATHS.carousel,
          pick: (answer) => (answer as CarouselSlide[])[0]?.imageUrl || undefined,
          sizes: LEAD_IMAGE_SIZES.homeCarousel,
        },
        head: (await import('./head')).homeHead,
      }),
    }),
  },
];
