import { NavLink } from 'react-router';
import { SETTINGS_PAGES } from '../features/settings/settingsPages';

/**
 * Every administrator screen, grouped as the owner works: the day (properties, bookings, requests),
 * the content guests read, the account. The labels of the Admin Controls (docs/product/admin.md) are kept.
 */
export const ADMIN_NAV = [
  {
    group: 'Run the day',
    links: [
      { to: '/admin', label: 'Dashboard', end: true },
      { to: '/admin/calendar', label: 'Calendar' },
      { to: '/admin/quotes', label: 'Quotes' },
      { to: '/view-all-bookings', label: 'All Bookings' },
      { to: '/admin/invoices', label: 'Invoices' },
      { to: '/view-all-requests', label: 'List Property Requests' },
      { to: '/sent-emails', label: 'Sent e-mails' },
    ],
  },
  {
    group: 'Properties',
    links: [
      { to: '/admin/properties', label: 'My Properties' },
      { to: '/review-properties', label: 'Review Properties' },
      { to: '/add-property', label: 'Add Property' },
    ],
  },
  {
    group: 'Content',
    links: [
      { to: '/review-blogs', label: 'Review Blogs' },
      { to: '/review-coupons', label: 'Review Coupons' },
      { to: '/view-destinations', label: 'Review Destinations' },
      { to: '/carousel', label: 'Carousel Image Gallery' },
      { to: '/review-rating', label: 'Update Links' },
      { to: '/admin/reviews', label: 'Guest Reviews' },
    ],
  },
  { group: 'Settings', links: SETTINGS_PAGES },
  {
    group: 'Account',
    links: [{ to: '/change-password', label: 'Change Password' }],
  },
] as const;

/** The admin navigation (the Admin Controls (docs/product/admin.md)): in the sidebar on wide screens, in the Menu on phones. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin Controls" className="space-y-5">
      {ADMIN_NAV.map(({ group, links }) => (
        <div key={group}>
          <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{group}</p>
          <ul className="mt-1 space-y-0.5">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={'end' in link ? link.end : false}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-brand-50'}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
