import { parseSearchParams, type ParsedSearch } from '@hillnest/domain';
import { rememberLast } from '../../lib/recent';

/** How many addresses are remembered: a few renders may be under way at once. */
const REMEMBERED = 16;

/**
 * The search a /search query string holds (parseSearchParams), remembered for the last few query
 * strings. The server reads each address twice for one page, its first view (searchFirstView.ts) and
 * then its render (SearchPage.tsx), and the schema's parse was a tenth of the page's render. The result
 * is shared: callers must not change it.
 */
export const parseSearch: (queryString: string) => ParsedSearch = rememberLast(REMEMBERED, (queryString: string) =>
  parseSearchParams(new URLSearchParams(queryString)),
);
