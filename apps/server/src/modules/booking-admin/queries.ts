/** Reads of the administrator's bookings list and booking page (issue 20). */
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  LISTED_BOOKING_STATUSES,
  type AdminBookingSort,
  type BookingHotelSummary,
  type AdminBookingStatus,
  type AdminBookingsQuery,
} from '@hillnest/domain';
import type { Database } from '../../db/client';
import { bookingHistory, bookings, coupons, hotels, outboxMessages, refunds } from '../../db/schema';
import { containsPattern } from '../../lib/sql';
import { messageSummaryColumns } from '../email/columns';
import { firstRefundOfBooking, refundPartsColumns, summarizedRefund } from '../cancellations/columns';
import { bookingHotelColumns } from '../hotels/serialize';

export type AdminBookingRow = typeof bookings.$inferSelect;
export type AdminRefundRow = typeof refunds.$inferSelect;

/**
 * The SQL of each list status, against today in the property's calendar; the same rules as the
 * domain's `adminBookingStatus`.
 */
function statusCondition(status: AdminBookingStatus, today: string): SQL {
  const stored = sql`${bookings.status}`;
  const active = and(ne(bookings.status, 'cancelled'), sql`${stored} not like 'refund%'`)!;
  switch (status) {
    case 'cancelled':
      return eq(bookings.status, 'cancelled');
    case 'refund-needed':
      return sql`${stored} like 'refund%'`;
    case 'upcoming':
      return and(active, gt(bookings.checkIn, today))!;
    case 'in-house':
      return and(active, lte(bookings.checkIn, today), gt(bookings.checkOut, today))!;
    case 'past':
      return and(active, lte(bookings.checkOut, today))!;
  }
}

/** What a phone number is written with; only such a search is compared digit by digit. */
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/**
 * Name, e-mail, phone (digits compared alone, so '98100 00002' finds '+91 98100-00002'), booking reference or id,
 * payment ids. The digits of any other search (an e-mail's, a reference's) are not a phone number to look for.
 */
function searchCondition(search: string): SQL {
  const pattern = containsPattern(search);
  const fullName = sql`${bookings.firstName} || ' ' || ${bookings.lastName}`;
  const digits = PHONE_LIKE.test(search) ? search.replace(/\D/g, '') : '';
  return or(
    sql`${fullName} ilike ${pattern}`,
    ilike(bookings.email, pattern),
    digits.length >= 3
      ? sql`regexp_replace(coalesce(${bookings.phoneNumber}, ''), '[^0-9]', '', 'g') like ${containsPattern(digits)}`
      : undefined,
    ilike(bookings.reference, pattern),
    sql`${bookings.id}::text ilike ${containsPattern(search)}`,
    ilike(bookings.razorpayOrderId, pattern),
    ilike(bookings.razorpayPaymentId, pattern),
  )!;
}

export function listCondition(query: AdminBookingsQuery, today: string): SQL {
  return and(
    inArray(bookings.status, [...LISTED_BOOKING_STATUSES]),
    query.hotelId ? eq(bookings.hotelId, query.hotelId) : undefined,
    query.status ? statusCondition(query.status, today) : undefined,
    // At least one night between from and to: check-in on or before `to`, check-out after `from`.
    query.to ? lte(bookings.checkIn, query.to) : undefined,
    query.from ? gt(bookings.checkOut, query.from) : undefined,
    query.search ? searchCondition(query.search) : undefined,
  )!;
}

const ORDER: Record<AdminBookingSort, SQL[]> = {
  'booked-desc': [desc(bookings.createdAt), desc(bookings.id)],
  'booked-asc': [asc(bookings.createdAt), asc(bookings.id)],
  'checkIn-asc': [asc(bookings.checkIn), asc(bookings.createdAt), asc(bookings.id)],
  'checkIn-desc': [desc(bookings.checkIn), desc(bookings.createdAt), desc(bookings.id)],
  'amount-desc': [desc(bookings.totalCost), desc(bookings.createdAt), desc(bookings.id)],
  'amount-asc': [asc(bookings.totalCost), desc(bookings.createdAt), desc(bookings.id)],
  'guest-asc': [asc(sql`lower(${bookings.firstName} || ' ' || ${bookings.lastName})`), desc(bookings.createdAt), desc(bookings.id)],
};

export async function listBookings(
  db: Database,
  where: SQL,
  sort: AdminBookingSort,
  page: { limit: number; offset: number },
): Promise<{ booking: AdminBookingRow; hotel: BookingHotelSummary; refund: AdminRefundRow | null }[]> {
  const rows = await db
    .select({ booking: bookings, hotel: bookingHotelColumns, refund: refunds, refundParts: refundPartsColumns })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .leftJoin(refunds, and(eq(refunds.bookingId, bookings.id), firstRefundOfBooking))
    .where(where)
    // In the default order, paid orders whose nights were taken (waiting for the owner's refund) come first.
    .orderBy(...(sort === 'booked-desc' ? [desc(sql`${bookings.status} = 'refund_required'`)] : []), ...ORDER[sort])
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ refundParts, ...row }) => ({ ...row, refund: summarizedRefund(row.refund, refundParts) }));
}

export async function countBookings(db: Database, where: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(bookings)
    .where(where);
  return row?.count ?? 0;
}

/** Properties to filter by: those on the site and archived ones that still have bookings. */
export async function filterableProperties(db: Database): Promise<{ _id: string; name: string }[]> {
  return db
    .select({ _id: hotels.id, name: hotels.name })
    .from(hotels)
    .where(or(isNull(hotels.archivedAt), sql`exists (select 1 from ${bookings} where ${bookings.hotelId} = ${hotels.id})`))
    .orderBy(asc(sql`lower(${hotels.name})`), asc(hotels.id));
}

export async function findListedBooking(
  db: Database,
  id: string,
): Promise<{ booking: AdminBookingRow; hotel: BookingHotelSummary; refund: AdminRefundRow | null } | undefined> {
  const [row] = await db
    .select({ booking: bookings, hotel: bookingHotelColumns, refund: refunds, refundParts: refundPartsColumns })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .leftJoin(refunds, and(eq(refunds.bookingId, bookings.id), firstRefundOfBooking))
    .where(and(eq(bookings.id, id), inArray(bookings.status, [...LISTED_BOOKING_STATUSES])));
  if (!row) return undefined;
  const { refundParts, ...found } = row;
  return { ...found, refund: summarizedRefund(found.refund, refundParts) };
}

export async function findCoupon(db: Database, code: string) {
  const [row] = await db
    .select({ couponType: coupons.couponType, amount: coupons.amount, couponMessage: coupons.couponMessage })
    .from(coupons)
    .where(sql`lower(${coupons.couponCode}) = lower(${code})`)
    .limit(1);
  return row;
}

/** The outbox messages about one booking, newest first (what the e-mail feature queued for it). */
export async function bookingEmails(db: Database, bookingId: string) {
  return db
    .select(messageSummaryColumns)
    .from(outboxMessages)
    .where(eq(outboxMessages.bookingId, bookingId))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id));
}

/** What happened to one booking at the desk (statuses, new dates, private notes), newest first. */
export async function historyOfBooking(db: Database, bookingId: string) {
  return db
    .select()
    .from(bookingHistory)
    .where(eq(bookingHistory.bookingId, bookingId))
    .orderBy(desc(bookingHistory.at), desc(bookingHistory.id));
}

/** Every refund of one booking (a cancellation's parts, a change's), oldest first. */
export async function refundsOfBooking(db: Database, bookingId: string): Promise<AdminRefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
}
