import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

/** Title row of an administrator screen: the title and optional actions (the admin navigation is in the frame). */
export function AdminPageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <header className="mb-6">
      <PageTitle title={title} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      </div>
    </header>
  );
}

/** A link styled as the primary button, for actions that open another screen. */
export function ButtonLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
    >
      {children}
    </Link>
  );
}
