import { parseSearchParams, type ParsedSearch } from '@hillnest/domain';

/** How many addresses are remembered: a few renders may be under way at once. */
const REMEMBERED = 16;

const recent = new Map<string, ParsedSearch>();

/**
 * The search a /search query string holds (parseSearchParams), remembered for the last few query
 * strings. The server reads each address twice for one page, its first view (searchFirstView.ts) and
 * then its render (SearchPage.tsx), and the schema's parse was a tenth of the page's render. The result
 * is shared: callers must not change it.
 */
export function parseSearch(queryString: string): ParsedSearch {
  let parsed = recent.get(queryString);
  if (!parsed) {
    parsed = parseSearchParams(new URLSearchParams(queryString));
    if (recent.size >= REMEMBERED) recent.delete(recent.keys().next().value!);
    recent.set(queryString, parsed);
  }
  return parsed;
}
