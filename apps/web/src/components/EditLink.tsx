import { Link } from 'react-router';
import { Pencil } from 'lucide-react';

/** The Edit link of a list item; `itemLabel` names the item for screen readers ('coupon WELCOME10'). */
export function EditLink({ to, itemLabel }: { to: string; itemLabel: string }) {
  return (
    <Link
      to={to}
      aria-label={`Edit ${itemLabel}`}
      className="inline-flex items-center gap-1.5 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      <Pencil aria-hidden="true" className="size-4" />
      Edit
    </Link>
  );
}
