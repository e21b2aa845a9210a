/** The 'Update Links' form and POST /api/rating. */
import { z } from '../zod';
import { optionalHttpUrl } from './fields';

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
