/**
 * Cancelling bookings: by the guest under the refund policy, by the owner with a reason and a refund
 * of their choosing, and refunding in full a paid order whose nights were taken (refund_required).
 * The server works the refund out from its own clock in the property's timezone; the page's figure
 * is only compared with it. A booking is refunded once (its row lock: it is cancelled once), in one part
 * per captured payment (a unique index on booking and payment).
 */
import { propertyToday, type Deps } from '../../deps';
import { propertyZone } from '../settings/store';
import { randomUUID } from 'node:crypto';
import {
  CANCELLATION_MESSAGES,
  CONFIRMATION_MESSAGES,
  type BookingConfirmation,
  formatPaise,
  type GuestCancelInput,
  guestCancellationProblem,
  MIN_REFUND_PAISE,
  type OwnerCancelInput,
  refundBreakdown,
  localDateTimeIn,
  refundLines,
  todayIn,
  type Booking,
  type CancellationQuote,
  type RefundBreakdown,
  OFFLINE_PROVIDER,
  type IsoDate,
  nonRefundablePaise,
  balanceGraceEndsOn,
  formatLongDate,
} from '@hillnest/domain';
import type { Database } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/validate';
import type { SessionUser } from '../../plugins/auth';
import { getCurrentUser } from '../auth/service';
import { checkManageLink, getManagedBooking } from '../bookings/confirmation';
import { amountPaidOf, firstPaymentOf, refundTermsOfBooking } from '../bookings/serialize';
import { bookingById } from '../bookings/service';
import { enqueueCancellationEmails } from './notify';
import { findBooking, refundsOfBooking, insertRefund, markCancelled, updateRefund, type BookingRow } from './queries';
import { idempotencyKeyOf, sendRefund, splitRefund, type CapturedPayment } from './refunds';

const PAID = ['confirmed', 'refund_required', 'cancelled'];
const NOT_FOUND = 'Booking not found';

/**
 * The policy refund of cancelling this booking now (the property's wall-clock time, by the server's
 * clock), under the terms recorded when its nights were held.
 */
function policyOf(deps: Pick<Deps, 'now'>, zone: string, booking: BookingRow): RefundBreakdown {
  return refundBreakdown({
    ...refundTermsNowOf(deps, zone, booking),
    paidPaise: amountPaidOf(booking),
    keptPaise: nonRefundablePaise(booking.charges),
  });
}

/** The booking's refund terms as they stand now (what a cancellation, or a change's lower price, gives back). */
export function refundTermsNowOf(deps: Pick<Deps, 'now'>, zone: string, booking: BookingRow) {
  const [cancelledOn, cancelledTime] = localDateTimeIn(zone, deps.now()).split('T') as [string, string];
  return {
    bookedOn: todayIn(zone, booking.createdAt),
    cancelledOn,
    cancelledTime,
    checkIn: booking.checkIn,
    promotional: booking.couponCode !== null,
    terms: refundTermsOfBooking(booking),
  };
}

/**
 * Who asks: the owner (any paid booking), a signed-in guest (the bookings their My Bookings shows), or
 * whoever holds a booking's private link from the confirmation e-mail (that one booking, while the
 * link is valid: modules/bookings/manage-link.ts).
 */
/** A link is open until its last day: `today` is the site's (Settings → Business's time zone). */
type Caller = { as: 'owner' } | { as: 'user'; userId: string } | { as: 'link'; token: string; today: IsoDate };
const OWNER: Caller = { as: 'owner' };

/**
 * The paid booking the caller may cancel; anything else is 404, as if it did not exist. A signed-in
 * guest reaches their own bookings and those made as a guest with their verified e-mail; a link
 * reaches the booking it was signed for, with the booking's current manage_link_version (a revoked
 * link is refused even while a cancellation waits for the row lock), until the link's last day (410 after).
 */
