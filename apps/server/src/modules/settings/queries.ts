import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings, settingsActivity, users } from '../../db/schema';

export async function listStoredSettings(db: Database): Promise<{ key: string; value: unknown }[]> {
  return db.select({ key: settings.key, value: settings.value }).from(settings);
}

/** Stores the changed settings and logs each change (never its value), in one transaction. */
export async function storeSettings(db: Database, changes: { key: string; value: unknown }[], userId: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { key, value } of changes) {
      await tx
        .insert(settings)
        .values({ key, value, updatedAt: at, updatedBy: userId })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at, updatedBy: userId } });
    }
    await tx.insert(settingsActivity).values(changes.map(({ key }) => ({ key, changedAt: at, changedBy: userId })));
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
