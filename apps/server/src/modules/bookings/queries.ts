import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BookingHotelSummary } from '@hillnest/domain';
import type { Database } from '../../db/client';
import { amountOrders, bookings, calendarBlocks, coupons, hotels, paymentEvents, refunds, type BookingStatus } from '../../db/schema';
import { bookingHotelColumns } from '../hotels/serialize';
import { firstRefundOfBooking, refundPartsColumns, summarizedRefund } from '../cancellations/columns';
import { providerId, type SimulatedLinkEntity, type SimulatedRefundEntity } from './providers/simulated';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type CouponRow = typeof coupons.$inferSelect;

/** Statuses of a paid order: shown in booking lists. A cancelled booking was paid (and maybe refunded). */
export const PAID_STATUSES = ['confirmed', 'refund_required', 'cancelled'] as const satisfies readonly BookingStatus[];
export type RefundRow = typeof refunds.$inferSelect;

/** Rows that take their nights right now: paid bookings and holds that have not lapsed. */
const takesNights: SQL = or(eq(bookings.status, 'confirmed'), and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, sql`now()`)))!;

/** Advisory-lock namespace of "placing a hold for one client" (an IP address, an e-mail address or an account). */
const CLIENT_LOCK_NAMESPACE = 4_202;

/** Who placed a hold: unpaid holds are counted per IP address, per e-mail address and per account. */
export interface HoldClient {
  ip: string;
  email: string;
  userId: string | null;
}

const clientKeys = (client: HoldClient) =>
  [`ip ${client.ip}`, `email ${client.email.toLowerCase()}`, ...(client.userId ? [`user ${client.userId}`] : [])].sort();

/**
 * Serializes hold-taking per client for the rest of the transaction, so two holds started together by
 * one client cannot both see a free slot. Taken before the property's lock and in a fixed order, so
 * two transactions never wait on each other in a circle.
 */
export async function lockClientForHold(db: Database, client: HoldClient): Promise<void> {
  for (const key of clientKeys(client)) {
    await db.execute(sql`select pg_advisory_xact_lock(${CLIENT_LOCK_NAMESPACE}::int, hashtext(${key}))`);
  }
}

/** Unpaid holds still running that this client placed (same IP, same e-mail or same account), and when the first ends. */
export async function liveHoldsOf(db: Database, client: HoldClient): Promise<{ count: number; firstEndsAt: Date | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, firstEndsAt: sql<Date | null>`min(${bookings.holdExpiresAt})` })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'held'),
        gt(bookings.holdExpiresAt, sql`now()`),
        // The owner's quotes are not the client's own holds.
        ne(bookings.source, 'quote'),
        or(
          eq(bookings.clientIp, client.ip),
          sql`lower(${bookings.email}) = ${client.email.toLowerCase()}`,
          client.userId ? eq(bookings.userId, client.userId) : undefined,
        ),
      ),
    );
  const firstEndsAt = row?.firstEndsAt ? new Date(row.firstEndsAt) : null;
  return { count: row?.count ?? 0, firstEndsAt };
}

/** Nights taken by the property's unpaid holds still running (quotes aside), and when the first of them ends. */
export async function heldNightsOf(db: Database, hotelId: string): Promise<{ nights: number; firstEndsAt: Date | null }> {
  const [row] = await db
    .select({
      nights: sql<number>`coalesce(sum(${bookings.checkOut} - ${bookings.checkIn}), 0)::int`,
      firstEndsAt: sql<Date | null>`min(${bookings.holdExpiresAt})`,
    })
    .from(bookings)
    // The owner's quotes hold nights on purpose: the limit is against guests' squatting holds.
    .where(
      and(eq(bookings.hotelId, hotelId), eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, sql`now()`), ne(bookings.source, 'quote')),
    );
  return { nights: row?.nights ?? 0, firstEndsAt: row?.firstEndsAt ? new Date(row.firstEndsAt) : null };
}

