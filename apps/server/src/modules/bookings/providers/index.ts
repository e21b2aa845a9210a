import type { PaymentConfig } from '../../../config';
import { createRazorpayProvider } from './razorpay';
import { createSimulatedProvider, type SimulatedProvider } from './simulated';
import type { PaymentProvider, ProviderPayment } from './types';

export type { PaymentProvider, ProviderPayment } from './types';
export type { SimulatedProvider } from './simulated';

export function createPaymentProvider(
  config: PaymentConfig,
  ledger: { paymentsOf(orderId: string): Promise<ProviderPayment[]> },
): PaymentProvider | SimulatedProvider {
  return config.provider === 'razorpay' ? createRazorpayProvider(config) : createSimulatedProvider(config, ledger);
}

export function isSimulated(provider: PaymentProvider): provider is SimulatedProvider {
  return provider.name === 'simulated' && 'attempt' in provider;
}
