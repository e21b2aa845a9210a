/**
 * Settings → E-mail (docs/product/settings.md, docs/decisions/0073-mail-follows-the-settings.md): the
 * SMTP server (its password sealed), the sender, "Send a test e-mail", and the mail in force, which
 * the sender job asks for each round, so a change applies on every instance without a restart.
 */
import { normalizeEmail, type EmailSettings, type EmailSettingsAnswer, type SettingsCheckResult } from '@hillnest/domain';
import type { SendMailOptions, Transporter } from 'nodemailer';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Deps } from '../../deps';
import { mailSettings, type SiteMail } from '../email/settings';
import { SMTP_TIMEOUTS, type MailTransport, smtpTransport } from '../email/transport';
import { readStoredSettings, storeSettings } from './queries';
import { businessContact, saveSettingsPage, settingsPage, siteSettings, storedSecrets, type SiteSettings } from './service';

const PASSWORD = 'email.smtpPassword';
/** The last test e-mail the server took: when, and a keyed digest of the server settings it went through. */
const TEST_SENT = 'email.testSent';

/** The longest "Send a test e-mail" waits for the server. */
export const TEST_TIMEOUT_MS = 10_000;

type SettingsDeps = Pick<Deps, 'db' | 'config' | 'cache' | 'secretBox'>;

/** How to reach the SMTP server: SMTP_URL when set, else Settings → E-mail; null when neither names a server. */
type Server = { url: string } | SMTPTransport.Options;

function serverOf(settings: EmailSettings, password: string | null | undefined, timeouts = SMTP_TIMEOUTS): SMTPTransport.Options | null {
  if (!settings.host) return null;
  return {
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    auth: settings.user ? { user: settings.user, pass: password ?? '' } : undefined,
    ...timeouts,
  };
}

async function serverInForce(deps: SettingsDeps, values: EmailSettings): Promise<Server | null> {
  if (deps.config.SMTP_URL) return { url: deps.config.SMTP_URL };
  return serverOf(values, (await storedSecrets(deps, [PASSWORD])).get(PASSWORD));
}

/** A digest of where mail goes (host, port, security, user, password): a test counts only for the server it went through. */
function serverFingerprint(deps: SettingsDeps, server: Server | null): string | null {
  if (!server) return null;
  if ('url' in server && server.url) return deps.secretBox.fingerprint(server.url);
  const { host, port, secure, requireTLS, ignoreTLS, auth } = server as SMTPTransport.Options & { auth?: { user: string; pass: string } };
  return deps.secretBox.fingerprint(JSON.stringify([host, port, secure, requireTLS, ignoreTLS, auth?.user ?? '', auth?.pass ?? '']));
}

/** Where "Send a test e-mail" goes: the business's contact e-mail, else the administrator's. */
async function testRecipient(deps: Pick<Deps, 'db' | 'config' | 'cache'>): Promise<string> {
  return (await businessContact(deps)).contactEmail ?? normalizeEmail(deps.config.ADMIN_EMAIL);
}

/** What the go-live checklist and the dashboard ask of e-mail (modules/settings/readiness.ts). */
export async function mailState(deps: SettingsDeps): Promise<{ configured: boolean; testSentOk: boolean }> {
  const server = await serverInForce(deps, (await siteSettings(deps)).values.email);
  const test = (await readStoredSettings(deps.db, [TEST_SENT])).get(TEST_SENT) as { fingerprint?: string } | undefined;
  const fingerprint = serverFingerprint(deps, server);
  return { configured: server !== null, testSentOk: fingerprint !== null && test?.fingerprint === fingerprint };
}

export async function emailPage(deps: SettingsDeps): Promise<EmailSettingsAnswer> {
  const page = await settingsPage(deps, 'email');
  const { configured } = await mailState(deps);
  return { ...page, secrets: page.secrets ?? {}, configured, testRecipient: await testRecipient(deps) };
}

export async function saveEmailPage(
  deps: SettingsDeps & Pick<Deps, 'now'>,
  input: EmailSettings,
  userId: string,
): Promise<EmailSettingsAnswer> {
  await saveSettingsPage(deps, 'email', input, userId);
  return emailPage(deps);
}

