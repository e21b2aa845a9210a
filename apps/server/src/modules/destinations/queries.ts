import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { destinations } from '../../db/schema';

export type DestinationRow = typeof destinations.$inferSelect;

export function listDestinations(db: Database): Promise<DestinationRow[]> {
  return db.select().from(destinations).orderBy(asc(destinations.name), asc(destinations.id));
}

/** What the lists show of a destination. */
const listColumns = {
  id: destinations.id,
  name: destinations.name,
  slug: destinations.slug,
  illustrationImageUrl: destinations.illustrationImageUrl,
  introduction: destinations.introduction,
  questions: destinations.questions,
  updatedAt: destinations.updatedAt,
  createdAt: destinations.createdAt,
};
export type DestinationListRow = Pick<
  DestinationRow,
  'id' | 'name' | 'slug' | 'illustrationImageUrl' | 'introduction' | 'questions' | 'updatedAt' | 'createdAt'
>;

/** The destination whose page is at `slug` (the oldest, should two share one from before slugs were checked). */
export async function findDestinationBySlug(db: Database, slug: string): Promise<DestinationRow | undefined> {
  const [row] = await db.select().from(destinations).where(eq(destinations.slug, slug)).orderBy(asc(destinations.createdAt)).limit(1);
  return row;
}

/**
 * Whether a destination other than `exceptId`, and not named `name` (that is the name's own conflict),
 * already has the page address `slug`.
 */
export async function isSlugTaken(db: Database, slug: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(
      and(
        eq(destinations.slug, slug),
        sql`lower(${destinations.name}) <> lower(${name})`,
        exceptId ? ne(destinations.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Every destination with the number of properties on the site a search for its name finds (the
 * search matches the name anywhere in a property's name, city and country, lower-cased).
 */
export function listDestinationsWithCounts(db: Database): Promise<(DestinationListRow & { propertyCount: number })[]> {
  return db
    .select({
      ...listColumns,
      // Written out with table names: inside a one-table select drizzle leaves columns unqualified, and a
      // bare "name" in the subquery would be the property's name.
      propertyCount:
        sql<number>`(select count(*) from "hotels" h where h."archived_at" is null and strpos(h."search_text", lower("destinations"."name")) > 0)::int`.mapWith(
          Number,
        ),
    })
    .from(destinations)
    .orderBy(asc(destinations.name), asc(destinations.id));
}

export interface DestinationValues {
  name: string;
  illustrationImageUrl: string | null;
  introduction: string;
  questions: { question: string; answer: string }[];
  updatedAt: Date;
}

/** Inserts a destination; undefined when the name is taken (names are unique whatever their case). */
export async function insertDestination(db: Database, values: DestinationValues): Promise<DestinationRow | undefined> {
  const [row] = await db.insert(destinations).values(values).onConflictDoNothing().returning();
  return row;
}

/** Deletes a destination and returns it, or undefined when there was none. */
export async function deleteDestination(db: Database, id: string): Promise<DestinationRow | undefined> {
  const [row] = await db.delete(destinations).where(eq(destinations.id, id)).returning();
  return row;
}

export async function findDestination(db: Database, id: string): Promise<DestinationRow | undefined> {
  const [row] = await db.select().from(destinations).where(eq(destinations.id, id));
  return row;
}

/** Renames a destination and sets its picture; 'duplicate' when another destination has the name. */
export async function updateDestination(
  db: Database,
  id: string,
  values: DestinationValues,
): Promise<DestinationRow | 'duplicate' | undefined> {
  const [taken] = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(and(sql`lower(${destinations.name}) = lower(${values.name})`, ne(destinations.id, id)));
  if (taken) return 'duplicate';
  const [row] = await db.update(destinations).set(values).where(eq(destinations.id, id)).returning();
  return row;
}
