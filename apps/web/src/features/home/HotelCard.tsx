import { Link } from 'react-router';
import { cleaningFeeNote, nightPriceLabel, type HomeHotelCard } from '@hillnest/domain';
import { MapPin } from 'lucide-react';
import { HotelImage } from '../../components/HotelImage';
import { ReviewScore } from '../../components/ReviewScore';
import { StarRating } from '../../components/StarRating';

/** A property tile of the home sections: picture, name, place, stars, verified reviews' figures and price, linking to the detail page. */
export function HotelCard({ hotel, sizes, headingLevel = 3 }: { hotel: HomeHotelCard; sizes: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <HotelImage url={hotel.imageUrls[0]} alt={hotel.name} sizes={sizes} className="aspect-[3/2] w-full" />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <StarRating rating={hotel.starRating} />
        <Heading className="font-semibold text-slate-900">
          {/* The whole card is clickable through this link's stretched area. */}
          <Link to={`/detail/${hotel._id}`} className="after:absolute after:inset-0 hover:underline">
            {hotel.name}
          </Link>
        </Heading>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4" />
          {hotel.city}, {hotel.country}
        </p>
        <ReviewScore reviews={hotel.reviews} />
        {/* Labelled by the price model, so a per-adult price never reads as the whole night's. */}
        <p className="mt-auto pt-1 text-sm font-semibold text-slate-900">
          {nightPriceLabel(hotel, hotel.pricePerNight)}
          {/* Stated before the booking page (docs/product/fees-and-extras.md). */}
          {hotel.cleaningFeePaise > 0 && (
            <span className="block font-normal text-slate-700">{cleaningFeeNote(hotel.cleaningFeePaise)}</span>
          )}
        </p>
      </div>
    </article>
  );
}
