/**
 * Counters in fixed time windows, for rate limits. In memory by default; in Redis when REDIS_URL is
 * set, so every instance of the site shares the counts.
 */
import { Redis } from 'ioredis';

export interface WindowCount {
  count: number;
  /** Milliseconds until this window ends and the count starts again from zero. */
  resetInMs: number;
}

export interface CounterStore {
  /** Adds one; the window starts with the first hit. */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** The current count, or zero when no window is open. */
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired windows are dropped as they are read, and swept now and then so memory stays bounded.
  const sweep = setInterval(() => {
    for (const key of windows.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    async increment(key, windowMs) {
      const entry = live(key) ?? { count: 0, endsAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.endsAt - now() };
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.endsAt - now() } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

export function createRedisCounterStore(url: string, prefix = 'hillnest:rl:'): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', () => {
    /* reconnects on its own; a failed command surfaces where it is awaited */
  });
  return {
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(INCREMENT, 1, prefix + key, windowMs)) as [number, number];
      return { count, resetInMs: ttl };
    },
    async peek(key) {
      const [value, ttl] = await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()
        .then((r) => [r?.[0]?.[1], r?.[1]?.[1]]);
      const count = Number(value ?? 0);
      return count > 0 ? { count, resetInMs: Math.max(0, Number(ttl)) } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
