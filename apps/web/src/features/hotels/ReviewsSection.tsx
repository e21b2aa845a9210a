import { REVIEW_PLATFORMS, type HotelReview } from '@hillnest/domain';
import { useMemo, useState } from 'react';
import { StarRating } from '../../components/StarRating';

type PlatformFilter = 'all' | (typeof REVIEW_PLATFORMS)[number];
const FILTERS: { value: PlatformFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...REVIEW_PLATFORMS.map((platform) => ({ value: platform, label: platform })),
];

/**
 * Guest reviews the administrator entered for the property (docs/product/property-detail.md): best rated first, filterable by
 * platform. Shown only when there are reviews.
 */
export function ReviewsSection({ reviews }: { reviews: HotelReview[] }) {
  const [platform, setPlatform] = useState<PlatformFilter>('all');
  const shown = useMemo(
    () => reviews.filter((review) => platform === 'all' || review.platform === platform).sort((a, b) => b.rating - a.rating),
    [reviews, platform],
  );
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <h2 id="reviews-heading" className="text-xl font-bold text-slate-900">
        Guest Reviews
      </h2>
      <div role="group" aria-label="Filter reviews by platform" className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <button
            key={filter.value}
            type="button"
            aria-pressed={platform === filter.value}
            onClick={() => setPlatform(filter.value)}
            className={`rounded-full border px-4 py-1.5 text-sm font-medium ${
              platform === filter.value ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-800 hover:bg-slate-50'
            }`}
          >
            {filter.label}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="text-slate-700">No reviews from {platform} yet.</p>
      ) : (
        <ul className="space-y-3">
          {shown.map((review, index) => (
            <li key={`${review.name}-${index}`} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">{review.name}</p>
                <span className="text-sm text-slate-600">on {review.platform}</span>
              </div>
              <StarRating rating={review.rating} />
              <p className="mt-2 text-slate-800">{review.review}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
