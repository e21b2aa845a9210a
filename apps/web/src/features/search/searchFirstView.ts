import { API_PATHS, LEAD_IMAGE_SIZES, parseSearchParams, searchQuerySchema, shareImagePath, type SearchResponse } from '@hillnest/domain';
import { leadRead, type PageReads } from '../../lib/firstViewRoutes';

/** What the search page reads from its address: the search itself (its schema's fields). */
const SEARCH_PARAMS = Object.keys(searchQuerySchema.shape);

/** The search page's first read: the search its address holds, in the canonical form the page asks for. */
export function searchFirstView(search: URLSearchParams): PageReads {
  const parsed = parseSearchParams(search);
  // A search the page itself refuses is shown as an error, with no read.
  if (!parsed.ok) return { params: SEARCH_PARAMS, reads: [] };
  const read = API_PATHS.hotelSearch(parsed.queryString);
  const destination = parsed.query.destination;
  return {
    params: SEARCH_PARAMS,
    ...leadRead(read, (page: SearchResponse) => page.data[0]?.imageUrls[0], LEAD_IMAGE_SIZES.searchResult),
    head: (answers) => {
      const found = answers[read] as SearchResponse | undefined;
      return {
        title: destination ? `Stays in ${destination}` : 'Search',
        description: destination
          ? `Holiday apartments in ${destination}: compare prices and book directly with Hillnest.`
          : 'Search holiday apartments in India’s hill stations by place, dates, guests and price, and book directly.',
        image: shareImagePath(found?.data[0]?.imageUrls[0]),
      };
    },
  };
}
