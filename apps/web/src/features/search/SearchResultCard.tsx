import { Link } from 'react-router';
import {
  addDays,
  averagePerNightPaise,
  cleaningFeeIncludedNote,
  cleaningFeeNote,
  detailPath,
  formatNights,
  formatPaise,
  LEAD_IMAGE_SIZES,
  minimumStayNote,
  nightPriceLabel,
  nightsBetween,
  type SearchQuery,
  searchQueryString,
  type SearchResult,
} from '@hillnest/domain';
import { MapPin } from 'lucide-react';
import type { ImagePriority } from '../../components/imageLoading';
import { HotelImage } from '../../components/HotelImage';
import { ReviewScore } from '../../components/ReviewScore';
import { StarRating } from '../../components/StarRating';
import { useGstPriceNote } from '../../lib/siteConfig';

const SHOWN_FACILITIES = 3;

/**
 * One search result: first image, name, place, type, stars, its price, a few facilities. With dates the
 * price is the stay's total for the searched party with the cleaning fee, and its average per night (the
 * number the price sort uses); a property whose minimum stay is longer says so and offers that search.
 * Without dates, the "from" price of one night, labelled by the property's price model, and the cleaning
 * fee beside it (docs/product/fees-and-extras.md: no fee is met first at checkout).
 */
export function SearchResultCard({
  hotel,
  imagePriority,
  query,
}: {
  hotel: SearchResult;
  imagePriority: ImagePriority;
  query?: SearchQuery;
}) {
  const stay = query?.checkIn && query.checkOut ? { checkIn: query.checkIn, checkOut: query.checkOut } : null;
  const to = detailPath(hotel._id, stay && { ...stay, adultCount: query?.adultCount, childCount: query?.childCount });
  return (
    <article className="grid overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Photo to={to} url={hotel.imageUrls[0]} priority={imagePriority} />
      <div className="flex flex-col gap-2 p-4">
        <Summary hotel={hotel} to={to} />
        <div className="mt-auto flex items-end justify-between gap-4 pt-2">
          <Price hotel={hotel} query={stay && query ? { ...query, ...stay } : undefined} />
          <Link
            to={to}
            aria-label={`View more about ${hotel.name}`}
            className="shrink-0 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            View More
          </Link>
        </div>
      </div>
    </article>
  );
}

function Price({ hotel, query }: { hotel: SearchResult; query: (SearchQuery & { checkIn: string; checkOut: string }) | undefined }) {
  const gstNote = useGstPriceNote();
  if (!query || hotel.stayTotalPaise === undefined) {
    return (
      <p className="text-slate-700" data-testid="card-price">
        <span className="text-sm">from </span>
        <span className="font-bold text-slate-900">{nightPriceLabel(hotel, hotel.fromPricePerNight ?? hotel.pricePerNight)}</span>
        {gstNote && <span className="text-sm"> {gstNote}</span>}
        {hotel.cleaningFeePaise > 0 && <span className="block text-sm">{cleaningFeeNote(hotel.cleaningFeePaise)}</span>}
      </p>
    );
  }
  const nights = hotel.minimumNights ?? nightsBetween(query.checkIn, query.checkOut);
  return (
    <div data-testid="card-price">
      {hotel.minimumNights !== undefined && (
        <p className="text-sm font-semibold text-amber-800">
          {minimumStayNote(hotel.minimumNights, query.checkIn)}
          {' · '}
          <Link
            to={`/search?${searchQueryString({ ...query, checkOut: addDays(query.checkIn, hotel.minimumNights), page: 1 })}`}
            className="text-brand-800 underline underline-offset-4"
          >
            Search {hotel.minimumNights} nights
          </Link>
        </p>
      )}
      <p className="text-slate-700">
        <span className="text-lg font-bold text-slate-900" data-testid="stay-total">
          {formatPaise(hotel.stayTotalPaise)}
        </span>{' '}
        total for {formatNights(nights)}
        {gstNote && ` ${gstNote}`}
      </p>
      {hotel.cleaningFeePaise > 0 && <p className="text-sm text-slate-700">{cleaningFeeIncludedNote(hotel.cleaningFeePaise)}</p>}
      <p className="text-sm text-slate-700">{formatPaise(averagePerNightPaise(hotel.stayTotalPaise, nights))} per night on average</p>
    </div>
  );
}

interface PhotoProps {
  to: string;
  url: string | undefined;
  priority: ImagePriority;
}

/** The photo opens the property too (for pointers and touch; keyboards have the name and View More). */
function Photo({ to, url, priority }: PhotoProps) {
  return (
    <Link to={to} tabIndex={-1} aria-hidden="true" className="block">
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

/** Stars and type, name, place, the verified reviews' figures, description and the first facilities. */
function Summary({ hotel, to }: { hotel: SearchResult; to: string }) {
  const more = hotel.facilities.length - SHOWN_FACILITIES;
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating rating={hotel.starRating} />
        <span className="text-sm text-slate-600">{hotel.type}</span>
      </div>
      <h2 className="text-xl font-bold text-slate-900">
        <Link to={to} className="hover:underline">
          {hotel.name}
        </Link>
      </h2>
      <p className="flex items-center gap-1 text-sm text-slate-700">
        <MapPin aria-hidden="true" className="size-4" />
        {hotel.city}, {hotel.country}
      </p>
      <ReviewScore reviews={hotel.reviews} />
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
