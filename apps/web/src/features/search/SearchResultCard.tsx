import { Link } from 'react-router';
import { formatPaise, formatRupees, type SearchResult, LEAD_IMAGE_SIZES } from '@hillnest/domain';
import { MapPin } from 'lucide-react';
import type { ImagePriority } from '../../components/imageLoading';
import { HotelImage } from '../../components/HotelImage';
import { StarRating } from '../../components/StarRating';

const SHOWN_FACILITIES = 3;

/**
 * One search result: first image, name, place, type, stars, price per night (and, for a search with
 * dates, the stay's total), a few facilities.
 */
export function SearchResultCard({ hotel, imagePriority, nights }: { hotel: SearchResult; imagePriority: ImagePriority; nights?: number }) {
  return (
    <article className="grid overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Photo hotelId={hotel._id} url={hotel.imageUrls[0]} priority={imagePriority} />
      <div className="flex flex-col gap-2 p-4">
        <Summary hotel={hotel} />
        <div className="mt-auto flex items-end justify-between gap-4 pt-2">
          <div>
            <p className="text-slate-700">
              <span className="text-lg font-bold text-slate-900">{formatRupees(hotel.pricePerNight)}</span> per night
            </p>
            {hotel.stayTotalPaise !== undefined && nights !== undefined && (
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{formatPaise(hotel.stayTotalPaise)}</span> total for {nights}{' '}
                {nights === 1 ? 'night' : 'nights'}
              </p>
            )}
          </div>
          <Link
            to={`/detail/${hotel._id}`}
            aria-label={`View more about ${hotel.name}`}
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            View More
          </Link>
        </div>
      </div>
    </article>
  );
}

interface PhotoProps {
  hotelId: string;
  url: string | undefined;
  priority: ImagePriority;
}

/** The photo opens the property too (for pointers and touch; keyboards have the name and View More). */
function Photo({ hotelId, url, priority }: PhotoProps) {
  return (
    <Link to={`/detail/${hotelId}`} tabIndex={-1} aria-hidden="true" className="block">
      <HotelImage
        url={url}
        alt=""
        sizes={LEAD_IMAGE_SIZES.searchResult}
        priority={priority}
        className="aspect-[3/2] size-full sm:aspect-auto sm:min-h-56"
      />
    </Link>
  );
}

/** Stars and type, name, place, description and the first facilities: what the property says of itself. */
function Summary({ hotel }: { hotel: SearchResult }) {
  const more = hotel.facilities.length - SHOWN_FACILITIES;
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating rating={hotel.starRating} />
        <span className="text-sm text-slate-600">{hotel.type}</span>
      </div>
      <h2 className="text-xl font-bold text-slate-900">
        <Link to={`/detail/${hotel._id}`} className="hover:underline">
          {hotel.name}
        </Link>
      </h2>
      <p className="flex items-center gap-1 text-sm text-slate-700">
        <MapPin aria-hidden="true" className="size-4" />
        {hotel.city}, {hotel.country}
      </p>
      <p className="line-clamp-2 text-sm text-slate-700">{hotel.description}</p>
      <ul aria-label="Facilities" className="flex flex-wrap gap-1.5">
        {hotel.facilities.slice(0, SHOWN_FACILITIES).map((facility) => (
          <li key={facility} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-800">
            {facility}
          </li>
        ))}
        {more > 0 && <li className="px-1 py-1 text-xs text-slate-600">+{more} more</li>}
      </ul>
    </>
  );
}
