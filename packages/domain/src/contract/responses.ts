/**
 * The API's answers as zod schemas: the server serializes every answer through its route's schema (a
 * field not listed here never leaves the server), and the web client reads the same types. Each
 * schema is checked at compile time against the interface the rest of the code uses (`Same`), so the
 * two cannot drift apart.
 */
import { z } from '../zod';
import { EXTRA_BASES, type ChargeLine, type Extra, type PropertyCharges } from '../extras';
import type { AdminBookingDetail, AdminBookingsPage } from '../admin-bookings';
import { ADMIN_BOOKING_STATUSES } from '../admin-bookings';
import type { CurrentUser, TokenValidation } from '../auth';
import type { CancellationQuote } from '../cancellation';
import { REFUND_STATUSES } from '../cancellation';
import type { Availability, Booking, BookingQuote, GuestStaySummary, HeldStay, PaymentIntent, ValidatedBooking } from '../booking';
import { PAYMENT_PROVIDERS } from '../booking';
import type {
  AdminHotel,
  CalendarBlock,
  CalendarConflict,
  CalendarSyncResult,
  ExternalCalendar,
  IcalExportAddress,
  PropertyNights,
} from '../channels';
import { BED_TYPES, COUPON_TYPES, CURRENCY, PRICE_MODELS, REVIEW_PLATFORMS } from '../constants';
import type { Blog, BlogSummary } from '../content/blogs';
import type { CarouselSlide } from '../content/carousel';
import type { Coupon } from '../content/coupons';
import type { AdminDestination, Destination, DestinationPage } from '../content/destinations';
import type { ListingRequest } from '../content/listingRequests';
import type { RatingLinks } from '../content/ratings';
import {
  REVIEW_ASPECTS,
  REVIEW_HIDE_REASONS,
  type AdminReview,
  type GuestReviewState,
  type PropertyReviews,
  type PublicReview,
  type ReviewAspect,
} from '../reviews';
import { type ManagedStay, type StayMessagePreview } from '../stay-messages';
import { stayMessageSettingsSchema } from '../stay-messages-schemas';
import { CONFIRMATION_BOOKING_FIELDS, type BookingConfirmation, type OrderStatus } from '../confirmation';
import type { SentEmail, SentEmailList } from '../email';
import type { TaxDocumentSummary } from '../tax-documents';
import {
  businessSettingsSchema,
  emailSettingsSchema,
  guestSettingsSchema,
  paymentSettingsSchema,
  siteSettingsSchema,
  taxSettingsSchema,
  type EmailSettingsAnswer,
  type PaymentSettingsAnswer,
  type PublicBusiness,
  type SettingsActivityEntry,
  type SettingsCheckResult,
} from '../settings';
import { OUTBOX_STATUS_NAMES } from '../email';
import type { HomeHotels, Hotel, HotelSummary, ListOrPage } from '../hotel';
import type { SearchResponse } from '../search';
import type { Rates } from '../rates';
import { CANCELLATION_POLICIES } from '../refund';
import { BOOKING_SOURCES, DESK_BAR_KINDS, OFFLINE_PAYMENT_METHODS, type DeskCalendar } from '../front-desk';
import { STAY_STATUSES, type GuestChangeQuote } from '../desk-stay';
import { QUOTE_STATUSES, type AdminQuote, type QuotePage } from '../quotes';
import type { StayValues } from '../stay';

/** True only when A and B are the same type (both ways assignable). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(check: Same<A, B>) => check;

const text = z.string();
const nullableText = z.string().nullable();
const count = z.number();
/** Rupees, paise as decimals: the bookings' totalCost clients of the original site read. */
const rupees = z.number();

export const paginationSchema = z.object({ total: count, page: count, pages: count });
export const paginated = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), pagination: paginationSchema });
/** A list older clients read as a plain array: `{ data, pagination }` when asked with `?page`, the array when not. */
export const listOrPage = <T extends z.ZodType>(item: T) => z.union([paginated(item), z.array(item)]);

export const messageSchema = z.object({ message: text });

// ---- Site and accounts ----

