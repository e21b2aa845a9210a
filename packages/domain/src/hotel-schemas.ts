/**
 * The hotel (property) form of docs/product/admin.md. One schema validates the admin form in the browser and the
 * multipart request on the server: numbers may arrive as strings (form inputs, multipart fields),
 * reviews as a JSON string (multipart), and `imageFiles` are whatever the side holds (File objects in
 * the browser, uploaded buffers on the server); only their count matters here.
 */
import { z } from './zod';
import { AMENITIES, BED_TYPES, FACILITIES, HOTEL_TYPES, LIMITS, PRICE_MODELS, REVIEW_PLATFORMS } from './constants';
import { MESSAGES } from './auth';
import { requiredText } from './content/fields';
import { HOTEL_MESSAGES, imageMaxMessage, imagesOverLimit, type HotelReview } from './hotel';
import { parseWholeNumber, trimText } from './text';
import { indianDigits } from './money';
import { isHttpUrl } from './urls';
import { CANCELLATION_POLICIES } from './refund';

/** '' and absent are "missing"; strings from inputs become numbers; anything else is left for zod to refuse. */
const blankToUndefined = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  // Text that is not plain digits becomes NaN, refused as 'Please enter a whole number'.
  if (typeof value === 'string') return value === '' ? undefined : (parseWholeNumber(value) ?? Number.NaN);
  return value;
};

/** A required whole number with a lower (and optional upper) bound, from a number or a numeric string. */
export function requiredWholeNumber(min: number, minMessage: string, max?: number, maxMessage?: string) {
  let number = z
    .number({ error: (issue) => (issue.input === undefined ? MESSAGES.required : HOTEL_MESSAGES.wholeNumber) })
    .int(HOTEL_MESSAGES.wholeNumber)
    .min(min, minMessage);
  if (max !== undefined) number = number.max(max, maxMessage ?? minMessage);
  return z.preprocess(blankToUndefined, number);
}

/** An optional whole number within bounds, from a number or a numeric string ('' and absent: undefined). */
function optionalWholeNumber(min: number, max: number, message: string) {
  return z.preprocess(
    blankToUndefined,
    z.number({ error: HOTEL_MESSAGES.wholeNumber }).int(HOTEL_MESSAGES.wholeNumber).min(min, message).max(max, message).optional(),
  );
}

/** An extra-guest fee: whole rupees per night, 0 when left empty. */
const extraGuestFee = optionalWholeNumber(0, 10_000_000, HOTEL_MESSAGES.extraPrice).transform((fee) => fee ?? 0);

/** An optional outside link: empty, or an absolute http(s) URL. */
const outsideLink = z
  .string()
  .overwrite(trimText)
  .max(500, HOTEL_MESSAGES.link)
  .refine((value) => value === '' || isHttpUrl(value), HOTEL_MESSAGES.link)
  .optional()
  .transform((value) => value ?? '');

/**
 * An optional coordinate in degrees: empty or absent is null; text from inputs and multipart becomes a
 * number ('31.1048', '-0.5'); anything else is refused as not a number.
 */
function coordinate(limit: number, rangeMessage: string) {
  return z.preprocess(
    (value) => {
      if (value === null || value === undefined) return null;
      if (typeof value !== 'string') return value;
      const text = value.trim();
      if (text === '') return null;
      return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
    },
    z.number({ error: HOTEL_MESSAGES.number }).min(-limit, rangeMessage).max(limit, rangeMessage).nullable(),
  );
}

