import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, hotelArrivalNotes, hotels, outboxMessages, reviewRequestOptOuts } from '../../db/schema';

export interface StayCandidate {
  id: string;
  checkIn: string;
  checkOut: string;
  /** The stay messages already queued for it (outbox kinds). */
  queued: string[];
}

/** Confirmed stays arriving by `arrivingBy` and leaving from `leftFrom` on: those a stay message may be due for. */
export async function listStayCandidates(db: Database, window: { arrivingBy: string; leftFrom: string }): Promise<StayCandidate[]> {
  return db
    .select({
      id: bookings.id,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      queued: sql<
        string[]
      >`array(select ${outboxMessages.kind} from ${outboxMessages} where ${outboxMessages.bookingId} = ${bookings.id} and ${outboxMessages.kind} like 'stay_%')`,
    })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), lte(bookings.checkIn, window.arrivingBy), gte(bookings.checkOut, window.leftFrom)));
}

/**
 * The booking as it is now, its row locked until the transaction ends: a cancellation or a change of
 * dates waits for the message being queued, or the message sees it.
 */
export async function lockBooking(tx: Database, bookingId: string) {
  const [row] = await tx
    .select({ id: bookings.id, status: bookings.status, checkIn: bookings.checkIn, checkOut: bookings.checkOut, email: bookings.email })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return row;
}

export interface ArrivalNotes {
  directions: string;
  checkInInstructions: string;
}

export async function hotelExists(db: Database, hotelId: string): Promise<boolean> {
  const rows = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId));
  return rows.length > 0;
}

export async function findArrivalNotes(db: Database, hotelId: string): Promise<ArrivalNotes> {
  const [row] = await db
    .select({ directions: hotelArrivalNotes.directions, checkInInstructions: hotelArrivalNotes.checkInInstructions })
    .from(hotelArrivalNotes)
    .where(eq(hotelArrivalNotes.hotelId, hotelId));
  return row ?? { directions: '', checkInInstructions: '' };
}

export async function upsertArrivalNotes(db: Database, hotelId: string, notes: ArrivalNotes, now: Date): Promise<void> {
  await db
    .insert(hotelArrivalNotes)
    .values({ hotelId, ...notes, updatedAt: now })
    .onConflictDoUpdate({ target: hotelArrivalNotes.hotelId, set: { ...notes, updatedAt: now } });
}

export async function optOutOfReviewRequests(db: Database, email: string): Promise<void> {
  await db.insert(reviewRequestOptOuts).values({ email: email.toLowerCase() }).onConflictDoNothing();
}

export async function optedOutOfReviewRequests(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ email: reviewRequestOptOuts.email })
    .from(reviewRequestOptOuts)
    .where(eq(reviewRequestOptOuts.email, email.toLowerCase()));
  return rows.length > 0;
}
