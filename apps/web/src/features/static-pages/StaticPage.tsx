import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/PageTitle';

/** Frame of every static content page: a Back link to /, the title, then readable prose. */
export function StaticPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <PageTitle title={title} />
      <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
      {intro && <p className="mt-3 text-lg text-slate-700">{intro}</p>}
      <div className="mt-6 space-y-6 leading-relaxed text-slate-800 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:ml-5 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </article>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
