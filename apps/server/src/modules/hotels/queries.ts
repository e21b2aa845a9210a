import type { AdminHotelListQuery, SearchQuery, SortOption } from '@hillnest/domain';
import { and, arrayContains, asc, count, desc, eq, gte, inArray, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, calendarBlocks, hotels } from '../../db/schema';
import { containsPattern } from '../../lib/sql';
import { isUuid } from '../../lib/validate';
import { summaryColumns, type HotelRow, type HotelSummaryRow } from './serialize';

const active = isNull(hotels.archivedAt);

/**
 * The list indexes were created as `(column DESC NULLS LAST, id)`. The columns are NOT NULL, so NULLS
 * LAST changes nothing in the result, but PostgreSQL only walks an index for an ORDER BY spelt the same
 * way: with it the newest or best rated come straight off the index instead of a sort of every row.
 */
const newestFirst = sql`${hotels.createdAt} desc nulls last`;
const bestRatedFirst = sql`${hotels.starRating} desc nulls last`;

/** A property that is on the site (not archived). */
export async function findActiveHotel(db: Database, id: string): Promise<HotelRow | undefined> {
  const [row] = await db
    .select()
    .from(hotels)
    .where(and(eq(hotels.id, id), active))
    .limit(1);
  return row;
}

// ---- Home lists -------------------------------------------------------------------------------

export function listLatestHotels(db: Database, limit: number): Promise<HotelSummaryRow[]> {
  return db.select(summaryColumns).from(hotels).where(active).orderBy(newestFirst, asc(hotels.id)).limit(limit);
}

/** Highest star rating first; equal ratings in id order, which keeps the list on its index. */
export function listBestRatedHotels(db: Database, limit: number, excluding: string[] = []): Promise<HotelSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(hotels)
    .where(and(active, excluding.length ? notInArray(hotels.id, excluding) : undefined))
    .orderBy(bestRatedFirst, asc(hotels.id))
    .limit(limit);
}

/**
 * The properties with the most confirmed bookings, most first (equal counts in id order), archived
 * ones included: the caller keeps those still on the site. The counting starts from the bookings, so
 * the properties themselves are never scanned and sorted; it still reads every confirmed booking,
 * which is why the service keeps the result for a while.
 */
export async function listMostBookedHotelIds(db: Database, limit: number): Promise<string[]> {
  const bookingCount = count().as('booking_count');
  const rows = await db
    .select({ hotelId: bookings.hotelId, bookingCount })
    .from(bookings)
    .where(eq(bookings.status, 'confirmed'))
    .groupBy(bookings.hotelId)
    .orderBy(desc(bookingCount), asc(bookings.hotelId))
    .limit(limit);
  return rows.map((row) => row.hotelId);
}

/** The properties among `ids` that are on the site, in no particular order. */
export function listActiveHotelsAmong(db: Database, ids: readonly string[]): Promise<HotelSummaryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(summaryColumns)
    .from(hotels)
    .where(and(inArray(hotels.id, [...ids]), active));
}

// ---- Search -----------------------------------------------------------------------------------

/** Every sort ends on the id, so equal keys keep one order from page to page. */
const SEARCH_ORDER: Record<SortOption, SQL[]> = {
  none: [newestFirst, asc(hotels.id)],
  starRating: [bestRatedFirst, asc(hotels.id)],
  pricePerNightAsc: [asc(hotels.pricePerNight), asc(hotels.id)],
  pricePerNightDesc: [desc(hotels.pricePerNight), desc(hotels.id)],
};

/**
 * No confirmed booking, no unexpired hold and no calendar block (owner's or imported) shares a night
 * with the stay. The status test repeats the exclusion constraint's predicate so PostgreSQL may use its
 * (hotel_id, daterange) GiST index; the blocks have a GiST index on the same expression.
 */
function freeForStay(checkIn: string, checkOut: string): SQL {
  const stay = sql`daterange(${checkIn}::date, ${checkOut}::date, '[)')`;
  return sql`not exists (
    select 1 from ${bookings}
    where ${bookings.hotelId} = ${hotels.id}
      and ${bookings.status} in ('held', 'confirmed')
      and (${bookings.status} = 'confirmed' or ${bookings.holdExpiresAt} > now())
      and daterange(${bookings.checkIn}, ${bookings.checkOut}, '[)') && ${stay}
  ) and not exists (
    select 1 from ${calendarBlocks}
    where ${calendarBlocks.hotelId} = ${hotels.id}
      and daterange(${calendarBlocks.startDate}, ${calendarBlocks.endDate}, '[)') && ${stay}
  )`;
}

