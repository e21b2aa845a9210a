import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, hotels, refunds } from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

/** A booking by id; `lock` takes its row lock until the transaction ends (cancellations queue on it). */
export async function findBooking(db: Database, id: string, lock = false): Promise<BookingRow | undefined> {
  const query = db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * Cancels a paid booking: its status leaves 'confirmed', so the overlap constraint and every read of
 * taken nights stop counting it at once.
 */
export async function markCancelled(
  db: Database,
  id: string,
  values: { cancelledBy: 'guest' | 'owner'; reason: string | null },
): Promise<BookingRow> {
  const [row] = await db
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, cancelledBy: values.cancelledBy, cancellationReason: values.reason })
    .where(and(eq(bookings.id, id), inArray(bookings.status, ['confirmed', 'refund_required'])))
    .returning();
  return row!;
}

/** Inserts one part of a booking's refund; the unique index on (booking_id, razorpay_payment_id) refuses a second for the same payment. */
export async function insertRefund(db: Database, values: NewRefund): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  return row!;
}

export async function findRefund(db: Database, id: string, lock = false): Promise<RefundRow | undefined> {
  const query = db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** A booking's refund parts (one per captured payment), oldest first. */
export async function refundsOfBooking(db: Database, bookingId: string, lock = false): Promise<RefundRow[]> {
  const query = db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
  return lock ? query.for('update') : query;
}

/** The refund a provider event is about, locked: by the provider's refund id, else by our idempotency key (sent in its notes). */
export async function lockRefundForEvent(
  db: Database,
  providerRefundId: string,
  idempotencyKey: string | null,
): Promise<RefundRow | undefined> {
  const [byId] = await db.select().from(refunds).where(eq(refunds.razorpayRefundId, providerRefundId)).for('update');
  if (byId || !idempotencyKey) return byId;
  const [byKey] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey)).for('update');
  return byKey;
}

export async function updateRefund(db: Database, id: string, values: Partial<NewRefund>): Promise<RefundRow> {
  const [row] = await db
    .update(refunds)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(refunds.id, id))
    .returning();
  return row!;
}

/**
 * Claims pending refunds nobody touched for `graceSeconds` (their webhook is late or was missed):
 * touching them first means another instance running the reconciler at the same time skips them.
 */
export async function claimStaleRefunds(db: Database, graceSeconds: number, limit: number): Promise<RefundRow[]> {
  const stale = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.updatedAt, sql`now() - make_interval(secs => ${graceSeconds}::int)`)))
    .orderBy(asc(refunds.updatedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(refunds)
    .set({ updatedAt: sql`now()` })
    .where(inArray(refunds.id, stale))
    .returning();
}

export async function hotelNameOf(db: Database, hotelId: string): Promise<string> {
  const [row] = await db.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, hotelId));
  return row?.name ?? '';
}
