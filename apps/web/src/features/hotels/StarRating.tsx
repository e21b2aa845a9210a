import { LIMITS } from '@hillnest/domain';
import { Star } from 'lucide-react';

/** Star icons for a rating, read out as "4 out of 5 stars". */
export function StarRating({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`${rating} out of ${LIMITS.maxStarRating} stars`} className="inline-flex items-center gap-0.5">
      {Array.from({ length: rating }, (_, index) => (
        <Star key={index} aria-hidden="true" className={`fill-amber-400 text-amber-500 ${className}`} />
      ))}
    </span>
  );
}
