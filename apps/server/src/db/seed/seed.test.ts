/**
 * Demo data is seeded once even when two instances start together on one database: on PostgreSQL
 * the second instance (its own connection pool) waits for the first one's advisory lock.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../lib/storage';
import { createTestApp, type TestApp } from '../../test/harness';
import { openDatabase, type DatabaseHandle } from '../client';
import { coupons, hotels } from '../schema';
import { DEMO_HOTELS } from './data';
import { seedDemoData } from '.';

describe('demo data seeding', () => {
  let t: TestApp;
  let second: DatabaseHandle | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    // On PostgreSQL a second pool stands for a second instance; PGlite has one connection, so the same handle.
    if (t.config.databaseUrl) second = await openDatabase({ databaseUrl: t.config.databaseUrl, poolSize: 2 });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('two instances starting at once seed the catalogue exactly once', async () => {
    const storage = createStorage(t.config);
    const results = await Promise.all([
      seedDemoData(t.database.db, storage, t.config),
      seedDemoData((second ?? t.database).db, storage, t.config),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const count = async (table: typeof hotels | typeof coupons) =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    expect(await count(hotels)).toBe(DEMO_HOTELS.length);
    expect(await count(coupons)).toBe(3);
    // A later start finds the catalogue filled and leaves it alone.
    expect(await seedDemoData(t.database.db, storage, t.config)).toBe(false);
  });
});
