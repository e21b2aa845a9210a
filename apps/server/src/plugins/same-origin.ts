/**
 * Cross-site request protection for state-changing calls. Session cookies are SameSite=Lax already;
 * on top of that, a POST/PUT/PATCH/DELETE whose Origin (or, lacking one, Referer) names another site
 * is refused. Browsers always send Origin on cross-site writes; clients that are not browsers (and
 * so cannot carry a victim's cookie) send neither and pass.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sourceHost(request: FastifyRequest): string | null | undefined {
  const origin = request.headers.origin ?? request.headers.referer;
  if (!origin) return undefined;
  if (origin === 'null') return null; // sandboxed frames, file: pages
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

export default fp(
  async function sameOriginPlugin(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
      if (request.routeOptions.config.crossSite) return;
      const host = sourceHost(request);
      if (host === undefined) return;
      if (host !== request.host.toLowerCase()) throw forbidden('Cross-site request refused');
    });
  },
  { name: 'same-origin' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes called by other sites on purpose (payment provider webhooks). */
    crossSite?: boolean;
  }
}