/** Every unpaid hold still running, with its property's name, the first to end first. */
export async function listLiveHolds(db: Database) {
  const rows = await db
    .select({
      id: bookings.id,
      hotelId: bookings.hotelId,
      hotelName: hotels.name,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      email: bookings.email,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, sql`now()`)))
    .orderBy(asc(bookings.holdExpiresAt), asc(bookings.id));
  return rows.map((row) => ({ ...row, holdExpiresAt: row.holdExpiresAt! }));
}

/**
 * Serializes hold-taking per property for the rest of the transaction. Without it, two guests racing
 * for one property can each lock a lapsed hold and then wait on the other's exclusion check: a
 * deadlock (40P01) that would surface as a 500 instead of one hold and one 409. It is the property's
 * night lock (SQL function lock_property_nights, migration 0003), which the calendar blocks' triggers
 * take too, so a hold and an owner's block of the same nights cannot both get through.
 */
export async function lockPropertyForHold(db: Database, hotelId: string): Promise<void> {
  await db.execute(sql`select lock_property_nights(${hotelId}::uuid)`);
}

/**
 * Lapsed holds of one property stop taking part in the overlap constraint. Runs in the transaction
 * that inserts a new hold, so a lapsed hold never blocks a new guest.
 */
export async function expireLapsedHolds(db: Database, hotelId: string): Promise<void> {
  await db
    .update(bookings)
    .set({ status: 'expired' })
    .where(and(eq(bookings.hotelId, hotelId), eq(bookings.status, 'held'), lt(bookings.holdExpiresAt, sql`now()`)));
}

/**
 * Ends the guest's own unpaid hold that a new hold replaces (a checkout closed mid-payment, the page
 * came back with its order id): only while it is still held and unpaid, at this property and under
 * this e-mail (any case). Order ids are unguessable, so nobody else can end it. The property's hold
 * lock must be held. Answers whether it ended.
 */
export async function releaseReplacedHold(db: Database, hold: { orderId: string; hotelId: string; email: string }): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ status: 'expired' })
    .where(
      and(
        eq(bookings.razorpayOrderId, hold.orderId),
        eq(bookings.hotelId, hold.hotelId),
        eq(bookings.status, 'held'),
        isNull(bookings.razorpayPaymentId),
        sql`lower(${bookings.email}) = ${hold.email.toLowerCase()}`,
      ),
    )
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** Inserts a held order; the exclusion constraint refuses it (23P01) when its nights are taken. */
export async function insertHold(db: Database, values: Omit<NewBooking, 'status' | 'holdExpiresAt'>, holdMinutes: number) {
  const [row] = await db
    .insert(bookings)
    .values({ ...values, status: 'held', holdExpiresAt: sql`now() + make_interval(mins => ${holdMinutes}::int)` })
    .returning();
  return row!;
}

export async function updateBooking(db: Database, id: string, values: Partial<NewBooking>): Promise<BookingRow | undefined> {
  const [row] = await db.update(bookings).set(values).where(eq(bookings.id, id)).returning();
  return row;
}

/** The order with this provider order id; `lock` takes its row lock ('skip' gives up when another holds it). */
export async function findOrder(db: Database, orderId: string, lock?: 'update' | 'skip'): Promise<BookingRow | undefined> {
  const query = db.select().from(bookings).where(eq(bookings.razorpayOrderId, orderId)).limit(1);
  const [row] = await (lock === 'update' ? query.for('update') : lock === 'skip' ? query.for('update', { skipLocked: true }) : query);
  return row;
}

