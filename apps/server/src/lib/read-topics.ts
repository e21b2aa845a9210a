/** The data public reads depend on; its own module so the cache and the bus that spreads its invalidations need not import each other. */
export const READ_TOPICS = ['hotels', 'bookings', 'blocks', 'carousel', 'destinations', 'coupons', 'blogs', 'ratings'] as const;
export type ReadTopic = (typeof READ_TOPICS)[number];
