/**
 * The pages the server renders (the public catalogue pages guests land on), what each reads from the
 * API as it opens, and which of those answers holds its largest image above the fold. The server
 * answers these reads itself, renders the page from them and asks the browser to fetch that image at
 * once (see render.ts), so the first view waits neither for the app's JavaScript nor for round trips
 * the server could have made itself. Addresses come from the shared API_PATHS, exactly as the page's
 * hooks build them.
 */
import {
  API_PATHS,
  LEAD_IMAGE_SIZES,
  PAGE_SIZES,
  pageFromParam,
  parseSearchParams,
  searchQuerySchema,
  type BlogPage,
  type CarouselSlide,
  type Hotel,
  type SearchResponse,
} from '@hillnest/domain';
import { isUuid } from '../../lib/validate';

export interface LeadImage {
  /** The read whose answer names the image. */
  read: string;
  pick(answer: unknown): string | undefined;
  sizes: string;
}

export interface FirstView {
  /**
   * The query parameters the page reads from its address. The page is rendered, and kept, for its
   * path and these alone: `/?r=<random>` is the home page, served from the rendered pages.
   */
  params: readonly string[];
  reads: string[];
  leadImage?: LeadImage;
  /** The web app's modules that render the page (paths in apps/web), preloaded with its HTML. */
  modules: string[];
}

/** Every page's frame reads the site settings and the destinations (search bar suggestions). */
const FRAME_READS = [API_PATHS.config, API_PATHS.destinations];

/** The web app's page modules, by page (apps/web paths, as Vite's manifest names them). */
export const PAGE_MODULES = {
  home: ['src/features/home/HomePage.tsx'],
  search: ['src/features/hotels/SearchPage.tsx'],
  detail: ['src/features/hotels/DetailPage.tsx'],
  blogs: ['src/features/blogs/BlogsPage.tsx'],
  blog: ['src/features/blogs/BlogDetailPage.tsx'],
} as const;

/** What the search page reads from its address: the search itself (its schema's fields). */
const SEARCH_PARAMS = Object.keys(searchQuerySchema.shape);
const BLOGS_PARAMS = ['page'];

function page(modules: readonly string[], params: readonly string[], reads: string[], leadImage?: LeadImage): FirstView {
  return { params, reads: [...FRAME_READS, ...reads], leadImage, modules: [...modules] };
}

/**
 * The first view of a client route (`pathname` as requested, `search` with its leading '?', or ''),
 * or undefined for a page the browser renders alone (signed-in and admin pages, forms, static text).
 */
export function firstViewOf(pathname: string, search: string): FirstView | undefined {
  const params = new URLSearchParams(search);
  if (pathname === '/') {
    const blogs = API_PATHS.blogPage(1, PAGE_SIZES.homeBlogs);
    return page(PAGE_MODULES.home, [], [API_PATHS.homeHotels, API_PATHS.carousel, API_PATHS.coupons, API_PATHS.ratings, blogs], {
      read: API_PATHS.carousel,
      pick: (answer) => (answer as CarouselSlide[])[0]?.imageUrl || undefined,
      sizes: LEAD_IMAGE_SIZES.homeCarousel,
    });
  }
  if (pathname === '/search') {
    const parsed = parseSearchParams(params);
    // A search the page itself refuses is shown as an error, with no read.
    if (!parsed.ok) return page(PAGE_MODULES.search, SEARCH_PARAMS, []);
    const read = API_PATHS.hotelSearch(parsed.queryString);
    return page(PAGE_MODULES.search, SEARCH_PARAMS, [read], {
      read,
      pick: (answer) => (answer as SearchResponse).data[0]?.imageUrls[0],
      sizes: LEAD_IMAGE_SIZES.searchResult,
    });
  }
  if (pathname === '/blogs') {
    const read = API_PATHS.blogPage(pageFromParam(params.get('page')), PAGE_SIZES.blogs);
    return page(PAGE_MODULES.blogs, BLOGS_PARAMS, [read], {
      read,
      pick: (answer) => (answer as BlogPage).data[0]?.thumbnailImageUrl,
      sizes: LEAD_IMAGE_SIZES.blogCard,
    });
  }
  const detail = /^\/detail\/([^/]+)$/.exec(pathname);
  if (detail && isUuid(detail[1])) {
    const read = API_PATHS.hotel(detail[1]!);
    return page(PAGE_MODULES.detail, [], [read], {
      read,
      pick: (answer) => (answer as Hotel).imageUrls[0],
      sizes: LEAD_IMAGE_SIZES.hotelDetail,
    });
  }
  const blog = /^\/blogs\/([^/]+)$/.exec(pathname);
  if (blog && isUuid(blog[1])) {
    const read = API_PATHS.blog(blog[1]!);
    return page(PAGE_MODULES.blog, [], [read], {
      read,
      pick: (answer) => (answer as { thumbnailImageUrl?: string }).thumbnailImageUrl,
      sizes: LEAD_IMAGE_SIZES.blogDetail,
    });
  }
  return undefined;
}
