/**
 * The owner's front desk (issue 36): the calendar of all properties, bookings the owner enters and
 * paid offline, and new dates for a booking. Prices come from the rate engine (bookings' priceStay);
 * the database refuses taken nights exactly as it does for a guest's checkout (decision 0005).
 */
import { randomUUID } from 'node:crypto';
import { propertyToday, type Deps } from '../../deps';
import {
  BOOKING_MESSAGES,
  CURRENCY,
  deskCalendarEnd,
  formatLongDate,
  gstInAgreedTotal,
  OFFLINE_PROVIDER,
  formatPaise,
  LISTED_BOOKING_STATUSES,
  DESK_STAY_MESSAGES,
  stayTransitionProblem,
  type AdminBookingDetail,
  type DeskCalendar,
  type DeskBookingValues,
  type StayMarkValues,
  GUEST_CHANGE_MESSAGES,
  CONFIRMATION_MESSAGES,
  deskDatesSchema,
  firstIssue,
  type BookingConfirmation,
  type GuestChangeQuote,
  type DeskStayValues,
  type ChangePrice,
  type ChangeRefund,
  type DeskChangeValues,
  type StayChangeValues,
  type StayChangeQuery,
  changeDifference,
  guestsInWords,
  MIN_REFUND_PAISE,
  DESK_MESSAGES,
} from '@hillnest/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { takenNights } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { PG, pgErrorCode } from '../../lib/pg-errors';
import { isUuid } from '../../lib/validate';
import { BOOKING_NOT_FOUND, getAdminBooking } from '../booking-admin/service';
import { checkManageLink, getManagedBooking, queueConfirmationEmails } from '../bookings/confirmation';
import { cancelLinkQuietly, requestBalanceOf } from '../bookings/balances';
import { amountPaidOf, firstPaymentOf } from '../bookings/serialize';
import { propertyZone } from '../settings/store';
import { capturedPaymentsOf, insertRefundParts, refundTermsNowOf, uncapturedRefundProblem } from '../cancellations/service';
import { sendRefund, splitRefund } from '../cancellations/refunds';
import { siteSettings } from '../settings/service';
import { bookingTaxOf, depositSplitNow, priceStay, refundTermsNow, releaseLapsedHolds, repriceBooking } from '../bookings/service';
import { bookingTaxOfRow, issueInvoice, reissueInvoice } from '../tax/service';
import { cancelAsOwner } from '../cancellations/service';
import {
  deskCalendarRows,
  findBooking,
  hotelNameOf,
  insertDeskBooking,
  insertHistory,
  lockBooking,
  lockConfirmedBooking,
  moveBooking,
  setStayStatus,
} from './queries';

/** GET /api/admin/desk/calendar: every property's bookings, holds and blocks over the nights shown. */
export async function getDeskCalendar(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  query: { from?: string; nights: number },
): Promise<DeskCalendar> {
  const today = await propertyToday(deps);
  const from = query.from ?? today;
  const rows = await deskCalendarRows(deps.db, from, deskCalendarEnd({ from, nights: query.nights }));
  return { today, from, nights: query.nights, properties: rows.map((row) => ({ _id: row.id, name: row.name, bars: row.bars })) };
}

/**
 * The price of a stay the owner composes (a desk booking or a quote): the rate engine's, or the owner's
 * own with its reason, and what the booking row records with it (refund terms, tax, charges).
 */
export async function deskPriceOf(deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>, input: DeskStayValues) {
  const { hotel, quote } = await priceStay(deps, input.hotelId, { ...input, couponCode: '' });
  const overridden = input.overridePrice !== null;
  const totalCost = overridden ? input.overridePrice! * 100 : quote.totalPaise;
  const refundTerms = await refundTermsNow(deps, hotel);
  // The GST is inside the price the owner typed (docs/product/tax.md), else the rates' own.
  const nightWeights = quote.nightly.map((night) => night.pricePerNight);
  const gst = quote.gst && overridden ? gstInAgreedTotal(totalCost, nightWeights, quote.gst) : quote.gst;
  const tax = await bookingTaxOf(deps, gst, null);
  return {
    hotel,
    quote,
    totalCost,
    overridden,
    values: {
      hotelId: hotel._id,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phoneNumber: input.phoneNumber,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      adultCount: input.adultCount,
      childCount: input.childCount,
      infantCount: input.infantCount,
      refundTerms,
      tax,
      // The cleaning fee is part of the quoted price; an owner's own price replaces every line.
      charges: overridden ? [] : quote.charges,
      totalCost,
      currency: CURRENCY,
      ratePrice: overridden ? quote.totalPaise : null,
      priceOverrideReason: overridden ? input.overrideReason : null,
    },
  };
}

