/** Every feature module, registered in this order. A module is a Fastify plugin that adds its routes. */
import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes';
import bookingRoutes from './bookings/routes';
import carouselRoutes from './carousel/routes';
import configRoutes from './config/routes';
import destinationRoutes from './destinations/routes';
import healthRoutes from './health/routes';
import hotelRoutes from './hotels/routes';

export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  configRoutes,
  authRoutes,
  hotelRoutes,
  destinationRoutes,
  carouselRoutes,
  bookingRoutes,
];
