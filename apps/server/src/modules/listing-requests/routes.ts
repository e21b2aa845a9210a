import type { FastifyInstance } from 'fastify';
import { listingRequestInputSchema } from '@hillnest/domain';
import { parseInput } from '../../lib/validate';
import { createListingRequest, getListingRequests } from './service';

/** SPEC §7 names these calls /api/properties: requests to list a property, not the catalogue itself. */
export default async function listingRequestRoutes(app: FastifyInstance) {
  app.post('/api/properties', { config: { access: 'user' } }, async (request, reply) => {
    const input = parseInput(listingRequestInputSchema, request.body);
    return reply.status(201).send(await createListingRequest(app.db, request.auth!.userId, input));
  });

  app.get('/api/properties', { config: { access: 'admin' } }, async () => getListingRequests(app.db));
}
