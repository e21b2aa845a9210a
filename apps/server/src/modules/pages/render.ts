/**
 * A page's first view, as the server sends it: the page rendered to HTML from the answers to its
 * first API reads (by the web app's own renderer, see lib/web-renderer.ts), the data it was rendered
 * from as a JSON data block (never executed; the browser app starts from it), a high-priority preload
 * of its largest image above the fold, and module preloads of the page's own JavaScript chunks.
 *
 * The reads are anonymous and take the same routes, checks and caches as the browser's own calls (public
 * reads answered in this process, lib/public-reads.ts; any other through the app itself, `inject`), so
 * nothing private can reach the HTML.
 *
 * A page is a function of its address, the signed-in hint and those answers, so its rendered parts
 * are kept by exactly that: a page whose reads answer as before is not rendered again (two render
 * passes cost ~6 ms of CPU, which capped a busy instance at ~170 pages/s), and any change to what it
 * shows (a new answer from the read cache, a new day in /api/config) renders it afresh.
 */
import { createHash } from 'node:crypto';
import { FIRST_VIEW_ELEMENT_ID, imageSrcSet, type FirstView, type FirstViewOf } from '@hillnest/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { HttpError } from '../../lib/http-errors';
import type { ReadCache } from '../../lib/read-cache';
import type { ModuleChunks } from '../../lib/web-manifest';
import type { PageRenderInput, WebRenderer } from '../../lib/web-renderer';
import { PLAIN_PAGE, type PageParts, type PageRequest } from '../../plugins/web';

export interface FirstViewDeps {
  chunksOf: ModuleChunks;
  /** What each page reads as it opens, declared by the web app's routes; without it the browser renders every page. */
  firstViewOf?: FirstViewOf;
  render?: WebRenderer;
  /** Pages already rendered (createRenderedPages). */
  rendered: RenderedPages;
}

export interface RenderedPages {
  /** Bounded in number, size (about 32 MB of text) and age (10 min). */
  kept: LRUCache<string, PageParts>;
  /** Renders under way: views of a page arriving together share one render. */
  rendering: Map<string, Promise<PageParts>>;
  /** Reads' answers of the last moment (readRecently), and how many changes were announced so far. */
  recentReads: { answers: Map<string, { body: string; at: number }>; changes: number };
}

/**
 * How long a read's answer is reused for the next pages, while no change is announced: every page
 * asks the site settings and the destinations, and asking the app again (inject) costs more than
 * reading them. Far below the read cache's own lifetime, which already lets answers be this old.
 */
const READ_REUSE_MS = 1000;
const RECENT_READS_KEPT = 1000;