async function paidBooking(
  deps: Pick<Deps, 'manageLinks' | 'config' | 'now'>,
  db: Database,
  caller: Caller,
  id: string | null,
  lock = false,
): Promise<BookingRow> {
  const missing = caller.as === 'link' ? CONFIRMATION_MESSAGES.linkInvalid : NOT_FOUND;
  if (!id || !isUuid(id)) throw notFound(missing);
  const row = await findBooking(db, id, lock);
  if (!row || !PAID.includes(row.status)) throw notFound(missing);
  if (caller.as === 'link') checkManageLink(deps, caller.token, row, caller.today);
  if (caller.as === 'user' && row.userId !== caller.userId) {
    const user = row.userId === null ? await getCurrentUser({ db }, caller.userId) : null;
    if (!user?.emailVerified || user.email.toLowerCase() !== row.email.toLowerCase()) throw notFound(missing);
  }
  return row;
}

/** The booking id a link names (its signature is checked against the row by paidBooking). */
const linkedId = (deps: Pick<Deps, 'manageLinks'>, token: string) => deps.manageLinks.bookingIdOf(token);

async function quote(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'manageLinks' | 'now'>,
  caller: Caller,
  bookingId: string | null,
  problem: (b: BookingRow, today: string, zone: string) => string | null,
): Promise<CancellationQuote> {
  const zone = await propertyZone(deps);
  const day = todayIn(zone, deps.now());
  const booking = await paidBooking(deps, deps.db, caller, bookingId);
  const found = problem(booking, day, zone);
  return {
    bookingId: booking.id,
    cancellable: found === null,
    problem: found,
    today: day,
    checkIn: booking.checkIn,
    policy: policyOf(deps, zone, booking),
  };
}

/** The owner may cancel any paid booking not cancelled yet, after check-in too. */
function ownerCancellationProblem(booking: { status: string }): string | null {
  return booking.status === 'cancelled' ? CANCELLATION_MESSAGES.alreadyCancelled : null;
}

export const OFFLINE_REFUND_MESSAGE =
  'This booking was paid to the owner directly (cash, bank transfer or UPI): the owner cancels it without a refund here and gives the money back the same way.';

/** When part was paid to the owner directly (a balance recorded offline): the gateway gives back at most what it captured. */
export const partlyOfflineRefundMessage = (captured: string) =>
  `Part of this booking was paid to the owner directly: at most ${captured} can be refunded here, and the owner gives the rest back the same way.`;

/**
 * The booking's payments the provider captured, in the order a refund takes them: the balance's link
 * payment first (the newest; a provider refunds a payment only for some months), then the checkout's.
 * Money paid to the owner at the desk is not the gateway's to give back (issue 36).
 */
export function capturedPaymentsOf(booking: BookingRow): CapturedPayment[] {
  const payments: CapturedPayment[] = [];
  if (booking.balancePaidAt && booking.balancePaymentId && booking.balanceAmount)
    payments.push({ paymentId: booking.balancePaymentId, capturedPaise: booking.balanceAmount });
  if (booking.provider !== OFFLINE_PROVIDER && booking.razorpayPaymentId)
    payments.push({ paymentId: booking.razorpayPaymentId, capturedPaise: firstPaymentOf(booking) });
  return payments;
}

const capturedTotalOf = (booking: BookingRow) => capturedPaymentsOf(booking).reduce((sum, p) => sum + p.capturedPaise, 0);

/** Why a refund cannot go back through the provider: more than it captured. */
export function uncapturedRefundProblem(booking: BookingRow, refundPaise: number): string | null {
  const captured = capturedTotalOf(booking);
  if (refundPaise <= captured) return null;
  return captured === 0 ? OFFLINE_REFUND_MESSAGE : partlyOfflineRefundMessage(formatPaise(captured));
}

/**
 * Why the guest cannot cancel online: the usual reasons, or money paid to the owner directly that the
 * policy would give back (the gateway holds none of it; the guest asks the owner).
 */
function guestProblem(deps: Pick<Deps, 'now'>) {
  return (booking: BookingRow, day: string, zone: string): string | null =>
    guestCancellationProblem(booking, day) ?? uncapturedRefundProblem(booking, policyOf(deps, zone, booking).refundPaise);
}