/** The owner's business as guests see it; also the answer of uploading or removing the logo. */
export const publicBusinessSchema = z.object({
  name: text,
  contactEmail: nullableText,
  phone: nullableText,
  whatsapp: nullableText,
  address: nullableText,
  logoUrl: nullableText,
});

export const siteConfigSchema = z.object({
  propertyTimezone: text,
  /** Today's date in the property's timezone (YYYY-MM-DD): what "today" means for stays and coupons. */
  today: text,
  holdMinutes: count,
  /** Longest stay booked online (MAX_STAY_NIGHTS); longer stays are arranged with the owner. */
  maxStayNights: count,
  bookingEngineUrl: nullableText,
  bookingEnginePropertyId: text,
  /** Which checkout the booking page opens, and the public key it passes; never a secret. */
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  razorpayKeyId: text,
  /** The notice every page shows while payments are simulated (Settings → Site). */
  testModeNotice: text,
  /** The owner's business as guests see it (Settings → Business; an environment variable wins). */
  business: publicBusinessSchema,
  /** Settings → Guests: what the guests' pages say about arriving, leaving and the house rules. */
  guests: z.object({
    checkInHours: text,
    checkOutBy: text,
    houseRules: z.array(text),
    keepGatewayCharge: z.boolean(),
    couponsNonRefundable: z.boolean(),
    /** The owner's own texts; empty: the specification's (see FAQ_QUESTIONS). */
    refundPolicy: text,
    faqCheckIn: text,
    faqPayment: text,
    faqAccount: text,
    faqCancel: text,
    faqRefundTime: text,
    faqChildren: text,
    faqPets: text,
    faqParking: text,
    faqContact: text,
  }),
  /** Settings → Tax: how GST is charged, null when the owner is not registered (the pages price with it). */
  gst: z.object({ pricesIncludeGst: z.boolean(), stateTax: z.enum(['SGST', 'UTGST']) }).nullable(),
});
same<z.output<typeof publicBusinessSchema>, PublicBusiness>(true);
export type SiteConfig = z.output<typeof siteConfigSchema>;

export const healthSchema = z.object({ status: z.literal('ok') });
export const userIdSchema = z.object({ userId: text });

export const currentUserSchema = z.object({ _id: text, firstName: text, lastName: text, email: text, emailVerified: z.boolean() });
same<z.output<typeof currentUserSchema>, CurrentUser>(true);

export const tokenValidationSchema = z.object({ userId: text, userEmail: text, isAdmin: z.boolean(), initials: text });
same<z.output<typeof tokenValidationSchema>, TokenValidation>(true);

// ---- Properties ----

export const ratesResponseSchema = z.object({
  weekendPricePerNight: count.nullable(),
  minNights: count,
  weeklyDiscountPercent: count,
  monthlyDiscountPercent: count,
  seasons: z.array(z.object({ name: text, firstNight: text, lastNight: text, pricePerNight: count, minNights: count.nullable() })),
});
same<z.output<typeof ratesResponseSchema>, Rates>(true);

const reviewSchema = z.object({ name: text, rating: count, platform: z.enum(REVIEW_PLATFORMS), review: text });

export const hotelSummarySchema = z.object({
  _id: text,
  name: text,
  description: text,
  city: text,
  country: text,
  type: text,
  pricePerNight: count,
  priceModel: z.enum(PRICE_MODELS),
  includedGuests: count.nullable(),
  extraAdultPrice: count,
  extraChildPrice: count,
  cleaningFeePaise: count,
  adultCount: count,
  childCount: count,
  starRating: count,
  facilities: z.array(text),
  imageUrls: z.array(text),
});
same<z.output<typeof hotelSummarySchema>, HotelSummary>(true);

export const hotelSchema = hotelSummarySchema.extend({
  photos: z.array(z.object({ url: text, caption: text, alt: text })),
  amenities: z.array(text),
  rates: ratesResponseSchema,
  bookingdotcom: text,
  airbnb: text,
  makemytrip: text,
  googleTravels: text,
  agoda: text,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  bedrooms: count.nullable(),
  bathrooms: count.nullable(),
  beds: z.array(z.object({ type: z.enum(BED_TYPES), count })),
  sizeSquareMetres: count.nullable(),
  streetAddress: nullableText,
  postalCode: nullableText,
  extraAmenities: z.array(text),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  reviews: z.array(reviewSchema),
  createdAt: text,
  updatedAt: text,
});
same<z.output<typeof hotelSchema>, Hotel>(true);

