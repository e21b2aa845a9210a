/**
 * The administrator's bookings list (issue 20): its filter (the same for the page and the CSV export),
 * the status a booking shows there, and the CSV the export writes.
 */
import type { Booking } from './booking';
import type { SentEmailSummary } from './email';
import type { RefundStatus } from './cancellation';
import type { DeskRecord, OfflinePaymentMethod } from './front-desk';
import type { BookingHistoryEntry } from './desk-stay';
import { isIsoDate, nightsBetween, type IsoDate } from './dates';
import { queryPage } from './content/fields';
import { csvLine, csvRupees } from './csv';
import { UUID_PATTERN } from './ids';
import { z } from './zod';

/**
 * What the owner filters by. Derived from the stored status and the stay's dates in the property's
 * calendar, so statuses added later (cancellations, refund states) map in `adminBookingStatus` alone.
 */
export const ADMIN_BOOKING_STATUSES = ['upcoming', 'in-house', 'past', 'cancelled', 'refund-needed'] as const;
export type AdminBookingStatus = (typeof ADMIN_BOOKING_STATUSES)[number];

export const ADMIN_BOOKING_STATUS_LABELS: Record<AdminBookingStatus, string> = {
  upcoming: 'Upcoming',
  'in-house': 'In-house',
  past: 'Past',
  cancelled: 'Cancelled',
  'refund-needed': 'Refund needed',
};

/** Stored statuses of bookings that were paid and stay listed (holds that lapsed or failed never were bookings). */
export const LISTED_BOOKING_STATUSES = ['confirmed', 'refund_required', 'cancelled'] as const;

/**
 * The list status of a booking: a stored 'cancelled' or refund state wins; a confirmed stay is
 * upcoming before its check-in day, in-house from check-in to the day before check-out, then past.
 */
export function adminBookingStatus(booking: { status: string; checkIn: IsoDate; checkOut: IsoDate }, today: IsoDate): AdminBookingStatus {
  if (booking.status === 'cancelled') return 'cancelled';
  if (booking.status.startsWith('refund')) return 'refund-needed';
  if (today < booking.checkIn) return 'upcoming';
  if (today < booking.checkOut) return 'in-house';
  return 'past';
}

export const ADMIN_BOOKING_SORTS = [
  'booked-desc',
  'booked-asc',
  'checkIn-asc',
  'checkIn-desc',
  'amount-desc',
  'amount-asc',
  'guest-asc',
] as const;
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];

export const ADMIN_BOOKING_SORT_LABELS: Record<AdminBookingSort, string> = {
  'booked-desc': 'Newest booking first',
  'booked-asc': 'Oldest booking first',
  'checkIn-asc': 'Check-in, soonest first',
  'checkIn-desc': 'Check-in, latest first',
  'amount-desc': 'Amount, highest first',
  'amount-asc': 'Amount, lowest first',
  'guest-asc': 'Guest name, A to Z',
};

export const ADMIN_BOOKINGS_PAGE_SIZE = 20;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalDate = (message: string) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).refine(isIsoDate, message).optional());

/**
 * `?search=&hotelId=&status=&from=&to=&sort=&page=` of the list and of its CSV export. The dates keep
 * bookings with at least one night between `from` and `to` (both included).
 */
