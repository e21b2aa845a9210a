import type { PaymentConfig } from '../../../config';
import { createRazorpayProvider } from './razorpay';
import { createSimulatedProvider, type SimulatedLedger, type SimulatedProvider, type WebhookDelivery } from './simulated';
import type { PaymentProvider } from './types';

export type { PaymentProvider, ProviderPayment } from './types';
export type { SimulatedProvider, WebhookDelivery } from './simulated';

export function createPaymentProvider(
  config: PaymentConfig,
  ledger: SimulatedLedger,
  deliver?: WebhookDelivery,
): PaymentProvider | SimulatedProvider {
  return config.provider === 'razorpay' ? createRazorpayProvider(config) : createSimulatedProvider(config, ledger, deliver);
}

export function isSimulated(provider: PaymentProvider): provider is SimulatedProvider {
  return provider.name === 'simulated' && 'attempt' in provider;
}
