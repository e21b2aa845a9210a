/**
 * Booking rules: the server's price for a stay, holds on nights, payment orders, validation of
 * checkout payments, availability and the booking lists. Prices come from packages/domain, the
 * stored property and the stored coupon, never from the browser.
 */
import { propertyToday, type Deps } from '../../deps';
import { propertyZone } from '../settings/store';
import { randomUUID } from 'node:crypto';
import {
  BOOKING_MESSAGES,
  balanceLinkSendOn,
  depositTermsOf,
  paymentSchedule,
  bookingContactSchema,
  bookingWindowEnd,
  bookingStayProblem,
  couponProblemMessage,
  CURRENCY,
  daysBetween,
  formatPaise,
  gstTermsOf,
  localDateTimeIn,
  nightsBetween,
  nightsOf,
  nonRefundablePaise,
  pricedProperty,
  quoteStay,
  refundTermsOf,
  refundTimeline,
  type Availability,
  type Booking,
  type TaxDocumentSummary,
  type BookingTax,
  type BusinessGuest,
  type BookingQuote,
  type BookingQuoteInput,
  type ChosenExtra,
  type ExtraTaxRate,
  type CouponTerms,
  type HeldStay,
  type StayGst,
  type StayInput,
  type PaymentIntent,
  type PaymentIntentValues,
  type PaymentValidationInput,
  type RefundTerms,
  type RefundTimeline,
  type ValidatedBooking,
  todayIn,
  type IsoDate,
  type Paise,
} from '@hillnest/domain';
import type { SessionUser } from '../../plugins/auth';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors';
import { formatWait, secondsUntil, TooManyRequests } from '../../lib/rate-limit';
import { PG, pgErrorCode } from '../../lib/pg-errors';
import { clientNetwork } from '../../lib/ip';
import { isUuid, parseInput } from '../../lib/validate';
import { getCurrentUser } from '../auth/service';
import { extrasForStay } from '../extras/service';
import { getHotel } from '../hotels/service';
import { siteSettings } from '../settings/service';
import { bookingDocumentFile, documentsByBooking, DOCUMENT_NOT_FOUND, type DocumentFile } from '../tax/service';
import { REFUND_REQUIRED_MESSAGE } from './confirmation';
import { settlePaidOrder } from './payments';
import { paymentSignature, signatureMatches } from './providers/signature';
import {
  expireHold,
  expireLapsedHolds,
  liveHoldsOf,
  lockClientForHold,
  lockPropertyForHold,
  findCouponByCode,
  findOrder,
  hasOverlap,
  heldNightsOf,
  listCoupons,
  listLiveHolds,
  insertHold,
  releaseReplacedHold,
  listPaidBookings,
  takenStays,
  updateBooking,
  type BookingRow,
  type CouponRow,
  type HoldClient,
  type NewBooking,
} from './queries';
import { orderAmountOf, toBooking } from './serialize';

/** Placeholder order id of a hold whose provider order is being created. */
export const PENDING_ORDER_PREFIX = 'pending_';

export { REFUND_REQUIRED_MESSAGE };

const couponTerms = (row: CouponRow): CouponTerms => ({
  couponType: row.couponType,
  amount: row.amount,
  minNights: row.minNights,
  expiryDate: row.expiryDate,
});

/**
 * Prices a stay at a property: checks dates (MAX_STAY_NIGHTS and the property's minimum stay included)
 * and capacity, finds the coupon, prices it night by night with the property's rates (domain quoteStay).
 */
async function stayPricer(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  hotelId: string,
  input: StayInput & { extras?: readonly ChosenExtra[] },
  /** A booking's own fee and extras (agreedTermsOf), priced instead of the property's current ones. */
  agreedCharges?: Awaited<ReturnType<typeof extrasForStay>>,
) {
  const hotel = await getHotel(deps, hotelId);
  // The owner's GST terms now: a booking records them when held (bookingTaxOf), so later changes never touch it.
  const gst = gstTermsOf((await siteSettings(deps)).values.tax);
  const today = await propertyToday(deps);
  const problem = bookingStayProblem(input, today, hotel, { maxStayNights: deps.config.MAX_STAY_NIGHTS, rates: hotel.rates });
  if (problem) throw badRequest(problem);
  // 400 naming an unknown, deleted or over-quantity extra, before anything is held.
  const charges = agreedCharges ?? (await extrasForStay(deps, hotel._id, input.extras ?? []));
  const quote = (code: string, coupon: CouponRow | undefined, terms: CouponTerms | null = coupon ? couponTerms(coupon) : null) =>
    quoteStay({
      ...pricedProperty(hotel),
      ...charges,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      guests: input,
      coupon: code ? { code, terms } : null,
      today,
      gst,
    });
  return { hotel, quote };
}