/** A coupon by code, case-insensitively (lower(coupon_code) is unique). */
export async function findCouponByCode(db: Database, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.couponCode}) = lower(${code})`)
    .limit(1);
  return row;
}

/** Every coupon (the original client's payments are matched against each). */
export function listCoupons(db: Database): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(asc(coupons.couponCode));
}

export type AmountOrderRow = typeof amountOrders.$inferSelect;

export async function insertAmountOrder(db: Database, values: typeof amountOrders.$inferInsert): Promise<AmountOrderRow> {
  const [row] = await db.insert(amountOrders).values(values).returning();
  return row!;
}

/** An amount-only order by its provider order id; `lock` takes its row lock for the rest of the transaction. */
export async function findAmountOrder(db: Database, orderId: string, lock = false): Promise<AmountOrderRow | undefined> {
  const query = db.select().from(amountOrders).where(eq(amountOrders.razorpayOrderId, orderId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * Amount-only orders no validate booked or refused, created between `fromMinutes` and `toMinutes` ago:
 * the reconciler refunds what was paid for them.
 */
export async function unbookedAmountOrders(db: Database, fromMinutes: number, toMinutes: number, limit: number) {
  return db
    .select({ razorpayOrderId: amountOrders.razorpayOrderId })
    .from(amountOrders)
    .where(
      and(
        isNull(amountOrders.refusedReason),
        lt(amountOrders.createdAt, sql`now() - make_interval(mins => ${fromMinutes}::int)`),
        gt(amountOrders.createdAt, sql`now() - make_interval(mins => ${toMinutes}::int)`),
        sql`not exists (select 1 from ${bookings} where ${bookings.razorpayOrderId} = ${amountOrders.razorpayOrderId})`,
      ),
    )
    .orderBy(asc(amountOrders.createdAt))
    .limit(limit);
}

/** Records why an amount-only order's payment was refused (and refunded). */
export async function refuseAmountOrder(db: Database, orderId: string, reason: string): Promise<void> {
  await db.update(amountOrders).set({ refusedReason: reason }).where(eq(amountOrders.razorpayOrderId, orderId));
}

/**
 * Whether any booking, live hold or calendar block of the property shares a night with [checkIn, checkOut),
 * leaving out the hold of `exceptHeldOrderId` (the guest's own hold that a new one would replace).
 */
export async function hasOverlap(
  db: Database,
  hotelId: string,
  stay: { checkIn: string; checkOut: string; exceptHeldOrderId?: string | undefined },
): Promise<boolean> {
  const { checkIn, checkOut, exceptHeldOrderId } = stay;
  const [[taken], [block]] = await Promise.all([
    db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.hotelId, hotelId),
          takesNights,
          lt(bookings.checkIn, checkOut),
          gt(bookings.checkOut, checkIn),
          exceptHeldOrderId ? or(ne(bookings.razorpayOrderId, exceptHeldOrderId), ne(bookings.status, 'held')) : undefined,
        ),
      )
      .limit(1),
    db
      .select({ id: calendarBlocks.id })
      .from(calendarBlocks)
      .where(and(eq(calendarBlocks.hotelId, hotelId), lt(calendarBlocks.startDate, checkOut), gt(calendarBlocks.endDate, checkIn)))
      .limit(1),
  ]);
  return Boolean(taken ?? block);
}

/** Stays and calendar blocks (owner's or imported, issue 18) that take nights of the property from `from` to before `until`. */
export async function takenStays(
  db: Database,
  hotelId: string,
  from: string,
  until: string,
): Promise<{ checkIn: string; checkOut: string }[]> {
  const [stays, blocks] = await Promise.all([
    db
      .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut })
      .from(bookings)
      .where(and(eq(bookings.hotelId, hotelId), takesNights, gt(bookings.checkOut, from), lt(bookings.checkIn, until))),
    db
      .select({ checkIn: calendarBlocks.startDate, checkOut: calendarBlocks.endDate })
      .from(calendarBlocks)
      .where(and(eq(calendarBlocks.hotelId, hotelId), gt(calendarBlocks.endDate, from), lt(calendarBlocks.startDate, until))),
  ]);
  return [...stays, ...blocks].sort((a, b) => a.checkIn.localeCompare(b.checkIn));
}

/** Where a booked property is (degrees), or nulls when the owner gave no coordinates. */
export interface PropertyPlace {
  latitude: number | null;
  longitude: number | null;
}

/**
 * Paid orders with their property and refund: those still needing a refund first, then newest
 * first; optionally one user's (with the guest bookings made with `guestEmail`), those arriving on a
 * date (confirmed only: a cancelled guest is not arriving), or one booking.
 */
export async function listPaidBookings(
  db: Database,
  filter: { userId?: string; guestEmail?: string; checkIn?: string; bookingId?: string } = {},
): Promise<{ booking: BookingRow; hotel: BookingHotelSummary; place: PropertyPlace; refund: RefundRow | null }[]> {
  const rows = await db
    .select({
      booking: bookings,
      hotel: bookingHotelColumns,
      place: { latitude: hotels.latitude, longitude: hotels.longitude },
      refund: refunds,
      refundParts: refundPartsColumns,
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .leftJoin(refunds, and(eq(refunds.bookingId, bookings.id), firstRefundOfBooking))
    .where(
      and(
        filter.checkIn ? eq(bookings.status, 'confirmed') : inArray(bookings.status, PAID_STATUSES),
        filter.userId
          ? or(
              eq(bookings.userId, filter.userId),
              filter.guestEmail
                ? and(isNull(bookings.userId), sql`lower(${bookings.email}) = ${filter.guestEmail.toLowerCase()}`)
                : undefined,
            )
          : undefined,
        filter.checkIn ? eq(bookings.checkIn, filter.checkIn) : undefined,
        filter.bookingId ? eq(bookings.id, filter.bookingId) : undefined,
      ),
    )
    .orderBy(desc(sql`${bookings.status} = 'refund_required'`), desc(bookings.createdAt), desc(bookings.id));
  return rows.map(({ refundParts, ...row }) => ({ ...row, refund: summarizedRefund(row.refund, refundParts) }));
}

/** Records a provider event once; false when an event with this id was already recorded. */
export async function insertPaymentEvent(db: Database, event: { id: string; type: string; payload: unknown }): Promise<boolean> {
  const rows = await db.insert(paymentEvents).values(event).onConflictDoNothing().returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** Payments captured for an order according to the recorded events (the simulated provider's ledger). */
export async function capturedPaymentsOf(db: Database, orderId: string): Promise<{ id: string; status: string; amount: number }[]> {
  const rows = await db
    .select({ payload: paymentEvents.payload })
    .from(paymentEvents)
    .where(
      and(eq(paymentEvents.type, 'payment.captured'), sql`${paymentEvents.payload} #>> '{payload,payment,entity,order_id}' = ${orderId}`),
    );
  return rows.map(({ payload }) => {
    const entity = (payload as { payload: { payment: { entity: { id: string; status: string; amount: number } } } }).payload.payment.entity;
    return { id: entity.id, status: entity.status, amount: Number(entity.amount) };
  });
}

