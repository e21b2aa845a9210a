/**
 * The web app's pages (docs/decisions/0003): every GET that is not an API route, an upload or a built
 * asset is index.html, with the page's first view written in when it has one (page.ts). Pages are
 * revalidated on every load, so a deploy reaches browsers at once; an address the app has no page for
 * is its 'Oops! Page Not Found' page with status 404. Unknown /api paths are a JSON 404, never the app.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isUnchanged, preferredEncoding } from '../../lib/conditional';
import { carriesLinkSecret } from '../../lib/logging';
import { requestOrigin } from '../../lib/origin';
import { publicAddress } from '../settings/site';
import { LOCAL_UPLOADS_PREFIX } from '../../lib/storage';
import { SESSION_HINT_COOKIE } from '../../plugins/auth';
import { readModuleChunks } from './manifest';
import { bodyOf, createPages } from './page';
import { loadWebApp } from './web-app';

export default async function pageRoutes(app: FastifyInstance) {
  const { webDist, RENDER_THREADS } = app.config;
  const indexFile = path.join(webDist, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const web = indexHtml === undefined ? undefined : await loadWebApp(webDist, RENDER_THREADS);
  if (web) app.addHook('onClose', () => web.close());
  const pages = indexHtml === undefined ? undefined : createPages(app, indexHtml, web, readModuleChunks(webDist));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith(LOCAL_UPLOADS_PREFIX) &&
      !url.startsWith('/assets/');
    if (!isPage || !pages) return reply.status(404).send({ message: `Not Found: ${request.method} ${url}` });
    // A page whose address holds a link secret (manage, reset, verify) is kept by no cache, not even the browser's.
    const cacheControl = carriesLinkSecret(request.url) ? 'no-store' : 'no-cache';
    reply.type('text/html; charset=utf-8').header('cache-control', cacheControl).header('vary', 'accept-encoding');
    // An address the app has no page for shows its 'Oops! Page Not Found' page; the status says so to
    // crawlers and link checkers.
    if (request.method !== 'GET') return reply.status((await web?.isKnownPath(url)) === false ? 404 : 200).send(pages.plain.html);
    let page = pages.plain;
    try {
      const signedIn = request.cookies[SESSION_HINT_COOKIE] === '1';
      const origin = await publicAddress(app.deps, requestOrigin(request));
      const found = await pages.pageAt({ url: request.url, id: request.id, signedIn, origin, log: request.log });
      // One address per page: links and search engines keep the page's own spelling.
      if (found.movedTo) return reply.redirect(found.movedTo, 301);
      page = found.page;
      if (!found.known) reply.status(404);
    } catch (error) {
      request.log.warn({ err: error }, 'first view failed; serving the plain page');
    }
    // Compressed here: @fastify/compress hooks into routes, and pages are served by the not-found handler.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (reply.statusCode === 200 && cacheControl === 'no-cache') {
      // Revalidated on every load (no-cache): an unchanged page answers 304 without its body. Each
      // encoding is its own representation, so its own tag.
      const etag = encoding ? page.etag.replace(/"$/, `-${encoding}"`) : page.etag;
      reply.header('etag', etag).header('last-modified', page.lastModified.toUTCString());
      if (isUnchanged(etag, page.lastModified, request.headers['if-none-match'], request.headers['if-modified-since'])) {
        return reply.status(304).send();
      }
    }
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(bodyOf(page, encoding));
  });
}
