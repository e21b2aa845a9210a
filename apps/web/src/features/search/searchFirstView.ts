import { API_PATHS, LEAD_IMAGE_SIZES, parseSearchParams, searchQuerySchema, type SearchResponse } from '@hillnest/domain';
import { leadRead, type PageReads } from '../../lib/firstViewRoutes';

/** What the search page reads from its address: the search itself (its schema's fields). */
const SEARCH_PARAMS = Object.keys(searchQuerySchema.shape);

/** The search page's first read: the search its address holds, in the canonical form the page asks for. */
export function searchFirstView(search: URLSearchParams): PageReads {
  const parsed = parseSearchParams(search);
  // A search the page itself refuses is shown as an error, with no read.
  if (!parsed.ok) return { params: SEARCH_PARAMS, reads: [] };
  const read = API_PATHS.hotelSearch(parsed.queryString);
  return {
    params: SEARCH_PARAMS,
    ...leadRead(read, (page: SearchResponse) => page.data[0]?.imageUrls[0], LEAD_IMAGE_SIZES.searchResult),
  };
}
