/**
 * Properties: the hotel form's messages (docs/product/admin.md) and the shapes the API returns. The form's schema
 * is in hotel-schemas.ts, so a page that only shows properties never downloads zod.
 */
import { LIMITS, type BedType, type PriceModel, type REVIEW_PLATFORMS } from './constants';
import { MESSAGES } from './auth';
import type { Rates } from './rates';
import type { CancellationPolicy } from './refund';

/** A guest review shown on a property (what hotelReviewSchema in hotel-schemas.ts reads). */
export interface HotelReview {
  name: string;
  rating: number;
  platform: (typeof REVIEW_PLATFORMS)[number];
  review: string;
}

export const HOTEL_MESSAGES = {
  required: MESSAGES.required,
  priceMin: 'Price per night must be at least 1',
  adultMin: 'There must be at least one adult',
  childMin: 'Children cannot be negative',
  starRange: `Star rating must be between ${LIMITS.minStarRating} and ${LIMITS.maxStarRating}`,
  wholeNumber: 'Please enter a whole number',
  facilityRequired: 'At least one facility is required',
  amenityRequired: 'At least one amenity is required',
  imageRequired: 'At least one image should be added',
  /** The specification's text, while Settings → Site "Photos per property" is its default (imageMaxMessage names another). */
  imageMax: imageMaxMessage(LIMITS.defaultImagesPerHotel),
  link: 'Please enter a link starting with http:// or https://',
  unknownType: 'Please choose a property type from the list',
  unknownFacility: 'Unknown facility',
  unknownAmenity: 'Unknown amenity',
  reviews: 'Reviews could not be read',
  number: 'Please enter a number',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  coordinatesPair: 'Please enter both latitude and longitude, or neither',
  imageOrder: 'The image order must list each kept and new image once',
  priceModel: 'Please choose how the price is charged',
  includedGuestsRequired: 'Please enter how many guests the price includes',
  includedGuestsRange: `Included guests must be between 1 and ${LIMITS.maxIncludedGuests}`,
  includedGuestsMax: 'Included guests cannot be more than the adults and children the property takes',
  extraPrice: 'An extra guest fee must be a whole number of rupees from 0 to 10,000,000',
} as const;

/** A kind of bed and how many of it the property has. */
export interface Bed {
  type: BedType;
  count: number;
}

/** '2 Double beds, 1 Sofa bed, 2 Floor mattresses' */
export function bedsText(beds: readonly Bed[]): string {
  return beds
    .map(({ type, count }) => {
      const noun = /(bed|mattress)$/.test(type) ? type : `${type} bed`;
      return `${count} ${count === 1 ? noun : noun.endsWith('s') ? `${noun}es` : `${noun}s`}`;
    })
    .join(', ');
}

export function imageMaxMessage(limit: number): string {
  return `Total number of images cannot be more than ${limit}`;
}

/**
 * Whether a save adding `added` new images, for `total` in all, goes over the owner's limit (Settings →
 * Site "Photos per property"). A property kept above a lowered limit keeps its photos (and may remove
 * or reorder them) but adds none until it is under the limit.
 */
export function imagesOverLimit(total: number, added: number, limit: number): boolean {
  return total > LIMITS.maxImagesPerHotel || (added > 0 && total > limit);
}

/** The message for a property holding this many images in total (kept plus `added` new), or null when fine. */
export function imageCountProblem(total: number, limit: number = LIMITS.defaultImagesPerHotel, added = total): string | null {
  if (total < LIMITS.minImagesPerHotel) return HOTEL_MESSAGES.imageRequired;
  if (imagesOverLimit(total, added, limit)) return imageMaxMessage(Math.min(limit, LIMITS.maxImagesPerHotel));
  return null;
}

/** A photo of a property with the owner's caption and alternative text (each '' when not given). */
export interface HotelPhoto {
  url: string;
  caption: string;
  alt: string;
}

/** What a photo says to those who cannot see it: the owner's alt text, else the property's name and the photo's place. */
export function photoAlt(photo: Pick<HotelPhoto, 'alt'> | undefined, name: string, index: number): string {
  return photo?.alt || `${name}, photo ${index + 1}`;
}

/** How the image order names the N-th new file of the form (0-based), beside the URLs of kept images. */
export const newImageToken = (index: number) => `new:${index}`;

/**
 * The property's images in the order chosen in the form (first = cover): `order` lists each kept URL
 * and each new file's token once. An empty order means the kept images, then the new ones. Null when
 * the order names something else, misses one or repeats one.
 */
