import { plural } from '@hillnest/domain';
import type { ReviewFigures } from '@hillnest/domain';

/**
 * A card's verified reviews in figures ("4.6 · 12 reviews"), as the server answers them with the card
 * (home lists and search results); nothing for a property without shown reviews.
 */
export function ReviewScore({ reviews }: { reviews: ReviewFigures | null | undefined }) {
  if (!reviews || reviews.count === 0) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-700" data-testid="review-score">
      <span className="rounded-md bg-brand-800 px-1.5 py-0.5 text-xs font-bold text-white">{reviews.average.toFixed(1)}</span>
      <span>{plural(reviews.count, 'verified review')}</span>
      <span className="sr-only">, {reviews.average.toFixed(1)} out of 5 on average</span>
    </p>
  );
}
