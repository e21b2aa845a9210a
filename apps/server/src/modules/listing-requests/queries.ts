import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
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

/** One page of requests, newest first (walks listing_requests_created_at_idx). */
export function listListingRequests(db: Database, page: { limit: number; offset: number }): Promise<ListingRequestRow[]> {
  return db
    .select()
    .from(listingRequests)
    .orderBy(desc(listingRequests.createdAt), desc(listingRequests.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countListingRequests(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(listingRequests);
  return row?.total ?? 0;
}

/** Namespace of the advisory lock that serializes one account's listing requests. */
const LISTING_LOCK_NAMESPACE = 4_203;

/** Holds one account's requests back until this transaction ends, so requests sent together are counted one after another. */
export async function lockAccountRequests(db: Database, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LISTING_LOCK_NAMESPACE}::int, hashtext(${userId}))`);
}

/** Requests the account sent in the last `minutes`, and when the oldest of them was sent. */
export async function recentRequestsOf(db: Database, userId: string, minutes: number): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${listingRequests.createdAt})` })
    .from(listingRequests)
    .where(and(eq(listingRequests.userId, userId), gt(listingRequests.createdAt, sql`now() - make_interval(mins => ${minutes}::int)`)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}