/** Plain words for what went wrong with the SMTP server: never the password (nor anything the server echoed). */
function smtpProblem(error: unknown, timeoutMs: number): string {
  const { code, message = '' } = error as { code?: string; message?: string };
  if (code === 'EAUTH') return 'The e-mail server refused the user name or password.';
  if (code === 'ETIMEDOUT' || /timeout/i.test(message)) {
    return `The e-mail server did not answer within ${timeoutMs / 1000} seconds: check the host, the port and the security.`;
  }
  if (code === 'ESOCKET' && /tls|ssl|certificate|wrong version/i.test(message)) {
    return 'Could not start a secure connection with the e-mail server: check the port and the security.';
  }
  if (code === 'ECONNECTION' || code === 'ESOCKET' || code === 'EDNS')
    return 'Could not reach the e-mail server: check the host and the port.';
  if (code === 'EENVELOPE') return 'The e-mail server refused the sender or the recipient: check the sender address.';
  return 'The e-mail server refused the test e-mail.';
}

/**
 * "Send a test e-mail" through the settings entered (an empty password: the stored one; SMTP_URL and
 * MAIL_FROM win), to the contact address, at most `timeoutMs`. Sent at once, not through the outbox:
 * the owner waits for the answer. A success is remembered for that server (the go-live checklist).
 */
export async function sendTestEmail(
  deps: SettingsDeps & Pick<Deps, 'log' | 'now'>,
  input: EmailSettings,
  userId: string,
  timeoutMs = TEST_TIMEOUT_MS,
): Promise<SettingsCheckResult> {
  const timeouts = { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs };
  const password = input.smtpPassword || (await storedSecrets(deps, [PASSWORD])).get(PASSWORD);
  const server: Server | null = deps.config.SMTP_URL ? { url: deps.config.SMTP_URL, ...timeouts } : serverOf(input, password, timeouts);
  if (!server) return { ok: false, message: 'Enter the e-mail server (host) first.' };
  const { site, business } = (await siteSettings(deps)).values;
  const mail = mailSettings(deps.config, { publicUrl: site.publicUrl, from: input.from, business });
  const to = await testRecipient(deps);
  const transporter: Transporter = nodemailer.createTransport(server as SMTPTransport.Options);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })), timeoutMs);
  });
  const message: SendMailOptions = {
    from: mail.from,
    to,
    subject: `Test e-mail from ${mail.brand.name}`,
    text: `This is a test e-mail from ${mail.siteUrl}. The e-mail settings work: guests will receive their confirmations and links.`,
  };
  try {
    await Promise.race([transporter.sendMail(message), timedOut]);
  } catch (error) {
    const problem = smtpProblem(error, timeoutMs);
    deps.log.warn({ problem, code: (error as { code?: string }).code }, 'test e-mail failed');
    return { ok: false, message: problem };
  } finally {
    clearTimeout(timer);
    transporter.close();
  }
  const sentThrough = deps.config.SMTP_URL ? { url: deps.config.SMTP_URL } : serverOf(input, password);
  await storeSettings(
    deps.db,
    [{ key: TEST_SENT, value: { at: deps.now().toISOString(), fingerprint: serverFingerprint(deps, sentThrough) } }],
    userId,
    deps.now(),
  );
  deps.cache.invalidate('settings');
  return { ok: true, message: `Sent a test e-mail to ${to}.` };
}

export interface MailInForce {
  /** Null while no server is set: messages wait in the outbox. */
  transport: MailTransport | null;
  mail: SiteMail;
}

/**
 * The sender job's mail in force, one transport per settings version (closed when the settings
 * change). The cache's value changes exactly when the settings do, here or on another instance.
 */
export function createMailInForce(deps: SettingsDeps): { current(): Promise<MailInForce>; close(): void } {
  let kept: { settings: SiteSettings; value: Promise<MailInForce> } | undefined;
  let open: MailTransport | null = null;

  async function build(settings: SiteSettings): Promise<MailInForce> {
    const server = await serverInForce(deps, settings.values.email);
    open?.close();
    open = server ? smtpTransport(server) : null;
    return {
      transport: open,
      mail: mailSettings(deps.config, {
        publicUrl: settings.values.site.publicUrl,
        from: settings.values.email.from,
        business: settings.values.business,
      }),
    };
  }

  return {
    async current() {
      const settings = await siteSettings(deps);
      if (kept?.settings !== settings) kept = { settings, value: build(settings) };
      return kept.value;
    },
    close() {
      open?.close();
    },
  };
}
