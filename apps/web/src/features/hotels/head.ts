/**
 * The property page's head (docs/product/found-and-shared.md): what a shared link previews (photo,
 * name, place, rating, "from ₹X per night") and its structured data, per Google's documentation for
 * vacation rentals and lodging businesses. Loaded by the server only (routes.tsx).
 */
import {
  absoluteUrl,
  API_PATHS,
  breadcrumbList,
  clockTime,
  type Destination,
  destinationOf,
  destinationPath,
  formatNights,
  fromPricePerNight,
  type Hotel,
  type JsonLd,
  LIMITS,
  type PageHead,
  propertyPageTitle,
  paiseToRupees,
  plural,
  quoteStay,
  readStay,
  shareImagePath,
  shortDescription,
  type SiteConfig,
} from '@hillnest/domain';

const APARTMENT = /apartment|condo|flat|studio/i;

/** The head of /detail/{id}, with an Offer for the stay when the address names one (`search`). */
export function hotelHead(hotelId: string, search: URLSearchParams) {
  return (answers: Readonly<Record<string, unknown>>, origin: string): PageHead | undefined => {
    const hotel = answers[API_PATHS.hotel(hotelId)] as Hotel | undefined;
    if (!hotel) return undefined;
    const config = answers[API_PATHS.config] as SiteConfig | undefined;
    const destinations = (answers[API_PATHS.destinations] as Destination[] | undefined) ?? [];
    const destination = destinationOf(hotel, destinations);
    const place = `${hotel.city}, ${hotel.country}`;
    const stars = hotel.starRating > 0 ? ` · ${hotel.starRating}★` : '';
    const path = `/detail/${hotel._id}`;
    const url = absoluteUrl(origin, path);
    // A photo the owner described is an ImageObject with its caption (Google takes a URL or an ImageObject).
    const images = hotel.photos.map(({ url, caption, alt }) =>
      caption || alt
        ? {
            '@type': 'ImageObject',
            contentUrl: absoluteUrl(origin, url),
            ...(caption ? { caption } : {}),
            ...(alt ? { description: alt } : {}),
          }
        : absoluteUrl(origin, url),
    );
    const occupancy = hotel.adultCount + hotel.childCount;
    const lodging: JsonLd = {
      '@context': 'https://schema.org',
      '@type': APARTMENT.test(hotel.type) ? 'VacationRental' : 'LodgingBusiness',
      '@id': url,
      identifier: hotel._id,
      name: hotel.name,
      description: hotel.description,
      url,
      image: images,
      address: {
        '@type': 'PostalAddress',
        ...(hotel.streetAddress ? { streetAddress: hotel.streetAddress } : {}),
        addressLocality: hotel.city,
        ...(hotel.postalCode ? { postalCode: hotel.postalCode } : {}),
        addressCountry: hotel.country === 'India' ? 'IN' : hotel.country,
      },
      ...(hotel.latitude !== null && hotel.longitude !== null
        ? {
            latitude: hotel.latitude,
            longitude: hotel.longitude,
            geo: { '@type': 'GeoCoordinates', latitude: hotel.latitude, longitude: hotel.longitude },
          }
        : {}),
      amenityFeature: [...hotel.facilities, ...hotel.amenities, ...hotel.extraAmenities].map((name) => ({
        '@type': 'LocationFeatureSpecification',
        name,
        value: true,
      })),
      ...(config ? { checkinTime: clockTime(config.guests.checkInHours), checkoutTime: clockTime(config.guests.checkOutBy) } : {}),
      ...(hotel.starRating > 0 ? { starRating: { '@type': 'Rating', ratingValue: hotel.starRating } } : {}),
      priceRange: fromPricePerNight(hotel, hotel.pricePerNight),
      ...(config?.business.phone ? { telephone: config.business.phone } : {}),
      ...(hotel.bedrooms !== null ? { numberOfRooms: hotel.bedrooms } : {}),
      containsPlace: {
        '@type': 'Accommodation',
        additionalType: 'EntirePlace',
        occupancy: { '@type': 'QuantitativeValue', value: occupancy },
        ...(hotel.bedrooms !== null ? { numberOfBedrooms: hotel.bedrooms } : {}),
        ...(hotel.bathrooms !== null ? { numberOfBathroomsTotal: hotel.bathrooms } : {}),
        ...(hotel.beds.length > 0
          ? { bed: hotel.beds.map((bed) => ({ '@type': 'BedDetails', typeOfBed: bed.type, numberOfBeds: bed.count })) }
          : {}),
        ...(hotel.sizeSquareMetres !== null
          ? { floorSize: { '@type': 'QuantitativeValue', value: hotel.sizeSquareMetres, unitCode: 'MTK' } }
          : {}),
      },
      ...offerFor(hotel, search, config, url),
    };
    const crumbs = [
      { name: 'Home', path: '/' },
      ...(destination ? [{ name: destination.name, path: destinationPath(destination.slug) }] : []),
      { name: hotel.name, path },
    ];
    return {
      title: propertyPageTitle(hotel),
      description: shortDescription(
        `${hotel.name} in ${place}${stars} · ${fromPricePerNight(hotel, hotel.pricePerNight)}. ${hotel.description}`,
      ),
      image: shareImagePath(hotel.imageUrls[0]),
      type: 'place',
      canonicalPath: path,
      jsonLd: [lodging, breadcrumbList(origin, crumbs)],
    };
  };
}

/** With dates in the address: an Offer at the stay's price, from the one price rule. */
function offerFor(hotel: Hotel, search: URLSearchParams, config: SiteConfig | undefined, url: string): JsonLd {
  if (!config || !search.get('checkIn')) return {};
  // Read as the booking page reads its address: unusable values fall back to tonight, one night, 1 adult.
  const bounds = { minAdults: 1, maxAdults: LIMITS.maxAdults, maxChildren: LIMITS.maxChildren, maxInfants: LIMITS.maxInfants };
  const stay = readStay((field) => search.get(field), config.today, bounds);
  const quote = quoteStay({
    pricePerNight: hotel.pricePerNight,
    rates: hotel.rates,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: { adultCount: stay.adultCount, childCount: stay.childCount },
    today: config.today,
  });
  return {
    makesOffer: {
      '@type': 'Offer',
      url: `${url}?${new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut, adultCount: String(stay.adultCount), childCount: String(stay.childCount) }).toString()}`,
      price: paiseToRupees(quote.totalPaise).toFixed(2),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      validFrom: config.today,
      description: `${formatNights(quote.nights)} from ${stay.checkIn} for ${plural(stay.adultCount, 'adult')}`,
    },
  };
}
