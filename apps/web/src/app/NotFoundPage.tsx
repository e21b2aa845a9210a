import { Link } from 'react-router';
import { PageTitle } from '../components/PageTitle';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageTitle title="Page not found" />
      <p className="text-6xl font-bold text-brand-800" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Oops! Page Not Found</h1>
      <p className="mt-3 text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="mt-8 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        Go back home
      </Link>
    </section>
  );
}
