/**
 * The reviews' figures for other modules' lists (the home page's cards, Best Rated): the average and
 * count of each property's shown reviews. Apart from queries.ts, which only this module reads.
 */
import { and, inArray, sql } from 'drizzle-orm';
import type { ReviewFigures } from '@hillnest/domain';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';
import { shownReview } from './queries';

/** Every property's figures (those with shown reviews): the search's in-memory copy (modules/hotels/catalogue.ts). */
export async function allReviewFigures(db: Database, now: Date): Promise<Map<string, ReviewFigures>> {
  const figures = reviewFiguresQuery(db, now);
  const rows = await db.select({ hotelId: figures.hotelId, average: figures.average, count: figures.count }).from(figures);
  return new Map(rows.map((row) => [row.hotelId, { average: row.average, count: row.count }]));
}

/** The shown reviews of each property, as a subquery to join: hotel_id, average, count. */
export function reviewFiguresQuery(db: Database, now: Date) {
  return db
    .select({
      hotelId: reviews.hotelId,
      average: sql<number>`round(avg(${reviews.rating}), 1)::float8`.as('review_average'),
      count: sql<number>`count(*)::int`.as('review_count'),
    })
    .from(reviews)
    .where(shownReview(now))
    .groupBy(reviews.hotelId)
    .as('review_figures');
}

/** The figures of these properties, by id (those without shown reviews are absent). */
export async function reviewFiguresOf(
  db: Database,
  hotelIds: string[],
  now: Date,
): Promise<Map<string, { average: number; count: number }>> {
  if (hotelIds.length === 0) return new Map();
  const rows = await db
    .select({
      hotelId: reviews.hotelId,
      average: sql<number>`round(avg(${reviews.rating}), 1)::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(inArray(reviews.hotelId, hotelIds), shownReview(now)))
    .groupBy(reviews.hotelId);
  return new Map(rows.map((row) => [row.hotelId, { average: row.average, count: row.count }]));
}
