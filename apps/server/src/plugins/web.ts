/**
 * Serves the built single-page app and the local uploads from the same origin as the API.
 * Hashed build assets and uploads are immutable; index.html is revalidated on every load so a
 * deploy reaches browsers at once. Client routes fall back to index.html; unknown /api paths are
 * a JSON 404, never the app.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCAL_UPLOADS_PREFIX } from '../lib/storage';

export interface WebOptions {
  webDist: string;
  /** Directory of local uploads, or undefined when files live in object storage. */
  uploadsDir?: string;
  /** Extra <head> content for a page's first view (its first API answers, its lead image preload). */
  pageHead?: (url: string, requestId: string) => Promise<string>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
      setHeaders: (res, filePath) => {
        const isAsset = filePath.startsWith(path.join(options.webDist, 'assets') + path.sep);
        res.header('cache-control', isAsset ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist: options.webDist }, 'web app not built: only the API is served');
  }
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : null;

  /** index.html with the page's own head content; the plain file when there is none or it fails. */
  async function pageHtml(html: string, url: string, requestId: string, log: FastifyBaseLogger): Promise<string> {
    if (!options.pageHead) return html;
    try {
      const head = await options.pageHead(url, requestId);
      return head ? html.replace('</head>', `${head}</head>`) : html;
    } catch (error) {
      log.warn({ err: error }, 'first view data failed; serving the plain page');
      return html;
    }
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
      const html = request.method === 'GET' ? await pageHtml(indexHtml, request.url, request.id, request.log) : indexHtml;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply.status(404).send({ message: `Not Found: ${request.method} ${url}` });
  });
});
