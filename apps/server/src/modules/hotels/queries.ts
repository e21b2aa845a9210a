import type { AdminHotelListQuery, SearchQuery, SortOption } from '@hillnest/domain';
import { and, arrayContains, asc, count, desc, eq, inArray, isNull, lte, gte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, hotels } from '../../db/schema';
import { containsPattern } from '../../lib/sql';
import { isUuid } from '../../lib/validate';
import { summaryColumns, type HotelRow, type HotelSummaryRow } from './serialize';

const active = isNull(hotels.archivedAt);

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
  return db.select(summaryColumns).from(hotels).where(active).orderBy(desc(hotels.createdAt), asc(hotels.id)).limit(limit);
}

export function listBestRatedHotels(db: Database, limit: number): Promise<HotelSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(hotels)
    .where(active)
    .orderBy(desc(hotels.starRating), desc(hotels.createdAt), asc(hotels.id))
    .limit(limit);
}

/**
 * Properties by number of confirmed bookings. Ties (and a site with no bookings yet) fall back to
 * star rating then newest, so the section is never empty while there are properties.
 */
export function listMostBookedHotels(db: Database, limit: number): Promise<HotelSummaryRow[]> {
  const confirmed = db
    .select({ hotelId: bookings.hotelId, bookingCount: count().as('booking_count') })
    .from(bookings)
    .where(eq(bookings.status, 'confirmed'))
    .groupBy(bookings.hotelId)
    .as('confirmed');
  return db
    .select(summaryColumns)
    .from(hotels)
    .leftJoin(confirmed, eq(confirmed.hotelId, hotels.id))
    .where(active)
    .orderBy(
      sql`coalesce(${confirmed.bookingCount}, 0) desc`,
      desc(hotels.starRating),
      desc(hotels.createdAt),
      asc(hotels.id),
    )
    .limit(limit);
}

// ---- Search -----------------------------------------------------------------------------------

/** Every sort ends on the id, so equal keys keep one order from page to page. */
const SEARCH_ORDER: Record<SortOption, SQL[]> = {
  none: [desc(hotels.createdAt), asc(hotels.id)],
  starRating: [desc(hotels.starRating), asc(hotels.id)],
  pricePerNightAsc: [asc(hotels.pricePerNight), asc(hotels.id)],
  pricePerNightDesc: [desc(hotels.pricePerNight), desc(hotels.id)],
};

/**
 * No confirmed booking and no unexpired hold shares a night with the stay. The status test repeats
 * the exclusion constraint's predicate so PostgreSQL may use its (hotel_id, daterange) GiST index.
 */
function freeForStay(checkIn: string, checkOut: string): SQL {
  return sql`not exists (
    select 1 from ${bookings}
    where ${bookings.hotelId} = ${hotels.id}
      and ${bookings.status} in ('held', 'confirmed')
      and (${bookings.status} = 'confirmed' or ${bookings.holdExpiresAt} > now())
      and daterange(${bookings.checkIn}, ${bookings.checkOut}, '[)') && daterange(${checkIn}::date, ${checkOut}::date, '[)')
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
      .orderBy(desc(hotels.createdAt), asc(hotels.id))
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
