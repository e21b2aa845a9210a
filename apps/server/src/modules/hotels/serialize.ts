import type { hotels } from '../../db/schema';

export type HotelRow = typeof hotels.$inferSelect;

/** A property as the API shows it (SPEC §3 names); internal columns stay inside. */
export function toHotelResponse(row: HotelRow) {
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
    amenities: row.amenities,
    imageUrls: row.imageUrls,
    bookingdotcom: row.bookingdotcom ?? '',
    airbnb: row.airbnb ?? '',
    makemytrip: row.makemytrip ?? '',
    googleTravels: row.googleTravels ?? '',
    agoda: row.agoda ?? '',
    reviews: row.reviews,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type HotelResponse = ReturnType<typeof toHotelResponse>;
