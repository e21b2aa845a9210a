/**
 * Runtime configuration, read once from the environment and validated. Every variable is listed in
 * docs/configuration.md and in .env.example; config-docs.test.ts fails when they disagree.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { firstIssueWithPath, isTimeZone, LIMITS, TEST_MODE_NOTICE } from '@hillnest/domain';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Unset and empty are the same: no value. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const SECONDS_MESSAGE = 'must be a number of seconds from 0 to 3600';
const ICAL_SYNC_MESSAGE = 'ICAL_SYNC_MINUTES must be a whole number of minutes from 1 to 1440';

/** A whole number from the environment (unset or empty: the default), with a clear message when out of range. */
const count = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    (value) => (value === '' || value === undefined ? fallback : value),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message),
  );
};

/** A variable that is true/false or a list of IP addresses and CIDR ranges (parseAddressesOrFlag), refused with its name. */
const addressesOrFlag = (name: string) =>
  z
    .string()
    .default('false')
    .transform((value, context): boolean | string[] => {
      const parsed = parseAddressesOrFlag(value);
      if (parsed !== null) return parsed;
      context.addIssue({
        code: 'custom',
        message: `${name} must be true, false, or a comma-separated list of IP addresses or CIDR ranges`,
      });
      return z.NEVER;
    });

