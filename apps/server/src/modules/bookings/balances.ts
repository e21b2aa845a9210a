/**
 * Balances (issue 36, docs/decisions/0095-deposits-and-balances.md): a booking paid by deposit owes
 * the rest before check-in. Its payment link is made and e-mailed by a job a few days before the due
 * date (one instance makes it: the row is claimed first), and the balance is paid once, however the
 * payment arrives: the link's webhook, the guest's return, or the owner recording money paid to them.
 * Each of these takes the property's night lock and then the booking's row lock, and finds it paid the
 * second time.
 */
import type { Deps } from '../../deps';
import { and, eq, gte, isNotNull, isNull, lte, or, lt, sql } from 'drizzle-orm';
import {
  addDays,
  BALANCE_REMINDER_DAYS,
  balanceGraceEndsOn,
  formatDayMonth,
  type IsoDate,
  type OfflinePaymentMethod,
} from '@hillnest/domain';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/validate';
import { balanceReceivedMessage, balanceRequestMessage, ownerBalanceOverdueMessage, type BalanceFacts } from '../email/messages';
import { enqueue } from '../email/outbox';
import { getHotel } from '../hotels/service';
import { ownerMail, siteSettings } from '../settings/service';
import { siteMail } from '../settings/site';
import { lockPropertyForHold, updateBooking, type BookingRow } from './queries';
import { balanceUnpaid } from './columns';

/** A paid link's payment, as a webhook, a return or the test page reports it. */
export interface LinkPayment {
  linkId: string;
  paymentId: string;
  /** What was captured, in paise, when the report says (the return does not). */
  amount: number | null;
}

export type LinkSettlement = { kind: 'unknownLink' } | { kind: 'paid'; bookingId: string; hotelId: string; manageToken: string | null };

export const BALANCE_MESSAGES = {
  alreadyPaid: 'The balance of this booking is already paid.',
  noBalance: 'This booking has no balance to pay.',
  notConfirmed: 'Only a confirmed booking’s balance can be recorded.',
} as const;

/** The booking a balance link pays, locked: the property's night lock first (as every payment), then its row. */
async function lockBookingOfLink(tx: Database, linkId: string): Promise<BookingRow | undefined> {
  const [found] = await tx.select({ hotelId: bookings.hotelId }).from(bookings).where(eq(bookings.balanceLinkId, linkId));
  if (!found) return undefined;
  await lockPropertyForHold(tx, found.hotelId);
  const [row] = await tx.select().from(bookings).where(eq(bookings.balanceLinkId, linkId)).for('update');
  return row;
}

function balanceFacts(row: BookingRow, hotelName: string, payUrl: string | null): BalanceFacts {
  return {
    bookingId: row.id,
    reference: row.reference,
    hotelName,
    firstName: row.firstName,
    email: row.email,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    balancePaise: row.balanceAmount ?? 0,
    dueOn: row.balanceDueOn ?? row.checkIn,
    payUrl,
  };
}

/** The property's name in a transaction (read through it: on PGlite a read outside would wait for it). */
async function hotelNameIn(deps: Pick<Deps, 'config' | 'cache' | 'now'>, tx: Database, hotelId: string): Promise<string> {
  return (await getHotel({ ...deps, db: tx }, hotelId)).name;
}

/**
 * Records a balance link's payment on its booking, in the caller's transaction; idempotent. A payment
 * for a booking no longer confirmed (cancelled meanwhile) is still recorded, so the money is known, and
 * logged for the owner to refund.
 */
export async function settlePaidLink(
  deps: Pick<Deps, 'log' | 'config' | 'cache' | 'mail' | 'manageLinks' | 'now'>,
  db: Database,
  payment: LinkPayment,
): Promise<LinkSettlement> {
  const row = await lockBookingOfLink(db, payment.linkId);
  if (!row) return { kind: 'unknownLink' };
  const answer = {
    kind: 'paid' as const,
    bookingId: row.id,
    hotelId: row.hotelId,
    manageToken: deps.manageLinks.sign(row.id, row.manageLinkVersion),
  };
  if (row.balancePaidAt) {
    if (row.balancePaymentId !== payment.paymentId) {
      deps.log.error({ bookingId: row.id, paymentId: payment.paymentId }, 'a second payment of a paid balance: refund it');
    }
    return answer;
  }
  if (payment.amount !== null && payment.amount !== row.balanceAmount) {
    deps.log.error({ bookingId: row.id, paymentId: payment.paymentId, amount: payment.amount }, 'a balance link paid another amount');
  }
  if (row.status !== 'confirmed')
    deps.log.error({ bookingId: row.id, status: row.status }, 'a balance was paid for a booking no longer confirmed: refund it');
  const paid = (await updateBooking(db, row.id, { balancePaidAt: deps.now(), balancePaymentId: payment.paymentId }))!;
  const mail = await siteMail({ ...deps, db });
  await enqueue(db, balanceReceivedMessage(balanceFacts(paid, await hotelNameIn(deps, db, paid.hotelId), null), mail));
  return answer;
}

