import {
  formatStayMonth,
  type Hotel,
  plural,
  type PropertyReviews as Figures,
  REVIEW_ASPECT_LABELS,
  REVIEW_ASPECTS,
  REVIEW_PLATFORMS,
} from '@hillnest/domain';
import { useMemo, useState } from 'react';
import { StarRating } from '../../components/StarRating';
import { usePropertyReviews } from './api';

type OutsidePlatform = (typeof REVIEW_PLATFORMS)[number];
type PlatformFilter = 'all' | 'site' | OutsidePlatform;
type Order = 'rating' | 'newest';

/** The property's own link on each outside platform whose reviews the owner may copy in. */
const PLATFORM_LINK: Record<OutsidePlatform, 'googleTravels' | 'airbnb' | 'makemytrip'> = {
  Google: 'googleTravels',
  airbnb: 'airbnb',
  makemytrip: 'makemytrip',
};

/** One entry of the list: a verified review from a stay here, or one the owner copied from an outside platform. */
interface Entry {
  key: string;
  name: string;
  rating: number;
  text: string;
  /** Where it was written: this site (verified) or the outside platform. */
  source: PlatformFilter;
  /** The month of the stay, for a verified review. */
  stayMonth: string | null;
  createdAt: string | null;
  reply: string | null;
}

/**
 * The property page's one reviews section, "Guest Reviews" (docs/product/property-detail.md): the
 * verified reviews of guests who stayed (average, count, distribution, sub-ratings, the owner's
 * replies) beside the reviews the owner copied from outside platforms, sorted by rating or newest and
 * filterable by platform ("This site" and the outside platforms whose links the owner set, or whose
 * reviews the owner copied). Nothing when there are no reviews of either kind.
 */
export function PropertyReviews({ hotel }: { hotel: Pick<Hotel, '_id' | 'reviews' | 'googleTravels' | 'airbnb' | 'makemytrip'> }) {
  const { data } = usePropertyReviews(hotel._id);
  const [platform, setPlatform] = useState<PlatformFilter>('all');
  const [order, setOrder] = useState<Order>('rating');
  const entries = useMemo(() => {
    const verified: Entry[] = (data?.reviews ?? []).map((review) => ({
      key: review._id,
      name: review.firstName,
      rating: review.rating,
      text: review.text,
      source: 'site',
      stayMonth: review.stayMonth,
      createdAt: review.createdAt,
      reply: review.reply,
    }));
    const copied: Entry[] = hotel.reviews.map((review, index) => ({
      key: `outside-${index}`,
      name: review.name,
      rating: review.rating,
      text: review.review,
      source: review.platform,
      stayMonth: null,
      createdAt: null,
      reply: null,
    }));
    return [...verified, ...copied];
  }, [data, hotel.reviews]);
  const shown = useMemo(() => {
    // Copied reviews have no date: "Newest" lists them after the dated ones.
    const byNewest = (a: Entry, b: Entry) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '');
    return entries
      .filter((entry) => platform === 'all' || entry.source === platform)
      .sort(order === 'rating' ? (a, b) => b.rating - a.rating || byNewest(a, b) : (a, b) => byNewest(a, b) || b.rating - a.rating);
  }, [entries, platform, order]);
  if (entries.length === 0) return null;
  const outside = REVIEW_PLATFORMS.filter((name) => hotel[PLATFORM_LINK[name]] || hotel.reviews.some((r) => r.platform === name));
  const filters: { value: PlatformFilter; label: string }[] = [
    { value: 'all', label: 'All' },
    { value: 'site', label: 'This site' },
    ...outside.map((name) => ({ value: name, label: name })),
  ];
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <h2 id="reviews-heading" className="text-xl font-bold text-slate-900">
        Guest Reviews
      </h2>
      {data && data.count > 0 && <VerifiedFigures figures={data} />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Filter reviews by platform" className="flex flex-wrap gap-2">
          {filters.map((filter) => (
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
      </div>
      {shown.length === 0 ? (
        <p className="text-slate-700">
          {platform === 'site' ? 'No reviews from guests who stayed here yet.' : `No reviews from ${platform} yet.`}
        </p>
      ) : (
        <ul aria-label="Reviews" className="space-y-3">
          {shown.map((entry) => (
            <li key={entry.key} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">{entry.name}</p>
                <span className="text-sm text-slate-600">
                  {entry.stayMonth ? `Stayed ${formatStayMonth(entry.stayMonth)} · verified stay` : `on ${entry.source}`}
                </span>
              </div>
              <StarRating rating={entry.rating} />
              <p className="mt-2 whitespace-pre-line text-slate-800">{entry.text}</p>
              {entry.reply && (
                <div className="mt-3 border-l-4 border-brand-700 pl-3">
                  <p className="text-sm font-semibold text-slate-900">Reply from the owner</p>
                  <p className="whitespace-pre-line text-slate-800">{entry.reply}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The verified reviews in figures: average and count, the distribution of ratings and the sub-ratings. */
function VerifiedFigures({ figures }: { figures: Figures }) {
  return (
    <div className="space-y-3">
      <p className="text-lg font-semibold text-slate-900">
        {figures.average} out of 5 · {plural(figures.count, 'review')} from guests who stayed
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        <ul aria-label="Ratings" className="space-y-1 text-sm text-slate-800">
          {[5, 4, 3, 2, 1].map((stars) => (
            <li key={stars} className="flex items-center gap-2">
              <span className="w-12">{stars} stars</span>
              <span className="h-2 flex-1 rounded bg-slate-200">
                <span
                  className="block h-2 rounded bg-amber-400"
                  style={{ width: `${(100 * figures.distribution[stars - 1]!) / figures.count}%` }}
                />
              </span>
              <span className="w-6 text-right">{figures.distribution[stars - 1]}</span>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-800">
          {REVIEW_ASPECTS.filter((aspect) => figures.aspects[aspect] !== null).map((aspect) => (
            <div key={aspect} className="flex justify-between">
              <dt>{REVIEW_ASPECT_LABELS[aspect]}</dt>
              <dd className="font-semibold">{figures.aspects[aspect]}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
