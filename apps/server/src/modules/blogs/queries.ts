import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogs } from '../../db/schema';

export type BlogRow = typeof blogs.$inferSelect;
export type BlogSummaryRow = Omit<BlogRow, 'content' | 'createdAt'> & { contentStart: string };

/** Enough of the content to cut an excerpt from, without reading whole articles for a list. */
const EXCERPT_SOURCE_CHARS = 3000;

/** One page of blogs, newest publish date first, with the total count. */
export async function listBlogPage(db: Database, offset: number, limit: number): Promise<{ rows: BlogSummaryRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: blogs.id,
        title: blogs.title,
        thumbnailImageUrl: blogs.thumbnailImageUrl,
        author: blogs.author,
        publishDate: blogs.publishDate,
        contentStart: sql<string>`left(${blogs.content}, ${sql.raw(String(EXCERPT_SOURCE_CHARS))})`,
      })
      .from(blogs)
      .orderBy(desc(blogs.publishDate), desc(blogs.createdAt), desc(blogs.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(blogs),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findBlog(db: Database, id: string): Promise<BlogRow | undefined> {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  return row;
}

export async function insertBlog(db: Database, values: Omit<typeof blogs.$inferInsert, 'id' | 'createdAt'>): Promise<BlogRow> {
  const [row] = await db.insert(blogs).values(values).returning();
  return row!;
}

/** Deletes a blog and returns it, or undefined when there was none. */
export async function deleteBlog(db: Database, id: string): Promise<BlogRow | undefined> {
  const [row] = await db.delete(blogs).where(eq(blogs.id, id)).returning();
  return row;
}

export async function updateBlog(
  db: Database,
  id: string,
  values: Omit<typeof blogs.$inferInsert, 'id' | 'createdAt'>,
): Promise<BlogRow | undefined> {
  const [row] = await db.update(blogs).set(values).where(eq(blogs.id, id)).returning();
  return row;
}
