/**
 * One interface for every payment provider. Razorpay and the simulated sandbox issue orders, sign
 * payments the same way (HMAC-SHA256 of `order_id|payment_id` with the key secret) and can be asked
 * which payments an order received, so validation, webhooks and the reconciler are provider-neutral.
 */
import type { PaymentProviderName } from '@hillnest/domain';

export interface CreateOrderInput {
  amountPaise: number;
  currency: string;
  /** Our booking id, shown in the provider's dashboard. */
  receipt: string;
  notes: Record<string, string>;
}

/** A payment the provider holds for an order. */
export interface ProviderPayment {
  id: string;
  /** Razorpay's payment states: created, authorized, captured, refunded, failed. */
  status: string;
  amount: number;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Public key id for the checkout. */
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<{ orderId: string }>;
  /** Every payment made against an order (the reconciler's question). */
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
}

/** Authorized payments become captured on their own (auto-capture); both mean the money is the merchant's. */
export function isPaid(payment: ProviderPayment): boolean {
  return payment.status === 'captured' || payment.status === 'authorized';
}
