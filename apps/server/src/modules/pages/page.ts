/**
 * A page as the server sends it: index.html with the page's first view written in, when it has one. The
 * first view is the page rendered to HTML from the answers to its first API reads (by the web app's own
 * renderer, web-app.ts), the data it was rendered from as a JSON data block (never executed; the
 * browser app starts from it), a high-priority preload of its largest image above the fold, and module
 * preloads of the page's own JavaScript chunks.
 *
 * The reads are anonymous requests through the app itself (`inject`), so they take the same routes,
 * checks and caches as the browser's own calls, and nothing private can reach the HTML.
 *
 * A page is a function of its address, the signed-in hint and those answers, so pages are kept by
 * exactly that: a page whose reads answer as before is neither rendered nor compressed again, and any
 * change to what it shows (a new answer from the read cache, a new day in /api/config) makes it afresh.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { imageSrcSet, FIRST_VIEW_ELEMENT_ID, type FirstView } from '@hillnest/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { deferredAppCode, takeAppCode } from './app-code';
import type { ModuleChunks } from './manifest';
import type { WebApp } from './web-app';

/**
 * Brotli for answers and pages compressed as they are sent (API answers, pages): quality 2, cheap in
 * CPU for a few per cent more bytes (decision 0051). Built assets are compressed at build time with the
 * best quality (apps/web/vite.precompress.ts).
 */
export const RESPONSE_BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } };

export type PageEncoding = 'br' | 'gzip';

/** A page ready to send: its HTML, and its compressed copies made as they are first asked for. */
export interface Page {
  html: Buffer;
  compressed: Partial<Record<PageEncoding, Buffer>>;
  /** A strong validator of the HTML (a hash of it), for If-None-Match. */
  etag: string;
  /** When this page was made (whole seconds, as HTTP dates carry them), for If-Modified-Since. */
  lastModified: Date;
}

/**
 * The page at an address, and whether the app has a page there; `movedTo` when the address is another
 * spelling of a page's own (a trailing slash, capitals), which the page answers with instead.
 */
export interface PageFound {
  page: Page;
  known: boolean;
  movedTo?: string;
}

/** The page being asked for. */
export interface PageRequest {
  url: string;
  id: string;
  /** The visitor carries the signed-in hint cookie. */
  signedIn: boolean;
  /** The site's public address (Settings → Site, modules/settings/site.ts): canonical and preview addresses start with it. */
  origin: string;
  log: FastifyBaseLogger;
}

