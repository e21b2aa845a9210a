/**
 * One valid request per API route, keyed "METHOD /url" exactly as the route table (`app.routeAccess`)
 * names it. The authorization and hostile-input tests walk the route table and look routes up here:
 * a route without a recipe fails them ("no recipe for …"), so a new route cannot be forgotten.
 *
 * A recipe is called afresh for every caller, so it may first create what the request needs (a row to
 * delete, a held order to pay) through the API or straight in the database.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SIMULATED_TEST_INPUTS } from '@hillnest/domain';
import type { Database } from '../../db/client';
import type { Access } from '../../plugins/access';
import { createIntent, inDays, insertHotel, paySuccessfully, stay } from '../../modules/bookings/test-fixtures';
import { hotelForm } from '../../modules/hotels/test-support';
import { multipart, pngImage } from '../multipart';

/** Every API route and who may call it. Making a route more open than listed here fails the test. */
export const EXPECTED_ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/config': 'public',
  'POST /api/users/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/change-password': 'user',
  'GET /api/auth/validate-token': 'user',
  'GET /api/users/me': 'user',
  'GET /api/hotels': 'public',
  'GET /api/hotels/search': 'public',
  'GET /api/hotels/:id': 'public',
  'GET /api/my-hotels': 'admin',
  'GET /api/my-hotels/:id': 'admin',
  'POST /api/my-hotels': 'admin',
  'PUT /api/my-hotels/:hotelId': 'admin',
  'DELETE /api/my-hotels/:id': 'admin',
  'POST /api/hotels/:id/bookings/quote': 'public',
  'POST /api/hotels/:id/bookings/payment-intent': 'public',
  'GET /api/hotels/:id/availability': 'public',
  'POST /api/hotels/order/validate': 'public',
  'POST /api/hotels/order/release': 'public',
  'POST /api/hotels/getUserBookings': 'user',
  'POST /api/hotels/getAllBookings': 'admin',
  'POST /api/payments/simulated/pay': 'public',
  'POST /api/payments/razorpay/webhook': 'public',
  'GET /api/coupons': 'public',
  'GET /api/coupons/all': 'admin',
  'POST /api/coupons': 'admin',
  'DELETE /api/coupons/:id': 'admin',
  'GET /api/blogs': 'public',
  'GET /api/blogs/:id': 'public',
  'POST /api/blogs': 'admin',
  'DELETE /api/blogs/:id': 'admin',
  'GET /api/destinations': 'public',
  'POST /api/destinations': 'admin',
  'DELETE /api/destinations/:id': 'admin',
  'GET /api/carousel': 'public',
  'POST /api/carousel': 'admin',
  'DELETE /api/carousel/:id': 'admin',
  'GET /api/rating': 'public',
  'POST /api/rating': 'admin',
  'POST /api/properties': 'user',
  'GET /api/properties': 'admin',
  'GET /api/admin/dashboard': 'admin',
  'GET /api/admin/hotels/:id/calendar': 'admin',
  'GET /api/hotels/:id/calendar.ics': 'public',
  'POST /api/my-hotels/:id/calendar-token': 'admin',
  'GET /api/my-hotels/:id/calendars': 'admin',
  'POST /api/my-hotels/:id/calendars': 'admin',
  'DELETE /api/my-hotels/:id/calendars/:calendarId': 'admin',
  'POST /api/my-hotels/:id/calendars/:calendarId/sync': 'admin',
  'GET /api/my-hotels/:id/blocks': 'admin',
  'POST /api/my-hotels/:id/blocks': 'admin',
  'DELETE /api/my-hotels/:id/blocks/:blockId': 'admin',
  'GET /api/admin/calendar-conflicts': 'admin',
};

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

