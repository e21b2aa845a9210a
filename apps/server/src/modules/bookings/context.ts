import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { ReadCache } from '../../lib/read-cache';
import { capturedPaymentsOf } from './queries';
import { createPaymentProvider, type PaymentProvider, type SimulatedProvider } from './providers';

/**
 * What the booking services need: the database, the settings, the payment provider, a logger, and
 * the read cache (availability is cached; every committed change to a booking invalidates 'bookings').
 */
export interface BookingContext {
  db: Database;
  config: AppConfig;
  provider: PaymentProvider | SimulatedProvider;
  log: FastifyBaseLogger;
  cache: ReadCache;
}

export function createBookingContext(db: Database, config: AppConfig, log: FastifyBaseLogger, cache: ReadCache): BookingContext {
  const provider = createPaymentProvider(config.payments, { paymentsOf: (orderId) => capturedPaymentsOf(db, orderId) });
  return { db, config, provider, log, cache };
}

/**
 * Call once a change to bookings is committed (a hold placed, expired, released or failed, an order
 * confirmed or refund_required): availability, searches with dates and the most-booked list load
 * afresh. Not before the commit, or a read in between could cache the old state again.
 */
export function bookingsChanged(ctx: BookingContext): void {
  ctx.cache.invalidate('bookings');
}