/** The rate engine's price of a stay now (with the coupon typed, if any); 400 when the stay cannot be booked. */
export async function priceStay(deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>, hotelId: string, input: BookingQuoteInput) {
  const { hotel, quote } = await stayPricer(deps, hotelId, input);
  const coupon = input.couponCode ? await findCouponByCode(deps.db, input.couponCode) : undefined;
  return { hotel, quote: quote(input.couponCode, coupon), coupon };
}

/**
 * What a booking agreed to, as the price rule takes it: the coupon's terms and the fee and extras at
 * the prices recorded when it was held. A change of dates or guests keeps them (decision 0110): the
 * coupon's expiry or deletion since does not take the discount away (its minimum stay still applies to
 * the new nights), and an extra deleted or repriced since is charged as booked, for the new nights and guests.
 */
export async function agreedTermsOf(
  deps: Pick<Deps, 'db'>,
  row: Pick<BookingRow, 'couponCode' | 'couponTerms' | 'charges'>,
): Promise<{ coupon: { code: string; terms: CouponTerms | null } | null; charges: Awaited<ReturnType<typeof extrasForStay>> }> {
  let coupon = null;
  if (row.couponCode) {
    // Bookings held before the terms were recorded read the coupon's current ones, if it still exists.
    const found = row.couponTerms ?? (await findCouponByCode(deps.db, row.couponCode).then((c) => c && couponTerms(c)));
    coupon = { code: row.couponCode, terms: found ? { ...found, expiryDate: null } : null };
  }
  const cleaning = row.charges.find((charge) => charge.kind === 'cleaningFee');
  const extras = row.charges
    .filter((charge) => charge.kind === 'extra' && charge.extraId !== null)
    .map((charge) => ({
      extra: {
        _id: charge.extraId!,
        name: charge.name,
        description: '',
        pricePaise: charge.unitPaise,
        basis: charge.basis,
        taxRatePercent: (charge.ratePercent ?? 0) as ExtraTaxRate,
        sac: charge.sac,
        maxQuantity: charge.quantity,
        refundable: charge.refundable,
      },
      quantity: charge.quantity,
    }));
  return { coupon, charges: { cleaningFeePaise: cleaning?.unitPaise ?? 0, extras } };
}

/**
 * A booking's stay priced again with new dates, guests or property under its agreed terms (agreedTermsOf): the
 * one place a change turns a booking row into the price rule's input. 400 when the stay cannot be booked.
 */
export async function repriceBooking(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  row: Pick<BookingRow, 'hotelId' | 'couponCode' | 'couponTerms' | 'charges'>,
  stay: StayInput,
  /** Another property the stay moves to (decision 0114): its rates and cleaning fee, and none of the old property's extras. */
  hotelId = row.hotelId,
) {
  const agreed = await agreedTermsOf(deps, row);
  const moved = hotelId !== row.hotelId;
  const { hotel, quote } = await stayPricer(deps, hotelId, moved ? { ...stay, extras: [] } : stay, moved ? undefined : agreed.charges);
  const priced = agreed.coupon ? quote(agreed.coupon.code, undefined, agreed.coupon.terms) : quote('', undefined);
  return { hotel, quote: priced };
}

/**
 * Every total the server would charge for this stay now: without a coupon, and with each coupon valid
 * for it (the same rule as a quote). Throws 400 when the stay cannot be booked.
 */
export async function stayPrices(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  hotelId: string,
  stay: StayInput,
): Promise<{ couponCode: string | null; totalPaise: number }[]> {
  const { quote } = await stayPricer(deps, hotelId, stay);
  const prices: { couponCode: string | null; totalPaise: number }[] = [{ couponCode: null, totalPaise: quote('', undefined).totalPaise }];
  for (const coupon of await listCoupons(deps.db)) {
    const priced = quote(coupon.couponCode, coupon);
    if (priced.coupon?.status === 'valid') prices.push({ couponCode: coupon.couponCode, totalPaise: priced.totalPaise });
  }
  return prices;
}

