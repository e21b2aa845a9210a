import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from './PageTitle';

/** Title row of an administrator screen: a way back to the Admin Controls, the title, optional actions. */
export function AdminPageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <header className="mb-6">
      <PageTitle title={title} />
      <Link
        to="/admin"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Admin
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      </div>
    </header>
  );
}

/** A link styled as the primary button, for actions that open another screen. */
export function ButtonLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
      {children}
    </Link>
  );
}
