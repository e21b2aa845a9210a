import { destinationPath } from '@hillnest/domain';
import { Link } from 'react-router';
import { useDestinations } from './api';

/** The home page's "Destinations": a link to each destination's page (only destinations with a property are listed). */
export function DestinationLinks() {
  const { data: destinations = [] } = useDestinations();
  if (destinations.length === 0) return null;
  return (
    <section aria-labelledby="home-destinations" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h2 id="home-destinations" className="text-2xl font-bold text-slate-900">
        Destinations
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {destinations.map((destination) => (
          <li key={destination._id}>
            <Link
              to={destinationPath(destination.slug)}
              className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Holiday apartments in {destination.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
