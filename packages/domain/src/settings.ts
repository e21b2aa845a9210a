/**
 * The owner's settings, edited in the admin area (docs/product/settings.md): one schema per settings
 * page validates the admin form and the request, and says each field's default.
 */
import { z } from './zod';
import { gstinField, PAYMENT_PROVIDERS } from './booking';
import { LIMITS, TEST_MODE_NOTICE } from './constants';
import { REFUND_POLICY } from './refund';
import { trimText } from './text';
import { RECEIPT_PREFIX } from './tax-documents';
import { GST_STATE_NAMES, gstinProblem, gstStateNamed, type GstTerms } from './tax';
import { DEFAULT_TIME_ZONE, isTimeZone } from './dates';
import type { SetupStatus, SetupStep, SiteMode } from './go-live';
import { DEFAULT_STAY_MESSAGES, type StayMessageSettings } from './stay-messages';
import { stayMessageSettingsSchema } from './stay-messages-schemas';

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
  /** How the one clock's instants become the guests' dates and times: "today", check-in, e-mails, the `.ics`. */
  timeZone: trimmed('timeZone', 60).refine(isTimeZone, 'timeZone must be a time zone name such as Asia/Kolkata').default(DEFAULT_TIME_ZONE),
});
export type BusinessSettings = z.output<typeof businessSettingsSchema>;

const seriesPrefix = (field: string) =>
  trimmed(field, 4)
    .overwrite((value) => value.toUpperCase())
    .regex(/^[A-Z0-9]{1,4}$/, `${field} must be 1 to 4 letters or digits, such as INV`);

/**
 * Settings → Tax (docs/product/tax.md): whether the owner is registered for GST and the details a tax
 * invoice carries. Registered needs the legal name, the state and a GSTIN of that state.
 */
export const taxSettingsSchema = z
  .object({
    registered: z.boolean({ error: 'registered must be true or false' }).default(false),
    gstin: gstinField('gstin'),
    legalName: optional('legalName', 120),
    address: optional('address', 300),
    state: z
      .string({ error: 'state must be text' })
      .refine((value) => value === '' || GST_STATE_NAMES.includes(value), 'state must be a state or union territory of India')
      .default(''),
    /** Off (the default): GST is added to the listed prices at checkout (docs/product/tax.md says why). */
    pricesIncludeGst: z.boolean({ error: 'pricesIncludeGst must be true or false' }).default(false),
    invoicePrefix: seriesPrefix('invoicePrefix').default('INV'),
    creditNotePrefix: seriesPrefix('creditNotePrefix').default('CN'),
  })
  .superRefine((tax, context) => {
    // Numbers are unique across series: two series with one prefix would share numbers.
    if (tax.creditNotePrefix === tax.invoicePrefix || tax.creditNotePrefix === RECEIPT_PREFIX)
      context.addIssue({
        code: 'custom',
        path: ['creditNotePrefix'],
        message: "creditNotePrefix must differ from the invoices' and receipts' (RCT)",
      });
    if (tax.invoicePrefix === RECEIPT_PREFIX)
      context.addIssue({ code: 'custom', path: ['invoicePrefix'], message: "invoicePrefix must differ from the receipts' (RCT)" });
    if (!tax.registered) return;
    if (tax.legalName === '')
      context.addIssue({ code: 'custom', path: ['legalName'], message: 'legalName is required when registered for GST' });
    if (tax.state === '') context.addIssue({ code: 'custom', path: ['state'], message: 'state is required when registered for GST' });
    const problem = gstinProblem(tax.gstin, 'gstin', tax.state || undefined);
    if (problem) context.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  });
export type TaxSettings = z.output<typeof taxSettingsSchema>;

/** The GST terms a booking made now records: null when the owner is not registered. */
export function gstTermsOf(tax: TaxSettings): GstTerms | null {
  if (!tax.registered) return null;
  return { pricesIncludeGst: tax.pricesIncludeGst, stateTax: gstStateNamed(tax.state)?.utgst ? 'UTGST' : 'SGST' };
}

