import type { z } from 'zod';

/**
 * The first problem of a failed zod parse: its message, a sentence for a person ("There must be at
 * least one adult"), and the field it is about ("adultCount"), so a form can show it beside the field.
 */
export function firstIssue(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { message: 'Invalid request' };
  const field = issue.path.filter((p) => typeof p !== 'symbol').join('.');
  return field ? { message: issue.message, field } : { message: issue.message };
}

/** The sentence of the first problem of a failed zod parse. */
export function firstIssueMessage(error: z.ZodError): string {
  return firstIssue(error).message;
}

/** "adultCount: There must be at least one adult": for logs and settings, where no form shows the field. */
export function firstIssueWithPath(error: z.ZodError): string {
  const { message, field } = firstIssue(error);
  return field ? `${field}: ${message}` : message;
}
