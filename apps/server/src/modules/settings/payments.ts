/**
 * Settings → Payments (docs/product/settings.md, docs/decisions/0072-payments-follow-the-settings.md):
 * simulated or Razorpay, the keys (sealed) and "Check connection"; payments-in-force.ts is what the
 * payment calls use.
 */
import type { PaymentCheckInput, PaymentSettings, PaymentSettingsAnswer, SettingsCheckResult } from '@hillnest/domain';
import type { Deps } from '../../deps';
import { conflict } from '../../lib/http-errors';
import type { SecretBox } from '../../lib/secret-box';
import { razorpayClient } from '../bookings/providers/razorpay';
import { KEY_SECRET, WEBHOOK_RECEIVED } from './payments-in-force';
import { readStoredSettings, storeSettings } from './queries';
import { pinnedValue, saveSettingsPage, settingsPage, siteSettings, storedSecrets } from './service';
import { publicAddress } from './site';

/** The last successful "Check connection": when, which key id, and a keyed digest of the keys checked. */
const CHECK = 'payments.check';

/** The longest "Check connection" waits for Razorpay. */
export const CHECK_TIMEOUT_MS = 10_000;
export const WEBHOOK_PATH = '/api/payments/razorpay/webhook';

interface ConnectionCheck {
  checkedAt: string;
  keyId: string;
  fingerprint: string;
}

type SettingsDeps = Pick<Deps, 'db' | 'config' | 'cache' | 'secretBox'>;

const keysFingerprint = (box: SecretBox, keyId: string, keySecret: string) => box.fingerprint(`${keyId}\n${keySecret}`);

/** The check of these keys, if they are the ones last checked successfully. */
async function checkOf(deps: SettingsDeps, keyId: string, keySecret: string | null | undefined): Promise<ConnectionCheck | null> {
  const check = (await readStoredSettings(deps.db, [CHECK])).get(CHECK) as ConnectionCheck | undefined;
  if (!check || !keySecret || check.keyId !== keyId) return null;
  return check.fingerprint === keysFingerprint(deps.secretBox, keyId, keySecret) ? check : null;
}

async function keysInForce(deps: SettingsDeps): Promise<{ settings: PaymentSettings; keySecret: string | null }> {
  const settings = (await siteSettings(deps)).values.payments;
  const keySecret = (await storedSecrets(deps, [KEY_SECRET])).get(KEY_SECRET) ?? null;
  return { settings, keySecret };
}

export async function paymentsPage(deps: SettingsDeps, origin: string): Promise<PaymentSettingsAnswer> {
  const page = await settingsPage(deps, 'payments');
  const { settings, keySecret } = await keysInForce(deps);
  const check = await checkOf(deps, settings.keyId, keySecret);
  return {
    ...page,
    secrets: page.secrets ?? {},
    connection: check ? { checkedAt: check.checkedAt, keyId: check.keyId } : null,
    webhookUrl: `${await publicAddress(deps, origin)}${WEBHOOK_PATH}`,
  };
}

/**
 * Saves the page. Keys that change lose their check (and the webhook seen with the old ones), unless
 * these very keys were just checked; Razorpay is in force only with keys that passed a check.
 */
export async function savePaymentsPage(
  deps: SettingsDeps & Pick<Deps, 'now'>,
  input: PaymentSettings,
  userId: string,
  origin: string,
): Promise<PaymentSettingsAnswer> {
  await saveSettingsPage(deps, 'payments', input, userId, async (plan) => {
    const current = await keysInForce(deps);
    const changed = new Map(plan.changes.map((change) => [change.key, change.value]));
    const provider = (changed.get('payments.provider') as string | undefined) ?? current.settings.provider;
    const keyId = (changed.get('payments.keyId') as string | undefined) ?? current.settings.keyId;
    const keySecret = plan.newSecrets.get(KEY_SECRET) ?? current.keySecret;
    const checked = await checkOf(deps, keyId, keySecret);
    if (!checked && (changed.has('payments.keyId') || plan.newSecrets.has(KEY_SECRET))) plan.removals.push(CHECK, WEBHOOK_RECEIVED);
    if (provider === 'razorpay' && !checked && pinnedValue(deps.config, 'payments.provider') === undefined) {
      throw conflict('Razorpay has not accepted these keys yet: use "Check connection" with them before switching to Razorpay.');
    }
  });
  return paymentsPage(deps, origin);
}

