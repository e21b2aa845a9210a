/** Cancellation and refund routes (issue 16), registered from the API contract. HTTP only: the rules live in service.ts and refunds.ts. */
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract';
import {
  cancelAsGuest,
  cancelAsOwner,
  cancelThroughLink,
  getGuestCancellationQuote,
  getLinkCancellationQuote,
  getOwnerCancellationQuote,
  refundInFull,
  retryRefund,
} from './service';

export default async function cancellationRoutes(app: FastifyInstance) {
  route(app, 'GET /api/bookings/:id/cancellation', async (request) =>
    getGuestCancellationQuote(app.deps, request.auth!, request.params.id),
  );
  route(app, 'POST /api/bookings/:id/cancel', async (request) =>
    cancelAsGuest({ ...app.deps, log: request.log }, request.auth!, request.params.id, request.body),
  );
  // The guest without an account, from the confirmation e-mail: the private link's token is the only key.
  route(app, 'GET /api/bookings/manage/:token/cancellation', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getLinkCancellationQuote(app.deps, request.params.token);
  });
  route(app, 'POST /api/bookings/manage/:token/cancel', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return cancelThroughLink({ ...app.deps, log: request.log }, request.params.token, request.body);
  });

  route(app, 'GET /api/admin/bookings/:id/cancellation', async (request) => getOwnerCancellationQuote(app.deps, request.params.id));
  route(app, 'POST /api/admin/bookings/:id/cancel', async (request) =>
    cancelAsOwner({ ...app.deps, log: request.log }, request.params.id, request.body),
  );
  route(app, 'POST /api/admin/bookings/:id/refund', async (request) => refundInFull({ ...app.deps, log: request.log }, request.params.id));
  route(app, 'POST /api/admin/bookings/:id/refund/retry', async (request) =>
    retryRefund({ ...app.deps, log: request.log }, request.params.id),
  );
}
