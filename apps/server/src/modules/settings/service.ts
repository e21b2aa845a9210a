/**
 * The owner's settings (docs/product/settings.md, docs/decisions/0071-settings-store.md): stored one
 * row per setting, defaults from the domain, and an environment variable that is set wins. Every
 * consumer reads them through `siteSettings(deps)`, which goes through the read cache; a change
 * invalidates the 'settings' topic, which the invalidation bus carries to the other instances.
 */
import {
  DEFAULT_SETTINGS,
  normalizeEmail,
  SETTINGS_LOCKED_TEXT,
  type PublicBusiness,
  type SettingsActivityEntry,
  type SettingsPage,
  type SettingsPageAnswer,
  type SettingsValues,
} from '@hillnest/domain';
import type { AppConfig } from '../../config';
import type { Deps } from '../../deps';
import { conflict } from '../../lib/http-errors';
import type { MailSettings } from '../email/settings';
import { listSettingsActivity, listStoredSettings, storeSettings } from './queries';

/** Settings an environment variable pins, by key (`page.field`): the variable's name and its value when set. */
const ENVIRONMENT: Record<string, { variable: string; value(config: AppConfig): string | undefined }> = {
  'business.contactEmail': { variable: 'OWNER_EMAIL', value: (config) => config.OWNER_EMAIL },
  'business.phone': { variable: 'OWNER_PHONE', value: (config) => config.OWNER_PHONE },
  'launch.mode': { variable: 'SITE_MODE', value: (config) => config.SITE_MODE },
};

export interface SiteSettings {
  values: SettingsValues;
  /** Keys (`business.phone`) whose environment variable is set. */
  lockedByEnvironment: string[];
}

type Values = Record<string, Record<string, unknown>>;

/** The settings in force: stored values over the defaults, environment variables over both. */
export async function siteSettings(deps: Pick<Deps, 'db' | 'config' | 'cache'>): Promise<SiteSettings> {
  return deps.cache.read('site-settings', ['settings'], async () => {
    const values = structuredClone(DEFAULT_SETTINGS) as unknown as Values;
    for (const { key, value } of await listStoredSettings(deps.db)) {
      const [page, field] = key.split('.') as [string, string];
      // A setting no page has any more (renamed, removed) is ignored rather than shown.
      if (values[page] && field in values[page]) values[page][field] = value;
    }
    const lockedByEnvironment: string[] = [];
    for (const [key, { value }] of Object.entries(ENVIRONMENT)) {
      const set = value(deps.config);
      if (set === undefined) continue;
      const [page, field] = key.split('.') as [string, string];
      values[page]![field] = set;
      lockedByEnvironment.push(key);
    }
    return { values: values as unknown as SettingsValues, lockedByEnvironment };
  });
}

/** What a settings page of the admin area shows. */
export async function settingsPage<P extends SettingsPage>(
  deps: Pick<Deps, 'db' | 'config' | 'cache'>,
  page: P,
): Promise<SettingsPageAnswer<P>> {
  const { values, lockedByEnvironment } = await siteSettings(deps);
  return {
    values: values[page],
    lockedByEnvironment: lockedByEnvironment.filter((key) => key.startsWith(`${page}.`)).map((key) => key.slice(page.length + 1)),
  };
}

/**
 * Saves a settings page (already valid by its schema): only the fields that changed are written and
 * logged, all in one transaction. A field an environment variable pins is refused (409) unless it is
 * sent unchanged, before anything is written.
 */
export async function saveSettingsPage<P extends SettingsPage>(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  page: P,
  input: SettingsValues[P],
  userId: string,
): Promise<SettingsPageAnswer<P>> {
  await saveSettings(deps, page, input, userId);
  return settingsPage(deps, page);
}

/** Stores the given fields of one group of settings (a page, or the site's own state such as `launch`), as saveSettingsPage says. */
export async function saveSettings<P extends keyof SettingsValues>(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  page: P,
  input: Partial<SettingsValues[P]>,
  userId: string,
): Promise<void> {
  const current = (await siteSettings(deps)).values[page] as Record<string, unknown>;
  const changes: { key: string; value: unknown }[] = [];
  for (const [field, value] of Object.entries(input)) {
    if (value === current[field]) continue;
    const key = `${page}.${field}`;
    const pinned = ENVIRONMENT[key];
    if (pinned && pinned.value(deps.config) !== undefined) {
      throw conflict(`${field} is ${SETTINGS_LOCKED_TEXT} (${pinned.variable}): change it there, not here.`);
    }
    changes.push({ key, value });
  }
  if (changes.length > 0) {
    await storeSettings(deps.db, changes, userId, deps.now());
    deps.cache.invalidate('settings');
  }
}

/** The latest changes, newest first: who, when, which setting. */
export async function settingsActivity(deps: Pick<Deps, 'db'>): Promise<SettingsActivityEntry[]> {
  const rows = await listSettingsActivity(deps.db, 200);
  return rows.map((row) => ({ key: row.key, changedAt: row.changedAt.toISOString(), changedBy: row.changedBy ?? 'a removed account' }));
}

/** The owner's business as guests see it: the administrator's sign-in address is never shown to them (issue 32). */
export async function businessContact(deps: Pick<Deps, 'db' | 'config' | 'cache'>): Promise<PublicBusiness> {
  const { business } = (await siteSettings(deps)).values;
  return {
    name: business.name,
    contactEmail: business.contactEmail ? normalizeEmail(business.contactEmail) : null,
    phone: business.phone || null,
    whatsapp: business.whatsapp || null,
    address: business.address || null,
  };
}

/**
 * The mail settings with the owner's address and phone. Inside a transaction, hand it `{ ...deps, db: tx }`:
 * on PGlite a read outside the open transaction would wait for it.
 */
export async function ownerMail(deps: Pick<Deps, 'db' | 'config' | 'cache' | 'mail'>): Promise<MailSettings & { ownerName: string }> {
  const business = await businessContact(deps);
  // Owner notices go to the administrator's address until the business has its own.
  return {
    ...deps.mail,
    ownerName: business.name,
    ownerEmail: business.contactEmail ?? normalizeEmail(deps.config.ADMIN_EMAIL),
    ownerPhone: business.phone,
  };
}
