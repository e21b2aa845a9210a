import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PageTitle } from '../components/PageTitle';

/**
 * Shown when rendering or loading a page fails (route errorElement). It works with or without
 * the page frame around it, so it uses a plain <a> home (a full reload clears a broken state).
 */
export function ErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section role="alert" className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageTitle title="Error" />
      <h1 className="text-3xl font-bold text-slate-900">Unexpected Application Error</h1>
      <p className="mt-3 text-slate-700">
        Something went wrong while showing this page. Please reload it; if the problem continues, try again later.
      </p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Reload page
        </button>
        <a href="/" className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50">
          Go to home page
        </a>
      </div>
    </section>
  );
}
