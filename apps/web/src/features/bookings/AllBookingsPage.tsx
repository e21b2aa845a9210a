import {
  ADMIN_BOOKING_SORT_LABELS,
  ADMIN_BOOKING_SORTS,
  ADMIN_BOOKING_STATUS_LABELS,
  ADMIN_BOOKING_STATUSES,
  type AdminBooking,
  adminBookingsQueryString,
  formatDayMonthYear,
  formatNights,
  formatPaise,
  guestsInWords,
  pageFromParam,
  plural,
} from '@hillnest/domain';
import { Download } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminPageHeader, ButtonLink } from '../../components/AdminPageHeader';
import { DateTextField } from '../../components/DateTextField';
import { Loading } from '../../components/Loading';
import { Pagination } from '../../components/Pagination';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api';
import { useDebounced } from '../../lib/useDebounced';
import { useSiteConfig } from '../../lib/siteConfig';
import { BookingConflictNote, useBookingConflicts } from '../channels/CalendarConflicts';
import { useCalendarConflicts } from '../channels/api';
import { adminDateTime } from '../../lib/adminTime';
import { StatusBadge, StayBadge } from './adminFormat';
import { useAdminBookings } from './api';
import { BookingAdminActions } from './BookingAdminActions';
import { CallLink } from './CallLink';

