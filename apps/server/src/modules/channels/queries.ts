import { and, asc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, calendarBlocks, externalCalendars, hotels } from '../../db/schema';

export type CalendarRow = typeof externalCalendars.$inferSelect;
export type BlockRow = typeof calendarBlocks.$inferSelect;
export type NewImportedBlock = Pick<BlockRow, 'startDate' | 'endDate' | 'uid' | 'summary' | 'reservation'>;

const active = isNull(hotels.archivedAt);

/** Stays that take nights now: paid bookings and holds that have not lapsed. */
const takesNights: SQL = or(eq(bookings.status, 'confirmed'), and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, sql`now()`)))!;

/**
 * An imported block that shares a night with a confirmed booking of its property: the night was sold
 * on both sides. Not when the block has exactly the booking's dates and does not call itself a
 * reservation: that is the other platform showing back the booking it imported from our feed.
 */
const conflictingBooking = (block: typeof calendarBlocks) => sql`(
  select ${bookings.id} from ${bookings}
  where ${bookings.hotelId} = ${block.hotelId}
    and ${bookings.status} = 'confirmed'
    and daterange(${bookings.checkIn}, ${bookings.checkOut}, '[)') && daterange(${block.startDate}, ${block.endDate}, '[)')
    and not (${bookings.checkIn} = ${block.startDate} and ${bookings.checkOut} = ${block.endDate} and not ${block.reservation})
  order by ${bookings.checkIn}
  limit 1
)`;
const isConflict = (block: typeof calendarBlocks) => sql<boolean>`(${block.source} = 'import' and exists ${conflictingBooking(block)})`;

/**
 * Takes the property's night lock for the rest of the transaction (the SQL function of migration
 * 0003, which taking a hold and the block triggers take too): writers of one property's nights queue.
 */
export async function lockPropertyNights(db: Database, hotelId: string): Promise<void> {
  await db.execute(sql`select lock_property_nights(${hotelId}::uuid)`);
}

// ---- The export feed -----------------------------------------------------------------------------

export async function findHotelFeed(db: Database, hotelId: string): Promise<{ id: string; name: string; icalToken: string } | undefined> {
  const [row] = await db
    .select({ id: hotels.id, name: hotels.name, icalToken: hotels.icalToken })
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), active))
    .limit(1);
  return row;
}

/** A fresh secret for the property's feed; undefined when the property is not on the site. */
export async function rotateIcalToken(db: Database, hotelId: string): Promise<string | undefined> {
  const [row] = await db
    .update(hotels)
    .set({ icalToken: sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')` })
    .where(and(eq(hotels.id, hotelId), active))
    .returning({ icalToken: hotels.icalToken });
  return row?.icalToken;
}

/** Stays taking nights of the property that end after `today`, with their status. */
export function staysFrom(db: Database, hotelId: string, today: string) {
  return db
    .select({
      id: bookings.id,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      status: sql<'booked' | 'held'>`case when ${bookings.status} = 'confirmed' then 'booked' else 'held' end`,
    })
    .from(bookings)
    .where(and(eq(bookings.hotelId, hotelId), takesNights, gt(bookings.checkOut, today)))
    .orderBy(asc(bookings.checkIn), asc(bookings.id));
}

// ---- Blocks ------------------------------------------------------------------------------------

export interface BlockListRow {
  block: BlockRow;
  calendarName: string | null;
  conflict: boolean;
}

/** Blocks of the property ending after `today` (only the owner's when `source` says so), with their calendar's name and whether they conflict. */
export function blocksFrom(db: Database, hotelId: string, today: string, source?: 'owner'): Promise<BlockListRow[]> {
  return db
    .select({ block: calendarBlocks, calendarName: externalCalendars.name, conflict: isConflict(calendarBlocks) })
    .from(calendarBlocks)
    .leftJoin(externalCalendars, eq(externalCalendars.id, calendarBlocks.calendarId))
    .where(
      and(eq(calendarBlocks.hotelId, hotelId), gt(calendarBlocks.endDate, today), source ? eq(calendarBlocks.source, source) : undefined),
    )
    .orderBy(asc(calendarBlocks.startDate), asc(calendarBlocks.id));
}

/** Inserts an owner block; the exclusion constraint and the trigger refuse it (23P01) over blocked or taken nights. */
export async function insertOwnerBlock(
  db: Database,
  values: { hotelId: string; startDate: string; endDate: string; note: string },
): Promise<BlockRow> {
  const [row] = await db
    .insert(calendarBlocks)
    .values({ ...values, source: 'owner' })
    .returning();
  return row!;
}

export async function findBlock(db: Database, hotelId: string, blockId: string): Promise<BlockRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarBlocks)
    .where(and(eq(calendarBlocks.id, blockId), eq(calendarBlocks.hotelId, hotelId)))
    .limit(1);
  return row;
}

export async function deleteOwnerBlock(db: Database, hotelId: string, blockId: string): Promise<boolean> {
  const rows = await db
    .delete(calendarBlocks)
    .where(and(eq(calendarBlocks.id, blockId), eq(calendarBlocks.hotelId, hotelId), eq(calendarBlocks.source, 'owner')))
    .returning({ id: calendarBlocks.id });
  return rows.length > 0;
}

