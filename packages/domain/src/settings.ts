/**
 * The owner's settings, edited in the admin area (docs/product/settings.md): one schema per settings
 * page validates the admin form and the request, and says each field's default.
 */
import { z } from './zod';
import { REFUND_POLICY } from './refund';
import { trimText } from './text';
import type { SetupStatus, SetupStep, SiteMode } from './go-live';

const PHONE = /^\+?[0-9][0-9 ()-]{4,22}[0-9]$/;

/** Text, trimmed of blanks and invisible characters. */
const trimmed = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .overwrite(trimText)
    .max(max, `${field} must be at most ${max} characters`);

/** Optional text: empty (or absent) means not set. */
const optional = (field: string, max: number) => trimmed(field, max).default('');

const phone = (field: string) =>
  trimmed(field, 24)
    .refine((value) => value === '' || PHONE.test(value), `${field} must be a phone number such as +91 98765 43210`)
    .default('');

const required = (field: string, max: number) => trimmed(field, max).min(1, `${field} is required`);

export const businessSettingsSchema = z.object({
  name: required('name', 80),
  /** Shown to guests and where the owner's notifications go; empty: the administrator's e-mail. */
  contactEmail: trimmed('contactEmail', 254)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'contactEmail must be an e-mail address')
    .default(''),
  phone: phone('phone'),
  whatsapp: phone('whatsapp'),
  address: optional('address', 300),
});
export type BusinessSettings = z.output<typeof businessSettingsSchema>;

export const guestSettingsSchema = z.object({
  checkInHours: required('checkInHours', 40),
  checkOutBy: required('checkOutBy', 40),
  /** One rule a line, as the Guest Policy page lists them. */
  houseRules: optional('houseRules', 4000),
});
export type GuestSettings = z.output<typeof guestSettingsSchema>;

export const SETTINGS_SCHEMAS = { business: businessSettingsSchema, guests: guestSettingsSchema } as const;
export type SettingsPage = keyof typeof SETTINGS_SCHEMAS;
export const SETTINGS_PAGES = Object.keys(SETTINGS_SCHEMAS) as SettingsPage[];
/**
 * The site's own state, written by the go-live page and the first-run setup rather than by a form
 * (docs/decisions/0074-site-mode-stored.md).
 */
export interface LaunchSettings {
  mode: SiteMode;
  setup: SetupStatus;
  setupStep: SetupStep;
  /** The owner removed the demo catalogue: it is never seeded again, even into an empty catalogue. */
  demoRemoved: boolean;
}

export interface SettingsValues {
  business: BusinessSettings;
  guests: GuestSettings;
  launch: LaunchSettings;
}

/** What a fresh site shows until the owner changes it (the texts guests saw before there were settings). */
export const DEFAULT_SETTINGS: SettingsValues = {
  business: { name: 'Hillnest', contactEmail: '', phone: '', whatsapp: '', address: '' },
  guests: {
    checkInHours: REFUND_POLICY.checkInHours,
    checkOutBy: REFUND_POLICY.checkOutBy,
    houseRules: [
      'Every adult guest shows a valid government photo ID at check-in.',
      'Only the guests named in the booking may stay overnight.',
      'Please keep noise low between 10PM and 7AM; the apartments sit in residential buildings.',
      'Smoking is not allowed indoors. Parties and loud music are not allowed.',
      'Pets are welcome only in apartments listed as Pet Friendly.',
      'Please switch off lights, heaters and appliances when you go out.',
    ].join('\n'),
  },
  launch: { mode: 'demo', setup: 'new', setupStep: 'business', demoRemoved: false },
};

/** What the admin area's page shows: the values in force, and the fields an environment variable pins. */
export interface SettingsPageAnswer<P extends SettingsPage> {
  values: SettingsValues[P];
  /** Fields set by the server's environment: shown locked, refused on write. */
  lockedByEnvironment: string[];
}

export const SETTINGS_LOCKED_TEXT = "set by the server's environment";

/** One change in the settings' activity log: who, when, which setting — never the value. */
export interface SettingsActivityEntry {
  key: string;
  changedAt: string;
  changedBy: string;
}

/** How a stored secret is shown: never its value, only that it is set and its last two characters. */
export function describeSecret(secret: string | null | undefined): string {
  return secret ? `set, ending in …${secret.slice(-2)}` : 'not set';
}

/** The business facts guests see (GET /api/config). */
export interface PublicBusiness {
  name: string;
  /** The business's own address; never the administrator's sign-in address (null until set). */
  contactEmail: string | null;
  phone: string | null;
  whatsapp: string | null;
  address: string | null;
}
