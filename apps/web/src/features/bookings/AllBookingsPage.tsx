import { Link } from 'react-router';
import { Loading } from '../../components/Loading';
import { useSiteConfig } from '../../lib/siteConfig';
import { useAllBookings } from './api';
import { BookingCard } from './BookingCard';
import { CallLink } from './CallLink';
import { PageTitle } from '../../components/PageTitle';
import { BookingConflictNote, useBookingConflicts } from '../channels/CalendarConflicts';


/** /view-all-bookings (administrator): every booking newest first, with contact details and a Call link. */
export function AllBookingsPage() {
  const bookings = useAllBookings();
  // Booking times in the property's timezone, like every other date on the site.
  const timeZone = useSiteConfig().data?.propertyTimezone;
  const bookedAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const refunds = bookings.data?.filter((b) => b.status === 'refund_required').length ?? 0;
  const conflictsOf = useBookingConflicts();
  const doubleBooked = bookings.data?.filter((b) => conflictsOf(b._id).length > 0).length ?? 0;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8">
      <PageTitle title="All Bookings" />
      <Link to="/admin" className="text-sm text-brand-800 underline underline-offset-4">
        Back to Admin
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">All Bookings</h1>
      {refunds > 0 && (
        <p role="status" className="mt-4 rounded-md bg-amber-100 px-4 py-3 text-amber-950">
          {refunds === 1 ? '1 paid booking needs a refund' : `${refunds} paid bookings need a refund`}: the guest paid after the
          hold lapsed and the nights had been booked meanwhile.
        </p>
      )}
      {doubleBooked > 0 && (
        <p role="status" className="mt-4 rounded-md bg-red-100 px-4 py-3 text-red-900">
          {doubleBooked === 1 ? '1 booking shares nights' : `${doubleBooked} bookings share nights`} with a stay another platform sold (see
          Double booking below).
        </p>
      )}
      {bookings.isPending ? (
        <Loading />
      ) : bookings.isError || bookings.data.length === 0 ? (
        <p className="mt-8 text-lg text-slate-700">No bookings found</p>
      ) : (
        <ul className="mt-6 space-y-5">
          {bookings.data.map((booking) => {
            const name = `${booking.firstName} ${booking.lastName}`;
            return (
              <li key={booking._id}>
                <BookingCard booking={booking}>
                  <BookingConflictNote conflicts={conflictsOf(booking._id)} />
                  <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3 text-sm">
                    <div>
                      <p className="font-semibold text-slate-900">
                        {name} {booking.userId === 'guest' && <span className="font-normal text-slate-600">(guest)</span>}
                      </p>
                      <p className="text-slate-700">
                        <a href={`mailto:${booking.email}`} className="underline underline-offset-2">
                          {booking.email}
                        </a>
                        {booking.phoneNumber && <> · {booking.phoneNumber}</>}
                      </p>
                      <p className="text-slate-600">
                        Booked {bookedAt.format(new Date(booking.createdAt))} · Order {booking.razorpay_order_id}
                        {booking.couponCode && <> · Coupon {booking.couponCode}</>}
                      </p>
                    </div>
                    <CallLink phoneNumber={booking.phoneNumber} name={name} />
                  </div>
                </BookingCard>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
