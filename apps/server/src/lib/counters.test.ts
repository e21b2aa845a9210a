import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCounterStore, createRedisCounterStore, type CounterStore } from './counters';

describe('memory counters', () => {
  it('count within a window and start again when it ends', async () => {
    let now = 1_000;
    const store = createMemoryCounterStore(() => now);
    expect((await store.increment('ip:1', 60_000)).count).toBe(1);
    expect(await store.increment('ip:1', 60_000)).toEqual({ count: 2, resetInMs: 60_000 });
    now += 60_000;
    expect(await store.peek('ip:1')).toEqual({ count: 0, resetInMs: 0 });
    expect((await store.increment('ip:1', 60_000)).count).toBe(1);
    await store.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('Redis counters', () => {
  const stores: CounterStore[] = [];
  const open = (prefix: string) => {
    const store = createRedisCounterStore(redisUrl!, prefix);
    stores.push(store);
    return store;
  };
  afterAll(async () => {
    for (const store of stores) await store.close();
  });

  it('share one count between instances with the same prefix, and keep sites with another prefix apart', async () => {
    const site = `test:${randomUUID()}:`;
    const [first, second, otherSite] = [open(site), open(site), open(`${site}other:`)];
    await first.increment('login:owner@example.com', 60_000);
    await second.increment('login:owner@example.com', 60_000);
    expect((await first.peek('login:owner@example.com')).count).toBe(2);
    expect((await otherSite.peek('login:owner@example.com')).count).toBe(0);
    await first.reset('login:owner@example.com');
    expect((await second.peek('login:owner@example.com')).count).toBe(0);
  });
});
