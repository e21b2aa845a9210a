import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hotelExtras, hotels } from '../../db/schema';

export type ExtraRow = typeof hotelExtras.$inferSelect;
export type ExtraColumns = Omit<typeof hotelExtras.$inferInsert, 'id' | 'hotelId' | 'createdAt' | 'deletedAt'>;

/** A property's extras in the order they were added; deleted ones too when asked (a request naming one is told so). */
export function listExtras(db: Database, hotelId: string, options: { withDeleted?: boolean } = {}): Promise<ExtraRow[]> {
  const where = options.withDeleted
    ? eq(hotelExtras.hotelId, hotelId)
    : and(eq(hotelExtras.hotelId, hotelId), isNull(hotelExtras.deletedAt));
  return db.select().from(hotelExtras).where(where).orderBy(asc(hotelExtras.createdAt), asc(hotelExtras.id));
}

/** The cleaning fee of a property that is not archived; undefined when there is none. */
export async function cleaningFeeOf(db: Database, hotelId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ cleaningFeePaise: hotels.cleaningFeePaise })
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), isNull(hotels.archivedAt)));
  return row?.cleaningFeePaise;
}

export async function setCleaningFee(db: Database, hotelId: string, cleaningFeePaise: number): Promise<boolean> {
  const rows = await db
    .update(hotels)
    .set({ cleaningFeePaise })
    .where(and(eq(hotels.id, hotelId), isNull(hotels.archivedAt)))
    .returning({ id: hotels.id });
  return rows.length > 0;
}

export async function insertExtra(db: Database, hotelId: string, values: ExtraColumns): Promise<ExtraRow> {
  const [row] = await db
    .insert(hotelExtras)
    .values({ ...values, hotelId })
    .returning();
  return row!;
}

/** Replaces a live extra's fields; undefined when the property has no such extra (or it was deleted). */
export async function updateExtra(db: Database, hotelId: string, id: string, values: ExtraColumns): Promise<ExtraRow | undefined> {
  const [row] = await db
    .update(hotelExtras)
    .set(values)
    .where(and(eq(hotelExtras.id, id), eq(hotelExtras.hotelId, hotelId), isNull(hotelExtras.deletedAt)))
    .returning();
  return row;
}

export async function softDeleteExtra(db: Database, hotelId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(hotelExtras)
    .set({ deletedAt: at })
    .where(and(eq(hotelExtras.id, id), eq(hotelExtras.hotelId, hotelId), isNull(hotelExtras.deletedAt)))
    .returning({ id: hotelExtras.id });
  return rows.length > 0;
}