/** The refund terms a hold made now records: the property's policy under the owner's current settings. */
export async function refundTermsNow(deps: Pick<Deps, 'db' | 'config' | 'cache'>, hotel: { cancellationPolicy: RefundTerms['policy'] }) {
  return refundTermsOf(hotel.cancellationPolicy, (await siteSettings(deps)).values.guests);
}

/** The tax terms a hold made now records (docs/product/tax.md): the seller as the settings say now, the stay's GST, the business guest. */
export async function bookingTaxOf(
  deps: Pick<Deps, 'db' | 'config' | 'cache'>,
  gst: StayGst | null,
  business: BusinessGuest | null,
): Promise<BookingTax> {
  const { tax, business: owner } = (await siteSettings(deps)).values;
  return {
    seller: {
      name: (tax.registered && tax.legalName) || owner.name,
      tradeName: owner.name,
      address: (tax.registered && tax.address) || owner.address,
      gstin: tax.registered ? tax.gstin : null,
      state: tax.registered ? tax.state : null,
    },
    series: { invoice: tax.invoicePrefix, creditNote: tax.creditNotePrefix },
    gst,
    business: gst ? business : null,
  };
}

/** What cancelling a stay booked now at this price would give back, step by step. */
function timelineOf(
  deps: Pick<Deps, 'now'>,
  zone: string,
  terms: RefundTerms,
  stay: { checkIn: string; promotional: boolean; paidPaise: number; keptPaise: number },
): RefundTimeline {
  return refundTimeline(terms, { ...stay, bookedOn: todayIn(zone, deps.now()) }, localDateTimeIn(zone, deps.now()));
}

/** POST /api/hotels/{id}/bookings/quote: exactly what the server would charge for this stay now, and what cancelling gives back. */
export async function getQuote(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  hotelId: string,
  input: BookingQuoteInput,
): Promise<BookingQuote> {
  const { hotel, quote, coupon } = await priceStay(deps, hotelId, input);
  const terms = await refundTermsNow(deps, hotel);
  const zone = await propertyZone(deps);
  return {
    nights: quote.nights,
    nightly: quote.nightly,
    basePaise: quote.basePaise,
    extraGuests: quote.extraGuests,
    discount: quote.discount,
    stayPaise: quote.stayPaise,
    gst: quote.gst,
    charges: quote.charges,
    taxes: quote.taxes,
    totalPaise: quote.totalPaise,
    currency: CURRENCY,
    // The guest's own hold that this stay would replace does not make it unavailable to them.
    available: !(await hasOverlap(deps.db, hotel._id, { ...input, exceptHeldOrderId: input.replacesOrderId })),
    coupon: quote.coupon && {
      couponCode: coupon?.couponCode ?? input.couponCode,
      status: quote.coupon.status,
      message: couponProblemMessage(quote.coupon),
      couponMessage: coupon?.couponMessage ?? null,
      terms: coupon ? couponTerms(coupon) : null,
      // What the coupon takes off after the length-of-stay discount (0 when it does not apply).
      paise: quote.coupon.status === 'valid' ? quote.basePaise - (quote.discount?.paise ?? 0) - quote.stayPaise : 0,
    },
    refunds: timelineOf(deps, zone, terms, {
      checkIn: input.checkIn,
      promotional: quote.coupon?.status === 'valid',
      paidPaise: quote.totalPaise,
      keptPaise: nonRefundablePaise(quote.charges),
    }),
    holdMinutes: holdMinutesOf(deps, todayIn(zone, deps.now()), input),
  };
}

/** The answer to a client who already holds MAX_HOLDS_PER_CLIENT unpaid stays: wait for one to end, or end one. */
export function tooManyHolds(max: number, firstEndsAt: Date | null, now: Date): TooManyRequests {
  const seconds = secondsUntil((firstEndsAt ?? now).getTime() - now.getTime());
  return new TooManyRequests(
    `You already have ${max} ${max === 1 ? 'booking' : 'bookings'} waiting for payment. ` +
      `Please complete or cancel one before starting another, or try again in ${formatWait(seconds)} when the first expires.`,
    seconds,
  );
}

