import type { FastifyInstance } from 'fastify';
import { ratingsInputSchema } from '@hillnest/domain';
import { replyWithCachedJson } from '../../lib/read-cache';
import { parseInput } from '../../lib/validate';
import { getRatingLinks, saveRatingLinks } from './service';

export default async function ratingRoutes(app: FastifyInstance) {
  const deps = { db: app.db, cache: app.readCache };

  /** { bookingdotcom, airbnb, makemytrip, googleTravel, agoda }: http(s) links, '' when not set. */
  app.get('/api/rating', { config: { access: 'public' } }, async (_request, reply) => {
    replyWithCachedJson(reply);
    return getRatingLinks(deps);
  });

  /** Replaces the five links (JSON; each optional, blank clears it). */
  app.post('/api/rating', { config: { access: 'admin' } }, async (request) =>
    saveRatingLinks(deps, parseInput(ratingsInputSchema, request.body)),
  );
}
