import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyOf, type Page, type PageEncoding } from '../modules/pages/page';

/** Answers this large go compressed (the sitemaps and feeds of a big catalogue); smaller ones are not worth it. */
const LARGE = 64 * 1024;

/**
 * An answer kept in the read cache (a frozen value that stays the same object while its content does):
 * its tag and compressed copies are made once per value, not once per request.
 */
export interface CachedText {
  readonly text: string;
}
/** An answer's bytes, their hash, and their compressed copies as they are asked for. */
type Answer = Pick<Page, 'html' | 'compressed'> & { hash: string };
const answerOfValue = new WeakMap<CachedText, Answer>();

function answerOf(body: string | Buffer | CachedText): Answer {
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) {
    const known = answerOfValue.get(body);
    if (known) return known;
    const made = answerOf(body.text);
    answerOfValue.set(body, made);
    return made;
  }
  const bytes = Buffer.from(body);
  return { html: bytes, compressed: {}, hash: createHash('sha256').update(bytes).digest('base64url').slice(0, 27) };
}

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
  body: string | Buffer | CachedText,
  options: { type: string; cacheControl: string; lastModified?: Date },
) {
  const answer = answerOf(body);
  // A large text answer goes compressed, each encoding its own representation with its own tag.
  const accepted = preferredEncoding(request.headers['accept-encoding']);
  const encoding = answer.html.length >= LARGE && !options.type.startsWith('image/') ? accepted : undefined;
  const etag = encoding ? `"${answer.hash}-${encoding}"` : `"${answer.hash}"`;
  reply.type(options.type).header('cache-control', options.cacheControl).header('etag', etag);
  const lastModified = options.lastModified && new Date(Math.floor(options.lastModified.getTime() / 1000) * 1000);
  if (lastModified) reply.header('last-modified', lastModified.toUTCString());
  if (isUnchanged(etag, lastModified, request.headers['if-none-match'], request.headers['if-modified-since'])) {
    return reply.status(304).send();
  }
  if (!encoding) return reply.send(answer.html);
  // Already compressed: @fastify/compress leaves an answer with a Content-Encoding alone.
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(bodyOf(answer, encoding));
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