// ---- Conflicts ---------------------------------------------------------------------------------

/** Imported blocks in conflict with a confirmed booking that is not over yet, on properties still on the site. */
export function listConflicts(db: Database, today: string) {
  return db
    .select({
      hotelId: hotels.id,
      hotelName: hotels.name,
      blockId: calendarBlocks.id,
      startDate: calendarBlocks.startDate,
      endDate: calendarBlocks.endDate,
      summary: calendarBlocks.summary,
      calendarId: externalCalendars.id,
      calendarName: externalCalendars.name,
      booking: {
        id: bookings.id,
        firstName: bookings.firstName,
        lastName: bookings.lastName,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
      },
    })
    .from(calendarBlocks)
    .innerJoin(externalCalendars, eq(externalCalendars.id, calendarBlocks.calendarId))
    .innerJoin(hotels, and(eq(hotels.id, calendarBlocks.hotelId), active))
    .innerJoin(
      bookings,
      and(
        eq(bookings.hotelId, calendarBlocks.hotelId),
        eq(bookings.status, 'confirmed'),
        gt(bookings.checkOut, today),
        sql`daterange(${bookings.checkIn}, ${bookings.checkOut}, '[)') && daterange(${calendarBlocks.startDate}, ${calendarBlocks.endDate}, '[)')`,
        sql`not (${bookings.checkIn} = ${calendarBlocks.startDate} and ${bookings.checkOut} = ${calendarBlocks.endDate} and not ${calendarBlocks.reservation})`,
      ),
    )
    .where(eq(calendarBlocks.source, 'import'))
    .orderBy(asc(bookings.checkIn), asc(hotels.name), asc(calendarBlocks.startDate));
}

// ---- External calendars ------------------------------------------------------------------------

export interface CalendarListRow {
  calendar: CalendarRow;
  blockedStays: number;
  conflicts: number;
}

/** Each calendar with its blocks counted (a join, so every column in the counts is qualified). */
export function listCalendars(db: Database, hotelId: string, calendarId?: string): Promise<CalendarListRow[]> {
  return db
    .select({
      calendar: externalCalendars,
      blockedStays: sql<number>`count(${calendarBlocks.id})::int`.mapWith(Number),
      conflicts: sql<number>`(count(${calendarBlocks.id}) filter (where ${isConflict(calendarBlocks)}))::int`.mapWith(Number),
    })
    .from(externalCalendars)
    .leftJoin(calendarBlocks, eq(calendarBlocks.calendarId, externalCalendars.id))
    .where(and(eq(externalCalendars.hotelId, hotelId), calendarId ? eq(externalCalendars.id, calendarId) : undefined))
    .groupBy(externalCalendars.id)
    .orderBy(asc(externalCalendars.createdAt), asc(externalCalendars.id));
}

/** The property an address is already linked to, if any. */
export async function findCalendarByUrlKey(db: Database, urlKey: string): Promise<{ hotelName: string } | undefined> {
  const [row] = await db
    .select({ hotelName: hotels.name })
    .from(externalCalendars)
    .innerJoin(hotels, eq(hotels.id, externalCalendars.hotelId))
    .where(eq(externalCalendars.urlKey, urlKey))
    .limit(1);
  return row;
}

/** A new calendar, already claimed for its first sync by `claim`. The unique url_key refuses a second link (23505). */
export async function insertCalendar(
  db: Database,
  values: { hotelId: string; name: string; url: string; urlKey: string },
  claim: string,
  claimSeconds: number,
): Promise<CalendarRow> {
  const [row] = await db
    .insert(externalCalendars)
    .values({
      ...values,
      syncClaim: claim,
      syncClaimedUntil: sql`now() + make_interval(secs => ${claimSeconds}::int)`,
      lastAttemptAt: sql`now()`,
    })
    .returning();
  return row!;
}

export async function findCalendar(db: Database, hotelId: string, calendarId: string): Promise<CalendarRow | undefined> {
  const [row] = await db
    .select()
    .from(externalCalendars)
    .where(and(eq(externalCalendars.id, calendarId), eq(externalCalendars.hotelId, hotelId)))
    .limit(1);
  return row;
}

/** Removes a calendar and (cascade) its blocks. */
export async function deleteCalendar(db: Database, hotelId: string, calendarId: string): Promise<boolean> {
  const rows = await db
    .delete(externalCalendars)
    .where(and(eq(externalCalendars.id, calendarId), eq(externalCalendars.hotelId, hotelId)))
    .returning({ id: externalCalendars.id });
  return rows.length > 0;
}

const unclaimed = or(isNull(externalCalendars.syncClaimedUntil), lt(externalCalendars.syncClaimedUntil, sql`now()`));

const claimValues = (claim: string, claimSeconds: number) => ({
  syncClaim: claim,
  syncClaimedUntil: sql`now() + make_interval(secs => ${claimSeconds}::int)`,
  lastAttemptAt: sql`now()`,
});

