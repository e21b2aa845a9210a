/**
 * /admin/quotes (administrator): every quote with where it stands (sent, opened, paid, expired,
 * withdrawn). A quote waiting for payment can be copied (for WhatsApp or anywhere), shared with a wa.me
 * link, e-mailed through the outbox, or withdrawn, which frees its nights.
 */
import {
  formatPaise,
  formatStayRange,
  QUOTE_MESSAGES,
  QUOTE_STATUS_LABELS,
  quotePath,
  whatsAppShareUrl,
  type AdminQuote,
  type QuoteStatus,
} from '@hillnest/domain';
import { Link, useSearchParams } from 'react-router';
import { AdminPageHeader, ButtonLink } from '../../components/AdminPageHeader';
import { Button } from '../../components/Button';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { adminDateTime } from '../../lib/adminTime';
import { errorMessage } from '../../lib/api';
import { useBusiness, useSiteConfig } from '../../lib/siteConfig';
import { useEmailQuote, useQuotes, useWithdrawQuote } from './api';

const STATUS_STYLES: Record<QuoteStatus, string> = {
  sent: 'bg-sky-100 text-sky-900',
  opened: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  expired: 'bg-slate-200 text-slate-800',
  withdrawn: 'bg-slate-200 text-slate-800',
};

export function QuotesPage() {
  const quotes = useQuotes();
  const [params] = useSearchParams();
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8">
      <AdminPageHeader title="Quotes" actions={<ButtonLink to="/admin/quotes/new">New quote</ButtonLink>} />
      {quotes.isPending ? (
        <Loading />
      ) : quotes.isError ? (
        <p role="alert">{errorMessage(quotes.error)}</p>
      ) : quotes.data.length === 0 ? (
        <p className="text-slate-700">No quotes yet.</p>
      ) : (
        <ul className="space-y-4">
          {quotes.data.map((quote) => (
            <QuoteCard key={quote._id} quote={quote} justCreated={params.get('created') === quote._id} />
          ))}
        </ul>
      )}
    </section>
  );
}

function QuoteCard({ quote, justCreated }: { quote: AdminQuote; justCreated: boolean }) {
  const timeZone = useSiteConfig().data?.propertyTimezone;
  const business = useBusiness();
  const withdraw = useWithdrawQuote();
  const email = useEmailQuote();
  const url = `${window.location.origin}${quotePath(quote.token)}`;
  const waiting = quote.status === 'sent' || quote.status === 'opened';
  const name = `${quote.firstName} ${quote.lastName}`;
  const message = `Your quote from ${business.name} for ${quote.hotelName}, ${formatStayRange(quote.checkIn, quote.checkOut)}: ${formatPaise(quote.totalPaise)}. See it and pay here: ${url}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(QUOTE_MESSAGES.copied);
    } catch {
      notify.error('Could not copy the link. Select it and copy it yourself.');
    }
  };

  return (
    <li
      aria-label={`Quote ${quote.reference}`}
      className={`rounded-xl border bg-white p-5 shadow-sm ${justCreated ? 'border-brand-700' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            {name} · {quote.reference}
          </h2>
          <p className="text-slate-700">
            {quote.hotelName} · {formatStayRange(quote.checkIn, quote.checkOut)} · <strong>{formatPaise(quote.totalPaise)}</strong>
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[quote.status]}`}>
          {QUOTE_STATUS_LABELS[quote.status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {waiting
          ? `Nights held until ${adminDateTime(quote.expiresAt, timeZone)}`
          : `Held until ${adminDateTime(quote.expiresAt, timeZone)}`}
        {quote.openedAt && ` · Opened ${adminDateTime(quote.openedAt, timeZone)}`}
        {quote.emailedAt && ` · E-mailed ${adminDateTime(quote.emailedAt, timeZone)}`}
      </p>
      {waiting && (
        <>
          <label className="mt-3 block text-sm font-medium text-slate-800">
            Link to the quote
            <input
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-900"
            />
          </label>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={() => void copy()}>Copy link</Button>
            <a
              href={whatsAppShareUrl(quote.phoneNumber, message)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center justify-center rounded-md border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Share on WhatsApp
            </a>
            <Button
              variant="secondary"
              disabled={email.isPending}
              onClick={() =>
                email.mutate(quote._id, {
                  onSuccess: () => notify.success(QUOTE_MESSAGES.emailed),
                  onError: (error) => notify.error(errorMessage(error)),
                })
              }
            >
              E-mail link
            </Button>
            <Button
              variant="secondary"
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(quote._id, {
                  onSuccess: () => notify.success(QUOTE_MESSAGES.withdrawn),
                  onError: (error) => notify.error(errorMessage(error)),
                })
              }
            >
              Withdraw
            </Button>
          </div>
        </>
      )}
      {quote.status === 'paid' && (
        <Link to={`/admin/bookings/${quote.bookingId}`} className="mt-3 inline-block font-semibold text-brand-800 underline">
          Open the booking
        </Link>
      )}
    </li>
  );
}