type CheckOutcome = { ok: true } | { ok: false; message: string };

/** One cheap authenticated call (the latest order), at most `timeoutMs`: what went wrong, in plain words, never the secret. */
async function askRazorpay(
  keys: { keyId: string; keySecret: string; apiUrl: string | undefined },
  timeoutMs: number,
): Promise<CheckOutcome> {
  const { client, http } = razorpayClient(keys);
  http.defaults.timeout = timeoutMs;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
  try {
    const answer = await Promise.race([client.orders.all({ count: 1 }).then(() => 'ok' as const), timedOut]);
    if (answer === 'ok') return { ok: true };
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (status === 401) return { ok: false, message: 'Razorpay refused these keys: check the key id and the key secret.' };
    if (typeof status === 'number') return { ok: false, message: `Razorpay answered with an error (${status}): try again in a moment.` };
    const code = (error as { code?: unknown; error?: { code?: unknown } }).code;
    if (code !== 'ECONNABORTED' && code !== 'ETIMEDOUT') {
      return { ok: false, message: 'Could not reach Razorpay: check that this server can connect to the internet.' };
    }
  } finally {
    clearTimeout(timer);
  }
  return { ok: false, message: `Razorpay did not answer within ${timeoutMs / 1000} seconds: try again in a moment.` };
}

/**
 * "Check connection" with the keys entered (an empty secret: the stored one; a variable that is set
 * wins). A success is remembered for these keys; it is what lets the owner switch to Razorpay.
 */
export async function checkPaymentsConnection(
  deps: SettingsDeps & Pick<Deps, 'log' | 'now'>,
  input: PaymentCheckInput,
  userId: string,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<SettingsCheckResult> {
  const keyId = (pinnedValue(deps.config, 'payments.keyId') as string | undefined) ?? input.keyId;
  const keySecret =
    (pinnedValue(deps.config, KEY_SECRET) as string | undefined) ||
    input.keySecret ||
    (await storedSecrets(deps, [KEY_SECRET])).get(KEY_SECRET);
  if (!keySecret) return { ok: false, message: 'Enter the key secret: none is stored yet.' };
  const outcome = await askRazorpay({ keyId, keySecret, apiUrl: deps.config.payments.apiUrl }, timeoutMs);
  if (!outcome.ok) {
    deps.log.warn({ keyId, problem: outcome.message }, 'Razorpay connection check failed');
    return outcome;
  }
  const check: ConnectionCheck = {
    checkedAt: deps.now().toISOString(),
    keyId,
    fingerprint: keysFingerprint(deps.secretBox, keyId, keySecret),
  };
  await storeSettings(deps.db, [{ key: CHECK, value: check }], userId, deps.now());
  deps.cache.invalidate('settings');
  return { ok: true, message: `Connected: Razorpay accepted the keys of ${keyId}.` };
}

/** What the go-live checklist asks of payments (modules/settings/readiness.ts). */
export async function paymentsState(deps: SettingsDeps): Promise<{
  provider: 'simulated' | 'razorpay';
  connectionCheckedOk: boolean;
  webhookReceivedAt: string | null;
}> {
  const { settings, keySecret } = await keysInForce(deps);
  const received = (await readStoredSettings(deps.db, [WEBHOOK_RECEIVED])).get(WEBHOOK_RECEIVED);
  return {
    provider: settings.provider,
    connectionCheckedOk: (await checkOf(deps, settings.keyId, keySecret)) !== null,
    webhookReceivedAt: typeof received === 'string' ? received : null,
  };
}
