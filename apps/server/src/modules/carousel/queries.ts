import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carouselSlides } from '../../db/schema';

export type CarouselSlideRow = typeof carouselSlides.$inferSelect;

/** The slides in the order they were added. */
export function listSlides(db: Database): Promise<CarouselSlideRow[]> {
  return db.select().from(carouselSlides).orderBy(asc(carouselSlides.createdAt), asc(carouselSlides.id));
}

export async function insertSlide(
  db: Database,
  values: { imageUrl: string; featuredText: string; buttonLink: string },
): Promise<CarouselSlideRow> {
  const [row] = await db.insert(carouselSlides).values(values).returning();
  return row!;
}

/** Deletes a slide and returns it, or undefined when there was none. */
export async function deleteSlide(db: Database, id: string): Promise<CarouselSlideRow | undefined> {
  const [row] = await db.delete(carouselSlides).where(eq(carouselSlides.id, id)).returning();
  return row;
}

export async function findSlide(db: Database, id: string): Promise<CarouselSlideRow | undefined> {
  const [row] = await db.select().from(carouselSlides).where(eq(carouselSlides.id, id));
  return row;
}

export async function updateSlide(
  db: Database,
  id: string,
  values: { imageUrl: string; featuredText: string; buttonLink: string },
): Promise<CarouselSlideRow | undefined> {
  const [row] = await db.update(carouselSlides).set(values).where(eq(carouselSlides.id, id)).returning();
  return row;
}