/** Multipart sends a list as one JSON string; the browser form holds it as an array. Blank or absent: `empty`. */
const jsonList = (empty: unknown) => (value: unknown) => {
  if (value === undefined || value === '' || value === null) return empty;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

export const hotelReviewSchema = z.object({
  name: requiredText(MESSAGES.required, 100),
  rating: requiredWholeNumber(1, 'Rating must be between 1 and 5', 5),
  platform: z.enum(REVIEW_PLATFORMS, { error: 'Please choose a platform' }),
  review: requiredText(MESSAGES.required, 2000),
}) satisfies z.ZodType<HotelReview, unknown>;
export type HotelReviewInput = z.input<typeof hotelReviewSchema>;

/** Multipart sends the reviews as one JSON string; the browser form holds them as an array. */
const reviewsList = z.preprocess(
  jsonList([]),
  z.array(hotelReviewSchema, { error: HOTEL_MESSAGES.reviews }).max(100, 'At most 100 reviews'),
);

/**
 * The richer listing's messages (docs/product/admin.md): here beside their schema rather than in
 * HOTEL_MESSAGES, which pages that only show properties download.
 */
export const LISTING_MESSAGES = {
  bedroomsRange: `Bedrooms must be between 0 and ${LIMITS.maxRooms}`,
  bathroomsRange: `Bathrooms must be between 0 and ${LIMITS.maxRooms}`,
  beds: 'Beds could not be read',
  bedType: 'Please choose a bed type from the list',
  bedCount: `Each kind of bed needs between 1 and ${LIMITS.maxBedsOfAKind} beds`,
  bedKinds: `At most ${LIMITS.maxBedKinds} kinds of bed`,
  size: `Size must be between 1 and ${indianDigits(LIMITS.maxSquareMetres)} square metres`,
  streetAddress: 'The street address can be at most 200 characters',
  postalCode: 'PIN code must be 6 digits',
  extraAmenity: `Each extra amenity needs 1 to ${LIMITS.maxExtraAmenityLength} characters`,
  extraAmenities: `At most ${LIMITS.maxExtraAmenities} extra amenities`,
} as const;

/** Multipart sends the beds as one JSON string (like the reviews); the browser form holds them as an array. */
const bedsList = z.preprocess(
  jsonList([]),
  z
    .array(
      z.object({
        type: z.enum(BED_TYPES, { error: LISTING_MESSAGES.bedType }),
        count: requiredWholeNumber(1, LISTING_MESSAGES.bedCount, LIMITS.maxBedsOfAKind),
      }),
      { error: LISTING_MESSAGES.beds },
    )
    .max(LIMITS.maxBedKinds, LISTING_MESSAGES.bedKinds),
);

/** Optional text: trimmed, '' and absent are null. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .overwrite(trimText)
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

/**
 * The owner's own amenities: a list (multipart `extraAmenities[i]`), or text with one per line (the
 * admin form's box); trimmed, blanks dropped, the same one twice kept once.
 */
const extraAmenitiesList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split('\n') : (value ?? [])),
  z
    .array(z.string({ error: LISTING_MESSAGES.extraAmenity }), { error: LISTING_MESSAGES.extraAmenity })
    .transform((list) => [...new Set(list.map(trimText).filter((amenity) => amenity !== ''))])
    .refine((list) => list.every((amenity) => amenity.length <= LIMITS.maxExtraAmenityLength), LISTING_MESSAGES.extraAmenity)
    .refine((list) => list.length <= LIMITS.maxExtraAmenities, LISTING_MESSAGES.extraAmenities),
);

export const PHOTO_MESSAGES = {
  caption: `A caption can be at most ${LIMITS.maxPhotoCaptionLength} characters, on one line`,
  alt: `Alt text can be at most ${LIMITS.maxPhotoAltLength} characters, on one line`,
  texts: 'imageTexts must be a list of {image, caption, alt}',
  image: 'Each caption must belong to one image of the form, once',
} as const;

/** Plain text on one line: trimmed; no line breaks or control characters (it goes into alt attributes and JSON-LD). */
const oneLine = (max: number, message: string) =>
  z
    .string({ error: message })
    .overwrite(trimText)
    .max(max, message)
    // eslint-disable-next-line no-control-regex
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), message)
    .default('');

/** A photo's caption and alternative text, as the property form edits them beside each photo. */
export const photoTextSchema = z.object({
  caption: oneLine(LIMITS.maxPhotoCaptionLength, PHOTO_MESSAGES.caption),
  alt: oneLine(LIMITS.maxPhotoAltLength, PHOTO_MESSAGES.alt),
});
export type PhotoText = z.output<typeof photoTextSchema>;