/**
 * What a desk booking records as paid now: the whole price, or the deposit of the owner's terms today
 * with its balance's due date and link day, as a checkout's hold records them (409 when none applies).
 */
async function deskPaymentOf(deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>, input: DeskBookingValues, totalCost: number) {
  if (input.paidNow === 'total') return { paidAmount: totalCost };
  const { balance } = await depositSplitNow(deps, totalCost, { bookedOn: await propertyToday(deps), checkIn: input.checkIn });
  if (!balance) throw conflict(DESK_MESSAGES.noDeposit);
  return { paidAmount: balance.depositAmount, ...balance };
}

/**
 * POST /api/admin/bookings: a booking taken by phone or at the door, paid to the owner in full or by
 * its deposit. Confirmed at once under the property's night lock, with the same e-mails and manage
 * link as a paid checkout; a balance is then asked for by the balance job's payment link.
 */
export async function createDeskBooking(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'mail' | 'manageLinks' | 'now'>,
  input: DeskBookingValues,
): Promise<{ _id: string; reference: string }> {
  const { hotel, totalCost, values } = await deskPriceOf(deps, input);
  // Read before the transaction: on PGlite a read beside an open transaction waits for it.
  const payment = await deskPaymentOf(deps, input, totalCost);
  let row;
  try {
    row = await deps.db.transaction(async (tx) => {
      // The property's night lock; a lapsed hold no longer owns its nights and must not refuse the owner's booking.
      await releaseLapsedHolds({ db: tx }, hotel._id);
      const inserted = await insertDeskBooking(tx, {
        ...values,
        ...payment,
        status: 'confirmed',
        confirmedAt: deps.now(),
        provider: OFFLINE_PROVIDER,
        razorpayOrderId: `offline_${randomUUID()}`,
        source: input.source,
        offlinePaymentMethod: input.paymentMethod,
        offlinePaymentReference: input.paymentReference || null,
      });
      // Issued as a paid checkout's is, before the e-mail that attaches it.
      await issueInvoice(deps, tx, inserted);
      await queueConfirmationEmails(deps, tx, inserted);
      return inserted;
    });
  } catch (error) {
    if (pgErrorCode(error) === PG.exclusionViolation) throw conflict(BOOKING_MESSAGES.datesTaken);
    throw error;
  }
  deps.cache.invalidateNights('bookings', [hotel._id]);
  return { _id: row.id, reference: row.reference };
}

/** Who the booking's history names for the guest's own change. */
const GUEST = 'guest';

/** The first and last night of [checkIn, checkOut) that something other than the booking (if any) takes now. */
export async function clashOf(db: Database, hotelId: string, bookingId: string | null, stay: { checkIn: string; checkOut: string }) {
  const [row] = await db
    .select({ first: sql<string | null>`min(${takenNights.night})`, last: sql<string | null>`max(${takenNights.night})` })
    .from(takenNights)
    .where(
      sql`${takenNights.hotelId} = ${hotelId} and ${takenNights.night} >= ${stay.checkIn} and ${takenNights.night} < ${stay.checkOut}
          and ${takenNights.sourceId} is distinct from ${bookingId}::uuid and ${takenNights.takenUntil} > now()`,
    );
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}

/** '12 Dec 2026', or '12 Dec 2026 to 14 Dec 2026': the nights a refusal names. */
export const nightRange = (first: string, last: string) =>
  first === last ? formatLongDate(first) : `${formatLongDate(first)} to ${formatLongDate(last)}`;

export const DATES_MESSAGES = {
  notConfirmed: 'Only a confirmed booking can be given new dates',
  clash: (first: string, last: string) =>
    `Those dates overlap another stay or blocked nights (${nightRange(first, last)}). Nothing was changed.`,
  balancePaid: 'This booking’s balance is already paid: keep the amount paid and settle the difference at the desk.',
  paidOffline: 'This booking was paid to the owner directly: keep the amount paid and give the difference back the same way.',
  changedMeanwhile: 'This booking was changed meanwhile: open it again and retry.',
  unsplittable: 'This refund cannot be shared over the booking’s payments: refund it in full or keep the amount paid.',
} as const;

