import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { capturedPaymentsOf } from './queries';
import { createPaymentProvider, type PaymentProvider, type SimulatedProvider } from './providers';

/** What the booking services need: the database, the settings, the payment provider and a logger. */
export interface BookingContext {
  db: Database;
  config: AppConfig;
  provider: PaymentProvider | SimulatedProvider;
  log: FastifyBaseLogger;
}

export function createBookingContext(db: Database, config: AppConfig, log: FastifyBaseLogger): BookingContext {
  const provider = createPaymentProvider(config.payments, { paymentsOf: (orderId) => capturedPaymentsOf(db, orderId) });
  return { db, config, provider, log };
}
