/**
 * The booking page's messages, apart from booking.ts's schemas: the property page shows some of them
 * (index.ts), and importing them from there would make it download zod and build every booking schema.
 */
import { LIMITS } from './constants';

export const BOOKING_MESSAGES = {
  atLeastOneAdult: 'There must be at least one adult',
  maxAdults: `There can be at most ${LIMITS.maxAdults} adults`,
  noNegativeChildren: 'Children cannot be fewer than 0',
  maxChildren: `There can be at most ${LIMITS.maxChildren} children`,
  maxInfants: `There can be at most ${LIMITS.maxInfants} infants`,
  noNegativeInfants: 'Infants cannot be fewer than 0',
  wholeNumber: 'Enter a whole number',
  date: 'Enter a date as YYYY-MM-DD',
  phone: 'Please enter a valid phone number',
  paymentSuccessful: 'Payment Successful!',
  paymentFailed: (description: string) => `Payment Failed! ${description}`,
  somethingWrong: 'Something Went Wrong, Kindly Refresh The Page',
  datesTaken: 'Those dates are no longer available. Please choose other dates.',
} as const;