export const adminHotelSchema = hotelSchema.extend({ icalExportUrl: text });
same<z.output<typeof adminHotelSchema>, AdminHotel>(true);

const reviewFiguresSchema = z.object({ average: z.number(), count }).nullable();
const homeHotelCardSchema = hotelSummarySchema.extend({ reviews: reviewFiguresSchema });
export const homeHotelsSchema = z.object({
  latestHotels: z.array(homeHotelCardSchema),
  bestRatedHotels: z.array(homeHotelCardSchema),
  mostBookedHotels: z.array(homeHotelCardSchema),
});
same<z.output<typeof homeHotelsSchema>, HomeHotels>(true);

export const hotelPageSchema = listOrPage(hotelSummarySchema);
same<z.output<typeof hotelPageSchema>, ListOrPage<HotelSummary>>(true);

/**
 * A search result: with dates, the stay's total for the guests (rates and discounts applied), for the
 * property's minimum stay when the search is shorter; without, the lowest night price ahead.
 */
export const searchPageSchema = paginated(
  hotelSummarySchema.extend({
    stayTotalPaise: count.optional(),
    minimumNights: count.optional(),
    fromPricePerNight: count.optional(),
    reviews: reviewFiguresSchema,
    latitude: z.number().nullish(),
    longitude: z.number().nullish(),
  }),
);
same<z.output<typeof searchPageSchema>, SearchResponse>(true);

// ---- Bookings and payments ----

const refundTimelineSchema = z.object({
  policy: z.enum(CANCELLATION_POLICIES),
  nonRefundable: z.enum(['coupon', 'policy']).nullable(),
  steps: z.array(z.object({ percent: count, until: text, refundPaise: count, chargePaise: count })),
});

export const gstTermsSchema = z.object({ pricesIncludeGst: z.boolean(), stateTax: z.enum(['SGST', 'UTGST']) });
export const stayGstSchema = gstTermsSchema.extend({
  lines: z.array(
    z.object({
      ratePercent: z.union([z.literal(5), z.literal(18)]),
      nights: count,
      taxablePaise: count,
      centralPaise: count,
      statePaise: count,
    }),
  ),
  taxablePaise: count,
  taxPaise: count,
});

export const amountGstSchema = z.object({ taxablePaise: count, centralPaise: count, statePaise: count });
export const chargeLineSchema = z.object({
  kind: z.enum(['cleaningFee', 'extra']),
  extraId: nullableText,
  name: text,
  basis: z.enum(EXTRA_BASES),
  quantity: count,
  units: count,
  unitPaise: count,
  amountPaise: count,
  sac: text,
  ratePercent: count.nullable(),
  refundable: z.boolean(),
  taxablePaise: count,
  centralPaise: count,
  statePaise: count,
  totalPaise: count,
});
same<z.output<typeof chargeLineSchema>, ChargeLine>(true);

export const extraSchema = z.object({
  _id: text,
  name: text,
  description: text,
  pricePaise: count,
  basis: z.enum(EXTRA_BASES),
  taxRatePercent: z.union([z.literal(0), z.literal(5), z.literal(18)]),
  sac: text,
  maxQuantity: count.nullable(),
  refundable: z.boolean(),
});
same<z.output<typeof extraSchema>, Extra>(true);

/** A property's cleaning fee and the extras it offers now (deleted ones left out). */
export const propertyChargesSchema = z.object({ cleaningFeePaise: count, extras: z.array(extraSchema) });
same<z.output<typeof propertyChargesSchema>, PropertyCharges>(true);

export const taxDocumentSummarySchema = z.object({
  _id: text,
  kind: z.enum(['invoice', 'receipt', 'creditNote']),
  number: text,
  issuedOn: text,
  totalPaise: count,
});
same<z.output<typeof taxDocumentSummarySchema>, TaxDocumentSummary>(true);

