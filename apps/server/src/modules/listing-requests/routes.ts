import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract';
import { createListingRequest, getListingRequests } from './service';

/** docs/product/api.md names these calls /api/properties: requests to list a property, not the catalogue itself. */
export default async function listingRequestRoutes(app: FastifyInstance) {
  route(app, 'POST /api/properties', async (request) => createListingRequest(app.deps, request.auth!.userId, request.body));

  route(app, 'GET /api/properties', async (request) => getListingRequests(app.deps, request.query.page));
}
