import { NO_RATES, type Hotel, type HotelSummary } from '@hillnest/domain';

/** A property as search results list it (the one every page test starts from); `overrides` change it. */
export function hotelSummary(overrides: Partial<HotelSummary> = {}): HotelSummary {
  return {
    _id: 'h1',
    name: 'Cedar Crest Residency',
    description: 'Two bedrooms above the Mall Road.',
    city: 'Shimla',
    country: 'India',
    type: 'Hill view apartment',
    pricePerNight: 4200,
    priceModel: 'perPerson',
    includedGuests: null,
    extraAdultPrice: 0,
    extraChildPrice: 0,
    cleaningFeePaise: 0,
    adultCount: 4,
    childCount: 2,
    starRating: 5,
    facilities: ['Elevator'],
    imageUrls: ['/uploads/hotels/a.webp'],
    ...overrides,
  };
}

/** The same property in full, as its detail page and the admin forms read it. */
export function hotelDetail(overrides: Partial<Hotel> = {}): Hotel {
  const imageUrls = overrides.imageUrls ?? hotelSummary().imageUrls;
  return {
    ...hotelSummary(),
    photos: imageUrls.map((url) => ({ url, caption: '', alt: '' })),
    amenities: ['Linen'],
    bookingdotcom: '',
    airbnb: '',
    makemytrip: '',
    googleTravels: '',
    agoda: '',
    latitude: null,
    longitude: null,
    bedrooms: null,
    bathrooms: null,
    beds: [],
    sizeSquareMetres: null,
    streetAddress: null,
    postalCode: null,
    extraAmenities: [],
    reviews: [],
    rates: NO_RATES,
    cancellationPolicy: 'standard',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
