/**
 * The API addresses the pages read on load. The browser's hooks build them here, and the routes use the
 * same builders to declare a page's first reads (each feature's routes.tsx), which the server answers
 * inside its HTML, so the two always agree on the exact address.
 */
const id = (value: string) => encodeURIComponent(value);

export const API_PATHS = {
  config: '/api/config',
  destinations: '/api/destinations',
  destinationPage: (slug: string) => `/api/destination-pages/${encodeURIComponent(slug)}`,
  carousel: '/api/carousel',
  coupons: '/api/coupons',
  ratings: '/api/rating',
  homeHotels: '/api/hotels',
  hotel: (hotelId: string) => `/api/hotels/${id(hotelId)}`,
  hotelReviews: (hotelId: string) => `/api/hotels/${id(hotelId)}/reviews`,
  /** `queryString` as `searchQueryString` writes it. */
  hotelSearch: (queryString: string) => `/api/hotels/search${queryString ? `?${queryString}` : ''}`,
  blogPage: (page: number, limit: number) => `/api/blogs?page=${page}&limit=${limit}`,
  blog: (blogId: string) => `/api/blogs/${id(blogId)}`,
} as const;

/** A `?page=` value: a whole number of at least 1, else the first page. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The id of the JSON block in a server-rendered page's HTML holding the data it was rendered from. */
export const FIRST_VIEW_ELEMENT_ID = 'first-view-data';

/** Query values as a client writes them: lists repeat their name; undefined and '' are left out. */
export type QueryValues = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;

/**
 * The address of a contract route ("GET /api/hotels/:id") with its parameters filled in (encoded) and
 * its query string: a query string as `searchQueryString` writes it, or values. Zod-free, so any page
 * may call it; the route's types come from the contract (type-only).
 */
export function routePath(route: string, params?: Record<string, string>, query?: string | QueryValues): string {
  const path = route.slice(route.indexOf(' ') + 1).replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route}: missing parameter ${name}`);
    return id(value);
  });
  const search = typeof query === 'string' ? query : query ? queryString(query) : '';
  return search ? `${path}?${search}` : path;
}

function queryString(values: QueryValues): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const one of [value].flat()) if (one !== undefined && one !== null && one !== '') params.append(name, String(one));
  }
  return params.toString();
}