const hsnTabTotalSchema = z.object({ taxablePaise: count, taxPaise: count });

/** Admin → Invoices: a period's documents, each with the booking it belongs to, and the GSTR-1 HSN tabs' sums over them. */
export const taxDocumentListSchema = z.object({
  /** The month ('2026-11') or financial year ('2026-27') listed. */
  period: text,
  hsn: z.object({ b2b: hsnTabTotalSchema, b2c: hsnTabTotalSchema }),
  documents: z.array(
    taxDocumentSummarySchema.extend({
      bookingId: text,
      reference: text,
      guestName: text,
      buyerGstin: nullableText,
      against: nullableText,
      /** False for a credit note past its invoice's section 34(2) limit: the returns leave it out. */
      reducesTax: z.boolean(),
      taxablePaise: count,
      taxPaise: count,
    }),
  ),
});
export type TaxDocumentList = z.output<typeof taxDocumentListSchema>;

const couponTermsSchema = z.object({ couponType: z.enum(COUPON_TYPES), amount: count, minNights: count, expiryDate: nullableText });

export const bookingQuoteResponseSchema = z.object({
  nights: count,
  nightly: z.array(z.object({ night: text, pricePerNight: count, kind: z.enum(['base', 'weekend', 'season']), season: text.optional() })),
  basePaise: count,
  extraGuests: z.object({ adultCount: count, childCount: count, paise: count }).nullable(),
  discount: z.object({ kind: z.enum(['weekly', 'monthly']), percent: count, paise: count }).nullable(),
  stayPaise: count,
  gst: stayGstSchema.nullable(),
  charges: z.array(chargeLineSchema),
  taxes: amountGstSchema.nullable(),
  totalPaise: count,
  currency: z.literal(CURRENCY),
  available: z.boolean(),
  coupon: z
    .object({
      couponCode: text,
      status: z.enum(['valid', 'notFound', 'expired', 'tooShort']),
      message: nullableText,
      couponMessage: nullableText,
      terms: couponTermsSchema.nullable(),
      paise: count,
    })
    .nullable(),
  refunds: refundTimelineSchema,
  holdMinutes: count,
});
same<z.output<typeof bookingQuoteResponseSchema>, BookingQuote>(true);

export const paymentIntentResponseSchema = z.object({
  orderId: text,
  amount: count,
  currency: z.literal(CURRENCY),
  keyId: text,
  provider: z.enum(PAYMENT_PROVIDERS),
  holdExpiresAt: nullableText,
  order: z.object({ id: text, amount: count, currency: z.literal(CURRENCY) }),
});
same<z.output<typeof paymentIntentResponseSchema>, PaymentIntent>(true);

/** Whose stay, where and when (holds and quotes); spread as `.shape` in place, so answers keep their field order. */
const guestStaySummarySchema = z.object({ hotelName: text, checkIn: text, checkOut: text, firstName: text, lastName: text, email: text });
same<z.output<typeof guestStaySummarySchema>, GuestStaySummary>(true);

export const heldStaySchema = z.object({ _id: text, hotelId: text, ...guestStaySummarySchema.shape, holdExpiresAt: text });
same<z.output<typeof heldStaySchema>, HeldStay>(true);

export const bookingHotelSummarySchema = z.object({
  _id: text,
  name: text,
  type: text,
  city: text,
  country: text,
  starRating: count,
  imageUrls: z.array(text),
});

/** The nights and the party of a booking or a quote (StayValues). */
const stayValuesSchema = z.object({ checkIn: text, checkOut: text, adultCount: count, childCount: count, infantCount: count });
same<z.output<typeof stayValuesSchema>, StayValues>(true);

const bookingRefundSchema = z.object({
  _id: text,
  amount: count,
  status: z.enum(REFUND_STATUSES),
  razorpay_refund_id: nullableText,
  failureReason: nullableText,
  createdAt: text,
  processedAt: nullableText,
});

