import { Loading } from '../../components/Loading';
import { useUserBookings } from './api';
import { BookingCard } from './BookingCard';
import { PageTitle } from '../../components/PageTitle';

/** /my-bookings: the signed-in user's bookings, newest first (SPEC §2). */
export function MyBookingsPage() {
  const bookings = useUserBookings();
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8">
      <PageTitle title="My Bookings" />
      <h1 className="text-3xl font-bold text-slate-900">My Bookings</h1>
      {bookings.isPending ? (
        <Loading />
      ) : bookings.isError || bookings.data.length === 0 ? (
        <p className="mt-8 text-lg text-slate-700">No bookings found</p>
      ) : (
        <ul className="mt-6 space-y-5">
          {bookings.data.map((booking) => (
            <li key={booking._id}>
              <BookingCard booking={booking}>
                {booking.status === 'refund_required' && (
                  <p className="text-sm text-amber-900">
                    These dates were booked by someone else while your payment was processing. Your payment will be refunded
                    in full.
                  </p>
                )}
              </BookingCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