/** A whole number from `min` to `max`, with the field's name in the message. */
const wholeNumber = (field: string, min: number, max: number, fallback: number) => {
  const message = `${field} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);
};

export const DEPOSIT_KINDS = ['full', 'percent', 'fixed'] as const;

export const guestSettingsSchema = z.object({
  checkInHours: required('checkInHours', 40),
  checkOutBy: required('checkOutBy', 40),
  /** One rule a line, as the Guest Policy page lists them. */
  houseRules: optional('houseRules', 4000),
  /** Policy refunds keep the card and gateway charge (3%); off: the owner bears it. Recorded on each booking when held. */
  keepGatewayCharge: z.boolean({ error: 'keepGatewayCharge must be true or false' }).default(true),
  /** Bookings paid with a coupon refund nothing under the policy (the specification's rule). */
  couponsNonRefundable: z.boolean({ error: 'couponsNonRefundable must be true or false' }).default(true),
  /** Guests may move their own stay from the manage page (off: they ask the owner). */
  guestsMayChangeDates: z.boolean({ error: 'guestsMayChangeDates must be true or false' }).default(false),
  /**
   * What a booking pays at booking (deposits.ts): everything (the default), a percentage or a fixed
   * amount in whole rupees, the balance due `balanceDueDays` before check-in; a booking made later pays
   * in full. Applies to new bookings only (the split is recorded on the booking).
   */
  depositKind: z.enum(DEPOSIT_KINDS, { error: 'depositKind must be full, percent or fixed' }).default('full'),
  depositPercent: wholeNumber('depositPercent', 1, 99, 30),
  depositRupees: wholeNumber('depositRupees', 1, 10_000_000, 5000),
  balanceDueDays: wholeNumber('balanceDueDays', 1, 180, 14),
  /** How many days after its due date a balance's link can still be paid. */
  overdueGraceDays: wholeNumber('overdueGraceDays', 0, 60, 2),
  /**
   * Cancel a booking whose balance is still unpaid when `overdueGraceDays` have passed after its due
   * date, under its cancellation policy (docs/decisions/0104). Off: the owner is only alerted.
   */
  cancelUnpaidBalances: z.boolean({ error: 'cancelUnpaidBalances must be true or false' }).default(false),
  /**
   * The Refund Policy page's text, and the FAQ's answers (FAQ_QUESTIONS): empty means the
   * specification's text, which follows the settings above. Shown as text, never as HTML.
   */
  refundPolicy: optional('refundPolicy', 8000),
  faqCheckIn: optional('faqCheckIn', 2000),
  faqPayment: optional('faqPayment', 2000),
  faqAccount: optional('faqAccount', 2000),
  faqCancel: optional('faqCancel', 2000),
  faqRefundTime: optional('faqRefundTime', 2000),
  faqChildren: optional('faqChildren', 2000),
  faqPets: optional('faqPets', 2000),
  faqParking: optional('faqParking', 2000),
  faqContact: optional('faqContact', 2000),
});

/** The FAQ page's 9 questions (the specification's), in its order, by the Guests setting that answers each. */
export const FAQ_QUESTIONS = {
  faqCheckIn: 'What are the check-in and check-out times?',
  faqPayment: 'How do I pay for my booking?',
  faqAccount: 'Do I need an account to book?',
  faqCancel: 'Can I cancel my booking?',
  faqRefundTime: 'How long does a refund take?',
  faqChildren: 'How are children charged?',
  faqPets: 'Are pets allowed?',
  faqParking: 'Is parking available?',
  faqContact: 'How can I contact you?',
} as const;
export type FaqField = keyof typeof FAQ_QUESTIONS;
export const FAQ_FIELDS = Object.keys(FAQ_QUESTIONS) as FaqField[];
export type GuestSettings = z.output<typeof guestSettingsSchema>;

/** An address the site is reached at, or empty (not set). */
const webAddress = (field: string) =>
  trimmed(field, 300)
    .refine((value) => value === '' || isWebAddress(value), `${field} must be an address starting with https:// or http://`)
    .default('');

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const siteSettingsSchema = z.object({
  /** Where the site is reached (links in e-mails, the webhook address, canonical links); empty: this server's own address. */
  publicUrl: webAddress('publicUrl'),
  /** The outside booking engine the home search hands off to; empty: the site's own search. */
  bookingEngineUrl: webAddress('bookingEngineUrl'),
  testModeNotice: required('testModeNotice', 300),
  /**
   * The most photos a property may have (the specification's 6 by default). Lowering it deletes no
   * photo: a property above it keeps its photos but adds none until it is under the limit.
   */
  photosPerProperty: wholeNumber('photosPerProperty', LIMITS.minImagesPerHotel, LIMITS.maxImagesPerHotel, LIMITS.defaultImagesPerHotel),
});
export type SitePageSettings = z.output<typeof siteSettingsSchema>;

/**
 * A secret field: answered back empty (never its value; `secrets` says whether it is set), and sent
 * empty to keep the stored one.
 */
const secret = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(300, `${field} must be at most 300 characters`)
    .default('');

export const RAZORPAY_KEY_ID = /^rzp_(test|live)_[A-Za-z0-9]{6,40}$/;

export const paymentSettingsSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'provider must be simulated or razorpay' }).default('simulated'),
  keyId: trimmed('keyId', 60)
    .refine((value) => value === '' || RAZORPAY_KEY_ID.test(value), 'keyId must be a Razorpay key id such as rzp_live_AbCdEf123456')
    .default(''),
  keySecret: secret('keySecret'),
  webhookSecret: secret('webhookSecret'),
});
export type PaymentSettings = z.output<typeof paymentSettingsSchema>;