/**
 * The photos' texts, each naming its image as `imageOrder` does (a kept URL or `new:N`). Multipart
 * sends them as one JSON string. Absent (null): a kept photo keeps its stored texts.
 */
const imageTextsList = z.preprocess(
  jsonList(null),
  z
    .array(photoTextSchema.extend({ image: z.string({ error: PHOTO_MESSAGES.image }).max(1000, PHOTO_MESSAGES.image) }), {
      error: PHOTO_MESSAGES.texts,
    })
    .max(LIMITS.maxImagesPerHotel, PHOTO_MESSAGES.image)
    .refine((list) => new Set(list.map((entry) => entry.image)).size === list.length, PHOTO_MESSAGES.image)
    .nullable(),
);

const listOf = <T extends readonly [string, ...string[]]>(values: T, unknownMessage: string, emptyMessage: string) =>
  z
    .array(z.enum(values, { error: unknownMessage }), { error: emptyMessage })
    .min(1, emptyMessage)
    // The same box ticked twice is one choice.
    .transform((list) => [...new Set(list)]);

/**
 * Fields of docs/product/api.md's multipart hotel form (plus the admin-entered reviews), for a site
 * allowing `photoLimit` photos per property (Settings → Site): the admin form is checked with the
 * setting; the request with the most any setting allows, the server then checking the setting.
 */
export const hotelFormSchemaFor = (photoLimit: number) =>
  z
    .object({
      name: requiredText(MESSAGES.required, 200),
      city: requiredText(MESSAGES.required, 100),
      country: requiredText(MESSAGES.required, 100),
      description: requiredText(MESSAGES.required, 5000),
      // Trimmed: clients send 'Family Apartment ' too.
      type: z
        .string({ error: MESSAGES.required })
        .overwrite(trimText)
        .min(1, MESSAGES.required)
        .pipe(z.enum(HOTEL_TYPES, { error: HOTEL_MESSAGES.unknownType })),
      pricePerNight: requiredWholeNumber(1, HOTEL_MESSAGES.priceMin, 10_000_000, 'Price per night is too high'),
      starRating: requiredWholeNumber(LIMITS.minStarRating, HOTEL_MESSAGES.starRange, LIMITS.maxStarRating),
      adultCount: requiredWholeNumber(1, HOTEL_MESSAGES.adultMin, 100, 'At most 100 adults'),
      childCount: requiredWholeNumber(0, HOTEL_MESSAGES.childMin, 100, 'At most 100 children'),
      facilities: listOf(FACILITIES, HOTEL_MESSAGES.unknownFacility, HOTEL_MESSAGES.facilityRequired),
      amenities: listOf(AMENITIES, HOTEL_MESSAGES.unknownAmenity, HOTEL_MESSAGES.amenityRequired),
      bookingdotcom: outsideLink,
      airbnb: outsideLink,
      makemytrip: outsideLink,
      googleTravels: outsideLink,
      agoda: outsideLink,
      /** Where the property is: both or neither (a map is shown only with both). */
      latitude: coordinate(90, HOTEL_MESSAGES.latitudeRange),
      longitude: coordinate(180, HOTEL_MESSAGES.longitudeRange),
      /** Richer listing: every field optional, so forms and clients that send none keep working. */
      bedrooms: optionalWholeNumber(0, LIMITS.maxRooms, LISTING_MESSAGES.bedroomsRange).transform((value) => value ?? null),
      bathrooms: optionalWholeNumber(0, LIMITS.maxRooms, LISTING_MESSAGES.bathroomsRange).transform((value) => value ?? null),
      beds: bedsList,
      sizeSquareMetres: optionalWholeNumber(1, LIMITS.maxSquareMetres, LISTING_MESSAGES.size).transform((value) => value ?? null),
      streetAddress: optionalText(200, LISTING_MESSAGES.streetAddress),
      postalCode: optionalText(6, LISTING_MESSAGES.postalCode).refine(
        (value) => value === null || /^[1-9]\d{5}$/.test(value),
        LISTING_MESSAGES.postalCode,
      ),
      extraAmenities: extraAmenitiesList,
      /** Images the property keeps (URLs it already has). */
      imageUrls: z.array(z.string().max(1000)).default([]),
      /** New image files; only their count is checked here. */
      imageFiles: z.array(z.unknown()).default([]),
      /** The images' order after saving (first = cover): kept URLs and `new:N` for the N-th new file; empty: kept, then new. */
      imageOrder: z.array(z.string().max(1000)).max(100).default([]),
      /** Each photo's caption and alt text, naming it as imageOrder does. */
      imageTexts: imageTextsList,
      reviews: reviewsList,
      /** Per person (the default, also for clients that send no model) or per property with included guests and fees. */
      priceModel: z.preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        z.enum(PRICE_MODELS, { error: HOTEL_MESSAGES.priceModel }).default('perPerson'),
      ),
      includedGuests: optionalWholeNumber(1, LIMITS.maxIncludedGuests, HOTEL_MESSAGES.includedGuestsRange),
      extraAdultPrice: extraGuestFee,
      extraChildPrice: extraGuestFee,
      cancellationPolicy: z
        .enum(CANCELLATION_POLICIES, { error: 'cancellationPolicy must be one of the named policies' })
        .default('standard'),
    })
    .refine((value) => value.priceModel !== 'perProperty' || value.includedGuests !== undefined, {
      message: HOTEL_MESSAGES.includedGuestsRequired,
      path: ['includedGuests'],
    })
    .refine((value) => value.priceModel !== 'perProperty' || !(value.includedGuests! > value.adultCount + value.childCount), {
      message: HOTEL_MESSAGES.includedGuestsMax,
      path: ['includedGuests'],
      when: hasGuestCounts,
    })
    // Each message shows beside the coordinate that is missing, along with the other fields' messages.
    .refine((value) => value.latitude !== null || value.longitude === null, {
      message: HOTEL_MESSAGES.coordinatesPair,
      path: ['latitude'],
      when: hasCoordinates,
    })
    .refine((value) => value.longitude !== null || value.latitude === null, {
      message: HOTEL_MESSAGES.coordinatesPair,
      path: ['longitude'],
      when: hasCoordinates,
    })
    // Image messages show next to the other field messages, not only once every field is valid.
    .refine((value) => imageTotal(value) >= LIMITS.minImagesPerHotel, {
      message: HOTEL_MESSAGES.imageRequired,
      path: ['imageFiles'],
      when: hasImageLists,
    })
    .refine((value) => !imagesOverLimit(imageTotal(value), value.imageFiles.length, photoLimit), {
      message: imageMaxMessage(Math.min(photoLimit, LIMITS.maxImagesPerHotel)),
      path: ['imageFiles'],
      when: hasImageLists,
    });

