/**
 * What a page tells search engines and link previews (docs/product/found-and-shared.md): its title,
 * description, preview image, type and structured data, written into the page's <head> by the server
 * (decision 0079). Every text is escaped for where it goes: attributes here, JSON-LD by `jsonLdText`.
 */
import { nightPriceLabel } from './night-price';
import type { PricedProperty } from './rates';

/** A JSON-LD node (schema.org vocabulary). */
export type JsonLd = Record<string, unknown>;

export interface PageHead {
  /** The page's own title; the site's name is added after it. */
  title: string;
  description: string;
  /** The preview image's address (absolute, or a path on this site). */
  image?: string;
  /** 'website' unless the page is an article ('article') or a place ('place'). */
  type?: 'website' | 'article' | 'place';
  /** The page's structured data, one <script type="application/ld+json"> each. */
  jsonLd?: JsonLd[];
  /** The canonical path when it is not the address as read (a property's page with dates is the page without them). */
  canonicalPath?: string;
}

/** The site's built-in name, after every page's own title until the owner names the business (Settings → Business). */
export const SITE_NAME = 'Hillnest';
export const SITE_TAGLINE = "Holiday apartments in India's hill stations";
export const DEFAULT_HEAD: PageHead = {
  title: SITE_TAGLINE,
  description: "Book holiday apartments in India's hill stations directly, at the best price, with secure online payment in INR.",
};

/** "from ₹2,600 per adult per night": a property's night price as its card says it (`nightPriceLabel`), for previews. */
export function fromPricePerNight(property: Pick<PricedProperty, 'priceModel' | 'includedGuests'>, pricePerNight: number): string {
  return `from ${nightPriceLabel(property, pricePerNight)}`;
}

/** A property page's own title, in the browser tab and in what search engines and previews show. */
export function propertyPageTitle(hotel: { name: string; city: string }): string {
  return `${hotel.name}, ${hotel.city}`;
}

/** A description cut to what search results show (about 160 characters), at a word. */
export function shortDescription(text: string, limit = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= limit) return plain;
  const cut = plain.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** Text safe inside a double-quoted attribute or element content. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON that cannot end its <script> element or open a comment, whatever text it holds. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An address on the site made absolute against the public address (`origin` without a trailing slash). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * The <head> tags of a page at `path` (its path and the query it reads) on the site at `origin`, run by the
 * business `siteName`: title, description, canonical address, Open Graph and Twitter card tags, and its JSON-LD.
 */
export function headTags(head: PageHead, origin: string, path: string, siteName = SITE_NAME): string {
  const title = `${head.title} · ${siteName}`;
  const url = absoluteUrl(origin, head.canonicalPath ?? path);
  const image = head.image ? absoluteUrl(origin, head.image) : undefined;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.type === 'article' ? 'article' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    ...(image
      ? [meta('property', 'og:image', image), meta('property', 'og:image:width', '1200'), meta('property', 'og:image:height', '630')]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(head.jsonLd ?? []).map((node) => `<script type="application/ld+json">${jsonLdText(node)}</script>`),
  ].join('');
}

/** A BreadcrumbList of (name, path) steps. */
export function breadcrumbList(origin: string, steps: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(origin, step.path),
    })),
  };
}

/** A FAQPage of questions and answers. */
export function faqPage(questions: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/** A destination's page address. */
export const destinationPath = (slug: string) => `/destinations/${encodeURIComponent(slug)}`;

/**
 * The 1200×630 link-preview image made from a stored photo (`/share-images/{key}.jpg`, made once per
 * photo by the server), or undefined for an address that is not one of the site's stored photos.
 */
export function shareImagePath(photoUrl: string | undefined): string | undefined {
  const key = photoUrl && /(?:^|\/)((?:hotels|blogs)\/[A-Za-z0-9_-]+)\.webp$/.exec(photoUrl)?.[1];
  return key ? `/share-images/${key}.jpg` : undefined;
}

/** "2PM-10PM" → "14:00", "10:30 AM" → "10:30": the first time in a text, as schema.org's Time wants it. */
export function clockTime(text: string): string | undefined {
  const match = /(\d{1,2})(?::(\d{2}))?\s*([AP]M)?/i.exec(text);
  if (!match) return undefined;
  const hour = (Number(match[1]) % 12) + (match[3]?.toUpperCase() === 'PM' ? 12 : match[3] ? 0 : Number(match[1]) >= 12 ? 12 : 0);
  if (hour > 23) return undefined;
  return `${String(hour).padStart(2, '0')}:${match[2] ?? '00'}`;
}

/**
 * The destination a property's breadcrumb goes through: the one named like its city, else the first
 * whose name the property's name, city and country hold (as a search for it would find the property).
 */
export function destinationOf<D extends { name: string }>(
  property: { name: string; city: string; country: string },
  destinations: readonly D[],
): D | undefined {
  const city = property.city.toLowerCase();
  const text = `${property.name} ${property.city} ${property.country}`.toLowerCase();
  return (
    destinations.find((each) => each.name.toLowerCase() === city) ?? destinations.find((each) => text.includes(each.name.toLowerCase()))
  );
}
