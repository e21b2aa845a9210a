/**
 * The dashboard's money (issue 36 §7, docs/product/front-desk.md): the balances to collect in the next
 * 30 days and those overdue, each counted and totalled by the server, listed with a link to the
 * booking; and the quotes waiting for the guest's payment, with the soonest expiry, linking to Quotes.
 */
import { type BalanceDue, BALANCES_AHEAD_DAYS, type DashboardMoney, formatDayMonth, formatPaise, plural } from '@hillnest/domain';
import { Link } from 'react-router';
import { Loading } from '../../components/Loading';
import { adminDateTime } from '../../lib/adminTime';
import { useSiteConfig } from '../../lib/siteConfig';
import { useDashboardMoney } from './api';

function BalanceList({ rows }: { rows: BalanceDue[] }) {
  return (
    <ul className="mt-3 divide-y divide-slate-200">
      {rows.map((row) => (
        <li key={row.bookingId} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2 text-sm">
          <div className="min-w-0">
            <Link to={`/admin/bookings/${row.bookingId}`} className="font-semibold text-brand-800 underline underline-offset-2">
              {row.guestName}
            </Link>
            <p className="text-slate-700">
              {row.hotelName} · <span className="font-mono">{row.reference}</span>
            </p>
          </div>
          <p className="text-right text-slate-700">
            <span className="font-semibold text-slate-900">{formatPaise(row.amountPaise)}</span> by {formatDayMonth(row.dueOn)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function BalanceCard({
  id,
  title,
  group,
  empty,
  tone,
}: {
  id: string;
  title: string;
  group: DashboardMoney['dueSoon'];
  empty: string;
  tone: 'plain' | 'alert';
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {group.count === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <>
          <p className={`mt-2 text-2xl font-semibold ${tone === 'alert' ? 'text-red-800' : 'text-slate-900'}`}>
            {formatPaise(group.totalPaise)}
          </p>
          <p className="text-sm text-slate-700">{plural(group.count, 'booking')}</p>
          <BalanceList rows={group.bookings} />
        </>
      )}
    </section>
  );
}

function QuotesWaiting({ waiting }: { waiting: DashboardMoney['quotesWaiting'] }) {
  const timeZone = useSiteConfig().data?.propertyTimezone;
  return (
    <section aria-labelledby="dashboard-quotes-waiting" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="dashboard-quotes-waiting" className="text-lg font-semibold text-slate-900">
        Quotes waiting
      </h3>
      {waiting.count === 0 || !waiting.soonestExpiresAt ? (
        <p className="mt-2 text-slate-700">No quotes waiting for payment.</p>
      ) : (
        <>
          <p className="mt-2 text-2xl font-semibold text-slate-900">{formatPaise(waiting.totalPaise)}</p>
          <p className="text-sm text-slate-700">
            {plural(waiting.count, 'quote')} · the first expires {adminDateTime(waiting.soonestExpiresAt, timeZone)}
          </p>
          <ul className="mt-3 divide-y divide-slate-200">
            {waiting.quotes.map((quote) => (
              <li key={quote.quoteId} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2 text-sm">
                <div className="min-w-0">
                  <Link to="/admin/quotes" className="font-semibold text-brand-800 underline underline-offset-2">
                    {quote.guestName}
                  </Link>
                  <p className="text-slate-700">
                    {quote.hotelName} · <span className="font-mono">{quote.reference}</span>
                  </p>
                </div>
                <p className="text-right text-slate-700">
                  <span className="font-semibold text-slate-900">{formatPaise(quote.totalPaise)}</span> until{' '}
                  {adminDateTime(quote.expiresAt, timeZone)}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function BalancesDue() {
  const money = useDashboardMoney();
  if (money.error) {
    return (
      <p role="alert" className="text-red-800">
        Could not load the balances: {money.error.message}
      </p>
    );
  }
  if (!money.data) return <Loading />;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <BalanceCard
        id="dashboard-balances-due"
        title={`Balances due (next ${BALANCES_AHEAD_DAYS} days)`}
        group={money.data.dueSoon}
        empty="No balances due."
        tone="plain"
      />
      <BalanceCard
        id="dashboard-balances-overdue"
        title="Overdue balances"
        group={money.data.overdue}
        empty="No overdue balances."
        tone="alert"
      />
      <QuotesWaiting waiting={money.data.quotesWaiting} />
    </div>
  );
}
