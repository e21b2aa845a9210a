/** Every feature module, registered in this order. A module is a Fastify plugin that adds its routes. */
import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes';
import blogRoutes from './blogs/routes';
import bookingAdminRoutes from './booking-admin/routes';
import bookingRoutes from './bookings/routes';
import cancellationRoutes from './cancellations/routes';
import carouselRoutes from './carousel/routes';
import channelRoutes from './channels/routes';
import configRoutes from './config/routes';
import couponRoutes from './coupons/routes';
import dashboardRoutes from './dashboard/routes';
import emailRoutes from './email/routes';
import extraRoutes from './extras/routes';
import goLiveRoutes from './go-live/routes';
import destinationRoutes from './destinations/routes';
import frontDeskRoutes from './front-desk/routes';
import quoteRoutes from './quotes/routes';
import healthRoutes from './health/routes';
import hotelRoutes from './hotels/routes';
import listingRequestRoutes from './listing-requests/routes';
import pageRoutes from './pages/routes';
import ratingRoutes from './ratings/routes';
import reviewRoutes from './reviews/routes';
import seoRoutes from './seo/routes';
import settingsRoutes from './settings/routes';
import taxRoutes from './tax/routes';
import stayMessageRoutes from './stay-messages/routes';

export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  configRoutes,
  authRoutes,
  hotelRoutes,
  extraRoutes,
  destinationRoutes,
  carouselRoutes,
  couponRoutes,
  blogRoutes,
  ratingRoutes,
  reviewRoutes,
  listingRequestRoutes,
  bookingRoutes,
  cancellationRoutes,
  taxRoutes,
  bookingAdminRoutes,
  frontDeskRoutes,
  quoteRoutes,
  dashboardRoutes,
  channelRoutes,
  emailRoutes,
  stayMessageRoutes,
  settingsRoutes,
  goLiveRoutes,
  seoRoutes,
  // Last: the web app's pages answer every address no route above has.
  pageRoutes,
];
