import { formatPaise, type PaymentIntent, type PaymentSuccess } from '@hillnest/domain';
import { useState } from 'react';
import { useBusiness } from '../../lib/siteConfig';
import { bookingCalls } from './api';
import { Modal } from '../../components/Modal';
import { SimulatedPaymentForm } from './SimulatedPaymentForm';

export interface SimulatedCheckoutProps {
  intent: PaymentIntent;
  description: string;
  onPaid(payment: PaymentSuccess): void;
  onFailed(description: string): void;
  onDismiss(): void;
}

/**
 * The checkout of the simulated provider (the default, offline): a Razorpay-like dialog taking UPI
 * or a card. Documented test inputs decide the outcome; a declined attempt can be retried.
 */
export function SimulatedCheckout({ intent, description, onPaid, onFailed, onDismiss }: SimulatedCheckoutProps) {
  const business = useBusiness();
  const [paying, setPaying] = useState(false);
  return (
    <Modal title="Test payment" onClose={() => !paying && onDismiss()}>
      <p className="mt-1 text-sm text-slate-700">
        {business.name} · {description}
      </p>
      <p className="mt-3 text-2xl font-bold text-slate-900">{formatPaise(intent.amount)}</p>
      <SimulatedPaymentForm
        orderId={intent.orderId}
        pay={async (input) => onPaid(await bookingCalls.paySimulated(input))}
        onFailed={onFailed}
        onDismiss={onDismiss}
        onPayingChange={setPaying}
      />
    </Modal>
  );
}
