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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a stored row. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
