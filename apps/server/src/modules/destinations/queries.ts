import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { destinations } from '../../db/schema';

export type DestinationRow = typeof destinations.$inferSelect;

export function listDestinations(db: Database): Promise<DestinationRow[]> {
  return db.select().from(destinations).orderBy(asc(destinations.name), asc(destinations.id));
}

/** Inserts a destination; undefined when the name is taken (names are unique whatever their case). */
export async function insertDestination(
  db: Database,
  values: { name: string; illustrationImageUrl: string | null },
): Promise<DestinationRow | undefined> {
  const [row] = await db.insert(destinations).values(values).onConflictDoNothing().returning();
  return row;
}

/** Deletes a destination and returns it, or undefined when there was none. */
export async function deleteDestination(db: Database, id: string): Promise<DestinationRow | undefined> {
  const [row] = await db.delete(destinations).where(eq(destinations.id, id)).returning();
  return row;
}
