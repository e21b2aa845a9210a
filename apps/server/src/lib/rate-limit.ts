/**
 * Rate limits over the shared counters (lib/counters.ts: in memory, or in Redis with REDIS_URL so
 * every instance counts together). A refusal is a 429 `{message}` with Retry-After.
 */
import type { CounterStore } from './counters';
import { HttpError } from './http-errors';

/** "30 seconds", "5 minutes": how long a refused client waits. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, { 'retry-after': String(retryAfterSeconds) });
  }
}

/** Whole seconds until `ms` have passed, at least one. */
export const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export interface RateLimit {
  /** Counts one request of `client`; refuses it once the window already holds `limit`. */
  hit(client: string): Promise<void>;
}

/** At most `limit` requests per client in each `windowMs` window (a window opens with its first request). */
export function createRateLimit(
  store: CounterStore,
  options: { name: string; limit: number; windowMs: number; message: (wait: string) => string },
): RateLimit {
  return {
    async hit(client) {
      const window = await store.increment(`${options.name}:${client}`, options.windowMs);
      if (window.count > options.limit) {
        const seconds = secondsUntil(window.resetInMs);
        throw new TooManyRequests(options.message(formatWait(seconds)), seconds);
      }
    },
  };
}