export function orderedImages(order: readonly string[], kept: readonly string[], added: readonly string[]): string[] | null {
  if (order.length === 0) return [...kept, ...added];
  const byToken = new Map<string, string>([
    ...kept.map((url) => [url, url] as const),
    ...added.map((url, i) => [newImageToken(i), url] as const),
  ]);
  if (order.length !== byToken.size || new Set(order).size !== order.length) return null;
  const result = order.map((token) => byToken.get(token));
  return result.every((url) => url !== undefined) ? (result as string[]) : null;
}

/** The outside travel sites a property may link to, in display order. */
export const OUTSIDE_LINKS = [
  { key: 'bookingdotcom', label: 'Booking.com' },
  { key: 'airbnb', label: 'Airbnb' },
  { key: 'makemytrip', label: 'MakeMyTrip' },
  { key: 'googleTravels', label: 'Google Travel' },
  { key: 'agoda', label: 'Agoda' },
] as const;
export type OutsideLinkKey = (typeof OUTSIDE_LINKS)[number]['key'];

/** A property as GET /api/hotels/{id} and the admin calls return it (docs/product/api.md names). */
export interface Hotel {
  _id: string;
  name: string;
  description: string;
  city: string;
  country: string;
  type: string;
  pricePerNight: number;
  /** How the price is charged (docs/product/booking-and-payment.md): per person per night, or per property per night. */
  priceModel: PriceModel;
  /** 'perProperty': the guests (adults and children) the night price covers; null for 'perPerson'. */
  includedGuests: number | null;
  /** 'perProperty': whole rupees per night for each adult, and each child, beyond includedGuests (0 for 'perPerson'). */
  extraAdultPrice: number;
  extraChildPrice: number;
  /** The cleaning fee charged once per stay, paise (0: none); cards and the property page state it before checkout (docs/product/fees-and-extras.md). */
  cleaningFeePaise: number;
  adultCount: number;
  childCount: number;
  starRating: number;
  facilities: string[];
  amenities: string[];
  imageUrls: string[];
  /** The same photos, in the same order, with their captions and alt texts. */
  photos: HotelPhoto[];
  bookingdotcom: string;
  airbnb: string;
  makemytrip: string;
  googleTravels: string;
  agoda: string;
  /** Where the property is (degrees), or null when the owner gave no coordinates; both or neither. */
  latitude: number | null;
  longitude: number | null;
  /** Richer listing (all optional: null or empty when the owner gave none). */
  bedrooms: number | null;
  bathrooms: number | null;
  beds: Bed[];
  sizeSquareMetres: number | null;
  streetAddress: string | null;
  /** Six-digit Indian PIN code. */
  postalCode: string | null;
  /** The owner's own amenities beside the fixed lists. */
  extraAmenities: string[];
  reviews: HotelReview[];
  /** Weekend and season prices, minimum stays and discounts; NO_RATES when the owner set none. */
  rates: Rates;
  /** The owner's cancellation policy for new bookings (docs/product/cancellations.md). */
  cancellationPolicy: CancellationPolicy;
  createdAt: string;
  updatedAt: string;
}

/** What a property card needs: lists (home, search results, admin) return this lighter shape. */
export type HotelSummary = Pick<
  Hotel,
  | '_id'
  | 'name'
  | 'description'
  | 'city'
  | 'country'
  | 'type'
  | 'pricePerNight'
  | 'priceModel'
  | 'includedGuests'
  | 'extraAdultPrice'
  | 'extraChildPrice'
  | 'cleaningFeePaise'
  | 'adultCount'
  | 'childCount'
  | 'starRating'
  | 'facilities'
  | 'imageUrls'
>;

/** A property's verified reviews in figures (reviews.ts): the average of those shown, one decimal, and their count. */
export interface ReviewFigures {
  average: number;
  count: number;
}

/** A home page card: the property and its reviews' figures (null without reviews). */
export type HomeHotelCard = HotelSummary & { reviews: ReviewFigures | null };

/** GET /api/hotels: the home page's lists. */
export interface HomeHotels {
  latestHotels: HomeHotelCard[];
  bestRatedHotels: HomeHotelCard[];
  mostBookedHotels: HomeHotelCard[];
}

export const HOME_LIST_SIZES = {
  /** 5 per row wide, 4 narrow: one row either way. */
  latestHotels: 5,
  /** 3 per row wide (2 narrow), two rows. */
  bestRatedHotels: 6,
  mostBookedHotels: 5,
} as const;

export interface Pagination {
  total: number;
  page: number;
  pages: number;
}

export interface Paginated<T> {
  data: T[];
  pagination: Pagination;
}

/** A list that answers a page when asked with `?page` and a plain array otherwise. */
export type ListOrPage<T> = Paginated<T> | T[];