export interface Recipe {
  body: BodyKind;
  /** Status of a caller who is let in (default 200). */
  status?: number;
  /** JSON fields that may be left out (the hostile test expects a refusal for any other missing field). */
  optional?: string[];
  /** Route parameters that name a stored row (the hostile test tries malformed and unknown ids). */
  ids?: string[];
  /**
   * 'own': the request ends or changes the sessions of the account it is made for (sign-out, a password
   * change), so it carries the cookie of an account the recipe signed up itself; signed-in callers send
   * that cookie instead of theirs, and their own sessions live on for the routes after.
   */
  session?: 'own';
  /** Content type of a successful answer, when not JSON (the iCal feed). */
  contentType?: string;
  request(f: Fixtures): Promise<InjectOptions>;
}

const json = (method: InjectOptions['method'], url: string, payload: object): InjectOptions => ({ method, url, payload });

async function form(method: InjectOptions['method'], url: string, fields: Record<string, string>, file?: { name: string; filename: string }) {
  const body = await multipart(fields, file ? [{ ...file, content: await pngImage(), type: 'image/png' }] : []);
  return { method, url, ...body } satisfies InjectOptions;
}

async function formData(method: InjectOptions['method'], url: string, data: FormData): Promise<InjectOptions> {
  const request = new Request('http://test.invalid/', { method: 'POST', body: data });
  return { method, url, payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

const unique = () => randomBytes(4).toString('hex');

/** A fresh account, signed in: its session cookie and password. */
async function ownAccount(f: Fixtures): Promise<{ cookie: string; password: string }> {
  const password = `own-pass-${unique()}`;
  const response = await f.app.inject(
    json('POST', '/api/users/register', { firstName: 'Own', lastName: 'Account', email: `own-${unique()}@example.com`, password, confirmPassword: password }),
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

export const blogFields = () => ({ title: `Monsoon in Shimla ${unique()}`, content: '<p>Mist on the ridge.</p>', author: 'Asha', publishDate: '2026-07-01' });
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

/** The hotel form's outside links may be left out. */
const HOTEL_LINKS = ['bookingdotcom', 'airbnb', 'makemytrip', 'googleTravels', 'agoda'];

export const RECIPES: Record<string, Recipe> = {
  'GET /api/health': { body: 'none', request: async () => ({ method: 'GET', url: '/api/health' }) },
  'GET /api/config': { body: 'none', request: async () => ({ method: 'GET', url: '/api/config' }) },
  'POST /api/users/register': {
    body: 'json',
    status: 201,
    request: async () => {
      const email = `hard-${unique()}@example.com`;
      return json('POST', '/api/users/register', { firstName: 'Nina', lastName: 'Rao', email, password: 'secret-pass-1', confirmPassword: 'secret-pass-1' });
    },
  },
  'POST /api/auth/login': {
    body: 'json',
    request: async (f) => {
      const email = `login-${unique()}@example.com`;
      const register = await f.app.inject(
        json('POST', '/api/users/register', { firstName: 'L', lastName: 'G', email, password: 'login-pass-1', confirmPassword: 'login-pass-1' }),
      );
      if (register.statusCode !== 201) throw new Error(`fixture register: ${register.body}`);
      return json('POST', '/api/auth/login', { email, password: 'login-pass-1' });
    },
  },
  'POST /api/auth/logout': {
    body: 'none',
    session: 'own',
    request: async (f) => ({ method: 'POST', url: '/api/auth/logout', headers: { cookie: (await ownAccount(f)).cookie } }),
  },
  'POST /api/auth/change-password': {
    body: 'json',
    session: 'own',
    request: async (f) => {
      const { cookie, password } = await ownAccount(f);
      const next = `new-pass-${unique()}`;
      return { ...json('POST', '/api/auth/change-password', { currentPassword: password, newPassword: next, confirmPassword: next }), headers: { cookie } };
    },
  },
  'GET /api/auth/validate-token': { body: 'none', request: async () => ({ method: 'GET', url: '/api/auth/validate-token' }) },
  'GET /api/users/me': { body: 'none', request: async () => ({ method: 'GET', url: '/api/users/me' }) },
  'GET /api/hotels': { body: 'none', request: async () => ({ method: 'GET', url: '/api/hotels' }) },
  'GET /api/hotels/search': {
    body: 'query',
    request: async () => ({
      method: 'GET',
      url: '/api/hotels/search',
      query: { destination: 'Shimla', checkIn: inDays(5), checkOut: inDays(7), adultCount: '2', childCount: '0', page: '1', maxPrice: '5000', sortOption: 'pricePerNightAsc', stars: '4' },
    }),
  },
  'GET /api/hotels/:id': { body: 'none', ids: ['id'], request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelId}` }) },
  'GET /api/admin/dashboard': { body: 'none', request: async () => ({ method: 'GET', url: '/api/admin/dashboard' }) },
  'GET /api/admin/hotels/:id/calendar': {
    body: 'query',
    ids: ['id'],
    request: async (f) => ({ method: 'GET', url: `/api/admin/hotels/${f.hotelId}/calendar`, query: { month: inDays(5).slice(0, 7) } }),
  },
  'GET /api/hotels/:id/calendar.ics': {
    body: 'query',
    ids: ['id'],
    contentType: 'text/calendar; charset=utf-8',
    request: async (f) => {
      const hotel = await f.app.inject({ method: 'GET', url: `/api/my-hotels/${f.hotelId}`, headers: { cookie: f.adminCookie } });
      const token = new URL(hotel.json().icalExportUrl as string).searchParams.get('token')!;
      return { method: 'GET', url: `/api/hotels/${f.hotelId}/calendar.ics`, query: { token } };
    },
  },
  'POST /api/my-hotels/:id/calendar-token': {
    body: 'none',
    ids: ['id'],
    request: async (f) => ({ method: 'POST', url: `/api/my-hotels/${(await insertHotel(f.app)).id}/calendar-token` }),
  },
  'GET /api/my-hotels/:id/calendars': { body: 'none', ids: ['id'], request: async (f) => ({ method: 'GET', url: `/api/my-hotels/${f.hotelId}/calendars` }) },
  'POST /api/my-hotels/:id/calendars': {
    body: 'json',
    status: 201,
    ids: ['id'],
    request: async (f) => json('POST', `/api/my-hotels/${(await insertHotel(f.app)).id}/calendars`, { name: 'Booking.com', url: calendarUrl() }),
  },
  'DELETE /api/my-hotels/:id/calendars/:calendarId': {
    body: 'none',
    status: 204,
    ids: ['id', 'calendarId'],
    request: async (f) => {
      const { hotelId, calendarId } = await addedCalendar(f);
      return { method: 'DELETE', url: `/api/my-hotels/${hotelId}/calendars/${calendarId}` };
    },
  },
  'POST /api/my-hotels/:id/calendars/:calendarId/sync': {
    body: 'none',
    ids: ['id', 'calendarId'],
    request: async (f) => {
      const { hotelId, calendarId } = await addedCalendar(f);
      return { method: 'POST', url: `/api/my-hotels/${hotelId}/calendars/${calendarId}/sync` };
    },
  },
  'GET /api/my-hotels/:id/blocks': { body: 'none', ids: ['id'], request: async (f) => ({ method: 'GET', url: `/api/my-hotels/${f.hotelId}/blocks` }) },
  'POST /api/my-hotels/:id/blocks': {
    body: 'json',
    status: 201,
    ids: ['id'],
    optional: ['note'],
    request: async (f) => json('POST', `/api/my-hotels/${(await insertHotel(f.app)).id}/blocks`, { firstNight: inDays(40), lastNight: inDays(42), note: 'Painting' }),
  },
  'DELETE /api/my-hotels/:id/blocks/:blockId': {
    body: 'none',
    status: 204,
    ids: ['id', 'blockId'],
    request: async (f) => {
      const hotelId = (await insertHotel(f.app)).id;
      const blockId = await created(f, json('POST', `/api/my-hotels/${hotelId}/blocks`, { firstNight: inDays(40), lastNight: inDays(40) }));
      return { method: 'DELETE', url: `/api/my-hotels/${hotelId}/blocks/${blockId}` };
    },
  },
  'GET /api/admin/calendar-conflicts': { body: 'none', request: async () => ({ method: 'GET', url: '/api/admin/calendar-conflicts' }) },
  'GET /api/my-hotels': {
    body: 'query',
    request: async () => ({ method: 'GET', url: '/api/my-hotels', query: { search: 'Shimla', page: '1', pageSize: '12' } }),
  },
  'GET /api/my-hotels/:id': { body: 'none', ids: ['id'], request: async (f) => ({ method: 'GET', url: `/api/my-hotels/${f.hotelId}` }) },
  'POST /api/my-hotels': {
    body: 'multipart',
    status: 201,
    optional: HOTEL_LINKS,
    request: async () => formData('POST', '/api/my-hotels', hotelForm({ files: [{ name: 'a.png', bytes: await pngImage() }] })),
  },
  'PUT /api/my-hotels/:hotelId': {
    body: 'multipart',
    optional: HOTEL_LINKS,
    ids: ['hotelId'],
    request: async (f) => {
      const hotel = await insertHotel(f.app);
      return formData('PUT', `/api/my-hotels/${hotel.id}`, hotelForm({ imageUrls: ['/uploads/hotels/test.webp'] }));
    },
  },
  'DELETE /api/my-hotels/:id': {
    body: 'none',
    status: 204,
    ids: ['id'],
    request: async (f) => ({ method: 'DELETE', url: `/api/my-hotels/${(await insertHotel(f.app)).id}` }),
  },
  'POST /api/hotels/:id/bookings/quote': {
    body: 'json',
    ids: ['id'],
    optional: ['couponCode', 'infantCount'],
    request: async (f) => json('POST', `/api/hotels/${f.hotelId}/bookings/quote`, { checkIn: inDays(3), checkOut: inDays(5), adultCount: 2, childCount: 0, infantCount: 0, couponCode: '' }),
  },
  'POST /api/hotels/:id/bookings/payment-intent': {
    body: 'json',
    status: 201,
    ids: ['id'],
    // A signed-in guest's name and e-mail come from the account.
    optional: ['couponCode', 'infantCount', 'amount', 'currency', 'firstName', 'lastName', 'email'],
    request: async (f) => {
      // Two nights for two adults at ₹2,000 per person and night, in paise.
      const hotel = await insertHotel(f.app, { pricePerNight: 2000 });
      return json('POST', `/api/hotels/${hotel.id}/bookings/payment-intent`, { ...stay(10, 2), amount: 2000 * 2 * 2 * 100, currency: 'INR' });
    },
  },
  'GET /api/hotels/:id/availability': { body: 'none', ids: ['id'], request: async (f) => ({ method: 'GET', url: `/api/hotels/${f.hotelId}/availability` }) },
  'POST /api/hotels/order/validate': {
    body: 'json',
    request: async (f) => {
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = await paidOrder(f);
      return json('POST', '/api/hotels/order/validate', { razorpay_order_id, razorpay_payment_id, razorpay_signature });
    },
  },
  'POST /api/hotels/order/release': {
    body: 'json',
    request: async (f) => {
      const hotel = await insertHotel(f.app);
      const intent = await createIntent(f.app, hotel.id, stay(15, 2));
      return json('POST', '/api/hotels/order/release', { orderId: intent.orderId });
    },
  },
  'POST /api/hotels/getUserBookings': { body: 'none', request: async () => ({ method: 'POST', url: '/api/hotels/getUserBookings' }) },
  'POST /api/hotels/getAllBookings': {
    body: 'json',
    optional: ['checkIn'],
    request: async () => json('POST', '/api/hotels/getAllBookings', { checkIn: inDays(1) }),
  },
  'POST /api/payments/simulated/pay': {
    body: 'json',
    request: async (f) => {
      const hotel = await insertHotel(f.app);
      const intent = await createIntent(f.app, hotel.id, stay(25, 2));
      return json('POST', '/api/payments/simulated/pay', { orderId: intent.orderId, method: 'upi', upiId: SIMULATED_TEST_INPUTS.upiSuccess });
    },
  },
  'POST /api/payments/razorpay/webhook': {
    body: 'raw',
    request: async () =>
      signedWebhook({ event: 'payment.captured', payload: { payment: { entity: { id: `pay_${unique()}`, order_id: `order_${unique()}`, amount: 100 } } } }),
  },
  'GET /api/coupons': { body: 'none', request: async () => ({ method: 'GET', url: '/api/coupons' }) },
  'GET /api/coupons/all': { body: 'none', request: async () => ({ method: 'GET', url: '/api/coupons/all' }) },
  'POST /api/coupons': { body: 'json', status: 201, optional: ['neverExpires'], request: async () => json('POST', '/api/coupons', couponBody()) },
  'DELETE /api/coupons/:id': {
    body: 'none',
    status: 204,
    ids: ['id'],
    request: async (f) => ({ method: 'DELETE', url: `/api/coupons/${await created(f, json('POST', '/api/coupons', couponBody()))}` }),
  },
  'GET /api/blogs': { body: 'query', request: async () => ({ method: 'GET', url: '/api/blogs', query: { page: '1', limit: '4' } }) },
  'GET /api/blogs/:id': {
    body: 'none',
    ids: ['id'],
    request: async (f) => ({ method: 'GET', url: `/api/blogs/${await created(f, await form('POST', '/api/blogs', blogFields(), { name: 'thumbnailImage', filename: 't.png' }))}` }),
  },
  'POST /api/blogs': { body: 'multipart', status: 201, request: async () => form('POST', '/api/blogs', blogFields(), { name: 'thumbnailImage', filename: 't.png' }) },
  'DELETE /api/blogs/:id': {
    body: 'none',
    status: 204,
    ids: ['id'],
    request: async (f) => ({ method: 'DELETE', url: `/api/blogs/${await created(f, await form('POST', '/api/blogs', blogFields(), { name: 'thumbnailImage', filename: 't.png' }))}` }),
  },
  'GET /api/destinations': { body: 'none', request: async () => ({ method: 'GET', url: '/api/destinations' }) },
  'POST /api/destinations': {
    body: 'multipart',
    status: 201,
    request: async () => form('POST', '/api/destinations', destinationFields(), { name: 'illustrationImage', filename: 'd.png' }),
  },
  'DELETE /api/destinations/:id': {
    body: 'none',
    status: 204,
    ids: ['id'],
    request: async (f) => ({ method: 'DELETE', url: `/api/destinations/${await created(f, await form('POST', '/api/destinations', destinationFields()))}` }),
  },
  'GET /api/carousel': { body: 'none', request: async () => ({ method: 'GET', url: '/api/carousel' }) },
  'POST /api/carousel': {
    body: 'multipart',
    status: 201,
    request: async () => form('POST', '/api/carousel', slideFields(), { name: 'carouselImage', filename: 'c.png' }),
  },
  'DELETE /api/carousel/:id': {
    body: 'none',
    status: 204,
    ids: ['id'],
    request: async (f) => ({
      method: 'DELETE',
      url: `/api/carousel/${await created(f, await form('POST', '/api/carousel', slideFields(), { name: 'carouselImage', filename: 'c.png' }))}`,
    }),
  },
  'GET /api/rating': { body: 'none', request: async () => ({ method: 'GET', url: '/api/rating' }) },
  'POST /api/rating': {
    body: 'json',
    optional: ['bookingdotcom', 'airbnb', 'makemytrip', 'googleTravel', 'agoda'],
    request: async () => json('POST', '/api/rating', ratingBody()),
  },
  'POST /api/properties': {
    body: 'json',
    status: 201,
    optional: ['rooms', 'photosLink', 'propertyDescription'],
    request: async () => json('POST', '/api/properties', listingRequestBody()),
  },
  'GET /api/properties': { body: 'query', request: async () => ({ method: 'GET', url: '/api/properties', query: { page: '1' } }) },
};

/** The recipe of a route, or an error naming the route that lacks one. */
export function recipeFor(route: { method: string; url: string }): Recipe {
  const key = `${route.method} ${route.url}`;
  const recipe = RECIPES[key];
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
