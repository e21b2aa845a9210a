/** The real provider, through the official SDK. */
import Razorpay from 'razorpay';
import type { PaymentConfig } from '../../../config';
import { RefundRefused, type PaymentProvider, type ProviderRefund } from './types';

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
  };
}
