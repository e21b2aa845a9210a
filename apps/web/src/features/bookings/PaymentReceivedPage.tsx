import { BOOKING_MESSAGES, CONFIRMATION_MESSAGES, type PaymentSuccess } from '@hillnest/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { notify } from '../../components/notify';
import { PageTitle } from '../../components/PageTitle';
import { bookingKeys, useOrderStatus } from './api';

/** What the checkout hands this page in the history entry (it survives a reload of the page). */
export interface PaymentReceivedState {
  payment: PaymentSuccess;
}

/**
 * /booking-status: the provider reported the payment, but its confirmation call failed (the network
 * cut, the server restarting). The payment is not lost: the webhook or the reconciler settles the
 * order, so this page says so and keeps asking until the booking is confirmed, then shows it.
 */
export function PaymentReceivedPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payment = (location.state as PaymentReceivedState | null)?.payment ?? null;
  const status = useOrderStatus(payment);
  const answer = status.data;

  useEffect(() => {
    // Cancelled meanwhile (by the owner, or through the e-mailed link): the booking's page says so.
    if (answer?.state === 'cancelled') void navigate(`/manage-booking/${answer.manageToken}`, { replace: true });
    if (answer?.state !== 'confirmed') return;
    notify.success(BOOKING_MESSAGES.paymentSuccessful);
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    void navigate(`/booking-confirmed/${answer.manageToken}`, { replace: true });
  }, [answer, navigate, queryClient]);

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12 text-center">
      <PageTitle title={CONFIRMATION_MESSAGES.processingHeading} />
      <h1 className="text-3xl font-bold text-slate-900">{CONFIRMATION_MESSAGES.processingHeading}</h1>
      {!payment ? (
        <p className="mt-4 text-slate-700">
          There is no payment to check here. Your bookings are in the e-mail we sent and, when signed in, in{' '}
          <Link to="/my-bookings" className="underline">
            My Bookings
          </Link>
          .
        </p>
      ) : answer?.state === 'refund_required' ? (
        <p role="alert" className="mt-4 text-slate-700">
          {answer.message}
        </p>
      ) : (
        <>
          <p role="status" className="mt-4 text-lg text-slate-700">
            {CONFIRMATION_MESSAGES.processing}
          </p>
          <div aria-hidden="true" className="mx-auto mt-8 size-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700" />
        </>
      )}
    </section>
  );
}
