/**
 * Who may call what. Every /api route declares `config.access` ('public' | 'user' | 'admin'); a route
 * without one fails at start-up, so no module can forget its guard. The check runs before the body is
 * parsed: a visitor gets 401, a signed-in non-admin 403 on an admin route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '@hillnest/domain';
import { forbidden, unauthorized } from '../lib/http-errors';

export type { Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** Every API route with its declared access, for tests that walk the whole route table. */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeAccess: RouteAccess[];
  }
}

export interface AccessOptions {
  /** Roles live in the database, so a demoted account loses its rights with its next request. */
  isAdmin(userId: string): Promise<boolean>;
}

export default fp<AccessOptions>(
  async function accessPlugin(app: FastifyInstance, options) {
    const table: RouteAccess[] = [];
    app.decorate('routeAccess', table);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const access = (route.config as { access?: Access } | undefined)?.access;
      if (!access) throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') table.push({ method, url: route.url, access });
      }
    });

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return;
      if (!request.auth) throw unauthorized();
      if (access === 'admin' && !(await options.isAdmin(request.auth.userId))) throw forbidden();
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