interface Cancellation {
  cancelledBy: 'guest' | 'owner';
  reason: string | null;
  refundPaise: number;
  basis: 'policy' | 'full' | 'amount';
  lines: string[];
  /** What the owner gives back directly (money paid to them at the desk); the gateway refunds `refundPaise`. */
  ownerRefundPaise?: number;
}

/**
 * Cancels under the booking's row lock and records its refund and e-mails in the same transaction;
 * then frees the nights in the caches and asks the provider for the money.
 */
async function cancel(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
  caller: Caller,
  bookingId: string | null,
  /** Given the row locked, today and the site's time zone. */
  decide: (booking: BookingRow, today: string, zone: string) => Cancellation,
): Promise<string> {
  // Checked first without the lock too, so a forged link or someone else's id never holds a row lock.
  const zone = await propertyZone(deps);
  await paidBooking(deps, deps.db, caller, bookingId);
  // A desk booking's balance paid by link went through the provider in force (its own provider is offline).
  const linkProvider = (await deps.payments.current()).provider.name;
  const { id, hotelId, refundIds } = await deps.db.transaction(async (tx) => {
    const locked = await paidBooking(deps, tx, caller, bookingId, true);
    const cancellation = decide(locked, todayIn(zone, deps.now()), zone);
    const problem = uncapturedRefundProblem(locked, cancellation.refundPaise);
    if (problem) throw conflict(problem);
    const parts = splitRefund(cancellation.refundPaise, capturedPaymentsOf(locked), MIN_REFUND_PAISE);
    if (!parts) throw badRequest(`This refund cannot be shared over the booking's payments: choose another amount.`);
    const booking = await markCancelled(tx, locked.id, { cancelledBy: cancellation.cancelledBy, reason: cancellation.reason });
    const refundIds = await insertRefundParts(tx, booking, parts, {
      requestedBy: cancellation.cancelledBy,
      basis: cancellation.basis,
      purpose: 'cancellation',
      linkProvider,
    });
    const refund = refundIds.length > 0 ? { amount: cancellation.refundPaise } : null;
    await enqueueCancellationEmails(tx, deps, {
      booking,
      refund,
      refundLines: refund || cancellation.ownerRefundPaise ? cancellation.lines : [],
      ownerRefundPaise: cancellation.ownerRefundPaise,
    });
    return { id: booking.id, hotelId: booking.hotelId, refundIds };
  });
  deps.cache.invalidateNights('bookings', [hotelId]);
  for (const refundId of refundIds) await sendRefund(deps, refundId);
  return id;
}

/**
 * A refund's rows, one per part: each refunded through its own payment id with its own idempotency key,
 * in the caller's transaction; their ids, for sendRefund after the commit. A desk booking's balance
 * paid by link went through `linkProvider` (the provider in force; the booking's own is offline).
 */
export async function insertRefundParts(
  tx: Database,
  booking: Pick<BookingRow, 'id' | 'currency' | 'provider'>,
  parts: readonly (CapturedPayment & { amountPaise: number })[],
  fields: { requestedBy: 'guest' | 'owner'; basis: 'policy' | 'full' | 'amount'; purpose: 'cancellation' | 'change'; linkProvider: string },
): Promise<string[]> {
  const refundIds: string[] = [];
  for (const part of parts) {
    const id = randomUUID();
    await insertRefund(tx, {
      id,
      bookingId: booking.id,
      amount: part.amountPaise,
      currency: booking.currency,
      provider: booking.provider === OFFLINE_PROVIDER ? fields.linkProvider : booking.provider,
      razorpayPaymentId: part.paymentId,
      idempotencyKey: idempotencyKeyOf(id, 1),
      requestedBy: fields.requestedBy,
      basis: fields.basis,
      purpose: fields.purpose,
    });
    refundIds.push(id);
  }
  return refundIds;
}

/**
 * The guest's cancellation, whether signed in or through the private link: the policy's refund,
 * worked out again now; the amount the page showed must still be right (else 409 with the new one).
 */
