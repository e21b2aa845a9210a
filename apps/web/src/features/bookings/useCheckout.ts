import { BOOKING_MESSAGES, CURRENCY, type BookingFormValues, type PaymentIntent, type PaymentSuccess } from '@hillnest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../components/notify';
import { ApiError, errorMessage } from '../../lib/api';
import { SITE } from '../../lib/site';
import { bookingCalls, bookingKeys } from './api';
import { openRazorpayCheckout, type CheckoutHandlers } from './razorpayCheckout';

/**
 * The payment flow of SPEC §4: the order is created for the total the page shows (the server
 * refuses it if its own price differs), the provider's checkout opens, and a successful payment is
 * validated into the booking; then users go to /my-bookings and guests to /.
 */
export function useCheckout({ hotelId, description, isLoggedIn }: { hotelId: string; description: string; isLoggedIn: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const [simulatedIntent, setSimulatedIntent] = useState<PaymentIntent | null>(null);

  const refreshAvailability = () => queryClient.invalidateQueries({ queryKey: ['bookings'] });
  const finish = () => {
    setProcessing(false);
    setSimulatedIntent(null);
  };

  const handlersFor = (intent: PaymentIntent): CheckoutHandlers => ({
    async onPaid(payment: PaymentSuccess) {
      try {
        await bookingCalls.validatePayment(payment);
      } catch (error) {
        console.error(error);
        notify.error(errorMessage(error, 'Failed to create payment signature'));
        finish();
        void refreshAvailability();
        return;
      }
      setSimulatedIntent(null);
      notify.success(BOOKING_MESSAGES.paymentSuccessful);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      void navigate(isLoggedIn ? '/my-bookings' : '/');
    },
    onFailed(declined: string) {
      notify.error(BOOKING_MESSAGES.paymentFailed(declined));
    },
    onDismiss() {
      // Free the nights now rather than when the hold lapses.
      bookingCalls.releaseOrder(intent.orderId).catch((error: unknown) => console.error(error));
      finish();
      void refreshAvailability();
    },
  });

  async function start(values: BookingFormValues, amountPaise: number) {
    setProcessing(true);
    let intent: PaymentIntent;
    try {
      intent = await bookingCalls.createPaymentIntent(hotelId, { ...values, amount: amountPaise, currency: CURRENCY });
    } catch (error) {
      console.error(error);
      notify.error(errorMessage(error, 'Failed to create payment intent'));
      setProcessing(false);
      if (error instanceof ApiError && error.status === 409) void refreshAvailability();
      return;
    }
    const handlers = handlersFor(intent);
    if (intent.provider === 'simulated') {
      setSimulatedIntent(intent);
      return;
    }
    try {
      await openRazorpayCheckout(
        intent,
        {
          merchant: SITE.name,
          description,
          prefill: { name: `${values.firstName} ${values.lastName}`, email: values.email, contact: values.phoneNumber },
        },
        handlers,
      );
    } catch (error) {
      notify.error(errorMessage(error));
      handlers.onDismiss();
    }
  }

  return { processing, simulatedIntent, start, handlersFor };
}
