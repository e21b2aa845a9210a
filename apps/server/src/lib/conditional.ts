import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.type(options.type).header('cache-control', options.cacheControl).header('etag', etag);
  const lastModified = options.lastModified && new Date(Math.floor(options.lastModified.getTime() / 1000) * 1000);
  if (lastModified) reply.header('last-modified', lastModified.toUTCString());
  if (isUnchanged(etag, lastModified, request.headers['if-none-match'], request.headers['if-modified-since'])) {
    return reply.status(304).send();
  }
  return reply.send(body);
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
