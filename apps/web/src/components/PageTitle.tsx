import { useLayoutEffect } from 'react';
import { SITE } from '../lib/site';
import { useBusiness } from '../lib/siteConfig';

/** What the browser tab shows on pages that set no title of their own, as the server's head says it. */
export function siteTitle(siteName: string): string {
  return `${SITE.tagline} · ${siteName}`;
}

/**
 * Sets the document title while the page is shown ('{title} · {business name}'), and puts the site's own
 * title back when it goes. A component rather than a <title> element: the runtime the site ships
 * (Preact, see vite.config.ts) does not hoist <title> into <head> the way React 19 does.
 */
export function PageTitle({ title }: { title: string }) {
  const { name } = useBusiness();
  useLayoutEffect(() => {
    document.title = `${title} · ${name}`;
    return () => {
      document.title = siteTitle(name);
    };
  }, [title, name]);
  return null;
}
