/**
 * One valid request per API route, keyed by its name in the API contract ("METHOD /url", as the route
 * table `app.routeAccess` names it too). The authorization and hostile-input tests walk the contract
 * and look routes up here: `RECIPES` must name every contract entry (the type checker says which is
 * missing), so a new route cannot be forgotten.
 *
 * A recipe is called afresh for every caller, so it may first create what the request needs (a row to
 * delete, a held order to pay) through the API or straight in the database.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  addDays,
  API,
  API_PATHS,
  DEFAULT_STAY_MESSAGES,
  destinationSlug,
  SIMULATED_TEST_INPUTS,
  type Access,
  type ApiRoute,
  type RouteContract,
} from '@hillnest/domain';
import type { Database } from '../../db/client';
import { accountTokens, bookings, hotels, outboxMessages, refunds, taxDocuments } from '../../db/schema';
import { hashToken } from '../../modules/auth/accounts';
import {
  changeGuestSettings,
  createIntent,
  createSandboxLink,
  inDays,
  insertHotel,
  orderRow,
  paySuccessfully,
  stay,
} from '../../modules/bookings/test-fixtures';
import { hotelForm } from '../../modules/hotels/test-support';
import { createQuote, quoteBody } from '../../modules/quotes/test-fixtures';
import { unsubscribeKey } from '../../modules/stay-messages/unsubscribe';
import { multipart, pngImage } from '../multipart';

/** The webhook secret the hardening tests configure, so a recipe can sign a real webhook. */
export const WEBHOOK_SECRET = 'hardening-webhook-secret-0123456789';

export interface Fixtures {
  app: FastifyInstance;
  db: Database;
  adminCookie: string;
  /** A property anyone may read, quote and check the availability of. */
  hotelId: string;
}

/** How the request carries its input, so the hostile-input test knows what to break. */
export type BodyKind = 'none' | 'json' | 'multipart' | 'query' | 'raw';

/**
 * How to make one valid request of a route. What the route accepts and answers (its access, success
 * status, content type, id parameters, optional fields, kind of body) is read from its contract entry
 * (see `factsOf`), so a recipe says only how to build the request.
 */
export interface Recipe {
  /** Only for a body the contract cannot describe: the webhook's raw, signed bytes. */
  body?: 'raw';
  /**
   * 'own': the request ends or changes the sessions of the account it is made for (sign-out, a password
   * change), so it carries the cookie of an account the recipe signed up itself; signed-in callers send
   * that cookie instead of theirs, and their own sessions live on for the routes after.
   */
  session?: 'own';
  /**
   * The status a let-in caller gets when the test app cannot make the request succeed (going live needs
   * real payment keys and e-mail): still not the guard's 401 or 403. Default: the contract's.
   */
  status?: number;
  request(f: Fixtures): Promise<InjectOptions>;
}

/** What the hardening tests need to know of a route, from its contract entry and recipe. */
export interface RouteFacts {
  key: ApiRoute;
  method: string;
  url: string;
  access: Access;
  body: BodyKind;
  /** Status of a caller who is let in. */
  status: number;
  /** Content type of a successful answer, when not JSON (the iCal feed). */
  contentType?: string;
  /** Route parameters: each names a stored row (the hostile test tries malformed and unknown ids). */
  ids: string[];
  /** Body or form fields that may be left out (the hostile test expects a refusal for any other missing field). */
  optional: string[];
}

/** The fields of an object schema (inside `.optional()`, a transform or a preprocess) that may be absent. */
function optionalFields(schema: z.ZodType | undefined): string[] {
  let inner: unknown = schema;
  for (;;) {
    if (inner instanceof z.ZodOptional) inner = inner.unwrap();
    else if (inner instanceof z.ZodPipe) inner = inner.in instanceof z.ZodObject ? inner.in : inner.out;
    // A union's first option is the site's own shape (payment-intent also takes the original client's amount alone).
    else if (inner instanceof z.ZodUnion) inner = inner.options[0];
    else break;
  }
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape as Record<string, z.ZodType>)
    .filter(([, field]) => field.safeParse(undefined).success)
    .map(([name]) => name);
}

export function factsOf(key: ApiRoute): RouteFacts {
  const entry = API[key] as RouteContract;
  const recipe = recipeFor({ method: entry.method, url: entry.path });
  const body: BodyKind = recipe.body ?? (entry.body ? 'json' : entry.form ? 'multipart' : entry.query ? 'query' : 'none');
  return {
    key,
    method: entry.method,
    url: entry.path,
    access: entry.access,
    body,
    status: recipe.status ?? entry.status ?? 200,
    contentType: entry.produces,
    ids: [...entry.path.matchAll(/:(\w+)/g)].map((match) => match[1]!),
    optional: optionalFields(entry.body ?? entry.form),
  };
}

/** Every route of the contract. */
export const CONTRACT_ROUTES = Object.keys(API) as ApiRoute[];

const json = (method: InjectOptions['method'], url: string, payload: object): InjectOptions => ({ method, url, payload });

async function form(
  method: InjectOptions['method'],
  url: string,
  fields: Record<string, string>,
  file?: { name: string; filename: string },
) {
  const body = await multipart(fields, file ? [{ ...file, content: await pngImage(), type: 'image/png' }] : []);
  return { method, url, ...body } satisfies InjectOptions;
}

