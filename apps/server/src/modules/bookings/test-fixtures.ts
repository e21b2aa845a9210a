/** Helpers for the booking API tests: a property and coupons straight in the database, and the payment calls. */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, SIMULATED_TEST_INPUTS, todayIn, type PaymentSuccess } from '@hillnest/domain';
import type { Database } from '../../db/client';
import { bookings, coupons, hotels } from '../../db/schema';
import { wroteBehindTheApp, type DirectWrite } from '../../test/harness';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ProviderPaymentLink } from './providers/types';

export const today = (timeZone = 'Asia/Kolkata') => todayIn(timeZone);
/** A date `days` after today in the property's timezone. */
export const inDays = (days: number) => addDays(today(), days);

let hotelCounter = 0;

export async function insertHotel(
  target: DirectWrite,
  values: Partial<typeof hotels.$inferInsert> = {},
): Promise<{ id: string; pricePerNight: number }> {
  hotelCounter += 1;
  const [row] = await target.db
    .insert(hotels)
    .values({
      name: `Test Residency ${hotelCounter}`,
      description: 'A quiet flat in the hills.',
      city: 'Shimla',
      country: 'India',
      type: 'Family Apartment',
      pricePerNight: 2500,
      adultCount: 4,
      childCount: 2,
      starRating: 4,
      facilities: ['Elevator'],
      amenities: ['Linen'],
      imageUrls: ['/uploads/hotels/test.webp'],
      ...values,
    })
    .returning({ id: hotels.id, pricePerNight: hotels.pricePerNight });
  wroteBehindTheApp(target, 'hotels');
  return row!;
}

export async function insertCoupon(target: DirectWrite, values: Partial<typeof coupons.$inferInsert> & { couponCode: string }) {
  await target.db.insert(coupons).values({
    couponType: 'Percentage',
    amount: 10,
    minNights: 1,
    neverExpires: values.expiryDate ? false : true,
    expiryDate: null,
    ...values,
  });
  wroteBehindTheApp(target, 'coupons');
}

export const guestContact = { firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.com', phoneNumber: '+91 98100 00001' };

/** A payment-intent body for `nights` nights starting `startInDays` from today, as a guest. */
export function stay(startInDays: number, nights: number, extra: Record<string, unknown> = {}) {
  return {
    checkIn: inDays(startInDays),
    checkOut: inDays(startInDays + nights),
    adultCount: 2,
    childCount: 0,
    infantCount: 0,
    couponCode: '',
    ...guestContact,
    ...extra,
  };
}

export function postIntent(app: FastifyInstance, hotelId: string, body: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/hotels/${hotelId}/bookings/payment-intent`,
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });
}

export async function createIntent(app: FastifyInstance, hotelId: string, body: unknown, cookie?: string) {
  const response = await postIntent(app, hotelId, body, cookie);
  if (response.statusCode !== 201) throw new Error(`payment-intent: ${response.statusCode} ${response.body}`);
  return response.json() as { orderId: string; amount: number; currency: string; keyId: string; provider: string; holdExpiresAt: string };
}

export function paySimulated(app: FastifyInstance, orderId: string, upiId: string = SIMULATED_TEST_INPUTS.upiSuccess) {
  return app.inject({ method: 'POST', url: '/api/payments/simulated/pay', payload: { orderId, method: 'upi', upiId } });
}

export async function paySuccessfully(app: FastifyInstance, orderId: string): Promise<PaymentSuccess> {
  const response = await paySimulated(app, orderId);
  if (response.statusCode !== 200) throw new Error(`pay: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function postValidate(app: FastifyInstance, payment: object) {
  return app.inject({ method: 'POST', url: '/api/hotels/order/validate', payload: payment });
}

/**
 * A paid booking as a guest makes it (signed in with the cookie, if given): hold, simulated payment,
 * validation; the confirmation's id and manage token. Throws unless each step succeeds.
 */
export async function bookAndPay(
  app: FastifyInstance,
  hotelId: string,
  body: unknown,
  cookie?: string,
): Promise<{ id: string; token: string }> {
  const intent = await createIntent(app, hotelId, body, cookie);
  const response = await postValidate(app, await paySuccessfully(app, intent.orderId));
  if (response.statusCode !== 200) throw new Error(`validate: ${response.statusCode} ${response.body}`);
  const validated = response.json();
  return { id: validated._id as string, token: validated.manageToken as string };
}

/** A paid stay at a property of its own (₹3,000 a night), from `startInDays` for `nights` nights: its booking's id and token, and the property. */
export async function paidStay(
  app: FastifyInstance,
  startInDays: number,
  nights = 3,
): Promise<{ hotelId: string; id: string; token: string }> {
  const hotelId = (await insertHotel(app, { pricePerNight: 3000 })).id;
  return { hotelId, ...(await bookAndPay(app, hotelId, stay(startInDays, nights))) };
}

/** Moves a hold's end into the past, as if HOLD_MINUTES (and with them the short life of cached availability) had gone by. */
export async function lapseHold(target: DirectWrite, orderId: string): Promise<void> {
  await target.db
    .update(bookings)
    .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
    .where(eq(bookings.razorpayOrderId, orderId));
  wroteBehindTheApp(target, 'bookings');
}

export async function orderRow(db: Database, orderId: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.razorpayOrderId, orderId));
  return row;
}

export async function bookingCount(db: Database, status: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(eq(bookings.status, status as never));
  return row!.n;
}

/** A link made by the sandbox in force, as the balance job makes one: `expiresInMs` from the app's clock. */
export async function createSandboxLink(
  app: FastifyInstance,
  options: { amountPaise?: number; reference?: string; expiresInMs?: number } = {},
): Promise<ProviderPaymentLink> {
  const { provider } = await app.deps.payments.current();
  return provider.createPaymentLink({
    amountPaise: options.amountPaise ?? 150_000,
    currency: 'INR',
    expiresAt: new Date(app.deps.now().getTime() + (options.expiresInMs ?? 86_400_000)),
    reference: options.reference ?? `test-${randomUUID().slice(0, 8)}`,
    description: 'Balance of a test stay',
    customer: { name: 'Meera Iyer', email: 'meera@example.com', contact: '+919800000000' },
    callbackUrl: 'http://localhost:3000/payment-link-paid',
    notes: {},
  });
}

/** Settings → Guests: the owner takes a 30 % deposit, the balance due 14 days before check-in (`admin`: the administrator's cookie). */
export async function takeDeposits(app: FastifyInstance, admin: string): Promise<void> {
  await changeGuestSettings(app, admin, { depositKind: 'percent', depositPercent: 30, balanceDueDays: 14 });
}

/** Saves some of the owner's Guests settings through the admin API, the others as they are. */
export async function changeGuestSettings(app: FastifyInstance, admin: string, values: Record<string, unknown>): Promise<void> {
  const current = (await app.inject({ method: 'GET', url: '/api/admin/settings/guests', headers: { cookie: admin } })).json().values;
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/admin/settings/guests',
    headers: { cookie: admin },
    payload: { ...current, ...values },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
