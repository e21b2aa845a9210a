import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, hotels, reviews } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;

/** What guests may see: published (its time has come) and not hidden. */
export const shownReview = (now: Date) => and(lte(reviews.publishAt, now), isNull(reviews.hiddenReason));

/** Whether the property is on the site (not archived). */
export async function activeHotelExists(db: Database, hotelId: string): Promise<boolean> {
  const rows = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), isNull(hotels.archivedAt)));
  return rows.length > 0;
}

export async function findReviewOfBooking(db: Database, bookingId: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.bookingId, bookingId));
  return row;
}

/** Inserts the review; null when the booking has one already (reviews_booking_unique). */
export async function insertReview(db: Database, values: typeof reviews.$inferInsert): Promise<ReviewRow | null> {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export function listShownReviews(db: Database, hotelId: string, now: Date): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.hotelId, hotelId), shownReview(now)))
    .orderBy(desc(reviews.createdAt));
}

export function listAllReviews(db: Database) {
  return db
    .select({ review: reviews, hotelName: hotels.name, reference: bookings.reference })
    .from(reviews)
    .innerJoin(hotels, eq(hotels.id, reviews.hotelId))
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .orderBy(desc(reviews.createdAt))
    .limit(500);
}

/** The one reply: only while there is none; it publishes the review at once. */
export async function setReply(db: Database, id: string, reply: string, now: Date): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(reviews)
    .set({ reply, repliedAt: now, publishAt: sql`least(${reviews.publishAt}, ${now})` })
    .where(and(eq(reviews.id, id), isNull(reviews.reply)))
    .returning();
  return row;
}

export async function setHidden(db: Database, id: string, reason: ReviewRow['hiddenReason'], now: Date): Promise<ReviewRow | undefined> {
  const [row] = await db.update(reviews).set({ hiddenReason: reason, hiddenAt: now }).where(eq(reviews.id, id)).returning();
  return row;
}

export async function findReview(db: Database, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}