async function formData(method: InjectOptions['method'], url: string, data: FormData): Promise<InjectOptions> {
  const request = new Request('http://test.invalid/', { method: 'POST', body: data });
  return {
    method,
    url,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const unique = () => randomBytes(4).toString('hex');

/** A fresh account, signed in: its session cookie and password. */
async function ownAccount(f: Fixtures): Promise<{ cookie: string; password: string }> {
  const password = `own-pass-${unique()}`;
  const response = await f.app.inject(
    json('POST', '/api/users/register', {
      firstName: 'Own',
      lastName: 'Account',
      email: `own-${unique()}@example.com`,
      password,
      confirmPassword: password,
    }),
  );
  const token = response.cookies.find((c) => c.name === 'auth_token');
  if (response.statusCode !== 201 || !token) throw new Error(`fixture register: ${response.statusCode} ${response.body}`);
  return { cookie: `auth_token=${token.value}`, password };
}

/** Creates a row through the admin API and answers its _id. */
async function created(f: Fixtures, request: InjectOptions): Promise<string> {
  const response = await f.app.inject({ ...request, headers: { ...request.headers, cookie: f.adminCookie } });
  if (response.statusCode !== 201) throw new Error(`fixture ${request.method} ${request.url}: ${response.statusCode} ${response.body}`);
  return response.json()._id as string;
}

export const blogFields = () => ({
  title: `Monsoon in Shimla ${unique()}`,
  content: '<p>Mist on the ridge.</p>',
  author: 'Asha',
  publishDate: '2026-07-01',
});
export const slideFields = () => ({ featuredText: 'Stay above the clouds', ButtonLink: '/search' });
export const destinationFields = () => ({ name: `Kasauli ${unique()}` });
export const couponBody = () => ({
  couponType: 'Percentage',
  amount: 10,
  couponCode: `HILL${unique()}`,
  couponMessage: '10% off',
  minNights: 1,
  neverExpires: false,
  expiryDate: inDays(30),
});
export const listingRequestBody = () => ({
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.com',
  mobile: '+91 98100 00002',
  propertyName: 'Pine Cottage',
  propertyLocation: 'Manali',
  propertyType: 'Studio Apartment',
  hearAbout: 'Blogs',
  rooms: 3,
  photosLink: 'https://photos.example.com/pine',
  propertyDescription: 'Two rooms by the river.',
});
const ratingBody = () => ({
  bookingdotcom: 'https://www.booking.com/hotel/x',
  airbnb: '',
  makemytrip: '',
  googleTravel: '',
  agoda: '',
});

/** A held order of a fresh property, paid in the simulated checkout: what Checkout hands the page. */
async function paidOrder(f: Fixtures) {
  const hotel = await insertHotel(f.app);
  const intent = await createIntent(f.app, hotel.id, stay(20, 2));
  return paySuccessfully(f.app, intent.orderId);
}

/** A paid booking at a fresh property, as the signed-in `cookie`, else as a guest. */
async function paidBookingId(f: Fixtures, options: { cookie?: string } = {}): Promise<string> {
  const hotel = await insertHotel(f.app);
  const intent = await createIntent(f.app, hotel.id, stay(40, 2), options.cookie);
  const booking = await f.app.inject(json('POST', '/api/hotels/order/validate', await paySuccessfully(f.app, intent.orderId)));
  return booking.json()._id;
}

/** A quote on a property of its own, made by the administrator. */
const quoteOf = async (f: Fixtures) => createQuote(f.app, f.adminCookie, quoteBody((await insertHotel(f.app)).id, 40, 2));

/** A paid stay that ended yesterday, on its own property (booked with `cookie`, when given): its id and private link, for a review. */
async function endedStay(f: Fixtures, options: { cookie?: string } = {}): Promise<{ id: string; token: string }> {
  const id = await paidBookingId(f, options);
  await f.db
    .update(bookings)
    .set({ checkIn: inDays(-3), checkOut: inDays(-1) })
    .where(eq(bookings.id, id));
  return { id, token: f.app.deps.manageLinks.sign(id, 0) };
}

const REVIEW = { rating: 4, cleanliness: 5, text: 'A quiet flat with a view of the hills.' };

/** A review written through its stay's link: its id. */
async function reviewId(f: Fixtures): Promise<string> {
  const { token } = await endedStay(f);
  const response = await f.app.inject(json('POST', `/api/bookings/manage/${token}/review`, REVIEW));
  if (response.statusCode !== 201) throw new Error(`fixture review: ${response.statusCode} ${response.body}`);
  return response.json()._id as string;
}

/** A paid order whose hold lapsed while someone else booked its nights: refund_required. */
async function refundRequiredId(f: Fixtures): Promise<string> {
  const hotel = await insertHotel(f.app);
  const late = await createIntent(f.app, hotel.id, stay(50, 2));
  await f.db.execute(sql`update bookings set hold_expires_at = now() - interval '1 minute' where razorpay_order_id = ${late.orderId}`);
  f.app.readCache.invalidate('bookings');
  await paySuccessfully(f.app, (await createIntent(f.app, hotel.id, stay(50, 1))).orderId);
  const paid = await paySuccessfully(f.app, late.orderId);
  const [row] = await f.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.razorpayOrderId, paid.razorpay_order_id));
  return row!.id;
}

/**
 * A cancelled booking whose refund of ₹100 failed at the provider, written as its refund.failed
 * webhook would leave it (no webhook of the sandbox is still on its way to change the tables later).
 */
async function failedRefundId(f: Fixtures): Promise<string> {
  const id = await paidBookingId(f);
  await f.app.inject({
    ...json('POST', `/api/admin/bookings/${id}/cancel`, { reason: 'Closed', refund: 'amount', amount: 0 }),
    headers: { cookie: f.adminCookie },
  });
  const [booking] = await f.db.select().from(bookings).where(eq(bookings.id, id));
  await f.db.insert(refunds).values({
    bookingId: id,
    amount: 10_000,
    status: 'failed',
    provider: booking!.provider,
    razorpayPaymentId: booking!.razorpayPaymentId!,
    idempotencyKey: `${id}-1`,
    requestedBy: 'owner',
    basis: 'amount',
    failureReason: 'Declined',
  });
  return id;
}

function signedWebhook(body: object): InjectOptions {
  const payload = JSON.stringify(body);
  const signature = createHmac('sha256', WEBHOOK_SECRET).update(payload).digest('hex');
  return {
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': `evt_${unique()}` },
  };
}

/**
 * An imported calendar's address: 127.0.0.1 is allowed in HARDENING_ENV and nothing listens on port 9,
 * so its sync fails at once, without the network. Unique, as one feed may be linked only once.
 */
const calendarUrl = () => `http://127.0.0.1:9/${unique()}.ics`;

/** A calendar added to a fresh property through the admin API. */
async function addedCalendar(f: Fixtures): Promise<{ hotelId: string; calendarId: string }> {
  const hotelId = (await insertHotel(f.app)).id;
  const response = await f.app.inject({
    ...json('POST', `/api/my-hotels/${hotelId}/calendars`, { name: 'Airbnb', url: calendarUrl() }),
    headers: { cookie: f.adminCookie },
  });
  if (response.statusCode !== 201) throw new Error(`fixture add calendar: ${response.statusCode} ${response.body}`);
  return { hotelId, calendarId: response.json().calendar._id as string };
}

/** Every filter of the admin bookings list, each with a value the list accepts. */
const ADMIN_BOOKINGS_FILTER = (f: Fixtures) => ({
  search: 'Meera',
  hotelId: f.hotelId,
  status: 'upcoming',
  from: inDays(1),
  to: inDays(30),
  sort: 'checkIn-asc',
  page: '1',
});