/**
 * POST /api/admin/bookings/{id}/balance: the owner records the balance as paid to them directly (cash,
 * bank transfer or UPI, with a reference). The link, if one was sent, is cancelled afterwards.
 */
export async function recordBalancePaidOffline(
  deps: Pick<Deps, 'db' | 'log' | 'config' | 'cache' | 'mail' | 'payments' | 'now'>,
  bookingId: string,
  input: { method: OfflinePaymentMethod; reference: string },
): Promise<BookingRow> {
  if (!isUuid(bookingId)) throw notFound('Booking not found');
  const mail = await siteMail(deps);
  const row = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select({ hotelId: bookings.hotelId }).from(bookings).where(eq(bookings.id, bookingId));
    if (!found) throw notFound('Booking not found');
    await lockPropertyForHold(tx, found.hotelId);
    const [locked] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!locked || locked.balanceAmount === null) throw conflict(BALANCE_MESSAGES.noBalance);
    if (locked.balancePaidAt) throw conflict(BALANCE_MESSAGES.alreadyPaid);
    if (locked.status !== 'confirmed') throw conflict(BALANCE_MESSAGES.notConfirmed);
    const paid = (await updateBooking(tx, locked.id, {
      balancePaidAt: deps.now(),
      balanceOfflineMethod: input.method,
      balanceOfflineReference: input.reference.trim() || null,
    }))!;
    await enqueue(tx, balanceReceivedMessage(balanceFacts(paid, await hotelNameIn(deps, tx, paid.hotelId), null), mail));
    return paid;
  });
  if (row.balanceLinkId) await cancelLinkQuietly(deps, row.balanceLinkId);
  deps.cache.invalidateNights('bookings', [row.hotelId]);
  return row;
}

export async function cancelLinkQuietly(deps: Pick<Deps, 'log' | 'payments'>, linkId: string): Promise<void> {
  try {
    await (await deps.payments.current()).provider.cancelPaymentLink(linkId);
  } catch (error) {
    // The link may still be paid; its payment is then kept and logged for a refund (settlePaidLink).
    deps.log.warn({ err: error, linkId }, 'could not cancel a balance link');
  }
}

/** How long a claim on a balance keeps other instances off it (a crash mid-way frees it after this). */
const CLAIM_MINUTES = 10;

/**
 * Claims the confirmed bookings whose balance link is due to be made (its send day reached, unpaid, no
 * link yet), skipping those another instance holds or claimed within CLAIM_MINUTES.
 */
async function claimBalancesToRequest(deps: Pick<Deps, 'db' | 'now'>, today: string, limit: number): Promise<BookingRow[]> {
  const staleBefore = new Date(deps.now().getTime() - CLAIM_MINUTES * 60_000);
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          balanceUnpaid,
          isNull(bookings.balanceLinkId),
          lte(bookings.balanceSendOn, today),
          or(isNull(bookings.balanceClaimedAt), lt(bookings.balanceClaimedAt, staleBefore)),
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(bookings)
      .set({ balanceClaimedAt: deps.now() })
      .where(
        sql`${bookings.id} in (${sql.join(
          due.map((d) => sql`${d.id}::uuid`),
          sql`, `,
        )})`,
      )
      .returning();
  });
}

/**
 * The balance job: makes and e-mails the payment link of each balance whose day has come. The link is
 * made outside any transaction (the provider is on the network), then kept on the booking under its
 * locks, with its e-mail in the same transaction; a booking paid or cancelled meanwhile gets no link
 * (the new one is cancelled).
 */
export async function requestBalances(
  deps: Pick<Deps, 'db' | 'log' | 'config' | 'cache' | 'mail' | 'payments' | 'now'>,
  today: string,
  options: { limit?: number } = {},
): Promise<number> {
  const claimed = await claimBalancesToRequest(deps, today, options.limit ?? 50);
  let sent = 0;
  for (const row of claimed) if (await requestBalanceOf(deps, row, today)) sent += 1;
  return sent;
}

/**
 * Makes one booking's balance link and e-mails it: the job's step for each claimed row, and at once
 * for a difference the guest's own change of dates left to pay. False when none was kept.
 */
