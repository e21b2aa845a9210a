import { destinationOf, destinationPath, OUTSIDE_LINKS, propertyPageTitle, type Hotel } from '@hillnest/domain';
import { ArrowLeft, ExternalLink, MapPin } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { ApiError } from '../../lib/api';
import { useDestinations } from '../destinations/api';
import { useHotel } from './api';
import { BookingBlock } from './BookingBlock';
import { GoodToKnow } from './GoodToKnow';
import { PhotoMosaic } from './PhotoMosaic';
import { FeatureGrid, PlaceDetails } from './PropertyFeatures';
import { PropertyReviews } from '../reviews/PropertyReviews';
import { StarRating } from '../../components/StarRating';
import { PageTitle } from '../../components/PageTitle';

/** Home › the property's destination (its page) › the property. */
function Breadcrumb({ hotel }: { hotel: Hotel }) {
  const { data: destinations = [] } = useDestinations();
  const destination = destinationOf(hotel, destinations);
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className="text-brand-800 underline-offset-4 hover:underline">
            Home
          </Link>
        </li>
        {destination && (
          <li>
            <span aria-hidden="true">› </span>
            <Link to={destinationPath(destination.slug)} className="text-brand-800 underline-offset-4 hover:underline">
              {destination.name}
            </Link>
          </li>
        )}
        <li aria-current="page">
          <span aria-hidden="true">› </span>
          {hotel.name}
        </li>
      </ol>
    </nav>
  );
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      aria-label="Back"
      onClick={() => {
        // React Router numbers its history entries: go back when there is a page of ours to go back to.
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) void navigate(-1);
        else void navigate('/search');
      }}
      className="rounded-full p-2 text-slate-800 hover:bg-slate-100"
    >
      <ArrowLeft aria-hidden="true" className="size-6" />
    </button>
  );
}

function OutsideLinks({ hotel }: { hotel: Hotel }) {
  const links = OUTSIDE_LINKS.filter((link) => hotel[link.key]);
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="outside-heading" className="rounded-2xl border border-slate-200 p-5">
      <h2 id="outside-heading" className="font-bold text-slate-900">
        Also listed on
      </h2>
      <ul className="mt-2 space-y-1">
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={hotel[link.key]}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-brand-800 underline-offset-4 hover:underline"
            >
              {link.label}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NotFound() {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-16 text-center">
      <PageTitle title="Property not found" />
      <h1 className="text-2xl font-bold text-slate-900">This property is not available</h1>
      <p className="mt-2 text-slate-700">It may have been removed, or the link is wrong.</p>
      <Link to="/search" className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        Search all properties
      </Link>
    </section>
  );
}

/** /detail/{hotelId} (docs/product/property-detail.md). */
export function DetailPage() {
  const { hotelId } = useParams();
  const { data: hotel, error, isPending } = useHotel(hotelId);
  // The owner's own amenities follow the fixed list's.
  const amenities = useMemo(
    () => [...[...(hotel?.amenities ?? [])].sort((a, b) => a.length - b.length), ...(hotel?.extraAmenities ?? [])],
    [hotel],
  );

  if (isPending) return <Loading />;
  if (error instanceof ApiError && error.status === 404) return <NotFound />;
  if (!hotel) {
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-red-700">
        Error fetching Hotels. Please try again.
      </p>
    );
  }

  return (
    <article className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6">
      <PageTitle title={propertyPageTitle(hotel)} />
      <Breadcrumb hotel={hotel} />
      <div className="flex items-start gap-2">
        <BackButton />
        <div>
          <StarRating rating={hotel.starRating} className="h-5" />
          <h1 className="text-3xl font-bold text-slate-900">{hotel.name}</h1>
          <p className="mt-1 flex items-center gap-1 text-slate-700">
            <MapPin aria-hidden="true" className="size-4" />
            {hotel.city}, {hotel.country} · {hotel.type}
          </p>
        </div>
      </div>

      <PhotoMosaic photos={hotel.photos} name={hotel.name} />

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-8">
          <FeatureGrid id="facilities-heading" title="Facilities" items={hotel.facilities} />
          <PlaceDetails hotel={hotel} />
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-xl font-bold text-slate-900">
              About this property
            </h2>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-800">{hotel.description}</p>
          </section>
          <FeatureGrid id="amenities-heading" title="Amenities" items={amenities} />
          <GoodToKnow hotel={hotel} />
          <PropertyReviews hotel={hotel} />
        </div>
        <div className="space-y-4 lg:sticky lg:top-4 lg:self-start">
          <BookingBlock hotel={hotel} />
          <OutsideLinks hotel={hotel} />
        </div>
      </div>
    </article>
  );
}
