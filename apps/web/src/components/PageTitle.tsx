import { useLayoutEffect } from 'react';
import { SITE } from '../lib/site';

/** What the browser tab shows on pages that set no title of their own. */
export const DEFAULT_TITLE = `${SITE.name} · ${SITE.tagline}`;

/**
 * Sets the document title while the page is shown ('{title} · Hillnest'), and puts the site's own
 * title back when it goes. A component rather than a <title> element: the runtime the site ships
 * (Preact, see vite.config.ts) does not hoist <title> into <head> the way React 19 does.
 */
export function PageTitle({ title }: { title: string }) {
  useLayoutEffect(() => {
    document.title = `${title} · ${SITE.name}`;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [title]);
  return null;
}
