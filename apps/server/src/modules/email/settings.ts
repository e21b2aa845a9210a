/** Who e-mail comes from and goes to, and the site address its links point at, from the settings. */
import { normalizeEmail } from '@hillnest/domain';
import type { AppConfig } from '../../config';

export interface MailSettings {
  /** The site's address for links in e-mails, without a trailing slash. */
  siteUrl: string;
  /** The From header: MAIL_FROM, default `Hillnest <bookings@{host}>`. */
  from: string;
  /** Host part of Message-IDs. */
  host: string;
  /** Where owner notifications go: OWNER_EMAIL, default ADMIN_EMAIL. */
  ownerEmail: string;
  ownerPhone: string | null;
}

export const SITE_NAME = 'Hillnest';

/**
 * Links in e-mails must be absolute and are written when the message is queued, often with no
 * request at hand (the webhook, the reconciler): PUBLIC_URL, or this instance's local address.
 */
export function mailSettings(config: AppConfig): MailSettings {
  const siteUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  const host = new URL(siteUrl).hostname;
  return {
    siteUrl,
    from: config.MAIL_FROM ?? `${SITE_NAME} <bookings@${host}>`,
    host,
    ownerEmail: normalizeEmail(config.OWNER_EMAIL ?? config.ADMIN_EMAIL),
    ownerPhone: config.OWNER_PHONE ?? null,
  };
}
