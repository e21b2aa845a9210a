import { API_PATHS } from '@hillnest/domain';
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { Loading } from '../components/Loading';
import { firstView } from '../lib/firstViewRoutes';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { blogRoutes } from '../features/blogs/routes';
import { bookingRoutes } from '../features/bookings/routes';
import { carouselRoutes } from '../features/carousel/routes';
import { channelRoutes } from '../features/channels/routes';
import { couponRoutes } from '../features/coupons/routes';
import { destinationRoutes } from '../features/destinations/routes';
import { emailRoutes } from '../features/email/routes';
import { frontDeskRoutes } from '../features/front-desk/routes';
import { homeRoutes } from '../features/home/routes';
import { hotelRoutes } from '../features/hotels/routes';
import { listingRequestRoutes } from '../features/listing-requests/routes';
import { ratingRoutes } from '../features/ratings/routes';
import { reviewRoutes } from '../features/reviews/routes';
import { searchRoutes } from '../features/search/routes';
import { settingsRoutes } from '../features/settings/routes';
import { taxRoutes } from '../features/tax/routes';
import { staticPageRoutes } from '../features/static-pages/routes';
import { ErrorPage } from './ErrorPage';
import { Layout } from './Layout';

/**
 * Every feature exports its route array from its own routes.tsx; add a feature by adding one line here.
 * Every page is lazily loaded (route `lazy`), so the first load only carries the frame.
 */
const featureRoutes: RouteObject[] = [
  ...homeRoutes,
  ...searchRoutes,
  ...hotelRoutes,
  ...authRoutes,
  ...staticPageRoutes,
  ...bookingRoutes,
  ...frontDeskRoutes,
  ...listingRequestRoutes,
  ...adminRoutes,
  ...channelRoutes,
  ...couponRoutes,
  ...blogRoutes,
  ...destinationRoutes,
  ...carouselRoutes,
  ...ratingRoutes,
  ...reviewRoutes,
  ...emailRoutes,
  ...settingsRoutes,
  ...taxRoutes,
];

export const routes: RouteObject[] = [
  {
    Component: Layout,
    // Fallback when the frame itself fails.
    errorElement: <ErrorPage />,
    // Every server-rendered page's frame reads the site settings and the destinations (search bar suggestions).
    handle: firstView({ view: () => ({ reads: [API_PATHS.config, API_PATHS.destinations] }) }),
    children: [
      {
        // Page errors render inside the frame, so the header and footer stay usable.
        errorElement: <ErrorPage />,
        // Shown inside the frame while the first page's code loads.
        HydrateFallback: Loading,
        children: [...featureRoutes, { path: '*', lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }) }],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

/** Resolves once the router has loaded the code of the page it opened on. */
export function whenRouterReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
