/** Booking and payment routes (issue 4). HTTP only: every rule lives in service.ts and payments.ts. */
import type { FastifyInstance } from 'fastify';
import { isAmountOnlyIntent } from '@hillnest/domain';
import { publicRead, route } from '../../lib/contract';
import { clientNetwork } from '../../lib/ip';
import { createRateLimit } from '../../lib/rate-limit';
import { sendPrivateFile } from '../../lib/private-file';
import {
  getManagedBooking,
  getOrderStatus,
  managedBookingCalendar,
  managedBookingDocument,
  renewExpiredManageLink,
  renewManageLink,
} from './confirmation';
import { schedulePaymentJobs } from './jobs';
import { handleWebhook, paySimulated } from './payments';
import { getSimulatedLink, paySimulatedLink, returnFromLink } from './payment-links';
import { recordBalancePaidOffline } from './balances';
import {
  createPaymentIntent,
  getAvailability,
  getQuote,
  listAllBookings,
  listHolds,
  listUserBookings,
  releaseHold,
  releaseOrder,
  userBookingDocument,
} from './service';
import { createAmountOrder, validateCheckoutPayment } from './original-client';

export default async function bookingRoutes(app: FastifyInstance) {
  schedulePaymentJobs(app, { ...app.deps, log: app.log.child({ module: 'bookings' }) });
  // Starting payments is limited per address like signing in: each start holds nights and asks the provider for an order.
  const paymentStarts = createRateLimit(app.counters, {
    name: 'payment-intent:ip',
    limit: app.config.PAYMENT_RATE_LIMIT_PER_IP,
    windowMs: 5 * 60_000,
    message: (wait) => `Too many payment attempts. Please try again in ${wait}.`,
  });

  route(app, 'POST /api/hotels/:id/bookings/quote', async (request) => getQuote(app.deps, request.params.id, request.body));

  route(app, 'POST /api/hotels/:id/bookings/payment-intent', async (request) => {
    await paymentStarts.hit(clientNetwork(request.ip));
    const body = request.body;
    // The original site's client sends the amount alone: an order holding nothing (original-client.ts).
    if (isAmountOnlyIntent(body)) return createAmountOrder(app.deps, request.params.id, body);
    return createPaymentIntent({ ...app.deps, log: request.log }, request.params.id, body, request.auth, { ip: request.ip });
  });

  publicRead(app, 'GET /api/hotels/:id/availability', { cacheControl: 'no-cache' }, async ({ params }) =>
    getAvailability(app.deps, params.id),
  );

  route(app, 'POST /api/hotels/order/validate', async (request) =>
    validateCheckoutPayment({ ...app.deps, log: request.log }, request.body, request.auth),
  );

  // The page asks here when it could not hear validate's answer; the proof is Checkout's signature.
  route(app, 'POST /api/hotels/order/status', async (request) => getOrderStatus(app.deps, request.body));

  // The private manage-booking link: the token is the only key (see manage-link.ts).
  route(app, 'GET /api/bookings/manage/:token', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getManagedBooking(app.deps, request.params.token);
  });

  route(app, 'GET /api/bookings/manage/:token/calendar.ics', async (request, reply) => {
    const calendar = await managedBookingCalendar(app.deps, request.params.token);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="booking.ics"')
      .type('text/calendar; charset=utf-8')
      .send(calendar);
  });

  // The tax documents (docs/product/tax.md): the link's holder, and the signed-in guest whose booking it is.
  route(app, 'GET /api/bookings/manage/:token/documents/:documentId', async (request, reply) =>
    sendPrivateFile(reply, await managedBookingDocument(app.deps, request.params.token, request.params.documentId)),
  );
  route(app, 'GET /api/bookings/:id/documents/:documentId', async (request, reply) =>
    sendPrivateFile(reply, await userBookingDocument(app.deps, request.auth!.userId, request.params.id, request.params.documentId)),
  );

  route(app, 'POST /api/bookings/:id/manage-link', async (request) => renewManageLink(app.deps, request.params.id));

  // An expired link's guest asks for a new one; each asking mails the booking's address, so it is limited per booking.
  const linkRenewals = createRateLimit(app.counters, {
    name: 'manage-link-renewal',
    limit: 3,
    windowMs: 60 * 60_000,
    message: (wait) => `Too many e-mails asked for. Please try again in ${wait}.`,
  });
  route(app, 'POST /api/bookings/manage/:token/renew', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await linkRenewals.hit(app.deps.manageLinks.bookingIdOf(request.params.token) ?? 'malformed');
    return renewExpiredManageLink(app.deps, request.params.token);
  });

  route(app, 'POST /api/hotels/order/release', async (request) => releaseOrder(app.deps, request.body, request.auth));

  // The owner's view of payments in progress (the dashboard), and ending one to free its nights.
  route(app, 'GET /api/admin/holds', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listHolds(app.deps);
  });
  route(app, 'DELETE /api/admin/holds/:id', async (request) => releaseHold(app.deps, request.params.id));

  route(app, 'POST /api/hotels/getUserBookings', async (request) => listUserBookings(app.deps, request.auth!.userId));

  route(app, 'POST /api/hotels/getAllBookings', async (request) => listAllBookings(app.deps, request.body));

  route(app, 'POST /api/payments/simulated/pay', async (request, reply) => {
    const result = await paySimulated({ ...app.deps, log: request.log }, request.body);
    return reply.status(result.status).send(result.body);
  });

  route(app, 'POST /api/admin/bookings/:id/balance', async (request) => {
    await recordBalancePaidOffline({ ...app.deps, log: request.log }, request.params.id, {
      method: request.body.paymentMethod,
      reference: request.body.paymentReference,
    });
    return { message: 'Balance recorded as paid' };
  });
  route(app, 'GET /api/payments/simulated/links/:id', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getSimulatedLink(app.deps, request.params.id);
  });
  route(app, 'POST /api/payments/simulated/links/pay', async (request, reply) => {
    const result = await paySimulatedLink({ ...app.deps, log: request.log }, request.body);
    return reply.status(result.status).send(result.body);
  });
  route(app, 'POST /api/payments/links/return', async (request) => returnFromLink({ ...app.deps, log: request.log }, request.body));

  // The webhook signature covers the exact bytes sent, so this route reads the body raw.
  await app.register(async (raw) => {
    // Only JSON: any other type (text/plain included) is a 415, never parsed as something else.
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    // Razorpay calls it from its servers: no session, no same-site origin.
    route(raw, 'POST /api/payments/razorpay/webhook', { config: { crossSite: true } }, async (request) =>
      handleWebhook({ ...app.deps, log: request.log }, request.body as unknown as Buffer, {
        signature: request.headers['x-razorpay-signature'],
        eventId: request.headers['x-razorpay-event-id'],
      }),
    );
  });
}