type BookingRow = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

/** The stay a change asks for: its dates, and its guests as booked unless given. */
const stayOf = (row: BookingRow, change: StayChangeValues) => ({
  checkIn: change.checkIn,
  checkOut: change.checkOut,
  adultCount: change.adultCount ?? row.adultCount,
  childCount: change.childCount ?? row.childCount,
  infantCount: change.infantCount ?? row.infantCount,
});

/**
 * The money of charging `totalPaise` for the booking's new stay (decision 0111): the difference
 * (domain changeDifference), the refund's parts over the captured payments, and the payments the row
 * records afterwards (a change's refund lowers them, so a later refund never takes it again). `problem`
 * says why it cannot be done online.
 */
function changeMoneyOf(deps: Pick<Deps, 'now'>, zone: string, row: BookingRow, totalPaise: number, refund: ChangeRefund) {
  const money = changeDifference({
    totalPaise,
    paidPaise: amountPaidOf(row),
    refund: refund === 'full' ? 'full' : refundTermsNowOf(deps, zone, row),
  });
  const first = firstPaymentOf(row);
  const balancePaid = row.balancePaidAt && row.balanceAmount ? row.balanceAmount : 0;
  if (money.toPayPaise > 0) {
    // One balance at a time: an unpaid one is replaced by the new difference; a paid one cannot take another.
    if (balancePaid > 0) return { money, parts: [], problem: DATES_MESSAGES.balancePaid, recorded: {} };
    return { money, parts: [], problem: null, recorded: { paidAmount: first, depositAmount: first, balanceAmount: money.toPayPaise } };
  }
  const parts = money.toReturnPaise > 0 ? splitRefund(money.toReturnPaise, capturedPaymentsOf(row), MIN_REFUND_PAISE) : [];
  const problem = uncapturedRefundProblem(row, money.toReturnPaise)
    ? DATES_MESSAGES.paidOffline
    : !parts
      ? DATES_MESSAGES.unsplittable
      : null;
  if (!parts || problem) return { money, parts: [], problem, recorded: {} };
  const fromBalance = parts
    .filter((part) => balancePaid > 0 && part.paymentId === row.balancePaymentId)
    .reduce((sum, p) => sum + p.amountPaise, 0);
  const firstLeft = first - (money.toReturnPaise - fromBalance);
  const balanceLeft = balancePaid - fromBalance;
  // A paid balance with something left keeps the deposit and balance (both at least ₹1, the bookings' check).
  if (balanceLeft > 0 && (balanceLeft < MIN_REFUND_PAISE || firstLeft < MIN_REFUND_PAISE))
    return { money, parts: [], problem: DATES_MESSAGES.unsplittable, recorded: {} };
  const recorded =
    balanceLeft > 0
      ? { paidAmount: firstLeft, depositAmount: firstLeft, balanceAmount: balanceLeft }
      : { paidAmount: firstLeft, depositAmount: null, balanceAmount: null, balanceDueOn: null, balanceSendOn: null };
  return { money, parts, problem: null, recorded };
}

/**
 * POST /api/admin/bookings/{id}/dates, and the guest's own change through it: new dates and guest
 * counts for a confirmed stay, under the rate engine's rules (400 when it cannot be booked) and the
 * booking's agreed coupon and extras. The database refuses nights another stay or a block has, and then
 * nothing changes; the old nights are free only once the change commits. `price` 'keep' keeps the
 * amount paid as the price (the owner settles at the desk); 'new' charges the new price: more becomes a
 * balance due today with a payment link (replacing one still unpaid), less a refund under the booking's
 * terms or in full, one part per captured payment (decision 0111). The invoice is issued again for the
 * new stay (decision 0092), the history records the change, and the guest is e-mailed the new confirmation.
 * The owner may move it to another property (`hotelId`, decision 0114): both night locks, its price there.
 */
