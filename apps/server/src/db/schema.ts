/**
 * The one PostgreSQL schema (SPEC §3 entities). Money is stored in paise as integers; calendar dates as
 * `date`. The exclusion constraint that forbids overlapping stays lives in a custom migration
 * (drizzle-kit cannot express EXCLUDE constraints), see migrations/*_booking_overlap.sql.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored trimmed and lower-cased; see normalizeEmail. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_email_lowercase', sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

export interface HotelReview {
  name: string;
  rating: number;
  platform: string;
  review: string;
}

export const hotels = pgTable(
  'hotels',
  {
    id: id(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    type: text('type').notNull(),
    /** Whole rupees per night. */
    pricePerNight: integer('price_per_night').notNull(),
    adultCount: integer('adult_count').notNull(),
    childCount: integer('child_count').notNull(),
    starRating: smallint('star_rating').notNull(),
    facilities: text('facilities').array().notNull(),
    amenities: text('amenities').array().notNull(),
    imageUrls: text('image_urls').array().notNull(),
    bookingdotcom: text('bookingdotcom'),
    airbnb: text('airbnb'),
    makemytrip: text('makemytrip'),
    googleTravels: text('google_travels'),
    agoda: text('agoda'),
    /** Lower-cased name, city and country: what a destination search matches (trigram-indexed). */
    searchText: text('search_text').generatedAlwaysAs(
      (): ReturnType<typeof sql> => sql`lower(${hotels.name} || ' ' || ${hotels.city} || ' ' || ${hotels.country})`,
    ),
    reviews: jsonb('reviews').$type<HotelReview[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleting a property archives it: it leaves the site, its bookings keep their history. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * Secret of the property's iCal export feed (`?token=`), given to other platforms by the
     * administrator; regenerating it cuts off whoever had the old address. 256 random bits.
     */
    icalToken: text('ical_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  },
  (t) => [
    check('hotels_price_check', sql`${t.pricePerNight} >= 1`),
    check('hotels_adult_count_check', sql`${t.adultCount} >= 1`),
    check('hotels_child_count_check', sql`${t.childCount} >= 0`),
    check('hotels_star_rating_check', sql`${t.starRating} between 1 and 5`),
    check('hotels_images_check', sql`cardinality(${t.imageUrls}) between 1 and 6`),
    check('hotels_facilities_check', sql`cardinality(${t.facilities}) >= 1`),
    check('hotels_amenities_check', sql`cardinality(${t.amenities}) >= 1`),
    index('hotels_created_at_idx').on(t.createdAt.desc(), t.id).where(sql`${t.archivedAt} is null`),
    index('hotels_star_rating_idx').on(t.starRating.desc(), t.id).where(sql`${t.archivedAt} is null`),
    index('hotels_price_idx').on(t.pricePerNight, t.id).where(sql`${t.archivedAt} is null`),
    index('hotels_facilities_idx').using('gin', t.facilities),
    index('hotels_amenities_idx').using('gin', t.amenities),
    uniqueIndex('hotels_ical_token_unique').on(t.icalToken),
  ],
);

export const BOOKING_STATUSES = ['held', 'confirmed', 'expired', 'failed', 'refund_required', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * A payment order and the booking it becomes. 'held' reserves the nights until hold_expires_at;
 * 'confirmed' is a paid booking. Only held and confirmed rows take part in the overlap constraint.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'restrict' }),
    /** Null for a guest (anonymous) booking; the API shows 'guest'. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    adultCount: smallint('adult_count').notNull(),
    childCount: smallint('child_count').notNull().default(0),
    infantCount: smallint('infant_count').notNull().default(0),
    couponCode: text('coupon_code'),
    /** Server-computed amount in paise. */
    totalCost: integer('total_cost').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    provider: text('provider').notNull(),
    razorpayOrderId: text('razorpay_order_id').notNull(),
    razorpayPaymentId: text('razorpay_payment_id'),
    razorpaySignature: text('razorpay_signature'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bookings_order_id_unique').on(t.razorpayOrderId),
    uniqueIndex('bookings_payment_id_unique').on(t.razorpayPaymentId),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_hotel_idx').on(t.hotelId, t.checkIn),
    index('bookings_check_in_idx').on(t.checkIn),
    index('bookings_held_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'held'`),
    check('bookings_dates_check', sql`${t.checkOut} > ${t.checkIn}`),
    check('bookings_adults_check', sql`${t.adultCount} between 1 and 20`),
    check('bookings_children_check', sql`${t.childCount} between 0 and 20`),
    check('bookings_infants_check', sql`${t.infantCount} between 0 and 20`),
    check('bookings_total_check', sql`${t.totalCost} >= 100`),
    check(
      'bookings_status_check',
      sql`${t.status} in ('held', 'confirmed', 'expired', 'failed', 'refund_required', 'cancelled')`,
    ),
  ],
);

