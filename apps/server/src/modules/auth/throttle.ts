/**
 * Slows down password guessing without letting strangers lock the owner out (decision 0067):
 * - per client (an IPv4 address, or an IPv6 /64): at most `perIp` sign-in and registration attempts in 5 minutes;
 * - per account and client: after 5 wrong passwords in 15 minutes, that client waits for the window to end;
 * - per account from anywhere: never a refusal. After `slowAfter` wrong passwords in 15 minutes every
 *   attempt on the account is answered after a delay that doubles with each further failure (at most
 *   `maxDelayMs`), so guessing from many addresses slows to a crawl while the right password, from any
 *   address, still signs the owner in. The route e-mails the owner when the count reaches `slowAfter`.
 * Every wait ends with its window; a correct password clears the account-and-client count.
 */
import { setTimeout as sleepFor } from 'node:timers/promises';
import type { CounterStore } from '../../lib/counters';
import { clientNetwork } from '../../lib/ip';
import { formatWait, secondsUntil, TooManyRequests } from '../../lib/rate-limit';

const MINUTE = 60_000;
const FIRST_DELAY_MS = 250;

export interface ThrottleLimits {
  perIp: number;
  perAccountAndIp: number;
  /** Wrong passwords for one account (from anywhere) in 15 minutes before its attempts are slowed down. */
  slowAfter: number;
  /** The longest delay an attempt gets. */
  maxDelayMs: number;
}

export const DEFAULT_LIMITS: ThrottleLimits = { perIp: 30, perAccountAndIp: 5, slowAfter: 10, maxDelayMs: 8_000 };

export class TooManyAttempts extends TooManyRequests {
  constructor(retryAfterSeconds: number) {
    super(`Too many attempts. Please try again in ${formatWait(retryAfterSeconds)}.`, retryAfterSeconds);
  }
}

const waitOf = (ms: number) => new TooManyAttempts(secondsUntil(ms));

/** The delay before answering an attempt on an account with `failures` recent wrong passwords. */
export function slowdownMs(failures: number, limits: Pick<ThrottleLimits, 'slowAfter' | 'maxDelayMs'>): number {
  if (failures < limits.slowAfter) return 0;
  return Math.min(limits.maxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(failures - limits.slowAfter, 20));
}

export function createAuthThrottle(
  store: CounterStore,
  limits: ThrottleLimits = DEFAULT_LIMITS,
  sleep: (ms: number) => Promise<unknown> = (ms) => sleepFor(ms),
) {
  const keys = {
    ip: (ip: string) => `auth:ip:${clientNetwork(ip)}`,
    pair: (email: string, ip: string) => `auth:fail:${email}:${clientNetwork(ip)}`,
    account: (email: string) => `auth:fail:${email}`,
  };
  return {
    /** Counts one attempt from this client; refuses it while the client cools down, and slows a targeted account down. */
    async attempt(ip: string, email?: string): Promise<void> {
      const fromIp = await store.increment(keys.ip(ip), 5 * MINUTE);
      if (fromIp.count > limits.perIp) throw waitOf(fromIp.resetInMs);
      if (!email) return;
      const [pair, account] = await Promise.all([store.peek(keys.pair(email, ip)), store.peek(keys.account(email))]);
      if (pair.count >= limits.perAccountAndIp) throw waitOf(pair.resetInMs);
      const delay = slowdownMs(account.count, limits);
      if (delay > 0) await sleep(delay);
    },
    /** Counts a wrong password; answers the account's count of recent failures. */
    async failed(ip: string, email: string): Promise<number> {
      const [, account] = await Promise.all([
        store.increment(keys.pair(email, ip), 15 * MINUTE),
        store.increment(keys.account(email), 15 * MINUTE),
      ]);
      return account.count;
    },
    async succeeded(ip: string, email: string): Promise<void> {
      await store.reset(keys.pair(email, ip));
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
