/**
 * What services receive (docs/decisions/0032-one-deps-shape.md): the app builds one `Deps` (app.deps)
 * and routes pass it on; a service names the part it uses as `Pick<Deps, …>` (ReadDeps, ServiceDeps,
 * BookingContext, …), so tests hand it just those. A route passes its request's logger in place of the
 * app's, so a service's log lines belong to the request.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { ReadCache } from './lib/read-cache';
import type { FileStorage } from './lib/storage';
import { mailSettings, type MailSettings } from './modules/email/settings';

export interface Deps {
  db: Database;
  config: AppConfig;
  /** This instance's cache of public reads (lib/read-cache.ts): reads go through it, changes invalidate it. */
  cache: ReadCache;
  /** Where uploaded pictures are kept. */
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Who e-mail comes from and goes to, and the site address its links point at (from config). */
  mail: MailSettings;
  /** The server's clock (tests set it). */
  now(): Date;
}

/** A service reading for the public: the database and the read cache. */
export type ReadDeps = Pick<Deps, 'db' | 'cache'>;

/** A service that stores rows with pictures (its changes invalidate the public lists). */
export type ServiceDeps = Pick<Deps, 'db' | 'cache' | 'storage' | 'log'>;

export function createDeps(parts: Omit<Deps, 'now' | 'mail'>): Deps {
  return { ...parts, mail: mailSettings(parts.config), now: () => new Date() };
}
