import { formatStayMonth, REVIEW_ASPECT_LABELS, REVIEW_ASPECTS, type PublicReview } from '@hillnest/domain';
import { useMemo, useState } from 'react';
import { StarRating } from '../../components/StarRating';
import { usePropertyReviews } from './api';

type Order = 'rating' | 'newest';

/**
 * The property page's reviews from guests who stayed (docs/product/stay.md): average, count,
 * distribution and sub-ratings, sorted by rating or newest, each with the owner's reply. Nothing
 * when there are none.
 */
export function PropertyReviews({ hotelId }: { hotelId: string }) {
  const { data } = usePropertyReviews(hotelId);
  const [order, setOrder] = useState<Order>('rating');
  const sorted = useMemo(() => {
    const list = [...(data?.reviews ?? [])];
    const byNewest = (a: PublicReview, b: PublicReview) => b.createdAt.localeCompare(a.createdAt);
    return list.sort(order === 'rating' ? (a, b) => b.rating - a.rating || byNewest(a, b) : byNewest);
  }, [data, order]);
  if (!data || data.count === 0) return null;
  return (
    <section aria-labelledby="verified-reviews-heading" className="space-y-4">
      <h2 id="verified-reviews-heading" className="text-xl font-bold text-slate-900">
        Reviews from guests who stayed
      </h2>
      <p className="text-lg font-semibold text-slate-900">
        {data.average} out of 5 · {data.count} {data.count === 1 ? 'review' : 'reviews'}
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        <ul aria-label="Ratings" className="space-y-1 text-sm text-slate-800">
          {[5, 4, 3, 2, 1].map((stars) => (
            <li key={stars} className="flex items-center gap-2">
              <span className="w-12">{stars} stars</span>
              <span className="h-2 flex-1 rounded bg-slate-200">
                <span
                  className="block h-2 rounded bg-amber-400"
                  style={{ width: `${(100 * data.distribution[stars - 1]!) / data.count}%` }}
                />
              </span>
              <span className="w-6 text-right">{data.distribution[stars - 1]}</span>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-800">
          {REVIEW_ASPECTS.filter((aspect) => data.aspects[aspect] !== null).map((aspect) => (
            <div key={aspect} className="flex justify-between">
              <dt>{REVIEW_ASPECT_LABELS[aspect]}</dt>
              <dd className="font-semibold">{data.aspects[aspect]}</dd>
            </div>
          ))}
        </dl>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        Sort by
        <select
          value={order}
          onChange={(event) => setOrder(event.target.value as Order)}
          className="rounded-md border border-slate-400 px-2 py-1"
        >
          <option value="rating">Highest rated</option>
          <option value="newest">Newest</option>
        </select>
      </label>
      <ul className="space-y-3">
        {sorted.map((review) => (
          <li key={review._id} className="rounded-xl border border-slate-200 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-slate-900">{review.firstName}</p>
              <span className="text-sm text-slate-600">Stayed {formatStayMonth(review.stayMonth)}</span>
            </div>
            <StarRating rating={review.rating} />
            <p className="mt-2 whitespace-pre-line text-slate-800">{review.text}</p>
            {review.reply && (
              <div className="mt-3 border-l-4 border-brand-700 pl-3">
                <p className="text-sm font-semibold text-slate-900">Reply from the owner</p>
                <p className="whitespace-pre-line text-slate-800">{review.reply}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
