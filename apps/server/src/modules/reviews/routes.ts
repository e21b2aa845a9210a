/** Verified reviews (issue 37): the guest's review through the booking's link, the property's reviews, the owner's replies. */
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract';
import { clientNetwork } from '../../lib/ip';
import { createRateLimit } from '../../lib/rate-limit';
import { guestReviewState, hideReview, listReviewsForOwner, propertyReviews, replyToReview, reviewLinkOf, submitReview } from './service';

export default async function reviewRoutes(app: FastifyInstance) {
  const perBooking = createRateLimit(app.counters, {
    name: 'review:booking',
    limit: 5,
    windowMs: 60 * 60_000,
    message: (wait) => `Too many attempts. Please try again in ${wait}.`,
  });
  const perAddress = createRateLimit(app.counters, {
    name: 'review:ip',
    limit: 20,
    windowMs: 60 * 60_000,
    message: (wait) => `Too many attempts. Please try again in ${wait}.`,
  });

  route(app, 'GET /api/hotels/:id/reviews', async (request) => propertyReviews(app.deps, request.params.id));

  route(app, 'GET /api/bookings/manage/:token/review', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return guestReviewState(app.deps, request.params.token);
  });
  route(app, 'POST /api/bookings/manage/:token/review', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await perAddress.hit(clientNetwork(request.ip));
    await perBooking.hit(app.deps.manageLinks.bookingIdOf(request.params.token) ?? 'malformed');
    const review = await submitReview(app.deps, request.params.token, request.body);
    return reply.code(201).send(review);
  });

  // My Bookings: the signed-in guest's way to the same review page.
  route(app, 'POST /api/bookings/:id/review-link', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return reviewLinkOf(app.deps, request.auth!.userId, request.params.id);
  });

  route(app, 'GET /api/admin/reviews', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listReviewsForOwner(app.deps);
  });
  route(app, 'POST /api/admin/reviews/:id/reply', async (request) => replyToReview(app.deps, request.params.id, request.body.reply));
  route(app, 'POST /api/admin/reviews/:id/hide', async (request) => hideReview(app.deps, request.params.id, request.body.reason));
}
