/**
 * Slows down password guessing without locking the owner out for good:
 * - per IP: at most `perIp` sign-in and registration attempts in 5 minutes;
 * - per account and IP: after 5 wrong passwords in 15 minutes, that address waits for the window to end;
 * - per account from anywhere: after 50 wrong passwords in 15 minutes, everyone waits for the window.
 * Every wait ends with its window; a correct password clears the account-and-IP count.
 */
import type { CounterStore } from '../../lib/counters';
import { formatWait, secondsUntil, TooManyRequests } from '../../lib/rate-limit';

const MINUTE = 60_000;

export interface ThrottleLimits {
  perIp: number;
  perAccountAndIp: number;
  perAccount: number;
}

export const DEFAULT_LIMITS: ThrottleLimits = { perIp: 30, perAccountAndIp: 5, perAccount: 50 };

export class TooManyAttempts extends TooManyRequests {
  constructor(retryAfterSeconds: number) {
    super(`Too many attempts. Please try again in ${formatWait(retryAfterSeconds)}.`, retryAfterSeconds);
  }
}

const waitOf = (ms: number) => new TooManyAttempts(secondsUntil(ms));

export function createAuthThrottle(store: CounterStore, limits: ThrottleLimits = DEFAULT_LIMITS) {
  const keys = {
    ip: (ip: string) => `auth:ip:${ip}`,
    pair: (email: string, ip: string) => `auth:fail:${email}:${ip}`,
    account: (email: string) => `auth:fail:${email}`,
  };
  return {
    /** Counts one attempt from this IP; refuses when the IP or the account is cooling down. */
    async attempt(ip: string, email?: string): Promise<void> {
      const fromIp = await store.increment(keys.ip(ip), 5 * MINUTE);
      if (fromIp.count > limits.perIp) throw waitOf(fromIp.resetInMs);
      if (!email) return;
      const [pair, account] = await Promise.all([store.peek(keys.pair(email, ip)), store.peek(keys.account(email))]);
      if (pair.count >= limits.perAccountAndIp) throw waitOf(pair.resetInMs);
      if (account.count >= limits.perAccount) throw waitOf(account.resetInMs);
    },
    async failed(ip: string, email: string): Promise<void> {
      await Promise.all([store.increment(keys.pair(email, ip), 15 * MINUTE), store.increment(keys.account(email), 15 * MINUTE)]);
    },
    async succeeded(ip: string, email: string): Promise<void> {
      await store.reset(keys.pair(email, ip));
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