export const bookingSchema = z.object({
  _id: text,
  reference: text,
  hotelId: text,
  hotel: bookingHotelSummarySchema,
  userId: text,
  firstName: text,
  lastName: text,
  email: text,
  phoneNumber: nullableText,
  ...stayValuesSchema.shape,
  couponCode: nullableText,
  charges: z.array(chargeLineSchema),
  totalCost: rupees,
  totalPaise: count,
  paidPaise: count,
  currency: z.literal(CURRENCY),
  status: z.enum(['confirmed', 'refund_required', 'cancelled']),
  razorpay_order_id: text,
  razorpay_payment_id: text,
  createdAt: text,
  confirmedAt: nullableText,
  cancellation: z.object({ cancelledAt: text, cancelledBy: z.enum(['guest', 'owner']), reason: nullableText }).nullable(),
  refund: bookingRefundSchema.nullable(),
  balance: z
    .object({
      amountPaise: count,
      dueOn: text,
      state: z.enum(['scheduled', 'requested', 'paid', 'overdue']),
      payUrl: nullableText,
      paidAt: nullableText,
      paidOffline: z.enum(['cash', 'bank-transfer', 'upi']).nullable(),
    })
    .nullable(),
  stayStatus: z.enum(STAY_STATUSES).nullable(),
});
same<z.output<typeof bookingSchema>, Booking>(true);

export const validatedBookingSchema = bookingSchema.extend({ manageToken: text });
same<z.output<typeof validatedBookingSchema>, ValidatedBooking>(true);

export const bookingConfirmationSchema = bookingSchema.pick(CONFIRMATION_BOOKING_FIELDS).extend({
  hotel: z.object({
    _id: text,
    name: text,
    city: text,
    country: text,
    imageUrl: nullableText,
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  nights: count,
  checkInHours: text,
  checkOutBy: text,
  cancellationPolicy: z.array(text).readonly(),
  owner: z.object({ name: text, email: text, phone: nullableText }),
  manageToken: text,
  gst: stayGstSchema.nullable(),
  documents: z.array(taxDocumentSummarySchema),
});
same<z.output<typeof bookingConfirmationSchema>, BookingConfirmation>(true);

export const orderStatusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('processing') }),
  z.object({ state: z.literal('confirmed'), manageToken: text, reference: text }),
  z.object({ state: z.literal('cancelled'), manageToken: text, reference: text }),
  z.object({ state: z.literal('refund_required'), message: text }),
]);
same<z.output<typeof orderStatusSchema>, OrderStatus>(true);

export const availabilitySchema = z.object({ takenNights: z.array(text) });
same<z.output<typeof availabilitySchema>, Availability>(true);

// ---- Content ----

export const couponSchema = z.object({
  _id: text,
  couponType: z.enum(COUPON_TYPES),
  amount: count,
  couponCode: text,
  couponMessage: text,
  minNights: count,
  expiryDate: nullableText,
  neverExpires: z.boolean(),
  creationDate: text,
});
same<z.output<typeof couponSchema>, Coupon>(true);

export const blogSummarySchema = z.object({
  _id: text,
  title: text,
  thumbnailImageUrl: text,
  author: text,
  publishDate: text,
  excerpt: text,
});
same<z.output<typeof blogSummarySchema>, BlogSummary>(true);

export const blogSchema = blogSummarySchema.omit({ excerpt: true }).extend({ content: text, contentHtml: text });
same<z.output<typeof blogSchema>, Blog>(true);

export const blogPageSchema = listOrPage(blogSummarySchema);
same<z.output<typeof blogPageSchema>, ListOrPage<BlogSummary>>(true);

export const destinationSchema = z.object({ _id: text, name: text, illustrationImageUrl: text, slug: text });
const destinationWriting = { introduction: text, questions: z.array(z.object({ question: text, answer: text })) };
/** The admin's list: a destination, what the owner wrote for its page, and how many properties a search for it finds. */
export const adminDestinationSchema = destinationSchema.extend({ ...destinationWriting, propertyCount: z.number().int().nonnegative() });
same<z.output<typeof destinationSchema>, Destination>(true);
same<z.output<typeof adminDestinationSchema>, AdminDestination>(true);
export const destinationPageSchema = destinationSchema.extend({
  ...destinationWriting,
  updatedAt: text,
  properties: z.array(
    hotelSummarySchema.extend({ latitude: z.number().nullable(), longitude: z.number().nullable(), reviews: reviewFiguresSchema }),
  ),
});
same<z.output<typeof destinationPageSchema>, DestinationPage>(true);

