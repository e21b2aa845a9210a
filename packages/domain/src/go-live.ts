/**
 * Going live from the admin area (docs/product/going-live.md): the checklist, the site's mode, the
 * first-run setup and what removing the demo catalogue takes away. The answers' shapes are here so
 * the server and the pages agree on them.
 */
import { z } from './zod';

/** `demo`: test mode (simulated payments are fine); `live`: the shop takes real money. */
export const SITE_MODES = ['demo', 'live'] as const;
export type SiteMode = (typeof SITE_MODES)[number];

/** Every item the checklist checks, in the order the page lists them, with what it says and where it is fixed. */
export const GO_LIVE_ITEMS = {
  payments: { label: 'Payments connected', fixPath: '/settings/payments' },
  webhook: { label: 'Payment webhook received', fixPath: '/settings/payments' },
  adminPassword: { label: 'Administrator password changed', fixPath: '/change-password' },
  email: { label: 'E-mail sending', fixPath: '/settings/email' },
  https: { label: 'Public address on https', fixPath: '/settings/site' },
  secureCookies: { label: 'Secure cookies', fixPath: '/settings/go-live#secure-cookies' },
  demoRemoved: { label: 'Demo data removed', fixPath: '/settings/go-live#demo-data' },
} as const;
export type GoLiveItemId = keyof typeof GO_LIVE_ITEMS;
export const GO_LIVE_ITEM_IDS = Object.keys(GO_LIVE_ITEMS) as GoLiveItemId[];

const itemSchema = z.object({
  id: z.enum(GO_LIVE_ITEM_IDS as [GoLiveItemId, ...GoLiveItemId[]]),
  label: z.string(),
  ok: z.boolean(),
  /** What the state is, or what to do, in a sentence. */
  detail: z.string(),
  fixPath: z.string(),
});
export type GoLiveItem = z.output<typeof itemSchema>;

/** What removing the demo catalogue takes away, and the demo properties kept (archived) because they have bookings. */
export const demoCatalogueSchema = z.object({
  properties: z.array(z.string()),
  photos: z.number().int(),
  destinations: z.array(z.string()),
  blogs: z.array(z.string()),
  coupons: z.array(z.string()),
  slides: z.number().int(),
  keptWithBookings: z.array(z.string()),
});
export type DemoCatalogue = z.output<typeof demoCatalogueSchema>;

export const goLiveStatusSchema = z.object({
  mode: z.enum(SITE_MODES),
  /** SITE_MODE is set in the server's environment: the mode cannot be switched here. */
  lockedByEnvironment: z.boolean(),
  items: z.array(itemSchema),
  ready: z.boolean(),
  demo: demoCatalogueSchema,
});
export type GoLiveStatus = z.output<typeof goLiveStatusSchema>;

export const GO_LIVE_TEXTS = {
  refused: 'Not ready to go live. Still to do:',
  locked: "The site's mode is set by the server's environment (SITE_MODE): change it there, not here.",
  live: 'The site is live: payments are real.',
  test: 'The site is in test mode: no real money is taken.',
} as const;

// ---- First-run setup ----

/** The setup's steps, in order. */
export const SETUP_STEPS = ['business', 'property', 'payments', 'email'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
/**
 * `new`: never opened past its first step nor skipped (the dashboard opens it); `started`: left unfinished
 * (resumed from the dashboard); `finished`: never shown again.
 */
export const SETUP_STATUSES = ['new', 'started', 'finished'] as const;
export type SetupStatus = (typeof SETUP_STATUSES)[number];

export const setupStateSchema = z.object({
  status: z.enum(SETUP_STATUSES, { error: 'status must be new, started or finished' }),
  step: z.enum(SETUP_STEPS, { error: 'step must be business, property, payments or email' }),
});
export type SetupState = z.output<typeof setupStateSchema>;

// ---- The dashboard's today ----

export const adminTodaySchema = z.object({
  today: z.string(),
  arrivals: z.number().int(),
  departures: z.number().int(),
  /** E-mails still in the outbox (not sent yet, or failed). */
  messagesWaiting: z.number().int(),
  /** Cancelled bookings whose refund is still owed to the guest. */
  refundsOwed: z.number().int(),
  mode: z.enum(SITE_MODES),
  setup: z.enum(SETUP_STATUSES),
  /** The checklist's items that do not pass yet (their labels and where to fix them). */
  failing: z.array(itemSchema.pick({ id: true, label: true, fixPath: true })),
});
export type AdminToday = z.output<typeof adminTodaySchema>;
