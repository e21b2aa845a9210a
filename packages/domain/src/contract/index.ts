/**
 * The API contract: one entry per route, named "METHOD /path" (Fastify's `:name` parameters). Each
 * entry says who may call the route and the zod schemas of its input and its answer. The server
 * registers every /api route from its entry (validation before the handler, answers serialized through
 * the response schema), the web client derives its calls' types from it, and the authorization and
 * hostile-input tests walk it. Adding a route starts here (see CONTRIBUTING.md).
 *
 * This module carries zod: the browser imports its types only (see api-paths.ts for the call helper).
 */
import { z } from '../zod';
import { adminBookingsQuerySchema } from '../admin-bookings';
import { guestCancelSchema, ownerCancelSchema } from '../cancellation-schemas';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '../auth-schemas';
import {
  allBookingsQuerySchema,
  bookingQuoteSchema,
  orderReleaseSchema,
  paymentIntentRequestSchema,
  checkoutValidationSchema,
  paymentValidationSchema,
  simulatedPaymentSchema,
} from '../booking';
import { externalCalendarSchema, icalExportQuerySchema, ownerBlockSchema } from '../channels-schemas';
import { blogInputSchema, blogListQuerySchema } from '../content/blogs';
import { carouselSlideInputSchema } from '../content/carousel';
import { couponInputSchema } from '../content/coupons';
import { destinationInputSchema } from '../content/destinations';
import { listingRequestInputSchema, listingRequestListQuerySchema } from '../content/listingRequests';
import { ratingsInputSchema } from '../content/ratings-schemas';
import { calendarQuerySchema, calendarSchema, dashboardMoneySchema, dashboardSchema } from '../dashboard';
import { sentEmailsQuerySchema } from '../email-schemas';
import {
  businessSettingsSchema,
  emailSettingsSchema,
  guestSettingsSchema,
  paymentCheckSchema,
  paymentSettingsSchema,
  siteSettingsSchema,
  taxSettingsSchema,
} from '../settings';
import { reviewHideSchema, reviewInputSchema, reviewReplySchema } from '../reviews-schemas';
import { arrivalNotesSchema, stayMessagePreviewSchema, stayMessageSettingsSchema } from '../stay-messages-schemas';
import { adminTodaySchema, demoCatalogueSchema, goLiveStatusSchema, setupStateSchema } from '../go-live';
import { hotelFormSchema } from '../hotel-schemas';
import { ratesSchema } from '../rates-schemas';
import { isFinancialYear } from '../tax';
import { adminHotelListQuerySchema, searchQuerySchema } from '../search-schemas';
import {
  balanceOfflineSchema,
  bookingNoteSchema,
  deskBookingSchema,
  deskCalendarQuerySchema,
  deskDatesSchema,
  deskChangeSchema,
  deskChangeQuerySchema,
  guestChangeQuerySchema,
  stayMarkSchema,
} from '../front-desk';
import { quotePaySchema, quoteSchema } from '../quotes';
import {
  paymentLinkReturnAnswerSchema,
  paymentLinkReturnSchema,
  simulatedLinkPaidSchema,
  simulatedLinkSchema,
} from '../payment-links-schemas';
import { defineContract } from './define';
import {
  adminBookingDetailSchema,
  guestChangeQuoteSchema,
  deskBookingCreatedSchema,
  adminQuoteSchema,
  quotePageSchema,
  deskCalendarSchema,
  adminBookingsPageSchema,
  adminHotelSchema,
  availabilitySchema,
  blogPageSchema,
  blogSchema,
  bookingConfirmationSchema,
  bookingQuoteResponseSchema,
  bookingSchema,
  taxDocumentSummarySchema,
  cancellationQuoteSchema,
  calendarBlockSchema,
  calendarConflictSchema,
  calendarSyncResultSchema,
  adminDestinationSchema,
  carouselSlideSchema,
  couponSchema,
  currentUserSchema,
  destinationSchema,
  destinationPageSchema,
  externalCalendarResponseSchema,
  healthSchema,
  heldStaySchema,
  homeHotelsSchema,
  hotelPageSchema,
  hotelSchema,
  icalExportAddressSchema,
  listingRequestPageSchema,
  listingRequestSchema,
  messageSchema,
  orderStatusSchema,
  paymentIntentResponseSchema,
  propertyNightsSchema,
  ratesResponseSchema,
  ratingLinksSchema,
  searchPageSchema,
  sentEmailListSchema,
  sentEmailSchema,
  businessSettingsAnswerSchema,
  guestSettingsAnswerSchema,
  settingsActivitySchema,
  siteSettingsAnswerSchema,
  taxSettingsAnswerSchema,
  taxDocumentListSchema,
  paymentSettingsAnswerSchema,
  emailSettingsAnswerSchema,
  publicBusinessSchema,
  settingsCheckSchema,
  siteConfigSchema,
  tokenValidationSchema,
  userIdSchema,
  validatedBookingSchema,
  stayMessageSettingsAnswerSchema,
  stayMessagePreviewAnswerSchema,
  managedStaySchema,
  adminReviewSchema,
  guestReviewStateSchema,
  propertyReviewsSchema,
  publicReviewSchema,
  extraSchema,
  propertyChargesSchema,
} from './responses';
import { cleaningFeeSchema, extraInputSchema } from '../extras-schemas';

