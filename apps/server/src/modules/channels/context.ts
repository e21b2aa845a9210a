import type { Deps } from '../../deps';
import { safeFetch, type FetchedDocument, type LookupFunction } from '../../lib/safe-fetch';

/** Limits of fetching another platform's feed (issue 18). */
export const FEED_FETCH_LIMITS = { timeoutMs: 15_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 } as const;

/**
 * What the channel services need: the database, the settings, a logger, the read cache (every
 * committed change to blocks invalidates 'blocks'), and how a feed is fetched.
 */
export interface ChannelContext extends Pick<Deps, 'db' | 'config' | 'log' | 'cache' | 'now'> {
  fetchFeed(url: string): Promise<FetchedDocument>;
}

export interface ChannelContextOptions {
  /** DNS resolution of the feeds' hosts (tests). */
  lookup?: LookupFunction;
  /** Aborts feeds being fetched (the app is closing). */
  signal?: AbortSignal;
}

export function createChannelContext(
  deps: Pick<Deps, 'db' | 'config' | 'log' | 'cache'>,
  options: ChannelContextOptions = {},
): ChannelContext {
  const userAgent = `Hillnest calendar sync${deps.config.PUBLIC_URL ? ` (+${deps.config.PUBLIC_URL})` : ''}`;
  return {
    now: () => new Date(),
    ...deps,
    fetchFeed: (url) =>
      safeFetch(url, {
        ...FEED_FETCH_LIMITS,
        allowPrivate: deps.config.ICAL_ALLOW_PRIVATE_HOSTS,
        lookup: options.lookup,
        signal: options.signal,
        headers: { accept: 'text/calendar, text/plain;q=0.8, */*;q=0.5', 'user-agent': userAgent },
      }),
  };
}

/** Call once a change to blocks is committed: availability and searches with dates load afresh. */
export function blocksChanged(ctx: ChannelContext): void {
  ctx.cache.invalidate('blocks');
}