/** A paid and validated booking: its id and the secret of its private link. */
async function validatedBooking(f: Fixtures): Promise<{ id: string; manageToken: string }> {
  const payment = await paidOrder(f);
  const response = await f.app.inject(json('POST', '/api/hotels/order/validate', payment));
  if (response.statusCode !== 200) throw new Error(`fixture validate: ${response.statusCode} ${response.body}`);
  return { id: response.json()._id as string, manageToken: response.json().manageToken as string };
}

/** The invoice (or receipt) issued with a booking's confirmation. */
async function invoiceIdOf(f: Fixtures, bookingId: string): Promise<string> {
  const [document] = await f.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, bookingId));
  if (!document) throw new Error('fixture document: the booking has no invoice');
  return document.id;
}

/** A mailed account token (reset or verification) for a fresh account, stored as the app stores it. */
async function accountToken(f: Fixtures, purpose: 'password_reset' | 'email_verification'): Promise<string> {
  const email = `token-${unique()}@example.com`;
  const register = await f.app.inject(
    json('POST', '/api/users/register', {
      firstName: 'T',
      lastName: 'K',
      email,
      password: 'token-pass-1',
      confirmPassword: 'token-pass-1',
    }),
  );
  if (register.statusCode !== 201) throw new Error(`fixture register: ${register.body}`);
  const token = randomBytes(32).toString('base64url');
  await f.db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    userId: register.json().userId as string,
    purpose,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

export const RECIPES: Record<ApiRoute, Recipe> = {
  'GET /api/health': { request: async () => ({ method: 'GET', url: '/api/health' }) },
  'GET /api/config': { request: async () => ({ method: 'GET', url: '/api/config' }) },
  'POST /api/hotels/order/status': {
    request: async (f) => {
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = await paidOrder(f);
      return json('POST', '/api/hotels/order/status', { razorpay_order_id, razorpay_payment_id, razorpay_signature });
    },
  },
  'GET /api/bookings/manage/:token': {
    request: async (f) => ({ method: 'GET', url: `/api/bookings/manage/${(await validatedBooking(f)).manageToken}` }),
  },
  'GET /api/bookings/manage/:token/calendar.ics': {
    request: async (f) => ({ method: 'GET', url: `/api/bookings/manage/${(await validatedBooking(f)).manageToken}/calendar.ics` }),
  },
  'POST /api/bookings/:id/manage-link': {
    request: async (f) => ({ method: 'POST', url: `/api/bookings/${(await validatedBooking(f)).id}/manage-link` }),
  },
  'GET /api/bookings/manage/:token/stay': {
    request: async (f) => ({ method: 'GET', url: `/api/bookings/manage/${(await validatedBooking(f)).manageToken}/stay` }),
  },
  'POST /api/review-requests/unsubscribe/:token': {
    request: async (f) => ({
      method: 'POST',
      url: `/api/review-requests/unsubscribe/${unsubscribeKey(f.app.config.jwtSecret).sign(`guest-${unique()}@example.com`)}`,
    }),
  },
  'GET /api/bookings/manage/:token/review': {
    request: async (f) => ({ method: 'GET', url: `/api/bookings/manage/${(await endedStay(f)).token}/review` }),
  },
  'POST /api/bookings/manage/:token/review': {
    request: async (f) => json('POST', `/api/bookings/manage/${(await endedStay(f)).token}/review`, REVIEW),
  },
  'GET /api/hotels/:id/reviews': { request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelId}/reviews` }) },
  'GET /api/admin/reviews': { request: async () => ({ method: 'GET', url: '/api/admin/reviews' }) },
  'POST /api/admin/reviews/:id/reply': {
    request: async (f) => json('POST', `/api/admin/reviews/${await reviewId(f)}/reply`, { reply: 'Thank you for staying with us.' }),
  },
  'POST /api/admin/reviews/:id/hide': {
    request: async (f) => json('POST', `/api/admin/reviews/${await reviewId(f)}/hide`, { reason: 'personal_data' }),
  },
  'GET /api/admin/settings/messages': { request: async () => ({ method: 'GET', url: '/api/admin/settings/messages' }) },
  'PUT /api/admin/settings/messages': {
    request: async () => json('PUT', '/api/admin/settings/messages', DEFAULT_STAY_MESSAGES),
  },
  'POST /api/admin/settings/messages/preview': {
    request: async () =>
      json('POST', '/api/admin/settings/messages/preview', {
        message: 'checkIn',
        subject: DEFAULT_STAY_MESSAGES.checkIn.subject,
        body: DEFAULT_STAY_MESSAGES.checkIn.body,
      }),
  },
  'GET /api/my-hotels/:id/arrival': { request: async (f) => ({ method: 'GET', url: `/api/my-hotels/${f.hotelId}/arrival` }) },
  'PUT /api/my-hotels/:id/arrival': {
    request: async (f) =>
      json('PUT', `/api/my-hotels/${f.hotelId}/arrival`, { directions: 'Take the lane.', checkInInstructions: 'Key box 1234.' }),
  },
  'POST /api/bookings/manage/:token/renew': {
    request: async (f) => ({ method: 'POST', url: `/api/bookings/manage/${(await validatedBooking(f)).manageToken}/renew` }),
  },
  'POST /api/auth/forgot-password': {
    request: async () => json('POST', '/api/auth/forgot-password', { email: `forgot-${unique()}@example.com` }),
  },
  'POST /api/auth/reset-password': {
    request: async (f) =>
      json('POST', '/api/auth/reset-password', {
        token: await accountToken(f, 'password_reset'),
        password: 'reset-pass-1',
        confirmPassword: 'reset-pass-1',
      }),
  },
  'POST /api/auth/verify-email': {
    request: async (f) => json('POST', '/api/auth/verify-email', { token: await accountToken(f, 'email_verification') }),
  },
  'POST /api/auth/resend-verification': {
    session: 'own',
    request: async (f) => ({ method: 'POST', url: '/api/auth/resend-verification', headers: { cookie: (await ownAccount(f)).cookie } }),
  },
  'GET /api/admin/settings/business': { request: async () => ({ method: 'GET', url: '/api/admin/settings/business' }) },
  'POST /api/admin/settings/business/logo': {
    request: async () => form('POST', '/api/admin/settings/business/logo', {}, { name: 'logo', filename: 'logo.png' }),
  },
  'DELETE /api/admin/settings/business/logo': { request: async () => ({ method: 'DELETE', url: '/api/admin/settings/business/logo' }) },
  'PUT /api/admin/settings/business': {
    request: async () =>
      json('PUT', '/api/admin/settings/business', {
        name: 'Hillnest',
        contactEmail: 'stay@example.com',
        phone: '+91 98765 43210',
        whatsapp: '',
        address: 'Mall Road, Mussoorie',
      }),
  },
  'GET /api/admin/settings/guests': { request: async () => ({ method: 'GET', url: '/api/admin/settings/guests' }) },
  'PUT /api/admin/settings/guests': {
    request: async () =>
      json('PUT', '/api/admin/settings/guests', { checkInHours: '2PM-10PM', checkOutBy: '10:30 AM', houseRules: 'No smoking indoors.' }),
  },
  'GET /api/admin/settings/site': { request: async () => ({ method: 'GET', url: '/api/admin/settings/site' }) },
  'GET /api/admin/settings/tax': { request: async () => ({ method: 'GET', url: '/api/admin/settings/tax' }) },
  'PUT /api/admin/settings/tax': {
    request: async () =>
      json('PUT', '/api/admin/settings/tax', {
        registered: true,
        gstin: '29AAGCB7383J1Z4',
        legalName: 'Hillnest Stays Private Limited',
        state: 'Karnataka',
      }),
  },
  'GET /api/bookings/manage/:token/documents/:documentId': {
    request: async (f) => {
      const booking = await validatedBooking(f);
      return { method: 'GET', url: `/api/bookings/manage/${booking.manageToken}/documents/${await invoiceIdOf(f, booking.id)}` };
    },
  },
  'GET /api/bookings/:id/documents/:documentId': {
    session: 'own',
    request: async (f) => {
      const { cookie } = await ownAccount(f);
      const id = await paidBookingId(f, { cookie });
      return { method: 'GET', url: `/api/bookings/${id}/documents/${await invoiceIdOf(f, id)}`, headers: { cookie } };
    },
  },
  'GET /api/admin/tax/documents/:id': {
    request: async (f) => ({ method: 'GET', url: `/api/admin/tax/documents/${await invoiceIdOf(f, (await validatedBooking(f)).id)}` }),
  },
  'GET /api/admin/tax/documents': {
    request: async () => ({ method: 'GET', url: '/api/admin/tax/documents', query: { month: '2026-11' } }),
  },
  'GET /api/admin/tax/export.csv': {
    request: async () => ({ method: 'GET', url: '/api/admin/tax/export.csv', query: { month: '2026-11' } }),
  },
  'GET /api/admin/tax/gstr1.zip': {
    request: async () => ({ method: 'GET', url: '/api/admin/tax/gstr1.zip', query: { month: '2026-11' } }),
  },
  'PUT /api/admin/settings/site': {
    request: async () =>
      json('PUT', '/api/admin/settings/site', {
        publicUrl: 'https://stay.example.com',
        bookingEngineUrl: '',
        testModeNotice: 'Test mode: payments are simulated, no money is taken.',
      }),
  },
  'GET /api/admin/settings/payments': { request: async () => ({ method: 'GET', url: '/api/admin/settings/payments' }) },
  'PUT /api/admin/settings/payments': {
    request: async () =>
      json('PUT', '/api/admin/settings/payments', {
        provider: 'simulated',
        keyId: 'rzp_test_Hardening01',
        keySecret: '',
        webhookSecret: '',
      }),
  },
  // No secret stored nor given: answered at once, without calling Razorpay.
  'POST /api/admin/settings/payments/check': {
    request: async () => json('POST', '/api/admin/settings/payments/check', { keyId: 'rzp_test_Hardening01', keySecret: '' }),
  },
  'GET /api/admin/settings/email': { request: async () => ({ method: 'GET', url: '/api/admin/settings/email' }) },
  'PUT /api/admin/settings/email': {
    request: async () =>
      json('PUT', '/api/admin/settings/email', { host: '', port: 587, security: 'starttls', user: '', smtpPassword: '', from: '' }),
  },
  // No server given: answered at once, without connecting anywhere.
  'POST /api/admin/settings/email/test': {
    request: async () =>
      json('POST', '/api/admin/settings/email/test', { host: '', port: 587, security: 'starttls', user: '', smtpPassword: '', from: '' }),
  },
  'GET /api/admin/settings/activity': { request: async () => ({ method: 'GET', url: '/api/admin/settings/activity' }) },
  'GET /api/admin/today': { request: async () => ({ method: 'GET', url: '/api/admin/today' }) },
  'GET /api/admin/go-live': { request: async () => ({ method: 'GET', url: '/api/admin/go-live' }) },
  'POST /api/admin/go-live': { status: 409, request: async () => ({ method: 'POST', url: '/api/admin/go-live' }) },
  'POST /api/admin/go-live/test-mode': { request: async () => ({ method: 'POST', url: '/api/admin/go-live/test-mode' }) },
  'GET /api/admin/demo-catalogue': { request: async () => ({ method: 'GET', url: '/api/admin/demo-catalogue' }) },
  'DELETE /api/admin/demo-catalogue': { request: async () => ({ method: 'DELETE', url: '/api/admin/demo-catalogue' }) },
  'GET /api/admin/setup': { request: async () => ({ method: 'GET', url: '/api/admin/setup' }) },
  'PUT /api/admin/setup': { request: async () => json('PUT', '/api/admin/setup', { status: 'started', step: 'property' }) },
  'GET /api/admin/emails': { request: async () => ({ method: 'GET', url: '/api/admin/emails', query: { page: '1', status: 'pending' } }) },
  'GET /api/admin/emails/:id': {
    request: async (f) => {
      await accountToken(f, 'email_verification'); // registering queues a verification e-mail
      const [latest] = await f.db.select({ id: outboxMessages.id }).from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(1);
      return { method: 'GET', url: `/api/admin/emails/${latest!.id}` };
    },
  },
  'POST /api/users/register': {
    request: async () => {
      const email = `hard-${unique()}@example.com`;
      return json('POST', '/api/users/register', {
        firstName: 'Nina',
        lastName: 'Rao',
        email,
        password: 'secret-pass-1',
        confirmPassword: 'secret-pass-1',
      });
    },
  },
  'POST /api/auth/login': {
    request: async (f) => {
      const email = `login-${unique()}@example.com`;
      const register = await f.app.inject(
        json('POST', '/api/users/register', {
          firstName: 'L',
          lastName: 'G',
          email,
          password: 'login-pass-1',
          confirmPassword: 'login-pass-1',
        }),
      );
      if (register.statusCode !== 201) throw new Error(`fixture register: ${register.body}`);
      return json('POST', '/api/auth/login', { email, password: 'login-pass-1' });
    },
  },
  'POST /api/auth/logout': {
    session: 'own',
    request: async (f) => ({ method: 'POST', url: '/api/auth/logout', headers: { cookie: (await ownAccount(f)).cookie } }),
  },
  'POST /api/auth/change-password': {
    session: 'own',
    request: async (f) => {
      const { cookie, password } = await ownAccount(f);
      const next = `new-pass-${unique()}`;
      return {
        ...json('POST', '/api/auth/change-password', { currentPassword: password, newPassword: next, confirmPassword: next }),
        headers: { cookie },
      };
    },
  },
  'GET /api/auth/validate-token': { request: async () => ({ method: 'GET', url: '/api/auth/validate-token' }) },
  'GET /api/users/me': { request: async () => ({ method: 'GET', url: '/api/users/me' }) },
  'GET /api/hotels': { request: async () => ({ method: 'GET', url: '/api/hotels' }) },
  'GET /api/hotels/search': {
    request: async () => ({
      method: 'GET',
      url: '/api/hotels/search',
      query: {
        destination: 'Shimla',
        checkIn: inDays(5),
        checkOut: inDays(7),
        adultCount: '2',
        childCount: '0',
        page: '1',
        maxPrice: '5000',
        sortOption: 'pricePerNightAsc',
        stars: '4',
      },
    }),
  },
  'GET /api/hotels/:id': { request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelId}` }) },
  'GET /api/admin/dashboard': { request: async () => ({ method: 'GET', url: '/api/admin/dashboard' }) },
  'GET /api/admin/dashboard/money': { request: async () => ({ method: 'GET', url: '/api/admin/dashboard/money' }) },
  'GET /api/admin/holds': { request: async () => ({ method: 'GET', url: '/api/admin/holds' }) },
  'DELETE /api/admin/holds/:id': {
    request: async (f) => {
      const hotel = await insertHotel(f.app);
      const intent = await createIntent(f.app, hotel.id, stay(15, 2));
      return { method: 'DELETE', url: `/api/admin/holds/${(await orderRow(f.db, intent.orderId))!.id}` };
    },
  },
  'GET /api/admin/bookings': {
    request: async (f) => ({ method: 'GET', url: '/api/admin/bookings', query: ADMIN_BOOKINGS_FILTER(f) }),
  },
  'GET /api/admin/bookings/export.csv': {
    request: async (f) => ({ method: 'GET', url: '/api/admin/bookings/export.csv', query: ADMIN_BOOKINGS_FILTER(f) }),
  },
  'GET /api/admin/bookings/:id': {
    request: async (f) => {
      // Straight in the database (paying through the API for every caller would cost the matrix seconds);
      // cancelled, so the callers' rows never compete for the same nights.
      const [booking] = await f.db
        .insert(bookings)
        .values({
          hotelId: f.hotelId,
          firstName: 'Asha',
          lastName: 'Rao',
          email: 'asha@example.com',
          checkIn: inDays(40),
          checkOut: inDays(42),
          adultCount: 1,
          totalCost: 500_000,
          status: 'cancelled',
          provider: 'simulated',
          razorpayOrderId: `order_${unique()}`,
        })
        .returning({ id: bookings.id });
      return { method: 'GET', url: `/api/admin/bookings/${booking!.id}` };
    },
  },
  'GET /api/admin/desk/calendar': {
    request: async () => ({ method: 'GET', url: '/api/admin/desk/calendar', query: { from: inDays(0), nights: '31' } }),
  },
  'POST /api/admin/bookings': {
    // A property of its own per caller: the callers' bookings never compete for the same nights.
    request: async (f) =>
      json('POST', '/api/admin/bookings', {
        hotelId: (await insertHotel(f.app)).id,
        checkIn: inDays(40),
        checkOut: inDays(42),
        adultCount: 1,
        childCount: 0,
        infantCount: 0,
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha@example.com',
        phoneNumber: '+91 98100 00003',
        source: 'phone',
        paymentMethod: 'bank-transfer',
        paymentReference: 'NEFT-1',
        overridePrice: 3000,
        overrideReason: 'Friend of the family',
      }),
  },
  'GET /api/admin/bookings/:id/change': {
    request: async (f) => ({
      method: 'GET',
      url: `/api/admin/bookings/${await paidBookingId(f)}/change`,
      query: { checkIn: inDays(41), checkOut: inDays(44), refund: 'full' },
    }),
  },
  'POST /api/admin/bookings/:id/dates': {
    request: async (f) =>
      json('POST', `/api/admin/bookings/${await paidBookingId(f)}/dates`, { checkIn: inDays(41), checkOut: inDays(44) }),
  },
  'POST /api/admin/bookings/:id/stay': {
    request: async (f) => {
      // A stay that began yesterday: a guest can be a no-show only from the check-in day.
      const id = await paidBookingId(f);
      await f.db
        .update(bookings)
        .set({ checkIn: inDays(-1), checkOut: inDays(1) })
        .where(eq(bookings.id, id));
      return json('POST', `/api/admin/bookings/${id}/stay`, { status: 'no-show' });
    },
  },
  'POST /api/admin/bookings/:id/notes': {
    request: async (f) => json('POST', `/api/admin/bookings/${await paidBookingId(f)}/notes`, { text: 'Late arrival, after 10 pm' }),
  },
  'GET /api/admin/quotes': { request: async () => ({ method: 'GET', url: '/api/admin/quotes' }) },
  'POST /api/admin/quotes': {
    // A property of its own per caller: the callers' quotes never compete for the same nights.
    request: async (f) => json('POST', '/api/admin/quotes', quoteBody((await insertHotel(f.app)).id, 40, 2, { holdHours: 6 })),
  },
  'POST /api/admin/quotes/:id/withdraw': {
    request: async (f) => ({ method: 'POST', url: `/api/admin/quotes/${(await quoteOf(f))._id}/withdraw` }),
  },
  'POST /api/admin/quotes/:id/email': {
    request: async (f) => ({ method: 'POST', url: `/api/admin/quotes/${(await quoteOf(f))._id}/email` }),
  },
  'GET /api/quotes/:token': { request: async (f) => ({ method: 'GET', url: `/api/quotes/${(await quoteOf(f)).token}` }) },
  'POST /api/quotes/:token/pay': {
    request: async (f) => json('POST', `/api/quotes/${(await quoteOf(f)).token}/pay`, { plan: 'full' }),
  },
  'GET /api/admin/hotels/:id/calendar': {
    request: async (f) => ({ method: 'GET', url: `/api/admin/hotels/${f.hotelId}/calendar`, query: { month: inDays(5).slice(0, 7) } }),
  },
  'GET /api/hotels/:id/calendar.ics': {
    request: async (f) => {
      const hotel = await f.app.inject({ method: 'GET', url: `/api/my-hotels/${f.hotelId}`, headers: { cookie: f.adminCookie } });
      const token = new URL(hotel.json().icalExportUrl as string).searchParams.get('token')!;
      return { method: 'GET', url: `/api/hotels/${f.hotelId}/calendar.ics`, query: { token } };
    },
  },
  'POST /api/my-hotels/:id/calendar-token': {
    request: async (f) => ({ method: 'POST', url: `/api/my-hotels/${(await insertHotel(f.app)).id}/calendar-token` }),
  },
  'GET /api/my-hotels/:id/calendars': { request: async (f) => ({ method: 'GET', url: `/api/my-hotels/${f.hotelId}/calendars` }) },
  'POST /api/my-hotels/:id/calendars': {
    request: async (f) =>
      json('POST', `/api/my-hotels/${(await insertHotel(f.app)).id}/calendars`, { name: 'Booking.com', url: calendarUrl() }),
  },
  'DELETE /api/my-hotels/:id/calendars/:calendarId': {
    request: async (f) => {
      const { hotelId, calendarId } = await addedCalendar(f);
      return { method: 'DELETE', url: `/api/my-hotels/${hotelId}/calendars/${calendarId}` };
    },
  },
  'POST /api/my-hotels/:id/calendars/:calendarId/sync': {
    request: async (f) => {
      const { hotelId, calendarId } = await addedCalendar(f);
      return { method: 'POST', url: `/api/my-hotels/${hotelId}/calendars/${calendarId}/sync` };
    },
  },
  'GET /api/my-hotels/:id/blocks': { request: async (f) => ({ method: 'GET', url: `/api/my-hotels/${f.hotelId}/blocks` }) },
  'POST /api/my-hotels/:id/blocks': {
    request: async (f) =>
      json('POST', `/api/my-hotels/${(await insertHotel(f.app)).id}/blocks`, {
        firstNight: inDays(40),
        lastNight: inDays(42),
        note: 'Painting',
      }),
  },
  'DELETE /api/my-hotels/:id/blocks/:blockId': {
    request: async (f) => {
      const hotelId = (await insertHotel(f.app)).id;
      const blockId = await created(f, json('POST', `/api/my-hotels/${hotelId}/blocks`, { firstNight: inDays(40), lastNight: inDays(40) }));
      return { method: 'DELETE', url: `/api/my-hotels/${hotelId}/blocks/${blockId}` };
    },
  },
  'GET /api/admin/calendar-conflicts': { request: async () => ({ method: 'GET', url: '/api/admin/calendar-conflicts' }) },
  'POST /api/bookings/:id/review-link': {
    session: 'own',
    request: async (f) => {
      const { cookie } = await ownAccount(f);
      return { method: 'POST', url: `/api/bookings/${(await endedStay(f, { cookie })).id}/review-link`, headers: { cookie } };
    },
  },
  'GET /api/bookings/:id/cancellation': {
    session: 'own',
    request: async (f) => {
      const { cookie } = await ownAccount(f);
      return { method: 'GET', url: `/api/bookings/${await paidBookingId(f, { cookie })}/cancellation`, headers: { cookie } };
    },
  },
  'POST /api/bookings/:id/cancel': {
    session: 'own',
    request: async (f) => {
      const { cookie } = await ownAccount(f);
      // Two nights for two adults at ₹2,500, 40 days ahead: all of it back but the gateway's 3%.
      return {
        ...json('POST', `/api/bookings/${await paidBookingId(f, { cookie })}/cancel`, { refundAmount: 970_000 }),
        headers: { cookie },
      };
    },
  },
  'GET /api/bookings/manage/:token/cancellation': {
    request: async (f) => ({ method: 'GET', url: `/api/bookings/manage/${(await validatedBooking(f)).manageToken}/cancellation` }),
  },
  'POST /api/bookings/manage/:token/cancel': {
    // Two nights for two adults at ₹2,500, 20 days ahead and booked today: all of it back but the gateway's 3%.
    request: async (f) => json('POST', `/api/bookings/manage/${(await validatedBooking(f)).manageToken}/cancel`, { refundAmount: 970_000 }),
  },
  'GET /api/bookings/manage/:token/change': {
    request: async (f) => ({
      method: 'GET',
      url: `/api/bookings/manage/${(await validatedBooking(f)).manageToken}/change`,
      query: { checkIn: inDays(30), checkOut: inDays(32) },
    }),
  },
  'POST /api/bookings/manage/:token/dates': {
    request: async (f) => {
      await changeGuestSettings(f.app, f.adminCookie, { guestsMayChangeDates: true });
      // Two nights at a flat price moved later: nothing to pay.
      const { id, manageToken } = await validatedBooking(f);
      const [row] = await f.db.select().from(bookings).where(eq(bookings.id, id));
      return json('POST', `/api/bookings/manage/${manageToken}/dates`, {
        checkIn: addDays(row!.checkIn, 30),
        checkOut: addDays(row!.checkOut, 30),
      });
    },
  },
  'GET /api/admin/bookings/:id/cancellation': {
    request: async (f) => ({ method: 'GET', url: `/api/admin/bookings/${await paidBookingId(f)}/cancellation` }),
  },
  'POST /api/admin/bookings/:id/cancel': {
    request: async (f) =>
      json('POST', `/api/admin/bookings/${await paidBookingId(f)}/cancel`, {
        reason: 'Closed for repairs',
        refund: 'amount',
        amount: 10_000,
      }),
  },
  'POST /api/admin/bookings/:id/refund': {
    request: async (f) => ({ method: 'POST', url: `/api/admin/bookings/${await refundRequiredId(f)}/refund` }),
  },
  'POST /api/admin/bookings/:id/refund/retry': {
    request: async (f) => ({ method: 'POST', url: `/api/admin/bookings/${await failedRefundId(f)}/refund/retry` }),
  },
  'GET /api/my-hotels': {
    request: async () => ({ method: 'GET', url: '/api/my-hotels', query: { search: 'Shimla', page: '1', pageSize: '12' } }),
  },
  'GET /api/my-hotels/:id': { request: async (f) => ({ method: 'GET', url: `/api/my-hotels/${f.hotelId}` }) },
  'POST /api/my-hotels': {
    request: async () => formData('POST', '/api/my-hotels', hotelForm({ files: [{ name: 'a.png', bytes: await pngImage() }] })),
  },
  'PUT /api/my-hotels/:hotelId': {
    request: async (f) => {
      const hotel = await insertHotel(f.app);
      return formData('PUT', `/api/my-hotels/${hotel.id}`, hotelForm({ imageUrls: ['/uploads/hotels/test.webp'] }));
    },
  },
  'GET /api/my-hotels/:id/rates': { request: async (f) => ({ method: 'GET', url: `/api/my-hotels/${f.hotelId}/rates` }) },
  'PUT /api/my-hotels/:id/rates': {
    request: async (f) =>
      json('PUT', `/api/my-hotels/${(await insertHotel(f.app)).id}/rates`, {
        weekendPricePerNight: 3000,
        minNights: 2,
        weeklyDiscountPercent: 10,
        monthlyDiscountPercent: 20,
        seasons: [{ name: 'Christmas', firstNight: inDays(40), lastNight: inDays(50), pricePerNight: 5000, minNights: 3 }],
      }),
  },
  'DELETE /api/my-hotels/:id': {
    request: async (f) => ({ method: 'DELETE', url: `/api/my-hotels/${(await insertHotel(f.app)).id}` }),
  },
  'GET /api/hotels/:id/extras': { request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelId}/extras` }) },
  'GET /api/my-hotels/:id/extras': { request: async (f) => ({ method: 'GET', url: `/api/my-hotels/${f.hotelId}/extras` }) },
  'PUT /api/my-hotels/:id/cleaning-fee': {
    request: async (f) => json('PUT', `/api/my-hotels/${(await insertHotel(f.app)).id}/cleaning-fee`, { cleaningFee: 750 }),
  },
  'POST /api/my-hotels/:id/extras': {
    request: async (f) =>
      json('POST', `/api/my-hotels/${(await insertHotel(f.app)).id}/extras`, {
        name: 'Breakfast',
        price: 350,
        basis: 'perGuestPerNight',
        taxRatePercent: 5,
        sac: '996331',
        maxQuantity: null,
      }),
  },
  'PUT /api/my-hotels/:id/extras/:extraId': {
    request: async (f) => {
      const hotelId = (await insertHotel(f.app)).id;
      const extra = { name: 'Pickup', price: 900, basis: 'perStay', taxRatePercent: 18, sac: '996412', maxQuantity: 2 };
      const extraId = await created(f, json('POST', `/api/my-hotels/${hotelId}/extras`, extra));
      return json('PUT', `/api/my-hotels/${hotelId}/extras/${extraId}`, { ...extra, price: 950 });
    },
  },
  'DELETE /api/my-hotels/:id/extras/:extraId': {
    request: async (f) => {
      const hotelId = (await insertHotel(f.app)).id;
      const extra = { name: 'Pickup', price: 900, basis: 'perStay', taxRatePercent: 18, sac: '996412', maxQuantity: 2 };
      const extraId = await created(f, json('POST', `/api/my-hotels/${hotelId}/extras`, extra));
      return { method: 'DELETE', url: `/api/my-hotels/${hotelId}/extras/${extraId}` };
    },
  },
  'POST /api/hotels/:id/bookings/quote': {
    request: async (f) =>
      json('POST', `/api/hotels/${f.hotelId}/bookings/quote`, {
        checkIn: inDays(3),
        checkOut: inDays(5),
        adultCount: 2,
        childCount: 0,
        infantCount: 0,
        couponCode: '',
      }),
  },
  'POST /api/hotels/:id/bookings/payment-intent': {
    request: async (f) => {
      // Two nights for two adults at ₹2,000 per person and night, in paise.
      const hotel = await insertHotel(f.app, { pricePerNight: 2000 });
      return json('POST', `/api/hotels/${hotel.id}/bookings/payment-intent`, {
        ...stay(10, 2),
        amount: 2000 * 2 * 2 * 100,
        currency: 'INR',
      });
    },
  },
  'GET /api/hotels/:id/availability': { request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelId}/availability` }) },
  'POST /api/hotels/order/validate': {
    request: async (f) => {
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = await paidOrder(f);
      return json('POST', '/api/hotels/order/validate', { razorpay_order_id, razorpay_payment_id, razorpay_signature });
    },
  },
  'POST /api/hotels/order/release': {
    request: async (f) => {
      const hotel = await insertHotel(f.app);
      const intent = await createIntent(f.app, hotel.id, stay(15, 2));
      return json('POST', '/api/hotels/order/release', { orderId: intent.orderId });
    },
  },
  'POST /api/hotels/getUserBookings': { request: async () => ({ method: 'POST', url: '/api/hotels/getUserBookings' }) },
  'POST /api/hotels/getAllBookings': {
    request: async () => json('POST', '/api/hotels/getAllBookings', { checkIn: inDays(1) }),
  },
  'POST /api/payments/simulated/pay': {
    request: async (f) => {
      const hotel = await insertHotel(f.app);
      const intent = await createIntent(f.app, hotel.id, stay(25, 2));
      return json('POST', '/api/payments/simulated/pay', {
        orderId: intent.orderId,
        method: 'upi',
        upiId: SIMULATED_TEST_INPUTS.upiSuccess,
      });
    },
  },
  'POST /api/admin/bookings/:id/balance': {
    request: async (f) => {
      // A paid booking given a balance straight in the database (balances.test.ts pays a deposit through checkout).
      const { id } = await validatedBooking(f);
      await f.db
        .update(bookings)
        .set({ depositAmount: sql`${bookings.totalCost} - 100`, balanceAmount: 100, balanceDueOn: sql`${bookings.checkIn}` })
        .where(eq(bookings.id, id));
      return json('POST', `/api/admin/bookings/${id}/balance`, { paymentMethod: 'upi', paymentReference: 'UPI-REF-1' });
    },
  },
  'GET /api/payments/simulated/links/:id': {
    request: async (f) => ({ method: 'GET', url: `/api/payments/simulated/links/${(await createSandboxLink(f.app)).id}` }),
  },
  'POST /api/payments/simulated/links/pay': {
    request: async (f) =>
      json('POST', '/api/payments/simulated/links/pay', {
        orderId: (await createSandboxLink(f.app)).id,
        method: 'upi',
        upiId: SIMULATED_TEST_INPUTS.upiSuccess,
      }),
  },
  'POST /api/payments/links/return': {
    // A link's return signed as Razorpay signs it, for a link that pays nothing of ours: 404, never 401/403.
    status: 404,
    request: async (f) => {
      const link = await createSandboxLink(f.app);
      const paid = await f.app.inject(
        json('POST', '/api/payments/simulated/links/pay', { orderId: link.id, method: 'upi', upiId: SIMULATED_TEST_INPUTS.upiSuccess }),
      );
      const query = new URL(paid.json().redirectTo as string).searchParams;
      return json('POST', '/api/payments/links/return', Object.fromEntries(query));
    },
  },
  'POST /api/payments/razorpay/webhook': {
    body: 'raw',
    request: async () =>
      signedWebhook({
        event: 'payment.captured',
        payload: { payment: { entity: { id: `pay_${unique()}`, order_id: `order_${unique()}`, amount: 100 } } },
      }),
  },
  'GET /api/coupons': { request: async () => ({ method: 'GET', url: '/api/coupons' }) },
  'GET /api/coupons/all': { request: async () => ({ method: 'GET', url: '/api/coupons/all' }) },
  'POST /api/coupons': { request: async () => json('POST', '/api/coupons', couponBody()) },
  'DELETE /api/coupons/:id': {
    request: async (f) => ({ method: 'DELETE', url: `/api/coupons/${await created(f, json('POST', '/api/coupons', couponBody()))}` }),
  },
  'PUT /api/coupons/:id': {
    request: async (f) => json('PUT', `/api/coupons/${await created(f, json('POST', '/api/coupons', couponBody()))}`, couponBody()),
  },
  'PUT /api/blogs/:id': {
    request: async (f) => {
      const id = await created(f, await form('POST', '/api/blogs', blogFields(), { name: 'thumbnailImage', filename: 't.png' }));
      return form('PUT', `/api/blogs/${id}`, blogFields(), { name: 'thumbnailImage', filename: 't2.png' });
    },
  },
  'GET /api/destinations/all': { request: async () => ({ method: 'GET', url: '/api/destinations/all' }) },
  'PUT /api/destinations/:id': {
    request: async (f) => {
      const id = await created(f, await form('POST', '/api/destinations', destinationFields()));
      return form('PUT', `/api/destinations/${id}`, destinationFields(), { name: 'illustrationImage', filename: 'd.png' });
    },
  },
  'PUT /api/carousel/:id': {
    request: async (f) => {
      const id = await created(f, await form('POST', '/api/carousel', slideFields(), { name: 'carouselImage', filename: 'c.png' }));
      return form('PUT', `/api/carousel/${id}`, slideFields(), { name: 'carouselImage', filename: 'c2.png' });
    },
  },
  'GET /api/blogs': { request: async () => ({ method: 'GET', url: '/api/blogs', query: { page: '1', limit: '4' } }) },
  'GET /api/blogs/:id': {
    request: async (f) => ({
      method: 'GET',
      url: `/api/blogs/${await created(f, await form('POST', '/api/blogs', blogFields(), { name: 'thumbnailImage', filename: 't.png' }))}`,
    }),
  },
  'POST /api/blogs': { request: async () => form('POST', '/api/blogs', blogFields(), { name: 'thumbnailImage', filename: 't.png' }) },
  'DELETE /api/blogs/:id': {
    request: async (f) => ({
      method: 'DELETE',
      url: `/api/blogs/${await created(f, await form('POST', '/api/blogs', blogFields(), { name: 'thumbnailImage', filename: 't.png' }))}`,
    }),
  },
  'GET /api/destinations': { request: async () => ({ method: 'GET', url: '/api/destinations' }) },
  'GET /api/destination-pages/:slug': {
    request: async (f) => {
      // A destination named after the fixture property's city has a page.
      const [hotel] = await f.db.select({ city: hotels.city }).from(hotels).where(eq(hotels.id, f.hotelId));
      const request = await form('POST', '/api/destinations', { name: hotel!.city });
      await f.app.inject({ ...request, headers: { ...request.headers, cookie: f.adminCookie } });
      return { method: 'GET', url: API_PATHS.destinationPage(destinationSlug(hotel!.city)) };
    },
  },
  'POST /api/destinations': {
    request: async () => form('POST', '/api/destinations', destinationFields(), { name: 'illustrationImage', filename: 'd.png' }),
  },
  'DELETE /api/destinations/:id': {
    request: async (f) => ({
      method: 'DELETE',
      url: `/api/destinations/${await created(f, await form('POST', '/api/destinations', destinationFields()))}`,
    }),
  },
  'GET /api/carousel': { request: async () => ({ method: 'GET', url: '/api/carousel' }) },
  'POST /api/carousel': {
    request: async () => form('POST', '/api/carousel', slideFields(), { name: 'carouselImage', filename: 'c.png' }),
  },
  'DELETE /api/carousel/:id': {
    request: async (f) => ({
      method: 'DELETE',
      url: `/api/carousel/${await created(f, await form('POST', '/api/carousel', slideFields(), { name: 'carouselImage', filename: 'c.png' }))}`,
    }),
  },
  'GET /api/rating': { request: async () => ({ method: 'GET', url: '/api/rating' }) },
  'POST /api/rating': {
    request: async () => json('POST', '/api/rating', ratingBody()),
  },
  'POST /api/properties': {
    request: async () => json('POST', '/api/properties', listingRequestBody()),
  },
  'GET /api/properties': { request: async () => ({ method: 'GET', url: '/api/properties', query: { page: '1' } }) },
};

/** The recipe of a route, or an error naming the route that lacks one. */
export function recipeFor(route: { method: string; url: string }): Recipe {
  const key = `${route.method} ${route.url}`;
  const recipe = (RECIPES as Record<string, Recipe | undefined>)[key];
  if (!recipe) throw new Error(`no recipe for ${key}: add one to apps/server/src/test/hardening/routes.ts`);
  return recipe;
}

/**
 * Settings the hardening tests run with: a signing webhook secret, no rate limit in the way, and
 * imported calendars allowed on 127.0.0.1 only (see calendarUrl).
 */
export const HARDENING_ENV = {
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  AUTH_RATE_LIMIT_PER_IP: '100000',
  PAYMENT_RATE_LIMIT_PER_IP: '100000',
  MAX_HOLDS_PER_CLIENT: '100000',
  LISTING_REQUESTS_PER_HOUR: '100000',
  ICAL_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
};
