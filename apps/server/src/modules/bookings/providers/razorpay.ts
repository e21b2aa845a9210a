/** The real provider, through the official SDK. */
import Razorpay from 'razorpay';
import type { PaymentConfig } from '../../../config';
import type { PaymentProvider } from './types';

export function createRazorpayProvider(config: PaymentConfig): PaymentProvider {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  if (config.apiUrl) {
    // The SDK has no host option; its axios instance is where the host lives (tests point it at a stand-in).
    (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = config.apiUrl;
  }
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
  };
}
