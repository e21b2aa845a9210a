/** The front desk's reads and writes (issue 36). */
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { DeskBar } from '@hillnest/domain';
import type { Database } from '../../db/client';
import { bookingHistory, bookings, calendarBlocks, externalCalendars, hotels } from '../../db/schema';

type BookingRow = typeof bookings.$inferSelect;

/**
 * Every property with what takes its nights in [from, to): paid bookings, live holds, owner blocks and
 * imported nights. One statement however many properties: each property's bars are gathered by a
 * correlated subquery into JSON (dates come out as 'YYYY-MM-DD').
 */
export async function deskCalendarRows(db: Database, from: string, to: string) {
  // Written with table aliases: Drizzle leaves column names unqualified in a select's fields, and
  // "id" would then be ambiguous between the subquery's tables and the property.
  const bars = sql<DeskBar[]>`coalesce((
    select json_agg(bar order by bar.start, bar.kind) from (
      select case when b.status = 'held' then 'hold' else 'booking' end as kind, b.id, b.check_in as start, b.check_out as "end",
             b.first_name || ' ' || b.last_name as label, b.reference, b.source
      from ${bookings} b
      where b.hotel_id = ${hotels}.id
        and (b.status = 'confirmed' or (b.status = 'held' and b.hold_expires_at > now()))
        and b.check_in < ${to}::date and b.check_out > ${from}::date
      union all
      select case when c.source = 'owner' then 'block' else 'import' end, c.id, c.start_date, c.end_date,
             case when c.source = 'owner' then c.note else coalesce(e.name, '') end, null, null
      from ${calendarBlocks} c left join ${externalCalendars} e on e.id = c.calendar_id
      where c.hotel_id = ${hotels}.id and c.start_date < ${to}::date and c.end_date > ${from}::date
    ) bar
  ), '[]'::json)`;
  return db
    .select({ id: hotels.id, name: hotels.name, bars })
    .from(hotels)
    .where(isNull(hotels.archivedAt))
    .orderBy(asc(hotels.name), asc(hotels.id));
}

/** Inserts a booking paid at the desk; the exclusion constraint and the blocks' trigger refuse taken nights (23P01). */
export async function insertDeskBooking(db: Database, values: typeof bookings.$inferInsert): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  return row!;
}

/** A confirmed booking, locked for a change. */
export async function lockConfirmedBooking(db: Database, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row?.status === 'confirmed' ? row : undefined;
}

/** A booking read without a lock: its property says which night lock to take (checked again under the booking's lock). */
export async function findBooking(db: Database, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/**
 * A booking's new stay (dates, guests, its GST over them, and its money when re-priced); the exclusion
 * constraint and the blocks' trigger refuse taken nights (23P01).
 */
export async function moveBooking(
  db: Database,
  id: string,
  values: Pick<typeof bookings.$inferInsert, 'checkIn' | 'checkOut'> & Partial<typeof bookings.$inferInsert>,
): Promise<BookingRow> {
  const [row] = await db.update(bookings).set(values).where(eq(bookings.id, id)).returning();
  return row!;
}

/** A property's name, archived or not. */
export async function hotelNameOf(db: Database, id: string): Promise<string> {
  const [row] = await db.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, id));
  return row?.name ?? '';
}

/** A booking locked for a change at the desk, whatever its status. */
export async function lockBooking(db: Database, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

export async function setStayStatus(db: Database, id: string, stayStatus: BookingRow['stayStatus']): Promise<void> {
  await db.update(bookings).set({ stayStatus }).where(eq(bookings.id, id));
}

export async function insertHistory(db: Database, values: typeof bookingHistory.$inferInsert): Promise<void> {
  await db.insert(bookingHistory).values(values);
}