export async function changeStay(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
  id: string,
  change: StayChangeValues & { hotelId?: string | undefined; price: ChangePrice; refund: ChangeRefund },
  /** Who changed it, for the booking's history: the administrator's e-mail, or 'guest'. */
  by: string,
): Promise<void> {
  const current = isUuid(id) ? await findBooking(deps.db, id) : undefined;
  if (!current) throw notFound(BOOKING_NOT_FOUND);
  const fromId = current.hotelId;
  const hotelId = change.hotelId ?? fromId;
  const movedTo = hotelId !== fromId;
  const stay = stayOf(current, change);
  const { hotel, quote } = await repriceBooking(deps, current, stay, hotelId);
  // The old property's name for the history, even if archived since.
  const fromName = movedTo ? await hotelNameOf(deps.db, fromId) : '';
  const zone = await propertyZone(deps);
  const today = await propertyToday(deps);
  const linkProvider = (await deps.payments.current()).provider.name;
  let after: { row: BookingRow; replacedLink: string | null; refundIds: string[]; toPay: boolean } | null;
  try {
    after = await deps.db.transaction(async (tx) => {
      // Both properties' night locks when it moves, always in the same order so two opposite moves cannot deadlock.
      for (const locked of [...new Set([fromId, hotelId])].sort()) await releaseLapsedHolds({ db: tx }, locked);
      const before = await lockConfirmedBooking(tx, id);
      if (!before) throw conflict(DATES_MESSAGES.notConfirmed);
      // Moved by someone else since it was read: the locks taken are not its property's.
      if (before.hotelId !== fromId) throw conflict(DATES_MESSAGES.changedMeanwhile);
      const same =
        !movedTo && (['checkIn', 'checkOut', 'adultCount', 'childCount', 'infantCount'] as const).every((key) => before[key] === stay[key]);
      if (same && change.price === 'keep') return null;
      const priced = change.price === 'new' ? changeMoneyOf(deps, zone, before, quote.totalPaise, change.refund) : null;
      if (priced?.problem) throw conflict(by === GUEST ? GUEST_CHANGE_MESSAGES.notChangeable : priced.problem);
      const total = priced ? priced.money.chargedPaise : before.totalCost;
      // The stay's amount over the new nights: each night's share of it decides its GST rate.
      const tax = bookingTaxOfRow(before);
      const gst = tax.gst
        ? gstInAgreedTotal(
            total,
            quote.nightly.map((night) => night.pricePerNight),
            tax.gst,
          )
        : null;
      const unpaidLink = before.balancePaidAt === null ? before.balanceLinkId : null;
      const toPay = (priced?.money.toPayPaise ?? 0) > 0;
      // A new price replaces a balance still unpaid: its link is cancelled after commit, and a new one made for what is owed now.
      const money = priced
        ? {
            totalCost: total,
            ...priced.recorded,
            ...(before.balancePaidAt === null
              ? {
                  balanceDueOn: toPay ? today : null,
                  balanceSendOn: toPay ? today : null,
                  balanceLinkId: null,
                  balanceLinkUrl: null,
                  balanceLinkSentAt: null,
                  balanceRemindedOn: null,
                  balanceClaimedAt: null,
                  ...(toPay ? {} : { depositAmount: null, balanceAmount: null }),
                }
              : {}),
          }
        : {};
      // Another property's nights (the database refuses taken ones) and its own charges (decision 0114).
      const property = movedTo ? { hotelId, charges: quote.charges } : {};
      const moved = await moveBooking(tx, id, { ...stay, ...property, ...(before.tax ? { tax: { ...tax, gst } } : {}), ...money });
      const refundIds = await insertRefundParts(tx, before, priced?.parts ?? [], {
        requestedBy: by === GUEST ? 'guest' : 'owner',
        basis: change.refund,
        purpose: 'change',
        linkProvider,
      });
      await reissueInvoice(deps, tx, moved);
      await queueConfirmationEmails(deps, tx, moved, { updated: true });
      const texts = movedTo ? [`${fromName} → ${hotel.name}`] : [];
      texts.push(
        `${formatLongDate(before.checkIn)} to ${formatLongDate(before.checkOut)} → ${formatLongDate(stay.checkIn)} to ${formatLongDate(stay.checkOut)}`,
      );
      if (guestsInWords(before) !== guestsInWords(stay)) texts.push(`${guestsInWords(before)} → ${guestsInWords(stay)}`);
      if (priced) {
        const { toPayPaise, toReturnPaise } = priced.money;
        texts.push(
          toPayPaise > 0
            ? `new price ${formatPaise(total)}: ${formatPaise(toPayPaise)} to pay by link`
            : toReturnPaise > 0
              ? `new price ${formatPaise(quote.totalPaise)}: ${formatPaise(toReturnPaise)} refunded ${change.refund === 'full' ? 'in full' : 'under the policy'}`
              : `new price ${formatPaise(total)}`,
        );
      }
      await insertHistory(tx, { bookingId: id, kind: 'dates', at: deps.now(), by, text: texts.join('; ') });
      return { row: moved, replacedLink: priced ? unpaidLink : null, refundIds, toPay };
    });
  } catch (error) {
    if (pgErrorCode(error) !== PG.exclusionViolation) throw error;
    const clash = await clashOf(deps.db, hotelId, id, stay);
    throw conflict(clash ? DATES_MESSAGES.clash(clash.first, clash.last) : BOOKING_MESSAGES.datesTaken);
  }
  deps.cache.invalidateNights('bookings', [...new Set([fromId, hotelId])]);
  if (!after) return;
  if (after.replacedLink) await cancelLinkQuietly(deps, after.replacedLink);
  if (after.toPay) await requestBalanceOf(deps, after.row, today);
  for (const refundId of after.refundIds) await sendRefund(deps, refundId);
}

