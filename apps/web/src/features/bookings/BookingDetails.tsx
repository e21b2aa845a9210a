import { Link } from 'react-router';
import {
  type BookingConfirmation,
  chargeLineLabel,
  formatLongDateSpan,
  formatNights,
  formatPaise,
  formatReadableDate,
  gstSummary,
  guestsInWords,
} from '@hillnest/domain';
import type { ReactNode } from 'react';
import { HotelThumb } from './HotelThumb';

/**
 * A paid booking as the guest is shown it after payment and through the private link: the same
 * facts as the confirmation e-mail. `children` holds the page's actions (cancelling, issue 16).
 */
export function BookingDetails({ booking, children }: { booking: BookingConfirmation; children?: ReactNode }) {
  const rows: [string, ReactNode][] = [
    ['Dates', `${formatLongDateSpan(booking.checkIn, booking.checkOut)} · ${formatNights(booking.nights)}`],
    ['Guests', guestsInWords(booking)],
    // One row per fee and extra, as the booking page, the e-mail and the invoice list them.
    ...booking.charges.map((charge): [string, ReactNode] => [chargeLineLabel(charge), formatPaise(charge.totalPaise)]),
    ['Amount paid', `${formatPaise(booking.totalPaise)}${booking.couponCode ? ` (coupon ${booking.couponCode})` : ''}`],
    ...(booking.gst ? ([['GST', gstSummary(booking.gst, booking.charges)]] as [string, ReactNode][]) : []),
    ['Check-in', `${formatReadableDate(booking.checkIn)}, ${booking.checkInHours}`],
    ['Check-out', `${formatReadableDate(booking.checkOut)}, by ${booking.checkOutBy}`],
    ['Booked by', `${booking.firstName} ${booking.lastName} · ${booking.email}`],
  ];
  return (
    <article aria-label="Booking details" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="grid sm:grid-cols-[16rem_1fr]">
        <HotelThumb
          url={booking.hotel.imageUrl ?? undefined}
          name={booking.hotel.name}
          className="aspect-[3/2] h-full w-full sm:aspect-auto"
        />
        <div className="space-y-4 p-5 sm:p-6">
          <div>
            <p className="text-sm text-slate-600">Booking reference</p>
            <p data-testid="booking-reference" className="font-mono text-2xl font-bold tracking-wider text-slate-900">
              {booking.reference}
            </p>
          </div>
          <div>
            <h2 className="text-xl font-semibold text-slate-900">
              <Link to={`/detail/${booking.hotel._id}`} className="hover:underline">
                {booking.hotel.name}
              </Link>
            </h2>
            <p className="text-sm text-slate-700">
              {booking.hotel.city}, {booking.hotel.country}
            </p>
          </div>
          {booking.status === 'refund_required' && (
            <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              These dates were booked by someone else while your payment was processing. Your payment will be refunded in full.
            </p>
          )}
          {booking.status === 'cancelled' && (
            <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
              This booking has been cancelled.
            </p>
          )}
          <dl className="grid gap-2 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="grid grid-cols-[8rem_1fr] gap-2">
                <dt className="text-slate-600">{label}</dt>
                <dd className="font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="grid gap-5 border-t border-slate-200 p-5 sm:grid-cols-2 sm:p-6">
        <section>
          <h3 className="font-semibold text-slate-900">Cancellation policy</h3>
          {booking.cancellationPolicy.map((line) => (
            <p key={line} className="mt-1 text-sm text-slate-700">
              {line}
            </p>
          ))}
          <Link to="/refund-policy" className="mt-1 inline-block text-sm text-brand-800 underline underline-offset-4">
            Refund and cancellation policy
          </Link>
        </section>
        <section>
          <h3 className="font-semibold text-slate-900">Contact the owner</h3>
          <p className="mt-1 text-sm text-slate-700">
            <a href={`mailto:${booking.owner.email}`} className="text-brand-800 underline underline-offset-4">
              {booking.owner.email}
            </a>
          </p>
          {booking.owner.phone && (
            <p className="mt-1 text-sm text-slate-700">
              <a href={`tel:${booking.owner.phone.replace(/[^\d+]/g, '')}`} className="text-brand-800 underline underline-offset-4">
                {booking.owner.phone}
              </a>
            </p>
          )}
        </section>
      </div>
      {children && <div className="border-t border-slate-200 p-5 sm:p-6">{children}</div>}
    </article>
  );
}
