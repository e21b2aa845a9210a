/** Requests to list a property (docs/product/api.md 'Listing request'), sent by signed-in users, read by the admin. */
import { nameField } from '../auth-schemas';
import { z } from '../zod';
import { HEAR_ABOUT_OPTIONS, LISTING_PROPERTY_TYPES } from '../constants';
import type { Paginated } from '../hotel';
import { optionalHttpUrl, optionalText, optionalQueryPage, requiredText, wholeNumberField } from './fields';

export const LISTING_REQUEST_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  mobile: 'Please enter a valid mobile number',
  propertyType: 'Please choose one of the listed property types',
  hearAbout: 'Please choose one of the listed options',
  rooms: 'Rooms must be a whole number from 1 to 10000',
  createFailed: 'Failed to add list property request. Please try again later.',
  verifyFirst:
    'Please verify your e-mail address before sending a listing request: follow the link we sent when you registered, or ask for a new one from My Bookings.',
  tooMany: (perHour: number, wait: string) =>
    `You can send at most ${perHour} listing ${perHour === 1 ? 'request' : 'requests'} an hour. We will contact you about the ones you sent; please try again in ${wait}.`,
} as const;

const M = LISTING_REQUEST_MESSAGES;

/** A choice from a fixed list: blank is 'required', anything else off the list gets `message`. */
function choice<T extends readonly [string, ...string[]]>(options: T, message: string) {
  return requiredText(M.required, 100).refine((v): v is T[number] => options.includes(v), message);
}

export const listingRequestInputSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: requiredText(M.required, 254).pipe(z.email({ error: M.email })),
  // Digits with the usual separators and an optional leading +: 7 to 15 digits in all.
  mobile: requiredText(M.required, 25).refine((v) => {
    if (!/^\+?[\d\s()-]+$/.test(v)) return false;
    const digits = v.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, M.mobile),
  propertyName: requiredText(M.required, 150),
  propertyLocation: requiredText(M.required, 200),
  propertyType: choice(LISTING_PROPERTY_TYPES, M.propertyType),
  hearAbout: choice(HEAR_ABOUT_OPTIONS, M.hearAbout),
  /** Optional; blank is none. */
  rooms: z.preprocess(
    (value) => (value === undefined || value === null || (typeof value === 'string' && !value.trim()) ? null : value),
    wholeNumberField(M.rooms, { min: 1, max: 10_000 }).nullable(),
  ),
  photosLink: optionalHttpUrl,
  propertyDescription: optionalText(5000, 'The description must be at most 5000 characters'),
});
export type ListingRequestInput = z.output<typeof listingRequestInputSchema>;
export type ListingRequestFormValues = z.input<typeof listingRequestInputSchema>;

export interface ListingRequest {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  propertyName: string;
  propertyLocation: string;
  propertyType: string;
  rooms: number | null;
  hearAbout: string;
  photosLink: string | null;
  propertyDescription: string | null;
  /** ISO timestamp of the request. */
  createdAt: string;
}

/** Query of GET /api/properties (the admin's list): newest first, PAGE_SIZES.listingRequests a page. */
/** Without a page the answer is a plain array of the requests (see PLAIN_LIST_MAX). */
export const listingRequestListQuerySchema = z.object({ page: optionalQueryPage() });

export type ListingRequestPage = Paginated<ListingRequest>;
