/** Cancellation and refund routes (issue 16), registered from the API contract. HTTP only: the rules live in service.ts and refunds.ts. */
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract';
import { bookingContextFor } from '../bookings/context';
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
  const ctx = bookingContextFor(app);

  route(app, 'GET /api/bookings/:id/cancellation', async (request) => getGuestCancellationQuote(ctx, request.auth!, request.params.id));
  route(app, 'POST /api/bookings/:id/cancel', async (request) => cancelAsGuest(ctx, request.auth!, request.params.id, request.body));
  // The guest without an account, from the confirmation e-mail: the private link's token is the only key.
  route(app, 'GET /api/bookings/manage/:token/cancellation', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getLinkCancellationQuote(ctx, request.params.token);
  });
  route(app, 'POST /api/bookings/manage/:token/cancel', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return cancelThroughLink(ctx, request.params.token, request.body);
  });

  route(app, 'GET /api/admin/bookings/:id/cancellation', async (request) => getOwnerCancellationQuote(ctx, request.params.id));
  route(app, 'POST /api/admin/bookings/:id/cancel', async (request) => cancelAsOwner(ctx, request.params.id, request.body));
  route(app, 'POST /api/admin/bookings/:id/refund', async (request) => refundInFull(ctx, request.params.id));
  route(app, 'POST /api/admin/bookings/:id/refund/retry', async (request) => retryRefund(ctx, request.params.id));
}
