/** The administrator's bookings list, its CSV export and a booking's own page (issue 20). */
import { propertyToday, type Deps } from '../../deps';
import { propertyZone } from '../settings/store';
import {
  ADMIN_BOOKINGS_CSV_COLUMNS,
  ADMIN_BOOKINGS_PAGE_SIZE,
  csvDocument,
  adminBookingCsvRow,
  adminBookingStatus,
  type AdminBookingsQuery,
  nightsBetween,
  type AdminBooking,
  type AdminBookingDetail,
  type AdminBookingsPage,
  type BookingHotelSummary,
  todayIn,
} from '@hillnest/domain';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/validate';
import {
  bookingEmails,
  historyOfBooking,
  countBookings,
  filterableProperties,
  findCoupon,
  findListedBooking,
  listBookings,
  listCondition,
  refundsOfBooking,
  type AdminBookingRow,
  type AdminRefundRow,
} from './queries';
import { toBooking } from '../bookings/serialize';
import { bookingMoneyOf } from './money';

/** The export is one file; past this many rows the owner narrows the filter (the answer says so in a header). */
export const CSV_ROW_LIMIT = 50_000;

export const BOOKING_NOT_FOUND = 'Booking not found';

function toAdminBooking(row: AdminBookingRow, hotel: BookingHotelSummary, refund: AdminRefundRow | null, today: string): AdminBooking {
  return {
    ...toBooking(row, hotel, refund, today),
    status: row.status,
    adminStatus: adminBookingStatus(row, today),
    nights: nightsBetween(row.checkIn, row.checkOut),
  };
}

/** GET /api/admin/bookings: one page of the filtered, sorted list. */
export async function listAdminBookings(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  query: AdminBookingsQuery,
): Promise<AdminBookingsPage> {
  const day = await propertyToday(deps);
  const where = listCondition(query, day);
  const [rows, total, properties] = await Promise.all([
    listBookings(deps.db, where, query.sort, { limit: ADMIN_BOOKINGS_PAGE_SIZE, offset: (query.page - 1) * ADMIN_BOOKINGS_PAGE_SIZE }),
    countBookings(deps.db, where),
    filterableProperties(deps.db),
  ]);
  return {
    data: rows.map(({ booking, hotel, refund }) => toAdminBooking(booking, hotel, refund, day)),
    pagination: { total, page: query.page, pages: Math.ceil(total / ADMIN_BOOKINGS_PAGE_SIZE) },
    properties,
    today: day,
  };
}

/** 'YYYY-MM-DD HH:mm' of an instant in the property's timezone (how the CSV writes booking times). */
function localDateTime(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/**
 * GET /api/admin/bookings/export.csv: every booking the same filter lists (all pages, in the same
 * order) as CSV: UTF-8 with a byte-order mark, dates YYYY-MM-DD, amounts in rupees.
 */
export async function exportAdminBookings(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  { page: _page, ...query }: AdminBookingsQuery,
): Promise<{ csv: string; truncated: boolean }> {
  const zone = await propertyZone(deps);
  const day = todayIn(zone, deps.now());
  const rows = await listBookings(deps.db, listCondition({ ...query, page: 1 }, day), query.sort, { limit: CSV_ROW_LIMIT + 1, offset: 0 });
  const lines = rows
    .slice(0, CSV_ROW_LIMIT)
    .map(({ booking, hotel, refund }) =>
      adminBookingCsvRow(toAdminBooking(booking, hotel, refund, day), localDateTime(booking.createdAt, zone)),
    );
  return { csv: csvDocument(ADMIN_BOOKINGS_CSV_COLUMNS, lines), truncated: rows.length > CSV_ROW_LIMIT };
}

/** GET /api/admin/bookings/{id}: everything about one booking. */
export async function getAdminBooking(deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>, id: string): Promise<AdminBookingDetail> {
  if (!isUuid(id)) throw notFound(BOOKING_NOT_FOUND);
  const row = await findListedBooking(deps.db, id);
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  const { booking, hotel, refund } = row;
  const coupon = booking.couponCode ? await findCoupon(deps.db, booking.couponCode) : undefined;
  const zone = await propertyZone(deps);
  return {
    booking: toAdminBooking(booking, hotel, refund, todayIn(zone, deps.now())),
    timeZone: zone,
    payment: {
      provider: booking.provider,
      orderId: booking.razorpayOrderId,
      paymentId: booking.razorpayPaymentId,
      signature: booking.razorpaySignature,
      currency: booking.currency,
    },
    coupon: booking.couponCode
      ? {
          couponCode: booking.couponCode,
          couponType: coupon?.couponType ?? null,
          amount: coupon?.amount ?? null,
          couponMessage: coupon?.couponMessage ?? null,
          stillExists: Boolean(coupon),
        }
      : null,
    money: bookingMoneyOf(booking, await refundsOfBooking(deps.db, booking.id)),
    desk: {
      source: booking.source,
      offlinePayment: booking.offlinePaymentMethod
        ? { method: booking.offlinePaymentMethod, reference: booking.offlinePaymentReference ?? '' }
        : null,
      priceOverride:
        booking.ratePrice !== null && booking.priceOverrideReason !== null
          ? { ratePaise: booking.ratePrice, reason: booking.priceOverrideReason }
          : null,
    },
    history: (await historyOfBooking(deps.db, booking.id)).map((entry) => ({
      _id: entry.id,
      kind: entry.kind,
      at: entry.at.toISOString(),
      by: entry.by,
      text: entry.text,
    })),
    emails: (await bookingEmails(deps.db, booking.id)).map((email) => ({
      _id: email.id,
      kind: email.kind,
      recipient: email.recipient,
      subject: email.subject,
      status: email.status,
      attempts: email.attempts,
      lastError: email.lastError,
      createdAt: email.createdAt.toISOString(),
      sentAt: email.sentAt?.toISOString() ?? null,
      nextAttemptAt: email.nextAttemptAt.toISOString(),
    })),
  };
}
