/**
 * What services receive (docs/decisions/0061-one-way-to-hand-dependencies.md): app.ts builds one `Deps`
 * (app.deps) at start, and routes hand it on as it is, or as `{ ...app.deps, log: request.log }` when the
 * service logs. A service's first parameter is `deps: Pick<Deps, …>` of what it uses, so a test hands it
 * just those fields (or `{ ...app.deps, db: other }`).
 */
import type { FastifyBaseLogger } from 'fastify';
import { todayIn, type IsoDate } from '@hillnest/domain';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { FetchedDocument } from './lib/safe-fetch';
import type { ReadCache } from './lib/read-cache';
import type { FileStorage } from './lib/storage';
import { feedFetcher } from './modules/channels/feeds';
import { manageLinkKey, type ManageLinkKey } from './modules/bookings/manage-link';
import { createCatalogue, type Catalogue } from './modules/hotels/catalogue';
import type { WebhookDelivery } from './modules/bookings/providers';
import { createPayments, type Payments } from './modules/settings/payments-in-force';
import { propertyZone } from './modules/settings/store';
import { createSecretBox, type SecretBox } from './lib/secret-box';
import { mailSettings, type SiteMail } from './modules/email/settings';

export interface Deps {
  db: Database;
  config: AppConfig;
  /** This instance's cache of public reads (lib/read-cache.ts): reads go through it, changes invalidate it. */
  cache: ReadCache;
  /** Where uploaded pictures are kept. */
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Who e-mail comes from and the site address its links point at (from config); the owner's address is a setting (modules/settings `ownerMail`). */
  mail: SiteMail;
  /** The payments in force (`await deps.payments.current()`): Settings → Payments, the environment winning (decision 0072). */
  payments: Payments;
  /** Seals and opens the secrets stored in the settings (SETTINGS_ENCRYPTION_KEY). */
  secretBox: SecretBox;
  /** Signs and checks the private manage-booking links (keyed from JWT_SECRET). */
  manageLinks: ManageLinkKey;
  /** Fetches another platform's calendar feed, within channel sync's limits and address policy. */
  fetchFeed(url: string): Promise<FetchedDocument>;
  /** The one clock of the services; tests move it instead of waiting. */
  now(): Date;
  /** Every property and its taken nights, searched in memory (modules/hotels/catalogue.ts). */
  catalogue: Catalogue;
}

export interface DepsParts extends Pick<Deps, 'db' | 'config' | 'cache' | 'storage' | 'log'> {
  now?: () => Date;
  /** How the simulated provider delivers its signed webhooks (the app's own webhook route). */
  deliverWebhook?: WebhookDelivery;
  /** Aborts the calendar feeds being fetched (the app is closing). */
  signal?: AbortSignal;
}

/** Builds every dependency once; app.ts calls it at start. */
export function createDeps({ now = () => new Date(), deliverWebhook, signal, ...parts }: DepsParts): Deps {
  const secretBox = createSecretBox(parts.config.settingsEncryptionKey);
  return {
    ...parts,
    now,
    mail: mailSettings(parts.config),
    secretBox,
    payments: createPayments({ ...parts, secretBox, now, deliverWebhook }),
    manageLinks: manageLinkKey(parts.config.jwtSecret),
    fetchFeed: feedFetcher(parts.config, signal),
    catalogue: createCatalogue({ db: parts.db, cache: parts.cache, config: parts.config, now }),
  };
}

/**
 * Today's date (YYYY-MM-DD) in the site's time zone (Settings → Business), by the services' clock.
 * Inside a transaction hand it `{ ...deps, db: tx }` (on PGlite a read outside the transaction waits for it).
 */
export async function propertyToday(deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>): Promise<IsoDate> {
  return todayIn(await propertyZone(deps), deps.now());
}
