import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { requestOrigin } from './origin';

/**
 * The site's public address (scheme and host, no trailing slash) for canonical addresses, link previews,
 * sitemaps and feeds: PUBLIC_URL, else the address the request came to. The one place that reads it.
 */
export async function publicAddress(deps: Pick<Deps, 'config'>, request: FastifyRequest): Promise<string> {
  return (deps.config.PUBLIC_URL ?? requestOrigin(request)).replace(/\/+$/, '');
}
