/**
 * Payments of the original site's client (docs/product/api.md, docs/decisions/0069-original-client-payments.md).
 * It asks for an order from an amount alone, and sends the stay only with the payment. Nothing it says
 * is trusted: the payment must carry the provider's signature, the captured amount is the provider's,
 * and the stay is priced here by the one price rule. It is booked, in one transaction, only when its
 * nights are free and the captured amount is that price (or that price with a coupon valid for the
 * stay); any other payment is refunded and answered 409.
 */
import { randomUUID } from 'node:crypto';
import {
  bookingContactSchema,
  BOOKING_MESSAGES,
  calendarDateOf,
  CURRENCY,
  formatPaise,
  originalBookingPayloadSchema,
  type AmountOnlyIntent,
  type PaymentIntent,
  type CheckoutValidationInput,
  type ValidatedBooking,
} from '@hillnest/domain';
import type { Deps } from '../../deps';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/auth';
import { badRequest, conflict, HttpError } from '../../lib/http-errors';
import { PG, pgErrorCode } from '../../lib/pg-errors';
import { parseInput } from '../../lib/validate';
import { getCurrentUser } from '../auth/service';
import { getHotel } from '../hotels/service';
import { propertyZone } from '../settings/store';
import { settlePaidOrder } from './payments';
import { isPaid } from './providers/types';
import { paymentSignature, signatureMatches } from './providers/signature';
import {
  expireLapsedHolds,
  findAmountOrder,
  findOrder,
  insertAmountOrder,
  insertHold,
  lockPropertyForHold,
  refuseAmountOrder,
  unbookedAmountOrders,
} from './queries';
import { bookingById, stayPrices, validatePayment } from './service';

/** POST /api/hotels/{id}/bookings/payment-intent with `{ amount }` alone (rupees): an order for that amount, holding nothing. */
export async function createAmountOrder(
  deps: Pick<Deps, 'db' | 'payments'>,
  hotelId: string,
  input: AmountOnlyIntent,
): Promise<PaymentIntent> {
  const hotel = await getHotel(deps, hotelId);
  const amount = Math.round(input.amount * 100);
  const { provider } = await deps.payments.current();
  const { orderId } = await provider.createOrder({
    amountPaise: amount,
    currency: CURRENCY,
    receipt: randomUUID(),
    notes: { hotelId: hotel._id },
  });
  await insertAmountOrder(deps.db, {
    razorpayOrderId: orderId,
    hotelId: hotel._id,
    amount,
    currency: CURRENCY,
    provider: provider.name,
  });
  return {
    orderId,
    amount,
    currency: CURRENCY,
    keyId: provider.keyId,
    provider: provider.name,
    holdExpiresAt: null,
    order: { id: orderId, amount, currency: CURRENCY },
  };
}

/**
 * A quote's order replaced by another of a different amount (decision 0113), in the caller's
 * transaction: kept as an order holding nothing, marked replaced, so a payment the provider still
 * takes on it is refunded by its validate or by refundUnbookedOrders, as any such order's.
 */
export async function keepReplacedOrder(
  tx: Database,
  order: { razorpayOrderId: string; hotelId: string; amount: number; currency: string; provider: string },
  replacedAt: Date,
): Promise<void> {
  await insertAmountOrder(tx, { ...order, replacedAt });
}

/** Why a payment on a quote's replaced order books nothing (its refund follows the sentence). */
export const REPLACED_ORDER_PROBLEM = 'This payment was for a checkout replaced by a newer one (the deposit or the full amount).';

type ValidateDeps = Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'manageLinks' | 'now' | 'payments'>;

/**
 * POST /api/hotels/order/validate: this site's held orders as ever (validatePayment); an amount-only
 * order's payment is booked from the stay the payload describes, or refunded.
 */
