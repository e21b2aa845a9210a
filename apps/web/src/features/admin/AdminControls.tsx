import { Link } from 'react-router';

/** The Admin Controls of SPEC §2: one button per administration screen. */
export const ADMIN_CONTROLS = [
  { to: '/review-blogs', label: 'Review Blogs' },
  { to: '/review-coupons', label: 'Review Coupons' },
  { to: '/view-destinations', label: 'Review Destinations' },
  { to: '/view-all-requests', label: 'List Property Requests' },
  { to: '/add-property', label: 'Add Property' },
  { to: '/carousel', label: 'Carousel Image Gallery' },
  { to: '/review-rating', label: 'Update Links' },
  { to: '/change-password', label: 'Change Password' },
] as const;

export function AdminControls() {
  return (
    <section aria-labelledby="admin-controls-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="admin-controls-heading" className="text-xl font-bold text-slate-900">
        Admin Controls
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {ADMIN_CONTROLS.map((control) => (
          <li key={control.to}>
            <Link
              to={control.to}
              className="block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
            >
              {control.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
