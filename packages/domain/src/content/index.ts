/** Content the administrator manages: coupons, blogs, destinations, carousel slides, rating links, listing requests.
 * (fields.ts stays internal: its helpers are building blocks of these schemas, not API.) */
export * from './coupons';
export * from './blogs';
export * from './destinations';
export * from './carousel';
export * from './ratings';
export * from './ratings-schemas';
export * from './listingRequests';
