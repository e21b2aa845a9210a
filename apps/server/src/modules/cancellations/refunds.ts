/**
 * Refunds through the payment provider, exactly once. A refund row is written (pending) in the
 * transaction that cancels the booking; the provider is asked after the commit, with the row's
 * idempotency key, so asking again (a crash, a timeout, the reconciler) never refunds twice. The
 * provider's refund.processed / refund.failed webhook settles it; when that is missed, the
 * reconciler asks the provider. A failed refund is tried again with a new key (a new attempt).
 */
import type { Deps } from '../../deps';
import type { Database } from '../../db/client';
import { RefundRefused, type ProviderRefund } from '../bookings/providers/types';
import { issueCreditNote } from '../tax/service';
import { claimStaleRefunds, findRefund, lockRefundForEvent, updateRefund, type RefundRow } from './queries';

/** A payment the provider captured for a booking, which a refund can be paid back through. */
export interface CapturedPayment {
  paymentId: string;
  capturedPaise: number;
}

/**
 * Shares a refund over a booking's captured payments in the order given, each part at most what its
 * payment captured (the provider refuses more), so each payment is refunded through its own id. A last
 * part below `minimumPaise` (the provider's, and the refunds table's check) takes the rest from the
 * part before. Null when the payments cannot pay it back.
 */
export function splitRefund<Payment extends CapturedPayment>(
  refundPaise: number,
  payments: readonly Payment[],
  minimumPaise: number,
): (Payment & { amountPaise: number })[] | null {
  const parts: (Payment & { amountPaise: number })[] = [];
  let left = refundPaise;
  for (const payment of payments) {
    if (left <= 0) break;
    const amountPaise = Math.min(left, payment.capturedPaise);
    parts.push({ ...payment, amountPaise });
    left -= amountPaise;
  }
  if (left > 0) return null;
  const last = parts.at(-1);
  const before = parts.at(-2);
  if (last && before && last.amountPaise < minimumPaise) {
    const moved = minimumPaise - last.amountPaise;
    if (before.amountPaise - moved < minimumPaise || last.capturedPaise < minimumPaise) return null;
    before.amountPaise -= moved;
    last.amountPaise = minimumPaise;
  }
  return parts;
}

/** What a failed refund says to the owner when the provider gave no reason. */
export const REFUND_FAILED_REASON = 'The payment provider could not pay this refund back.';

/** Razorpay's idempotency keys: at least 10 characters of letters, digits, hyphens and underscores. */
export const idempotencyKeyOf = (refundId: string, attempt: number) => `${refundId}-${attempt}`;

/**
 * Moves a pending refund to the state the provider reported; later reports of a settled refund change
 * nothing. A refund paid back gets its credit note in the same transaction.
 */
async function settle(
  deps: Pick<Deps, 'config' | 'cache' | 'now'>,
  db: Database,
  row: RefundRow,
  status: ProviderRefund['status'],
  reason: string | null,
): Promise<boolean> {
  if (row.status !== 'pending' || status === 'pending') return false;
  await updateRefund(db, row.id, {
    status,
    processedAt: status === 'processed' ? deps.now() : null,
    failureReason: status === 'failed' ? (reason ?? REFUND_FAILED_REASON) : null,
  });
  // A change's refund needs none: the change credited the old invoice and issued one for the new stay (decision 0111).
  if (status === 'processed' && row.purpose === 'cancellation') await issueCreditNote(deps, db, row);
  return true;
}

/** Records what the provider answered for one attempt, unless another attempt has started since. */
async function recordAnswer(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  refundId: string,
  idempotencyKey: string,
  answer: ProviderRefund | RefundRefused,
) {
  await deps.db.transaction(async (tx) => {
    const row = await findRefund(tx, refundId, true);
    if (!row || row.idempotencyKey !== idempotencyKey) return;
    if (answer instanceof RefundRefused) {
      await settle(deps, tx, row, 'failed', answer.description);
      return;
    }
    if (!row.razorpayRefundId) await updateRefund(tx, row.id, { razorpayRefundId: answer.id });
    await settle(deps, tx, row, answer.status, null);
  });
}

/**
 * Asks the provider to pay a pending refund back (never inside a transaction: it waits on the
 * network, and the simulated provider answers through the app's own webhook route). An unknown
 * answer (timeout, 5xx) leaves it pending for the reconciler, which asks again with the same key.
 */
