import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { retryDelay, shouldRetry } from './queryClient';

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
