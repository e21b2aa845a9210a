/** Business constants and limits of docs/product/rules.md. Shared by the browser and the server. */

export const HOTEL_TYPES = [
  'Luxury Apartment',
  'Workation apartment',
  'Hill view apartment',
  'Sunrise Apartment',
  'Hill View Condo',
  'Family Apartment',
  // docs/product/rules.md lists a second "Luxury Apartment" variant; one value is enough for a type list.
  'Mountain View Condo',
  'Mountain View Flat',
  'Sunlit Apartment',
  'Studio Apartment',
  'Spacious Studio Apartment',
  'Pet Friendly',
] as const;
export type HotelType = (typeof HOTEL_TYPES)[number];

export const FACILITIES = [
  'Private Living and Dining Space',
  'OTT Subscribed Smart TV',
  'Private Washing Machine',
  'Free On site Shared Parking Space',
  '24X7 Security Guard',
  'Elevator',
  'High Speed Internet WiFi',
  'Power Back up by Inverter',
  'Support in Check-in & Check-out',
] as const;
export type Facility = (typeof FACILITIES)[number];

export const AMENITIES = [
  'Bath Towels',
  'Hand Towel',
  'Linen',
  'Shampoo',
  'Bath Soap',
  'Hot Water',
  'Wardrobe',
  'On demand Iron',
  'Hair Dryer',
  'Air-conditioned bedroom',
  'PTC heater in bedroom',
  'Functional Kitchen with Cooking Utensils',
  'Water Purifier',
  'Microwave',
  'Toaster',
  'Refrigerator',
  'Chimney',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/**
 * How a property charges for its guests: per person per night (docs/product/rules.md, the default) or per
 * property per night for up to an included number of guests, with a fee per night for each guest beyond.
 */
export const PRICE_MODELS = ['perPerson', 'perProperty'] as const;
export type PriceModel = (typeof PRICE_MODELS)[number];

export const SORT_OPTIONS = ['none', 'starRating', 'pricePerNightAsc', 'pricePerNightDesc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const REVIEW_PLATFORMS = ['Google', 'airbnb', 'makemytrip'] as const;

export const LISTING_PROPERTY_TYPES = [...HOTEL_TYPES, 'Other'] as const;
export const HEAR_ABOUT_OPTIONS = [
  'Facebook',
  'Instagram',
  'Google Search',
  'Reference from a guest',
  'Reference from a Property Owner',
  'Blogs',
  'Others',
] as const;

export const COUPON_TYPES = ['Percentage', 'Direct Money Off'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const CURRENCY = 'INR';

export const LIMITS = {
  toastMs: 2000,
  scrollTopThresholdPx: 300,
  carouselAdvanceMs: 5000,
  bookingWindowYears: 1,
  defaultStayNights: 1,
  maxAdults: 20,
  maxChildren: 20,
  /** Infants (under 4) share the children's places of a property (see bookingStayProblem). */
  maxInfants: 20,
  /** Longest stay bookable online unless the site sets MAX_STAY_NIGHTS; longer stays are arranged with the owner. */
  maxStayNights: 30,
  minPasswordLength: 6,
  minImagesPerHotel: 1,
  /** Bedrooms and bathrooms a property may list (richer listings, docs/product/property-detail.md). */
  maxRooms: 50,
  /** Kinds of bed a property lists, and how many of one kind. */
  maxBedKinds: 10,
  maxBedsOfAKind: 50,
  /** The owner's own amenities beside the fixed lists: how many, and how long each. */
  maxExtraAmenities: 30,
  maxExtraAmenityLength: 60,
  maxSquareMetres: 100_000,
  /**
   * The most photos a property may have: the largest Settings → Site "Photos per property" (the
   * database's check). The setting's default is the specification's 6.
   */
  maxImagesPerHotel: 30,
  defaultImagesPerHotel: 6,
  /** A photo's caption and alternative text (plain text, one line). */
  maxPhotoCaptionLength: 200,
  maxPhotoAltLength: 150,
  /** A per-property price covers at most this many guests (the database's check). */
  maxIncludedGuests: 40,
  maxImageBytes: 5 * 1024 * 1024,
  minStarRating: 1,
  maxStarRating: 5,
  minTotalRupees: 1,
} as const;

export const PAGE_SIZES = {
  adminMyProperties: 5,
  reviewProperties: 12,
  blogs: 9,
  homeBlogs: 4,
  /** The original site showed 5; 10 cards per page means fewer page turns while staying light (images are lazy). */
  search: 10,
  /** The administrator's list of listing requests. */
  listingRequests: 20,
} as const;

/**
 * Lists clients of the original site read as plain arrays (blogs, the owner's properties, listing
 * requests) answer an array when asked without `?page`: at most this many items, newest first.
 */
export const PLAIN_LIST_MAX = 1000;

export const PRICE_SLIDER = { min: 500, max: 10000, step: 50 } as const;

export const DEFAULT_GUESTS = { adultCount: 1, childCount: 0, infantCount: 0 } as const;

/**
 * Shown on every page (and logged at start) while payments are simulated. Here, not beside the payment
 * schemas, so the page frame that shows it does not pull zod into every page's first view.
 */
export const TEST_MODE_NOTICE = 'Test mode: payments are simulated, no money is taken.';

/** The kinds of bed a property lists its beds by (docs/product/property-detail.md). */
export const BED_TYPES = ['Single', 'Double', 'Queen', 'King', 'Sofa bed', 'Bunk bed', 'Floor mattress'] as const;
export type BedType = (typeof BED_TYPES)[number];