export async function sendRefund(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'payments' | 'now'>,
  refundId: string,
): Promise<boolean> {
  const refund = await findRefund(deps.db, refundId);
  if (!refund || refund.status !== 'pending') return true;
  let answer: ProviderRefund | RefundRefused;
  try {
    answer = await (
      await deps.payments.current()
    ).provider.refundPayment({
      paymentId: refund.razorpayPaymentId,
      amountPaise: refund.amount,
      receipt: refund.bookingId,
      notes: { booking_id: refund.bookingId, idempotency_key: refund.idempotencyKey },
      idempotencyKey: refund.idempotencyKey,
    });
  } catch (error) {
    if (!(error instanceof RefundRefused)) {
      deps.log.warn({ err: error, refundId }, 'the payment provider did not answer a refund; the reconciler asks again');
      return false;
    }
    deps.log.error({ refundId, reason: error.description }, 'the payment provider refused a refund');
    answer = error;
  }
  await recordAnswer(deps, refund.id, refund.idempotencyKey, answer);
  return true;
}

export interface RefundEvent {
  type: string;
  /** The provider's refund id. */
  refundId: string;
  /** Our idempotency key, from the refund's notes. */
  idempotencyKey: string | null;
}

/**
 * A refund.* webhook, in the transaction that records the event: refund.created links the provider's
 * id to our row; refund.processed and refund.failed settle a pending refund. 'ignored' when no
 * refund of ours matches (another system's refund, or an older attempt's).
 */
export async function applyRefundEvent(
  deps: Pick<Deps, 'config' | 'cache' | 'log' | 'now'>,
  tx: Database,
  event: RefundEvent,
): Promise<'settled' | 'recorded' | 'ignored'> {
  const row = await lockRefundForEvent(tx, event.refundId, event.idempotencyKey);
  if (!row) return 'ignored';
  if (row.razorpayRefundId && row.razorpayRefundId !== event.refundId) return 'ignored';
  if (!row.razorpayRefundId) await updateRefund(tx, row.id, { razorpayRefundId: event.refundId });
  if (event.type !== 'refund.processed' && event.type !== 'refund.failed') return 'recorded';
  const status = event.type === 'refund.processed' ? 'processed' : 'failed';
  if (status === 'failed') deps.log.warn({ refundId: row.id, bookingId: row.bookingId }, 'a refund failed at the payment provider');
  return (await settle(deps, tx, row, status, null)) ? 'settled' : 'recorded';
}

export interface RefundReconcileReport {
  processed: number;
  failed: number;
  /** Refunds the provider could not be asked about this time. */
  unreachable: number;
}

/**
 * The reconciler's half for refunds: pending refunds whose webhook did not come within the grace
 * period (REFUND_WEBHOOK_GRACE_SECONDS unless the caller says otherwise). One never sent (or whose answer was lost) is sent again with the same idempotency key;
 * one the provider has is fetched. Claiming them first keeps two instances off the same refund.
 */
export async function reconcileRefunds(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'payments' | 'now'>,
  options: { graceSeconds?: number; limit?: number } = {},
): Promise<RefundReconcileReport> {
  const report: RefundReconcileReport = { processed: 0, failed: 0, unreachable: 0 };
  const claimed = await claimStaleRefunds(deps.db, options.graceSeconds ?? deps.config.REFUND_WEBHOOK_GRACE_SECONDS, options.limit ?? 100);
  for (const refund of claimed) {
    try {
      if (refund.razorpayRefundId) {
        const answer = await (await deps.payments.current()).provider.fetchRefund(refund.razorpayPaymentId, refund.razorpayRefundId);
        await recordAnswer(deps, refund.id, refund.idempotencyKey, answer);
      } else if (!(await sendRefund(deps, refund.id))) {
        report.unreachable += 1;
        continue;
      }
    } catch (error) {
      deps.log.warn({ err: error, refundId: refund.id }, 'reconciler could not ask the payment provider about a refund');
      report.unreachable += 1;
      continue;
    }
    const now = await findRefund(deps.db, refund.id);
    if (now?.status === 'processed') report.processed += 1;
    if (now?.status === 'failed') report.failed += 1;
  }
  return report;
}
