/**
 * Ending sessions on the server. Every account has a session version; a session token carries the
 * version it was started under and is accepted only while that is still the account's version.
 * Raising the version ends every session of the account at once: sign-out, a password change, and
 * (for other features) `endAll` whenever an account's sessions must not outlive a change.
 *
 * The version is read on requests that carry a session, so it is cached per account for a few
 * seconds: this instance's own changes show at once, another instance's after at most `ttlMs`.
 */
import { LRUCache } from 'lru-cache';
import type { Deps } from '../../deps';
import { isUuid } from '../../lib/validate';
import { raiseSessionVersion, sessionVersionOf } from './queries';

/** How long an instance trusts the version it read: the longest another instance's sign-out can take to reach it. */
export const SESSION_VERSION_CACHE_MS = 5_000;

export interface SessionVersions {
  /** The account's current session version; null when there is no such account. */
  current(userId: string): Promise<number | null>;
  /** Ends every session of the account (on every instance within SESSION_VERSION_CACHE_MS); returns the new version. */
  endAll(userId: string): Promise<number>;
  /** Records a version this instance has just written (a password change raises it in its own update). */
  remember(userId: string, version: number): void;
}

export function createSessionVersions(deps: Pick<Deps, 'db' | 'now'>, ttlMs = SESSION_VERSION_CACHE_MS): SessionVersions {
  const { db } = deps;
  // Bounded: one small entry per account seen in the last few seconds. `null` (no account) is kept too,
  // so a flood of tokens for a deleted account costs one query per interval. Kept until `until` by the
  // services' clock (deps.now), which tests move.
  const cache = new LRUCache<string, { version: number | null; until: number }>({ max: 50_000 });
  const keep = (userId: string, version: number | null) => cache.set(userId, { version, until: deps.now().getTime() + ttlMs });
  const loading = new Map<string, Promise<number | null>>();
  return {
    async current(userId) {
      if (!isUuid(userId)) return null;
      const cached = cache.get(userId);
      if (cached && cached.until > deps.now().getTime()) return cached.version;
      // Requests of one account arriving together share one query.
      const pending = loading.get(userId);
      if (pending) return pending;
      const load: Promise<number | null> = sessionVersionOf(db, userId).then(
        (version) => {
          // Kept only if no newer version was written meanwhile (a sign-out racing this read).
          if (loading.get(userId) === load) keep(userId, version);
          if (loading.get(userId) === load) loading.delete(userId);
          return version;
        },
        (error: unknown) => {
          if (loading.get(userId) === load) loading.delete(userId);
          throw error;
        },
      );
      loading.set(userId, load);
      return load;
    },
    async endAll(userId) {
      const version = await raiseSessionVersion(db, userId);
      loading.delete(userId);
      keep(userId, version);
      return version ?? 0;
    },
    remember(userId, version) {
      loading.delete(userId);
      keep(userId, version);
    },
  };
}
