/**
 * The settings in force (docs/decisions/0071-settings-store.md): stored values over the domain's
 * defaults, environment variables over both, and the sealed secrets opened where used. Apart from the
 * settings pages' service (service.ts) so the parts deps.ts builds (the payments in force) can read it.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import { DEFAULT_SETTINGS, SECRET_SETTINGS, type SettingsValues } from '@hillnest/domain';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { ReadCache } from '../../lib/read-cache';
import type { SecretBox } from '../../lib/secret-box';
import { listStoredSettings, readStoredSettings } from './queries';

/** What reading the settings needs (every `Deps` has it). */
export interface StoreDeps {
  db: Database;
  config: AppConfig;
  cache: ReadCache;
  secretBox: SecretBox;
}

/** The parts of SMTP_URL the E-mail page shows (locked) while the variable is set. */
function smtpUrlPart(config: AppConfig, part: 'host' | 'port' | 'security' | 'user' | 'smtpPassword'): unknown {
  if (!config.SMTP_URL) return undefined;
  const url = new URL(config.SMTP_URL);
  const tls = url.protocol === 'smtps:';
  if (part === 'host') return url.hostname;
  if (part === 'port') return url.port ? Number(url.port) : tls ? 465 : 587;
  if (part === 'security') return tls ? 'tls' : 'starttls';
  if (part === 'user') return decodeURIComponent(url.username);
  return decodeURIComponent(url.password);
}

/** Settings an environment variable pins, by key (`page.field`): the variable's name and its value when set. */
const ENVIRONMENT: Record<string, { variable: string; value(config: AppConfig): unknown }> = {
  'business.contactEmail': { variable: 'OWNER_EMAIL', value: (config) => config.OWNER_EMAIL },
  'business.phone': { variable: 'OWNER_PHONE', value: (config) => config.OWNER_PHONE },
  'business.timeZone': { variable: 'PROPERTY_TIMEZONE', value: (config) => config.PROPERTY_TIMEZONE },
  'site.publicUrl': { variable: 'PUBLIC_URL', value: (config) => config.PUBLIC_URL },
  'site.bookingEngineUrl': { variable: 'BOOKING_ENGINE_URL', value: (config) => config.BOOKING_ENGINE_URL },
  'payments.provider': { variable: 'PAYMENT_PROVIDER', value: (config) => config.payments.pinned.provider },
  'payments.keyId': { variable: 'RAZORPAY_KEY_ID', value: (config) => config.payments.pinned.keyId },
  'payments.keySecret': { variable: 'RAZORPAY_KEY_SECRET', value: (config) => config.payments.pinned.keySecret },
  'payments.webhookSecret': { variable: 'RAZORPAY_WEBHOOK_SECRET', value: (config) => config.payments.pinned.webhookSecret },
  'email.host': { variable: 'SMTP_URL', value: (config) => smtpUrlPart(config, 'host') },
  'email.port': { variable: 'SMTP_URL', value: (config) => smtpUrlPart(config, 'port') },
  'email.security': { variable: 'SMTP_URL', value: (config) => smtpUrlPart(config, 'security') },
  'email.user': { variable: 'SMTP_URL', value: (config) => smtpUrlPart(config, 'user') },
  'email.smtpPassword': { variable: 'SMTP_URL', value: (config) => smtpUrlPart(config, 'smtpPassword') },
  'email.from': { variable: 'MAIL_FROM', value: (config) => config.MAIL_FROM },
  'launch.mode': { variable: 'SITE_MODE', value: (config) => config.SITE_MODE },
};

/** The variable that pins this setting, when it is set. */
export function pinningVariable(config: AppConfig, key: string): string | undefined {
  const pinned = ENVIRONMENT[key];
  return pinned && pinned.value(config) !== undefined ? pinned.variable : undefined;
}

/** The value an environment variable sets for this setting, or undefined. */
export function pinnedValue(config: AppConfig, key: string): unknown {
  return ENVIRONMENT[key]?.value(config);
}

export interface SiteSettings {
  values: SettingsValues;
  /** Keys (`business.phone`) whose environment variable is set. */
  lockedByEnvironment: string[];
}

type Values = Record<string, Record<string, unknown>>;

/** The settings in force: stored values over the defaults, environment variables over both. */
export async function siteSettings(deps: Pick<StoreDeps, 'db' | 'config' | 'cache'>): Promise<SiteSettings> {
  // Inside a transaction (`{ ...deps, db: tx }`) the settings are read through it, never shared with
  // a load in flight outside it: on PGlite's one connection that load waits for this transaction.
  if (deps.db instanceof PgTransaction) return loadSettings(deps);
  return deps.cache.read('site-settings', ['settings'], () => loadSettings(deps));
}

async function loadSettings(deps: Pick<StoreDeps, 'db' | 'config'>): Promise<SiteSettings> {
  const values = structuredClone(DEFAULT_SETTINGS) as unknown as Values;
  for (const { key, value } of await listStoredSettings(deps.db)) {
    // Sealed secrets stay out of the settings every consumer shares: they are opened where used.
    if (SECRET_SETTINGS.includes(key)) continue;
    const [page, field] = key.split('.') as [string, string];
    // A setting no page has any more (renamed, removed) is ignored rather than shown.
    if (values[page] && field in values[page]) values[page][field] = value;
  }
  const lockedByEnvironment: string[] = [];
  for (const [key, { value }] of Object.entries(ENVIRONMENT)) {
    const set = value(deps.config);
    if (set === undefined) continue;
    lockedByEnvironment.push(key);
    if (SECRET_SETTINGS.includes(key)) continue;
    const [page, field] = key.split('.') as [string, string];
    values[page]![field] = set;
  }
  return { values: values as unknown as SettingsValues, lockedByEnvironment };
}

/** Secrets as they are in force, by key: the environment's value, else the stored one opened; null when not set (or unreadable). */
export async function storedSecrets(
  deps: Pick<StoreDeps, 'db' | 'config' | 'secretBox'>,
  keys: readonly string[],
): Promise<Map<string, string | null>> {
  const stored = await readStoredSettings(deps.db, keys);
  return new Map(
    keys.map((key) => {
      const pinned = pinnedValue(deps.config, key);
      if (typeof pinned === 'string') return [key, pinned];
      const sealed = stored.get(key);
      return [key, typeof sealed === 'string' ? deps.secretBox.open(sealed) : null];
    }),
  );
}

/**
 * The site's time zone (Settings → Business, PROPERTY_TIMEZONE winning): the one place it is read. It
 * only says how the one clock's instants (`deps.now()`) become the guests' dates and times.
 */
export async function propertyZone(deps: Pick<StoreDeps, 'db' | 'config' | 'cache'>): Promise<string> {
  return (await siteSettings(deps)).values.business.timeZone;
}
