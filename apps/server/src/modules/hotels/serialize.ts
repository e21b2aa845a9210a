import { NO_RATES, type Hotel, type HotelReview, type HotelSummary } from '@hillnest/domain';
import { hotels } from '../../db/schema';

export type HotelRow = typeof hotels.$inferSelect;

/** A property as the API shows it (docs/product/api.md names); internal columns stay inside. */
export function toHotelResponse(row: HotelRow): Hotel {
  return {
    ...toHotelSummary(row),
    amenities: row.amenities,
    bookingdotcom: row.bookingdotcom ?? '',
    airbnb: row.airbnb ?? '',
    makemytrip: row.makemytrip ?? '',
    googleTravels: row.googleTravels ?? '',
    agoda: row.agoda ?? '',
    latitude: row.latitude,
    longitude: row.longitude,
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
    adultCount: row.adultCount,
    childCount: row.childCount,
    starRating: row.starRating,
    facilities: row.facilities,
    imageUrls: row.imageUrls,
  };
}
