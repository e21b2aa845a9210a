import { createHash } from 'node:crypto';
import type { AdminHotelListQuery, Rates, SearchQuery, SortOption } from '@hillnest/domain';
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
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, hotels, takenNights } from '../../db/schema';
import { containsPattern } from '../../lib/sql';
import { isUuid } from '../../lib/validate';
import { summaryColumns, type HotelRow, type HotelSummaryRow } from './serialize';
import { datedStay, minimumStayMet, plainStayKey, ratedStayKey, stayPriceAtMost, type DatedStay } from './stay-price';

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

/**
 * No confirmed booking, no unexpired hold and no calendar block (owner's or imported) takes a night of
 * the stay. Asked of taken_nights (kept by triggers in step with bookings and blocks): plain columns
 * with statistics and two covering indexes, so PostgreSQL either looks each candidate up (a few
 * index entries) or, for a wide search, reads the nights of the range once and hashes them, never
 * re-reading range overlaps per candidate.
 */
function freeForStay(checkIn: string, checkOut: string): SQL {
  return sql`not exists (
    select 1 from ${takenNights}
    where ${takenNights.hotelId} = ${hotels.id}
      and ${takenNights.night} >= ${checkIn}::date
      and ${takenNights.night} < ${checkOut}::date
      and ${takenNights.takenUntil} > now()
  )`;
}

function searchConditions(query: SearchQuery, stay: DatedStay | null): SQL | undefined {
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
  if (stay) {
    // With dates the price is the stay's average per night, and the stay must last the minimum stay.
    if (query.maxPrice !== undefined) conditions.push(stayPriceAtMost(stay, query.maxPrice));
    conditions.push(minimumStayMet(stay));
    conditions.push(freeForStay(stay.checkIn, stay.checkOut));
  } else if (query.maxPrice !== undefined) {
    conditions.push(lte(hotels.pricePerNight, query.maxPrice));
  }
  return and(...conditions);
}

export interface PageOf<T> {
  rows: T[];
  total: number;
}

/**
 * What a search's pages are ordered by: one key, then the id, so equal keys keep one order from page
 * to page. With dates, the price sorts use the stay's key (decision 0019): the property's price ×
 * nights × 100 without rates, priced night by night with them.
 */
function searchOrder(sortOption: SortOption, stay: DatedStay | null): { key: SQL; keyDescending: boolean; idDescending: boolean } {
  switch (sortOption) {
    case 'starRating':
      return { key: sql`${hotels.starRating}`, keyDescending: true, idDescending: false };
    case 'pricePerNightAsc':
    case 'pricePerNightDesc': {
      const descending = sortOption === 'pricePerNightDesc';
      const key = stay
        ? sql`case when ${hotels.rates} is null then ${plainStayKey(stay)} else ${ratedStayKey(stay)} end`
        : sql`${hotels.pricePerNight}`;
      return { key, keyDescending: descending, idDescending: descending };
    }
    case 'none':
      return { key: sql`${hotels.createdAt}`, keyDescending: true, idDescending: false };
  }
}

/**
 * One query for a page and the total. The matching is narrow: only each match's id and sort key are
 * kept (a CTE read twice, so PostgreSQL computes it once), counted, and sorted for the page; the
 * card's columns are read for the page's rows alone. Reading whole rows for every match (a window
 * count over them) cost a heap visit and a wide tuple per match, and its LIMIT led PostgreSQL 15 to
 * cost the count as if it could stop early, so availability was probed per candidate even for
 * thousands of candidates, where reading the stay's nights once and hashing them is far cheaper.
 */
export async function searchActiveHotels(db: Database, query: SearchQuery, pageSize: number): Promise<PageOf<HotelSummaryRow>> {
  const stay = datedStay(query);
  const where = searchConditions(query, stay);
  const offset = (query.page - 1) * pageSize;
  const { key, keyDescending, idDescending } = searchOrder(query.sortOption, stay);
  const matches = db.$with('matches').as(
    db
      .select({ id: hotels.id, key: sql`${key}`.as('sort_key') })
      .from(hotels)
      .where(where),
  );
  const keyOrder = keyDescending ? desc : asc;
  const idOrder = idDescending ? desc : asc;
  const page = db
    .select({ id: matches.id, key: matches.key })
    .from(matches)
    .orderBy(keyOrder(matches.key), idOrder(matches.id))
    .limit(pageSize)
    .offset(offset)
    .as('page');
  const statement = db
    .with(matches)
    .select({ ...summaryColumns, total: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(page)
    .innerJoin(hotels, eq(hotels.id, page.id))
    .orderBy(keyOrder(page.key), idOrder(page.id));
  const found = await prepared(statement, 'search').execute();
  // A page past the last has no row to carry the total: counted apart (rare, a stale link).
  if (found.length === 0 && query.page > 1) {
    const [{ total } = { total: 0 }] = await prepared(db.select({ total: count() }).from(hotels).where(where), 'search_count').execute();
    return { rows: [], total };
  }
  return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]?.total ?? 0 };
}

/**
 * The query as a named prepared statement, the name made from its text: each pooled connection parses
 * and plans each shape of search once, and later searches of that shape (other places, dates, guests,
 * pages) run from the stored statement. (PGlite runs it as usual.)
 */
function prepared<T extends { toSQL(): { sql: string }; prepare(name: string): unknown }>(
  query: T,
  prefix: string,
): ReturnType<T['prepare']> {
  const name = `${prefix}_${createHash('sha1').update(query.toSQL().sql).digest('base64url')}`;
  return query.prepare(name) as ReturnType<T['prepare']>;
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
 * Every property on the site and its taken nights from `from` on (those not already released), read
 * in one repeatable-read transaction so the two agree with each other. The nights come grouped per
 * property as one compact string: a few thousand short strings instead of hundreds of thousands of rows.
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
      const taken = await tx
        .select({
          hotelId: takenNights.hotelId,
          nights: sql<string>`string_agg((${takenNights.night} - ${from}::date)::text
            || case when ${takenNights.takenUntil} = 'infinity' then '' else '@' || floor(extract(epoch from ${takenNights.takenUntil}) * 1000)::bigint::text end, ',')`,
        })
        .from(takenNights)
        .where(and(gte(takenNights.night, from), sql`${takenNights.takenUntil} > now()`))
        .groupBy(takenNights.hotelId);
      return { hotels: rows, taken };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * A cheap mark of the catalogue's tables having changed: PostgreSQL's running counts of rows inserted,
 * updated and deleted in `hotels` and `taken_nights` (its statistics, which follow commits within about
 * a second). Asked instead of reloading the copy when nothing announced a change.
 */
export async function catalogueChangeMark(db: Database): Promise<string> {
  const result = (await db.execute(
    sql`select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::text as mark
        from pg_stat_user_tables where relname in ('hotels', 'taken_nights')`,
  )) as unknown as { rows: { mark: string }[] };
  return result.rows[0]?.mark ?? '';
}
