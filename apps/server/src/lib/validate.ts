import type { z } from 'zod';
import { firstIssue } from '@hillnest/domain';
import { badRequest } from './http-errors';

/** Parses untrusted input with a shared domain schema; a failure is a 400 with the first problem worded. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const { message, field } = firstIssue(result.error);
    throw badRequest(message, field);
  }
  return result.data;
}

/** Ids are UUIDs; anything else cannot name a stored row. */
export { isUuid } from '@hillnest/domain';
