/**
 * How a route declares its page's first view, next to the route in its feature's routes.tsx: the
 * module that renders the page, and what the page reads from the API as it opens for a given address.
 * The server renders such a page with those reads answered (app/entry-server.tsx collects the
 * declarations of the matched routes; apps/server/src/modules/pages reads them).
 *
 * Declarations are carried by every build, so they import no schema (zod stays out of the first
 * view, docs/decisions/0007): a page that needs one to read its address loads it inside `view`.
 */
import type { LeadImage, PageHead } from '@hillnest/domain';
import type { Params } from 'react-router';

export interface PageAddress {
  /** The route's parameters (`:hotelId`). */
  params: Params;
  search: URLSearchParams;
}

/** What the page reads as it opens. */
export interface PageReads {
  /** The query parameters the page reads from its address (the page is rendered and kept for these alone). */
  params?: readonly string[];
  /** API paths (public GETs), exactly as the page's hooks ask for them. */
  reads: string[];
  leadImage?: LeadImage;
  /** The read that names what the page shows: when it answers 404, the page answers 404 too. */
  subject?: string;
  /**
   * The page's title, description, preview image and structured data from its reads' answers (read
   * path → answer) and the site's public address. Only the server calls it: load it inside `view`
   * (`(await import('./head')).…`), so the browser never downloads it.
   */
  head?: (answers: Readonly<Record<string, unknown>>, origin: string) => PageHead | undefined;
}

export interface FirstViewDeclaration {
  /** The module that renders the page (its path in apps/web, as Vite's manifest names it); absent for the frame. */
  module?: string;
  /** The reads for an address; undefined leaves the page to the browser (e.g. an id that cannot name anything). */
  view(address: PageAddress): PageReads | undefined | Promise<PageReads | undefined>;
}

export interface FirstViewHandle {
  firstView: FirstViewDeclaration;
}

/** A page whose first read's answer names its lead image (`pick`, shown at `sizes`); `more` reads follow it. */
export function leadRead(read: string, pick: (answer: never) => string | undefined, sizes: string, more: string[] = []): PageReads {
  return { reads: [read, ...more], leadImage: { read, pick: pick as (answer: unknown) => string | undefined, sizes } };
}

/** A route's `handle` declaring its first view. */
export function firstView(declaration: FirstViewDeclaration): FirstViewHandle {
  return { firstView: declaration };
}

/** The first view a route's handle declares, if any. */
export function firstViewOfHandle(handle: unknown): FirstViewDeclaration | undefined {
  const declared = (handle as Partial<FirstViewHandle> | undefined)?.firstView;
  return declared && typeof declared.view === 'function' ? declared : undefined;
}
