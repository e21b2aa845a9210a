import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coupons } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

/** Every coupon, newest first. */
export function listCoupons(db: Database): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.creationDate), desc(coupons.id));
}

/** Inserts a coupon; undefined when its code is taken (codes are unique whatever their case). */
export async function insertCoupon(
  db: Database,
  values: Omit<typeof coupons.$inferInsert, 'id' | 'creationDate'>,
): Promise<CouponRow | undefined> {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
  return row;
}

/** Deletes a coupon; false when there was none with that id. */
export async function deleteCoupon(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return rows.length > 0;
}

/** Replaces a coupon's fields; undefined when there is none with that id, 'duplicate' when the new code is taken. */
export async function updateCoupon(
  db: Database,
  id: string,
  values: Omit<typeof coupons.$inferInsert, 'id' | 'creationDate'>,
): Promise<CouponRow | 'duplicate' | undefined> {
  const [taken] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(sql`lower(${coupons.couponCode}) = lower(${values.couponCode})`, ne(coupons.id, id)));
  if (taken) return 'duplicate';
  const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  return row;
}