/** The owner's change (the route): the booking as the owner's page shows it afterwards. */
export async function changeDeskStay(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
  id: string,
  change: DeskChangeValues,
  by: string,
): Promise<AdminBookingDetail> {
  await changeStay(deps, id, change, by);
  return getAdminBooking(deps, id);
}

/** A booking the owner's list shows (paid at some time), else 404. */
async function listedBooking(deps: Pick<Deps, 'db'>, id: string) {
  const row = isUuid(id) ? await findBooking(deps.db, id) : undefined;
  if (!row || !(LISTED_BOOKING_STATUSES as readonly string[]).includes(row.status)) throw notFound(BOOKING_NOT_FOUND);
  return row;
}

/**
 * POST /api/admin/bookings/{id}/stay: arrived, departed or no-show, recorded with the time and the
 * administrator in the booking's history. A no-show frees nothing and refunds nothing unless the owner
 * asks; then the owner's cancellation (reason "No-show") frees the nights and refunds through each
 * payment once, and the no-show is recorded after it (decision 0106).
 */
export async function markStay(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
  by: string,
  id: string,
  mark: StayMarkValues,
): Promise<AdminBookingDetail> {
  const today = await propertyToday(deps);
  const problem = stayTransitionProblem(await listedBooking(deps, id), mark.status, today);
  if (problem) throw conflict(problem);
  const frees = mark.status === 'no-show' && mark.freeNights;
  let text = '';
  if (frees) {
    const cancelled = await cancelAsOwner(deps, id, {
      reason: DESK_STAY_MESSAGES.noShowReason,
      refund: mark.refund === 'none' ? 'amount' : mark.refund,
      ...(mark.refund === 'none' ? { amount: 0 } : {}),
    });
    const refunded = cancelled.refund?.amount ?? 0;
    text =
      refunded > 0
        ? `Nights freed; ${formatPaise(refunded)} refunded ${mark.refund === 'full' ? 'in full' : 'under the policy'}`
        : 'Nights freed; no refund';
  }
  await deps.db.transaction(async (tx) => {
    const locked = await lockBooking(tx, id);
    if (!locked) throw notFound(BOOKING_NOT_FOUND);
    // The cancellation just made is ours; anything else must still allow the step.
    const again = stayTransitionProblem(frees ? { ...locked, status: 'confirmed' } : locked, mark.status, today);
    if (again) throw conflict(again);
    await setStayStatus(tx, id, mark.status);
    await insertHistory(tx, { bookingId: id, kind: mark.status, at: deps.now(), by, text });
  });
  return getAdminBooking(deps, id);
}

/** POST /api/admin/bookings/{id}/notes: the owner's private note, kept in the booking's history. */
export async function addBookingNote(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  by: string,
  id: string,
  note: { text: string },
): Promise<AdminBookingDetail> {
  await listedBooking(deps, id);
  await insertHistory(deps.db, { bookingId: id, kind: 'note', at: deps.now(), by, text: note.text });
  return getAdminBooking(deps, id);
}

/**
 * The booking a manage link names and whether its guest may change its dates now: the owner allows
 * it, it is confirmed, the guest has not arrived (or been marked), and check-in is still ahead.
 */
