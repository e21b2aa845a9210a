/**
 * The invalidation buses over a real PostgreSQL (and Redis, when TEST_REDIS_URL is set): what one
 * instance publishes reaches the others and not itself, and a listener whose connection is cut
 * comes back, drops everything it may have missed, and hears the next messages.
 */
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../test/harness';
import { createScratchDatabase } from '../test/scratch-database';
import { createPostgresBus, createRedisBus, type InvalidationBus } from './invalidation-bus';
import { READ_TOPICS, type ReadTopic } from './read-cache';

const log = pino({ level: 'silent' });

/** Everything a bus hands its listeners, and a wait for the next message that matches. */
function recorder(bus: InvalidationBus) {
  const received: ReadTopic[][] = [];
  bus.subscribe((change) => received.push([...change.topics]));
  return {
    received,
    async until(match: (topics: ReadTopic[]) => boolean, timeoutMs = 20_000): Promise<ReadTopic[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching message; received ${JSON.stringify(received)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

const same = (expected: ReadTopic[]) => (topics: ReadTopic[]) => [...topics].sort().join() === [...expected].sort().join();

/** Publishes until the other side has heard (its LISTEN/SUBSCRIBE may still be on the way at first). */
async function publishUntilHeard(from: InvalidationBus, to: ReturnType<typeof recorder>, topics: ReadTopic[]) {
  const deadline = Date.now() + 20_000;
  while (!to.received.some(same(topics))) {
    if (Date.now() > deadline) throw new Error(`never heard ${topics.join()}`);
    from.publish({ topics });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!onPostgres())('PostgreSQL LISTEN/NOTIFY bus', () => {
  let database: { url: string; drop(): Promise<void> };
  const buses: InvalidationBus[] = [];
  beforeAll(async () => {
    database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'bus');
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    await database?.drop();
  });

  it('carries one instance’s invalidations to the other, not back to itself, and survives a lost connection', async () => {
    const a = createPostgresBus(database.url, log);
    const b = createPostgresBus(database.url, log);
    buses.push(a, b);
    const heardByA = recorder(a);
    const heardByB = recorder(b);

    await publishUntilHeard(a, heardByB, ['hotels']);
    await publishUntilHeard(b, heardByA, ['coupons', 'blogs']);
    expect(heardByA.received.flat()).not.toContain('hotels');
    expect(heardByB.received.flat()).not.toContain('coupons');

    // Cut both listening connections from the server side, as a restart of PostgreSQL would.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const cut = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'hillnest-read-cache' and pid <> pg_backend_pid()",
      );
      expect(cut.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    // Back, it drops everything (it cannot know what it missed), then hears new messages again.
    await heardByB.until(same([...READ_TOPICS]));
    const before = heardByB.received.length;
    await publishUntilHeard(a, heardByB, ['blocks']);
    expect(heardByB.received.length).toBeGreaterThan(before);
  });
});

describe.skipIf(!onPostgres() || !process.env.TEST_REDIS_URL)('Redis pub/sub bus', () => {
  it('carries one instance’s invalidations to the other and not back to itself', async () => {
    // A prefix of its own: other runs on this machine share the Redis server.
    const prefix = `hillnest-test-${randomBytes(4).toString('hex')}:`;
    const a = createRedisBus(process.env.TEST_REDIS_URL!, prefix, log);
    const b = createRedisBus(process.env.TEST_REDIS_URL!, prefix, log);
    try {
      const heardByA = recorder(a);
      const heardByB = recorder(b);
      await publishUntilHeard(a, heardByB, ['bookings']);
      await publishUntilHeard(b, heardByA, ['destinations']);
      expect(heardByA.received.flat()).not.toContain('bookings');
      expect(heardByB.received.flat()).not.toContain('destinations');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
