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
  type IsoDate,
  type DeskStayValues,
} from '@hillnest/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { takenNights } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { PG, pgErrorCode } from '../../lib/pg-errors';
import { isUuid } from '../../lib/validate';
import { BOOKING_NOT_FOUND, getAdminBooking } from '../booking-admin/service';
import { checkManageLink, getManagedBooking, queueConfirmationEmails } from '../bookings/confirmation';
import { requestBalanceOf } from '../bookings/balances';
import { siteSettings } from '../settings/service';
import { bookingTaxOf, priceStay, refundTermsNow, releaseLapsedHolds, repriceBooking } from '../bookings/service';
import { bookingTaxOfRow, issueInvoice, reissueInvoice } from '../tax/service';
import { cancelAsOwner } from '../cancellations/service';
import {
  deskCalendarRows,
  findBooking,
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
 * POST /api/admin/bookings: a booking taken by phone or at the door, paid to the owner. Confirmed at
 * once under the property's night lock, with the same e-mails and manage link as a paid checkout.
 */
export async function createDeskBooking(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'mail' | 'manageLinks' | 'now'>,
  input: DeskBookingValues,
): Promise<{ _id: string; reference: string }> {
  const { hotel, totalCost, values } = await deskPriceOf(deps, input);
  let row;
  try {
    row = await deps.db.transaction(async (tx) => {
      // The property's night lock; a lapsed hold no longer owns its nights and must not refuse the owner's booking.
      await releaseLapsedHolds({ db: tx }, hotel._id);
      const inserted = await insertDeskBooking(tx, {
        ...values,
        paidAmount: totalCost,
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
} as const;

/**
 * POST /api/admin/bookings/{id}/dates: moves, lengthens or shortens a confirmed stay. The new dates
 * must be bookable (the rate engine's rules: not in the past, minimum stay, capacity); the database
 * refuses them when another stay or a block has one of the nights, and then nothing changes. The
 * amount paid stays as it was: the owner settles a difference at the desk. The invoice is issued again
 * for the new stay, the old one credited (decision 0092).
 */
export async function changeDeskDates(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'mail' | 'manageLinks' | 'now'>,
  id: string,
  dates: { checkIn: string; checkOut: string },
  /** Who changed them, for the booking's history: the administrator's e-mail, or 'guest'. */
  by: string,
  /**
   * The guest's own change: the stay is charged the rates' `totalPaise` (never less than paid: the
   * guest's service refuses that), the difference becoming a balance due today (decision 0107).
   */
  reprice?: { totalPaise: number; today: IsoDate },
): Promise<AdminBookingDetail> {
  const current = isUuid(id) ? await findBooking(deps.db, id) : undefined;
  if (!current) throw notFound(BOOKING_NOT_FOUND);
  const hotelId = current.hotelId;
  // The rate engine's rules for the new stay with the same guests (400 when it cannot be booked).
  const { quote } = await repriceBooking(deps, current, { ...current, ...dates });
  try {
    await deps.db.transaction(async (tx) => {
      await releaseLapsedHolds({ db: tx }, hotelId);
      const before = await lockConfirmedBooking(tx, id);
      if (!before) throw conflict(DATES_MESSAGES.notConfirmed);
      if (before.checkIn === dates.checkIn && before.checkOut === dates.checkOut) return;
      const total = reprice ? reprice.totalPaise : before.totalCost;
      const difference = total - before.totalCost;
      if (difference > 0 && before.balanceAmount !== null) throw conflict(GUEST_CHANGE_MESSAGES.balanceDue);
      // The stay's amount over the new nights: each night's share of it decides its GST rate.
      const tax = bookingTaxOfRow(before);
      const gst = tax.gst
        ? gstInAgreedTotal(
            total,
            quote.nightly.map((night) => night.pricePerNight),
            tax.gst,
          )
        : null;
      // What was paid becomes the deposit, and the rest a balance due at once (its link is made after commit).
      const owed =
        difference > 0 && reprice
          ? {
              totalCost: total,
              depositAmount: before.totalCost,
              balanceAmount: difference,
              balanceDueOn: reprice.today,
              balanceSendOn: reprice.today,
            }
          : {};
      const moved = await moveBooking(tx, id, { ...dates, ...(before.tax ? { tax: { ...tax, gst } } : {}), ...owed });
      await reissueInvoice(deps, tx, moved);
      if (by === GUEST) await queueConfirmationEmails(deps, tx, moved, { updated: true });
      await insertHistory(tx, {
        bookingId: id,
        kind: 'dates',
        at: deps.now(),
        by,
        text: `${formatLongDate(before.checkIn)} to ${formatLongDate(before.checkOut)} → ${formatLongDate(dates.checkIn)} to ${formatLongDate(dates.checkOut)}`,
      });
    });
  } catch (error) {
    if (pgErrorCode(error) !== PG.exclusionViolation) throw error;
    const clash = await clashOf(deps.db, hotelId, id, dates);
    throw conflict(clash ? DATES_MESSAGES.clash(clash.first, clash.last) : BOOKING_MESSAGES.datesTaken);
  }
  deps.cache.invalidateNights('bookings', [hotelId]);
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

/** The guest's asked dates priced by the rates, and whether they can be saved online. */
async function priceGuestChange(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  row: NonNullable<Awaited<ReturnType<typeof findBooking>>>,
  dates: { checkIn: string; checkOut: string },
) {
  const { quote } = await repriceBooking(deps, row, { ...row, ...dates });
  const difference = quote.totalPaise - row.totalCost;
  const problem =
    difference < 0 ? GUEST_CHANGE_MESSAGES.lower : difference > 0 && row.balanceAmount !== null ? GUEST_CHANGE_MESSAGES.balanceDue : null;
  return { totalPaise: quote.totalPaise, difference, problem };
}

/** GET /api/bookings/manage/{token}/change: whether the guest may change the dates, and what the asked ones cost. */
export async function getGuestChangeQuote(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'manageLinks' | 'now'>,
  token: string,
  query: { checkIn?: string; checkOut?: string },
): Promise<GuestChangeQuote> {
  const { row, allowed, problem } = await changeableByGuest(deps, token);
  if (problem || !query.checkIn || !query.checkOut) return { allowed, problem, totalPaise: null, differencePaise: null };
  const dates = deskDatesSchema.safeParse(query);
  if (!dates.success) return { allowed, problem: firstIssue(dates.error).message, totalPaise: null, differencePaise: null };
  try {
    const priced = await priceGuestChange(deps, row, dates.data);
    return { allowed, problem: priced.problem, totalPaise: priced.totalPaise, differencePaise: priced.difference };
  } catch (error) {
    // Dates a guest could not book: the booking rules' sentence, as the owner's dialog shows it.
    if (error instanceof HttpError && error.statusCode === 400)
      return { allowed, problem: error.message, totalPaise: null, differencePaise: null };
    throw error;
  }
}

/**
 * POST /api/bookings/manage/{token}/dates: the guest moves their own stay through the owner's change
 * (one path: same locks, same refusal of taken nights, same history). A higher price is charged
 * through a balance link made at once; a lower one is refused (the owner refunds it).
 */
export async function changeGuestDates(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'payments' | 'manageLinks' | 'now'>,
  token: string,
  dates: { checkIn: string; checkOut: string },
): Promise<BookingConfirmation> {
  const { row, today, problem } = await changeableByGuest(deps, token);
  if (problem) throw conflict(problem);
  const priced = await priceGuestChange(deps, row, dates);
  if (priced.problem) throw conflict(priced.problem);
  await changeDeskDates(deps, row.id, dates, GUEST, { totalPaise: priced.totalPaise, today });
  const changed = await findBooking(deps.db, row.id);
  if (changed && changed.balanceAmount !== null && changed.balancePaidAt === null && changed.balanceLinkId === null) {
    await requestBalanceOf(deps, changed, today);
  }
  return getManagedBooking(deps, token);
}
