/** Quotes' reads and writes (issue 36): a quote row beside the held booking row that holds its nights. */
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, hotels, quotes } from '../../db/schema';

export type QuoteRow = typeof quotes.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

export async function insertQuote(db: Database, values: typeof quotes.$inferInsert): Promise<QuoteRow> {
  const [row] = await db.insert(quotes).values(values).returning();
  return row!;
}

const withBooking = (db: Database) =>
  db
    .select({ quote: quotes, booking: bookings, hotel: { name: hotels.name, city: hotels.city } })
    .from(quotes)
    .innerJoin(bookings, eq(bookings.id, quotes.bookingId))
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId));

export type QuoteWithBooking = { quote: QuoteRow; booking: BookingRow; hotel: { name: string; city: string } };

export async function quoteByToken(db: Database, token: string): Promise<QuoteWithBooking | undefined> {
  const [row] = await withBooking(db).where(eq(quotes.token, token));
  return row;
}

export async function quoteById(db: Database, id: string): Promise<QuoteWithBooking | undefined> {
  const [row] = await withBooking(db).where(eq(quotes.id, id));
  return row;
}

/** Every quote, the newest first. */
export function listQuotes(db: Database): Promise<QuoteWithBooking[]> {
  return withBooking(db).orderBy(desc(quotes.createdAt), desc(quotes.id));
}

/** Quotes whose nights are still held after `now` and that were not withdrawn, the soonest to expire first. */
export function heldQuotes(db: Database, now: Date): Promise<QuoteWithBooking[]> {
  return withBooking(db)
    .where(and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, now), isNull(quotes.withdrawnAt)))
    .orderBy(asc(bookings.holdExpiresAt), asc(quotes.id));
}

/** The quote's booking row, locked (the caller holds the property's night lock first, as every payment does). */
export async function lockQuoteBooking(db: Database, bookingId: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return row;
}

export async function updateQuote(db: Database, id: string, values: Partial<typeof quotes.$inferInsert>): Promise<void> {
  await db.update(quotes).set(values).where(eq(quotes.id, id));
}

/** The guest's first view: only the first one is kept. */
export async function markOpened(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(quotes)
    .set({ openedAt: at })
    .where(sql`${quotes.id} = ${id} and ${quotes.openedAt} is null`);
}

/** The quote's booking before payment: its order and what that order charges. */
export async function updateQuoteBooking(db: Database, id: string, values: Partial<typeof bookings.$inferInsert>): Promise<BookingRow> {
  const [row] = await db.update(bookings).set(values).where(eq(bookings.id, id)).returning();
  return row!;
}
