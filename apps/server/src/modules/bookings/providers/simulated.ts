/**
 * The simulated provider: a Razorpay-compatible sandbox inside the app, so the site works offline
 * and in tests. It issues `order_…` ids, decides checkout attempts by documented test inputs
 * (SIMULATED_TEST_INPUTS) and signs `pay_…` payments with the key secret exactly as Razorpay does.
 * What it was paid is the `payment.captured` events it delivered (kept in payment_events).
 */
import { randomInt } from 'node:crypto';
import { cardDigits, SIMULATED_TEST_INPUTS, type PaymentSuccess, type SimulatedPaymentInput } from '@hillnest/domain';
import type { PaymentConfig } from '../../../config';
import { paymentSignature } from './signature';
import type { PaymentProvider, ProviderPayment } from './types';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay-shaped id: prefix and 14 random base62 characters. */
export function providerId(prefix: string): string {
  let id = '';
  for (let i = 0; i < 14; i += 1) id += BASE62[randomInt(BASE62.length)];
  return `${prefix}_${id}`;
}

export type SimulatedAttempt =
  | { ok: true; payment: PaymentSuccess; method: 'upi' | 'card' }
  | { ok: false; description: string; reason: string };

export interface SimulatedProvider extends PaymentProvider {
  readonly name: 'simulated';
  /** One checkout attempt for an order: declined by a failing test input, else signed like Razorpay. */
  attempt(orderId: string, input: SimulatedPaymentInput, now?: Date): SimulatedAttempt;
}

export const SIMULATED_DECLINES = {
  upi: 'The UPI payment was declined by the payer.',
  card: 'Your card was declined by the bank.',
  expired: 'Your card has expired.',
  network: 'This card network is not accepted. Pay with VISA, MasterCard or Maestro.',
} as const;

/** VISA, MasterCard and Maestro are accepted (SPEC §1). */
function cardNetwork(digits: string): 'visa' | 'mastercard' | 'maestro' | null {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^(50|5[6-9]|6)/.test(digits)) return 'maestro';
  return null;
}

function cardExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const nowYear = now.getUTCFullYear() % 100;
  return year < nowYear || (year === nowYear && month < now.getUTCMonth() + 1);
}

function decline(input: SimulatedPaymentInput, now: Date): { description: string; reason: string } | null {
  if (input.method === 'upi') {
    return input.upiId.toLowerCase() === SIMULATED_TEST_INPUTS.upiFailure
      ? { description: SIMULATED_DECLINES.upi, reason: 'payment_declined' }
      : null;
  }
  const digits = cardDigits(input.cardNumber);
  if (!cardNetwork(digits)) return { description: SIMULATED_DECLINES.network, reason: 'card_network_not_supported' };
  if (cardExpired(input.cardExpiry, now)) return { description: SIMULATED_DECLINES.expired, reason: 'card_expired' };
  if (digits === cardDigits(SIMULATED_TEST_INPUTS.cardFailure)) return { description: SIMULATED_DECLINES.card, reason: 'payment_declined' };
  return null;
}

export function createSimulatedProvider(
  config: PaymentConfig,
  ledger: { paymentsOf(orderId: string): Promise<ProviderPayment[]> },
): SimulatedProvider {
  return {
    name: 'simulated',
    keyId: config.keyId,
    async createOrder() {
      return { orderId: providerId('order') };
    },
    fetchOrderPayments: (orderId) => ledger.paymentsOf(orderId),
    attempt(orderId, input, now = new Date()) {
      const declined = decline(input, now);
      if (declined) return { ok: false, ...declined };
      const paymentId = providerId('pay');
      return {
        ok: true,
        method: input.method,
        payment: {
          razorpay_payment_id: paymentId,
          razorpay_order_id: orderId,
          razorpay_signature: paymentSignature(config.keySecret, orderId, paymentId),
        },
      };
    },
  };
}