/**
 * A stay that takes many nights or lies far ahead is what squatting holds look like: it is held only
 * SHORT_HOLD.minutes, long enough for a checkout that goes on to the payment (docs/product/booking-and-payment.md).
 */
export const SHORT_HOLD = { longerThanNights: 7, furtherThanDays: 60, minutes: 5 } as const;

/** How long a new hold of this stay keeps its nights. */
function holdMinutesOf(deps: Pick<Deps, 'config'>, today: IsoDate, stay: { checkIn: string; checkOut: string }): number {
  const short =
    nightsBetween(stay.checkIn, stay.checkOut) > SHORT_HOLD.longerThanNights ||
    daysBetween(today, stay.checkIn) > SHORT_HOLD.furtherThanDays;
  return short ? Math.min(SHORT_HOLD.minutes, deps.config.HOLD_MINUTES) : deps.config.HOLD_MINUTES;
}

/** The answer when a new hold would take a property's unpaid holds past MAX_HELD_NIGHTS_PER_PROPERTY. */
export function tooManyHeldNights(firstEndsAt: Date | null, now: Date): HttpError {
  const wait = formatWait(secondsUntil((firstEndsAt ?? now).getTime() - now.getTime()));
  return conflict(
    `Other guests are completing payment for many nights of this property right now. Please try again in ${wait}, or choose fewer nights.`,
  );
}

/**
 * A stay booked on `bookedOn` under the owner's deposit terms now (Settings → Guests): its split, and
 * the booking's balance columns as a checkout's hold, a paid quote and a desk booking record them
 * (null when it is paid in full at booking).
 */
export async function depositSplitNow(
  deps: Pick<Deps, 'db' | 'config' | 'cache'>,
  totalPaise: Paise,
  stay: { bookedOn: IsoDate; checkIn: IsoDate },
) {
  const schedule = paymentSchedule(totalPaise, depositTermsOf((await siteSettings(deps)).values.guests), stay);
  const balance = schedule.balanceDueOn
    ? {
        depositAmount: schedule.depositPaise,
        balanceAmount: schedule.balancePaise,
        balanceDueOn: schedule.balanceDueOn,
        balanceSendOn: balanceLinkSendOn(schedule, stay.bookedOn),
      }
    : null;
  return { schedule, balance };
}

/**
 * POST /api/hotels/{id}/bookings/payment-intent: validates the booking, holds its nights for
 * HOLD_MINUTES (SHORT_HOLD.minutes for a long or far stay; the database refuses overlapping holds) and
 * creates the provider order for the server's amount. A client (IP address, its /64 for IPv6, e-mail
 * address, account) holds at most MAX_HOLDS_PER_CLIENT unpaid stays at once, and a property's unpaid
 * holds take at most MAX_HELD_NIGHTS_PER_PROPERTY nights, so nobody can block the calendar with holds
 * they never pay.
 */
