/** The real provider, through the official SDK. */
import Razorpay from 'razorpay';
import type { PaymentConfig } from '../../../config';
import {
  PAYMENT_LINK_STATUSES,
  RefundRefused,
  type PaymentLinkStatus,
  type PaymentProvider,
  type ProviderPaymentLink,
  type ProviderRefund,
} from './types';

/** The SDK's HTTP client (axios): the SDK has no host option and no per-request headers. */
interface SdkHttp {
  defaults: { baseURL: string; timeout?: number };
  post(url: string, data: unknown, config: { headers: Record<string, string> }): Promise<{ data: RazorpayRefund }>;
}
interface RazorpayRefund {
  id: string;
  status: string;
  amount: number | string;
}

const toRefund = (refund: RazorpayRefund): ProviderRefund => ({
  id: refund.id,
  status: refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending',
  amount: Number(refund.amount),
});

/** A payment link as the API answers it (the SDK's type says `payments` is one object; the API sends an array or null). */
interface RazorpayLink {
  id: string;
  short_url: string;
  status: string;
  amount: number | string;
  amount_paid: number | string;
  reference_id?: string;
  payments?: { payment_id: string; amount: number | string; status: string }[] | null;
}

const toLink = (link: RazorpayLink): ProviderPaymentLink => ({
  id: link.id,
  url: link.short_url,
  status: (PAYMENT_LINK_STATUSES as readonly string[]).includes(link.status) ? (link.status as PaymentLinkStatus) : 'created',
  amount: Number(link.amount),
  amountPaid: Number(link.amount_paid),
  reference: link.reference_id ?? '',
  payments: (link.payments ?? []).map((p) => ({ id: p.payment_id, status: p.status, amount: Number(p.amount) })),
});

/** A 4xx other than 409 (a request still being processed) and 429: Razorpay said no to this refund. */
function refusal(error: unknown): RefundRefused | null {
  const response = (error as { response?: { status?: number; data?: { error?: { description?: unknown } } } }).response;
  const status = response?.status;
  if (!status || status < 400 || status >= 500 || status === 409 || status === 429) return null;
  const description = response.data?.error?.description;
  return new RefundRefused(typeof description === 'string' ? description : `Razorpay refused the refund (${status})`);
}

/** The official SDK's client for these keys; `apiUrl` (RAZORPAY_API_URL): another host, such as a stand-in in tests. */
export function razorpayClient(keys: { keyId: string; keySecret: string; apiUrl: string | undefined }) {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  const http = (client as unknown as { api: { rq: SdkHttp } }).api.rq;
  if (keys.apiUrl) http.defaults.baseURL = keys.apiUrl;
  return { client, http };
}

export function createRazorpayProvider(config: Pick<PaymentConfig, 'keyId' | 'keySecret' | 'apiUrl'>): PaymentProvider {
  const { client, http } = razorpayClient(config);
  return {
    name: 'razorpay',
    keyId: config.keyId,
    async createOrder(input) {
      const order = await client.orders.create({
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
      });
      return { orderId: order.id };
    },
    async fetchOrderPayments(orderId) {
      const { items } = await client.orders.fetchPayments(orderId);
      return items.map((p) => ({ id: p.id, status: p.status, amount: Number(p.amount) }));
    },
    async refundPayment(request) {
      // payments.refund(paymentId, body) cannot send headers, so the same request goes through the
      // SDK's own client (same host, same key) with Razorpay's X-Refund-Idempotency header.
      try {
        const { data } = await http.post(
          `/v1/payments/${encodeURIComponent(request.paymentId)}/refund`,
          { amount: request.amountPaise, speed: 'normal', receipt: request.receipt, notes: request.notes },
          { headers: { 'X-Refund-Idempotency': request.idempotencyKey } },
        );
        return toRefund(data);
      } catch (error) {
        throw refusal(error) ?? error;
      }
    },
    async fetchRefund(paymentId, refundId) {
      return toRefund((await client.payments.fetchRefund(paymentId, refundId)) as RazorpayRefund);
    },
    async createPaymentLink(input) {
      const link = await client.paymentLink.create({
        amount: input.amountPaise,
        currency: input.currency,
        accept_partial: false,
        expire_by: Math.floor(input.expiresAt.getTime() / 1000),
        reference_id: input.reference,
        description: input.description,
        customer: {
          name: input.customer.name,
          email: input.customer.email,
          ...(input.customer.contact ? { contact: input.customer.contact } : {}),
        },
        // Our own e-mails carry the link (the outbox, with the booking's words); Razorpay sends nothing.
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: input.notes,
        callback_url: input.callbackUrl,
        callback_method: 'get',
      });
      return toLink(link as unknown as RazorpayLink);
    },
    async fetchPaymentLink(linkId) {
      return toLink((await client.paymentLink.fetch(linkId)) as unknown as RazorpayLink);
    },
    async cancelPaymentLink(linkId) {
      try {
        return toLink((await client.paymentLink.cancel(linkId)) as unknown as RazorpayLink);
      } catch (error) {
        // Razorpay refuses (400) to cancel a link that is paid or expired: its state is the answer.
        if ((error as { statusCode?: number }).statusCode !== 400) throw error;
        return toLink((await client.paymentLink.fetch(linkId)) as unknown as RazorpayLink);
      }
    },
  };
}
