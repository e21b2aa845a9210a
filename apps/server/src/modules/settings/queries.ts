import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings, settingsActivity, users } from '../../db/schema';

export async function listStoredSettings(db: Database): Promise<{ key: string; value: unknown }[]> {
  return db.select({ key: settings.key, value: settings.value }).from(settings);
}

/** These settings' stored values (a missing key is not set). */
export async function readStoredSettings(db: Database, keys: readonly string[]): Promise<Map<string, unknown>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/**
 * Stores a record the site keeps about itself (a connection check, a webhook's arrival): not an owner's
 * change, so not in the activity log.
 */
export async function storeRecord(db: Database, key: string, value: unknown, at: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: at })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at } });
}

/** Stores the changed settings and logs each change (never its value), in one transaction. */
export async function storeSettings(
  db: Database,
  changes: { key: string; value: unknown }[],
  userId: string,
  at: Date,
  /** Records the change makes stale (a connection check of keys that changed). */
  removals: readonly string[] = [],
): Promise<void> {
  await db.transaction(async (tx) => {
    if (removals.length > 0) await tx.delete(settings).where(inArray(settings.key, [...removals]));
    for (const { key, value } of changes) {
      await tx
        .insert(settings)
        .values({ key, value, updatedAt: at, updatedBy: userId })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at, updatedBy: userId } });
    }
    if (changes.length > 0) await tx.insert(settingsActivity).values(changes.map(({ key }) => ({ key, changedAt: at, changedBy: userId })));
  });
}

export async function listSettingsActivity(db: Database, limit: number) {
  return db
    .select({ key: settingsActivity.key, changedAt: settingsActivity.changedAt, changedBy: users.email })
    .from(settingsActivity)
    .leftJoin(users, eq(users.id, settingsActivity.changedBy))
    .orderBy(desc(settingsActivity.changedAt), desc(settingsActivity.id))
    .limit(limit);
}