export const carouselSlideSchema = z.object({ _id: text, imageUrl: text, featuredText: text, ButtonLink: text });
same<z.output<typeof carouselSlideSchema>, CarouselSlide>(true);

export const ratingLinksSchema = z.object({ bookingdotcom: text, airbnb: text, makemytrip: text, googleTravel: text, agoda: text });
same<z.output<typeof ratingLinksSchema>, RatingLinks>(true);

export const listingRequestSchema = z.object({
  _id: text,
  firstName: text,
  lastName: text,
  email: text,
  mobile: text,
  propertyName: text,
  propertyLocation: text,
  propertyType: text,
  rooms: count.nullable(),
  hearAbout: text,
  photosLink: nullableText,
  propertyDescription: nullableText,
  createdAt: text,
});
same<z.output<typeof listingRequestSchema>, ListingRequest>(true);

export const listingRequestPageSchema = listOrPage(listingRequestSchema);

// ---- Channel sync ----

export const externalCalendarResponseSchema = z.object({
  _id: text,
  hotelId: text,
  name: text,
  url: text,
  createdAt: text,
  lastSyncedAt: nullableText,
  lastAttemptAt: nullableText,
  lastError: nullableText,
  failingSince: nullableText,
  blockedStays: count,
  conflicts: count,
});
same<z.output<typeof externalCalendarResponseSchema>, ExternalCalendar>(true);

export const calendarSyncResultSchema = z.object({
  calendar: externalCalendarResponseSchema,
  ok: z.boolean(),
  changed: z.boolean(),
  error: nullableText,
});
same<z.output<typeof calendarSyncResultSchema>, CalendarSyncResult>(true);

export const calendarBlockSchema = z.object({
  _id: text,
  hotelId: text,
  source: z.enum(['owner', 'import']),
  firstNight: text,
  lastNight: text,
  note: text,
  calendarId: nullableText,
  calendarName: nullableText,
  summary: nullableText,
  conflict: z.boolean(),
});
same<z.output<typeof calendarBlockSchema>, CalendarBlock>(true);

export const propertyNightsSchema = z.object({
  hotelId: text,
  today: text,
  blocks: z.array(calendarBlockSchema),
  stays: z.array(z.object({ checkIn: text, checkOut: text, status: z.enum(['booked', 'held']) })),
});
same<z.output<typeof propertyNightsSchema>, PropertyNights>(true);

export const calendarConflictSchema = z.object({
  hotelId: text,
  hotelName: text,
  bookingId: text,
  guestName: text,
  checkIn: text,
  checkOut: text,
  calendarId: text,
  calendarName: text,
  blockId: text,
  firstNight: text,
  lastNight: text,
  summary: nullableText,
});
same<z.output<typeof calendarConflictSchema>, CalendarConflict>(true);

export const icalExportAddressSchema = z.object({ icalExportUrl: text });
same<z.output<typeof icalExportAddressSchema>, IcalExportAddress>(true);

// ---- E-mail ----

const sentEmailSummarySchema = z.object({
  _id: text,
  kind: text,
  recipient: text,
  subject: text,
  status: z.enum(OUTBOX_STATUS_NAMES),
  attempts: count,
  lastError: nullableText,
  createdAt: text,
  sentAt: nullableText,
  nextAttemptAt: text,
});

export const sentEmailListSchema = paginated(sentEmailSummarySchema).extend({ deliveryConfigured: z.boolean() });
same<z.output<typeof sentEmailListSchema>, SentEmailList>(true);

export const sentEmailSchema = sentEmailSummarySchema.extend({
  html: text,
  text,
  attachments: z.array(z.object({ filename: text, contentType: text })),
});
same<z.output<typeof sentEmailSchema>, SentEmail>(true);

// ---- The administrator's bookings ----

const adminBookingSchema = bookingSchema
  .omit({ status: true })
  .extend({ status: text, adminStatus: z.enum(ADMIN_BOOKING_STATUSES), nights: count });

