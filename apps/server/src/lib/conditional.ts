import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { bodyOf, type Page, type PageEncoding } from '../modules/pages/page';

/**
 * Large answers (the sitemaps and feeds of a big catalogue) compressed once per content, by their tag,
 * instead of once per request: about 32 MB of them at most.
 */
const LARGE = 64 * 1024;
const compressedCopies = new LRUCache<string, Page>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (page) => page.html.length + (page.compressed.br?.length ?? 0) + (page.compressed.gzip?.length ?? 0),
});

/** The encoding to send an answer in: brotli, else gzip, when the client accepts it (q > 0). */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
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

/**
 * Sends a cacheable answer with its validators (ETag from its bytes, Last-Modified when known), or 304
 * without a body when the client's copy is the same: If-None-Match first, else If-Modified-Since.
 */
export function sendConditional(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  options: { type: string; cacheControl: string; lastModified?: Date },
) {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  // A large answer goes compressed (once per content), each encoding its own representation with its own tag.
  const accepted = preferredEncoding(request.headers['accept-encoding']);
  const encoding = body.length >= LARGE ? accepted : undefined;
  const etag = encoding ? `"${hash}-${encoding}"` : `"${hash}"`;
  reply.type(options.type).header('cache-control', options.cacheControl).header('etag', etag);
  const lastModified = options.lastModified && new Date(Math.floor(options.lastModified.getTime() / 1000) * 1000);
  if (lastModified) reply.header('last-modified', lastModified.toUTCString());
  if (isUnchanged(etag, lastModified, request.headers['if-none-match'], request.headers['if-modified-since'])) {
    return reply.status(304).send();
  }
  if (!encoding) return reply.send(body);
  const copy = compressedCopies.get(hash) ?? { html: Buffer.from(body), compressed: {}, etag: `"${hash}"`, lastModified: new Date(0) };
  const compressed = bodyOf(copy, encoding);
  compressedCopies.set(hash, copy);
  // Already compressed: @fastify/compress leaves an answer with a Content-Encoding alone.
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(compressed);
}

/** Whether the client's copy is current: its ETag matches, or (without If-None-Match) it is as recent as `lastModified`. */
export function isUnchanged(
  etag: string,
  lastModified: Date | undefined,
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
): boolean {
  if (ifNoneMatch !== undefined) return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
  if (ifModifiedSince === undefined || !lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && lastModified.getTime() <= since;
}
