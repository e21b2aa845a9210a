import { asc, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogs, hotels } from '../../db/schema';

/** Every property on the site (not archived) and when it last changed, oldest first. */
export function listedProperties(db: Database): Promise<{ id: string; updatedAt: Date }[]> {
  return db.select({ id: hotels.id, updatedAt: hotels.updatedAt }).from(hotels).where(isNull(hotels.archivedAt)).orderBy(asc(hotels.createdAt), asc(hotels.id));
}

/** Every blog post (all are published: the site shows each one) and its publication date. */
export function listedBlogs(db: Database): Promise<{ id: string; publishDate: string; createdAt: Date }[]> {
  return db
    .select({ id: blogs.id, publishDate: blogs.publishDate, createdAt: blogs.createdAt })
    .from(blogs)
    .orderBy(sql`${blogs.publishDate} desc`, asc(blogs.id));
}
