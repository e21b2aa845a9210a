/** The data public reads depend on; its own module so the cache and the bus that spreads its invalidations need not import each other. */
export const READ_TOPICS = [
  'hotels',
  'bookings',
  'blocks',
  'carousel',
  'destinations',
  'coupons',
  'blogs',
  'ratings',
  'settings',
  'reviews',
] as const;
export type ReadTopic = (typeof READ_TOPICS)[number];

/** The topics whose changes are nights taken or freed (a booking, a hold, a calendar block). */
export const NIGHTS_TOPICS = ['bookings', 'blocks'] as const satisfies readonly ReadTopic[];
export type NightsTopic = (typeof NIGHTS_TOPICS)[number];

/**
 * One change as the cache and the bus pass it on: the topics it touched, and for nights topics the
 * properties whose nights changed (absent: any), so the search catalogue brings only those up to date.
 */
export interface Invalidation {
  topics: readonly ReadTopic[];
  hotelIds?: readonly string[];
}
