import type { ReactNode } from 'react';
import { PageTitle } from '../../components/PageTitle';

/** Centered card shared by the sign-in and registration pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <PageTitle title={title} />
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}
