/**
 * /quotes/{token}: the owner's quote as the guest sees it (docs/product/front-desk.md): the stay, the
 * lines of its price and what paying means. "Pay deposit ₹X" (when the owner's deposit terms apply)
 * and "Pay in full ₹Y" open the normal checkout for the amount the server computes; once paid the
 * booking's confirmation page opens, as after any checkout. A paid, expired or withdrawn quote says so.
 */
import {
  BOOKING_MESSAGES,
  formatLongDate,
  formatLongDateSpan,
  formatPaise,
  formatQuoteExpiry,
  guestsInWords,
  type PaymentIntent,
  QUOTE_MESSAGES,
  type QuotePage as QuotePageData,
  type QuotePlan,
} from '@hillnest/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../components/Button';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { PageTitle } from '../../components/PageTitle';
import { errorMessage } from '../../lib/api';
import { useBusiness, useSiteConfig } from '../../lib/siteConfig';
import { bookingCalls, useQuotePage } from './api';
import { openRazorpayCheckout, type CheckoutHandlers } from './razorpayCheckout';
import { SimulatedCheckout } from './SimulatedCheckout';
import { useConfirmPayment } from './useCheckout';

const ENDED: Record<'paid' | 'expired' | 'withdrawn', string> = {
  paid: QUOTE_MESSAGES.paid,
  expired: QUOTE_MESSAGES.expired,
  withdrawn: QUOTE_MESSAGES.withdrawnPage,
};

export function QuotePage() {
  const { token = '' } = useParams();
  const quote = useQuotePage(token);
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10">
      <PageTitle title="Your quote" />
      {quote.isPending ? (
        <Loading />
      ) : quote.isError ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Your quote</h1>
          <p role="alert" className="mt-4 text-slate-700">
            {errorMessage(quote.error, QUOTE_MESSAGES.notFound)}
          </p>
        </>
      ) : (
        <QuoteDetails token={token} quote={quote.data} refetch={() => void quote.refetch()} />
      )}
    </section>
  );
}

function QuoteDetails({ token, quote, refetch }: { token: string; quote: QuotePageData; refetch: () => void }) {
  const business = useBusiness();
  const timeZone = useSiteConfig().data?.propertyTimezone ?? 'Asia/Kolkata';
  const confirmPayment = useConfirmPayment();
  const [intent, setIntent] = useState<PaymentIntent | null>(null);
  const [paying, setPaying] = useState(false);
  const description = `${quote.hotelName}, ${formatLongDateSpan(quote.checkIn, quote.checkOut)}`;

  const handlers: CheckoutHandlers = {
    async onPaid(success) {
      setIntent(null);
      setPaying(true);
      if (!(await confirmPayment(success))) {
        setPaying(false);
        refetch();
      }
    },
    onFailed(declined) {
      notify.error(BOOKING_MESSAGES.paymentFailed(declined));
    },
    // Closing the checkout keeps the quote's nights held: the guest may pay again until it expires.
    onDismiss() {
      setIntent(null);
    },
  };

  const start = useMutation({
    mutationFn: ({ plan, amount }: { plan: QuotePlan; amount: number }) => bookingCalls.payQuote(token, { plan, amount }),
    onSuccess: (order) => {
      if (order.provider === 'simulated') return setIntent(order);
      openRazorpayCheckout(
        order,
        {
          merchant: business.name,
          description,
          prefill: { name: quote.firstName, email: '', contact: '' },
        },
        handlers,
      ).catch((error: unknown) => notify.error(errorMessage(error)));
    },
    onError: (error) => {
      notify.error(errorMessage(error));
      refetch();
    },
  });

  const open = quote.status === 'sent' || quote.status === 'opened';
  const busy = start.isPending || paying || intent !== null;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Your quote for {quote.hotelName}</h1>
      <p className="mt-1 text-slate-700">
        {quote.city} · {quote.reference}
      </p>
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <dt className="text-slate-700">Check-in</dt>
        <dd className="text-right font-medium text-slate-900">{formatLongDate(quote.checkIn)}</dd>
        <dt className="text-slate-700">Check-out</dt>
        <dd className="text-right font-medium text-slate-900">{formatLongDate(quote.checkOut)}</dd>
        <dt className="text-slate-700">Guests</dt>
        <dd className="text-right font-medium text-slate-900">{guestsInWords(quote)}</dd>
      </dl>
      <section aria-labelledby="quote-price" className="mt-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="quote-price" className="text-lg font-semibold text-slate-900">
          Price
        </h2>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          {quote.lines.map((line) => (
            <div key={line.label} className="contents">
              <dt className="text-slate-700">{line.label}</dt>
              <dd className="text-right text-slate-900">{line.paise < 0 ? `− ${formatPaise(-line.paise)}` : formatPaise(line.paise)}</dd>
            </div>
          ))}
          <dt className="mt-2 border-t border-slate-200 pt-2 font-semibold text-slate-900">Total</dt>
          <dd className="mt-2 border-t border-slate-200 pt-2 text-right font-semibold text-slate-900">{formatPaise(quote.totalPaise)}</dd>
        </dl>
      </section>
      {open ? (
        <div className="mt-6 space-y-3">
          <p className="text-slate-800">The nights are held for you until {formatQuoteExpiry(timeZone, new Date(quote.expiresAt))}.</p>
          {quote.deposit && (
            <p className="text-sm text-slate-700">
              Pay the deposit now and the balance of {formatPaise(quote.deposit.balancePaise)} by{' '}
              {formatLongDate(quote.deposit.balanceDueOn)}.
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row">
            {quote.deposit && (
              <Button disabled={busy} onClick={() => start.mutate({ plan: 'deposit', amount: quote.deposit!.depositPaise })}>
                Pay deposit {formatPaise(quote.deposit.depositPaise)}
              </Button>
            )}
            <Button
              variant={quote.deposit ? 'secondary' : 'primary'}
              disabled={busy}
              onClick={() => start.mutate({ plan: 'full', amount: quote.totalPaise })}
            >
              Pay in full {formatPaise(quote.totalPaise)}
            </Button>
          </div>
        </div>
      ) : (
        <p role="status" className="mt-6 rounded-md bg-slate-100 px-3 py-2 text-slate-800">
          {ENDED[quote.status as keyof typeof ENDED]}
        </p>
      )}
      {intent && <SimulatedCheckout intent={intent} description={description} {...handlers} />}
    </>
  );
}
