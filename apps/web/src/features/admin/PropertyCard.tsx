import { formatRupees, type HotelSummary } from '@hillnest/domain';
import { BedDouble, Building2, IndianRupee, MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { HotelImage } from '../../components/HotelImage';

/** An administrator's view of a property: its facts at a glance, with the actions given. */
export function PropertyCard({ hotel, actions, showImage = false }: { hotel: HotelSummary; actions: ReactNode; showImage?: boolean }) {
  const facts = [
    { Icon: MapPin, text: `${hotel.city}, ${hotel.country}` },
    { Icon: Building2, text: hotel.type },
    { Icon: IndianRupee, text: `${formatRupees(hotel.pricePerNight)} per night` },
    { Icon: BedDouble, text: `${hotel.adultCount} adults, ${hotel.childCount} children` },
    { Icon: Star, text: `${hotel.starRating} Star Rating` },
  ];
  return (
    <article aria-label={hotel.name} className="flex flex-col gap-3 rounded-xl border border-slate-300 bg-white p-5">
      {showImage && (
        <HotelImage
          url={hotel.imageUrls[0]}
          alt=""
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-[3/2] w-full rounded-lg"
        />
      )}
      <h2 className="text-xl font-bold text-slate-900">{hotel.name}</h2>
      <p className="line-clamp-3 text-slate-700">{hotel.description}</p>
      <ul className="flex flex-wrap gap-2">
        {facts.map(({ Icon, text }) => (
          <li key={text} className="inline-flex items-center gap-2 rounded-md border border-slate-200 px-3 py-1.5 text-sm text-slate-800">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {text}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap justify-end gap-2">{actions}</div>
    </article>
  );
}
