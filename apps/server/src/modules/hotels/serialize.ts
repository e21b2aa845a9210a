import {
  API,
  NO_RATES,
  type CancellationPolicy,
  type Hotel,
  type HotelReview,
  type HotelSummary,
  type Pagination,
  type ReviewFigures,
  type SearchResult,
} from '@hillnest/domain';
import { hotels } from '../../db/schema';
import { jsonWriterOf } from '../../lib/read-cache';

export type HotelRow = typeof hotels.$inferSelect;

/** A property as the API shows it (docs/product/api.md names); internal columns stay inside. */
export function toHotelResponse(row: HotelRow): Hotel {
  return {
    ...toHotelSummary(row),
    photos: row.imageUrls.map((url) => ({ url, caption: row.imageTexts[url]?.caption ?? '', alt: row.imageTexts[url]?.alt ?? '' })),
    amenities: row.amenities,
    bookingdotcom: row.bookingdotcom ?? '',
    airbnb: row.airbnb ?? '',
    makemytrip: row.makemytrip ?? '',
    googleTravels: row.googleTravels ?? '',
    agoda: row.agoda ?? '',
    latitude: row.latitude,
    cancellationPolicy: row.cancellationPolicy as CancellationPolicy,
    longitude: row.longitude,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    beds: row.beds,
    sizeSquareMetres: row.sizeSquareMetres,
    streetAddress: row.streetAddress,
    postalCode: row.postalCode,
    extraAmenities: row.extraAmenities,
    // Only reviews validated by the hotel form are ever stored.
    reviews: row.reviews as HotelReview[],
    rates: row.rates ?? NO_RATES,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type HotelResponse = Hotel;

/** The columns a property card needs: lists select only these (no reviews, amenities or links). */
export const summaryColumns = {
  id: hotels.id,
  name: hotels.name,
  description: hotels.description,
  city: hotels.city,
  country: hotels.country,
  type: hotels.type,
  pricePerNight: hotels.pricePerNight,
  priceModel: hotels.priceModel,
  includedGuests: hotels.includedGuests,
  extraAdultPrice: hotels.extraAdultPrice,
  extraChildPrice: hotels.extraChildPrice,
  cleaningFeePaise: hotels.cleaningFeePaise,
  adultCount: hotels.adultCount,
  childCount: hotels.childCount,
  starRating: hotels.starRating,
  facilities: hotels.facilities,
  imageUrls: hotels.imageUrls,
  /** Not shown on cards: what a dated search prices the stay with. */
  rates: hotels.rates,
};

/** A booking's property as the API shows it (BookingHotelSummary): what the bookings lists select beside each booking. */
export const bookingHotelColumns = {
  _id: hotels.id,
  name: hotels.name,
  type: hotels.type,
  city: hotels.city,
  country: hotels.country,
  starRating: hotels.starRating,
  imageUrls: hotels.imageUrls,
};

export type HotelSummaryRow = { [K in keyof typeof summaryColumns]: HotelRow[K] };

export function toHotelSummary(row: HotelSummaryRow): HotelSummary {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    city: row.city,
    country: row.country,
    type: row.type,
    pricePerNight: row.pricePerNight,
    priceModel: row.priceModel,
    includedGuests: row.includedGuests,
    extraAdultPrice: row.extraAdultPrice,
    extraChildPrice: row.extraChildPrice,
    cleaningFeePaise: row.cleaningFeePaise,
    adultCount: row.adultCount,
    childCount: row.childCount,
    starRating: row.starRating,
    facilities: row.facilities,
    imageUrls: row.imageUrls,
  };
}

/**
 * Each row's card and its JSON, made once per row: rows are never changed (a change to the catalogue loads new rows),
 * and a search answers cards of the same rows again and again.
 */
const summaryOf = new WeakMap<HotelSummaryRow, HotelSummary>();
const cardJsonOf = new WeakMap<HotelSummaryRow, string>();

/** toHotelSummary, once per row. */
export function hotelSummaryOf(row: HotelSummaryRow): HotelSummary {
  let summary = summaryOf.get(row);
  if (!summary) summaryOf.set(row, (summary = toHotelSummary(row)));
  return summary;
}

const searchPageSchema = API['GET /api/hotels/search'].response;
/** A card as written once per row: the search's own fields (prices, reviews' figures) are added per search. */
const searchCardSchema = searchPageSchema.shape.data.element.omit({ reviews: true });

/** What a search adds to a card: the stay's total (and minimum stay), or the "from" price; and where it is, when known. */
export type SearchPrice = Pick<SearchResult, 'stayTotalPaise' | 'minimumNights' | 'fromPricePerNight' | 'latitude' | 'longitude'>;

/**
 * A search page's JSON, as its response schema writes it (public-reads.test.ts compares them), from each row's card
 * JSON written once: writing ten cards afresh was a sixth of a one-off search's time. The search's
 * prices are the card's last fields, in the schema's order.
 */
export function searchPageJson(
  rows: readonly HotelSummaryRow[],
  prices: readonly SearchPrice[],
  reviews: readonly (ReviewFigures | null)[],
  pagination: Pagination,
): string {
  const writeCard = jsonWriterOf(searchCardSchema);
  const cards = rows.map((row, index) => {
    let card = cardJsonOf.get(row);
    if (card === undefined) cardJsonOf.set(row, (card = writeCard(hotelSummaryOf(row))));
    const { stayTotalPaise, minimumNights, fromPricePerNight, latitude, longitude } = prices[index]!;
    let added = '';
    if (stayTotalPaise !== undefined) added += `,"stayTotalPaise":${stayTotalPaise}`;
    if (minimumNights !== undefined) added += `,"minimumNights":${minimumNights}`;
    if (fromPricePerNight !== undefined) added += `,"fromPricePerNight":${fromPricePerNight}`;
    // Numbers only: written as they are.
    const figures = reviews[index];
    added += figures ? `,"reviews":{"average":${figures.average},"count":${figures.count}}` : ',"reviews":null';
    if (typeof latitude === 'number' && typeof longitude === 'number') added += `,"latitude":${latitude},"longitude":${longitude}`;
    return `${card.slice(0, -1)}${added}}`;
  });
  // The page around the cards, written by the schema: its list is the first `[`.
  const page = jsonWriterOf(searchPageSchema)({ data: [], pagination });
  const list = page.indexOf('[') + 1;
  return page.slice(0, list) + cards.join(',') + page.slice(list);
}
