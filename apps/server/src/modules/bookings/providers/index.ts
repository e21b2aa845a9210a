import type { PaymentConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { capturedPayment, capturedPaymentsOf, recordLinkEvent, refundEventsOf, simulatedPaymentLink } from '../queries';
import { createRazorpayProvider } from './razorpay';
import { createSimulatedProvider, type SimulatedLinkEntity, type SimulatedProvider, type WebhookDelivery } from './simulated';
import type { PaymentProvider } from './types';

export type { PaymentProvider, ProviderPayment } from './types';
export type { SimulatedProvider, WebhookDelivery } from './simulated';

/** The provider of the configuration; the simulated one reads what it was paid from the events it delivered. */
export function createPaymentProvider(
  config: PaymentConfig,
  db: Database,
  deliver?: WebhookDelivery,
  now?: () => Date,
): PaymentProvider | SimulatedProvider {
  if (config.provider === 'razorpay') return createRazorpayProvider(config);
  const ledger = {
    paymentsOf: (orderId: string) => capturedPaymentsOf(db, orderId),
    capturedPayment: (paymentId: string) => capturedPayment(db, paymentId),
    refundEventsOf: (paymentId: string) => refundEventsOf(db, paymentId),
    paymentLink: (linkId: string) => simulatedPaymentLink(db, linkId),
    recordLinkEvent: (type: 'payment_link.created' | 'payment_link.cancelled', link: SimulatedLinkEntity) =>
      recordLinkEvent(db, type, link),
  };
  return createSimulatedProvider(config, ledger, deliver, now);
}

export function isSimulated(provider: PaymentProvider): provider is SimulatedProvider {
  return provider.name === 'simulated' && 'attempt' in provider;
}
