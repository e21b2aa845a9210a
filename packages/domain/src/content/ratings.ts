/** Links to the site's guest reviews on outside platforms (docs/product/api.md Ratings), edited on 'Update Links'. */

export const RATING_PLATFORMS = [
  { key: 'bookingdotcom', label: 'Booking.com' },
  { key: 'airbnb', label: 'Airbnb' },
  { key: 'makemytrip', label: 'MakeMyTrip' },
  { key: 'googleTravel', label: 'Google Travel' },
  { key: 'agoda', label: 'Agoda' },
] as const;
export type RatingPlatform = (typeof RATING_PLATFORMS)[number]['key'];

export const RATING_MESSAGES = {
  saveFailed: 'Failed to upload or update rating',
  saved: 'Links updated',
} as const;

/** The links as the API returns them: '' for a platform without a link. */
export type RatingLinks = Record<RatingPlatform, string>;