function asGuest(deps: Pick<Deps, 'config' | 'now'>, input: GuestCancelInput) {
  return (booking: BookingRow, day: string, zone: string): Cancellation => {
    const problem = guestProblem(deps)(booking, day, zone);
    if (problem) throw conflict(problem);
    const policy = policyOf(deps, zone, booking);
    if (input.refundAmount !== undefined && input.refundAmount !== policy.refundPaise) {
      throw conflict(CANCELLATION_MESSAGES.refundChanged(formatPaise(policy.refundPaise)));
    }
    return { cancelledBy: 'guest', reason: null, refundPaise: policy.refundPaise, basis: 'policy', lines: refundLines(policy) };
  };
}

/** GET /api/bookings/{id}/cancellation: what the signed-in guest gets back if they cancel today. */
export async function getGuestCancellationQuote(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'manageLinks' | 'now'>,
  auth: SessionUser,
  bookingId: string,
): Promise<CancellationQuote> {
  return quote(deps, { as: 'user', userId: auth.userId }, bookingId, guestProblem(deps));
}

/** POST /api/bookings/{id}/cancel: the signed-in guest cancels. */
export async function cancelAsGuest(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
  auth: SessionUser,
  bookingId: string,
  input: GuestCancelInput = {},
): Promise<Booking> {
  return bookingById(deps, await cancel(deps, { as: 'user', userId: auth.userId }, bookingId, asGuest(deps, input)));
}

/** GET /api/bookings/manage/{token}/cancellation: what cancelling through the private link gives back today. */
export async function getLinkCancellationQuote(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'manageLinks' | 'now'>,
  token: string,
): Promise<CancellationQuote> {
  return quote(deps, { as: 'link', token, today: await propertyToday(deps) }, linkedId(deps, token), guestProblem(deps));
}

/** POST /api/bookings/manage/{token}/cancel: the guest cancels through the private link; answers what the link shows now. */
export async function cancelThroughLink(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
  token: string,
  input: GuestCancelInput = {},
): Promise<BookingConfirmation> {
  await cancel(deps, { as: 'link', token, today: await propertyToday(deps) }, linkedId(deps, token), asGuest(deps, input));
  return getManagedBooking(deps, token);
}

/** GET /api/admin/bookings/{id}/cancellation: the policy amount and what was paid, for the owner's choice. */
export async function getOwnerCancellationQuote(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'manageLinks' | 'now'>,
  bookingId: string,
): Promise<CancellationQuote> {
  return quote(deps, OWNER, bookingId, ownerCancellationProblem);
}

/** POST /api/admin/bookings/{id}/cancel: the owner cancels with a reason and the policy amount, the full amount or an amount. */
export async function cancelAsOwner(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
  bookingId: string,
  input: OwnerCancelInput,
): Promise<Booking> {
  const id = await cancel(deps, OWNER, bookingId, (booking, _today, zone) => {
    const problem = ownerCancellationProblem(booking);
    if (problem) throw conflict(problem);
    const policy = policyOf(deps, zone, booking);
    const paid = amountPaidOf(booking);
    const refundPaise = input.refund === 'policy' ? policy.refundPaise : input.refund === 'full' ? paid : input.amount!;
    if (refundPaise > paid) throw badRequest(CANCELLATION_MESSAGES.overRefund(formatPaise(paid)));
    if (refundPaise > 0 && refundPaise < MIN_REFUND_PAISE) throw badRequest(`A refund must be at least ${formatPaise(MIN_REFUND_PAISE)}.`);
    const lines = input.refund === 'policy' ? refundLines(policy) : [`Refund chosen by the owner: ${formatPaise(refundPaise)}`];
    return { cancelledBy: 'owner', reason: input.reason, refundPaise, basis: input.refund, lines };
  });
  return bookingById(deps, id);
}

/** The reason recorded, and e-mailed to the guest, when a booking is cancelled for its unpaid balance. */
export const unpaidBalanceReason = (balancePaise: number, dueOn: IsoDate) =>
  `The balance of ${formatPaise(balancePaise)} was not paid by ${formatLongDate(dueOn)}.`;

/** The guest's line for the part of a policy refund that was paid to the owner directly. */
export const ownerGivesBack = (amount: string) => `${amount} was paid to the owner directly: the owner gives it back the same way.`;

