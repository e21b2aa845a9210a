/**
 * Query strings name lists in several ways: repeated `stars=4&stars=5`, `stars[]=4` or `stars[0]=4`.
 * Folds them into one key per name (a string for one value, an array for several) before validation.
 */
export function normalizeQuery(query: unknown): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  if (!query || typeof query !== 'object') return result;
  for (const [rawKey, rawValue] of Object.entries(query as Record<string, unknown>)) {
    const key = rawKey.replace(/\[\d*\]$/, '');
    const values = (Array.isArray(rawValue) ? rawValue : [rawValue]).filter((v): v is string => typeof v === 'string');
    const existing = result[key];
    const merged = existing === undefined ? values : [...[existing].flat(), ...values];
    result[key] = merged.length === 1 && !rawKey.endsWith(']') && existing === undefined ? merged[0]! : merged;
  }
  return result;
}