export async function createPaymentIntent(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'payments' | 'now'>,
  hotelId: string,
  input: PaymentIntentValues,
  auth: SessionUser | null,
  from: { ip: string },
): Promise<PaymentIntent> {
  const { hotel, quote, coupon } = await priceStay(deps, hotelId, input);
  if (quote.coupon && quote.coupon.status !== 'valid') throw badRequest(couponProblemMessage(quote.coupon)!);
  if (input.amount !== undefined && input.amount !== quote.totalPaise) {
    // The page showed another price (stale page, or a tampered request): nothing is held or charged.
    throw conflict(`The total for this stay is ${formatPaise(quote.totalPaise)}. Please review it and confirm again.`);
  }
  // A signed-in user books under the account's name and e-mail; a guest gives them.
  const contact = auth
    ? { ...(await getCurrentUser(deps, auth.userId)), phoneNumber: input.phoneNumber }
    : parseInput(bookingContactSchema, input);

  const client: HoldClient = { ip: clientNetwork(from.ip), email: contact.email, userId: auth?.userId ?? null };
  // Asked before the transaction: the provider in force is read from the settings.
  const { provider } = await deps.payments.current();
  // Recorded on the booking: a later change of policy or settings never changes what this booking refunds.
  const refundTerms = await refundTermsNow(deps, hotel);
  const tax = await bookingTaxOf(deps, quote.gst, input.business ?? null);
  const today = await propertyToday(deps);
  const holdMinutes = holdMinutesOf(deps, today, input);
  // The owner's deposit terms now: the split is recorded on the hold, so a later change never touches it.
  const { balance } = await depositSplitNow(deps, quote.totalPaise, { bookedOn: today, checkIn: input.checkIn });
  let hold;
  try {
    hold = await deps.db.transaction(async (tx) => {
      await lockClientForHold(tx, client);
      await lockPropertyForHold(tx, hotel._id);
      // A guest back after closing the checkout mid-payment replaces the hold their page kept (ignored unless theirs).
      if (input.replacesOrderId)
        await releaseReplacedHold(tx, { orderId: input.replacesOrderId, hotelId: hotel._id, email: contact.email });
      const held = await liveHoldsOf(tx, client);
      if (held.count >= deps.config.MAX_HOLDS_PER_CLIENT)
        throw tooManyHolds(deps.config.MAX_HOLDS_PER_CLIENT, held.firstEndsAt, deps.now());
      await expireLapsedHolds(tx, hotel._id);
      const heldNights = await heldNightsOf(tx, hotel._id);
      if (heldNights.nights + nightsBetween(input.checkIn, input.checkOut) > deps.config.MAX_HELD_NIGHTS_PER_PROPERTY)
        throw tooManyHeldNights(heldNights.firstEndsAt, deps.now());
      return insertHold(
        tx,
        {
          hotelId: hotel._id,
          userId: auth?.userId ?? null,
          firstName: contact.firstName,
          lastName: contact.lastName,
          email: contact.email,
          phoneNumber: contact.phoneNumber,
          checkIn: input.checkIn,
          checkOut: input.checkOut,
          adultCount: input.adultCount,
          childCount: input.childCount,
          infantCount: input.infantCount,
          couponCode: quote.coupon?.status === 'valid' ? coupon!.couponCode : null,
          couponTerms: quote.coupon?.status === 'valid' ? couponTerms(coupon!) : null,
          totalCost: quote.totalPaise,
          ...balance,
          currency: CURRENCY,
          provider: provider.name,
          razorpayOrderId: `${PENDING_ORDER_PREFIX}${randomUUID()}`,
          clientIp: client.ip,
          refundTerms,
          tax,
          charges: quote.charges,
        },
        holdMinutes,
      );
    });
  } catch (error) {
    if (pgErrorCode(error) === PG.exclusionViolation) throw conflict(BOOKING_MESSAGES.datesTaken);
    throw error;
  }
  deps.cache.invalidateNights('bookings', [hotel._id]);

  let orderId: string;
  try {
    ({ orderId } = await provider.createOrder({
      amountPaise: orderAmountOf(hold),
      currency: CURRENCY,
      receipt: hold.id,
      notes: { hotelId: hotel._id, checkIn: hold.checkIn, checkOut: hold.checkOut },
    }));
  } catch (error) {
    deps.log.error({ err: error, bookingId: hold.id }, 'payment provider refused to create an order');
    await updateHold(deps, hold, { status: 'failed' });
    deps.cache.invalidateNights('bookings', [hotel._id]);
    throw new HttpError(502, 'Could not start the payment. Please try again.');
  }
  await updateHold(deps, hold, { razorpayOrderId: orderId });
  return {
    orderId,
    amount: orderAmountOf(hold),
    currency: CURRENCY,
    keyId: provider.keyId,
    provider: provider.name,
    holdExpiresAt: hold.holdExpiresAt!.toISOString(),
    order: { id: orderId, amount: orderAmountOf(hold), currency: CURRENCY },
  };
}

/**
 * Changes a hold after its transaction committed, under its property's hold lock: a new version of a
 * held row is checked against the overlap constraint again and, unlocked, could deadlock with another
 * guest's hold being inserted for the same nights.
 */
async function updateHold(deps: Pick<Deps, 'db'>, hold: BookingRow, values: Partial<NewBooking>): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockPropertyForHold(tx, hold.hotelId);
    await updateBooking(tx, hold.id, values);
  });
}

/**
 * For a change that must not land on a hold (an owner's block, issue 18), in the caller's
 * transaction: takes the property's night lock and ends its lapsed holds, so that from here on the
 * held and confirmed rows are exactly the stays that own nights. (A lapsed hold still 'held' would be
 * confirmed by a late payment without looking at blocks.)
 */
