/**
 * Turning payments into bookings, whichever way they arrive: the page's validate call, a provider
 * webhook, the simulated checkout or the reconciler. A paid order is never lost: when its hold
 * lapsed and its nights were sold meanwhile it is kept as 'refund_required' for the administrator.
 */
import type { Deps } from '../../deps';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { PaymentSuccess, SimulatedPaymentInput } from '@hillnest/domain';
import type { Database } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { refuseNul } from '../../lib/nul';
import { PG, pgErrorCode } from '../../lib/pg-errors';
import { parseInput } from '../../lib/validate';
import { applyRefundEvent } from '../cancellations/refunds';
import { settlePaidLink, type LinkPayment } from './balances';
import { issueInvoice } from '../tax/service';
import { queueConfirmationEmails } from './confirmation';
import { orderAmountOf } from './serialize';
import { isSimulated } from './providers';
import { declinedPayment, providerId, type DeclinedPayment } from './providers/simulated';
import { hmacHex, signatureMatches } from './providers/signature';
import {
  capturedPaymentsOf,
  findAmountOrder,
  findOrder,
  insertPaymentEvent,
  lockPropertyForHold,
  PAID_STATUSES,
  updateBooking,
  type BookingRow,
} from './queries';

export interface PaymentReceived {
  orderId: string;
  paymentId: string;
  /** Checkout's signature, when the payment came through the page. */
  signature: string | null;
  /** Amount the provider reports in paise, when it reports one. */
  amount: number | null;
}

export type Settlement =
  | { kind: 'unknownOrder' }
  /** The order is paid by this payment: confirmed, or refund_required. Repeats answer the same. */
  | { kind: 'paid'; row: BookingRow }
  /** The order was already paid by a different payment. */
  | { kind: 'otherPayment'; row: BookingRow };

const isPaidStatus = (status: string) => (PAID_STATUSES as readonly string[]).includes(status);

/**
 * Locks an order for a payment: first its property's hold lock, then the order's row. Confirming
 * writes a new version of a row the overlap constraint covers, which checks the constraint again;
 * without the property's lock it could wait on a guest's hold being inserted for the same nights
 * while that guest waits on it (a deadlock, 40P01, a 500). Taking a hold locks in the same order
 * (property, then rows), so the two can never wait on each other.
 */
async function lockOrderForPayment(tx: Database, orderId: string): Promise<BookingRow | undefined> {
  // The property an order is for never changes: read it without a lock to know which lock to take.
  const order = await findOrder(tx, orderId);
  if (!order) return undefined;
  await lockPropertyForHold(tx, order.hotelId);
  return findOrder(tx, orderId, 'update');
}

/**
 * Records a payment against its order, under the locks of lockOrderForPayment. Idempotent. The
 * transaction that confirms the booking also queues its e-mails (confirmation.ts).
 */
export async function settlePaidOrder(
  deps: Pick<Deps, 'log' | 'config' | 'cache' | 'mail' | 'manageLinks' | 'now'>,
  db: Database,
  payment: PaymentReceived,
): Promise<Settlement> {
  const log = deps.log;
  return db.transaction(async (tx) => {
    const row = await lockOrderForPayment(tx, payment.orderId);
    if (!row) return { kind: 'unknownOrder' };
    if (isPaidStatus(row.status)) {
      return row.razorpayPaymentId === payment.paymentId ? { kind: 'paid', row } : { kind: 'otherPayment', row };
    }
    const paid = {
      razorpayPaymentId: payment.paymentId,
      razorpaySignature: payment.signature,
      paidAmount: payment.amount,
      confirmedAt: deps.now(),
    };
    const needsRefund = async (reason: string) => {
      log.warn({ orderId: row.razorpayOrderId, paymentId: payment.paymentId, reason }, 'paid order needs a refund');
      return { kind: 'paid' as const, row: (await updateBooking(tx, row.id, { ...paid, status: 'refund_required' }))! };
    };
    const confirmed = async (updated: BookingRow) => {
      // Issued with the confirmation: the invoice's number is taken only when the booking is paid.
      await issueInvoice(deps, tx, updated);
      await queueConfirmationEmails(deps, tx, updated);
      return { kind: 'paid' as const, row: updated };
    };

    if (payment.amount !== null && payment.amount !== orderAmountOf(row)) return needsRefund('amount differs from the order');
    // A quote is paid only while it holds its nights: once expired or withdrawn (docs/product/front-desk.md) it cannot be.
    if (row.source === 'quote' && (row.status !== 'held' || row.holdExpiresAt! <= deps.now())) {
      return needsRefund('the quote expired or was withdrawn');
    }
    // A held order still owns its nights (even past its time, until something expires it).
    if (row.status === 'held') return confirmed((await updateBooking(tx, row.id, { ...paid, status: 'confirmed' }))!);
    // Its hold ended: the nights are its again only if nobody took them meanwhile. The savepoint keeps
    // the transaction usable when the exclusion constraint says no.
    let updated: BookingRow | undefined;
    try {
      updated = await tx.transaction((savepoint) => updateBooking(savepoint, row.id, { ...paid, status: 'confirmed' }));
    } catch (error) {
      if (pgErrorCode(error) !== PG.exclusionViolation) throw error;
      return needsRefund('the hold lapsed and the nights were booked meanwhile');
    }
    return confirmed(updated!);
  });
}

