/** Helpers of the guest-experience browser tests (calendar, property page, search). */
import type { APIRequestContext, Page } from '@playwright/test';
import { PNG } from './content-support';
import { expect, test } from './support';

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 720 } } as const;

/** Calendar arithmetic on 'YYYY-MM-DD' strings, in UTC so the machine's timezone cannot shift it. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** '5 Sept 2026': how the calendars name a day. */
export const dayLabel = (date: string) => `${Number(date.slice(8))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
/** '05/09/2026': how the search bar shows a date. */
export const barDate = (date: string) => `${date.slice(8)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

export async function propertyToday(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/config')).json()) as { today: string }).today;
}

/** The date `days` after the property's today. */
export async function daysAhead(request: APIRequestContext, days: number): Promise<string> {
  return addDays(await propertyToday(request), days);
}

/** Declares `tests` twice, in a describe block named for the device with its viewport in use: laptop, then phone. */
export function onLaptopAndPhone(tests: (device: 'laptop' | 'phone', viewport: typeof DESKTOP | typeof PHONE) => void): void {
  for (const [device, viewport] of [
    ['laptop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test.describe(device, () => {
      test.use(viewport);
      tests(device, viewport);
    });
  }
}

/**
 * Lists a property of the test's own through the owner's API (`page` signed in as the owner): every
 * required field has a plain value, `fields` (name, city and price at least) go over them. Its id.
 */
export async function listTestProperty(page: Page, fields: Record<string, string>): Promise<string> {
  const response = await page.request.post('/api/my-hotels', {
    multipart: {
      country: 'India',
      description: 'A property listed for a browser test.',
      type: 'Family Apartment',
      starRating: '4',
      adultCount: '4',
      childCount: '2',
      'facilities[0]': 'Elevator',
      'amenities[0]': 'Linen',
      imageFiles: PNG,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

export interface DemoHotel {
  _id: string;
  name: string;
  city: string;
  pricePerNight: number;
  imageUrls: string[];
}

export interface DemoDestination {
  name: string;
  slug: string;
}

/** A destination of the demo data with a page (the search bar's suggestions are those with a property). */
export async function demoDestination(request: APIRequestContext): Promise<DemoDestination> {
  const destinations = (await (await request.get('/api/destinations')).json()) as DemoDestination[];
  expect(destinations.length).toBeGreaterThan(0);
  return destinations[0]!;
}

/** A demo property by its rank in price (ascending), so each spec can use its own. */
export async function demoHotel(request: APIRequestContext, rank: number): Promise<DemoHotel> {
  const search = await request.get('/api/hotels/search?sortOption=pricePerNightAsc');
  return ((await search.json()) as { data: DemoHotel[] }).data[rank]!;
}

/**
 * The cheapest property whose tonight is free and bookable for one night: earlier specs book
 * nights and add properties, so a fixed rank may be taken tonight by the time a spec runs.
 */
export async function hotelFreeTonight(request: APIRequestContext): Promise<DemoHotel> {
  const today = await propertyToday(request);
  const search = await request.get(
    `/api/hotels/search?sortOption=pricePerNightAsc&checkIn=${today}&checkOut=${addDays(today, 1)}&adultCount=1`,
  );
  expect(search.ok()).toBe(true);
  // A property whose minimum stay is longer is listed too (with `minimumNights`): not bookable for one night.
  const found = ((await search.json()) as { data: (DemoHotel & { minimumNights?: number })[] }).data.find(
    (hotel) => hotel.imageUrls.length > 0 && hotel.minimumNights === undefined,
  );
  expect(found, 'a property free tonight').toBeTruthy();
  return found!;
}

/** Books (and pays) nights at a property through the API, as another guest would. */
export async function bookThroughApi(request: APIRequestContext, hotelId: string, checkIn: string, checkOut: string): Promise<void> {
  const intent = await request.post(`/api/hotels/${hotelId}/bookings/payment-intent`, {
    data: {
      checkIn,
      checkOut,
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
      couponCode: '',
      firstName: 'Kavya',
      lastName: 'Menon',
      email: 'kavya@example.com',
      phoneNumber: '+91 98100 00019',
    },
  });
  if (intent.status() === 409) return; // already booked by an earlier run on the same data
  expect(intent.status(), await intent.text()).toBe(201);
  const { orderId } = (await intent.json()) as { orderId: string };
  expect(
    (await request.post('/api/payments/simulated/pay', { data: { orderId, method: 'upi', upiId: 'success@razorpay' } })).status(),
  ).toBe(200);
}

/** The label of the element that has the keyboard focus. */
export function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null);
}