/** Claims one calendar for a sync now, unless another sync holds it (then undefined). */
export async function claimCalendar(db: Database, hotelId: string, calendarId: string, claim: string, claimSeconds: number) {
  const [row] = await db
    .update(externalCalendars)
    .set(claimValues(claim, claimSeconds))
    .where(and(eq(externalCalendars.id, calendarId), eq(externalCalendars.hotelId, hotelId), unclaimed))
    .returning();
  return row;
}

/**
 * Claims the calendar whose sync is most overdue (last attempt more than `minutes` ago, or never), if
 * any. Row locks skip calendars another instance is claiming at this very moment.
 */
export async function claimDueCalendar(
  db: Database,
  minutes: number,
  claim: string,
  claimSeconds: number,
): Promise<CalendarRow | undefined> {
  const due = db
    .select({ id: externalCalendars.id })
    .from(externalCalendars)
    .innerJoin(hotels, and(eq(hotels.id, externalCalendars.hotelId), active))
    .where(
      and(
        unclaimed,
        or(
          isNull(externalCalendars.lastAttemptAt),
          lt(externalCalendars.lastAttemptAt, sql`now() - make_interval(mins => ${minutes}::int)`),
        ),
      ),
    )
    .orderBy(sql`${externalCalendars.lastAttemptAt} asc nulls first`)
    .limit(1)
    .for('update', { of: externalCalendars, skipLocked: true });
  const [row] = await db
    .update(externalCalendars)
    .set(claimValues(claim, claimSeconds))
    .where(sql`${externalCalendars.id} = (${due})`)
    .returning();
  return row;
}

/** The calendar, locked, if `claim` still holds it (a claim that expired may have passed to another sync). */
export async function lockClaimedCalendar(db: Database, calendarId: string, claim: string): Promise<CalendarRow | undefined> {
  const [row] = await db
    .select()
    .from(externalCalendars)
    .where(and(eq(externalCalendars.id, calendarId), eq(externalCalendars.syncClaim, claim)))
    .for('update');
  return row;
}

export function importedBlocksOf(db: Database, calendarId: string) {
  return db
    .select({
      startDate: calendarBlocks.startDate,
      endDate: calendarBlocks.endDate,
      uid: calendarBlocks.uid,
      summary: calendarBlocks.summary,
      reservation: calendarBlocks.reservation,
    })
    .from(calendarBlocks)
    .where(eq(calendarBlocks.calendarId, calendarId));
}

/** Puts `blocks` in place of the calendar's blocks. */
export async function replaceImportedBlocks(db: Database, calendar: { id: string; hotelId: string }, blocks: readonly NewImportedBlock[]) {
  await db.delete(calendarBlocks).where(eq(calendarBlocks.calendarId, calendar.id));
  // In slices: one statement may carry at most 65,535 parameters.
  for (let i = 0; i < blocks.length; i += 1000) {
    await db
      .insert(calendarBlocks)
      .values(
        blocks
          .slice(i, i + 1000)
          .map((block) => ({ ...block, hotelId: calendar.hotelId, calendarId: calendar.id, source: 'import' as const })),
      );
  }
}

/** A successful sync: the error streak ends and the claim is released. */
export async function recordSuccess(db: Database, calendarId: string, eventCount: number): Promise<void> {
  await db
    .update(externalCalendars)
    .set({
      lastSyncedAt: sql`now()`,
      lastError: null,
      failingSince: null,
      failureNotifiedAt: null,
      lastEventCount: eventCount,
      syncClaim: null,
      syncClaimedUntil: null,
    })
    .where(eq(externalCalendars.id, calendarId));
}

/** A failed sync: the blocks stay, the error is kept, and the claim is released (if still ours). */
export async function recordFailure(db: Database, calendarId: string, claim: string, error: string): Promise<CalendarRow | undefined> {
  const [row] = await db
    .update(externalCalendars)
    .set({
      lastError: error,
      failingSince: sql`coalesce(${externalCalendars.failingSince}, now())`,
      syncClaim: null,
      syncClaimedUntil: null,
    })
    .where(and(eq(externalCalendars.id, calendarId), eq(externalCalendars.syncClaim, claim)))
    .returning();
  return row;
}

/**
 * Marks the owner as told about the calendar's current failures, when they have lasted `hours` and
 * nobody told them yet; true for the one caller that marked it.
 */
export async function markFailureNotified(db: Database, calendarId: string, hours: number): Promise<boolean> {
  const rows = await db
    .update(externalCalendars)
    .set({ failureNotifiedAt: sql`now()` })
    .where(
      and(
        eq(externalCalendars.id, calendarId),
        isNull(externalCalendars.failureNotifiedAt),
        lt(externalCalendars.failingSince, sql`now() - make_interval(hours => ${hours}::int)`),
      ),
    )
    .returning({ id: externalCalendars.id });
  return rows.length > 0;
}

export async function hotelName(db: Database, hotelId: string): Promise<string> {
  const [row] = await db.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, hotelId)).limit(1);
  return row?.name ?? '';
}
