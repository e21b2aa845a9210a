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

export interface RefundRequest {
  paymentId: string;
  amountPaise: number;
  /** Our booking's reference (or id): shown in the provider's dashboard. */
  receipt: string;
  notes: Record<string, string>;
  /** The same key never refunds twice (Razorpay's X-Refund-Idempotency). */
  idempotencyKey: string;
}

/** A refund the provider holds. Razorpay's refund states: pending, processed, failed. */
export interface ProviderRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
  amount: number;
}

/**
 * The provider refused a refund request outright (a 4xx other than 409: more than was captured, a
 * payment it cannot refund): nothing was refunded and asking again with the same body will not help.
 */
export class RefundRefused extends Error {
  constructor(readonly description: string) {
    super(description);
    this.name = 'RefundRefused';
  }
}

/** A payment link (Razorpay's Payment Links API): a page of the provider's where a guest pays an amount we set. */
export interface CreatePaymentLinkInput {
  amountPaise: number;
  currency: string;
  /** After this moment it can no longer be paid (Razorpay's expire_by). */
  expiresAt: Date;
  /** Ours, unique per link (Razorpay's reference_id, at most 40 characters): it names what the link pays. */
  reference: string;
  /** What the guest reads on the page. */
  description: string;
  customer: { name: string; email: string; contact: string | null };
  /** Where the guest's browser returns after paying, with the payment's signed parameters. */
  callbackUrl: string;
  notes: Record<string, string>;
}

export const PAYMENT_LINK_STATUSES = ['created', 'partially_paid', 'paid', 'expired', 'cancelled'] as const;
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

export interface ProviderPaymentLink {
  id: string;
  /** The page the guest pays on. */
  url: string;
  status: PaymentLinkStatus;
  amount: number;
  amountPaid: number;
  reference: string;
  /** The captured payments made through it. */
  payments: ProviderPayment[];
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Public key id for the checkout. */
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<{ orderId: string }>;
  /** Every payment made against an order (the reconciler's question). */
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /**
   * Refunds part or all of a captured payment. Throws RefundRefused when the provider says no; any
   * other error means the answer is unknown (ask again with the same idempotency key).
   */
  refundPayment(request: RefundRequest): Promise<ProviderRefund>;
  /** A refund's current state (the reconciler's question when a webhook was missed). */
  fetchRefund(paymentId: string, refundId: string): Promise<ProviderRefund>;
  createPaymentLink(input: CreatePaymentLinkInput): Promise<ProviderPaymentLink>;
  fetchPaymentLink(linkId: string): Promise<ProviderPaymentLink>;
  /** Ends a link that is not paid; a paid link answers as it is (the caller reads its status). */
  cancelPaymentLink(linkId: string): Promise<ProviderPaymentLink>;
}

/** Authorized payments become captured on their own (auto-capture); both mean the money is the merchant's. */
export function isPaid(payment: ProviderPayment): boolean {
  return payment.status === 'captured' || payment.status === 'authorized';
}
