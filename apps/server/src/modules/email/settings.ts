/** Who e-mail comes from and the site address its links point at: Settings → Site and E-mail, over the configuration. */
import type { AppConfig } from '../../config';

export interface SiteMail {
  /** The site's address for links in e-mails, without a trailing slash. */
  siteUrl: string;
  /** The From header: MAIL_FROM, default `Hillnest <bookings@{host}>`. */
  from: string;
  /** Host part of Message-IDs. */
  host: string;
}

/** With the owner's address and phone, from the settings (modules/settings `ownerMail`). */
export interface MailSettings extends SiteMail {
  /** Where owner notifications go: Settings → Business's contact e-mail (OWNER_EMAIL wins), default ADMIN_EMAIL. */
  ownerEmail: string;
  ownerPhone: string | null;
}

export const SITE_NAME = 'Hillnest';

/**
 * Links in e-mails must be absolute and are written when the message is queued, often with no
 * request at hand (the webhook, the reconciler): PUBLIC_URL, or this instance's local address.
 * What the configuration alone says (`deps.mail`); `siteMail` (modules/settings/site.ts) adds the settings.
 */
export function mailSettings(config: AppConfig, settings: { publicUrl?: string; from?: string } = {}): SiteMail {
  const siteUrl = (settings.publicUrl || config.PUBLIC_URL || `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  const host = new URL(siteUrl).hostname;
  return {
    siteUrl,
    from: settings.from || config.MAIL_FROM || `${SITE_NAME} <bookings@${host}>`,
    host,
  };
}