export async function requestBalanceOf(
  deps: Pick<Deps, 'db' | 'log' | 'config' | 'cache' | 'mail' | 'payments' | 'now'>,
  row: BookingRow,
  today: IsoDate,
): Promise<boolean> {
  const mail = await siteMail(deps);
  const { overdueGraceDays } = (await siteSettings(deps)).values.guests;
  const hotel = await getHotel(deps, row.hotelId);
  // Payable until the grace after its due date ends (the property's midnight, near enough in UTC).
  const lastDay = balanceGraceEndsOn(row.balanceDueOn!, overdueGraceDays);
  const expiresAt = new Date(Math.max(Date.parse(`${lastDay}T00:00:00Z`), deps.now().getTime() + 24 * 3_600_000));
  let link;
  try {
    link = await (
      await deps.payments.current()
    ).provider.createPaymentLink({
      amountPaise: row.balanceAmount!,
      currency: row.currency,
      expiresAt,
      reference: `${row.reference}-balance`,
      description: `Balance of booking ${row.reference}: ${hotel.name}, ${formatDayMonth(row.checkIn)} – ${formatDayMonth(row.checkOut)}`,
      customer: { name: `${row.firstName} ${row.lastName}`, email: row.email, contact: row.phoneNumber },
      callbackUrl: `${mail.siteUrl}/payment-link-paid`,
      notes: { bookingId: row.id, purpose: 'balance' },
    });
  } catch (error) {
    deps.log.warn({ err: error, bookingId: row.id }, 'could not make a balance link; asked again later');
    return false;
  }
  const kept = await deps.db.transaction(async (tx) => {
    await lockPropertyForHold(tx, row.hotelId);
    const [locked] = await tx.select().from(bookings).where(eq(bookings.id, row.id)).for('update');
    if (!locked || locked.status !== 'confirmed' || locked.balancePaidAt || locked.balanceLinkId) return false;
    const updated = (await updateBooking(tx, row.id, {
      balanceLinkId: link.id,
      balanceLinkUrl: link.url,
      balanceLinkSentAt: deps.now(),
      // The link's own e-mail counts as today's: no reminder follows it the same day.
      balanceRemindedOn: today,
    }))!;
    await enqueue(tx, balanceRequestMessage(balanceFacts(updated, hotel.name, link.url), mail));
    return true;
  });
  if (!kept) await cancelLinkQuietly(deps, link.id);
  return kept;
}

/**
 * Locks the confirmed, unpaid balances matching `where` that no other instance holds (skip locked),
 * in the caller's transaction: the stamp the caller sets and the e-mail it queues commit together, so
 * each is done once across instances, and a kill before the commit leaves it for the next round.
 */
async function lockUnpaidBalances(tx: Database, where: ReturnType<typeof and>, limit: number): Promise<BookingRow[]> {
  return tx
    .select()
    .from(bookings)
    .where(and(balanceUnpaid, where))
    .orderBy(bookings.balanceDueOn, bookings.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * The reminders (docs/decisions/0104): an unpaid balance whose link was e-mailed is reminded once on
 * each of its last BALANCE_REMINDER_DAYS days up to its due date, never twice a day (balance_reminded_on).
 */
export async function remindBalances(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  today: IsoDate,
  options: { limit?: number } = {},
): Promise<number> {
  const mail = await siteMail(deps);
  return deps.db.transaction(async (tx) => {
    const due = await lockUnpaidBalances(
      tx,
      and(
        isNotNull(bookings.balanceLinkUrl),
        gte(bookings.balanceDueOn, today),
        // Today is one of the reminder days: the due date is at most BALANCE_REMINDER_DAYS - 1 days away.
        lte(bookings.balanceDueOn, addDays(today, BALANCE_REMINDER_DAYS - 1)),
        or(isNull(bookings.balanceRemindedOn), lt(bookings.balanceRemindedOn, today)),
      ),
      options.limit ?? 50,
    );
    for (const row of due) {
      const updated = (await updateBooking(tx, row.id, { balanceRemindedOn: today }))!;
      const facts = balanceFacts(updated, await hotelNameIn(deps, tx, row.hotelId), row.balanceLinkUrl);
      await enqueue(tx, balanceRequestMessage(facts, mail, { reminder: true }));
    }
    return due.length;
  });
}

/**
 * The owner's overdue alert: once per booking (balance_overdue_alerted_at), the day after its due date
 * or at the first round after. Tells whether and when the booking will be cancelled.
 */
export async function alertOverdueBalances(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  today: IsoDate,
  options: { limit?: number } = {},
): Promise<number> {
  const owner = await ownerMail(deps);
  const { overdueGraceDays, cancelUnpaidBalances } = (await siteSettings(deps)).values.guests;
  return deps.db.transaction(async (tx) => {
    const overdue = await lockUnpaidBalances(
      tx,
      and(lt(bookings.balanceDueOn, today), isNull(bookings.balanceOverdueAlertedAt)),
      options.limit ?? 50,
    );
    for (const row of overdue) {
      await updateBooking(tx, row.id, { balanceOverdueAlertedAt: deps.now() });
      const facts = balanceFacts(row, await hotelNameIn(deps, tx, row.hotelId), null);
      const cancelsOn = cancelUnpaidBalances ? balanceGraceEndsOn(row.balanceDueOn!, overdueGraceDays) : null;
      await enqueue(tx, ownerBalanceOverdueMessage({ ...facts, lastName: row.lastName, cancelsOn }, owner));
    }
    return overdue.length;
  });
}