export const adminBookingsPageSchema = paginated(adminBookingSchema).extend({
  properties: z.array(z.object({ _id: text, name: text })),
  today: text,
});
same<z.output<typeof adminBookingsPageSchema>, AdminBookingsPage>(true);

export const adminBookingDetailSchema = z.object({
  booking: adminBookingSchema,
  timeZone: text,
  payment: z.object({ provider: text, orderId: text, paymentId: nullableText, signature: nullableText, currency: text }),
  coupon: z
    .object({ couponCode: text, couponType: nullableText, amount: count.nullable(), couponMessage: nullableText, stillExists: z.boolean() })
    .nullable(),
  money: z.object({
    payments: z.array(
      z.object({
        kind: z.enum(['booking', 'balance']),
        amountPaise: count,
        at: nullableText,
        method: z.enum(['online', ...OFFLINE_PAYMENT_METHODS]),
        paymentId: nullableText,
        reference: nullableText,
      }),
    ),
    refunds: z.array(
      z.object({
        purpose: z.enum(['cancellation', 'change']),
        amountPaise: count,
        status: z.enum(REFUND_STATUSES),
        paymentId: text,
        refundId: nullableText,
        requestedAt: text,
        processedAt: nullableText,
        note: nullableText,
      }),
    ),
    paidPaise: count,
    refundedPaise: count,
    keptPaise: z.number().int(),
  }),
  emails: z.array(sentEmailSummarySchema),
  desk: z.object({
    source: z.enum(BOOKING_SOURCES),
    offlinePayment: z.object({ method: z.enum(OFFLINE_PAYMENT_METHODS), reference: text }).nullable(),
    priceOverride: z.object({ ratePaise: count, reason: text }).nullable(),
  }),
  history: z.array(z.object({ _id: text, kind: z.enum([...STAY_STATUSES, 'note', 'dates']), at: text, by: text, text })),
});
same<z.output<typeof adminBookingDetailSchema>, AdminBookingDetail>(true);

// ---- The front desk ----

export const guestChangeQuoteSchema = z.object({
  allowed: z.boolean(),
  problem: nullableText,
  totalPaise: count.nullable(),
  differencePaise: z.number().int().nullable(),
  refundPaise: count.nullable(),
});
same<z.output<typeof guestChangeQuoteSchema>, GuestChangeQuote>(true);

export const deskCalendarSchema = z.object({
  today: text,
  from: text,
  nights: count,
  properties: z.array(
    z.object({
      _id: text,
      name: text,
      bars: z.array(
        z.object({
          kind: z.enum(DESK_BAR_KINDS),
          id: text,
          start: text,
          end: text,
          label: text,
          reference: nullableText,
          source: z.enum(BOOKING_SOURCES).nullable(),
        }),
      ),
    }),
  ),
});
same<z.output<typeof deskCalendarSchema>, DeskCalendar>(true);

export const deskBookingCreatedSchema = z.object({ _id: text, reference: text });

// ---- Quotes (issue 36) ----

export const adminQuoteSchema = z.object({
  _id: text,
  bookingId: text,
  reference: text,
  token: text,
  status: z.enum(QUOTE_STATUSES),
  ...guestStaySummarySchema.shape,
  phoneNumber: text,
  totalPaise: count,
  createdAt: text,
  expiresAt: text,
  openedAt: nullableText,
  emailedAt: nullableText,
});
same<z.output<typeof adminQuoteSchema>, AdminQuote>(true);

export const quotePageSchema = z.object({
  reference: text,
  status: z.enum(QUOTE_STATUSES),
  hotelName: text,
  city: text,
  ...stayValuesSchema.shape,
  firstName: text,
  lines: z.array(z.object({ label: text, paise: count })),
  totalPaise: count,
  deposit: z.object({ depositPaise: count, balancePaise: count, balanceDueOn: text }).nullable(),
  expiresAt: text,
});
same<z.output<typeof quotePageSchema>, QuotePage>(true);

// ---- Cancellations and refunds ----

