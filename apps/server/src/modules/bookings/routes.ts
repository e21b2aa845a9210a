/** Booking and payment routes (issue 4). HTTP only: every rule lives in service.ts and payments.ts. */
import type { FastifyInstance } from 'fastify';
import { createRateLimit } from '../../lib/rate-limit';
import { replyWithCachedJson } from '../../lib/read-cache';
import { createBookingContext } from './context';
import { schedulePaymentJobs } from './jobs';
import { handleWebhook, paySimulated } from './payments';
import {
  createPaymentIntent,
  getAvailability,
  getQuote,
  listAllBookings,
  listUserBookings,
  releaseOrder,
  validatePayment,
} from './service';

type HotelParams = { Params: { id: string } };

export default async function bookingRoutes(app: FastifyInstance) {
  const ctx = createBookingContext(app.db, app.config, app.log.child({ module: 'bookings' }), app.readCache);
  schedulePaymentJobs(app, ctx);
  // Starting payments is limited per address like signing in: each start holds nights and asks the provider for an order.
  const paymentStarts = createRateLimit(app.counters, {
    name: 'payment-intent:ip',
    limit: app.config.PAYMENT_RATE_LIMIT_PER_IP,
    windowMs: 5 * 60_000,
    message: (wait) => `Too many payment attempts. Please try again in ${wait}.`,
  });

  app.post<HotelParams>('/api/hotels/:id/bookings/quote', { config: { access: 'public' } }, async (request) =>
    getQuote(ctx, request.params.id, request.body),
  );

  app.post<HotelParams>('/api/hotels/:id/bookings/payment-intent', { config: { access: 'public' } }, async (request, reply) => {
    await paymentStarts.hit(request.ip);
    return reply.status(201).send(await createPaymentIntent(ctx, request.params.id, request.body, request.auth, { ip: request.ip }));
  });

  app.get<HotelParams>('/api/hotels/:id/availability', { config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    replyWithCachedJson(reply);
    return getAvailability(ctx, request.params.id);
  });

  app.post('/api/hotels/order/validate', { config: { access: 'public' } }, async (request) => validatePayment(ctx, request.body));

  app.post('/api/hotels/order/release', { config: { access: 'public' } }, async (request) =>
    releaseOrder(ctx, request.body, request.auth),
  );

  app.post('/api/hotels/getUserBookings', { config: { access: 'user' } }, async (request) =>
    listUserBookings(ctx, request.auth!.userId),
  );

  app.post('/api/hotels/getAllBookings', { config: { access: 'admin' } }, async (request) => listAllBookings(ctx, request.body));

  app.post('/api/payments/simulated/pay', { config: { access: 'public' } }, async (request, reply) => {
    const result = await paySimulated(ctx, request.body);
    return reply.status(result.status).send(result.body);
  });

  // The webhook signature covers the exact bytes sent, so this route reads the body raw.
  await app.register(async (raw) => {
    // Only JSON: any other type (text/plain included) is a 415, never parsed as something else.
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    // Razorpay calls it from its servers: no session, no same-site origin.
    raw.post('/api/payments/razorpay/webhook', { config: { access: 'public', crossSite: true } }, async (request) =>
      handleWebhook(ctx, request.body as Buffer, {
        signature: request.headers['x-razorpay-signature'],
        eventId: request.headers['x-razorpay-event-id'],
      }),
    );
  });
}
