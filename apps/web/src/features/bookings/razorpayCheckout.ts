/**
 * Razorpay Checkout (PAYMENT_PROVIDER=razorpay): the provider's own script, loaded from the provider
 * the first time a guest pays (docs/product/api.md), never on page load.
 */
import type { PaymentIntent, PaymentSuccess } from '@hillnest/domain';

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: PaymentSuccess) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: { error: { description: string } }) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | undefined;

function loadCheckoutScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Could not load the payment page. Please check your connection and try again.'));
    };
    document.body.appendChild(script);
  });
  return loading;
}

export interface CheckoutHandlers {
  onPaid(payment: PaymentSuccess): void;
  onFailed(description: string): void;
  onDismiss(): void;
}

/** Opens Razorpay Checkout for the order; the handlers receive its events. */
export async function openRazorpayCheckout(
  intent: PaymentIntent,
  details: { merchant: string; description: string; prefill: RazorpayOptions['prefill'] },
  handlers: CheckoutHandlers,
): Promise<void> {
  await loadCheckoutScript();
  if (!window.Razorpay) throw new Error('Could not load the payment page. Please try again.');
  const checkout = new window.Razorpay({
    key: intent.keyId,
    amount: intent.amount,
    currency: intent.currency,
    order_id: intent.orderId,
    name: details.merchant,
    description: details.description,
    prefill: details.prefill,
    theme: { color: '#0f766e' },
    handler: handlers.onPaid,
    modal: { ondismiss: handlers.onDismiss },
  });
  checkout.on('payment.failed', (response) => handlers.onFailed(response.error.description));
  checkout.open();
}
