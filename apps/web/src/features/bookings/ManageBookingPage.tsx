import { CONFIRMATION_MESSAGES, guestCancellationProblem, type BookingConfirmation } from '@hillnest/domain';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { PageTitle } from '../../components/PageTitle';
import { useToday } from '../../lib/siteConfig';
import { Button } from '../../components/Button';
import { ApiError, errorMessage } from '../../lib/api';
import { useManagedBooking, useRenewExpiredLink } from './api';
import { BookingDetails } from './BookingDetails';
import { GuestCancelButton } from './GuestCancelButton';
import { GuestChangeDatesButton } from './GuestChangeDatesButton';
import { RefundStatusLine } from './RefundSummary';
import { BalanceLine } from './BalanceLine';
import { StayNotes } from './StayNotes';
import { TaxDocumentLinks } from './TaxDocumentLinks';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8">
      <PageTitle title={title} />
      {children}
    </section>
  );
}

/**
 * Under the booking reached by its link: its refund once cancelled, and on the manage page 'Cancel
 * booking' while the guest may still cancel (the server decides again when asked).
 */
function linkActions(booking: BookingConfirmation, token: string, cancellable: boolean, manage: boolean) {
  const balance = booking.status === 'confirmed' || booking.balance?.state === 'paid' ? booking.balance : null;
  const changeable = manage && booking.status === 'confirmed';
  if (!booking.refund && !cancellable && !balance && !changeable) return undefined;
  return (
    <div className="space-y-3">
      {balance && <BalanceLine balance={balance} />}
      {booking.refund && <RefundStatusLine refund={booking.refund} />}
      <div className="flex flex-wrap gap-3">
        {/* Shown only when the owner allows it and the stay has not begun (the server says). */}
        {changeable && <GuestChangeDatesButton token={token} booking={booking} />}
        {cancellable && (
          <GuestCancelButton token={token} stay={{ hotelName: booking.hotel.name, checkIn: booking.checkIn, checkOut: booking.checkOut }} />
        )}
      </div>
    </div>
  );
}

/** Google Maps' directions from wherever the guest is to the property; null when the owner gave no coordinates. */
export function directionsUrl(hotel: BookingConfirmation['hotel']): string | null {
  if (hotel.latitude === null || hotel.longitude === null) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${hotel.latitude},${hotel.longitude}`;
}

/**
 * Right after payment, what a guest does next: the private link, the stay in their calendar and the
 * way there (the owner's phone is in the details).
 */
function ConfirmationActions({ token, hotel }: { token: string; hotel: BookingConfirmation['hotel'] }) {
  const button =
    'inline-flex items-center rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50';
  const directions = directionsUrl(hotel);
  return (
    <nav aria-label="Your booking" className="mb-4 flex flex-wrap gap-3">
      <Link to={`/manage-booking/${token}`} className={button}>
        Manage booking
      </Link>
      <a href={`/api/bookings/manage/${encodeURIComponent(token)}/calendar.ics`} download="booking.ics" className={button}>
        Add to calendar
      </a>
      {directions && (
        <a href={directions} target="_blank" rel="noopener noreferrer" className={button}>
          Get directions
        </a>
      )}
    </nav>
  );
}

/** An expired link: the guest asks for a new one, which goes to the booking's e-mail address only. */
function ExpiredLink({ token }: { token: string }) {
  const renew = useRenewExpiredLink(token);
  return (
    <div className="mt-6 space-y-4">
      <p role="alert" className="text-lg text-slate-700">
        {renew.isSuccess ? renew.data.message : CONFIRMATION_MESSAGES.linkExpired}
      </p>
      {renew.isError && <p className="text-red-700">{errorMessage(renew.error)}</p>}
      {!renew.isSuccess && (
        <Button disabled={renew.isPending} onClick={() => renew.mutate()}>
          {CONFIRMATION_MESSAGES.renewLink}
        </Button>
      )}
    </div>
  );
}

/**
 * The booking a private link names: /booking-confirmed/{token} right after payment, and
 * /manage-booking/{token} from the confirmation e-mail, where the guest can also cancel. No account
 * needed; the link shows (and cancels) this one booking only.
 */
function BookingByLink({ confirmed }: { confirmed: boolean }) {
  const { token = '' } = useParams();
  const booking = useManagedBooking(token);
  const today = useToday();
  const title = confirmed ? CONFIRMATION_MESSAGES.confirmedHeading : CONFIRMATION_MESSAGES.manageHeading;
  if (booking.isPending) return <Loading />;
  if (booking.isError) {
    return (
      <Frame title={title}>
        <h1 className="text-3xl font-bold text-slate-900">{CONFIRMATION_MESSAGES.manageHeading}</h1>
        {booking.error instanceof ApiError && booking.error.status === 410 ? (
          <ExpiredLink token={token} />
        ) : (
          <p role="alert" className="mt-6 text-lg text-slate-700">
            {CONFIRMATION_MESSAGES.linkInvalid}
          </p>
        )}
        <Link to="/" className="mt-4 inline-block text-brand-800 underline underline-offset-4">
          Back to the home page
        </Link>
      </Frame>
    );
  }
  return (
    <Frame title={title}>
      <div className="mb-6 flex items-start gap-3">
        {confirmed && <CircleCheck aria-hidden="true" className="mt-1 size-8 shrink-0 text-green-700" />}
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
          {confirmed && <p className="mt-1 text-slate-700">{CONFIRMATION_MESSAGES.sentTo(booking.data.email)}</p>}
        </div>
      </div>
      {confirmed && <ConfirmationActions token={token} hotel={booking.data.hotel} />}
      <BookingDetails booking={booking.data}>
        {linkActions(booking.data, token, !confirmed && guestCancellationProblem(booking.data, today) === null, !confirmed)}
      </BookingDetails>
      <TaxDocumentLinks documents={booking.data.documents} base={`/api/bookings/manage/${encodeURIComponent(token)}`} />
      {booking.data.status === 'confirmed' && <StayNotes token={token} booking={booking.data} />}
      {confirmed && (
        <p className="mt-4 text-sm text-slate-600">
          Keep the e-mail: its link brings you back to this booking at any time, without an account.
        </p>
      )}
    </Frame>
  );
}

export function BookingConfirmedPage() {
  return <BookingByLink confirmed />;
}

export function ManageBookingPage() {
  return <BookingByLink confirmed={false} />;
}
