/**
 * The owner's settings (docs/product/settings.md, docs/decisions/0071-settings-store.md): stored one
 * row per setting, defaults from the domain, and an environment variable that is set wins. Every
 * consumer reads them through `siteSettings(deps)`, which goes through the read cache; a change
 * invalidates the 'settings' topic, which the invalidation bus carries to the other instances.
 */
import {
  describeSecret,
  normalizeEmail,
  SECRET_SETTINGS,
  SETTINGS_LOCKED_TEXT,
  type PublicBusiness,
  type SettingsActivityEntry,
  type SettingsPage,
  type SettingsPageAnswer,
  type SettingsValues,
} from '@hillnest/domain';
import { isDeepStrictEqual } from 'node:util';
import type { Deps } from '../../deps';
import { conflict } from '../../lib/http-errors';
import type { MultipartForm } from '../../lib/multipart';
import { checkUpload, discardImage, storeUpload, type UploadSpec } from '../../lib/uploads';
import { mailSettings, type MailSettings } from '../email/settings';
import { listSettingsActivity, storeSettings } from './queries';
import { pinningVariable, siteSettings, storedSecrets } from './store';

export { pinnedValue, siteSettings, storedSecrets, type SiteSettings } from './store';

/** What a settings page of the admin area shows. */
export async function settingsPage<P extends SettingsPage>(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'secretBox'>,
  page: P,
): Promise<SettingsPageAnswer<P>> {
  const { values, lockedByEnvironment } = await siteSettings(deps);
  const secretKeys = SECRET_SETTINGS.filter((key) => key.startsWith(`${page}.`));
  const answer: SettingsPageAnswer<P> = {
    values: values[page],
    lockedByEnvironment: lockedByEnvironment.filter((key) => key.startsWith(`${page}.`)).map((key) => key.slice(page.length + 1)),
  };
  if (secretKeys.length > 0) {
    const opened = await storedSecrets(deps, secretKeys);
    answer.secrets = Object.fromEntries(secretKeys.map((key) => [key.slice(page.length + 1), describeSecret(opened.get(key))]));
  }
  return answer;
}

/**
 * What a page's save would store, before anything is: each changed field (a secret sealed; an empty
 * secret keeps the stored one), refused with 409 when an environment variable pins it.
 */
export interface PlannedSave {
  changes: { key: string; value: unknown }[];
  /** Secrets that change, by key, in the clear: for the page's own rules (the payment keys' check). */
  newSecrets: Map<string, string>;
  removals: string[];
}

/**
 * Saves a settings page (already valid by its schema): only the fields that changed are written and
 * logged, all in one transaction. A field an environment variable pins is refused (409) unless it is
 * sent unchanged, before anything is written.
 */
export async function saveSettingsPage<P extends SettingsPage>(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now' | 'secretBox'>,
  page: P,
  input: SettingsValues[P],
  userId: string,
  /** The page's own rules over the planned save (Payments: a switch to Razorpay needs a checked connection). */
  rules?: (plan: PlannedSave) => Promise<void>,
): Promise<void> {
  await saveSettings(deps, page, input, userId, rules);
}