const envSchema = z.object({
  /**
   * Unset (default): the mode the owner chose on Settings → Go live (stored; test mode until then).
   * `demo` or `live` forces it: `live` takes real money, and the server refuses to start while
   * anything still runs on a demo default (see goLiveProblems).
   */
  SITE_MODE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['demo', 'live'], { error: 'SITE_MODE must be demo or live' }).optional(),
  ),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  ADMIN_EMAIL: z.string().default('admin@hillnest.example'),
  /** Password of the administrator account when it is created; unset: a strong one is generated and printed once. */
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(LIMITS.minPasswordLength, `ADMIN_PASSWORD must be at least ${LIMITS.minPasswordLength} characters`).optional()),
  SEED_DEMO: bool.default(true),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** Key the stored secrets (payment keys, SMTP password) are encrypted under; required in live mode. */
  SETTINGS_ENCRYPTION_KEY: z.string().min(32, 'SETTINGS_ENCRYPTION_KEY must be at least 32 characters').optional(),
  COOKIE_SECURE: bool.default(false),
  /**
   * Behind a reverse proxy: take the client address and host from X-Forwarded-* headers. `true`
   * trusts any sender; a comma-separated list of proxy addresses or CIDR ranges trusts only those.
   */
  TRUST_PROXY: addressesOrFlag('TRUST_PROXY'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Pins Settings → Business's time zone; unset, the stored setting applies. */
  PROPERTY_TIMEZONE: z.string().optional(),
  WEB_DIST: z.string().optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  REDIS_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Keeps this site's counters apart from anything else stored in the same Redis.
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('hillnest:rl:'),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  /** The longest delay a sign-in to an account under attack is answered after (0: none). */
  AUTH_SLOWDOWN_MAX_MS: count(0, 60_000, 8_000),
  /** Payments started (payment-intent) per IP address in 5 minutes. */
  PAYMENT_RATE_LIMIT_PER_IP: count(1, 1_000_000, 20),
  HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Longest stay bookable online; longer stays are arranged with the owner. */
  MAX_STAY_NIGHTS: count(1, 366, LIMITS.maxStayNights),
  /** Unpaid holds one client (IP address, e-mail address, account) may have at once. */
  MAX_HOLDS_PER_CLIENT: count(1, 1_000_000, 3),
  /** Nights of one property that unpaid holds may take at once, whoever placed them (the owner's choice). */
  MAX_HELD_NIGHTS_PER_PROPERTY: count(1, 1_000_000, 30),
  /** Listing requests one account may send in an hour. */
  LISTING_REQUESTS_PER_HOUR: count(1, 1_000_000, 3),
  /** Listing requests one client (IP address, or IPv6 /64) may send in an hour, all accounts together. */
  LISTING_REQUESTS_PER_IP_PER_HOUR: count(1, 1_000_000, 10),
  /**
   * How long this instance keeps the public reads (search, home, detail, content lists; availability
   * at most 2 s) before asking the database again; 0 turns the cache off. Its own writes show at once.
   */
  READ_CACHE_SECONDS: z.coerce.number({ error: SECONDS_MESSAGE }).min(0, SECONDS_MESSAGE).max(3600, SECONDS_MESSAGE).default(10),
  /**
   * Threads that render pages' first views beside the one answering requests: by default one per CPU
   * core but the one that thread needs (at least one); 0 renders them on that one.
   */
  RENDER_THREADS: count(0, 64, Math.max(1, os.availableParallelism() - 1)),
  BOOKING_ENGINE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  BOOKING_ENGINE_PROPERTY_ID: z.string().default('9166'),
  // Object storage for uploads when STORAGE=s3 (any S3-compatible service).
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Unset: Settings → Payments decides (simulated until the owner connects Razorpay). */
  PAYMENT_PROVIDER: z
    .enum(['simulated', 'razorpay'], { error: 'PAYMENT_PROVIDER must be simulated or razorpay' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  /**
   * Seconds a refund may stay pending without its provider webhook before the reconciler asks the
   * provider about it (and sends it again, with the same idempotency key, if it never arrived).
   */
  REFUND_WEBHOOK_GRACE_SECONDS: count(0, 86_400, 120),
  /** Another Razorpay API host (a proxy, or a local stand-in in tests); unset: Razorpay's own. */
  RAZORPAY_API_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The site's public address (https://stay.example.com): absolute links such as the iCal export feed. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// address' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The SMTP server e-mail is sent through (smtp://user:pass@host:port, smtps://… for TLS from the
   * start). Unset: messages stay in the outbox, readable in the admin area (Sent e-mails).
   */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// address' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sender of every e-mail; default `Hillnest <bookings@{host of PUBLIC_URL}>`. */
  MAIL_FROM: optionalText,
  /** Where owner notifications go (a new booking); default the administrator's e-mail (ADMIN_EMAIL). */
  OWNER_EMAIL: z
    .email({ error: 'OWNER_EMAIL must be an e-mail address' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The owner's phone number, shown to guests with their booking. */
  OWNER_PHONE: optionalText,
  /** Minutes between two syncs of each imported calendar. */
  ICAL_SYNC_MINUTES: z.coerce
    .number({ error: ICAL_SYNC_MESSAGE })
    .int(ICAL_SYNC_MESSAGE)
    .min(1, ICAL_SYNC_MESSAGE)
    .max(24 * 60, ICAL_SYNC_MESSAGE)
    .default(15),
  /**
   * Imported calendars on loopback, private, link-local or metadata addresses are refused unless
   * allowed here: `true` allows any, a comma-separated list of addresses or CIDR ranges only those.
   */
  ICAL_ALLOW_PRIVATE_HOSTS: addressesOrFlag('ICAL_ALLOW_PRIVATE_HOSTS'),
  /**
   * For the browser suite only: a file holding a number of milliseconds the services' clock runs
   * ahead of the real one (lib/test-clock.ts), so a test can move a stay past its dates without
   * waiting. Refused with SITE_MODE=live.
   */
  TEST_CLOCK_FILE: optionalText,
});

export type Env = z.infer<typeof envSchema>;

type PaymentEnv = 'PAYMENT_PROVIDER' | 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET' | 'RAZORPAY_API_URL';

export interface PaymentConfig {
  provider: 'simulated' | 'razorpay';
  /** Public key id handed to the checkout. */
  keyId: string;
  /** Signs (simulated) and verifies (both) payment signatures. Never leaves the server. */
  keySecret: string;
  /** Verifies webhook bodies; undefined when razorpay runs without webhooks. */
  webhookSecret: string | undefined;
  apiUrl: string | undefined;
  /** What the environment sets (wins over Settings → Payments); secrets included, so never logged or answered. */
  pinned: { provider?: 'simulated' | 'razorpay'; keyId?: string; keySecret?: string; webhookSecret?: string };
}

export interface AppConfig extends Omit<Env, 'JWT_SECRET' | 'SETTINGS_ENCRYPTION_KEY' | 'DATABASE_URL' | PaymentEnv> {
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** SETTINGS_ENCRYPTION_KEY, or in demo mode one generated once into DATA_DIR (lib/secret-box.ts). */
  settingsEncryptionKey: string;
  webDist: string;
  dataDir: string;
  payments: PaymentConfig;
  /** Session cookies carry Secure and responses HSTS: behind HTTPS (COOKIE_SECURE), and always in live mode. */
  secureCookies: boolean;
  /**
   * Secrets that were not configured and were generated into DATA_DIR instead. Fine for one
   * instance; a second instance (another DATA_DIR) would have different ones.
   */
  generatedSecrets: string[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server, whether running from src/ (tests, tsx) or from the bundled dist/. */
export const SERVER_ROOT = path.resolve(here, '..');

/** A secret generated once and kept in DATA_DIR, so sessions survive restarts of one instance. */
export function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration: ${firstIssueWithPath(parsed.error)}`);
  const {
    JWT_SECRET,
    SETTINGS_ENCRYPTION_KEY,
    DATABASE_URL,
    PAYMENT_PROVIDER,
    RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET,
    RAZORPAY_API_URL,
    ...rest
  } = parsed.data;
  if (rest.PROPERTY_TIMEZONE !== undefined && !isTimeZone(rest.PROPERTY_TIMEZONE))
    throw new Error(`Invalid configuration: PROPERTY_TIMEZONE ${rest.PROPERTY_TIMEZONE}`);
  const s3Problem = rest.STORAGE === 's3' ? s3ConfigProblem(rest) : null;
  if (s3Problem) throw new Error(`Invalid configuration: ${s3Problem}`);
  const dataDir = path.resolve(rest.DATA_DIR);
  const generatedSecrets = [
    ...(JWT_SECRET ? [] : ['JWT_SECRET']),
    ...(SETTINGS_ENCRYPTION_KEY ? [] : ['SETTINGS_ENCRYPTION_KEY']),
    ...(PAYMENT_PROVIDER !== 'razorpay' && !RAZORPAY_KEY_SECRET ? ['RAZORPAY_KEY_SECRET'] : []),
    ...(PAYMENT_PROVIDER !== 'razorpay' && !RAZORPAY_WEBHOOK_SECRET ? ['RAZORPAY_WEBHOOK_SECRET'] : []),
  ];
  const live = rest.SITE_MODE === 'live';
  return {
    ...rest,
    // A live shop never gets the demo catalogue, whatever SEED_DEMO says.
    SEED_DEMO: rest.SEED_DEMO && !live,
    secureCookies: rest.COOKIE_SECURE || live,
    dataDir,
    databaseUrl: DATABASE_URL || undefined,
    jwtSecret: JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret'),
    settingsEncryptionKey: SETTINGS_ENCRYPTION_KEY ?? persistentSecret(dataDir, 'settings-encryption-key'),
    webDist: path.resolve(rest.WEB_DIST ?? path.join(SERVER_ROOT, '..', 'web', 'dist')),
    payments: paymentConfig(dataDir, {
      PAYMENT_PROVIDER,
      RAZORPAY_KEY_ID,
      RAZORPAY_KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET,
      RAZORPAY_API_URL,
    }),
    generatedSecrets,
  };
}

/**
 * Warnings worth printing at start. On PostgreSQL several instances may share the data, and then
 * secrets generated per DATA_DIR differ between them: one instance would reject another's session
 * cookies and payment signatures.
 */
export function startupWarnings(config: AppConfig): string[] {
  if (!config.databaseUrl) return [];
  const warnings: string[] = [];
  if (config.generatedSecrets.length > 0) {
    warnings.push(
      `${config.generatedSecrets.join(', ')} not set: using value(s) generated in ${config.dataDir}. ` +
        'Every instance sharing this database needs the same values, or sessions and payment signatures made by one instance are rejected by another. Set them explicitly.',
    );
  }
  // Not wrong for a single instance on PostgreSQL, so only said, not refused.
  const perInstance = [
    ...(config.STORAGE === 'local'
      ? [`uploads are kept in ${path.join(config.dataDir, 'uploads')} (share that directory, or use STORAGE=s3)`]
      : []),
    ...(config.REDIS_URL ? [] : ['rate limits are counted in this process (set REDIS_URL to share them)']),
  ];
  if (perInstance.length > 0) warnings.push(`If several instances share this database: ${perInstance.join('; ')}.`);
  return warnings;
}

/**
 * What stops this configuration from taking real money (SITE_MODE=live), each with what to do; empty
 * when nothing does. The administrator's password is checked against the database separately
 * (administratorProblems in modules/auth/service.ts).
 */
export function goLiveProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  if (config.payments.provider === 'simulated') {
    problems.push(
      'Payments are simulated (PAYMENT_PROVIDER=simulated): set PAYMENT_PROVIDER=razorpay with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.',
    );
  }
  if (config.generatedSecrets.includes('JWT_SECRET')) {
    problems.push('JWT_SECRET is not set: set it to a long random value (at least 32 characters), the same on every instance.');
  }
  if (config.generatedSecrets.includes('SETTINGS_ENCRYPTION_KEY')) {
    problems.push(
      'SETTINGS_ENCRYPTION_KEY is not set: set it to a long random value (at least 32 characters), the same on every instance, and keep it: the stored secrets cannot be read without it.',
    );
  }
  if (!config.COOKIE_SECURE) problems.push('COOKIE_SECURE is false: serve the site over HTTPS and set COOKIE_SECURE=true.');
  if (config.TEST_CLOCK_FILE) problems.push('TEST_CLOCK_FILE is set: it lets a file move the clock, for the browser tests only; unset it.');
  return problems;
}

/** The one message a live site refuses to start with, listing every problem. */
export function goLiveRefusal(problems: string[]): string {
  return [
    `Refusing to start with SITE_MODE=live: ${problems.length === 1 ? 'one problem' : `${problems.length} problems`} to fix first (see docs/operations/going-live.md).`,
    ...problems.map((problem) => `  - ${problem}`),
  ].join('\n');
}

/** What the start-up log says about how the site runs. */
export function startupNotices(config: AppConfig): string[] {
  return [
    ...(config.payments.provider === 'simulated'
      ? [`${TEST_MODE_NOTICE} Every page says so. Set PAYMENT_PROVIDER=razorpay (and SITE_MODE=live) to take real payments.`]
      : []),
    // Links in e-mails are written when queued, often with no request at hand (webhook, reconciler).
    ...(config.SMTP_URL && !config.PUBLIC_URL
      ? [
          `E-mail is sent (SMTP_URL) but PUBLIC_URL is not set: links in e-mails point at http://localhost:${config.PORT}. Set PUBLIC_URL to the site's address.`,
        ]
      : []),
  ];
}

/**
 * TRUST_PROXY and ICAL_ALLOW_PRIVATE_HOSTS: true/false (and the other boolean spellings), or a list of
 * IP addresses and CIDR ranges; null when invalid.
 */
export function parseAddressesOrFlag(value: string): boolean | string[] | null {
  const flag = bool.safeParse(value.trim().toLowerCase());
  if (flag.success) return flag.data;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(isAddressOrRange) ? entries : null;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Razorpay needs real keys. The simulated provider signs like Razorpay with RAZORPAY_KEY_SECRET when
 * set (so a test key pair behaves the same in both), else with a secret generated once in DATA_DIR.
 */
function paymentConfig(dataDir: string, env: Pick<Env, PaymentEnv>): PaymentConfig {
  const pinned = {
    provider: env.PAYMENT_PROVIDER,
    keyId: env.RAZORPAY_KEY_ID,
    keySecret: env.RAZORPAY_KEY_SECRET,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
  };
  if (env.PAYMENT_PROVIDER === 'razorpay') {
    if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET) {
      throw new Error('Invalid configuration: PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
    }
    return {
      provider: 'razorpay',
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: env.RAZORPAY_API_URL,
      pinned,
    };
  }
  return {
    provider: 'simulated',
    keyId: env.RAZORPAY_KEY_ID ?? 'rzp_test_simulated',
    keySecret: env.RAZORPAY_KEY_SECRET ?? persistentSecret(dataDir, 'simulated-payment-secret'),
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? persistentSecret(dataDir, 'simulated-webhook-secret'),
    // Razorpay's keys may still be entered in Settings → Payments: its calls go here too.
    apiUrl: env.RAZORPAY_API_URL,
    pinned,
  };
}

/** STORAGE=s3 needs a bucket, and credentials given as a pair (or neither: the SDK's default chain, e.g. an instance role). */
function s3ConfigProblem(env: Pick<Env, 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>): string | null {
  if (!env.S3_BUCKET) return 'S3_BUCKET is required when STORAGE=s3';
  if (!env.S3_REGION) return 'S3_REGION is required when STORAGE=s3';
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    return 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together';
  }
  return null;
}
