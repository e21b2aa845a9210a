/** The home page's head: the site's own description, and who runs it (Organization, WebSite). Server only. */
import {
  absoluteUrl,
  API_PATHS,
  DEFAULT_HEAD,
  shareImagePath,
  SITE_NAME,
  type CarouselSlide,
  type PageHead,
  type SiteConfig,
} from '@hillnest/domain';

export function homeHead(answers: Readonly<Record<string, unknown>>, origin: string): PageHead {
  const config = answers[API_PATHS.config] as SiteConfig | undefined;
  const slides = answers[API_PATHS.carousel] as CarouselSlide[] | undefined;
  const business = config?.business;
  const name = business?.name || SITE_NAME;
  const url = absoluteUrl(origin, '/');
  return {
    ...DEFAULT_HEAD,
    image: shareImagePath(slides?.[0]?.imageUrl),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${url}#organization`,
        name,
        url,
        logo: absoluteUrl(origin, business?.logoUrl ?? '/favicon.svg'),
        ...(business?.contactEmail ? { email: business.contactEmail } : {}),
        ...(business?.phone ? { telephone: business.phone } : {}),
        ...(business?.address ? { address: business.address } : {}),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        '@id': `${url}#website`,
        name,
        url,
        publisher: { '@id': `${url}#organization` },
      },
    ],
  };
}