function searchConditions(query: SearchQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [active];
  const destination = query.destination.toLowerCase();
  // Plain-text substring over lower(name city country), served by the trigram index.
  if (destination) conditions.push(sql`${hotels.searchText} like ${containsPattern(destination)}`);
  if (query.adultCount) conditions.push(gte(hotels.adultCount, query.adultCount));
  if (query.childCount) conditions.push(gte(hotels.childCount, query.childCount));
  if (query.facilities.length) conditions.push(arrayContains(hotels.facilities, query.facilities));
  if (query.amenities.length) conditions.push(arrayContains(hotels.amenities, query.amenities));
  if (query.types.length) conditions.push(inArray(hotels.type, query.types));
  if (query.stars.length) conditions.push(inArray(hotels.starRating, query.stars));
  if (query.maxPrice !== undefined) conditions.push(lte(hotels.pricePerNight, query.maxPrice));
  if (query.checkIn && query.checkOut) conditions.push(freeForStay(query.checkIn, query.checkOut));
  return and(...conditions);
}

export interface PageOf<T> {
  rows: T[];
  total: number;
}

export async function searchActiveHotels(
  db: Database,
  query: SearchQuery,
  pageSize: number,
): Promise<PageOf<HotelSummaryRow>> {
  const where = searchConditions(query);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(hotels)
      .where(where)
      .orderBy(...SEARCH_ORDER[query.sortOption])
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(hotels).where(where),
  ]);
  return { rows, total };
}

// ---- Administrator lists ----------------------------------------------------------------------

function adminConditions(query: AdminHotelListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [active];
  if (query.search) {
    const pattern = containsPattern(query.search.toLowerCase());
    conditions.push(
      or(
        sql`${hotels.searchText} like ${pattern}`,
        sql`lower(${hotels.type}) like ${pattern}`,
        isUuid(query.search) ? eq(hotels.id, query.search.toLowerCase()) : undefined,
      ),
    );
  }
  if (query.name) conditions.push(sql`lower(${hotels.name}) like ${containsPattern(query.name.toLowerCase())}`);
  if (query.type) conditions.push(eq(hotels.type, query.type));
  if (query.facilities.length) conditions.push(arrayContains(hotels.facilities, query.facilities));
  return and(...conditions);
}

export async function listAdminHotels(db: Database, query: AdminHotelListQuery): Promise<PageOf<HotelSummaryRow>> {
  const where = adminConditions(query);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(hotels)
      .where(where)
      .orderBy(newestFirst, asc(hotels.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(hotels).where(where),
  ]);
  return { rows, total };
}

// ---- Changes ----------------------------------------------------------------------------------

export type HotelValues = Omit<typeof hotels.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'archivedAt' | 'searchText'>;

export async function insertHotel(db: Database, values: HotelValues): Promise<HotelRow> {
  const [row] = await db.insert(hotels).values(values).returning();
  return row!;
}

/**
 * Updates a property under a row lock: `change` sees the current row (so the images it keeps are
 * judged against what is stored now, not against an earlier read) and returns the new values.
 * Returns the updated row and the row as it was, or undefined when the property is gone.
 */
export async function updateHotelLocked(
  db: Database,
  id: string,
  change: (current: HotelRow) => Partial<HotelValues>,
): Promise<{ before: HotelRow; after: HotelRow } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(hotels)
      .where(and(eq(hotels.id, id), active))
      .for('update');
    if (!before) return undefined;
    const [after] = await tx
      .update(hotels)
      .set({ ...change(before), updatedAt: new Date() })
      .where(eq(hotels.id, id))
      .returning();
    return { before, after: after! };
  });
}

/** Takes a property off the site; its bookings keep pointing at it. False when it was not on the site. */
export async function archiveHotel(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(hotels)
    .set({ archivedAt: new Date() })
    .where(and(eq(hotels.id, id), active))
    .returning({ id: hotels.id });
  return rows.length > 0;
}
