/**
 * What search engines read besides the pages (docs/product/found-and-shared.md): robots.txt and the
 * sitemaps. Sitemaps list only what a guest can open (properties on the site, destinations with a
 * property, blog posts, the fixed public pages), each with the date its data last changed.
 */
import { destinationPath } from '@hillnest/domain';
import type { Deps } from '../../deps';
import type { CachedText } from '../../lib/conditional';
import { destinationPagesForSitemap } from '../destinations/service';
import { listedBlogs, listedProperties } from './queries';
import { XML_DECLARATION, xmlText } from './xml';

/** Google's limit per sitemap file. */
export const SITEMAP_LIMIT = 50_000;

export const SITEMAP_KINDS = ['properties', 'destinations', 'blogs', 'pages'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

interface Entry {
  path: string;
  /** W3C date (YYYY-MM-DD or a full timestamp). */
  lastmod: string;
}

export interface Sitemaps {
  /** Every sitemap's entries, in files of at most SITEMAP_LIMIT. */
  files: Map<string, Entry[]>;
}

const day = (date: Date) => date.toISOString();

/** What the sitemaps list. */
const SITEMAP_TOPICS = ['hotels', 'destinations', 'blogs'] as const;

/** Every entry of each kind (read together, cached until a property, destination or blog changes). */
export function sitemapEntries(deps: Pick<Deps, 'db' | 'cache'>, fixedPages: () => Promise<{ paths: string[]; lastmod: Date }>) {
  return deps.cache.read('sitemaps', SITEMAP_TOPICS, async () => {
    const [properties, destinations, blogs, pages] = await Promise.all([
      listedProperties(deps.db),
      destinationPagesForSitemap(deps),
      listedBlogs(deps.db),
      fixedPages(),
    ]);
    const byKind: Record<SitemapKind, Entry[]> = {
      properties: properties.map((row) => ({ path: `/detail/${row.id}`, lastmod: day(row.updatedAt) })),
      destinations: destinations.map((row) => ({ path: destinationPath(row.slug), lastmod: day(row.updatedAt) })),
      blogs: blogs.map((row) => ({ path: `/blogs/${row.id}`, lastmod: row.publishDate })),
      pages: pages.paths.map((path) => ({ path, lastmod: day(pages.lastmod) })),
    };
    const files = new Map<string, Entry[]>();
    for (const kind of SITEMAP_KINDS) {
      const entries = byKind[kind];
      for (let from = 0, part = 1; from < entries.length || part === 1; from += SITEMAP_LIMIT, part++) {
        files.set(`${kind}-${part}.xml`, entries.slice(from, from + SITEMAP_LIMIT));
      }
    }
    return { files } satisfies Sitemaps;
  });
}

/** The newest lastmod of a file's entries (undefined for an empty one). */
function newest(entries: readonly Entry[]): string | undefined {
  let latest: string | undefined;
  for (const entry of entries) if (!latest || entry.lastmod > latest) latest = entry.lastmod;
  return latest;
}

/** /sitemap.xml: the index of the sitemap files. */
export function sitemapIndexXml(sitemaps: Sitemaps, origin: string): string {
  const items = [...sitemaps.files].map(([name, entries]) => {
    const lastmod = newest(entries);
    return `<sitemap><loc>${xmlText(`${origin}/sitemaps/${name}`)}</loc>${lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : ''}</sitemap>`;
  });
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</sitemapindex>\n`;
}

/**
 * One sitemap file at the public address, or undefined for a name the index does not list. Kept like
 * its entries: a file of 50,000 addresses is too large to write out again for each crawler's request.
 */
export async function sitemapFile(
  deps: Pick<Deps, 'db' | 'cache'>,
  fixedPages: () => Promise<{ paths: string[]; lastmod: Date }>,
  name: string,
  origin: string,
): Promise<CachedText | undefined> {
  const { files } = await sitemapEntries(deps, fixedPages);
  const entries = files.get(name);
  if (!entries) return undefined;
  return deps.cache.read(`sitemap ${name} ${origin}`, SITEMAP_TOPICS, async () => {
    const items = entries.map(
      (entry) => `<url><loc>${xmlText(origin + entry.path)}</loc><lastmod>${xmlText(entry.lastmod)}</lastmod></url>`,
    );
    return { text: `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</urlset>\n` };
  });
}

/** robots.txt: guests' pages may be crawled; account, booking and administration pages are not for search engines. */
export function robotsTxt(origin: string): string {
  const disallowed = [
    '/my-bookings',
    '/list-your-property',
    '/sign-in',
    '/register',
    '/hotel/',
    '/admin',
    '/add-property',
    '/edit-hotel/',
    '/review-properties',
    '/add-coupon',
    '/review-coupons',
    '/upload-destination',
    '/view-destinations',
    '/view-all-bookings',
    '/view-all-requests',
    '/create-blog',
    '/review-blogs',
    '/carousel',
    '/upload-featured',
    '/review-rating',
  ];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}
