/**
 * The contract between the API server and the web app's server renderer
 * (apps/web/src/app/entry-server.tsx, loaded by apps/server/src/modules/pages/web-app.ts).
 */
export interface ServerRenderInput {
  /** The page's path and query, as requested. */
  url: string;
  /** The page's first API reads, answered by the server (path → JSON body). */
  answers: Record<string, unknown>;
  /** The visitor carries the signed-in hint cookie (the header shows its loading state, as in the browser). */
  signedIn: boolean;
  /** The site's public address (scheme and host, no trailing slash): canonical and preview addresses start with it. */
  origin: string;
}

export interface ServerRenderResult<State = unknown> {
  /** The page's HTML, for inside #root. */
  html: string;
  /** The query data the HTML was rendered from, sent with the page for the browser app's first render. */
  state: State;
  /** The page's <head> tags: title, description, canonical address, link-preview tags and JSON-LD (seo.ts). */
  head: string;
}

/** The read whose answer names a page's largest image above the fold, preloaded with its HTML. */
export interface LeadImage {
  read: string;
  pick(answer: unknown): string | undefined;
  /** The image's `sizes` (LEAD_IMAGE_SIZES). */
  sizes: string;
}

/**
 * What the server answers inside a page's HTML: declared by the web app next to the page's route
 * (each feature's routes.tsx) and read by the server through the web app's server module.
 */
export interface FirstView {
  /**
   * The page's address as the app spells it: its route's own segments and no trailing slash
   * (`/search` for `/Search/`). The server sends another spelling there, so each page has one address.
   */
  path: string;
  /**
   * The query parameters the page reads from its address. The page is rendered, and kept, for its
   * path and these alone: `/?r=<random>` is the home page, served from the rendered pages.
   */
  params: readonly string[];
  /** API paths (GET, public), exactly as the page's hooks ask for them; the frame's reads included. */
  reads: string[];
  leadImage?: LeadImage;
  /** The read that names what the page shows (one of `reads`): when it answers 404, so does the page. */
  subject?: string;
  /** The web app's modules that render the page (paths in apps/web, as Vite's manifest names them), preloaded with its HTML. */
  modules: string[];
}

/** The first view of a page address (`search` with its leading '?', or ''), or undefined for a page the browser renders alone. */
export type FirstViewOf = (pathname: string, search: string) => Promise<FirstView | undefined>;