/** Provider webhook events, kept for audit and to skip duplicates by event id. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    couponType: text('coupon_type', { enum: ['Percentage', 'Direct Money Off'] }).notNull(),
    /** Percent for 'Percentage', whole rupees for 'Direct Money Off'. */
    amount: integer('amount').notNull(),
    couponCode: text('coupon_code').notNull(),
    couponMessage: text('coupon_message').notNull().default(''),
    minNights: integer('min_nights').notNull().default(0),
    /** Last day of validity in the property's timezone; null when it never expires. */
    expiryDate: date('expiry_date', { mode: 'string' }),
    neverExpires: boolean('never_expires').notNull().default(false),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(sql`lower(${t.couponCode})`),
    check('coupons_type_check', sql`${t.couponType} in ('Percentage', 'Direct Money Off')`),
    check(
      'coupons_amount_check',
      sql`${t.amount} >= 1 and (${t.couponType} <> 'Percentage' or ${t.amount} <= 100)`,
    ),
    check('coupons_min_nights_check', sql`${t.minNights} >= 0`),
    check('coupons_expiry_check', sql`(${t.neverExpires} and ${t.expiryDate} is null) or (not ${t.neverExpires} and ${t.expiryDate} is not null)`),
  ],
);

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    title: text('title').notNull(),
    thumbnailImageUrl: text('thumbnail_image_url').notNull(),
    /** Sanitized HTML: no script can run from it. */
    content: text('content').notNull(),
    author: text('author').notNull(),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('blogs_publish_date_idx').on(t.publishDate.desc(), t.createdAt.desc())],
);

export const destinations = pgTable(
  'destinations',
  {
    id: id(),
    name: text('name').notNull(),
    illustrationImageUrl: text('illustration_image_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('destinations_name_unique').on(sql`lower(${t.name})`)],
);

export const carouselSlides = pgTable('carousel_slides', {
  id: id(),
  imageUrl: text('image_url').notNull(),
  featuredText: text('featured_text').notNull(),
  /** An in-app route path starting with '/'. */
  buttonLink: text('button_link').notNull(),
  createdAt: createdAt(),
});

export const listingRequests = pgTable(
  'listing_requests',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    propertyName: text('property_name').notNull(),
    propertyLocation: text('property_location').notNull(),
    propertyType: text('property_type').notNull(),
    rooms: integer('rooms'),
    hearAbout: text('hear_about').notNull(),
    photosLink: text('photos_link'),
    propertyDescription: text('property_description'),
    createdAt: createdAt(),
  },
  (t) => [
    index('listing_requests_created_at_idx').on(t.createdAt.desc()),
    check('listing_requests_rooms_check', sql`${t.rooms} is null or ${t.rooms} >= 0`),
  ],
);

/** Links to the site's ratings on outside review platforms: a single row. */
export const ratings = pgTable(
  'ratings',
  {
    id: smallint('id').primaryKey().default(1),
    bookingdotcom: text('bookingdotcom'),
    airbnb: text('airbnb'),
    makemytrip: text('makemytrip'),
    googleTravel: text('google_travel'),
    agoda: text('agoda'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ratings_singleton', sql`${t.id} = 1`)],
);

/**
 * Another platform's calendar (Airbnb, Booking.com, …) imported into one property: its events become
 * calendar_blocks. A sync claims the row (sync_claim, until sync_claimed_until) so that one instance
 * at a time syncs it; a claim left by an instance that died expires.
 */
export const externalCalendars = pgTable(
  'external_calendars',
  {
    id: id(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** The address as compared for duplicates (lower-case host, no fragment): one feed, one property. */
    urlKey: text('url_key').notNull(),
    createdAt: createdAt(),
    /** When a sync last started (claimed the calendar); the next is due ICAL_SYNC_MINUTES later. */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** When a sync last fetched and applied the feed. */
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** Why the last sync failed; null after a successful one. */
    lastError: text('last_error'),
    /** First failure of the current run of failures (null while syncs succeed). */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** When the owner was told about the current run of failures (once per run). */
    failureNotifiedAt: timestamp('failure_notified_at', { withTimezone: true }),
    /** Events in the last feed accepted: a feed that had some and suddenly has none is refused. */
    lastEventCount: integer('last_event_count'),
    syncClaim: uuid('sync_claim'),
    syncClaimedUntil: timestamp('sync_claimed_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('external_calendars_url_key_unique').on(t.urlKey),
    index('external_calendars_hotel_idx').on(t.hotelId, t.createdAt),
    index('external_calendars_due_idx').on(t.lastAttemptAt),
  ],
);

export const BLOCK_SOURCES = ['owner', 'import'] as const;
export type BlockSource = (typeof BLOCK_SOURCES)[number];

/**
 * Nights of a property that cannot be booked: set by the owner, or imported from another platform's
 * calendar. [start_date, end_date) like a stay (end_date is the morning after the last night).
 * Custom migration: owner blocks may not overlap each other (exclusion constraint), an owner block
 * may not cover a held or confirmed stay and no stay may start taking blocked nights (triggers under
 * the property's night lock), and a GiST index serves the availability tests.
 */
export const calendarBlocks = pgTable(
  'calendar_blocks',
  {
    id: id(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    source: text('source', { enum: BLOCK_SOURCES }).notNull(),
    /** The calendar an imported block came from; deleting the calendar removes its blocks. */
    calendarId: uuid('calendar_id').references(() => externalCalendars.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The owner's note (owner blocks). */
    note: text('note').notNull().default(''),
    /** The event's UID and SUMMARY as the other platform wrote them (imported blocks). */
    uid: text('uid'),
    summary: text('summary'),
    /** The other platform names this a reservation of its own (Airbnb's "Reserved"), never an echo of ours. */
    reservation: boolean('reservation').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('calendar_blocks_calendar_idx').on(t.calendarId),
    check('calendar_blocks_dates_check', sql`${t.endDate} > ${t.startDate}`),
    check('calendar_blocks_source_check', sql`${t.source} in ('owner', 'import')`),
    check(
      'calendar_blocks_calendar_check',
      sql`(${t.source} = 'import') = (${t.calendarId} is not null)`,
    ),
  ],
);
