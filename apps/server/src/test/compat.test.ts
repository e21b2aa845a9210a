/**
 * The API as clients written against the original site call it: the calls that site's own web client
 * makes, in the shapes it sends and reads, work here too, without loosening what the server decides.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, registerVerifiedUser, signInAdmin, type TestApp } from './harness';
import { addDays, todayIn } from '@hillnest/domain';
import { insertHotel, paySuccessfully, postValidate, stay } from '../modules/bookings/test-fixtures';
import { hotelForm } from '../modules/hotels/test-support';
import { listingRequestBody } from './hardening/routes';
import { multipart, pngImage } from './multipart';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
});
afterAll(() => t?.close());

describe('bodyless POST reads sent as JSON', () => {
  it('answers getUserBookings and getAllBookings sent with Content-Type: application/json and an empty body', async () => {
    const { cookie } = await registerUser(t.app);
    const headers = { 'content-type': 'application/json' };
    const mine = await t.app.inject({ method: 'POST', url: '/api/hotels/getUserBookings', headers: { ...headers, cookie }, payload: '' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({ data: [] });
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/hotels/getAllBookings',
      headers: { ...headers, cookie: adminCookie },
      payload: '',
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(Array.isArray(all.json().data)).toBe(true);
  });

  it('still refuses an empty JSON body where a body is needed', async () => {
    const hotel = await insertHotel(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/hotels/${hotel.id}/bookings/quote`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });
});

describe('payment-intent', () => {
  it('answers a stay that leaves several fields out with 400 naming them all', async () => {
    const hotel = await insertHotel(t.app);
    // The amount alone is the original client's order (original-client.test.ts); with any part of a stay it is a stay.
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/hotels/${hotel.id}/bookings/payment-intent`,
      payload: { amount: 500000, currency: 'INR', adultCount: 2 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'checkIn, checkOut, childCount, phoneNumber: These fields are required' });
  });

  it('keeps naming the one missing field when only one is left out', async () => {
    const hotel = await insertHotel(t.app);
    const { phoneNumber: _left, ...body } = stay(30, 2) as Record<string, unknown>;
    const response = await t.app.inject({ method: 'POST', url: `/api/hotels/${hotel.id}/bookings/payment-intent`, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'This field is required', field: 'phoneNumber' });
  });
});

describe('payment-intent answer', () => {
  it('also carries the order as Razorpay writes it: { id, amount (paise), currency }', async () => {
    const hotel = await insertHotel(t.app, { pricePerNight: 2000 });
    const response = await t.app.inject({ method: 'POST', url: `/api/hotels/${hotel.id}/bookings/payment-intent`, payload: stay(60, 2) });
    expect(response.statusCode, response.body).toBe(201);
    const intent = response.json();
    // Two nights for two adults at ₹2,000.
    expect(intent.order).toEqual({ id: intent.orderId, amount: 800_000, currency: 'INR' });
    expect(intent.amount).toBe(800_000);
  });
});

describe('search dates written as full ISO timestamps', () => {
  it('reads them as the calendar dates in the property timezone, like YYYY-MM-DD', async () => {
    const checkIn = addDays(todayIn('Asia/Kolkata'), 20);
    const checkOut = addDays(checkIn, 2);
    // 19:39 UTC the day before is 01:09 the next morning in India.
    const instant = (date: string) => `${addDays(date, -1)}T19:39:27.741Z`;
    const plain = await t.app.inject({ method: 'GET', url: '/api/hotels/search', query: { checkIn, checkOut } });
    const stamped = await t.app.inject({
      method: 'GET',
      url: '/api/hotels/search',
      query: { checkIn: instant(checkIn), checkOut: instant(checkOut) },
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(stamped.statusCode, stamped.body).toBe(200);
    expect(stamped.json()).toEqual(plain.json());
    // The same stay, so the stay totals agree too.
    expect(stamped.json().data.length).toBeGreaterThan(0);
  });

  it('still refuses a timestamp that is no time', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/hotels/search',
      query: { checkIn: '2026-01-01T25:00:00Z', checkOut: '2026-01-03' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('property types with surrounding spaces', () => {
  it('are accepted in the hotel form and stored trimmed', async () => {
    const form = hotelForm({ fields: { type: 'Family Apartment ' }, files: [{ name: 'a.png', bytes: await pngImage() }] });
    const request = new Request('http://test.invalid/', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/my-hotels',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, cookie: adminCookie },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().type).toBe('Family Apartment');
    const stored = await t.app.inject({ method: 'GET', url: `/api/hotels/${response.json()._id}` });
    expect(stored.json().type).toBe('Family Apartment');
  });

  it('are accepted in listing requests and stored trimmed', async () => {
    const { cookie } = await registerVerifiedUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie },
      payload: { ...listingRequestBody(), propertyType: 'Family Apartment ' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().propertyType).toBe('Family Apartment');
  });
});

describe('lists asked for without a page', () => {
  const get = async (url: string, cookie?: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('GET /api/blogs answers every blog as a plain array, and the page when asked with ?page', async () => {
    const thumbnail = { name: 'thumbnailImage', content: await pngImage(), filename: 'thumb.png' };
    // One more than a page, so the array is visibly more than the first page.
    for (let day = 10; day <= 19; day++) {
      const fields = { title: `Compat ${day}`, content: '<p>Old client</p>', author: 'Meera Nair', publishDate: `2031-02-${day}` };
      const body = await multipart(fields, [thumbnail]);
      const created = await t.app.inject({ method: 'POST', url: '/api/blogs', ...body, headers: { ...body.headers, cookie: adminCookie } });
      expect(created.statusCode, created.body).toBe(201);
    }
    const plain = await get('/api/blogs');
    expect(Array.isArray(plain)).toBe(true);
    expect(plain.map((blog: { title: string }) => blog.title).slice(0, 10)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Compat ${19 - i}`),
    );
    const paged = await get('/api/blogs?page=1');
    expect(paged.pagination).toEqual({ total: plain.length, page: 1, pages: Math.ceil(plain.length / 9) });
    expect(paged.data).toEqual(plain.slice(0, 9));
    // A limit without a page: the first `limit` as an array.
    expect(await get('/api/blogs?limit=4')).toEqual(plain.slice(0, 4));
  });

  it("GET /api/my-hotels answers the owner's properties as a plain array, filters applied, and the page with ?page", async () => {
    for (let i = 1; i <= 13; i++) await insertHotel(t.app, { name: `Plainlist ${i}`, city: 'Plainlist' });
    const plain = await get('/api/my-hotels?search=plainlist', adminCookie);
    expect(Array.isArray(plain)).toBe(true);
    expect(plain).toHaveLength(13);
    expect(plain[0]).toMatchObject({ _id: expect.any(String), name: expect.stringMatching(/^Plainlist/) });
    const paged = await get('/api/my-hotels?search=plainlist&page=2', adminCookie);
    expect(paged.pagination).toEqual({ total: 13, page: 2, pages: 2 });
    expect(paged.data).toEqual(plain.slice(12));
  });

  it('GET /api/properties answers the listing requests as a plain array, and the page with ?page', async () => {
    const { cookie } = await registerVerifiedUser(t.app);
    const sent = await t.app.inject({ method: 'POST', url: '/api/properties', headers: { cookie }, payload: listingRequestBody() });
    expect(sent.statusCode, sent.body).toBe(201);
    const plain = await get('/api/properties', adminCookie);
    expect(Array.isArray(plain)).toBe(true);
    expect(plain).toContainEqual(sent.json());
    const paged = await get('/api/properties?page=1', adminCookie);
    expect(paged.pagination.total).toBe(plain.length);
  });

  it('still checks the page and the access', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/blogs?page=0' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/my-hotels' })).statusCode).toBe(401);
  });
});

describe("bookings' totalCost", () => {
  it('is in rupees in every answer that carries a booking, and in paise only in totalPaise', async () => {
    const hotel = await insertHotel(t.app, { pricePerNight: 1999 });
    const { cookie } = await registerUser(t.app);
    const intentResponse = await t.app.inject({
      method: 'POST',
      url: `/api/hotels/${hotel.id}/bookings/payment-intent`,
      headers: { cookie },
      payload: stay(70, 2),
    });
    expect(intentResponse.statusCode, intentResponse.body).toBe(201);
    const intent = intentResponse.json();
    const paidPaise = intent.amount as number;
    const validated = await postValidate(t.app, await paySuccessfully(t.app, intent.orderId));
    expect(validated.statusCode, validated.body).toBe(200);
    expect(paidPaise).toBeGreaterThan(0);
    expect(validated.json()).toMatchObject({ totalCost: paidPaise / 100, totalPaise: paidPaise });

    const mine = await t.app.inject({ method: 'POST', url: '/api/hotels/getUserBookings', headers: { cookie } });
    expect(mine.json().data).toEqual([expect.objectContaining({ totalCost: paidPaise / 100, totalPaise: paidPaise })]);
    const all = await t.app.inject({ method: 'POST', url: '/api/hotels/getAllBookings', headers: { cookie: adminCookie } });
    const listed = all.json().data.find((booking: { _id: string }) => booking._id === validated.json()._id);
    expect(listed).toMatchObject({ totalCost: paidPaise / 100, totalPaise: paidPaise });
    const manage = await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${validated.json().manageToken}` });
    expect(manage.json()).toMatchObject({ totalCost: paidPaise / 100, totalPaise: paidPaise });
  });
});
