import type { z } from 'zod';

/** The first problem of a failed zod parse, worded for a person: "adultCount: There must be at least one adult". */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.filter((p) => typeof p !== 'symbol').join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
