/** Who e-mail comes from and the site address its links point at: Settings → Site and E-mail, over the configuration. */
import { thumbnailUrl } from '@hillnest/domain';
import type { AppConfig } from '../../config';

export interface SiteMail {
  /** The site's address for links in e-mails, without a trailing slash. */
  siteUrl: string;
  /** The From header: MAIL_FROM, default `Hillnest <bookings@{host}>`. */
  from: string;
  /** Host part of Message-IDs. */
  host: string;
  /** What tops every e-mail: the business's logo, else its name. */
  brand: MailBrand;
}

export interface MailBrand {
  name: string;
  /** Absolute address of the logo's smaller copy; null for the name in text. */
  logoUrl: string | null;
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
export function mailSettings(
  config: AppConfig,
  settings: { publicUrl?: string; from?: string; name?: string; logo?: string } = {},
): SiteMail {
  const siteUrl = (settings.publicUrl || config.PUBLIC_URL || `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  const host = new URL(siteUrl).hostname;
  return {
    siteUrl,
    from: settings.from || config.MAIL_FROM || `${SITE_NAME} <bookings@${host}>`,
    host,
    brand: { name: settings.name || SITE_NAME, logoUrl: settings.logo ? new URL(thumbnailUrl(settings.logo), `${siteUrl}/`).href : null },
  };
}
