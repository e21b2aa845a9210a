import type { FastifyInstance } from 'fastify';
import { ratingsInputSchema } from '@hillnest/domain';
import { parseInput } from '../../lib/validate';
import { getRatingLinks, saveRatingLinks } from './service';

export default async function ratingRoutes(app: FastifyInstance) {
  /** { bookingdotcom, airbnb, makemytrip, googleTravel, agoda }: http(s) links, '' when not set. */
  app.get('/api/rating', { config: { access: 'public' } }, async () => getRatingLinks(app.db));

  /** Replaces the five links (JSON; each optional, blank clears it). */
  app.post('/api/rating', { config: { access: 'admin' } }, async (request) =>
    saveRatingLinks(app.db, parseInput(ratingsInputSchema, request.body)),
  );
}
