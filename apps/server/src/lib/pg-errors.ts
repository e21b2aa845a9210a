/**
 * PostgreSQL error codes, whether the driver's error arrives bare or wrapped (Drizzle wraps every
 * failed query in a DrizzleQueryError whose `cause` is the driver's error).
 */
export const PG = {
  stringDataRightTruncation: '22001',
  numericValueOutOfRange: '22003',
  invalidDatetimeFormat: '22007',
  datetimeFieldOverflow: '22008',
  invalidTextRepresentation: '22P02',
  foreignKeyViolation: '23503',
  uniqueViolation: '23505',
  checkViolation: '23514',
  exclusionViolation: '23P01',
} as const;

export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The constraint (or trigger-named constraint) a PostgreSQL error reports, whether bare or wrapped. */
export function pgConstraint(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string' && constraint) return constraint;
  }
  return undefined;
}