async function changeableByGuest(deps: Pick<Deps, 'db' | 'config' | 'cache' | 'manageLinks' | 'now'>, token: string) {
  const today = await propertyToday(deps);
  const bookingId = deps.manageLinks.bookingIdOf(token);
  const row = bookingId && isUuid(bookingId) ? await findBooking(deps.db, bookingId) : undefined;
  if (!row || !(LISTED_BOOKING_STATUSES as readonly string[]).includes(row.status)) throw notFound(CONFIRMATION_MESSAGES.linkInvalid);
  checkManageLink(deps, token, row, today);
  const allowed = (await siteSettings(deps)).values.guests.guestsMayChangeDates;
  const problem = !allowed
    ? GUEST_CHANGE_MESSAGES.notAllowed
    : row.status !== 'confirmed' || row.stayStatus !== null || row.checkIn <= today
      ? GUEST_CHANGE_MESSAGES.notChangeable
      : null;
  return { row, today, allowed, problem };
}

/** The asked stay priced under the booking's agreed terms, and what it costs or gives back at the new price. */
async function priceChange(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  row: BookingRow,
  change: StayChangeValues,
  refund: ChangeRefund,
  hotelId?: string,
) {
  const { quote } = await repriceBooking(deps, row, stayOf(row, change), hotelId);
  const priced = changeMoneyOf(deps, await propertyZone(deps), row, quote.totalPaise, refund);
  return {
    totalPaise: quote.totalPaise,
    differencePaise: priced.money.differencePaise,
    refundPaise: priced.money.differencePaise < 0 ? priced.money.toReturnPaise : null,
    problem: priced.problem,
  };
}

/** A change quote's answer for asked stay, or the booking rules' sentence for one that cannot be booked. */
async function changeQuoteOf(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  row: BookingRow,
  query: Record<string, unknown>,
  refund: ChangeRefund,
  problemFor: (problem: string) => string,
  /** The owner's move to another property (decision 0114); the guest's change keeps its own. */
  hotelId?: string,
): Promise<GuestChangeQuote> {
  const none = { allowed: true, totalPaise: null, differencePaise: null, refundPaise: null };
  const change = deskDatesSchema.safeParse(query);
  if (!change.success) return { ...none, problem: firstIssue(change.error).message };
  try {
    const priced = await priceChange(deps, row, change.data, refund, hotelId);
    return { allowed: true, ...priced, problem: priced.problem && problemFor(priced.problem) };
  } catch (error) {
    // A stay a guest could not book: the booking rules' sentence.
    if (error instanceof HttpError && error.statusCode === 400) return { ...none, problem: error.message };
    throw error;
  }
}

/** GET /api/admin/bookings/{id}/change: the owner's dialog's price of the asked stay at the new price (what is paid by link or refunded). */
export async function getDeskChangeQuote(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  id: string,
  query: StayChangeQuery & { hotelId?: string | undefined; refund: ChangeRefund },
): Promise<GuestChangeQuote> {
  const row = isUuid(id) ? await findBooking(deps.db, id) : undefined;
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return changeQuoteOf(deps, row, query, query.refund, (problem) => problem, query.hotelId);
}

/** GET /api/bookings/manage/{token}/change: whether the guest may change the stay, and what the asked one costs or gives back. */
export async function getGuestChangeQuote(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'manageLinks' | 'now'>,
  token: string,
  query: StayChangeQuery,
): Promise<GuestChangeQuote> {
  const { row, allowed, problem } = await changeableByGuest(deps, token);
  if (problem || !query.checkIn || !query.checkOut) return { allowed, problem, totalPaise: null, differencePaise: null, refundPaise: null };
  return changeQuoteOf(deps, row, query, 'policy', () => GUEST_CHANGE_MESSAGES.notChangeable);
}

/**
 * POST /api/bookings/manage/{token}/dates: the guest changes their own stay through the owner's change
 * (one path: same locks, same refusal of taken nights, same history), at the new price: more is paid
 * through a balance link made at once, less comes back under the booking's refund terms.
 */
export async function changeGuestDates(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
  token: string,
  change: StayChangeValues,
): Promise<BookingConfirmation> {
  const { row, problem } = await changeableByGuest(deps, token);
  if (problem) throw conflict(problem);
  await changeStay(deps, row.id, { ...change, price: 'new', refund: 'policy' }, GUEST);
  return getManagedBooking(deps, token);
}