/** "Check connection": the keys as entered (an empty secret: the stored one). */
export const paymentCheckSchema = paymentSettingsSchema.pick({ keyId: true, keySecret: true }).extend({
  keyId: paymentSettingsSchema.shape.keyId.refine((value) => value !== '', 'keyId is required'),
});
export type PaymentCheckInput = z.output<typeof paymentCheckSchema>;

export const SMTP_SECURITY = ['none', 'starttls', 'tls'] as const;
const HOST = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/;
/** `bookings@example.com` or `Name <bookings@example.com>`. */
const SENDER = /^(?:[^<>\r\n]{1,80} )?<?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/;

export const emailSettingsSchema = z.object({
  host: trimmed('host', 253)
    .refine((value) => value === '' || HOST.test(value), 'host must be a server name such as smtp.example.com')
    .default(''),
  port: z
    .number({ error: 'port must be a number from 1 to 65535' })
    .int('port must be a number from 1 to 65535')
    .min(1, 'port must be a number from 1 to 65535')
    .max(65535, 'port must be a number from 1 to 65535')
    .default(587),
  security: z.enum(SMTP_SECURITY, { error: 'security must be none, starttls or tls' }).default('starttls'),
  user: optional('user', 254),
  smtpPassword: secret('smtpPassword'),
  /** The sender of every e-mail; empty: `Hillnest <bookings@{the site's host}>`. */
  from: trimmed('from', 254)
    .refine((value) => value === '' || SENDER.test(value), 'from must be an e-mail address such as Hillnest <bookings@example.com>')
    .default(''),
});
export type EmailSettings = z.output<typeof emailSettingsSchema>;