/** A page's body in `encoding`, compressed once per page (on the event loop: decision 0048). */
export function bodyOf(page: Pick<Page, 'html' | 'compressed'>, encoding: PageEncoding | undefined): Buffer {
  if (!encoding) return page.html;
  return (page.compressed[encoding] ??= encoding === 'br' ? brotliCompressSync(page.html, RESPONSE_BROTLI_OPTIONS) : gzipSync(page.html));
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page of `html` made at `now`, with its validators. */
function pageOf(html: Buffer, now: Date): Page {
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  return { html, compressed: {}, etag, lastModified: new Date(Math.floor(now.getTime() / 1000) * 1000) };
}

/**
 * Written into index.html for the pages the browser renders alone (sign-in, account, administration,
 * booking, unknown addresses): they are not for search engines. Every public page has a first view.
 */
const NOINDEX = '<meta name="robots" content="noindex">';

/** The pages of the app: index.html, and its pages with their first views (with `web`, the web app's server module). */
export function createPages(app: FastifyInstance, indexHtml: string, web: WebApp | undefined, chunksOf: ModuleChunks) {
  const now = () => app.deps.now();
  const plain: Page = pageOf(Buffer.from(indexHtml.replace('</head>', `${NOINDEX}</head>`)), now());
  // A rendered page's frame: index.html without its code (it starts after the page's lead image, see
  // app-code.ts), cut as UTF-8 where the page's parts go in.
  const { html: frameHtml, code: appCode } = takeAppCode(indexHtml);
  const frame = framePieces(frameHtml);
  /** Bounded in number, size (about 32 MB) and age (10 min). */
  const kept = new LRUCache<string, Page>({
    max: 500,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (page) => page.html.length,
    ttl: 10 * 60_000,
  });
  /** Pages being made: views of a page arriving together share one render. */
  const making = new Map<string, Promise<Page>>();

  /** A read's status and answer as sent (its JSON text; undefined when it did not succeed: anything else the page asks for itself). */
  async function read(url: string, page: PageRequest): Promise<{ status: number; body: string | undefined }> {
    // The page's request id, so the reads' log lines belong to the page view that made them.
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', 'x-request-id': page.id } });
    return { status: response.statusCode, body: response.statusCode === 200 ? response.body : undefined };
  }

  /** The page's declared first view; a declaration that fails leaves the page to the browser. */
  async function firstViewOf(pathname: string, search: string, log: FastifyBaseLogger): Promise<FirstView | undefined> {
    try {
      return await web?.firstViewOf(pathname, search);
    } catch (error) {
      log.warn({ err: error }, 'reading the page’s first view failed; the browser renders the page');
      return undefined;
    }
  }

  /**
   * The page at `page.url` (from the kept pages while its reads answer as before), and whether the app
   * has a page there: a page with a first view does unless what it shows answers 404 (its `subject`),
   * any other is looked up in the app's route table.
   */
  async function pageAt(page: PageRequest): Promise<PageFound> {
    const { pathname, search } = new URL(page.url, 'http://page.invalid');
    const view = await firstViewOf(pathname, search, page.log);
    if (!view) return { page: plain, known: (await web?.isKnownPath(pathname)) ?? true };
    if (view.path !== pathname) return { page: plain, known: true, movedTo: `${view.path}${search}` };
    return pageWith(view, pathname, search, page);
  }

  async function pageWith(view: FirstView, pathname: string, search: string, page: PageRequest): Promise<PageFound> {
    // The page as it reads its address: parameters it does not read neither render nor key it afresh.
    const url = addressAsRead(pathname, search, view.params);
    const answers = await Promise.all(view.reads.map((path) => read(path, page)));
    // What the page shows is not there: the browser shows its not-found page, and nothing is rendered or
    // kept for an address anyone can invent.
    if (view.subject && answers[view.reads.indexOf(view.subject)]?.status === 404) return { page: plain, known: false };
    const bodies = answers.map((answer) => answer.body);
    return { page: await keptOrMade(view, url, bodies, page), known: true };
  }

  async function keptOrMade(view: FirstView, url: string, bodies: (string | undefined)[], page: PageRequest): Promise<Page> {
    const key = createHash('sha256').update(`${page.signedIn ? 1 : 0} ${page.origin} ${url}`);
    view.reads.forEach((path, index) => key.update(`\n${path}\n${bodies[index] ?? ''}`));
    const cacheKey = key.digest('base64');
    const ready = kept.get(cacheKey) ?? making.get(cacheKey);
    if (ready) return ready;
    const made = make(view, bodies, { ...page, url }).then(({ page, rendered }) => {
      // A failed render is not kept: the next view tries again.
      if (rendered) kept.set(cacheKey, page);
      return page;
    });
    making.set(cacheKey, made);
    try {
      return await made;
    } finally {
      making.delete(cacheKey);
    }
  }

  /** The page from its reads' answers (`bodies`, in the order of `view.reads`), and whether it was rendered. */
  async function make(view: FirstView, bodies: (string | undefined)[], page: PageRequest) {
    const answered: Record<string, string> = {};
    view.reads.forEach((path, index) => {
      if (bodies[index] !== undefined) answered[path] = bodies[index];
    });
    const code = [...new Set(view.modules.flatMap(chunksOf))]
      .map((chunk) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(chunk)}">`)
      .join('');
    const head = leadImagePreload(view, answered);
    const rendered = await renderOf(page, answered);
    if (!rendered || !frame) {
      return { page: pageOf(Buffer.from(indexHtml.replace('</head>', `${head}${code}</head>`)), now()), rendered: false };
    }
    const data = `${head}<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">`;
    const html = Buffer.concat([
      frame.toHeadEnd,
      rendered.head,
      Buffer.from(data),
      rendered.stateJson,
      frame.toRoot,
      rendered.html,
      frame.toBodyEnd,
      Buffer.from(deferredAppCode(appCode + code)),
      frame.end,
    ]);
    return { page: pageOf(html, now()), rendered: true };
  }

  /** The page's HTML and data, or undefined: without a renderer, or when it fails, the browser renders the page. */
  async function renderOf(page: PageRequest, bodies: Record<string, string>) {
    try {
      return await web?.render({ url: page.url, bodies, signedIn: page.signedIn, origin: page.origin });
    } catch (error) {
      page.log.warn({ err: error }, 'server rendering failed; the browser renders the page');
      return undefined;
    }
  }

  return { plain, pageAt };
}

/** The preload of the page's lead image, when its read answered and names one. */
function leadImagePreload(view: FirstView, answered: Record<string, string>): string {
  const lead = view.leadImage;
  const answer = lead && answered[lead.read];
  const image = lead && answer !== undefined ? lead.pick(JSON.parse(answer)) : undefined;
  if (!lead || !image) return '';
  const srcset = imageSrcSet(image);
  const sizes = srcset ? ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(lead.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(image)}"${sizes} fetchpriority="high">`;
}

/** The path with only the query parameters `params` (in the order the address gives them). */
function addressAsRead(pathname: string, search: string, params: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (params.includes(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** index.html as the frame of a rendered page, cut as UTF-8 where a page's parts go in; undefined without #root. */
function framePieces(html: string) {
  const root = aroundRoot(html);
  if (!root) return undefined;
  // The page writes its own title and description (its head tags).
  const [toHeadEnd, toRoot] = splitBefore(withoutSiteHead(root[0]), '</head>');
  const [toBodyEnd, end] = splitBefore(root[1], '</body>');
  // The data block's end goes before </head>.
  return {
    toHeadEnd: Buffer.from(toHeadEnd),
    toRoot: Buffer.from(`</script>${toRoot}`),
    toBodyEnd: Buffer.from(toBodyEnd),
    end: Buffer.from(end),
  };
}

/** index.html's head without its title and description, which a rendered page writes for itself. */
function withoutSiteHead(html: string): string {
  return html.replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta\s+name="description"[^>]*>\s*/, '');
}

/** The text cut just before the first `mark` (all of it, then nothing, without one). */
function splitBefore(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at)];
}

/**
 * index.html cut around the content of `<div id="root">` (its placeholder, replaced by a rendered
 * page); undefined without one. The placeholder is plain markup, so counting <div> openings and
 * closings finds its end.
 */
export function aroundRoot(html: string): [before: string, after: string] | undefined {
  const opening = '<div id="root">';
  const start = html.indexOf(opening);
  if (start < 0) return undefined;
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start + opening.length;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return [html.slice(0, start + opening.length), html.slice(tag.index)];
  }
  return undefined;
}
