import { RATING_PLATFORMS } from '@hillnest/domain';
import { ExternalLink, Star } from 'lucide-react';
import { useRatingLinks } from './api';

/** Home section: links to the site's guest reviews on outside platforms; empty ones hidden, and the section too when none. */
export function GuestReviewLinks() {
  const { data: links } = useRatingLinks();
  const platforms = links ? RATING_PLATFORMS.filter(({ key }) => links[key]) : [];
  if (!links || platforms.length === 0) return null;
  return (
    <section aria-labelledby="guest-reviews-heading" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h2 id="guest-reviews-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        What Our Guests Say
      </h2>
      <p className="mt-2 text-slate-700">Read reviews from our guests on the platforms they booked with.</p>
      <ul className="mt-6 flex flex-wrap gap-3">
        {platforms.map(({ key, label }) => (
          <li key={key}>
            <a
              href={links[key]}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-full border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
              {label}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
