/**
 * Zod schemas live in their own modules (`*-schemas.ts`, content/*), apart from messages, constants and
 * pure functions: the package has no side effects, so a page that imports only the latter (the home
 * page) never downloads zod.
 */
export * from './constants';
export * from './api-paths';
export * from './ids';
export * from './auth';
export * from './auth-schemas';
export * from './dates';
export * from './stay';
export * from './stay-nights';
export * from './money';
export * from './pricing';
export * from './night-price';
export * from './tax';
export * from './extras';
export * from './extras-schemas';
export * from './rates';
export * from './rates-schemas';
export * from './refund';
export * from './cancellation';
export * from './cancellation-schemas';
export * from './booking';
export * from './confirmation';
export * from './email';
export * from './settings';
export * from './stay-messages';
export * from './reviews';
export * from './go-live';
export * from './email-schemas';
export * from './errors';
export * from './images';
export * from './hotel';
export * from './hotel-schemas';
export * from './search';
export * from './search-schemas';
export * from './urls';
export * from './map';
export * from './content';
export * from './months';
export * from './dashboard';
export * from './admin-bookings';
export * from './front-desk';
export * from './desk-stay';
export * from './csv';
export * from './channels';
export * from './channels-schemas';
export * from './text';
export * from './server-render';
export * from './seo';
export * from './contract';
export * from './tax-documents';
export * from './tax-agreed';
export * from './payment-links-schemas';
export * from './deposits';
export * from './quotes';