/** The provider event as far as we read it (Razorpay's webhook payload). */
const refundEntitySchema = z.looseObject({
  id: z.string().min(1).max(100),
  payment_id: z.string().max(100),
  amount: z.number(),
  // Razorpay sends an empty array for no notes.
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});
const eventSchema = z.object({
  event: z.string().min(1).max(100),
  payload: z
    .object({
      payment: z
        .object({ entity: z.looseObject({ id: z.string(), order_id: z.string().nullish(), amount: z.number().optional() }) })
        .optional(),
      order: z.object({ entity: z.looseObject({ id: z.string() }) }).optional(),
      refund: z.object({ entity: refundEntitySchema }).optional(),
      payment_link: z.object({ entity: z.looseObject({ id: z.string().min(1).max(100) }) }).optional(),
    })
    .loose(),
});
export type PaymentEvent = z.infer<typeof eventSchema>;

/** Events that mean an order has been paid. */
const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

function paymentOf(event: PaymentEvent): PaymentReceived | null {
  if (!PAID_EVENTS.has(event.event)) return null;
  const payment = event.payload.payment?.entity;
  const orderId = payment?.order_id ?? event.payload.order?.entity.id;
  if (!payment || !orderId) return null;
  return { orderId, paymentId: payment.id, signature: null, amount: payment.amount ?? null };
}

/** The payment a `payment_link.paid` event reports. */
function linkPaymentOf(event: PaymentEvent): LinkPayment | null {
  if (event.event !== 'payment_link.paid') return null;
  const link = event.payload.payment_link?.entity;
  const payment = event.payload.payment?.entity;
  if (!link || !payment) return null;
  return { linkId: link.id, paymentId: payment.id, amount: payment.amount ?? null };
}

export type EventOutcome = 'duplicate' | 'recorded' | 'settled' | 'ignored';

/** Stores an event once (by id) and settles the order it pays, in one transaction; `hotelId` is the settled booking's property. */
export async function processPaymentEvent(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'manageLinks' | 'now'>,
  eventId: string,
  event: PaymentEvent,
  db: Database = deps.db,
): Promise<{ status: EventOutcome; hotelId?: string }> {
  return db.transaction(async (tx) => {
    if (!(await insertPaymentEvent(tx, { id: eventId, type: event.event, payload: event }))) return { status: 'duplicate' };
    const refund = event.payload.refund?.entity;
    if (refund && event.event.startsWith('refund.')) {
      const notes = Array.isArray(refund.notes) ? {} : (refund.notes ?? {});
      const status = await applyRefundEvent(deps, tx, {
        type: event.event,
        refundId: refund.id,
        idempotencyKey: typeof notes.idempotency_key === 'string' ? notes.idempotency_key : null,
      });
      return { status };
    }
    const linkPayment = linkPaymentOf(event);
    if (linkPayment) {
      const settled = await settlePaidLink(deps, tx, linkPayment);
      return settled.kind === 'paid' ? { status: 'settled', hotelId: settled.hotelId } : { status: 'ignored' };
    }
    const payment = paymentOf(event);
    if (!payment) return { status: 'recorded' };
    const settlement = await settlePaidOrder(deps, tx, payment);
    if (settlement.kind === 'unknownOrder') return { status: 'ignored' };
    if (settlement.kind === 'otherPayment') {
      deps.log.error({ orderId: payment.orderId, paymentId: payment.paymentId }, 'a second payment for a paid order: refund it');
    }
    return { status: 'settled', hotelId: settlement.row.hotelId };
  });
}

/**
 * POST /api/payments/razorpay/webhook: the body must carry X-Razorpay-Signature, HMAC-SHA256 of the
 * raw body with the webhook secret. Duplicates (same X-Razorpay-Event-Id) are skipped.
 */
