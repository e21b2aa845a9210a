/** Settings → Site: the public address, the booking engine hand-off and the test-mode notice (docs/product/settings.md). */
import type { Deps } from '../../deps';
import { mailSettings, type SiteMail } from '../email/settings';
import { siteSettings } from './service';

/**
 * The site's address for absolute links (e-mails, the webhook address, feeds): Settings → Site's public
 * address (PUBLIC_URL wins), else `fallback` (the address a request came to, or this server's own).
 * Only links use it: the admin area keeps working on whatever address it is opened at.
 */
export async function publicAddress(deps: Pick<Deps, 'db' | 'config' | 'cache'>, fallback: string): Promise<string> {
  const { publicUrl } = (await siteSettings(deps)).values.site;
  return (publicUrl || fallback).replace(/\/+$/, '');
}

/**
 * The sender and site address e-mails are written with: Settings → Site's public address and E-mail's
 * sender (their variables win). Read before a transaction, or handed `{ ...deps, db: tx }` inside one.
 */
export async function siteMail(deps: Pick<Deps, 'db' | 'config' | 'cache'>): Promise<SiteMail> {
  const { site, email, business, brand } = (await siteSettings(deps)).values;
  return mailSettings(deps.config, { publicUrl: site.publicUrl, from: email.from, business, logo: brand.logo });
}