export async function releaseLapsedHolds(deps: Pick<Deps, 'db'>, hotelId: string): Promise<void> {
  await lockPropertyForHold(deps.db, hotelId);
  await expireLapsedHolds(deps.db, hotelId);
}

/**
 * A hold the owner places (a quote), in the caller's transaction: the same night lock and overlap
 * constraint as a guest's hold (23P01 when a night is taken), without the limits on guests' holds.
 */
export async function insertOwnerHold(
  deps: Pick<Deps, 'db'>,
  values: Omit<NewBooking, 'status' | 'holdExpiresAt'>,
  holdMinutes: number,
): Promise<BookingRow> {
  await releaseLapsedHolds(deps, values.hotelId);
  return insertHold(deps.db, values, holdMinutes);
}

/** A paid booking (confirmed, refund_required or cancelled) as the API shows it. */
export async function bookingById(deps: Pick<Deps, 'db'>, id: string): Promise<Booking> {
  const [found] = await listPaidBookings(deps.db, { bookingId: id });
  if (!found) throw notFound('Booking not found');
  return toBooking(found.booking, found.hotel, found.refund);
}

/**
 * POST /api/hotels/order/validate: checks Checkout's signature (HMAC-SHA256 of `order_id|payment_id`
 * with the key secret, against the order id stored here) and turns the held order into the booking.
 * Replays answer the same booking.
 */
export async function validatePayment(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
  input: PaymentValidationInput,
): Promise<ValidatedBooking> {
  const order = await findOrder(deps.db, input.razorpay_order_id);
  if (!order) throw notFound('Order not found');
  const { keySecret } = await deps.payments.current();
  const expected = paymentSignature(keySecret, order.razorpayOrderId, input.razorpay_payment_id);
  if (!signatureMatches(expected, input.razorpay_signature)) throw badRequest('Invalid payment signature');

  const settlement = await settlePaidOrder(deps, deps.db, {
    orderId: order.razorpayOrderId,
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
    amount: null,
  });
  if (settlement.kind === 'paid') deps.cache.invalidateNights('bookings', [settlement.row.hotelId]);
  if (settlement.kind === 'unknownOrder') throw notFound('Order not found');
  if (settlement.kind === 'otherPayment') throw conflict('This order has already been paid');
  if (settlement.row.status === 'refund_required') throw conflict(REFUND_REQUIRED_MESSAGE);
  const booking = await bookingById(deps, settlement.row.id);
  return { ...booking, manageToken: deps.manageLinks.sign(settlement.row.id, settlement.row.manageLinkVersion) };
}

/**
 * POST /api/hotels/order/release: the payer closed the checkout without paying; the nights are free
 * again at once instead of after HOLD_MINUTES. Only an unpaid hold is released, and a user's hold
 * only by that user.
 */
export async function releaseOrder(
  deps: Pick<Deps, 'db' | 'cache'>,
  { orderId }: { orderId: string },
  auth: SessionUser | null,
): Promise<{ released: boolean }> {
  const order = await findOrder(deps.db, orderId);
  if (!order || (order.userId !== null && order.userId !== auth?.userId)) throw notFound('Order not found');
  // A quote's nights are the owner's to free (withdraw); a guest closing its checkout keeps them held.
  if (order.source === 'quote') return { released: false };
  const released = Boolean(await expireHold(deps.db, order.id, { onlyLapsed: false }));
  if (released) deps.cache.invalidateNights('bookings', [order.hotelId]);
  return { released };
}

/** GET /api/admin/holds (administrator): the payments in progress, each holding its nights until it expires. */
export async function listHolds(deps: Pick<Deps, 'db'>): Promise<HeldStay[]> {
  return (await listLiveHolds(deps.db)).map((row) => ({
    _id: row.id,
    hotelId: row.hotelId,
    hotelName: row.hotelName,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    holdExpiresAt: row.holdExpiresAt.toISOString(),
  }));
}

/**
 * DELETE /api/admin/holds/{id} (administrator): ends an unpaid hold at once and frees its nights. A
 * payment that still arrives for it is settled like one after its hold lapsed.
 */
