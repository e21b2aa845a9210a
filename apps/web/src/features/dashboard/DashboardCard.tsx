import type { ReactNode } from 'react';

/** One titled card of the dashboard; `id` labels it by its heading. */
export function DashboardCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
