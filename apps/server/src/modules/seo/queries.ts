import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogs, hotels } from '../../db/schema';

/** Every property on the site (not archived) and when it last changed, oldest first. */
export function listedProperties(db: Database): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: hotels.id, updatedAt: hotels.updatedAt })
    .from(hotels)
    .where(isNull(hotels.archivedAt))
    .orderBy(asc(hotels.createdAt), asc(hotels.id));
}

/** Every blog post (all are published: the site shows each one) and its publication date. */
export function listedBlogs(db: Database): Promise<{ id: string; publishDate: string; createdAt: Date }[]> {
  return db
    .select({ id: blogs.id, publishDate: blogs.publishDate, createdAt: blogs.createdAt })
    .from(blogs)
    .orderBy(sql`${blogs.publishDate} desc`, asc(blogs.id));
}

/** What Google's feeds say of every property on the site: its place and its prices' terms. */
export function feedProperties(db: Database) {
  return db.select(feedColumns).from(hotels).where(isNull(hotels.archivedAt)).orderBy(asc(hotels.createdAt), asc(hotels.id));
}

/** One property on the site, as the feeds read it. */
export async function feedProperty(db: Database, id: string): Promise<FeedProperty | undefined> {
  const [row] = await db
    .select(feedColumns)
    .from(hotels)
    .where(and(eq(hotels.id, id), isNull(hotels.archivedAt)));
  return row;
}

const feedColumns = {
  id: hotels.id,
  name: hotels.name,
  streetAddress: hotels.streetAddress,
  city: hotels.city,
  postalCode: hotels.postalCode,
  country: hotels.country,
  type: hotels.type,
  latitude: hotels.latitude,
  longitude: hotels.longitude,
  adultCount: hotels.adultCount,
  pricePerNight: hotels.pricePerNight,
  rates: hotels.rates,
  priceModel: hotels.priceModel,
  includedGuests: hotels.includedGuests,
  extraAdultPrice: hotels.extraAdultPrice,
  extraChildPrice: hotels.extraChildPrice,
  cleaningFeePaise: hotels.cleaningFeePaise,
  updatedAt: hotels.updatedAt,
};
export type FeedProperty = Awaited<ReturnType<typeof feedProperties>>[number];
