/**
 * Zod schemas live in their own modules (`*-schemas.ts`, content/*), apart from messages, constants and
 * pure functions: the package has no side effects, so a page that imports only the latter (the home
 * page) never downloads zod.
 */
export * from './constants';
export * from './api-paths';
export * from './auth';
export * from './auth-schemas';
export * from './dates';
export * from './money';
export * from './pricing';
export * from './refund';
export * from './booking';
export * from './errors';
export * from './images';
export * from './hotel';
export * from './hotel-schemas';
export * from './search';
export * from './search-schemas';
export * from './urls';
export * from './content';
export * from './months';
export * from './dashboard';
export * from './channels';
export * from './channels-schemas';
export * from './text';
export * from './server-render';