export const adminBookingsQuerySchema = z
  .object({
    search: z.preprocess(
      blankToUndefined,
      z.string({ error: 'The search must be text' }).trim().max(100, 'The search can be at most 100 characters').optional(),
    ),
    hotelId: z.preprocess(
      blankToUndefined,
      z.string({ error: 'Choose a property from the list' }).regex(UUID_PATTERN, 'Choose a property from the list').optional(),
    ),
    status: z.preprocess(blankToUndefined, z.enum(ADMIN_BOOKING_STATUSES, { error: 'Choose a status from the list' }).optional()),
    from: optionalDate('Enter the first date as YYYY-MM-DD'),
    to: optionalDate('Enter the last date as YYYY-MM-DD'),
    sort: z.preprocess(
      blankToUndefined,
      z.enum(ADMIN_BOOKING_SORTS, { error: 'Choose a sort order from the list' }).default('booked-desc'),
    ),
    page: z.preprocess(blankToUndefined, queryPage()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'The last date cannot be before the first date' });
export type AdminBookingsQuery = z.output<typeof adminBookingsQuerySchema>;

/** The query string of a filter, without defaults and blanks (what the page's address and the export link carry). */
export function adminBookingsQueryString(filter: Partial<Record<keyof AdminBookingsQuery, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const key of ['search', 'hotelId', 'status', 'from', 'to', 'sort', 'page'] as const) {
    const value = filter[key];
    if (value === undefined || value === '') continue;
    if (key === 'sort' && value === 'booked-desc') continue;
    if (key === 'page' && Number(value) === 1) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/** A booking as the admin list shows it. */
export interface AdminBooking extends Omit<Booking, 'status'> {
  /** The stored status ('confirmed', 'refund_required', 'cancelled', …). */
  status: string;
  adminStatus: AdminBookingStatus;
  nights: number;
}

export interface AdminBookingsPage {
  data: AdminBooking[];
  pagination: { total: number; page: number; pages: number };
  /** Every property a booking can be filtered by (name, id), by name. */
  properties: { _id: string; name: string }[];
  /** Today in the property's timezone: what upcoming, in-house and past were decided against. */
  today: IsoDate;
}

/**
 * A payment the booking took: at booking (the deposit when a balance follows) or its balance, online
 * through the provider or paid to the owner directly. The amount is what was captured, before any
 * refund: the figure the provider's dashboard shows for `paymentId`.
 */
export interface BookingPaymentEntry {
  kind: 'booking' | 'balance';
  amountPaise: number;
  at: string | null;
  /** 'online' through the payment provider, else how the guest paid the owner. */
  method: 'online' | OfflinePaymentMethod;
  paymentId: string | null;
  /** The transfer's or UPI reference of money paid to the owner. */
  reference: string | null;
}

/** A refund through the provider: the booking's cancellation, or a change that lowered its price (decision 0111). */
export interface BookingRefundEntry {
  purpose: 'cancellation' | 'change';
  amountPaise: number;
  status: RefundStatus;
  /** The payment it goes back through, and the provider's refund id once it answered. */
  paymentId: string;
  refundId: string | null;
  requestedAt: string;
  processedAt: string | null;
  /** Why it failed, when it did. */
  note: string | null;
}

export interface BookingMoney {
  payments: BookingPaymentEntry[];
  refunds: BookingRefundEntry[];
  /** Paid in all, refunds (not failed) in all, and what the owner keeps: paid less those refunds. */
  paidPaise: number;
  refundedPaise: number;
  keptPaise: number;
}

/** The booking's own admin page. */
export interface AdminBookingDetail {
  booking: AdminBooking;
  timeZone: string;
  payment: { provider: string; orderId: string; paymentId: string | null; signature: string | null; currency: string };
  coupon: {
    couponCode: string;
    couponType: string | null;
    amount: number | null;
    couponMessage: string | null;
    stillExists: boolean;
  } | null;
  /** Every payment and refund of the booking, as the provider (or the owner, for money paid to them) recorded it. */
  money: BookingMoney;
  /** E-mails about the booking in the outbox (sent, waiting or failed), newest first. */
  emails: SentEmailSummary[];
  /** How the booking arrived, how it was paid if not through the site, and an overridden price. */
  desk: DeskRecord;
  /** Arrived, departed, no-show, new dates and the owner's private notes, newest first. Never in a guest's answer. */
  history: BookingHistoryEntry[];
}

export const ADMIN_BOOKINGS_CSV_COLUMNS = [
  'Booking reference',
  'Booking id',
  'Status',
  'Property',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Check-in',
  'Check-out',
  'Nights',
  'Adults',
  'Children',
  'Infants',
  'Total (INR)',
  'Coupon',
  'Payment id',
  'Order id',
  'Booked at',
] as const;

/** One CSV line of a booking; `bookedAt` is the booking time written in the property's timezone. */
export function adminBookingCsvRow(booking: AdminBooking, bookedAt: string): string {
  return csvLine([
    booking.reference,
    booking._id,
    ADMIN_BOOKING_STATUS_LABELS[booking.adminStatus],
    booking.hotel.name,
    booking.firstName,
    booking.lastName,
    booking.email,
    booking.phoneNumber,
    booking.checkIn,
    booking.checkOut,
    nightsBetween(booking.checkIn, booking.checkOut),
    booking.adultCount,
    booking.childCount,
    booking.infantCount,
    csvRupees(booking.totalPaise),
    booking.couponCode,
    booking.razorpay_payment_id || null,
    booking.razorpay_order_id,
    bookedAt,
  ]);
}
