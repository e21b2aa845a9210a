/** Links to the site's guest reviews on outside platforms (SPEC §3 Ratings), edited on 'Update Links'. */
import { z } from 'zod';
import { optionalHttpUrl } from './fields';

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

/** Each link is optional (blank clears it) and otherwise an http(s) URL. */
export const ratingsInputSchema = z.object({
  bookingdotcom: optionalHttpUrl,
  airbnb: optionalHttpUrl,
  makemytrip: optionalHttpUrl,
  googleTravel: optionalHttpUrl,
  agoda: optionalHttpUrl,
});
export type RatingsInput = z.output<typeof ratingsInputSchema>;
export type RatingsFormValues = z.input<typeof ratingsInputSchema>;

/** The links as the API returns them: '' for a platform without a link. */
export type RatingLinks = Record<RatingPlatform, string>;