/** `cache` tells of changes: a page read after one never gets an answer from before it. */
export function createRenderedPages(cache: Pick<ReadCache, 'subscribe'>): RenderedPages {
  const pages: RenderedPages = {
    kept: new LRUCache<string, PageParts>({
      max: 500,
      maxSize: 32 * 1024 * 1024,
      sizeCalculation: (parts) => parts.head.byteLength + (parts.code?.length ?? 0) + (parts.root?.byteLength ?? 0) || 1,
      ttl: 10 * 60_000,
    }),
    rendering: new Map(),
    recentReads: { answers: new Map(), changes: 0 },
  };
  cache.subscribe(() => {
    pages.recentReads.changes += 1;
    pages.recentReads.answers.clear();
  });
  return pages;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A read's answer as sent (its JSON text), or undefined when it did not succeed: only successful answers
 * are rendered, anything else the page asks for itself. A public read is answered in this process
 * (lib/public-reads.ts); any other goes through the app.
 */
async function read(app: FastifyInstance, url: string, page: PageRequest): Promise<string | undefined> {
  const answer = app.publicReads.find(url);
  if (answer) {
    try {
      return await answer();
    } catch (error) {
      // A refusal (a 4xx HttpError) is the route's answer; anything else is a fault worth a line.
      if (!(error instanceof HttpError && error.statusCode < 500)) page.log.error({ err: error, read: url }, 'a page’s read failed');
      return undefined;
    }
  }
  // The page's request id, so the reads' log lines belong to the page view that made them.
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', 'x-request-id': page.id } });
  return response.statusCode === 200 ? response.body : undefined;
}

/** A read's answer, reused from the last READ_REUSE_MS unless a change was announced since (failures are asked again). */
async function readRecently(app: FastifyInstance, recent: RenderedPages['recentReads'], url: string, page: PageRequest) {
  const at = Date.now();
  const kept = recent.answers.get(url);
  if (kept && at - kept.at < READ_REUSE_MS) return kept.body;
  const changes = recent.changes;
  const body = await read(app, url, page);
  // Not kept when a change was announced while it was read: it may be from before it.
  if (body !== undefined && changes === recent.changes) {
    if (recent.answers.size >= RECENT_READS_KEPT) recent.answers.clear();
    recent.answers.set(url, { body, at });
  }
  return body;
}

export async function renderFirstView(app: FastifyInstance, page: PageRequest, deps: FirstViewDeps): Promise<PageParts> {
  const { pathname, search } = new URL(page.url, 'http://page.invalid');
  const view = await pageReads(deps.firstViewOf, pathname, search, page.log);
  if (!view) return PLAIN_PAGE;
  // The page as it reads its address: parameters it does not read neither render nor key it afresh.
  const url = addressAsRead(pathname, search, view.params);
  const bodies = await Promise.all(view.reads.map((path) => readRecently(app, deps.rendered.recentReads, path, page)));
  const key = createHash('sha256').update(`${page.signedIn ? 1 : 0} ${url}`);
  view.reads.forEach((path, index) => key.update(`\n${path}\n${bodies[index] ?? ''}`));
  const cacheKey = key.digest('base64');
  const pages = deps.rendered;
  const kept = pages.kept.get(cacheKey) ?? pages.rendering.get(cacheKey);
  if (kept) return kept;
  const rendering = pageParts(view, bodies, { ...page, url }, deps).then((parts) => {
    // A failed render is not kept: the next view tries again.
    if (parts.root !== undefined) pages.kept.set(cacheKey, parts);
    return parts;
  });
  pages.rendering.set(cacheKey, rendering);
  try {
    return await rendering;
  } finally {
    pages.rendering.delete(cacheKey);
  }
}

/** The page's declared first view; a declaration that fails leaves the page to the browser. */
async function pageReads(firstViewOf: FirstViewOf | undefined, pathname: string, search: string, log: FastifyBaseLogger) {
  try {
    return await firstViewOf?.(pathname, search);
  } catch (error) {
    log.warn({ err: error }, 'reading the page’s first view failed; the browser renders the page');
    return undefined;
  }
}

/** The path with only the query parameters `params` (in the order the address gives them). */
function addressAsRead(pathname: string, search: string, params: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (params.includes(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The page's parts from its reads' answers (`bodies`, in the order of `view.reads`). */
async function pageParts(view: FirstView, bodies: (string | undefined)[], page: PageRequest, deps: FirstViewDeps): Promise<PageParts> {
  const answered: Record<string, string> = {};
  view.reads.forEach((path, index) => {
    const body = bodies[index];
    if (body !== undefined) answered[path] = body;
  });

  let head = '';
  let code = '';
  const chunks = new Set(view.modules.flatMap(deps.chunksOf));
  for (const chunk of chunks) code += `<link rel="modulepreload" crossorigin href="${escapeAttribute(chunk)}">`;
  const lead = view.leadImage;
  const image = lead && answered[lead.read] !== undefined ? lead.pick(JSON.parse(answered[lead.read]!)) : undefined;
  if (lead && image) {
    const srcset = imageSrcSet(image);
    head += `<link rel="preload" as="image" href="${escapeAttribute(image)}"${
      srcset ? ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(lead.sizes)}"` : ''
    } fetchpriority="high">`;
  }

  const rendered = await renderPage(deps.render, { url: page.url, bodies: answered, signedIn: page.signedIn }, page.log);
  if (!rendered) return { head: Buffer.from(head), code };
  const data = [`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">`, rendered.stateJson, '</script>'];
  return { head: utf8([head, ...data]), code, root: rendered.html };
}

/** Text and bytes as one piece of UTF-8. */
const utf8 = (pieces: (string | Uint8Array)[]) =>
  Buffer.concat(pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece)));

/** The page's HTML and data, or undefined: without a renderer, or when it fails, the browser renders the page. */
async function renderPage(render: WebRenderer | undefined, input: PageRenderInput, log: FastifyBaseLogger) {
  if (!render) return undefined;
  try {
    return await render(input);
  } catch (error) {
    log.warn({ err: error }, 'server rendering failed; the browser renders the page');
    return undefined;
  }
}
