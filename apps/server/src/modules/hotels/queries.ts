import { REVIEWS_TO_RANK, type AdminHotelListQuery, type Rates } from '@hillnest/domain';
import {
  and,
  arrayContains,
  getTableColumns,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, hotels, takenNights } from '../../db/schema';
import { containsPattern } from '../../lib/sql';
import { isUuid } from '../../lib/validate';
import { reviewFiguresQuery } from '../reviews/figures';
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

/**
 * Best Rated (issue 37): properties with at least REVIEWS_TO_RANK shown verified reviews first, by
 * their average; then the others by the owner's star rating; equal ones in id order.
 */
export function listBestRatedHotels(db: Database, limit: number, now: Date, excluding: string[] = []): Promise<HotelSummaryRow[]> {
  const figures = reviewFiguresQuery(db, now);
  return db
    .select(summaryColumns)
    .from(hotels)
    .leftJoin(figures, eq(figures.hotelId, hotels.id))
    .where(and(active, excluding.length ? notInArray(hotels.id, excluding) : undefined))
    .orderBy(
      sql`case when ${figures.count} >= ${REVIEWS_TO_RANK} then ${figures.average} end desc nulls last`,
      bestRatedFirst,
      asc(hotels.id),
    )
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

export interface PageOf<T> {
  rows: T[];
  total: number;
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

export async function listAdminHotels(db: Database, query: AdminHotelListQuery & { page: number }): Promise<PageOf<HotelSummaryRow>> {
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

/** Replaces a property's rates (null: none). False when the property is not on the site. */
export async function setHotelRates(db: Database, id: string, rates: Rates | null): Promise<boolean> {
  const rows = await db
    .update(hotels)
    .set({ rates, updatedAt: new Date() })
    .where(and(eq(hotels.id, id), active))
    .returning({ id: hotels.id });
  return rows.length > 0;
}

// ---- The catalogue read model (catalogue.ts) ----------------------------------------------------

/** A property on the site as the in-memory catalogue keeps it: its whole row, for search and for its page. */
export interface CatalogueRow extends Omit<HotelRow, 'searchText'> {
  /** lower(name city country), as the database makes it (its lower-casing, not JavaScript's). */
  searchText: string;
  /** created_at in whole microseconds since 1970: the database's own precision, so "newest first" ties break as there. */
  createdAtMicros: number;
}

/** A property's taken nights from `from` on: `day[@until ms]` entries, days counted from `from`, without `@` when taken for good. */
export interface TakenNightsRow {
  hotelId: string;
  nights: string;
}

export interface CatalogueData {
  hotels: CatalogueRow[];
  taken: TakenNightsRow[];
}

/**
 * Each property's taken nights from `from` on (those not already released), `day[@until ms]` in order
 * of day, comma-separated; only `hotelIds`' when given (a property with none has no row).
 */
export function readTakenNights(db: Database, from: string, hotelIds?: readonly string[]) {
  return db
    .select({
      hotelId: takenNights.hotelId,
      nights: sql<string>`string_agg((${takenNights.night} - ${from}::date)::text
        || case when ${takenNights.takenUntil} = 'infinity' then '' else '@' || floor(extract(epoch from ${takenNights.takenUntil}) * 1000)::bigint::text end,
        ',' order by ${takenNights.night})`,
    })
    .from(takenNights)
    .where(
      and(
        gte(takenNights.night, from),
        sql`${takenNights.takenUntil} > now()`,
        hotelIds ? inArray(takenNights.hotelId, [...hotelIds]) : undefined,
      ),
    )
    .groupBy(takenNights.hotelId);
}

/**
 * Every property on the site and its taken nights from `from` on, read in one repeatable-read
 * transaction so the two agree with each other. The nights come grouped per property as one compact
 * string: a few thousand short strings instead of hundreds of thousands of rows.
 */
export async function readCatalogue(db: Database, from: string): Promise<CatalogueData> {
  return db.transaction(
    async (tx) => {
      const rows = await tx
        .select({
          ...getTableColumns(hotels),
          searchText: sql<string>`coalesce(${hotels.searchText}, '')`,
          createdAtMicros: sql<number>`(extract(epoch from ${hotels.createdAt}) * 1000000)::bigint`.mapWith(Number),
        })
        .from(hotels)
        .where(active);
      return { hotels: rows, taken: await readTakenNights(tx as unknown as Database, from) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