export const SETTINGS_SCHEMAS = {
  business: businessSettingsSchema,
  guests: guestSettingsSchema,
  site: siteSettingsSchema,
  payments: paymentSettingsSchema,
  email: emailSettingsSchema,
  tax: taxSettingsSchema,
  messages: stayMessageSettingsSchema,
} as const;
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
  site: SitePageSettings;
  payments: PaymentSettings;
  email: EmailSettings;
  tax: TaxSettings;
  /** The messages of a stay (stay-messages.ts): each a whole template, stored as one value. */
  messages: StayMessageSettings;
  launch: LaunchSettings;
  /** The logo, uploaded on the Business page by its own action (not the form): its stored image's address, empty when none. */
  brand: { logo: string };
}

/** Settings stored sealed (lib/secret-box.ts), never answered back and never in the cached settings. */
export const SECRET_SETTINGS: readonly string[] = ['payments.keySecret', 'payments.webhookSecret', 'email.smtpPassword'];

/** What a fresh site shows until the owner changes it (the texts guests saw before there were settings). */
export const DEFAULT_SETTINGS: SettingsValues = {
  business: { name: 'Hillnest', contactEmail: '', phone: '', whatsapp: '', address: '', timeZone: DEFAULT_TIME_ZONE },
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
    keepGatewayCharge: true,
    couponsNonRefundable: true,
    guestsMayChangeDates: false,
    depositKind: 'full',
    depositPercent: 30,
    depositRupees: 5000,
    balanceDueDays: 14,
    overdueGraceDays: 2,
    cancelUnpaidBalances: false,
    refundPolicy: '',
    faqCheckIn: '',
    faqPayment: '',
    faqAccount: '',
    faqCancel: '',
    faqRefundTime: '',
    faqChildren: '',
    faqPets: '',
    faqParking: '',
    faqContact: '',
  },
  site: { publicUrl: '', bookingEngineUrl: '', testModeNotice: TEST_MODE_NOTICE, photosPerProperty: LIMITS.defaultImagesPerHotel },
  payments: { provider: 'simulated', keyId: '', keySecret: '', webhookSecret: '' },
  email: { host: '', port: 587, security: 'starttls', user: '', smtpPassword: '', from: '' },
  tax: {
    registered: false,
    gstin: '',
    legalName: '',
    address: '',
    state: '',
    pricesIncludeGst: false,
    invoicePrefix: 'INV',
    creditNotePrefix: 'CN',
  },
  messages: DEFAULT_STAY_MESSAGES,
  launch: { mode: 'demo', setup: 'new', setupStep: 'business', demoRemoved: false },
  brand: { logo: '' },
};

/** What the admin area's page shows: the values in force, and the fields an environment variable pins. */
export interface SettingsPageAnswer<P extends SettingsPage> {
  values: SettingsValues[P];
  /** Fields set by the server's environment: shown locked, refused on write. */
  lockedByEnvironment: string[];
  /** Each secret field of the page as `describeSecret` says it ("set, ending in …7Q"); its value is answered empty. */
  secrets?: Record<string, string>;
}

/** Settings → Payments: also the last successful "Check connection" of the keys in force, and the webhook address. */
export interface PaymentSettingsAnswer extends SettingsPageAnswer<'payments'> {
  secrets: Record<string, string>;
  /** The last successful check of the keys now stored; null when they were never checked (or changed since). */
  connection: { checkedAt: string; keyId: string } | null;
  /** The address to paste into Razorpay's dashboard (Settings → Webhooks). */
  webhookUrl: string;
}

export interface EmailSettingsAnswer extends SettingsPageAnswer<'email'> {
  secrets: Record<string, string>;
  /** Whether e-mail is sent at all (a server is set here or in the environment); else messages wait in the outbox. */
  configured: boolean;
  /** Where "Send a test e-mail" sends to. */
  testRecipient: string;
}

/** The answer of "Check connection" and "Send a test e-mail": whether it worked, in plain words. */
export interface SettingsCheckResult {
  ok: boolean;
  message: string;
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
  /** The uploaded logo (its full size; `thumbnailUrl` gives the smaller copy), null for the text name. */
  logoUrl: string | null;
}
