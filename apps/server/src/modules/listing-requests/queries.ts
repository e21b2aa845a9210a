import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listingRequests } from '../../db/schema';

export type ListingRequestRow = typeof listingRequests.$inferSelect;

export async function insertListingRequest(
  db: Database,
  values: Omit<typeof listingRequests.$inferInsert, 'id' | 'createdAt'>,
): Promise<ListingRequestRow> {
  const [row] = await db.insert(listingRequests).values(values).returning();
  return row!;
}

/** Every request, newest first. */
export function listListingRequests(db: Database): Promise<ListingRequestRow[]> {
  return db.select().from(listingRequests).orderBy(desc(listingRequests.createdAt), desc(listingRequests.id));
}
