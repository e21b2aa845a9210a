import { searchQuerySchema, searchQueryString, type SearchQuery } from '@hillnest/domain';

/** URLSearchParams as the schema reads a query: one value as a string, repeated values as a list. */
export function paramsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length > 1 ? values : values[0]!;
  }
  return result;
}

export type ParsedSearch = { ok: true; query: SearchQuery; queryString: string } | { ok: false; message: string };

/** The search the URL holds, validated with the same schema as the server, in its canonical form. */
export function parseSearchParams(params: URLSearchParams): ParsedSearch {
  const result = searchQuerySchema.safeParse(paramsToObject(params));
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid search' };
  return { ok: true, query: result.data, queryString: searchQueryString(result.data) };
}
