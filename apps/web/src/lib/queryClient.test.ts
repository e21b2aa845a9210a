import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { refetchAfterChange, retryDelay, shouldRetry } from './queryClient';

describe('query defaults', () => {
  it('doubles the retry delay from 1 s and caps it at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries transient failures at most 3 times', () => {
    const boom = new ApiError('Internal Server Error', 500);
    expect(shouldRetry(0, boom)).toBe(true);
    expect(shouldRetry(2, boom)).toBe(true);
    expect(shouldRetry(3, boom)).toBe(false);
    expect(shouldRetry(0, new ApiError('offline', 0))).toBe(true);
  });

  it('does not retry client errors other than timeouts and rate limits', () => {
    expect(shouldRetry(0, new ApiError('Token invalid', 401))).toBe(false);
    expect(shouldRetry(0, new ApiError('Not found', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('Slow down', 429))).toBe(true);
  });
});

describe('refetchAfterChange', () => {
  it('answers with data fetched after the change, even when a fetch sent before it was still on its way', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let serverList = ['Lodge'];
    const fetchList = (delay: number) => {
      const answer = [...serverList];
      return new Promise<string[]>((resolve) => setTimeout(() => resolve(answer), delay));
    };
    let calls = 0;
    // An active list (a page shows it) whose first fetch, sent before the delete, answers late.
    const observer = new QueryObserver(queryClient, { queryKey: ['list', 'Lodge'], queryFn: () => fetchList(++calls === 1 ? 50 : 0) });
    const unsubscribe = observer.subscribe(() => {});
    serverList = []; // the delete reaches the server
    await refetchAfterChange(queryClient, ['list']);
    expect(queryClient.getQueryData(['list', 'Lodge'])).toEqual([]);
    unsubscribe();
  });
});
