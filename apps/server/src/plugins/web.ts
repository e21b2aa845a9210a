/**
 * Serves the built single-page app and the local uploads from the same origin as the API.
 * Hashed build assets and uploads are immutable; pages are revalidated on every load so a
 * deploy reaches browsers at once. Client routes are index.html with the page's first view written
 * in (when there is one); unknown /api paths are a JSON 404, never the app.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LOCAL_UPLOADS_PREFIX } from '../lib/storage';
import { compressOnEventLoop, type PageCompressor, type PageEncoding } from '../lib/web-renderer';
import { deferredAppCode, takeAppCode } from './app-code';
import { SESSION_HINT_COOKIE } from './auth';

/** The page being asked for. */
export interface PageRequest {
  url: string;
  id: string;
  /** The visitor carries the signed-in hint cookie. */
  signedIn: boolean;
  log: FastifyBaseLogger;
}

/** What a page adds to index.html; the HTML as UTF-8, ready to send. */
export interface PageParts {
  /** Goes before </head>. */
  head: Uint8Array;
  /** The page's own code: module preload tags of its chunks. */
  code?: string;
  /** The rendered page, in place of #root's placeholder; undefined leaves the page to the browser. */
  root?: Uint8Array;
}

export interface WebOptions {
  webDist: string;
  /** Directory of local uploads, or undefined when files live in object storage. */
  uploadsDir?: string;
  /** A page's first view: its rendered HTML and data, its lead image and chunk preloads. */
  firstView?: (page: PageRequest) => Promise<PageParts>;
  /** Whether the app has a page at a path; an unknown one is still the app (its not-found page) but with status 404. */
  isKnownPage?: (pathname: string) => boolean;
  /** Compresses a page's body (on the render threads); by default on the event loop. */
  compressPage?: PageCompressor;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The parts of a page served as built: no first view, or one that failed. */
export const PLAIN_PAGE: PageParts = { head: new Uint8Array() };

export default fp<WebOptions>(async function webPlugin(app: FastifyInstance, options) {
  if (options.uploadsDir) {
    mkdirSync(options.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: LOCAL_UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: 0,
      setHeaders: (res) => {
        res.header('cache-control', IMMUTABLE);
        res.header('x-content-type-options', 'nosniff');
      },
    });
  }

  const indexFile = path.join(options.webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      dotfiles: 'deny',
      // The build writes brotli and gzip copies of the assets (apps/web/vite.precompress.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isAsset = filePath.startsWith(path.join(options.webDist, 'assets') + path.sep);
        res.header('cache-control', isAsset ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist: options.webDist }, 'web app not built: only the API is served');
  }
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : null;
  // A rendered page's frame is prepared once: the app's code taken out (it starts after the page's
  // lead image, see app-code.ts), and cut where the page's parts go in.
  const renderedFrame = indexHtml === null ? undefined : renderedPageFrame(indexHtml);

  /** index.html with the page's parts written in, as UTF-8: the plain file when the page has none. */
  function pageHtml(html: string, parts: PageParts): Buffer {
    const code = parts.code ?? '';
    if (parts.root === undefined || !renderedFrame) {
      return Buffer.from(parts.head.length || code ? html.replace('</head>', `${Buffer.from(parts.head).toString()}${code}</head>`) : html);
    }
    const frame = renderedFrame;
    return Buffer.concat([
      frame.toHeadEnd,
      parts.head,
      frame.toRoot,
      parts.root,
      frame.toBodyEnd,
      Buffer.from(deferredAppCode(frame.appCode + code)),
      frame.end,
    ]);
  }

  /** The page's parts; none (the plain file) when it has no first view or reading it fails. */
  async function partsOf(request: FastifyRequest): Promise<PageParts> {
    if (!options.firstView) return PLAIN_PAGE;
    try {
      return await options.firstView({
        url: request.url,
        id: request.id,
        signedIn: request.cookies[SESSION_HINT_COOKIE] === '1',
        log: request.log,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'first view failed; serving the plain page');
      return PLAIN_PAGE;
    }
  }

  /**
   * A page's body in each encoding it was sent in, kept as long as its parts are (the rendered-page
   * cache keeps them while the page's reads answer the same): a page viewed again is sent as it was,
   * neither put together nor compressed again.
   */
  const sentBodies = new WeakMap<PageParts, Map<PageEncoding | 'identity', Promise<Buffer>>>();
  const compressPage = options.compressPage ?? compressOnEventLoop;

  /** The page's body in `encoding`, made once per page parts (sentBodies). */
  function pageBody(html: string, parts: PageParts, encoding: PageEncoding | 'identity'): Promise<Buffer> {
    let bodies = sentBodies.get(parts);
    if (!bodies) sentBodies.set(parts, (bodies = new Map()));
    let body = bodies.get(encoding);
    if (!body) {
      const plain = pageHtml(html, parts);
      body = encoding === 'identity' ? Promise.resolve(plain) : compressPage(plain, encoding);
      bodies.set(encoding, body);
      // A failure is not kept: the next view tries again.
      body.catch(() => bodies.delete(encoding));
    }
    return body;
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith(LOCAL_UPLOADS_PREFIX) &&
      !url.startsWith('/assets/');
    if (wantsPage && indexHtml) {
      // The app shows its 'Oops! Page Not Found' page; the status says so to crawlers and link checkers.
      if (options.isKnownPage && !options.isKnownPage(url)) reply.status(404);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (request.method !== 'GET') return reply.send(indexHtml);
      // @fastify/compress hooks into routes, and pages are served by the not-found handler.
      const encoding = pageEncoding(request.headers['accept-encoding']);
      const parts = await partsOf(request);
      if (encoding) {
        // A page that could not be compressed (its render thread failed) is sent as it is.
        const compressed = await pageBody(indexHtml, parts, encoding).catch((error: unknown) => {
          request.log.warn({ err: error }, 'compressing the page failed; sending it uncompressed');
          return undefined;
        });
        if (compressed) return reply.header('content-encoding', encoding).send(compressed);
      }
      return reply.send(await pageBody(indexHtml, parts, 'identity'));
    }
    return reply.status(404).send({ message: `Not Found: ${request.method} ${url}` });
  });
});

/**
 * index.html split around the content of `<div id="root">` (its placeholder, replaced by a rendered
 * page); undefined without one. The placeholder is plain markup, so counting <div> openings and
 * closings finds its end.
 */
export function frameAround(html: string): { before: string; after: string } | undefined {
  const opening = '<div id="root">';
  const start = html.indexOf(opening);
  if (start < 0) return undefined;
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start + opening.length;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { before: html.slice(0, start + opening.length), after: html.slice(tag.index) };
  }
  return undefined;
}

/** The encoding to send a page in: brotli, else gzip, when the browser accepts it (q > 0). */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** index.html as the frame of a rendered page, its code apart, cut as UTF-8 where a page's parts go in. */
function renderedPageFrame(indexHtml: string) {
  const { html, code } = takeAppCode(indexHtml);
  const frame = frameAround(html);
  if (!frame) return undefined;
  const [toHeadEnd = '', toRoot = ''] = splitBefore(frame.before, '</head>');
  const [toBodyEnd = '', end = ''] = splitBefore(frame.after, '</body>');
  const bytes = (text: string) => Buffer.from(text);
  return { toHeadEnd: bytes(toHeadEnd), toRoot: bytes(toRoot), toBodyEnd: bytes(toBodyEnd), end: bytes(end), appCode: code };
}

/** The text cut just before the first `mark` (all of it, then nothing, without one). */
function splitBefore(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at)];
}