/** Ids arrive as any text; services answer 404 for one that cannot name a row. */
const id = z.object({ id: z.string() });
const slug = z.object({ slug: z.string() });
/** A private manage-booking link's secret (modules/bookings/manage-link.ts). */
const token = z.object({ token: z.string() });
const taxMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be a month such as 2026-11');
const taxMonthSchema = z.object({ month: taxMonth });
/** Admin → Invoices: a month or a whole financial year, optionally only the documents a search names. */
const taxDocumentsQuerySchema = z
  .object({
    month: taxMonth.optional(),
    financialYear: z.string().refine(isFinancialYear, 'financialYear must be a financial year such as 2026-27').optional(),
    q: z.string().trim().max(100, 'q can be at most 100 characters').optional(),
  })
  .refine((query) => (query.month === undefined) !== (query.financialYear === undefined), {
    message: 'Give either month or financialYear',
    path: ['month'],
  });
const hotelAndCalendar = z.object({ id: z.string(), calendarId: z.string() });
const hotelAndBlock = z.object({ id: z.string(), blockId: z.string() });
const hotelAndExtra = z.object({ id: z.string(), extraId: z.string() });

const bookingList = z.object({ data: z.array(bookingSchema) });
/** My Bookings: each booking with its tax documents. */
const userBookingList = z.object({ data: z.array(bookingSchema.extend({ documents: z.array(taxDocumentSummarySchema) })) });
const paymentSuccess = z.object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() });
const paymentFailure = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    reason: z.string(),
    source: z.string(),
    step: z.string(),
    /** The order's id, or the payment link's (payment_link_id) on a link's page. */
    metadata: z.union([z.object({ order_id: z.string() }), z.object({ payment_link_id: z.string() })]),
  }),
});

