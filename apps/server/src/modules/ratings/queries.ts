import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ratings } from '../../db/schema';

export type RatingsRow = typeof ratings.$inferSelect;
type Links = Pick<RatingsRow, 'bookingdotcom' | 'airbnb' | 'makemytrip' | 'googleTravel' | 'agoda'>;

/** The single row of links, or undefined before the admin first saves them. */
export async function findRatings(db: Database): Promise<RatingsRow | undefined> {
  const [row] = await db.select().from(ratings).where(eq(ratings.id, 1)).limit(1);
  return row;
}

/** Creates or replaces the single row of links. */
export async function upsertRatings(db: Database, links: Links): Promise<RatingsRow> {
  const [row] = await db
    .insert(ratings)
    .values({ id: 1, ...links })
    .onConflictDoUpdate({ target: ratings.id, set: { ...links, updatedAt: new Date() } })
    .returning();
  return row!;
}