export async function validateCheckoutPayment(
  deps: ValidateDeps,
  input: CheckoutValidationInput,
  auth: SessionUser | null,
): Promise<ValidatedBooking> {
  const orderId = input.razorpay_order_id;
  const open = (await findOrder(deps.db, orderId)) ? undefined : await findAmountOrder(deps.db, orderId);
  if (!open) return validatePayment(deps, input);
  const { provider, keySecret } = await deps.payments.current();
  if (!signatureMatches(paymentSignature(keySecret, orderId, input.razorpay_payment_id), input.razorpay_signature)) {
    throw badRequest('Invalid payment signature');
  }
  if (open.refusedReason) throw conflict(open.refusedReason);
  const payment = (await provider.fetchOrderPayments(orderId)).find((p) => p.id === input.razorpay_payment_id && isPaid(p));
  if (!payment) throw conflict('The payment has not been received. Nothing was booked.');

  const refuse = async (problem: string): Promise<never> => {
    const message = `${problem} Nothing was booked, and your payment of ${formatPaise(payment.amount)} is being refunded.`;
    deps.log.warn({ orderId, paymentId: payment.id, problem }, 'original client payment refused: refunding it');
    try {
      await provider.refundPayment({
        paymentId: payment.id,
        amountPaise: payment.amount,
        receipt: orderId,
        notes: { reason: problem },
        // The same payment is never refunded twice, whatever repeats this.
        idempotencyKey: `refused_${payment.id}`,
      });
      await refuseAmountOrder(deps.db, orderId, message);
    } catch (error) {
      deps.log.error({ err: error, orderId, paymentId: payment.id }, 'refunding a refused payment failed: refund it by hand');
    }
    throw conflict(message);
  };

  if (open.replacedAt) return refuse(REPLACED_ORDER_PROBLEM);

  let stay;
  let contact;
  let couponCode: string | null;
  try {
    const timeZone = await propertyZone(deps);
    const body: Record<string, unknown> = input;
    stay = parseInput(originalBookingPayloadSchema, {
      ...body,
      checkIn: calendarDateOf(body.checkIn, timeZone),
      checkOut: calendarDateOf(body.checkOut, timeZone),
    });
    if (stay.hotel._id !== open.hotelId) return await refuse('The payment was made for another property.');
    // A signed-in user books under the account's name and e-mail (never a userId the browser names); a guest gives them.
    contact = auth
      ? { ...(await getCurrentUser(deps, auth.userId)), phoneNumber: stay.phoneNumber }
      : parseInput(bookingContactSchema, body);
    const prices = await stayPrices(deps, open.hotelId, stay);
    const match = prices.find((price) => price.totalPaise === payment.amount);
    if (!match) {
      return await refuse(`The amount paid is not the price of this stay (${formatPaise(prices[0]!.totalPaise)} without a coupon).`);
    }
    couponCode = match.couponCode;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500 && error.statusCode !== 409) {
      const sentence = /[.!?]$/.test(error.message) ? error.message : `${error.message}.`;
      // No form shows this payload's fields, so the sentence names the one at fault.
      return refuse(error.field ? `${error.field}: ${sentence}` : sentence);
    }
    throw error;
  }

  let bookingId: string;
  try {
    bookingId = await deps.db.transaction(async (tx) => {
      // The reconciler may have given up on this order and refunded it meanwhile (refundUnbookedOrders).
      const refused = (await findAmountOrder(tx, orderId, true))?.refusedReason;
      if (refused) throw conflict(refused);
      await lockPropertyForHold(tx, open.hotelId);
      await expireLapsedHolds(tx, open.hotelId);
      // Held for no time at all: settled in this same transaction, so it never waits for anything.
      const hold = await insertHold(
        tx,
        {
          hotelId: open.hotelId,
          userId: auth?.userId ?? null,
          firstName: contact.firstName,
          lastName: contact.lastName,
          email: contact.email,
          phoneNumber: contact.phoneNumber,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          adultCount: stay.adultCount,
          childCount: stay.childCount,
          infantCount: stay.infantCount,
          couponCode,
          totalCost: payment.amount,
          currency: CURRENCY,
          provider: open.provider,
          razorpayOrderId: orderId,
          clientIp: null,
        },
        0,
      );
      const settlement = await settlePaidOrder(deps, tx, {
        orderId,
        paymentId: payment.id,
        signature: input.razorpay_signature,
        amount: payment.amount,
      });
      if (settlement.kind !== 'paid' || settlement.row.status !== 'confirmed')
        throw new Error(`original client booking not confirmed: ${settlement.kind}`);
      return hold.id;
    });
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === PG.exclusionViolation) return refuse(BOOKING_MESSAGES.datesTaken.replace(' Please choose other dates.', ''));
    // A second validate of the same payment booked it meanwhile: answer that booking.
    if (code === PG.uniqueViolation) return validatePayment(deps, input);
    throw error;
  }
  deps.cache.invalidateNights('bookings', [open.hotelId]);
  const booking = await bookingById(deps, bookingId);
  const row = (await findOrder(deps.db, orderId))!;
  return { ...booking, manageToken: deps.manageLinks.sign(row.id, row.manageLinkVersion) };
}

/** How long after its order a paid amount-only payment waits for its validate before it is refunded. */
export const UNBOOKED_REFUND_AFTER_MINUTES = 30;
/** Orders older than this are no longer asked about (the provider's orders expire long before). */
const UNBOOKED_LOOKBACK_MINUTES = 24 * 60;
export const UNBOOKED_MESSAGE = 'No stay was confirmed for this payment in time. Nothing was booked, and the payment has been refunded.';

/**
 * The reconciler's part for amount-only orders: a payment captured for one whose validate never came
 * (the page closed) is refunded, since no stay was ever priced for it. Under the order's row lock, which
 * validate takes too, so a late validate and the refund never both happen.
 */
export async function refundUnbookedOrders(deps: Pick<Deps, 'db' | 'log' | 'payments'>, limit = 100): Promise<number> {
  let refunded = 0;
  const { provider } = await deps.payments.current();
  for (const { razorpayOrderId: orderId } of await unbookedAmountOrders(
    deps.db,
    UNBOOKED_REFUND_AFTER_MINUTES,
    UNBOOKED_LOOKBACK_MINUTES,
    limit,
  )) {
    let payment;
    try {
      payment = (await provider.fetchOrderPayments(orderId)).find(isPaid);
    } catch (error) {
      deps.log.warn({ err: error, orderId }, 'reconciler could not reach the payment provider');
      continue;
    }
    if (!payment) continue;
    const claimed = await deps.db.transaction(async (tx) => {
      const row = await findAmountOrder(tx, orderId, true);
      if (!row || row.refusedReason || (await findOrder(tx, orderId))) return false;
      await refuseAmountOrder(tx, orderId, UNBOOKED_MESSAGE);
      return true;
    });
    if (!claimed) continue;
    try {
      await provider.refundPayment({
        paymentId: payment.id,
        amountPaise: payment.amount,
        receipt: orderId,
        notes: { reason: 'no stay was confirmed for this payment' },
        idempotencyKey: `refused_${payment.id}`,
      });
      refunded += 1;
    } catch (error) {
      deps.log.error({ err: error, orderId, paymentId: payment.id }, 'refunding an unbooked payment failed: refund it by hand');
    }
  }
  return refunded;
}
