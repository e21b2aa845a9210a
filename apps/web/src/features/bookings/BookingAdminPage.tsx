import {
  type AdminBookingDetail,
  BOOKING_SOURCE_LABELS,
  chargeLineLabel,
  CONFIRMATION_MESSAGES,
  type DeskRecord,
  formatDayMonthYear,
  formatPaise,
  guestsInWords,
  OFFLINE_PAYMENT_LABELS,
  OUTBOX_STATUS_LABELS,
} from '@hillnest/domain';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { Loading } from '../../components/Loading';
import { Button } from '../../components/Button';
import { notify } from '../../components/notify';
import { ApiError, errorMessage } from '../../lib/api';
import { BookingConflictNote, useBookingConflicts } from '../channels/CalendarConflicts';
import { adminDateTime } from '../../lib/adminTime';
import { StatusBadge, StayBadge } from './adminFormat';
import { DeskStaySection } from './DeskStaySection';
import { useAdminBooking, useRenewManageLink } from './api';
import { BookingAdminActions } from './BookingAdminActions';
import { BalanceAdminSection } from './BalanceAdminSection';
import { BookingMoneySection } from './BookingMoneySection';
import { ChangeDatesButton } from './ChangeDatesButton';
import { CallLink } from './CallLink';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `booking-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="font-medium break-all text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How the booking arrived, how it was paid at the desk, and a price the owner set instead of the rates'. */
function deskRows(desk: DeskRecord): [string, ReactNode][] {
  return [
    ['Arrived by', BOOKING_SOURCE_LABELS[desk.source]],
    ...(desk.offlinePayment
      ? ([
          [
            'Paid to you by',
            `${OFFLINE_PAYMENT_LABELS[desk.offlinePayment.method]}${desk.offlinePayment.reference ? ` (${desk.offlinePayment.reference})` : ''}`,
          ],
        ] as [string, ReactNode][])
      : []),
    ...(desk.priceOverride
      ? ([
          ['Price from the rates', formatPaise(desk.priceOverride.ratePaise)],
          ['Why another price', desk.priceOverride.reason],
        ] as [string, ReactNode][])
      : []),
  ];
}

/** /admin/bookings/{bookingId}: everything about one booking, and what the owner can do about it. */
export function BookingAdminPage() {
  const { bookingId = '' } = useParams();
  const query = useAdminBooking(bookingId);
  const conflictsOf = useBookingConflicts();
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <section className="mx-auto w-full max-w-4xl px-4 py-8">
        <AdminPageHeader title="Booking" />
        <p role="alert" className="text-lg text-slate-700">
          {query.error instanceof ApiError && query.error.status === 404 ? 'This booking does not exist.' : 'Error fetching bookings'}
        </p>
        <Link to="/view-all-bookings" className="mt-4 inline-block font-semibold text-brand-800 underline underline-offset-4">
          All Bookings
        </Link>
      </section>
    );
  }
  return <BookingDetail detail={query.data} conflicts={<BookingConflictNote conflicts={conflictsOf(query.data.booking._id)} />} />;
}

/** Revokes the guest's manage link (lost, forwarded or expired) and mails them a new one. */
function RenewLinkButton({ bookingId }: { bookingId: string }) {
  const renew = useRenewManageLink();
  return (
    <Button
      variant="secondary"
      disabled={renew.isPending}
      onClick={() =>
        renew.mutate(bookingId, {
          onSuccess: ({ reference }) => notify.success(CONFIRMATION_MESSAGES.ownerLinkRenewed(reference)),
          onError: (error) => notify.error(errorMessage(error)),
        })
      }
    >
      {CONFIRMATION_MESSAGES.ownerRenewLink}
    </Button>
  );
}

function BookingDetail({ detail, conflicts }: { detail: AdminBookingDetail; conflicts: ReactNode }) {
  const { booking, payment, coupon, emails, timeZone } = detail;
  const name = `${booking.firstName} ${booking.lastName}`;
  return (
    <section className="mx-auto w-full max-w-4xl space-y-5 px-4 py-8">
      <AdminPageHeader
        title={`Booking of ${name}`}
        actions={
          <Link to="/view-all-bookings" className="font-semibold text-brand-800 underline underline-offset-4">
            All Bookings
          </Link>
        }
      />
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={booking.adminStatus} />
        <StayBadge status={booking.stayStatus} />
        {booking.reference && <span className="font-mono text-slate-800">Ref {booking.reference}</span>}
        <span className="text-sm text-slate-600">Times in {timeZone}</span>
      </div>
      {conflicts}
      <Section title="Actions">
        <div className="flex flex-wrap gap-2">
          <BookingAdminActions booking={booking} />
          <ChangeDatesButton booking={booking} />
          {booking.reference && <RenewLinkButton bookingId={booking._id} />}
          <CallLink phoneNumber={booking.phoneNumber} name={name} />
          <a
            href={`mailto:${booking.email}`}
            className="inline-flex items-center rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            E-mail {booking.firstName}
          </a>
        </div>
      </Section>
      <Section title="At the desk">
        <DeskStaySection detail={detail} />
      </Section>
      <Section title="Guest">
        <Facts
          rows={[
            ['Name', name],
            ['E-mail', booking.email],
            ['Phone', booking.phoneNumber ?? '—'],
            ['Account', booking.userId === 'guest' ? 'Booked as a guest' : 'Signed-in user'],
          ]}
        />
      </Section>
      <Section title="Stay">
        <Facts
          rows={[
            [
              'Property',
              <Link key="p" to={`/detail/${booking.hotelId}`} className="underline underline-offset-2">
                {booking.hotel.name}
              </Link>,
            ],
            ['Check-in', formatDayMonthYear(booking.checkIn)],
            ['Check-out', formatDayMonthYear(booking.checkOut)],
            ['Nights', String(booking.nights)],
            ['Guests', guestsInWords(booking)],
          ]}
        />
      </Section>
      <Section title="Payment">
        <Facts
          rows={[
            ['Total', formatPaise(booking.totalPaise)],
            // One row per fee and extra, as recorded when the stay was held.
            ...booking.charges.map((charge): [string, ReactNode] => [chargeLineLabel(charge), formatPaise(charge.totalPaise)]),
            ...deskRows(detail.desk),
            ['Provider', payment.provider],
            ['Payment id', payment.paymentId ?? '—'],
            ['Order id', payment.orderId],
            ['Booked', adminDateTime(booking.createdAt, timeZone)],
            ['Paid', booking.confirmedAt ? adminDateTime(booking.confirmedAt, timeZone) : '—'],
          ]}
        />
      </Section>
      {booking.balance && (
        <Section title="Deposit and balance">
          <BalanceAdminSection booking={booking} balance={booking.balance} />
        </Section>
      )}
      <Section title="Coupon">
        {coupon ? (
          <Facts
            rows={[
              ['Code', coupon.couponCode],
              [
                'Discount',
                coupon.stillExists
                  ? coupon.couponType === 'Percentage'
                    ? `${coupon.amount}% off`
                    : `${formatPaise((coupon.amount ?? 0) * 100)} off`
                  : 'The coupon has been deleted since',
              ],
            ]}
          />
        ) : (
          <p className="text-sm text-slate-700">No coupon was used.</p>
        )}
      </Section>
      <Section title="Payments and refunds">
        <BookingMoneySection booking={booking} money={detail.money} timeZone={timeZone} />
      </Section>
      <Section title="E-mails sent">
        {emails.length === 0 ? (
          <p className="text-sm text-slate-700">No e-mails recorded for this booking.</p>
        ) : (
          <ul className="divide-y divide-slate-200 text-sm">
            {emails.map((email) => (
              <li key={email._id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium text-slate-900">{email.subject}</span>
                <span className="text-slate-700">
                  to {email.recipient} · {OUTBOX_STATUS_LABELS[email.status]} · {adminDateTime(email.sentAt ?? email.createdAt, timeZone)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </section>
  );
}
