/** Fetching another platform's calendar feed: within limits, and never from a private address unless allowed. */
import type { AppConfig } from '../../config';
import { safeFetch, type FetchedDocument } from '../../lib/safe-fetch';
import type { FeedReadLimits } from './ical-import';

/** Limits of fetching another platform's feed (issue 18). */
export const FEED_FETCH_LIMITS = { timeoutMs: 15_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 } as const;

/**
 * Limits of reading a fetched feed (issue 32), each far above what a platform's calendar needs: a year
 * holds 366 nights, and a daily event begun years ago takes a few thousand dates to reach today. A
 * feed over one is refused with its error, its previous blocks kept (docs/product/channels.md).
 */
export const FEED_READ_LIMITS: FeedReadLimits = {
  maxOccurrences: 50_000,
  maxNights: 5_000,
  maxTextLength: 200,
  deadlineMs: 5_000,
  memoryMb: 64,
};

/** Built once at start (deps.fetchFeed); `signal` aborts the feeds being fetched when the app closes. */
export function feedFetcher(config: AppConfig, signal?: AbortSignal): (url: string) => Promise<FetchedDocument> {
  const userAgent = `Hillnest calendar sync${config.PUBLIC_URL ? ` (+${config.PUBLIC_URL})` : ''}`;
  return (url) =>
    safeFetch(url, {
      ...FEED_FETCH_LIMITS,
      allowPrivate: config.ICAL_ALLOW_PRIVATE_HOSTS,
      signal,
      headers: { accept: 'text/calendar, text/plain;q=0.8, */*;q=0.5', 'user-agent': userAgent },
    });
}
