import { formatPaise, paymentLinkReturnSchema } from '@hillnest/domain';
import { Link, useParams, useSearchParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { PageTitle } from '../../components/PageTitle';
import { errorMessage } from '../../lib/api';
import { useBusiness } from '../../lib/siteConfig';
import { bookingCalls, usePaymentLinkReturn, useSimulatedLink } from './api';
import { SimulatedPaymentForm } from './SimulatedPaymentForm';

const LINK_STATES = {
  paid: 'This link has already been paid.',
  expired: 'This payment link has expired. Ask for a new one.',
  cancelled: 'This payment link can no longer be paid. Ask for a new one.',
  partially_paid: 'This link has already been paid.',
} as const;

/**
 * /pay/{linkId}: the simulated provider's hosted page for a payment link (Razorpay's own page when it
 * is in force). Paid, it sends the guest to the link's callback address, as Razorpay does.
 */
export function SimulatedLinkPage() {
  const { linkId = '' } = useParams();
  const link = useSimulatedLink(linkId);
  const business = useBusiness();
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <PageTitle title="Test payment" />
      <h1 className="text-2xl font-bold text-slate-900">Test payment</h1>
      {link.isPending ? (
        <Loading />
      ) : link.isError ? (
        <p role="alert" className="mt-4 text-slate-700">
          {errorMessage(link.error, 'This payment link was not found.')}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {business.name} · {link.data.description}
          </p>
          <p className="mt-3 text-2xl font-bold text-slate-900">{formatPaise(link.data.amount)}</p>
          {link.data.status === 'created' ? (
            <SimulatedPaymentForm
              orderId={link.data.id}
              pay={async (input) => {
                const { redirectTo } = await bookingCalls.paySimulatedLink(input);
                window.location.assign(redirectTo);
              }}
            />
          ) : (
            <p role="alert" className="mt-4 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
              {LINK_STATES[link.data.status]}
            </p>
          )}
        </>
      )}
    </section>
  );
}

/**
 * /payment-link-paid: where a paid link sends the guest back, with the provider's signed query. The
 * payment is recorded here or by the webhook, whichever comes first; then the booking's page.
 */
export function PaymentLinkPaidPage() {
  const [search] = useSearchParams();
  const parsed = paymentLinkReturnSchema.safeParse(Object.fromEntries(search));
  const answer = usePaymentLinkReturn(parsed.success ? parsed.data : null);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12 text-center">
      <PageTitle title="Payment received" />
      <h1 className="text-3xl font-bold text-slate-900">Payment received</h1>
      {!parsed.success ? (
        <p className="mt-4 text-slate-700">This address is not a payment's return.</p>
      ) : answer.isPending ? (
        <Loading />
      ) : answer.isError ? (
        <p role="alert" className="mt-4 text-slate-700">
          {errorMessage(answer.error, 'The payment could not be checked. Your booking’s page will show it shortly.')}
        </p>
      ) : (
        <>
          <p className="mt-4 text-slate-700">Thank you: your payment is recorded.</p>
          {answer.data.manageToken && (
            <Link className="mt-6 inline-block font-semibold text-brand-700 underline" to={`/manage-booking/${answer.data.manageToken}`}>
              View your booking
            </Link>
          )}
        </>
      )}
    </section>
  );
}
