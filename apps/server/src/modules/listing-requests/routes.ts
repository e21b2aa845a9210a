import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract';
import { clientNetwork } from '../../lib/ip';
import { createRateLimit } from '../../lib/rate-limit';
import { createListingRequest, getListingRequests } from './service';

/** docs/product/api.md names these calls /api/properties: requests to list a property, not the catalogue itself. */
export default async function listingRequestRoutes(app: FastifyInstance) {
  // Per client too, so many accounts from one place cannot flood the requests either.
  const fromClient = createRateLimit(app.counters, {
    name: 'listing-request:ip',
    limit: app.config.LISTING_REQUESTS_PER_IP_PER_HOUR,
    windowMs: 60 * 60_000,
    message: (wait) => `Too many listing requests from your network. Please try again in ${wait}.`,
  });
  route(app, 'POST /api/properties', async (request) => {
    await fromClient.hit(clientNetwork(request.ip));
    return createListingRequest(app.deps, request.auth!.userId, request.body);
  });

  route(app, 'GET /api/properties', async (request) => getListingRequests(app.deps, request.query.page));
}