/** Stores the given fields of one group of settings (a page, or the site's own state such as `launch`), as saveSettingsPage says. */
export async function saveSettings<P extends keyof SettingsValues>(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now' | 'secretBox'>,
  page: P,
  input: Partial<SettingsValues[P]>,
  userId: string,
  rules?: (plan: PlannedSave) => Promise<void>,
): Promise<void> {
  const current = (await siteSettings(deps)).values[page] as Record<string, unknown>;
  const secretKeys = SECRET_SETTINGS.filter((key) => key.startsWith(`${page}.`));
  const secrets = secretKeys.length > 0 ? await storedSecrets(deps, secretKeys) : new Map<string, string | null>();
  const plan: PlannedSave = { changes: [], newSecrets: new Map(), removals: [] };
  for (const [field, value] of Object.entries(input)) {
    const key = `${page}.${field}`;
    const secret = SECRET_SETTINGS.includes(key);
    // A value may be a whole object (a message's template): unchanged when equal throughout.
    if (secret ? value === '' || value === secrets.get(key) : isDeepStrictEqual(value, current[field])) continue;
    const variable = pinningVariable(deps.config, key);
    if (variable) throw conflict(`${field} is ${SETTINGS_LOCKED_TEXT} (${variable}): change it there, not here.`);
    if (secret) plan.newSecrets.set(key, value as string);
    plan.changes.push({ key, value: secret ? deps.secretBox.seal(value as string) : value });
  }
  await rules?.(plan);
  if (plan.changes.length > 0 || plan.removals.length > 0) {
    await storeSettings(deps.db, plan.changes, userId, deps.now(), plan.removals);
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
  const { business, brand } = (await siteSettings(deps)).values;
  return {
    name: business.name,
    contactEmail: business.contactEmail ? normalizeEmail(business.contactEmail) : null,
    phone: business.phone || null,
    whatsapp: business.whatsapp || null,
    address: business.address || null,
    logoUrl: brand.logo || null,
  };
}

/** The logo is an image: PNG, JPEG, WebP, or an SVG (checked safe, then drawn). Stored through the image pipeline (resized, metadata stripped). */
export const LOGO_UPLOAD = {
  field: 'logo',
  label: 'logo',
  kinds: ['png', 'jpeg', 'webp', 'svg'],
  folder: 'logos',
  requiredMessage: 'logo is required: choose an image file',
  emailCopy: true,
} satisfies UploadSpec;

/** POST /api/admin/settings/business/logo: the new logo replaces the old one (whose files are deleted). */
export async function uploadLogo(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now' | 'secretBox' | 'storage' | 'log'>,
  form: MultipartForm,
  userId: string,
): Promise<PublicBusiness> {
  const bytes = await checkUpload(form, LOGO_UPLOAD);
  const previous = (await siteSettings(deps)).values.brand.logo;
  const logo = await storeUpload(deps.storage, bytes, LOGO_UPLOAD);
  await saveSettings(deps, 'brand', { logo }, userId);
  if (previous) await discardImage(deps, previous);
  return businessContact(deps);
}

/** DELETE /api/admin/settings/business/logo: back to the text name. */
export async function removeLogo(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now' | 'secretBox' | 'storage' | 'log'>,
  userId: string,
): Promise<PublicBusiness> {
  const previous = (await siteSettings(deps)).values.brand.logo;
  if (previous) {
    await saveSettings(deps, 'brand', { logo: '' }, userId);
    await discardImage(deps, previous);
  }
  return businessContact(deps);
}

export interface OwnerMail extends MailSettings {
  ownerName: string;
  /** How the e-mails' dates and times are read (Settings → Business). */
  timeZone: string;
  checkInHours: string;
  checkOutBy: string;
}

/**
 * The mail settings with the owner's business, time zone and guests' times. Inside a transaction, hand it `{ ...deps, db: tx }`:
 * on PGlite a read outside the open transaction would wait for it.
 */
export async function ownerMail(deps: Pick<Deps, 'db' | 'config' | 'cache'>): Promise<OwnerMail> {
  const business = await businessContact(deps);
  const { site, email, guests, business: stored, brand } = (await siteSettings(deps)).values;
  // Owner notices go to the administrator's address until the business has its own.
  return {
    ...mailSettings(deps.config, { publicUrl: site.publicUrl, from: email.from, business: stored, logo: brand.logo }),
    timeZone: stored.timeZone,
    checkInHours: guests.checkInHours,
    checkOutBy: guests.checkOutBy,
    ownerName: business.name,
    ownerEmail: business.contactEmail ?? normalizeEmail(deps.config.ADMIN_EMAIL),
    ownerPhone: business.phone,
  };
}
