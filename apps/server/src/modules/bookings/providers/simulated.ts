/**
 * The simulated provider: a Razorpay-compatible sandbox inside the app, so the site works offline
 * and in tests. It issues `order_…` ids, decides checkout attempts by documented test inputs
 * (SIMULATED_TEST_INPUTS) and signs `pay_…` payments with the key secret exactly as Razorpay does.
 * What it was paid is the `payment.captured` events it delivered (kept in payment_events).
 *
 * Refunds work like Razorpay's: `refundPayment` answers a pending `rfnd_…` (the same one again for the
 * same idempotency key), then a signed `refund.processed` or `refund.failed` webhook arrives at the
 * site's webhook address a moment later. Its refund ledger is the refund events it delivered.
 */
import { randomInt } from 'node:crypto';
import { cardDigits, SIMULATED_TEST_INPUTS, type PaymentSuccess, type SimulatedPaymentInput } from '@hillnest/domain';
import type { PaymentConfig } from '../../../config';
import { hmacHex, paymentLinkSignature, paymentSignature } from './signature';
import {
  RefundRefused,
  type CreatePaymentLinkInput,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentLink,
  type ProviderRefund,
  type RefundRequest,
} from './types';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay-shaped id: prefix and 14 random base62 characters. */
export function providerId(prefix: string): string {
  let id = '';
  for (let i = 0; i < 14; i += 1) id += BASE62[randomInt(BASE62.length)];
  return `${prefix}_${id}`;
}

export type SimulatedAttempt =
  { ok: true; payment: PaymentSuccess; method: 'upi' | 'card' } | { ok: false; description: string; reason: string };

/** One attempt on a payment link's test page: declined by a failing test input, else the query Razorpay appends to the callback address. */
export type SimulatedLinkAttempt =
  | { ok: true; paymentId: string; method: 'upi' | 'card'; callbackQuery: Record<string, string> }
  | { ok: false; description: string; reason: string };

/** Razorpay's answer to a declined payment: 402, with the error its Checkout shows (`metadata` names the order or link). */
export interface DeclinedPayment<Metadata> {
  status: 402;
  body: { error: { code: string; description: string; reason: string; source: string; step: string; metadata: Metadata } };
}

export function declinedPayment<Metadata>(decline: { description: string; reason: string }, metadata: Metadata): DeclinedPayment<Metadata> {
  return {
    status: 402,
    body: {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: decline.description,
        reason: decline.reason,
        source: 'customer',
        step: 'payment_authorization',
        metadata,
      },
    },
  };
}

export interface SimulatedProvider extends PaymentProvider {
  readonly name: 'simulated';
  /** One checkout attempt for an order: declined by a failing test input, else signed like Razorpay. */
  attempt(orderId: string, input: SimulatedPaymentInput, now?: Date): SimulatedAttempt;
  /** One attempt to pay a link on its test page (the caller checked that the link can be paid). */
  attemptLink(link: SimulatedLinkEntity, input: SimulatedPaymentInput, now: Date): SimulatedLinkAttempt;
  /** Stops delivering the webhooks still waiting (the app is closing; the reconciler settles them later). */
  close(): void;
}

/** A refund entity as Razorpay sends it in refund.* webhooks (plus the sandbox's idempotency key). */
export interface SimulatedRefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string;
  notes: Record<string, string>;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: 'normal';
  created_at: number;
  idempotency_key: string;
}

/** A payment link as Razorpay describes it in payment_link.* webhooks (the fields the sandbox keeps). */
export interface SimulatedLinkEntity {
  id: string;
  entity: 'payment_link';
  amount: number;
  amount_paid: number;
  currency: string;
  status: 'created' | 'paid' | 'cancelled';
  reference_id: string;
  description: string;
  /** Unix seconds. */
  expire_by: number;
  short_url: string;
  callback_url: string;
  customer: { name: string; email: string; contact?: string };
  notes: Record<string, string>;
  payments: { payment_id: string; amount: number; status: 'captured' }[] | null;
  created_at: number;
}

/** What the sandbox reads back from the events it delivered. */
export interface SimulatedLedger {
  paymentsOf(orderId: string): Promise<ProviderPayment[]>;
  /** The captured payment with this id: its amount and, for UPI, the payer's address. */
  capturedPayment(paymentId: string): Promise<{ amount: number; vpa: string | null } | undefined>;
  /** refund.* events delivered for a payment, oldest first. */
  refundEventsOf(paymentId: string): Promise<{ type: string; refund: SimulatedRefundEntity }[]>;
  /** The link as its latest event left it (created, paid, cancelled). */
  paymentLink(linkId: string): Promise<SimulatedLinkEntity | undefined>;
  /** Keeps a link's new state (created, cancelled): its page and fetchPaymentLink read it back. */
  recordLinkEvent(type: 'payment_link.created' | 'payment_link.cancelled', link: SimulatedLinkEntity): Promise<void>;
}

