import type { RouteObject } from 'react-router';

export const staticPageRoutes: RouteObject[] = [
  // The path is spelt so on purpose (docs/product/frame.md).
  { path: 'terms-and-contions', lazy: async () => ({ Component: (await import('./TermsPage')).TermsPage }) },
  {
    path: 'privacy-policy',
    lazy: async () => ({ Component: (await import('./PrivacyPolicyPage')).PrivacyPolicyPage }),
  },
  { path: 'guest-policy', lazy: async () => ({ Component: (await import('./GuestPolicyPage')).GuestPolicyPage }) },
  {
    path: 'refund-policy',
    lazy: async () => ({ Component: (await import('./RefundPolicyPage')).RefundPolicyPage }),
  },
  { path: 'careers', lazy: async () => ({ Component: (await import('./CareersPage')).CareersPage }) },
  { path: 'faq', lazy: async () => ({ Component: (await import('./FaqPage')).FaqPage }) },
];
