/**
 * The payments in force (docs/decisions/0072-payments-follow-the-settings.md): what every payment call
 * asks for (`deps.payments.current()`), from Settings → Payments as every instance sees it, the
 * environment winning. Built by deps.ts, so it reads the settings through store.ts only.
 */
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import type { ReadCache } from '../../lib/read-cache';
import type { SecretBox } from '../../lib/secret-box';
import { createPaymentProvider, type PaymentProvider, type SimulatedProvider, type WebhookDelivery } from '../bookings/providers';
import { createRazorpayProvider } from '../bookings/providers/razorpay';
import { readStoredSettings, storeRecord } from './queries';
import { siteSettings, storedSecrets, type SiteSettings } from './store';

/** When the first webhook signed with the Razorpay keys in force arrived. */
export const WEBHOOK_RECEIVED = 'payments.webhookReceivedAt';
export const KEY_SECRET = 'payments.keySecret';
export const WEBHOOK_SECRET = 'payments.webhookSecret';

/** The payments every payment call uses: the provider, and the secrets its signatures are checked with. */
export interface PaymentsInForce {
  provider: PaymentProvider | SimulatedProvider;
  keySecret: string;
  webhookSecret: string | undefined;
  /** Whether a webhook signed with these Razorpay keys has arrived yet (the go-live checklist's item). */
  webhookReceived: boolean;
}

export interface Payments {
  /** The payments in force now: Settings → Payments as every instance sees it (the environment wins). */
  current(): Promise<PaymentsInForce>;
  /** A webhook signed with the Razorpay keys in force arrived: remembered once, for the go-live checklist. */
  noteWebhookReceived(): Promise<void>;
  /** Stops the sandbox's pending webhooks (the app is closing). */
  close(): void;
}

/**
 * Resolves the payments in force per call, from the cached settings: one Razorpay client per settings
 * version (the cache's value changes exactly when the settings do, here or on another instance), and
 * the one sandbox of the configuration.
 */
export function createPayments(parts: {
  db: Database;
  config: AppConfig;
  cache: ReadCache;
  secretBox: SecretBox;
  now: () => Date;
  deliverWebhook?: WebhookDelivery;
}): Payments {
  const { config } = parts;
  let sandbox: SimulatedProvider | undefined;
  const simulated = (): PaymentsInForce => {
    sandbox ??= createPaymentProvider(
      { ...config.payments, provider: 'simulated' },
      parts.db,
      parts.deliverWebhook,
      parts.now,
    ) as SimulatedProvider;
    return {
      provider: sandbox,
      keySecret: config.payments.keySecret,
      webhookSecret: config.payments.webhookSecret,
      webhookReceived: false,
    };
  };
  const byVersion = new WeakMap<SiteSettings, Promise<PaymentsInForce>>();

  async function razorpay(settings: SiteSettings): Promise<PaymentsInForce> {
    const secrets = await storedSecrets(parts, [KEY_SECRET, WEBHOOK_SECRET]);
    const keyId = settings.values.payments.keyId;
    const keySecret = secrets.get(KEY_SECRET);
    if (!keyId || !keySecret) {
      // Never the sandbox instead: a live shop would take no money while saying it had.
      throw new HttpError(503, 'Payments are unavailable: the Razorpay keys cannot be read. Enter them again in Settings → Payments.');
    }
    const received = (await readStoredSettings(parts.db, [WEBHOOK_RECEIVED])).has(WEBHOOK_RECEIVED);
    return {
      provider: createRazorpayProvider({ keyId, keySecret, apiUrl: config.payments.apiUrl }),
      keySecret,
      webhookSecret: secrets.get(WEBHOOK_SECRET) ?? undefined,
      webhookReceived: received,
    };
  }

  return {
    async current() {
      const settings = await siteSettings(parts);
      if (settings.values.payments.provider !== 'razorpay') return simulated();
      let inForce = byVersion.get(settings);
      if (!inForce) {
        inForce = razorpay(settings);
        byVersion.set(settings, inForce);
        inForce.catch(() => byVersion.delete(settings));
      }
      return inForce;
    },
    async noteWebhookReceived() {
      await storeRecord(parts.db, WEBHOOK_RECEIVED, parts.now().toISOString(), parts.now());
      parts.cache.invalidate('settings');
    },
    close() {
      sandbox?.close();
    },
  };
}
