import { BalanceLine } from './BalanceLine';
import { type Booking, formatLongDateSpan, formatPaise, guestsInWords, nightsBetween } from '@hillnest/domain';
import type { ReactNode } from 'react';
import { HotelThumb } from './HotelThumb';

const BADGE_COLOURS: Record<string, string> = {
  Upcoming: 'bg-green-100 text-green-900',
  Cancelled: 'bg-slate-200 text-slate-900',
  Refunded: 'bg-sky-100 text-sky-900',
  Past: 'bg-slate-100 text-slate-800',
};

/**
 * One booking: property picture and name, its reference, dates, nights, guests, total and payment id;
 * `statusLabel` shows the booking's state as a badge (Upcoming, Past, Cancelled, Refunded, …).
 */
export function BookingCard({ booking, statusLabel, children }: { booking: Booking; statusLabel?: string; children?: ReactNode }) {
  const nights = nightsBetween(booking.checkIn, booking.checkOut);
  return (
    <article className="grid overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm sm:grid-cols-[14rem_1fr]">
      <HotelThumb url={booking.hotel.imageUrls[0]} name={booking.hotel.name} className="aspect-[3/2] h-full w-full sm:aspect-auto" />
      <div className="space-y-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="text-xl font-semibold text-slate-900">{booking.hotel.name}</h2>
            <p className="text-sm text-slate-700">
              {booking.hotel.city}, {booking.hotel.country}
            </p>
          </div>
          {statusLabel ? (
            <p
              data-testid="booking-status"
              className={`rounded-full px-3 py-1 text-sm font-semibold ${BADGE_COLOURS[statusLabel] ?? 'bg-amber-100 text-amber-900'}`}
            >
              {statusLabel}
            </p>
          ) : (
            booking.status === 'refund_required' && (
              <p className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">Paid — needs refund</p>
            )
          )}
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div className="sm:col-span-2">
            <dt className="inline text-slate-600">Booking reference: </dt>
            <dd className="inline font-mono font-semibold tracking-wide text-slate-900">{booking.reference}</dd>
          </div>
          <div>
            <dt className="inline text-slate-600">Dates: </dt>
            <dd className="inline font-medium text-slate-900">{formatLongDateSpan(booking.checkIn, booking.checkOut)}</dd>
          </div>
          <div>
            <dt className="inline text-slate-600">Nights: </dt>
            <dd className="inline font-medium text-slate-900">{nights}</dd>
          </div>
          <div>
            <dt className="inline text-slate-600">Guests: </dt>
            <dd className="inline font-medium text-slate-900">{guestsInWords(booking)}</dd>
          </div>
          <div>
            <dt className="inline text-slate-600">Total: </dt>
            <dd className="inline font-medium text-slate-900">{formatPaise(booking.totalPaise)}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="inline text-slate-600">Payment ID: </dt>
            <dd className="inline font-mono text-slate-900">{booking.razorpay_payment_id}</dd>
          </div>
        </dl>
        {booking.balance && (booking.status === 'confirmed' || booking.balance.state === 'paid') && (
          <BalanceLine balance={booking.balance} />
        )}
        {children}
      </div>
    </article>
  );
}