export const API = defineContract({
  // ---- Site ----
  'GET /api/health': { access: 'public', response: healthSchema },
  'GET /api/config': { access: 'public', response: siteConfigSchema },

  // ---- Accounts ----
  'POST /api/users/register': { access: 'public', body: registerSchema, status: 201, response: userIdSchema },
  'POST /api/auth/login': { access: 'public', body: loginSchema, response: userIdSchema },
  'POST /api/auth/logout': { access: 'public', response: messageSchema },
  'POST /api/auth/change-password': { access: 'user', body: changePasswordSchema, response: messageSchema },
  'GET /api/auth/validate-token': { access: 'user', response: tokenValidationSchema },
  'GET /api/users/me': { access: 'user', response: currentUserSchema },
  'POST /api/auth/forgot-password': { access: 'public', body: forgotPasswordSchema, response: messageSchema },
  'POST /api/auth/reset-password': { access: 'public', body: resetPasswordSchema, response: messageSchema },
  'POST /api/auth/verify-email': { access: 'public', body: verifyEmailSchema, response: messageSchema },
  'POST /api/auth/resend-verification': { access: 'user', response: messageSchema },

  // ---- Properties ----
  'GET /api/hotels': { access: 'public', response: homeHotelsSchema },
  'GET /api/hotels/search': { access: 'public', query: searchQuerySchema, response: searchPageSchema },
  'GET /api/hotels/:id': { access: 'public', params: id, response: hotelSchema },
  'GET /api/my-hotels': { access: 'admin', query: adminHotelListQuerySchema, response: hotelPageSchema },
  'GET /api/my-hotels/:id': { access: 'admin', params: id, response: adminHotelSchema },
  'POST /api/my-hotels': { access: 'admin', form: hotelFormSchema, status: 201, response: hotelSchema },
  'PUT /api/my-hotels/:hotelId': {
    access: 'admin',
    params: z.object({ hotelId: z.string() }),
    form: hotelFormSchema,
    response: hotelSchema,
  },
  'DELETE /api/my-hotels/:id': { access: 'admin', params: id, status: 204, response: null },
  'GET /api/my-hotels/:id/rates': { access: 'admin', params: id, response: ratesResponseSchema },
  'PUT /api/my-hotels/:id/rates': { access: 'admin', params: id, body: ratesSchema, response: ratesResponseSchema },
  /** The cleaning fee and extras a guest may choose (decision 0090); deleted extras are left out. */
  'GET /api/hotels/:id/extras': { access: 'public', params: id, response: propertyChargesSchema },
  'GET /api/my-hotels/:id/extras': { access: 'admin', params: id, response: propertyChargesSchema },
  'PUT /api/my-hotels/:id/cleaning-fee': { access: 'admin', params: id, body: cleaningFeeSchema, response: propertyChargesSchema },
  'POST /api/my-hotels/:id/extras': { access: 'admin', params: id, body: extraInputSchema, status: 201, response: extraSchema },
  'PUT /api/my-hotels/:id/extras/:extraId': { access: 'admin', params: hotelAndExtra, body: extraInputSchema, response: extraSchema },
  /** Soft: bookings and documents keep their own copy of its line. */
  'DELETE /api/my-hotels/:id/extras/:extraId': { access: 'admin', params: hotelAndExtra, status: 204, response: null },
  /** How to get there and the private check-in instructions: never in any public answer. */
  'GET /api/my-hotels/:id/arrival': { access: 'admin', params: id, response: arrivalNotesSchema },
  'PUT /api/my-hotels/:id/arrival': { access: 'admin', params: id, body: arrivalNotesSchema, response: arrivalNotesSchema },

  // ---- Bookings and payments ----
  'POST /api/hotels/:id/bookings/quote': { access: 'public', params: id, body: bookingQuoteSchema, response: bookingQuoteResponseSchema },
  'POST /api/hotels/:id/bookings/payment-intent': {
    access: 'public',
    params: id,
    body: paymentIntentRequestSchema,
    status: 201,
    response: paymentIntentResponseSchema,
  },
  'GET /api/hotels/:id/availability': { access: 'public', params: id, response: availabilitySchema },
  'POST /api/hotels/order/validate': { access: 'public', body: checkoutValidationSchema, response: validatedBookingSchema },
  /** For the page that could not hear validate's answer: the same proof, read only. */
  'POST /api/hotels/order/status': { access: 'public', body: paymentValidationSchema, response: orderStatusSchema },
  /** The private manage-booking link: the token is the only key. */
  'GET /api/bookings/manage/:token': { access: 'public', params: token, response: bookingConfirmationSchema },
  /** The stay as an .ics for the guest's calendar ("Add to calendar" on the confirmation page): the e-mail's attachment. */
  'GET /api/bookings/manage/:token/calendar.ics': {
    access: 'public',
    params: token,
    response: null,
    produces: 'text/calendar; charset=utf-8',
  },
  /**
   * A booking's tax invoice, receipt or credit note as a PDF (docs/product/tax.md): for the holder of the
   * booking's private link, the signed-in guest whose booking it is, and the administrator.
   */
  'GET /api/bookings/manage/:token/documents/:documentId': {
    access: 'public',
    params: z.object({ token: z.string(), documentId: z.string() }),
    response: null,
    produces: 'application/pdf',
  },
  'GET /api/bookings/:id/documents/:documentId': {
    access: 'user',
    params: z.object({ id: z.string(), documentId: z.string() }),
    response: null,
    produces: 'application/pdf',
  },
  'GET /api/admin/tax/documents/:id': { access: 'admin', params: id, response: null, produces: 'application/pdf' },
  /** Admin → Invoices: a month's or a financial year's documents, searched; a month for the returns as CSV. */
  'GET /api/admin/tax/documents': { access: 'admin', query: taxDocumentsQuerySchema, response: taxDocumentListSchema },
  'GET /api/admin/tax/export.csv': { access: 'admin', query: taxMonthSchema, response: null, produces: 'text/csv; charset=utf-8' },
  /** The month's GSTR-1 tables in the offline tool's CSV layout, zipped (docs/product/tax.md). */
  'GET /api/admin/tax/gstr1.zip': { access: 'admin', query: taxMonthSchema, response: null, produces: 'application/zip' },
  'POST /api/bookings/:id/manage-link': { access: 'admin', params: id, response: z.object({ reference: z.string() }) },
  /** An expired link's page asks for a new link, mailed to the booking's address. */
  'POST /api/bookings/manage/:token/renew': { access: 'public', params: token, response: messageSchema },
  /** The manage page's arrival notes: the check-in instructions only from the check-in message's time. */
  'GET /api/bookings/manage/:token/stay': { access: 'public', params: token, response: managedStaySchema },
  /** Whether the booking's stay may be reviewed, and its review once written. */
  'GET /api/bookings/manage/:token/review': { access: 'public', params: token, response: guestReviewStateSchema },
  /** My Bookings: the review page of one of the signed-in guest's ended stays (its manage link's). */
  'POST /api/bookings/:id/review-link': { access: 'user', params: id, response: z.object({ path: z.string() }) },
  /** 409 before check-out, for a stay not confirmed (cancelled) or a second review; rate-limited per booking and address. */
  'POST /api/bookings/manage/:token/review': {
    access: 'public',
    params: token,
    body: reviewInputSchema,
    status: 201,
    response: publicReviewSchema,
  },
  'GET /api/hotels/:id/reviews': { access: 'public', params: id, response: propertyReviewsSchema },
  'GET /api/admin/reviews': { access: 'admin', response: z.array(adminReviewSchema) },
  /** One reply per review (409 for a second); the review shows at once. */
  'POST /api/admin/reviews/:id/reply': { access: 'admin', params: id, body: reviewReplySchema, response: publicReviewSchema },
  'POST /api/admin/reviews/:id/hide': { access: 'admin', params: id, body: reviewHideSchema, response: publicReviewSchema },
  /** The review requests' unsubscribe link, and List-Unsubscribe's one click (RFC 8058). */
  'POST /api/review-requests/unsubscribe/:token': { access: 'public', params: token, response: messageSchema },
  'POST /api/hotels/order/release': { access: 'public', body: orderReleaseSchema, response: z.object({ released: z.boolean() }) },
  'POST /api/hotels/getUserBookings': { access: 'user', response: userBookingList },
  'POST /api/hotels/getAllBookings': { access: 'admin', body: allBookingsQuerySchema.optional(), response: bookingList },
  'POST /api/payments/simulated/pay': {
    access: 'public',
    body: simulatedPaymentSchema,
    response: paymentSuccess,
    otherResponses: { 402: paymentFailure },
  },
  /** The owner records a booking's balance as paid to them directly (409 when paid already or there is none). */
  'POST /api/admin/bookings/:id/balance': { access: 'admin', params: id, body: balanceOfflineSchema, response: messageSchema },
  /** The simulated provider's payment-link test page (404 while Razorpay is in force). */
  'GET /api/payments/simulated/links/:id': { access: 'public', params: id, response: simulatedLinkSchema },
  /** One attempt on that page; `orderId` is the link's id. */
  'POST /api/payments/simulated/links/pay': {
    access: 'public',
    body: simulatedPaymentSchema,
    response: simulatedLinkPaidSchema,
    otherResponses: { 402: paymentFailure },
  },
  /** The guest's browser back from a paid link: checked by its signature, recorded like the webhook (whichever comes first). */
  'POST /api/payments/links/return': { access: 'public', body: paymentLinkReturnSchema, response: paymentLinkReturnAnswerSchema },
  /** Razorpay's servers call it; the body is read raw, as its signature covers the exact bytes. */
  'POST /api/payments/razorpay/webhook': { access: 'public', response: z.object({ status: z.string() }) },

  // ---- Content ----
  'GET /api/coupons': { access: 'public', response: z.array(couponSchema) },
  'GET /api/coupons/all': { access: 'admin', response: z.array(couponSchema) },
  'POST /api/coupons': { access: 'admin', body: couponInputSchema, status: 201, response: couponSchema },
  'DELETE /api/coupons/:id': { access: 'admin', params: id, status: 204, response: null },
  'PUT /api/coupons/:id': { access: 'admin', params: id, body: couponInputSchema, response: couponSchema },
  'GET /api/blogs': { access: 'public', query: blogListQuerySchema, response: blogPageSchema },
  'GET /api/blogs/:id': { access: 'public', params: id, response: blogSchema },
  'POST /api/blogs': { access: 'admin', form: blogInputSchema, status: 201, response: blogSchema },
  'DELETE /api/blogs/:id': { access: 'admin', params: id, status: 204, response: null },
  'PUT /api/blogs/:id': { access: 'admin', params: id, form: blogInputSchema, response: blogSchema },
  'GET /api/destinations': { access: 'public', response: z.array(destinationSchema) },
  'POST /api/destinations': { access: 'admin', form: destinationInputSchema, status: 201, response: destinationSchema },
  'DELETE /api/destinations/:id': { access: 'admin', params: id, status: 204, response: null },
  'GET /api/destinations/all': { access: 'admin', response: z.array(adminDestinationSchema) },
  'GET /api/destination-pages/:slug': { access: 'public', params: slug, response: destinationPageSchema },
  'PUT /api/destinations/:id': { access: 'admin', params: id, form: destinationInputSchema, response: destinationSchema },
  'GET /api/carousel': { access: 'public', response: z.array(carouselSlideSchema) },
  'POST /api/carousel': { access: 'admin', form: carouselSlideInputSchema, status: 201, response: carouselSlideSchema },
  'DELETE /api/carousel/:id': { access: 'admin', params: id, status: 204, response: null },
  'PUT /api/carousel/:id': { access: 'admin', params: id, form: carouselSlideInputSchema, response: carouselSlideSchema },
  'GET /api/rating': { access: 'public', response: ratingLinksSchema },
  'POST /api/rating': { access: 'admin', body: ratingsInputSchema, response: ratingLinksSchema },
  'POST /api/properties': { access: 'user', body: listingRequestInputSchema, status: 201, response: listingRequestSchema },
  'GET /api/properties': { access: 'admin', query: listingRequestListQuerySchema, response: listingRequestPageSchema },

  // ---- Owner dashboard ----
  'GET /api/admin/dashboard': { access: 'admin', response: dashboardSchema },
  /** Balances due in the next 30 days and overdue ones (issue 36 §7). */
  'GET /api/admin/dashboard/money': { access: 'admin', response: dashboardMoneySchema },
  /** Today's work: arrivals, departures, messages waiting, refunds owed and setup warnings. */
  'GET /api/admin/today': { access: 'admin', response: adminTodaySchema },
  'GET /api/admin/hotels/:id/calendar': { access: 'admin', params: id, query: calendarQuerySchema, response: calendarSchema },
  'GET /api/admin/holds': { access: 'admin', response: z.array(heldStaySchema) },
  'DELETE /api/admin/holds/:id': { access: 'admin', params: id, status: 204, response: null },

  // ---- Channel sync ----
  'GET /api/hotels/:id/calendar.ics': {
    access: 'public',
    params: id,
    query: icalExportQuerySchema,
    response: null,
    produces: 'text/calendar; charset=utf-8',
  },
  'POST /api/my-hotels/:id/calendar-token': { access: 'admin', params: id, response: icalExportAddressSchema },
  'GET /api/my-hotels/:id/calendars': { access: 'admin', params: id, response: z.array(externalCalendarResponseSchema) },
  'POST /api/my-hotels/:id/calendars': {
    access: 'admin',
    params: id,
    body: externalCalendarSchema,
    status: 201,
    response: calendarSyncResultSchema,
  },
  'DELETE /api/my-hotels/:id/calendars/:calendarId': { access: 'admin', params: hotelAndCalendar, status: 204, response: null },
  'POST /api/my-hotels/:id/calendars/:calendarId/sync': { access: 'admin', params: hotelAndCalendar, response: calendarSyncResultSchema },
  'GET /api/my-hotels/:id/blocks': { access: 'admin', params: id, response: propertyNightsSchema },
  'POST /api/my-hotels/:id/blocks': { access: 'admin', params: id, body: ownerBlockSchema, status: 201, response: calendarBlockSchema },
  'DELETE /api/my-hotels/:id/blocks/:blockId': { access: 'admin', params: hotelAndBlock, status: 204, response: null },
  'GET /api/admin/calendar-conflicts': { access: 'admin', response: z.array(calendarConflictSchema) },

  // ---- The administrator's bookings (never cached) ----
  'GET /api/admin/bookings': { access: 'admin', query: adminBookingsQuerySchema, response: adminBookingsPageSchema },
  /** Every booking the same filter lists, as CSV. */
  'GET /api/admin/bookings/export.csv': {
    access: 'admin',
    query: adminBookingsQuerySchema,
    response: null,
    produces: 'text/csv; charset=utf-8',
  },
  'GET /api/admin/bookings/:id': { access: 'admin', params: id, response: adminBookingDetailSchema },

  // ---- The front desk (issue 36) ----
  'GET /api/admin/desk/calendar': { access: 'admin', query: deskCalendarQuerySchema, response: deskCalendarSchema },
  /** A booking the owner enters, paid offline: confirmed at once, with the guest's confirmation e-mail. */
  'POST /api/admin/bookings': { access: 'admin', body: deskBookingSchema, status: 201, response: deskBookingCreatedSchema },
  /** New dates for a booking; the database refuses them when they overlap another stay or a block. */
  /** The owner's change quote: the asked stay at the new price, and what is paid by link or refunded. */
  'GET /api/admin/bookings/:id/change': { access: 'admin', params: id, query: deskChangeQuerySchema, response: guestChangeQuoteSchema },
  'POST /api/admin/bookings/:id/dates': { access: 'admin', params: id, body: deskChangeSchema, response: adminBookingDetailSchema },
  /** The guest arrived, departed or did not come (409 for a step that cannot follow the last one). */
  'POST /api/admin/bookings/:id/stay': { access: 'admin', params: id, body: stayMarkSchema, response: adminBookingDetailSchema },
  /** A private note of the owner's: on the booking's admin page only. */
  'POST /api/admin/bookings/:id/notes': {
    access: 'admin',
    params: id,
    body: bookingNoteSchema,
    status: 201,
    response: adminBookingDetailSchema,
  },

  // ---- Quotes (issue 36): the owner's, and the guest's page by its private token ----
  'GET /api/admin/quotes': { access: 'admin', response: z.array(adminQuoteSchema) },
  /** Holds the nights at once (409 naming the clashing dates) and answers the quote with its private token. */
  'POST /api/admin/quotes': { access: 'admin', body: quoteSchema, status: 201, response: adminQuoteSchema },
  /** Ends a quote waiting for payment: its nights are free, its page says it was withdrawn. */
  'POST /api/admin/quotes/:id/withdraw': { access: 'admin', params: id, response: adminQuoteSchema },
  /** Queues the e-mail with the quote's link to the guest (the outbox sends it). */
  'POST /api/admin/quotes/:id/email': { access: 'admin', params: id, response: adminQuoteSchema },
  /** The guest's page; the first view marks the quote opened. */
  'GET /api/quotes/:token': { access: 'public', params: token, response: quotePageSchema },
  /** The checkout's order for the deposit or the whole total, as the server computes it. */
  'POST /api/quotes/:token/pay': {
    access: 'public',
    params: token,
    body: quotePaySchema,
    status: 201,
    response: paymentIntentResponseSchema,
  },

  // ---- Cancellations and refunds ----
  'GET /api/bookings/:id/cancellation': { access: 'user', params: id, response: cancellationQuoteSchema },
  'POST /api/bookings/:id/cancel': { access: 'user', params: id, body: guestCancelSchema.optional(), response: bookingSchema },
  /** The same for whoever holds the booking's private link (no account): the token is the only key. */
  'GET /api/bookings/manage/:token/cancellation': { access: 'public', params: token, response: cancellationQuoteSchema },
  /** The guest's own change of dates (when the owner allows it): priced, then saved through the owner's change. */
  'GET /api/bookings/manage/:token/change': {
    access: 'public',
    params: token,
    query: guestChangeQuerySchema,
    response: guestChangeQuoteSchema,
  },
  'POST /api/bookings/manage/:token/dates': {
    access: 'public',
    params: token,
    body: deskDatesSchema,
    response: bookingConfirmationSchema,
  },
  'POST /api/bookings/manage/:token/cancel': {
    access: 'public',
    params: token,
    body: guestCancelSchema.optional(),
    response: bookingConfirmationSchema,
  },
  'GET /api/admin/bookings/:id/cancellation': { access: 'admin', params: id, response: cancellationQuoteSchema },
  'POST /api/admin/bookings/:id/cancel': { access: 'admin', params: id, body: ownerCancelSchema, response: bookingSchema },
  'POST /api/admin/bookings/:id/refund': { access: 'admin', params: id, response: bookingSchema },
  'POST /api/admin/bookings/:id/refund/retry': { access: 'admin', params: id, response: bookingSchema },

  // ---- E-mail ----
  'GET /api/admin/emails': { access: 'admin', query: sentEmailsQuerySchema, response: sentEmailListSchema },
  'GET /api/admin/emails/:id': { access: 'admin', params: id, response: sentEmailSchema },

  // ---- Settings (administrator only) ----
  'GET /api/admin/settings/business': { access: 'admin', response: businessSettingsAnswerSchema },
  'PUT /api/admin/settings/business': { access: 'admin', body: businessSettingsSchema, response: businessSettingsAnswerSchema },
  /** Multipart: `logo`, one image file (PNG, JPEG, WebP or SVG). */
  'POST /api/admin/settings/business/logo': { access: 'admin', form: z.object({}), response: publicBusinessSchema },
  'DELETE /api/admin/settings/business/logo': { access: 'admin', response: publicBusinessSchema },
  'GET /api/admin/settings/guests': { access: 'admin', response: guestSettingsAnswerSchema },
  'PUT /api/admin/settings/guests': { access: 'admin', body: guestSettingsSchema, response: guestSettingsAnswerSchema },
  'GET /api/admin/settings/site': { access: 'admin', response: siteSettingsAnswerSchema },
  'PUT /api/admin/settings/site': { access: 'admin', body: siteSettingsSchema, response: siteSettingsAnswerSchema },
  'GET /api/admin/settings/payments': { access: 'admin', response: paymentSettingsAnswerSchema },
  'PUT /api/admin/settings/payments': { access: 'admin', body: paymentSettingsSchema, response: paymentSettingsAnswerSchema },
  'POST /api/admin/settings/payments/check': { access: 'admin', body: paymentCheckSchema, response: settingsCheckSchema },
  'GET /api/admin/settings/email': { access: 'admin', response: emailSettingsAnswerSchema },
  'PUT /api/admin/settings/email': { access: 'admin', body: emailSettingsSchema, response: emailSettingsAnswerSchema },
  'POST /api/admin/settings/email/test': { access: 'admin', body: emailSettingsSchema, response: settingsCheckSchema },
  'GET /api/admin/settings/tax': { access: 'admin', response: taxSettingsAnswerSchema },
  'PUT /api/admin/settings/tax': { access: 'admin', body: taxSettingsSchema, response: taxSettingsAnswerSchema },
  'GET /api/admin/settings/activity': { access: 'admin', response: settingsActivitySchema },
  'GET /api/admin/settings/messages': { access: 'admin', response: stayMessageSettingsAnswerSchema },
  'PUT /api/admin/settings/messages': { access: 'admin', body: stayMessageSettingsSchema, response: stayMessageSettingsAnswerSchema },
  /** The message as edited, filled from the newest confirmed booking; 400 naming an unknown placeholder. */
  'POST /api/admin/settings/messages/preview': {
    access: 'admin',
    body: stayMessagePreviewSchema,
    response: stayMessagePreviewAnswerSchema,
  },

  // ---- Going live and the first-run setup (administrator only) ----
  'GET /api/admin/go-live': { access: 'admin', response: goLiveStatusSchema },
  /** 409 naming every item that fails, or when SITE_MODE pins the mode. */
  'POST /api/admin/go-live': { access: 'admin', response: goLiveStatusSchema },
  'POST /api/admin/go-live/test-mode': { access: 'admin', response: goLiveStatusSchema },
  'GET /api/admin/demo-catalogue': { access: 'admin', response: demoCatalogueSchema },
  /** Answers what was removed. */
  'DELETE /api/admin/demo-catalogue': { access: 'admin', response: demoCatalogueSchema },
  'GET /api/admin/setup': { access: 'admin', response: setupStateSchema },
  'PUT /api/admin/setup': { access: 'admin', body: setupStateSchema, response: setupStateSchema },
});

