import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { firstView } from '../../lib/firstViewRoutes';

/**
 * A static page at `path`, rendered by the server (crawlers read its text, title and description) from
 * the frame's reads alone; `file` is its module under this folder.
 */
function staticPage(path: string, file: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: await load() }),
    handle: firstView({
      module: `src/features/static-pages/${file}.tsx`,
      view: async () => {
        return { reads: [], head: (await import('./head')).staticPageHead(path) };
      },
    }),
  };
}

export const staticPageRoutes: RouteObject[] = [
  // The path is spelt so on purpose (docs/product/frame.md).
  staticPage('terms-and-contions', 'TermsPage', async () => (await import('./TermsPage')).TermsPage),
  staticPage('privacy-policy', 'PrivacyPolicyPage', async () => (await import('./PrivacyPolicyPage')).PrivacyPolicyPage),
  staticPage('guest-policy', 'GuestPolicyPage', async () => (await import('./GuestPolicyPage')).GuestPolicyPage),
  staticPage('refund-policy', 'RefundPolicyPage', async () => (await import('./RefundPolicyPage')).RefundPolicyPage),
  staticPage('careers', 'CareersPage', async () => (await import('./CareersPage')).CareersPage),
  staticPage('faq', 'FaqPage', async () => (await import('./FaqPage')).FaqPage),
];