/** A captured payment by its id (the simulated provider's ledger): amount and the payer's UPI address. */
export async function capturedPayment(db: Database, paymentId: string): Promise<{ amount: number; vpa: string | null } | undefined> {
  const [row] = await db
    .select({ payload: paymentEvents.payload })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.type, 'payment.captured'), sql`${paymentEvents.payload} #>> '{payload,payment,entity,id}' = ${paymentId}`))
    .limit(1);
  if (!row) return undefined;
  const entity = (row.payload as { payload: { payment: { entity: { amount: number; vpa?: string } } } }).payload.payment.entity;
  return { amount: Number(entity.amount), vpa: entity.vpa ?? null };
}

/** refund.* events recorded for a payment, oldest first (the simulated provider's refund ledger). */
export async function refundEventsOf(db: Database, paymentId: string): Promise<{ type: string; refund: SimulatedRefundEntity }[]> {
  const rows = await db
    .select({ type: paymentEvents.type, payload: paymentEvents.payload })
    .from(paymentEvents)
    .where(
      and(
        sql`${paymentEvents.type} like 'refund.%'`,
        sql`${paymentEvents.payload} #>> '{payload,refund,entity,payment_id}' = ${paymentId}`,
      ),
    )
    .orderBy(asc(paymentEvents.receivedAt));
  return rows.map(({ type, payload }) => ({
    type,
    refund: (payload as { payload: { refund: { entity: SimulatedRefundEntity } } }).payload.refund.entity,
  }));
}

