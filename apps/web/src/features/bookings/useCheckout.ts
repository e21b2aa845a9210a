import {
  BOOKING_MESSAGES,
  CURRENCY,
  type BookingFormValues,
  type PaymentIntent,
  type PaymentSuccess,
  type ValidatedBooking,
} from '@hillnest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../components/notify';
import { ApiError, errorMessage } from '../../lib/api';
import { useBusiness } from '../../lib/siteConfig';
import { bookingCalls, bookingKeys, useCreatePaymentIntent } from './api';
import type { PaymentReceivedState } from './PaymentReceivedPage';
import { useOwnHold } from './ownHold';
import { openRazorpayCheckout, type CheckoutHandlers } from './razorpayCheckout';

/** Where the payment of the order stands once it exists. */
type Payment = { intent: PaymentIntent; paid: boolean } | null;

/**
 * What follows a payment the provider's checkout took: it is validated into the booking, whose
 * confirmation page opens (its private link is the one the confirmation e-mail carries). Answers false
 * when the server refused the payment (a bad signature, dates sold meanwhile), after saying why.
 */
export function useConfirmPayment() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (success: PaymentSuccess): Promise<boolean> => {
    let booking: ValidatedBooking;
    try {
      booking = await bookingCalls.validatePayment(success);
    } catch (error) {
      console.error(error);
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        notify.error(errorMessage(error, 'Failed to create payment signature'));
        return false;
      }
      // No answer (network cut, server restarting): the provider took the money, so the payment is
      // not failed. The next page keeps asking until the webhook or the reconciler has settled it.
      void navigate('/booking-status', { state: { payment: success } satisfies PaymentReceivedState });
      return true;
    }
    notify.success(BOOKING_MESSAGES.paymentSuccessful);
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    void navigate(`/booking-confirmed/${booking.manageToken}`);
    return true;
  };
}

/**
 * The payment flow of docs/product/booking-and-payment.md: the order is created for the total the page shows (the server
 * refuses it if its own price differs), the provider's checkout opens, and a successful payment is
 * validated into the booking; then guests and users alike see the confirmation page (its private
 * link is the one the confirmation e-mail carries). The hold a started payment takes is remembered
 * (ownHold.ts) until it is paid or released, so a guest who closed the tab gets it back.
 */
export function useCheckout({ hotelId, description }: { hotelId: string; description: string }) {
  const business = useBusiness();
  const queryClient = useQueryClient();
  const [payment, setPayment] = useState<Payment>(null);
  const createOrder = useCreatePaymentIntent(hotelId);
  const ownHold = useOwnHold(hotelId);
  const confirmPayment = useConfirmPayment();

  const refreshAvailability = () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  const finish = () => setPayment(null);

  const handlersFor = (intent: PaymentIntent): CheckoutHandlers => ({
    async onPaid(success: PaymentSuccess) {
      // The dialog closes; the page stays processing while it navigates away.
      setPayment({ intent, paid: true });
      ownHold.forget();
      if (!(await confirmPayment(success))) {
        finish();
        void refreshAvailability();
      }
    },
    onFailed(declined: string) {
      notify.error(BOOKING_MESSAGES.paymentFailed(declined));
    },
    onDismiss() {
      // Free the nights now rather than when the hold lapses.
      bookingCalls.releaseOrder(intent.orderId).catch((error: unknown) => console.error(error));
      ownHold.forget();
      finish();
      void refreshAvailability();
    },
  });

  function start(values: BookingFormValues, amountPaise: number) {
    createOrder.mutate(
      { ...values, amount: amountPaise, currency: CURRENCY, replacesOrderId: ownHold.hold?.orderId },
      {
        onSuccess: (intent) => {
          const { orderId, holdExpiresAt } = intent;
          if (holdExpiresAt) ownHold.keep({ orderId, checkIn: values.checkIn, checkOut: values.checkOut, holdExpiresAt });
          setPayment({ intent, paid: false });
          if (intent.provider === 'simulated') return;
          const handlers = handlersFor(intent);
          openRazorpayCheckout(
            intent,
            {
              merchant: business.name,
              description,
              prefill: { name: `${values.firstName} ${values.lastName}`, email: values.email, contact: values.phoneNumber },
            },
            handlers,
          ).catch((error: unknown) => {
            notify.error(errorMessage(error));
            handlers.onDismiss();
          });
        },
      },
    );
  }

  const simulatedIntent = payment && !payment.paid && payment.intent.provider === 'simulated' ? payment.intent : null;
  return { processing: createOrder.isPending || payment !== null, simulatedIntent, start, handlersFor, ownHold: ownHold.hold };
}
