/**
 * The reconciler: at start and every few minutes, asks the provider about orders still held past
 * their time (and recently expired ones without a payment) and settles them: paid → booking (or
 * refund_required), unpaid → the hold expires and frees its nights. Then the refunds whose webhook
 * was missed (cancellations/refunds.ts). Safe on every instance at once: each order is settled under
 * its row lock, and an order or refund another instance is settling is skipped.
 */
import { propertyToday, type Deps } from '../../deps';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import { addDays, type IsoDate } from '@hillnest/domain';
import { bookings } from '../../db/schema';
import { scheduleJob } from '../../lib/background-job';
import { reconcileRefunds } from '../cancellations/refunds';
import { cancelForUnpaidBalance } from '../cancellations/service';
import { siteSettings } from '../settings/service';
import { refundUnbookedOrders } from './original-client';
import { alertOverdueBalances, cancelLinkQuietly, remindBalances, requestBalances } from './balances';
import { settlePaidOrder } from './payments';
import { isPaid, type ProviderPayment } from './providers/types';
import { expireHold, lockOrderRow, ordersToReconcile } from './queries';
import { PENDING_ORDER_PREFIX } from './service';
import { balanceUnpaid } from './columns';

export const RECONCILE_EVERY_MS = 5 * 60_000;
/** How long after its hold ended an unpaid order is still asked about (a slow payment may still land). */
export const RECONCILE_LOOKBACK_MINUTES = 60;

export interface ReconcileReport {
  confirmed: number;
  refundRequired: number;
  expired: number;
  /** Orders the provider could not be asked about this time. */
  unreachable: number;
}

export async function reconcileOrders(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
  options: { limit?: number } = {},
): Promise<ReconcileReport> {
  const report: ReconcileReport = { confirmed: 0, refundRequired: 0, expired: 0, unreachable: 0 };
  const orders = await ordersToReconcile(deps.db, RECONCILE_LOOKBACK_MINUTES, options.limit ?? 200);
  for (const order of orders) {
    // Asked outside any transaction: no row lock is held while waiting on the network.
    let payments: ProviderPayment[] = [];
    if (!order.orderId.startsWith(PENDING_ORDER_PREFIX)) {
      try {
        payments = await (await deps.payments.current()).provider.fetchOrderPayments(order.orderId);
      } catch (error) {
        deps.log.warn({ err: error, orderId: order.orderId }, 'reconciler could not reach the payment provider');
        report.unreachable += 1;
        continue;
      }
    }
    const paid = payments.find(isPaid);
    const settled = await deps.db.transaction(async (tx) => {
      const row = await lockOrderRow(tx, order.id);
      if (!row) return false; // another instance is settling it right now
      if (paid) {
        const settlement = await settlePaidOrder(deps, tx, {
          orderId: row.razorpayOrderId,
          paymentId: paid.id,
          signature: null,
          amount: paid.amount,
        });
        if (settlement.kind === 'paid' && settlement.row.status === 'confirmed' && row.status !== 'confirmed') report.confirmed += 1;
        if (settlement.kind === 'paid' && settlement.row.status === 'refund_required' && row.status !== 'refund_required') {
          report.refundRequired += 1;
        }
        return settlement.kind === 'paid';
      }
      if (await expireHold(tx, row.id, { onlyLapsed: true })) {
        report.expired += 1;
        return true;
      }
      return false;
    });
    if (settled) deps.cache.invalidateNights('bookings', [order.hotelId]);
  }
  return report;
}

/**
 * How often the balance job looks for links to make, reminders, overdue balances and cancellations: every
 * minute, as the stay messages, so a day's e-mails go early in the property's day; each round is a few
 * indexed statements that find nothing most of the time.
 */
export const BALANCES_EVERY_MS = 60_000;

/**
 * When the owner chose it (Settings → Guests), cancels the bookings whose balance is still unpaid on
 * the day their grace has ended (docs/decisions/0104), each under its lock and policy
 * (cancelForUnpaidBalance), and cancels their links. Safe on every instance at once: a booking is
 * cancelled once, and one paid meanwhile is left alone. One that cannot be cancelled is left until
 * the next day (balance_cancel_failed_on), so a batch of such bookings never holds back the others
 * (decision 0112).
 */
export async function cancelUnpaidBalances(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
  today: IsoDate,
  options: { limit?: number } = {},
): Promise<number> {
  const { cancelUnpaidBalances: chosen, overdueGraceDays } = (await siteSettings(deps)).values.guests;
  if (!chosen) return 0;
  const lapsed = await deps.db
    .select({ id: bookings.id, linkId: bookings.balanceLinkId })
    .from(bookings)
    .where(
      and(
        balanceUnpaid,
        // balanceGraceEndsOn(due) <= today
        lte(bookings.balanceDueOn, addDays(today, -(overdueGraceDays + 1))),
        or(isNull(bookings.balanceCancelFailedOn), lt(bookings.balanceCancelFailedOn, today)),
      ),
    )
    .orderBy(asc(bookings.balanceDueOn), asc(bookings.id))
    .limit(options.limit ?? 50);
  let cancelled = 0;
  for (const booking of lapsed) {
    let done = false;
    try {
      done = await cancelForUnpaidBalance(deps, booking.id, overdueGraceDays);
    } catch (error) {
      deps.log.error({ err: error, bookingId: booking.id }, 'cancelling a booking for its unpaid balance failed; tried again tomorrow');
    }
    if (!done) {
      // Paid meanwhile (then never picked again) or refused: either way not again today.
      await deps.db.update(bookings).set({ balanceCancelFailedOn: today }).where(eq(bookings.id, booking.id));
      continue;
    }
    cancelled += 1;
    if (booking.linkId) await cancelLinkQuietly(deps, booking.linkId);
  }
  return cancelled;
}

/** One round of the balance job: links due, reminders, the owner's overdue alerts, then the cancellations chosen. */
export async function runBalanceJob(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
): Promise<{ sent: number; reminded: number; alerted: number; cancelled: number }> {
  const today = await propertyToday(deps);
  return {
    sent: await requestBalances(deps, today),
    reminded: await remindBalances(deps, today),
    alerted: await alertOverdueBalances(deps, today),
    cancelled: await cancelUnpaidBalances(deps, today),
  };
}

/** Runs the reconciler when the app is ready and every RECONCILE_EVERY_MS until it closes. */
export function schedulePaymentJobs(
  app: FastifyInstance,
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
): void {
  scheduleJob(app, {
    name: 'reconciler',
    everyMs: RECONCILE_EVERY_MS,
    log: deps.log,
    run: async () => {
      const report = await reconcileOrders(deps);
      if (report.confirmed || report.refundRequired || report.expired) deps.log.info({ report }, 'reconciled payment orders');
      const unbooked = await refundUnbookedOrders(deps);
      if (unbooked) deps.log.info({ refunded: unbooked }, 'refunded payments no stay was confirmed for');
      const refunds = await reconcileRefunds(deps);
      if (refunds.processed || refunds.failed) deps.log.info({ report: refunds }, 'reconciled refunds');
    },
  });
  scheduleJob(app, {
    name: 'balances',
    everyMs: BALANCES_EVERY_MS,
    log: deps.log,
    run: async () => {
      const report = await runBalanceJob(deps);
      if (Object.values(report).some(Boolean)) deps.log.info({ report }, 'balance job: links, reminders, overdue alerts, cancellations');
    },
  });
}
