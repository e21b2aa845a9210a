import type { PaymentConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { capturedPayment, capturedPaymentsOf, refundEventsOf } from '../queries';
import { createRazorpayProvider } from './razorpay';
import { createSimulatedProvider, type SimulatedProvider, type WebhookDelivery } from './simulated';
import type { PaymentProvider } from './types';

export type { PaymentProvider, ProviderPayment } from './types';
export type { SimulatedProvider, WebhookDelivery } from './simulated';

/** The provider of the configuration; the simulated one reads what it was paid from the events it delivered. */
export function createPaymentProvider(config: PaymentConfig, db: Database, deliver?: WebhookDelivery): PaymentProvider | SimulatedProvider {
  if (config.provider === 'razorpay') return createRazorpayProvider(config);
  const ledger = {
    paymentsOf: (orderId: string) => capturedPaymentsOf(db, orderId),
    capturedPayment: (paymentId: string) => capturedPayment(db, paymentId),
    refundEventsOf: (paymentId: string) => refundEventsOf(db, paymentId),
  };
  return createSimulatedProvider(config, ledger, deliver);
}

export function isSimulated(provider: PaymentProvider): provider is SimulatedProvider {
  return provider.name === 'simulated' && 'attempt' in provider;
}
