import { BOOKING_DISPLAY_LABELS, bookingDisplayStatus, guestCancellationProblem, type Booking } from '@hillnest/domain';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { notify } from '../../components/notify';
import { errorMessage } from '../../lib/api';
import { Loading } from '../../components/Loading';
import { useToday } from '../../lib/siteConfig';
import { useCurrentUser, useResendVerification } from '../auth/api';
import { useReviewLink, useUserBookings } from './api';
import { BookingCard } from './BookingCard';
import { GuestCancelButton } from './GuestCancelButton';
import { RefundStatusLine } from './RefundSummary';
import { TaxDocumentLinks } from './TaxDocumentLinks';
import { PageTitle } from '../../components/PageTitle';

/** Upcoming stays first, soonest first; then the others as the server lists them (newest first). */
function upcomingFirst<B extends Booking>(bookings: B[], today: string): B[] {
  const upcoming = bookings.filter((b) => bookingDisplayStatus(b, today) === 'upcoming').sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  return [...upcoming, ...bookings.filter((b) => !upcoming.includes(b))];
}

/** 'Review your stay' on an ended stay: the server answers the booking's own review page, which says whether it may still be reviewed. */
function ReviewStayButton({ bookingId }: { bookingId: string }) {
  const navigate = useNavigate();
  const link = useReviewLink(bookingId);
  return (
    <Button
      variant="secondary"
      disabled={link.isPending}
      onClick={() =>
        link.mutate(undefined, { onSuccess: ({ path }) => void navigate(path), onError: (error) => notify.error(errorMessage(error)) })
      }
    >
      Review your stay
    </Button>
  );
}

/** /my-bookings: the signed-in user's bookings, upcoming first, each with its status; cancellable ones can be cancelled, ended ones reviewed. */
export function MyBookingsPage() {
  const bookings = useUserBookings();
  const today = useToday();
  const user = useCurrentUser();
  const resend = useResendVerification();
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8">
      <PageTitle title="My Bookings" />
      <h1 className="text-3xl font-bold text-slate-900">My Bookings</h1>
      {user.data && !user.data.emailVerified && (
        <div
          role="note"
          className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p>Verify {user.data.email} to see here the bookings you made as a guest with it: we sent you a link when you registered.</p>
          <Button type="button" onClick={() => resend.mutate()} disabled={resend.isPending || resend.isSuccess}>
            {resend.isSuccess ? 'Link sent' : 'Send the link again'}
          </Button>
        </div>
      )}
      {bookings.isPending ? (
        <Loading />
      ) : bookings.isError || bookings.data.length === 0 ? (
        <p className="mt-8 text-lg text-slate-700">No bookings found</p>
      ) : (
        <ul className="mt-6 space-y-5">
          {upcomingFirst(bookings.data, today).map((booking) => (
            <li key={booking._id}>
              <BookingCard booking={booking} statusLabel={BOOKING_DISPLAY_LABELS[bookingDisplayStatus(booking, today)]}>
                {booking.status === 'refund_required' && (
                  <p className="text-sm text-amber-900">
                    These dates were booked by someone else while your payment was processing. Your payment will be refunded in full.
                  </p>
                )}
                {booking.refund && <RefundStatusLine refund={booking.refund} />}
                <TaxDocumentLinks documents={booking.documents} base={`/api/bookings/${booking._id}`} />
                {booking.status === 'confirmed' && bookingDisplayStatus(booking, today) === 'past' && (
                  <div className="border-t border-slate-200 pt-3">
                    <ReviewStayButton bookingId={booking._id} />
                  </div>
                )}
                {guestCancellationProblem(booking, today) === null && (
                  <div className="border-t border-slate-200 pt-3">
                    <GuestCancelButton
                      bookingId={booking._id}
                      stay={{ hotelName: booking.hotel.name, checkIn: booking.checkIn, checkOut: booking.checkOut }}
                    />
                  </div>
                )}
              </BookingCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