const FILTER_KEYS = ['search', 'hotelId', 'status', 'from', 'to', 'sort'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * /view-all-bookings (administrator): every booking, searchable by guest name, e-mail, phone or
 * booking reference, filtered by property, status and stay dates, sorted, 20 a page, with a CSV
 * export of exactly the filtered list. The filter lives in the address, so a reload or a shared link
 * shows the same list. Each booking links to its own page; a Call link when there is a phone number.
 */
export function AllBookingsPage() {
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Record<FilterKey, string>;
  const page = pageFromParam(params.get('page'));
  const [searchText, setSearchText] = useState(filter.search);
  const settledSearch = useDebounced(searchText.trim());

  /** A new filter value starts at the first page. */
  const change = (key: FilterKey, value: string) => {
    const next = { ...filter, [key]: value };
    setParams(adminBookingsQueryString(next), { replace: true });
  };
  useEffect(() => {
    if (settledSearch !== filter.search) change('search', settledSearch);
    // Only the typed search drives this; the other filters change through `change` directly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledSearch]);

  const queryString = adminBookingsQueryString({ ...filter, page });
  const listQuery = adminBookingsQueryString(filter);
  const bookings = useAdminBookings(queryString);
  const refunds = useAdminBookings(adminBookingsQueryString({ status: 'refund-needed' })).data?.pagination.total ?? 0;
  const doubleBooked = new Set((useCalendarConflicts().data ?? []).map((c) => c.bookingId)).size;
  const conflictsOf = useBookingConflicts();
  const timeZone = useSiteConfig().data?.propertyTimezone;
  const data = bookings.data;
  const filtered = FILTER_KEYS.some((key) => key !== 'sort' && filter[key]);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <AdminPageHeader
        title="All Bookings"
        actions={
          <>
            <ButtonLink to="/admin/bookings/new">New booking</ButtonLink>
            <a
              href={`/api/admin/bookings/export.csv${listQuery ? `?${listQuery}` : ''}`}
              download
              className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              <Download aria-hidden="true" className="size-4" />
              Export CSV
            </a>
          </>
        }
      />
      {refunds > 0 && (
        <p role="status" className="mb-4 rounded-md bg-amber-100 px-4 py-3 text-amber-950">
          {refunds === 1 ? '1 paid booking needs a refund' : `${refunds} paid bookings need a refund`}.{' '}
          <Link to="?status=refund-needed" className="font-semibold underline underline-offset-2">
            Show {refunds === 1 ? 'it' : 'them'}
          </Link>
        </p>
      )}
      {doubleBooked > 0 && (
        <p role="status" className="mb-4 rounded-md bg-red-100 px-4 py-3 text-red-900">
          {doubleBooked === 1 ? '1 booking shares nights' : `${doubleBooked} bookings share nights`} with a stay another platform sold (see
          Double booking below).
        </p>
      )}

      <form
        role="search"
        aria-label="Filter bookings"
        onSubmit={(e) => e.preventDefault()}
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6"
      >
        <TextField
          label="Search bookings"
          className="sm:col-span-2"
          type="search"
          value={searchText}
          onChange={(e) => setSearchText(e.currentTarget.value)}
          placeholder="Guest name, e-mail, phone or booking reference"
        />
        <SelectField
          label="Property"
          placeholder="All properties"
          options={data?.properties.map((p) => ({ value: p._id, label: p.name })) ?? []}
          value={filter.hotelId}
          onChange={(e) => change('hotelId', e.currentTarget.value)}
        />
        <SelectField
          label="Status"
          placeholder="Any status"
          options={ADMIN_BOOKING_STATUSES.map((status) => ({ value: status, label: ADMIN_BOOKING_STATUS_LABELS[status] }))}
          value={filter.status}
          onChange={(e) => change('status', e.currentTarget.value)}
        />
        <DateTextField label="Staying from" value={filter.from} onChange={(value) => change('from', value)} />
        <DateTextField label="Staying until" value={filter.to} onChange={(value) => change('to', value)} />
        <SelectField
          label="Sort by"
          className="sm:col-span-2"
          options={ADMIN_BOOKING_SORTS.map((sort) => ({ value: sort, label: ADMIN_BOOKING_SORT_LABELS[sort] }))}
          value={filter.sort || 'booked-desc'}
          onChange={(e) => change('sort', e.currentTarget.value)}
        />
        {filtered && (
          <div className="flex items-end">
            <button
              type="button"
              onClick={() => {
                setSearchText('');
                setParams(adminBookingsQueryString({ sort: filter.sort }), { replace: true });
              }}
              className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
            >
              Clear filters
            </button>
          </div>
        )}
      </form>

      {bookings.isPending ? (
        <Loading />
      ) : bookings.isError ? (
        <p role="alert" className="mt-8 text-lg text-slate-700">
          {bookings.error instanceof ApiError && bookings.error.status === 400 ? bookings.error.message : 'No bookings found'}
        </p>
      ) : data!.data.length === 0 ? (
        <p className="mt-8 text-lg text-slate-700">No bookings found</p>
      ) : (
        <>
          <p aria-live="polite" className="mt-6 text-sm text-slate-700">
            {plural(data!.pagination.total, 'booking')}
            {filtered ? ' match' : ''}
          </p>
          <ul className="mt-3 space-y-4">
            {data!.data.map((booking) => (
              <li key={booking._id}>
                <BookingRow booking={booking} timeZone={timeZone}>
                  <BookingConflictNote conflicts={conflictsOf(booking._id)} />
                </BookingRow>
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <Pagination
              label="Bookings pages"
              page={data!.pagination.page}
              pages={data!.pagination.pages}
              onPageChange={(next) => setParams(adminBookingsQueryString({ ...filter, page: next }))}
            />
          </div>
        </>
      )}
    </section>
  );
}

/** One booking in the list: who, where, when, how much, its status; the guest's name opens its page. */
function BookingRow({ booking, timeZone, children }: { booking: AdminBooking; timeZone: string | undefined; children?: ReactNode }) {
  const name = `${booking.firstName} ${booking.lastName}`;
  return (
    <article aria-label={`Booking of ${name}`} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            <Link to={`/admin/bookings/${booking._id}`} className="underline-offset-4 hover:underline">
              {name}
            </Link>{' '}
            {booking.userId === 'guest' && <span className="text-sm font-normal text-slate-600">(guest)</span>}
          </h2>
          <p className="text-sm text-slate-700">
            {booking.hotel.name} · {formatDayMonthYear(booking.checkIn)} – {formatDayMonthYear(booking.checkOut)} ·{' '}
            {formatNights(booking.nights)} · {guestsInWords(booking)}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span className="font-semibold text-slate-900">{formatPaise(booking.totalPaise)}</span>
          <StatusBadge status={booking.adminStatus} />
          {booking.status === 'confirmed' && booking.balance?.state === 'overdue' && (
            <span className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-900">Balance overdue</span>
          )}
          <StayBadge status={booking.stayStatus} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <div className="text-slate-700">
          <p>
            <a href={`mailto:${booking.email}`} className="underline underline-offset-2">
              {booking.email}
            </a>
            {booking.phoneNumber && <> · {booking.phoneNumber}</>}
          </p>
          <p className="text-slate-600">
            {booking.reference && <>Ref {booking.reference} · </>}Booked {adminDateTime(booking.createdAt, timeZone)} · Payment{' '}
            <span className="font-mono">{booking.razorpay_payment_id || '—'}</span>
            {booking.couponCode && <> · Coupon {booking.couponCode}</>}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <BookingAdminActions booking={booking} />
          <CallLink phoneNumber={booking.phoneNumber} name={name} />
        </div>
      </div>
      {children}
    </article>
  );
}
