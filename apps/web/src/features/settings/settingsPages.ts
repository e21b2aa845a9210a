/** The Settings section's pages, in the order the owner meets them: its tabs and the admin sidebar's Settings group. */
export const SETTINGS_PAGES = [
  { to: '/settings/business', label: 'Business' },
  { to: '/settings/guests', label: 'Guests' },
  { to: '/settings/site', label: 'Site' },
  { to: '/settings/tax', label: 'Tax' },
  { to: '/settings/payments', label: 'Payments' },
  { to: '/settings/email', label: 'E-mail' },
  { to: '/settings/messages', label: 'Messages' },
  { to: '/settings/activity', label: 'Activity' },
  { to: '/settings/go-live', label: 'Go live' },
] as const;
