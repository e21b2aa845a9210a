/** Helpers for the cancellation tests: paid bookings made through the API, dated as the test needs. */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SIMULATED_TEST_INPUTS } from '@hillnest/domain';
import type { Database } from '../../db/client';
import { bookings, paymentEvents, refunds } from '../../db/schema';
import { wroteBehindTheApp, type DirectWrite } from '../../test/harness';
import { createIntent, insertHotel, orderRow, paySimulated, stay } from '../bookings/test-fixtures';

export interface PaidBooking {
  id: string;
  hotelId: string;
  orderId: string;
  amount: number;
  paymentId: string;
}

/**
 * A paid booking (simulated checkout) at a fresh property, `checkInDays` from today, made
 * `bookedDaysAgo` days ago (its creation moved back, as if booked then).
 */
export async function paidBooking(
  app: FastifyInstance,
  options: { checkInDays: number; nights?: number; bookedDaysAgo?: number; cookie?: string; couponCode?: string; upiId?: string },
): Promise<PaidBooking> {
  const hotel = await insertHotel(app);
  const intent = await createIntent(
    app,
    hotel.id,
    stay(options.checkInDays, options.nights ?? 1, options.couponCode ? { couponCode: options.couponCode } : {}),
    options.cookie,
  );
  const paid = await paySimulated(app, intent.orderId, options.upiId ?? SIMULATED_TEST_INPUTS.upiSuccess);
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);
  const row = (await orderRow(app.db, intent.orderId))!;
  if (options.bookedDaysAgo) {
    await app.db
      .update(bookings)
      .set({ createdAt: sql`now() - make_interval(days => ${options.bookedDaysAgo}::int)` })
      .where(eq(bookings.id, row.id));
  }
  return { id: row.id, hotelId: hotel.id, orderId: intent.orderId, amount: row.totalCost, paymentId: row.razorpayPaymentId! };
}

/** Moves a booking's stay to other dates behind the app's back (a stay that has begun, for instance). */
export async function moveStay(t: DirectWrite, id: string, checkIn: string, checkOut: string): Promise<void> {
  await t.db.update(bookings).set({ checkIn, checkOut }).where(eq(bookings.id, id));
  wroteBehindTheApp(t, 'bookings');
}

export async function refundsOf(db: Database, bookingId: string) {
  return db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
}

/** How many refunds the provider was asked to create for a payment (the simulated provider's refund.created events). */
export async function providerRefundCount(db: Database, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentEvents)
    .where(
      sql`${paymentEvents.type} = 'refund.created' and ${paymentEvents.payload} #>> '{payload,refund,entity,payment_id}' = ${paymentId}`,
    );
  return row!.n;
}
