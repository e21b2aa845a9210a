import { LIMITS } from '@hillnest/domain';

/** Lucide's star outline (24 units), drawn once per star inside one SVG. */
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
/** One star and the gap after it, in the star's own units. */
const STEP = 26;

/**
 * Star icons for a rating, read out as "4 out of 5 stars". One SVG for all the stars: a results page
 * shows dozens of ratings, and an icon component per star made up most of its SVG elements.
 */
export function StarRating({ rating, className = 'h-4' }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`${rating} out of ${LIMITS.maxStarRating} stars`} className="inline-flex items-center">
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${rating * STEP - 2} 24`}
        className={`w-auto fill-amber-400 stroke-amber-500 ${className}`}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {Array.from({ length: rating }, (_, index) => (
          <path key={index} d={STAR} transform={`translate(${index * STEP} 0)`} />
        ))}
      </svg>
    </span>
  );
}
