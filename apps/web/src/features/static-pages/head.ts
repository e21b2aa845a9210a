/** The static pages' heads; the FAQ's questions as a FAQPage. Server only (routes.tsx). */
import { API_PATHS, faqPage, type PageHead, type SiteConfig } from '@hillnest/domain';
import { faqsFor } from './faq';

const STATIC_PAGE_HEADS: Record<string, PageHead> = {
  'terms-and-contions': {
    title: 'Terms and Conditions',
    description: 'The terms of every booking made on Hillnest: bookings, payment, cancellations and your stay.',
  },
  'privacy-policy': { title: 'Privacy Policy', description: 'What Hillnest collects to host you, how it is used, and your choices.' },
  'guest-policy': {
    title: 'Guest Policy',
    description: 'Check-in and check-out, house rules and damage: how to enjoy a calm stay in the hills.',
  },
  'refund-policy': {
    title: 'Refund and Cancellation Policy',
    description: 'How much is refunded when you cancel a Hillnest booking, and when you are paid.',
  },
  careers: { title: 'Careers', description: 'Work with Hillnest, a direct-booking site for holiday apartments in India’s hill stations.' },
  faq: {
    title: 'Frequently Asked Questions',
    description: 'Check-in times, payment, cancellations and more: answers to guests’ common questions about Hillnest stays.',
  },
};

/** The head of a static page; the FAQ's FAQPage answers as the page does, from the owner's settings. */
export function staticPageHead(path: string) {
  return (answers: Readonly<Record<string, unknown>>): PageHead | undefined => {
    const head = STATIC_PAGE_HEADS[path];
    if (path !== 'faq' || !head) return head;
    const config = answers[API_PATHS.config] as SiteConfig | undefined;
    return { ...head, jsonLd: [faqPage(faqsFor(config?.guests))] };
  };
}
