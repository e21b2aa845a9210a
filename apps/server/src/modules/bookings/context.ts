import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import type { ReadCache } from '../../lib/read-cache';
import { mailSettings, type MailSettings } from '../email/settings';
import { manageLinkKey, type ManageLinkKey } from './manage-link';
import { capturedPayment, capturedPaymentsOf, refundEventsOf } from './queries';
import { createPaymentProvider, type PaymentProvider, type SimulatedProvider, type WebhookDelivery } from './providers';

/**
 * What the booking services need: the database, the settings, the payment provider, a logger, and
 * the read cache (availability is cached; every committed change to a booking invalidates 'bookings').
 */
export interface BookingContext extends Pick<Deps, 'db' | 'config' | 'log' | 'cache'> {
  provider: PaymentProvider | SimulatedProvider;
  /** Addresses and links of the e-mails a confirmed booking queues. */
  mail: MailSettings;
  manageLinks: ManageLinkKey;
}

export function createBookingContext(
  db: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
  cache: ReadCache,
  deliverWebhook?: WebhookDelivery,
): BookingContext {
  const provider = createPaymentProvider(
    config.payments,
    {
      paymentsOf: (orderId) => capturedPaymentsOf(db, orderId),
      capturedPayment: (paymentId) => capturedPayment(db, paymentId),
      refundEventsOf: (paymentId) => refundEventsOf(db, paymentId),
    },
    deliverWebhook,
  );
  return { db, config, provider, log, cache, mail: mailSettings(config), manageLinks: manageLinkKey(config.jwtSecret) };
}

const contexts = new WeakMap<Database, BookingContext>();

/**
 * The app's one booking context, shared by the modules that change bookings (bookings,
 * cancellations), so they share one provider. The simulated provider delivers its webhooks to the
 * app's own webhook route, signed, exactly as Razorpay's servers would.
 */
export function bookingContextFor(app: FastifyInstance): BookingContext {
  let ctx = contexts.get(app.db);
  if (!ctx) {
    const { db, config, cache, log } = app.deps;
    ctx = createBookingContext(db, config, log.child({ module: 'bookings' }), cache, async (payload, headers) => {
      const response = await app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers, payload });
      if (response.statusCode !== 200) throw new Error(`webhook answered ${response.statusCode}: ${response.body}`);
    });
    contexts.set(app.db, ctx);
  }
  return ctx;
}

/**
 * Call once a change to bookings is committed (a hold placed, expired, released or failed, an order
 * confirmed or refund_required, a booking cancelled): availability, searches with dates and the
 * most-booked list load afresh. Not before the commit, or a read in between could cache the old state again.
 */
export function bookingsChanged(ctx: BookingContext): void {
  ctx.cache.invalidate('bookings');
}
