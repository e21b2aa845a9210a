import { Link } from 'react-router';
import { type Booking, formatNights, formatPaise, guestsInWords, nightsBetween } from '@hillnest/domain';
import { useEffect } from 'react';
import { useSiteConfig } from '../../lib/siteConfig';
import { useArrivals } from './api';
import { CallLink } from './CallLink';
import { MarkArrivedButton } from './DeskStaySection';

/** What an arriving guest still owes: the balance of a booking paid by deposit, unless it is paid. */
function BalanceToCollect({ balance }: { balance: Booking['balance'] }) {
  if (!balance) return null;
  if (balance.state === 'paid') return <p className="text-slate-600">Balance paid</p>;
  return <p className="font-semibold text-red-800">Balance due: {formatPaise(balance.amountPaise)}</p>;
}

/**
 * The admin area's Arriving Today card (docs/product/booking-and-payment.md): bookings whose check-in is today in the property's
 * timezone, with the payment id, the balance still to collect (issue 36) and a Call link. A failure is only logged (docs/product/rules.md).
 */
export function ArrivingTodayCard({ className = '' }: { className?: string }) {
  const today = useSiteConfig().data?.today;
  const arrivals = useArrivals(today);
  useEffect(() => {
    if (arrivals.error) console.error(arrivals.error);
  }, [arrivals.error]);
  const list = arrivals.data ?? [];

  return (
    <section aria-labelledby="arriving-today" className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="arriving-today" className="text-xl font-semibold text-slate-900">
          Arriving Today
        </h2>
        <Link to="/view-all-bookings" className="text-sm font-semibold text-brand-800 underline underline-offset-4">
          View All Bookings
        </Link>
      </div>
      {arrivals.isLoading ? (
        <p className="mt-4 text-slate-700">Loading...</p>
      ) : list.length === 0 ? (
        <p className="mt-4 text-slate-700">No Guests Today</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {list.map((booking) => {
            const name = `${booking.firstName} ${booking.lastName}`;
            return (
              <li key={booking._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="text-sm">
                  <p className="font-semibold text-slate-900">
                    {name} · {booking.hotel.name}
                  </p>
                  <p className="text-slate-700">
                    {guestsInWords(booking)} · {formatNights(nightsBetween(booking.checkIn, booking.checkOut))}
                  </p>
                  <p className="text-slate-600">
                    Reference: <span className="font-mono font-semibold">{booking.reference}</span> · Payment ID:{' '}
                    <span className="font-mono">{booking.razorpay_payment_id}</span>
                  </p>
                  <BalanceToCollect balance={booking.balance} />
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <MarkArrivedButton booking={booking} />
                  <CallLink phoneNumber={booking.phoneNumber} name={name} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