/** A sandbox link as the provider interface answers it: past its expire_by an unpaid link is expired, as on Razorpay. */
export function simulatedLinkState(link: SimulatedLinkEntity, now: Date): ProviderPaymentLink {
  const expired = link.status === 'created' && link.expire_by * 1000 <= now.getTime();
  return {
    id: link.id,
    url: link.short_url,
    status: expired ? 'expired' : link.status,
    amount: link.amount,
    amountPaid: link.amount_paid,
    reference: link.reference_id,
    payments: (link.payments ?? []).map((p) => ({ id: p.payment_id, status: p.status, amount: p.amount })),
  };
}

/**
 * The sandbox's payment links: its test page is the site's own /pay/{id} (on the host the link
 * returns to), so a guest pays a link offline exactly as on Razorpay's hosted page.
 */
function simulatedLinks(config: PaymentConfig, ledger: SimulatedLedger, now: () => Date) {
  async function find(linkId: string): Promise<SimulatedLinkEntity> {
    const link = await ledger.paymentLink(linkId);
    if (!link) throw new Error(`The id provided does not exist: ${linkId}`);
    return link;
  }
  return {
    async createPaymentLink(input: CreatePaymentLinkInput): Promise<ProviderPaymentLink> {
      const id = providerId('plink');
      const link: SimulatedLinkEntity = {
        id,
        entity: 'payment_link',
        amount: input.amountPaise,
        amount_paid: 0,
        currency: input.currency,
        status: 'created',
        reference_id: input.reference,
        description: input.description,
        expire_by: Math.floor(input.expiresAt.getTime() / 1000),
        short_url: new URL(`/pay/${id}`, input.callbackUrl).href,
        callback_url: input.callbackUrl,
        customer: {
          name: input.customer.name,
          email: input.customer.email,
          ...(input.customer.contact ? { contact: input.customer.contact } : {}),
        },
        notes: input.notes,
        payments: null,
        created_at: Math.floor(now().getTime() / 1000),
      };
      await ledger.recordLinkEvent('payment_link.created', link);
      return simulatedLinkState(link, now());
    },
    async fetchPaymentLink(linkId: string): Promise<ProviderPaymentLink> {
      return simulatedLinkState(await find(linkId), now());
    },
    async cancelPaymentLink(linkId: string): Promise<ProviderPaymentLink> {
      const link = await find(linkId);
      const state = simulatedLinkState(link, now());
      if (state.status !== 'created') return state;
      const cancelled = { ...link, status: 'cancelled' as const };
      await ledger.recordLinkEvent('payment_link.cancelled', cancelled);
      return simulatedLinkState(cancelled, now());
    },
    attemptLink(link: SimulatedLinkEntity, input: SimulatedPaymentInput, at: Date): SimulatedLinkAttempt {
      const declined = decline(input, at);
      if (declined) return { ok: false, ...declined };
      const paymentId = providerId('pay');
      const signed = { linkId: link.id, reference: link.reference_id, status: 'paid', paymentId };
      return {
        ok: true,
        paymentId,
        method: input.method,
        callbackQuery: {
          razorpay_payment_id: paymentId,
          razorpay_payment_link_id: link.id,
          razorpay_payment_link_reference_id: link.reference_id,
          razorpay_payment_link_status: 'paid',
          razorpay_signature: paymentLinkSignature(config.keySecret, signed),
        },
      };
    },
  };
}

/** Delivers a signed webhook to the site, as Razorpay's servers would. */
export type WebhookDelivery = (rawBody: string, headers: Record<string, string>) => Promise<unknown>;

/** How long after a refund is requested the sandbox reports it processed or failed. */
export const SIMULATED_REFUND_DELAY_MS = 500;

export const SIMULATED_DECLINES = {
  upi: 'The UPI payment was declined by the payer.',
  card: 'Your card was declined by the bank.',
  expired: 'Your card has expired.',
  network: 'This card network is not accepted. Pay with VISA, MasterCard or Maestro.',
} as const;

/** VISA, MasterCard and Maestro are accepted (docs/product/README.md). */
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

const FINAL_EVENTS = new Set(['refund.processed', 'refund.failed']);

function toRefund(entity: SimulatedRefundEntity): ProviderRefund {
  return { id: entity.id, status: entity.status, amount: entity.amount };
}