export const cancellationQuoteSchema = z.object({
  bookingId: text,
  cancellable: z.boolean(),
  problem: nullableText,
  today: text,
  checkIn: text,
  policy: z.object({
    policy: z.enum(CANCELLATION_POLICIES),
    paidPaise: count,
    keptPaise: count,
    percent: count,
    rule: z.enum(['coupon', 'nonRefundable', 'fullNotice', 'lateBookingFull', 'full', 'half', 'none']),
    until: nullableText,
    daysBeforeCheckIn: count,
    grossPaise: count,
    chargePaise: count,
    gatewayChargePercent: count,
    refundPaise: count,
  }),
});
same<z.output<typeof cancellationQuoteSchema>, CancellationQuote>(true);

// ---- Settings ----

const lockedByEnvironment = z.array(text);
export const businessSettingsAnswerSchema = z.object({ values: businessSettingsSchema, lockedByEnvironment });
export const guestSettingsAnswerSchema = z.object({ values: guestSettingsSchema, lockedByEnvironment });
export const siteSettingsAnswerSchema = z.object({ values: siteSettingsSchema, lockedByEnvironment });
export const taxSettingsAnswerSchema = z.object({ values: taxSettingsSchema, lockedByEnvironment });
export const stayMessageSettingsAnswerSchema = z.object({ values: stayMessageSettingsSchema, lockedByEnvironment });
export const stayMessagePreviewAnswerSchema = z.object({ reference: nullableText, subject: text, text, html: text });
same<z.output<typeof stayMessagePreviewAnswerSchema>, StayMessagePreview>(true);
export const managedStaySchema = z.object({
  directions: nullableText,
  checkInInstructions: nullableText,
  checkInInstructionsFrom: nullableText,
});
same<z.output<typeof managedStaySchema>, ManagedStay>(true);

// ---- Reviews ----

const stars = z.number();
const aspects = z.object(
  Object.fromEntries(REVIEW_ASPECTS.map((aspect) => [aspect, stars.nullable()])) as Record<ReviewAspect, z.ZodNullable<typeof stars>>,
);
export const publicReviewSchema = z.object({
  _id: text,
  rating: stars,
  aspects,
  text,
  firstName: text,
  stayMonth: text,
  reply: nullableText,
  createdAt: text,
});
same<z.output<typeof publicReviewSchema>, PublicReview>(true);
export const propertyReviewsSchema = z.object({
  average: stars.nullable(),
  count,
  distribution: z.array(count),
  aspects,
  reviews: z.array(publicReviewSchema),
});
same<z.output<typeof propertyReviewsSchema>, PropertyReviews>(true);
export const adminReviewSchema = publicReviewSchema.extend({
  hotelId: text,
  hotelName: text,
  reference: text,
  publishAt: text,
  hiddenReason: z.enum(REVIEW_HIDE_REASONS).nullable(),
});
same<z.output<typeof adminReviewSchema>, AdminReview>(true);
export const guestReviewStateSchema = z.object({
  hotelName: text,
  canReview: z.boolean(),
  reason: nullableText,
  review: publicReviewSchema.nullable(),
});
same<z.output<typeof guestReviewStateSchema>, GuestReviewState>(true);
const secrets = z.record(z.string(), text);
export const paymentSettingsAnswerSchema = z.object({
  values: paymentSettingsSchema,
  lockedByEnvironment,
  secrets,
  connection: z.object({ checkedAt: text, keyId: text }).nullable(),
  webhookUrl: text,
});
same<z.output<typeof paymentSettingsAnswerSchema>, PaymentSettingsAnswer>(true);
export const emailSettingsAnswerSchema = z.object({
  values: emailSettingsSchema,
  lockedByEnvironment,
  secrets,
  configured: z.boolean(),
  testRecipient: text,
});
same<z.output<typeof emailSettingsAnswerSchema>, EmailSettingsAnswer>(true);
export const settingsCheckSchema = z.object({ ok: z.boolean(), message: text });
same<z.output<typeof settingsCheckSchema>, SettingsCheckResult>(true);
export const settingsActivitySchema = z.array(z.object({ key: text, changedAt: text, changedBy: text }));
same<z.output<typeof settingsActivitySchema>[number], SettingsActivityEntry>(true);