/**
 * A sandbox payment link as its latest payment_link.* event left it (the simulated provider's ledger of
 * links: created and cancelled are kept by the sandbox, paid is the webhook it delivered).
 */
export async function simulatedPaymentLink(db: Database, linkId: string): Promise<SimulatedLinkEntity | undefined> {
  const [row] = await db
    .select({ payload: paymentEvents.payload })
    .from(paymentEvents)
    .where(
      and(
        sql`${paymentEvents.type} like 'payment\_link.%'`,
        sql`${paymentEvents.payload} #>> '{payload,payment_link,entity,id}' = ${linkId}`,
      ),
    )
    // A paid or cancelled link stays so, whatever order the events were kept in.
    .orderBy(desc(sql`${paymentEvents.type} in ('payment_link.paid', 'payment_link.cancelled')`), desc(paymentEvents.receivedAt))
    .limit(1);
  return row && (row.payload as { payload: { payment_link: { entity: SimulatedLinkEntity } } }).payload.payment_link.entity;
}

/** Keeps a sandbox link's state as an event of its own (never a webhook: Razorpay sends none for these). */
export async function recordLinkEvent(db: Database, type: string, link: SimulatedLinkEntity): Promise<void> {
  await insertPaymentEvent(db, {
    id: providerId('evt'),
    type,
    payload: { entity: 'event', event: type, payload: { payment_link: { entity: link } } },
  });
}

/**
 * Orders the reconciler asks the provider about: holds past their time, and holds expired within the
 * look-back window without a payment (a payment may still arrive for them).
 */
export async function ordersToReconcile(db: Database, lookbackMinutes: number, limit: number) {
  return db
    .select({ id: bookings.id, hotelId: bookings.hotelId, orderId: bookings.razorpayOrderId, status: bookings.status })
    .from(bookings)
    .where(
      or(
        and(eq(bookings.status, 'held'), lt(bookings.holdExpiresAt, sql`now()`)),
        and(
          eq(bookings.status, 'expired'),
          isNull(bookings.razorpayPaymentId),
          gt(bookings.holdExpiresAt, sql`now() - make_interval(mins => ${lookbackMinutes}::int)`),
        ),
      ),
    )
    .orderBy(asc(bookings.holdExpiresAt))
    .limit(limit);
}

/** Locks one order row for settling, unless another instance holds it (then undefined). */
export async function lockOrderRow(db: Database, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update', { skipLocked: true });
  return row;
}

/** Ends an unpaid hold; `onlyLapsed` limits it to holds past their time. Its property's id when it ended one. */
export async function expireHold(db: Database, id: string, options: { onlyLapsed: boolean }): Promise<string | undefined> {
  const rows = await db
    .update(bookings)
    .set({ status: 'expired' })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.status, 'held'),
        isNull(bookings.razorpayPaymentId),
        options.onlyLapsed ? lt(bookings.holdExpiresAt, sql`now()`) : undefined,
      ),
    )
    .returning({ hotelId: bookings.hotelId });
  return rows[0]?.hotelId;
}

/**
 * Revokes a paid booking's private links (its manage_link_version goes up) and gives the new one
 * `days` after check-out or after `today`, whichever is later; the row, or undefined.
 */
export async function raiseManageLinkVersion(db: Database, id: string, today: string, days: number): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({
      manageLinkVersion: sql`${bookings.manageLinkVersion} + 1`,
      manageLinkUntil: sql`greatest(${bookings.checkOut}, ${today}::date) + ${days}::int`,
    })
    .where(and(eq(bookings.id, id), inArray(bookings.status, PAID_STATUSES)))
    .returning();
  return row;
}