/** The request's schema (the route contract): up to the most photos any setting allows. */
export const hotelFormSchema = hotelFormSchemaFor(LIMITS.maxImagesPerHotel);

/** The counts a per-property price is checked against were read, whatever else in the form failed. */
function hasGuestCounts(payload: { value: unknown }): boolean {
  const value = payload.value as { adultCount?: unknown; childCount?: unknown; includedGuests?: unknown } | null;
  return [value?.adultCount, value?.childCount, value?.includedGuests].every(
    (count) => typeof count === 'number' && Number.isInteger(count),
  );
}

function imageTotal(value: { imageUrls: string[]; imageFiles: unknown[] }): number {
  return new Set(value.imageUrls).size + value.imageFiles.length;
}

/** Both coordinates were read (a number or null), whatever else in the form failed. */
function hasCoordinates(payload: { value: unknown }): boolean {
  const value = payload.value as { latitude?: unknown; longitude?: unknown } | null;
  const read = (coordinate: unknown) => coordinate === null || (typeof coordinate === 'number' && Number.isFinite(coordinate));
  return read(value?.latitude) && read(value?.longitude);
}

function hasImageLists(payload: { value: unknown }): boolean {
  const value = payload.value as { imageUrls?: unknown; imageFiles?: unknown } | null;
  return Array.isArray(value?.imageUrls) && Array.isArray(value?.imageFiles);
}

export type HotelFormInput = z.input<typeof hotelFormSchema>;
export type HotelFormValues = z.output<typeof hotelFormSchema>;