export type Api = typeof API;
export type ApiRoute = keyof Api;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;
/** An entry's schema for one part of the request, or undefined when it has none. */
type Part<K extends ApiRoute, P extends 'params' | 'query' | 'body' | 'form'> = Api[K] extends { [k in P]: infer S } ? S : undefined;

/** What a route's handler receives (after validation) and answers. */
export type RouteParams<K extends ApiRoute> = Out<Part<K, 'params'>>;
export type RouteQuery<K extends ApiRoute> = Out<Part<K, 'query'>>;
export type RouteBody<K extends ApiRoute> = Out<Part<K, 'body'>>;
/** What a route answers: the JSON of its response schema (void when it answers no JSON). */
export type RouteResponse<K extends ApiRoute> = Api[K]['response'] extends z.ZodType ? z.output<Api[K]['response']> : void;
/** What a client sends: the schemas' input sides. */
export type RouteParamsInput<K extends ApiRoute> = In<Part<K, 'params'>>;
export type RouteQueryInput<K extends ApiRoute> = In<Part<K, 'query'>>;
/** A multipart route's form fields (after validation). */
export type RouteForm<K extends ApiRoute> = Out<Part<K, 'form'>>;
export type RouteBodyInput<K extends ApiRoute> = In<Part<K, 'body'>>;

export * from './define';
export * from './responses';
