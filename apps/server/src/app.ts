/** Builds the Fastify application: plugins first, then every feature module. Used by the entry point and the tests. */
import { createDeps, type Deps } from './deps';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { LIMITS, MAP_EMBED_ORIGIN, MAP_TILE_ORIGIN, type SettingsValues } from '@hillnest/domain';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { serializerCompiler, validatorCompiler } from './lib/contract';
import { createMemoryCounterStore, createRedisCounterStore, type CounterStore } from './lib/counters';
import { loggerOptions } from './lib/logging';
import { createPostgresBus, createRedisBus, type InvalidationBus } from './lib/invalidation-bus';
import { createReadCache, type ReadCache } from './lib/read-cache';
import { createStorage, localUploadsDir, s3Options, s3PublicBaseUrl, type FileStorage } from './lib/storage';
import { modules } from './modules';
import { isAdminUser } from './modules/auth/service';
import { createSessionVersions, type SessionVersions } from './modules/auth/sessions';
import { RESPONSE_BROTLI_OPTIONS } from './modules/pages/page';
import accessPlugin from './plugins/access';
import authPlugin from './plugins/auth';
import errorsPlugin, { clientErrorHandler, routerErrorHandler } from './plugins/errors';
import inputPlugin from './plugins/input';
import sameOriginPlugin from './plugins/same-origin';
import securityPlugin, { type AllowedSources } from './plugins/security';
import { siteSettings, type SiteSettings } from './modules/settings/service';
import webPlugin from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    storage: FileStorage;
    /** Rate-limit counters, shared by all instances when REDIS_URL is set. */
    counters: CounterStore;
    /** This instance's cache of public reads (READ_CACHE_SECONDS). */
    readCache: ReadCache;
    /** Session versions: `app.sessions.endAll(userId)` ends every session of an account. */
    sessions: SessionVersions;
    /** What services receive (deps.ts): routes pass it on, with their request's logger. */
    deps: Deps;
  }
}

export interface AppDeps {
  config: AppConfig;
  db: Database;
  storage?: FileStorage;
  /** Pino logger options; false silences logs (tests). */
  logger?: boolean | object;
  /** Where the production logger writes instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
  /** The services' clock (deps.now); tests move it. */
  now?: () => Date;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? { ...loggerOptions(config), ...(deps.logStream ? { stream: deps.logStream } : {}) },
    // A client's (or proxy's) X-Request-Id is kept only when it looks like an id: it goes into every
    // log line of the request and back in the response, so anything longer or stranger is replaced.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // Fastify's and Node's own refusals (bad URL, URL or headers too long) in our `{message}` shape.
    frameworkErrors: routerErrorHandler,
    clientErrorHandler,
    // Only behind a proxy: otherwise any client could pick its own address (and dodge rate limits).
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });

  // Routes are registered from the API contract: zod validates their input and writes their answers.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('storage', deps.storage ?? createStorage(config));
  const counters = config.REDIS_URL ? createRedisCounterStore(config.REDIS_URL, config.REDIS_KEY_PREFIX) : createMemoryCounterStore();
  app.decorate('counters', counters);
  const bus = invalidationBus(config, app.log);
  if (bus) app.addHook('onClose', () => bus.close());
  app.decorate('readCache', createReadCache({ ttlSeconds: config.READ_CACHE_SECONDS, bus }));
  const closing = new AbortController();
  app.decorate(
    'deps',
    createDeps({
      db: app.db,
      config,
      cache: app.readCache,
      storage: app.storage,
      log: app.log,
      now: deps.now,
      deliverWebhook: (payload, headers) => deliverToOwnWebhook(app, payload, headers),
      signal: closing.signal,
    }),
  );
  // Before the modules' jobs wait for their runs: a calendar feed being fetched stops at once.
  app.addHook('preClose', async () => closing.abort());
  app.addHook('onClose', async () => app.deps.payments.close());
  const sessions = createSessionVersions(app.deps);
  app.decorate('sessions', sessions);
  app.addHook('onClose', () => counters.close());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { hsts: config.secureCookies, allow: contentSourcesNow(app.deps) });
  await app.register(sameOriginPlugin);
  await app.register(inputPlugin);
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: RESPONSE_BROTLI_OPTIONS,
    // Answers up to 64 KB are compressed at once on the event loop: zlib's asynchronous calls cost
    // several times the CPU (decision 0048); by default the plugin does this only up to 8 KB on a
    // two-core machine.
    syncThreshold: 64 * 1024,
  });
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    secureCookie: config.secureCookies,
    sessionVersion: (userId) => sessions.current(userId),
  });
  await app.register(accessPlugin, { isAdmin: (userId) => isAdminUser(app.deps, userId) });
  await app.register(multipart, {
    limits: { fileSize: LIMITS.maxImageBytes, files: LIMITS.maxImagesPerHotel + 4, fields: 200, fieldSize: 200_000, parts: 300 },
    throwFileSizeLimit: true,
  });
  await app.register(webPlugin, { webDist: config.webDist, uploadsDir: config.STORAGE === 'local' ? localUploadsDir(config) : undefined });
  for (const module of modules) await app.register(module);
  return app;
}

/** The simulated provider's webhooks arrive at the app's own route, signed, exactly as Razorpay's servers send them. */
async function deliverToOwnWebhook(app: FastifyInstance, payload: string, headers: Record<string, string>): Promise<void> {
  const response = await app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers, payload });
  if (response.statusCode !== 200) throw new Error(`webhook answered ${response.statusCode}: ${response.body}`);
}

/** Several instances may share a PostgreSQL database: their read caches hear of each other's writes (Redis first, when set). */
function invalidationBus(config: AppConfig, log: FastifyInstance['log']): InvalidationBus | undefined {
  if (!config.databaseUrl) return undefined;
  return config.REDIS_URL ? createRedisBus(config.REDIS_URL, config.REDIS_KEY_PREFIX, log) : createPostgresBus(config.databaseUrl, log);
}

/** The content sources of the settings in force: worked out once per settings version (they follow Settings → Site and Payments). */
function contentSourcesNow(deps: Deps): () => Promise<AllowedSources> {
  const bySettings = new WeakMap<SiteSettings, AllowedSources>();
  return async () => {
    const settings = await siteSettings(deps);
    let sources = bySettings.get(settings);
    if (!sources) {
      sources = contentSources(deps.config, settings.values);
      bySettings.set(settings, sources);
    }
    return sources;
  };
}

/**
 * Origins beyond our own that pages may use: the external booking engine for the search hand-off,
 * the bucket (or CDN) images come from when uploads live in S3, the map a property page frames, and
 * Razorpay Checkout (its script, its payment iframe and the calls it makes) when it is the provider.
 */
function contentSources(config: AppConfig, settings: SettingsValues): AllowedSources {
  const formAction = settings.site.bookingEngineUrl ? [new URL(settings.site.bookingEngineUrl).origin] : [];
  // The search's map view draws OpenStreetMap's tiles.
  const img = [...(config.STORAGE === 's3' ? [new URL(s3PublicBaseUrl(s3Options(config))).origin] : []), MAP_TILE_ORIGIN];
  if (settings.payments.provider !== 'razorpay') return { formAction, img, frame: [MAP_EMBED_ORIGIN] };
  return {
    formAction,
    script: ['https://checkout.razorpay.com'],
    frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com', MAP_EMBED_ORIGIN],
    connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    img: [...img, 'https://cdn.razorpay.com'],
  };
}
