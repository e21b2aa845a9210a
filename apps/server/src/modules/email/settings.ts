/** Who e-mail comes from and the site address its links point at: Settings → Site and E-mail, over the configuration. */
import type { AppConfig } from '../../config';
import type { Deps } from '../../deps';
import { siteSettings } from '../settings/service';

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
 * What the configuration alone says (`deps.mail`); `siteMail` adds the settings.
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

/**
 * The sender and site address in force: Settings → Site's public address and E-mail's sender (their
 * variables win). Read before a transaction, or handed `{ ...deps, db: tx }` inside one.
 */
export async function siteMail(deps: Pick<Deps, 'db' | 'config' | 'cache'>): Promise<SiteMail> {
  const { site, email } = (await siteSettings(deps)).values;
  return mailSettings(deps.config, { publicUrl: site.publicUrl, from: email.from });
}
