/** Who e-mail comes from and the site address its links point at: Settings → Site and E-mail, over the configuration. */
import { emailImageUrl } from '@hillnest/domain';
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

/** Who the e-mails speak for: Settings → Business (name, logo, contact), used in sentences, the top and the signature. */
export interface MailBrand {
  name: string;
  /** Absolute address of the logo's smaller copy as PNG (what every e-mail client shows); null for the name in text. */
  logoUrl: string | null;
  /** The business's contact details as guests may use them; null when not set. */
  phone: string | null;
  email: string | null;
  address: string | null;
}

/** The Business settings an e-mail's brand is made of (the stored values; empty is not set). */
export interface MailBusiness {
  name?: string;
  phone?: string;
  contactEmail?: string;
  address?: string;
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
  settings: { publicUrl?: string; from?: string; business?: MailBusiness; logo?: string } = {},
): SiteMail {
  const siteUrl = (settings.publicUrl || config.PUBLIC_URL || `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  const host = new URL(siteUrl).hostname;
  const business = settings.business ?? {};
  const name = business.name || SITE_NAME;
  return {
    siteUrl,
    from: settings.from || config.MAIL_FROM || `${displayName(name)} <bookings@${host}>`,
    host,
    brand: {
      name,
      logoUrl: mailLogo(settings.logo, siteUrl),
      phone: business.phone || null,
      email: business.contactEmail || null,
      address: business.address || null,
    },
  };
}

/** The logo's PNG copy as an absolute address (e-mail clients such as Outlook show no WebP). */
function mailLogo(logo: string | undefined, siteUrl: string): string | null {
  const png = logo ? emailImageUrl(logo) : null;
  return png ? new URL(png, `${siteUrl}/`).href : null;
}

/** A name as the display part of an address header: quoted when it has anything beyond letters, digits and spaces. */
function displayName(name: string): string {
  return /^[\p{L}\p{N} ]+$/u.test(name) ? name : `"${name.replace(/["\\]/g, '\\$&').replace(/[\r\n]+/g, ' ')}"`;
}
