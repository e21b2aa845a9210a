import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api';
import { isServedWithPage } from './firstView';

/** docs/product/api.md: up to 3 retries, waiting 1 s, 2 s, 4 s … capped at 30 s; unused data is kept 5 minutes (TanStack Query's default). */
export const MAX_RETRIES = 3;
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * Retrying cannot change a client error (400 bad input, 401/403 not allowed, 404 unknown id),
 * so only network failures, timeouts, rate limits and server errors are retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        // The data a page was rendered with on the server is not fetched again as the page mounts.
        refetchOnMount: (query) => !isServedWithPage(query),
      },
    },
  });
}

/**
 * After a change on the server: the queries under these keys fetch again. A fetch already on its way
 * was sent before the change and may answer with what the change removed; invalidating alone would
 * wait for it when the query has no data yet (a list just filtered), so it is cancelled first.
 */
export async function refetchAfterChange(queryClient: QueryClient, ...keys: QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
