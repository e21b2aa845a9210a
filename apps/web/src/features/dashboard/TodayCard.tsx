import { Link, Navigate } from 'react-router';
import type { ReactNode } from 'react';
import { useAdminToday } from './api';

function Figure({ label, value, to }: { label: string; value: number; to?: string }) {
  const body = (
    <>
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900">{value}</dd>
    </>
  );
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      {to ? (
        <Link to={to} className="block hover:underline">
          {body}
        </Link>
      ) : (
        body
      )}
    </div>
  );
}

function Warning({ children }: { children: ReactNode }) {
  return <li className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">{children}</li>;
}

/**
 * The dashboard's first card (docs/product/admin.md): today's arrivals and departures, e-mails still
 * waiting, refunds owed, and what setup and going live still need, each with where to deal with it.
 * A site whose setup was never opened goes to it first (the first sign-in lands here).
 */
export function TodayCard() {
  const { data } = useAdminToday();
  if (!data) return null;
  if (data.setup === 'new') return <Navigate to="/setup" replace />;
  return (
    <section aria-labelledby="today-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="today-heading" className="text-xl font-semibold text-slate-900">
          Today
        </h2>
        <p className="text-sm font-medium text-slate-700">{data.mode === 'live' ? 'Live: payments are real' : 'Test mode'}</p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Arrivals" value={data.arrivals} to="/view-all-bookings" />
        <Figure label="Departures" value={data.departures} to="/view-all-bookings" />
        <Figure label="Messages waiting" value={data.messagesWaiting} to="/sent-emails" />
        <Figure label="Refunds owed" value={data.refundsOwed} to="/view-all-bookings?status=refund-needed" />
      </dl>
      {(data.setup !== 'finished' || data.failing.length > 0) && (
        <ul aria-label="Setup warnings" className="mt-4 space-y-2">
          {data.setup !== 'finished' && (
            <Warning>
              The setup is not finished.{' '}
              <Link to="/setup" className="font-semibold underline underline-offset-2">
                Resume setup
              </Link>
            </Warning>
          )}
          {data.failing.length > 0 && (
            <Warning>
              {data.mode === 'live' ? 'The site is live, but these checks fail: ' : 'Before going live: '}
              {data.failing.map((item, index) => (
                <span key={item.id}>
                  {index > 0 && ', '}
                  <Link to={item.fixPath} className="underline underline-offset-2">
                    {item.label.toLowerCase()}
                  </Link>
                </span>
              ))}
              .{' '}
              <Link to="/settings/go-live" className="font-semibold underline underline-offset-2">
                Go-live checklist
              </Link>
            </Warning>
          )}
        </ul>
      )}
    </section>
  );
}
