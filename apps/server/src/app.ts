/** Builds the Fastify application: plugins first, then every feature module. Used by the entry point and the tests. */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { LIMITS } from '@hillnest/domain';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createStorage, localUploadsDir, type FileStorage } from './lib/storage';
import { modules } from './modules';
import { isAdminUser } from './modules/auth/service';
import accessPlugin from './plugins/access';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import webPlugin from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    storage: FileStorage;
  }
}

export interface AppDeps {
  config: AppConfig;
  db: Database;
  storage?: FileStorage;
  /** Pino logger options; false silences logs (tests). */
  logger?: boolean | object;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.LOG_LEVEL,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });

  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('storage', deps.storage ?? createStorage(config));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(authPlugin, { secret: config.jwtSecret, secureCookie: config.COOKIE_SECURE });
  await app.register(accessPlugin, { isAdmin: (userId) => isAdminUser(deps.db, userId) });
  await app.register(multipart, {
    limits: { fileSize: LIMITS.maxImageBytes, files: LIMITS.maxImagesPerHotel + 4, fields: 200, fieldSize: 200_000, parts: 300 },
    throwFileSizeLimit: true,
  });
  for (const module of modules) await app.register(module);
  await app.register(webPlugin, {
    webDist: config.webDist,
    uploadsDir: config.STORAGE === 'local' ? localUploadsDir(config) : undefined,
  });
  return app;
}
