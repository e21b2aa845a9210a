import type { FastifyInstance } from 'fastify';
import { publicRead, route } from '../../lib/contract';
import { getRatingLinks, saveRatingLinks } from './service';

export default async function ratingRoutes(app: FastifyInstance) {
  /** { bookingdotcom, airbnb, makemytrip, googleTravel, agoda }: http(s) links, '' when not set. */
  publicRead(app, 'GET /api/rating', {}, async () => getRatingLinks(app.deps));

  /** Replaces the five links (JSON; each optional, blank clears it). */
  route(app, 'POST /api/rating', async (request) => saveRatingLinks(app.deps, request.body));
}