/** Why the balance job leaves a booking alone after all: its balance was paid, or it was cancelled, meanwhile. */
const NOT_OVERDUE = 'This booking’s balance is no longer overdue.';

/**
 * The balance job's cancellation (docs/decisions/0104): a booking whose balance is still unpaid when
 * its grace has ended is cancelled as the owner would, with the policy's refund of what was paid. It is
 * decided again under the row lock, so a balance paid meanwhile wins and a second instance finds it
 * cancelled. Money paid to the owner directly (a desk booking's) is not the gateway's to give back:
 * the gateway refunds what it captured and the e-mails name the rest as the owner's to give back
 * (decision 0112). Answers whether this call cancelled it.
 */
export async function cancelForUnpaidBalance(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
  bookingId: string,
  graceDays: number,
): Promise<boolean> {
  try {
    await cancel(deps, OWNER, bookingId, (booking, today, zone) => {
      const dueOn = booking.balanceDueOn;
      if (booking.status !== 'confirmed' || booking.balancePaidAt || !dueOn || today < balanceGraceEndsOn(dueOn, graceDays)) {
        throw conflict(NOT_OVERDUE);
      }
      const policy = policyOf(deps, zone, booking);
      const reason = unpaidBalanceReason(booking.balanceAmount ?? 0, dueOn);
      const refundPaise = Math.min(policy.refundPaise, capturedTotalOf(booking));
      const ownerRefundPaise = policy.refundPaise - refundPaise;
      const lines = ownerRefundPaise > 0 ? [...refundLines(policy), ownerGivesBack(formatPaise(ownerRefundPaise))] : refundLines(policy);
      return { cancelledBy: 'owner', reason, refundPaise, basis: 'policy', lines, ownerRefundPaise };
    });
    return true;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // Paid or cancelled meanwhile (the usual race), or a refund the gateway cannot give (paid at the desk): the owner was alerted.
    if (error.message !== NOT_OVERDUE)
      deps.log.warn({ bookingId, reason: error.message }, 'could not cancel a booking for its unpaid balance');
    return false;
  }
}

/** The reason recorded when the owner refunds a payment whose nights someone else had taken. */
export const NIGHTS_TAKEN_REASON = 'The nights were booked by someone else while the payment was processing.';

/**
 * POST /api/admin/bookings/{id}/refund: a refund_required order is refunded in full, in one action:
 * what the provider captured, which is not the order's total when the payment was of another amount.
 */
export async function refundInFull(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
  bookingId: string,
): Promise<Booking> {
  const id = await cancel(deps, OWNER, bookingId, (booking) => {
    if (booking.status !== 'refund_required') throw conflict(CANCELLATION_MESSAGES.notRefundRequired);
    const paid = amountPaidOf(booking);
    return {
      cancelledBy: 'owner',
      reason: NIGHTS_TAKEN_REASON,
      refundPaise: paid,
      basis: 'full',
      lines: [`Full refund: ${formatPaise(paid)}`],
    };
  });
  return bookingById(deps, id);
}

/** POST /api/admin/bookings/{id}/refund/retry: a failed refund asked of the provider again, as a new attempt. */
export async function retryRefund(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'payments' | 'manageLinks' | 'now'>,
  bookingId: string,
): Promise<Booking> {
  await paidBooking(deps, deps.db, OWNER, bookingId);
  const refundIds = await deps.db.transaction(async (tx) => {
    // Only the parts that failed: a part paid back is never asked again.
    const failed = (await refundsOfBooking(tx, bookingId, true)).filter((refund) => refund.status === 'failed');
    if (failed.length === 0) throw conflict(CANCELLATION_MESSAGES.noFailedRefund);
    for (const refund of failed) {
      const attempts = refund.attempts + 1;
      await updateRefund(tx, refund.id, {
        status: 'pending',
        attempts,
        idempotencyKey: idempotencyKeyOf(refund.id, attempts),
        razorpayRefundId: null,
        failureReason: null,
      });
    }
    return failed.map((refund) => refund.id);
  });
  for (const refundId of refundIds) await sendRefund(deps, refundId);
  return bookingById(deps, bookingId);
}
