/**
 * A booking's refund as its pages show it, in the query that reads the booking. A refund is split over
 * the booking's captured payments (issue 36: the deposit's and the balance's), one row per payment; the
 * pages show them as one: the first row, with the parts' total, failed while any part failed, pending
 * while any part waits.
 */
import { sql } from 'drizzle-orm';
import { bookings, refunds } from '../../db/schema';

type RefundRow = typeof refunds.$inferSelect;

/** Joins the booking's first refund row only, so a booking with two parts is still one row. */
export const firstRefundOfBooking = sql`${refunds.id} = (select r.id from refunds r where r.booking_id = ${bookings.id} order by r.created_at, r.id limit 1)`;

/** The parts' total, status and failure, selected beside the first row (summarizedRefund merges them). */
export const refundPartsColumns = {
  amount: sql<number | null>`(select sum(r.amount)::int from refunds r where r.booking_id = ${bookings.id})`.mapWith((v) =>
    v === null ? null : Number(v),
  ),
  status: sql<
    RefundRow['status'] | null
  >`(select case when bool_or(r.status = 'failed') then 'failed' when bool_or(r.status = 'pending') then 'pending' else 'processed' end from refunds r where r.booking_id = ${bookings.id})`,
  failureReason: sql<
    string | null
  >`(select r.failure_reason from refunds r where r.booking_id = ${bookings.id} and r.status = 'failed' order by r.created_at, r.id limit 1)`,
};

export type RefundParts = { amount: number | null; status: RefundRow['status'] | null; failureReason: string | null };

/** The first row shown as the whole refund. */
export function summarizedRefund(first: RefundRow | null, parts: RefundParts): RefundRow | null {
  if (!first) return null;
  return {
    ...first,
    amount: parts.amount ?? first.amount,
    status: parts.status ?? first.status,
    failureReason: parts.failureReason ?? first.failureReason,
    processedAt: parts.status === 'processed' ? first.processedAt : null,
  };
}