/** The sandbox's refunds: a ledger of the events it delivered, and the webhooks still to deliver. */
function simulatedRefunds(config: PaymentConfig, ledger: SimulatedLedger, deliver: WebhookDelivery | undefined) {
  const timers = new Set<NodeJS.Timeout>();

  async function send(type: string, refund: SimulatedRefundEntity): Promise<void> {
    if (!deliver || !config.webhookSecret) throw new Error('The simulated provider has nowhere to deliver its webhooks');
    const body = JSON.stringify({
      entity: 'event',
      event: type,
      contains: ['refund', 'payment'],
      payload: { refund: { entity: refund } },
      created_at: Math.floor(Date.now() / 1000),
    });
    await deliver(body, {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(config.webhookSecret, body),
      'x-razorpay-event-id': providerId('evt'),
    });
  }

  /** Processed, unless the payment was made with the refund-failure test input and none of its refunds failed yet. */
  async function outcome(refund: SimulatedRefundEntity): Promise<'processed' | 'failed'> {
    const payment = await ledger.capturedPayment(refund.payment_id);
    if (payment?.vpa?.toLowerCase() !== SIMULATED_TEST_INPUTS.upiRefundFailure) return 'processed';
    const events = await ledger.refundEventsOf(refund.payment_id);
    const failedBefore = events.some((e) => e.type === 'refund.failed' && e.refund.id !== refund.id);
    return failedBefore ? 'processed' : 'failed';
  }

  /** Reports a refund's end once: the final event it delivered, or it decides and delivers it now. */
  async function finish(refund: SimulatedRefundEntity): Promise<SimulatedRefundEntity> {
    const events = await ledger.refundEventsOf(refund.payment_id);
    const done = events.find((e) => FINAL_EVENTS.has(e.type) && e.refund.id === refund.id);
    if (done) return done.refund;
    const status = await outcome(refund);
    const final = { ...refund, status };
    await send(`refund.${status}`, final);
    return final;
  }

  return {
    async refundPayment(request: RefundRequest): Promise<ProviderRefund> {
      const events = await ledger.refundEventsOf(request.paymentId);
      const same = events.find((e) => e.refund.idempotency_key === request.idempotencyKey);
      if (same) {
        if (same.refund.amount !== request.amountPaise)
          throw new RefundRefused('Different request with the same idempotency key has already been processed.');
        const latest = events.filter((e) => e.refund.id === same.refund.id).at(-1)!;
        return toRefund(latest.refund);
      }
      const payment = await ledger.capturedPayment(request.paymentId);
      if (!payment) throw new RefundRefused('The id provided does not exist');
      const created = events.filter((e) => e.type === 'refund.created').map((e) => e.refund);
      const failed = new Set(events.filter((e) => e.type === 'refund.failed').map((e) => e.refund.id));
      const refunded = created.filter((r) => !failed.has(r.id)).reduce((sum, r) => sum + r.amount, 0);
      if (request.amountPaise > payment.amount - refunded) {
        throw new RefundRefused('The refund amount provided is greater than amount captured.');
      }
      const refund: SimulatedRefundEntity = {
        id: providerId('rfnd'),
        entity: 'refund',
        amount: request.amountPaise,
        currency: 'INR',
        payment_id: request.paymentId,
        receipt: request.receipt,
        notes: request.notes,
        status: 'pending',
        speed_requested: 'normal',
        created_at: Math.floor(Date.now() / 1000),
        idempotency_key: request.idempotencyKey,
      };
      // Recorded before answering, so a repeat of this request finds it.
      await send('refund.created', refund);
      const timer = setTimeout(() => {
        timers.delete(timer);
        finish(refund).catch(() => {
          // The site was not listening (closing): the reconciler asks fetchRefund, which finishes it.
        });
      }, SIMULATED_REFUND_DELAY_MS);
      timers.add(timer);
      return toRefund(refund);
    },
    async fetchRefund(paymentId: string, refundId: string): Promise<ProviderRefund> {
      const events = await ledger.refundEventsOf(paymentId);
      const found = events.find((e) => e.refund.id === refundId);
      if (!found) throw new RefundRefused('The id provided does not exist');
      return toRefund(await finish(found.refund));
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export function createSimulatedProvider(
  config: PaymentConfig,
  ledger: SimulatedLedger,
  deliver?: WebhookDelivery,
  now: () => Date = () => new Date(),
): SimulatedProvider {
  return {
    name: 'simulated',
    keyId: config.keyId,
    async createOrder() {
      return { orderId: providerId('order') };
    },
    fetchOrderPayments: (orderId) => ledger.paymentsOf(orderId),
    ...simulatedRefunds(config, ledger, deliver),
    ...simulatedLinks(config, ledger, now),
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