export async function handleWebhook(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
  rawBody: Buffer,
  headers: { signature: unknown; eventId: unknown },
): Promise<{ status: EventOutcome }> {
  const payments = await deps.payments.current();
  const secret = payments.webhookSecret;
  if (!secret) throw new HttpError(503, 'Webhooks are not configured');
  if (!signatureMatches(hmacHex(secret, rawBody), headers.signature)) throw badRequest('Invalid webhook signature');
  // Signed with the Razorpay webhook secret in force: Razorpay can reach the site (the go-live checklist).
  if (payments.provider.name === 'razorpay' && !payments.webhookReceived) await deps.payments.noteWebhookReceived();
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest('Malformed JSON in request body');
  }
  refuseNul(body);
  const event = parseInput(eventSchema, body);
  const eventId =
    typeof headers.eventId === 'string' && /^[\w.-]{1,100}$/.test(headers.eventId)
      ? headers.eventId
      : `sha256_${createHash('sha256').update(rawBody).digest('hex')}`;
  const { status, hotelId } = await processPaymentEvent(deps, eventId, event);
  if (hotelId) deps.cache.invalidateNights('bookings', [hotelId]);
  return { status };
}

/**
 * An amount-only order (the original client's, original-client.ts) as the sandbox pays it: its amount,
 * and 'confirmed' once a payment was captured for it. Locked, so a double click cannot pay it twice.
 */
async function amountOrderToPay(tx: Database, orderId: string) {
  const open = await findAmountOrder(tx, orderId, true);
  if (!open) return undefined;
  const paid = (await capturedPaymentsOf(tx, orderId)).length > 0;
  return {
    razorpayOrderId: open.razorpayOrderId,
    hotelId: open.hotelId,
    totalCost: open.amount,
    depositAmount: null,
    currency: open.currency,
    status: paid ? 'confirmed' : 'held',
  };
}

export type SimulatedPayResult = { status: 200; body: PaymentSuccess } | DeclinedPayment<{ order_id: string }>;

/**
 * POST /api/payments/simulated/pay: one attempt in the simulated checkout. Answers what Razorpay
 * Checkout hands the page, or a Razorpay-shaped error with 402. Like Razorpay, it then delivers the
 * payment event, through the same code as the webhook, so the order is settled even if the page
 * never calls validate.
 */
export async function paySimulated(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
  input: SimulatedPaymentInput,
): Promise<SimulatedPayResult> {
  const { provider } = await deps.payments.current();
  if (!isSimulated(provider)) throw notFound(`Not Found: POST /api/payments/simulated/pay`);
  let paidHotelId: string | undefined;
  // Under the order's locks: two attempts racing (a double click) cannot both be captured.
  const result = await deps.db.transaction(async (tx): Promise<SimulatedPayResult> => {
    const order = (await lockOrderForPayment(tx, input.orderId)) ?? (await amountOrderToPay(tx, input.orderId));
    if (!order) throw notFound('Order not found');
    if (isPaidStatus(order.status)) throw badRequest('This order has already been paid');
    // A withdrawn or expired quote takes no payment (a lapsed checkout hold still may, when its nights are free).
    const endedQuote = 'source' in order && order.source === 'quote' && order.status !== 'held';
    if (order.status === 'failed' || endedQuote) throw badRequest('This order can no longer be paid');

    const attempt = provider.attempt(order.razorpayOrderId, input, deps.now());
    const entity = {
      entity: 'payment',
      order_id: order.razorpayOrderId,
      amount: orderAmountOf(order),
      currency: order.currency,
      method: input.method,
      // Razorpay's UPI payments carry the payer's address; the sandbox decides refund outcomes by it.
      ...(input.method === 'upi' ? { vpa: input.upiId } : {}),
    };
    if (!attempt.ok) {
      const failed = { ...entity, id: providerId('pay'), status: 'failed', error_description: attempt.description };
      await processPaymentEvent(deps, providerId('evt'), { event: 'payment.failed', payload: { payment: { entity: failed } } }, tx);
      return declinedPayment(attempt, { order_id: order.razorpayOrderId });
    }
    const captured = { ...entity, id: attempt.payment.razorpay_payment_id, status: 'captured' };
    await processPaymentEvent(deps, providerId('evt'), { event: 'payment.captured', payload: { payment: { entity: captured } } }, tx);
    paidHotelId = order.hotelId;
    return { status: 200 as const, body: attempt.payment };
  });
  // A captured payment settled its order (a failed one changes no booking).
  if (paidHotelId) deps.cache.invalidateNights('bookings', [paidHotelId]);
  return result;
}
