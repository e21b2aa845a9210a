/**
 * PostgreSQL text cannot hold the NUL character: a value carrying one fails deep in a query (a 500,
 * and possibly after a file was stored). Requests are checked for it up front instead.
 */
import { badRequest } from './http-errors';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** Refuses (a 400 with NUL_MESSAGE) when any of the values holds a NUL character (containsNul). */
export function refuseNul(...values: unknown[]): void {
  if (values.some(containsNul)) throw badRequest(NUL_MESSAGE);
}

/** True when any string in the value (object keys included, at any depth) holds a NUL character. */
export function containsNul(value: unknown): boolean {
  // Iterative on purpose: a body nested 10,000 levels deep must not overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
