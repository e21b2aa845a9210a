import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hotels } from '../../db/schema';
import type { HotelRow } from './serialize';

/** A property that is on the site (not archived). */
export async function findActiveHotel(db: Database, id: string): Promise<HotelRow | undefined> {
  const [row] = await db
    .select()
    .from(hotels)
    .where(and(eq(hotels.id, id), isNull(hotels.archivedAt)))
    .limit(1);
  return row;
}
