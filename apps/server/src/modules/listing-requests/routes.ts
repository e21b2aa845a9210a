import type { FastifyInstance } from 'fastify';
import { listingRequestInputSchema, listingRequestListQuerySchema } from '@hillnest/domain';
import { parseInput } from '../../lib/validate';
import { createListingRequest, getListingRequests } from './service';

/** SPEC §7 names these calls /api/properties: requests to list a property, not the catalogue itself. */
export default async function listingRequestRoutes(app: FastifyInstance) {
  app.post('/api/properties', { config: { access: 'user' } }, async (request, reply) => {
    const input = parseInput(listingRequestInputSchema, request.body);
    const created = await createListingRequest(app.db, request.auth!.userId, input, { perHour: app.config.LISTING_REQUESTS_PER_HOUR });
    return reply.status(201).send(created);
  });

  app.get('/api/properties', { config: { access: 'admin' } }, async (request) => {
    const { page } = parseInput(listingRequestListQuerySchema, request.query);
    return getListingRequests(app.db, page);
  });
}