export async function releaseHold(deps: Pick<Deps, 'db' | 'cache'>, id: string): Promise<void> {
  const hotelId = isUuid(id) ? await expireHold(deps.db, id, { onlyLapsed: false }) : undefined;
  if (!hotelId) throw notFound(HOLD_NOT_FOUND);
  deps.cache.invalidateNights('bookings', [hotelId]);
}

export const HOLD_NOT_FOUND = 'This payment is no longer in progress';

/**
 * How long availability may be served from the cache at most: a guest picks dates from it. A night
 * shown free that was just taken elsewhere still cannot be sold twice: the hold is refused (409).
 */
const AVAILABILITY_MAX_SECONDS = 2;

/**
 * GET /api/hotels/{id}/availability: every night of the booking window (today to a year ahead) that a
 * booking, a live hold or a calendar block (the owner's, or another platform's) takes. Cached briefly.
 * Nights past the window cannot be booked anyway, and a block reaching far beyond it (one imported
 * before imports were cut to the window) must not make the answer huge.
 */
export async function getAvailability(deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>, hotelId: string): Promise<Availability> {
  const today = await propertyToday(deps);
  const ttlSeconds = Math.min(deps.cache.ttlSeconds, AVAILABILITY_MAX_SECONDS);
  return deps.cache.read(
    `availability ${hotelId} from ${today}`,
    ['hotels', 'bookings', 'blocks'],
    async () => {
      const hotel = await getHotel(deps, hotelId);
      const windowEnd = bookingWindowEnd(today);
      const nights = new Set<string>();
      for (const stay of await takenStays(deps.db, hotel._id, today, windowEnd)) {
        for (const night of nightsOf(stay.checkIn < today ? today : stay.checkIn, stay.checkOut > windowEnd ? windowEnd : stay.checkOut)) {
          nights.add(night);
        }
      }
      return { takenNights: [...nights].sort() };
    },
    ttlSeconds,
  );
}

/**
 * POST /api/hotels/getUserBookings: the signed-in user's own bookings, newest first, with the guest
 * bookings made with the account's e-mail once it is verified.
 */
export async function listUserBookings(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  userId: string,
): Promise<{ data: (Booking & { documents: TaxDocumentSummary[] })[] }> {
  const rows = await userPaidBookings(deps, userId);
  const documents = await documentsByBooking(
    deps,
    rows.map(({ booking }) => booking.id),
  );
  const today = await propertyToday(deps);
  return {
    data: rows.map(({ booking, hotel, refund }) => ({
      ...toBooking(booking, hotel, refund, today),
      documents: documents.get(booking.id) ?? [],
    })),
  };
}

/** The user's paid bookings (all of them, or the one asked for), as My Bookings lists them. */
async function userPaidBookings(deps: Pick<Deps, 'db'>, userId: string, bookingId?: string) {
  // Bookings made as a guest with the account's address count once the address is verified: before,
  // anyone could register someone else's address and read their stays.
  const user = await getCurrentUser(deps, userId);
  return listPaidBookings(deps.db, { userId, guestEmail: user.emailVerified ? user.email : undefined, bookingId });
}

/** One of the user's paid bookings (My Bookings), or undefined for anyone else's and for a malformed id. */
export async function userPaidBooking(deps: Pick<Deps, 'db'>, userId: string, bookingId: string) {
  const [found] = isUuid(bookingId) ? await userPaidBookings(deps, userId, bookingId) : [];
  return found;
}

/** GET /api/bookings/{id}/documents/{documentId}: a document of one of the user's bookings (My Bookings); 404 for anyone else's. */
export async function userBookingDocument(
  deps: Pick<Deps, 'db'>,
  userId: string,
  bookingId: string,
  documentId: string,
): Promise<DocumentFile> {
  const found = await userPaidBooking(deps, userId, bookingId);
  if (!found) throw notFound(DOCUMENT_NOT_FOUND);
  return bookingDocumentFile(deps, found.booking.id, documentId);
}

/** POST /api/hotels/getAllBookings (administrator): every paid booking newest first, or one day's arrivals. */
export async function listAllBookings(deps: Pick<Deps, 'db'>, { checkIn }: { checkIn?: string } = {}): Promise<{ data: Booking[] }> {
  const rows = await listPaidBookings(deps.db, { checkIn });
  return { data: rows.map(({ booking, hotel, refund }) => toBooking(booking, hotel, refund)) };
}
