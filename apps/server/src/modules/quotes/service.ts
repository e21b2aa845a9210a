/**
 * Quotes with a payment link (issue 36, docs/product/front-desk.md, docs/decisions/0102): the owner
 * composes a stay and holds its nights for a chosen time; the guest opens the quote's private page and
 * pays the deposit or the total through the normal checkout (payment-intent's order, validate, the
 * webhook), which confirms the held booking with the usual e-mails. The hold is the checkout's: the
 * database refuses overlaps, and the reconciler ends it when its time is up.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  BOOKING_MESSAGES,
  QUOTE_MESSAGES,
  quoteLinesOf,
  CURRENCY,
  type AdminQuote,
  type PaymentIntent,
  type QuotePage,
  type QuotePlan,
  type QuoteStatus,
  type QuoteValues,
  type QuoteWaiting,
} from '@hillnest/domain';
import { propertyToday, type Deps } from '../../deps';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { PG, pgErrorCode } from '../../lib/pg-errors';
import { isUuid } from '../../lib/validate';
import { orderAmountOf } from '../bookings/serialize';
import { keepReplacedOrder } from '../bookings/original-client';
import { depositSplitNow, insertOwnerHold, PENDING_ORDER_PREFIX, releaseLapsedHolds } from '../bookings/service';
import { enqueue } from '../email/outbox';
import { quoteMessage } from '../email/messages';
import { clashOf, deskPriceOf, nightRange } from '../front-desk/service';
import { propertyZone } from '../settings/store';
import { siteMail } from '../settings/site';
import {
  heldQuotes,
  insertQuote,
  listQuotes,
  lockQuoteBooking,
  markOpened,
  quoteById,
  quoteByToken,
  updateQuote,
  updateQuoteBooking,
  type QuoteWithBooking,
} from './queries';

export const QUOTE_CLASH = (first: string, last: string) => `Those dates are taken (${nightRange(first, last)}). Choose other dates.`;

/** Where a quote stands: the booking says paid or expired; the quote says withdrawn and opened. */
function statusOf({ quote, booking }: Pick<QuoteWithBooking, 'quote' | 'booking'>, now: Date): QuoteStatus {
  if (['confirmed', 'refund_required', 'cancelled'].includes(booking.status)) return 'paid';
  if (quote.withdrawnAt) return 'withdrawn';
  if (booking.status !== 'held' || booking.holdExpiresAt! <= now) return 'expired';
  return quote.openedAt ? 'opened' : 'sent';
}

const payable = (status: QuoteStatus) => status === 'sent' || status === 'opened';

function toAdminQuote(row: QuoteWithBooking, now: Date): AdminQuote {
  const { quote, booking } = row;
  return {
    _id: quote.id,
    bookingId: booking.id,
    reference: booking.reference,
    token: quote.token,
    status: statusOf(row, now),
    hotelName: row.hotel.name,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    phoneNumber: booking.phoneNumber ?? '',
    totalPaise: booking.totalCost,
    createdAt: quote.createdAt.toISOString(),
    expiresAt: booking.holdExpiresAt!.toISOString(),
    openedAt: quote.openedAt?.toISOString() ?? null,
    emailedAt: quote.emailedAt?.toISOString() ?? null,
  };
}

async function foundQuote(deps: Pick<Deps, 'db'>, id: string): Promise<QuoteWithBooking> {
  const row = isUuid(id) ? await quoteById(deps.db, id) : undefined;
  if (!row) throw notFound(QUOTE_MESSAGES.notFound);
  return row;
}

/**
 * POST /api/admin/quotes: prices the stay as a desk booking is priced (the rates, or the owner's own
 * price with a reason), holds its nights at once for `holdHours` and answers the quote with its token.
 * Taken nights: 409 naming them.
 */
export async function createQuote(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'payments' | 'now'>,
  input: QuoteValues,
): Promise<AdminQuote> {
  const { hotel, quote, totalCost, overridden, values } = await deskPriceOf(deps, input);
  const token = randomBytes(32).toString('base64url');
  let created: QuoteWithBooking;
  try {
    created = await deps.db.transaction(async (tx) => {
      const booking = await insertOwnerHold(
        { db: tx },
        {
          ...values,
          source: 'quote',
          // Replaced by the checkout's order when the guest chooses to pay; the reconciler never asks the provider about it.
          razorpayOrderId: `${PENDING_ORDER_PREFIX}${randomUUID()}`,
          provider: (await deps.payments.current()).provider.name,
        },
        input.holdHours * 60,
      );
      const row = await insertQuote(tx, {
        bookingId: booking.id,
        token,
        lines: quoteLinesOf(quote, overridden ? totalCost : null),
        createdAt: deps.now(),
      });
      return { quote: row, booking, hotel: { name: hotel.name, city: hotel.city } };
    });
  } catch (error) {
    if (pgErrorCode(error) !== PG.exclusionViolation) throw error;
    const clash = await clashOf(deps.db, hotel._id, null, input);
    throw conflict(clash ? QUOTE_CLASH(clash.first, clash.last) : BOOKING_MESSAGES.datesTaken);
  }
  deps.cache.invalidateNights('bookings', [hotel._id]);
  return toAdminQuote(created, deps.now());
}

/** GET /api/admin/quotes: every quote with where it stands. */
export async function getQuotes(deps: Pick<Deps, 'db' | 'now'>): Promise<AdminQuote[]> {
  const now = deps.now();
  return (await listQuotes(deps.db)).map((row) => toAdminQuote(row, now));
}

/**
 * The quotes waiting for the guest's payment (sent or opened), the soonest to expire first, for the
 * dashboard's money. The query only narrows the rows; where each stands is still statusOf's answer.
 */
export async function waitingQuotes(deps: Pick<Deps, 'db' | 'now'>): Promise<QuoteWaiting[]> {
  const now = deps.now();
  return (await heldQuotes(deps.db, now))
    .filter((row) => payable(statusOf(row, now)))
    .map(({ quote, booking, hotel }) => ({
      quoteId: quote.id,
      reference: booking.reference,
      guestName: `${booking.firstName} ${booking.lastName}`,
      hotelName: hotel.name,
      checkIn: booking.checkIn,
      totalPaise: booking.totalCost,
      expiresAt: booking.holdExpiresAt!.toISOString(),
    }));
}

/** POST /api/admin/quotes/{id}/withdraw: ends a quote waiting for payment and frees its nights at once. */
export async function withdrawQuote(deps: Pick<Deps, 'db' | 'cache' | 'now'>, id: string): Promise<AdminQuote> {
  const found = await foundQuote(deps, id);
  await deps.db.transaction(async (tx) => {
    await releaseLapsedHolds({ db: tx }, found.booking.hotelId);
    const booking = await lockQuoteBooking(tx, found.booking.id);
    if (!booking || !payable(statusOf({ quote: found.quote, booking }, deps.now()))) throw conflict(QUOTE_MESSAGES.cannotWithdraw);
    await updateQuoteBooking(tx, booking.id, { status: 'expired' });
    await updateQuote(tx, found.quote.id, { withdrawnAt: deps.now() });
  });
  deps.cache.invalidateNights('bookings', [found.booking.hotelId]);
  return toAdminQuote(await foundQuote(deps, id), deps.now());
}

/** POST /api/admin/quotes/{id}/email: the guest is e-mailed the quote's link through the outbox. */
export async function emailQuote(deps: Pick<Deps, 'db' | 'config' | 'cache' | 'mail' | 'now'>, id: string): Promise<AdminQuote> {
  const found = await foundQuote(deps, id);
  if (!payable(statusOf(found, deps.now()))) throw conflict(QUOTE_MESSAGES.cannotEmail);
  const mail = await siteMail(deps);
  const zone = await propertyZone(deps);
  await deps.db.transaction(async (tx) => {
    await enqueue(
      tx,
      quoteMessage(
        {
          bookingId: found.booking.id,
          reference: found.booking.reference,
          hotelName: found.hotel.name,
          firstName: found.booking.firstName,
          email: found.booking.email,
          checkIn: found.booking.checkIn,
          checkOut: found.booking.checkOut,
          totalPaise: found.booking.totalCost,
          expiresAt: found.booking.holdExpiresAt!,
          zone,
          token: found.quote.token,
        },
        mail,
      ),
    );
    await updateQuote(tx, found.quote.id, { emailedAt: deps.now() });
  });
  return toAdminQuote(await foundQuote(deps, id), deps.now());
}

/** The split the guest would pay today: the owner's deposit terms now, as a checkout's hold records them. */
async function scheduleOf(deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>, booking: QuoteWithBooking['booking']) {
  return depositSplitNow(deps, booking.totalCost, { bookedOn: await propertyToday(deps), checkIn: booking.checkIn });
}

async function quoteOfToken(deps: Pick<Deps, 'db'>, token: string): Promise<QuoteWithBooking> {
  const row = token.length <= 100 ? await quoteByToken(deps.db, token) : undefined;
  if (!row) throw notFound(QUOTE_MESSAGES.notFound);
  return row;
}

/** GET /api/quotes/{token}: the guest's page. Its first view while payable marks the quote opened. */
export async function getQuotePage(deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>, token: string): Promise<QuotePage> {
  const row = await quoteOfToken(deps, token);
  let status = statusOf(row, deps.now());
  if (status === 'sent') {
    await markOpened(deps.db, row.quote.id, deps.now());
    status = 'opened';
  }
  const { schedule } = await scheduleOf(deps, row.booking);
  const { booking } = row;
  return {
    reference: booking.reference,
    status,
    hotelName: row.hotel.name,
    city: row.hotel.city,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    adultCount: booking.adultCount,
    childCount: booking.childCount,
    infantCount: booking.infantCount,
    firstName: booking.firstName,
    lines: row.quote.lines,
    totalPaise: booking.totalCost,
    deposit:
      payable(status) && schedule.balanceDueOn
        ? { depositPaise: schedule.depositPaise, balancePaise: schedule.balancePaise, balanceDueOn: schedule.balanceDueOn }
        : null,
    expiresAt: booking.holdExpiresAt!.toISOString(),
  };
}

function refusalOf(status: QuoteStatus): HttpError | null {
  if (status === 'paid') return conflict(QUOTE_MESSAGES.paid);
  if (status === 'withdrawn') return conflict(QUOTE_MESSAGES.withdrawnPage);
  if (status === 'expired') return conflict(QUOTE_MESSAGES.expired);
  return null;
}

/**
 * POST /api/quotes/{token}/pay: the checkout's order for the deposit or the total, computed here. An
 * order already made for the same amount is answered again (a second click, a reload); another amount
 * gets a new order, which the booking row then names. The guest pays it as any checkout's order; a
 * payment that still arrives on the order replaced is refunded, never left unattached (decision 0113).
 */
export async function payQuote(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'payments' | 'now'>,
  token: string,
  input: { plan: QuotePlan; amount?: number },
): Promise<PaymentIntent> {
  const found = await quoteOfToken(deps, token);
  const refusal = refusalOf(statusOf(found, deps.now()));
  if (refusal) throw refusal;
  const { balance } = await scheduleOf(deps, found.booking);
  if (input.plan === 'deposit' && !balance) throw conflict(QUOTE_MESSAGES.noDeposit);
  const split = input.plan === 'deposit' ? balance : null;
  const amount = split ? split.depositAmount : found.booking.totalCost;
  if (input.amount !== undefined && input.amount !== amount) throw conflict(QUOTE_MESSAGES.amountChanged(amount));

  const { provider } = await deps.payments.current();
  const current = found.booking;
  const reusable =
    !current.razorpayOrderId.startsWith(PENDING_ORDER_PREFIX) && current.provider === provider.name && orderAmountOf(current) === amount;
  let orderId = current.razorpayOrderId;
  if (!reusable) {
    try {
      ({ orderId } = await provider.createOrder({
        amountPaise: amount,
        currency: CURRENCY,
        receipt: current.id,
        notes: { hotelId: current.hotelId, checkIn: current.checkIn, checkOut: current.checkOut },
      }));
    } catch (error) {
      deps.log.error({ err: error, bookingId: current.id }, 'payment provider refused to create an order');
      throw new HttpError(502, 'Could not start the payment. Please try again.');
    }
  }
  const booking = await deps.db.transaction(async (tx) => {
    await releaseLapsedHolds({ db: tx }, current.hotelId);
    const locked = await lockQuoteBooking(tx, current.id);
    const again = locked && refusalOf(statusOf({ quote: found.quote, booking: locked }, deps.now()));
    if (!locked || again) throw again ?? notFound(QUOTE_MESSAGES.notFound);
    if (reusable) return locked;
    // The order replaced can still be paid at the provider (a checkout left open): it is kept as an
    // order holding nothing, so the reconciler refunds a payment on it as it does any (decision 0113).
    if (!locked.razorpayOrderId.startsWith(PENDING_ORDER_PREFIX)) {
      await keepReplacedOrder(
        tx,
        {
          razorpayOrderId: locked.razorpayOrderId,
          hotelId: locked.hotelId,
          amount: orderAmountOf(locked),
          currency: locked.currency,
          provider: locked.provider,
        },
        deps.now(),
      );
    }
    return updateQuoteBooking(tx, locked.id, {
      razorpayOrderId: orderId,
      provider: provider.name,
      ...(split ?? { depositAmount: null, balanceAmount: null, balanceDueOn: null, balanceSendOn: null }),
    });
  });
  const charged = orderAmountOf(booking);
  return {
    orderId: booking.razorpayOrderId,
    amount: charged,
    currency: CURRENCY,
    keyId: provider.keyId,
    provider: provider.name,
    holdExpiresAt: booking.holdExpiresAt!.toISOString(),
    order: { id: booking.razorpayOrderId, amount: charged, currency: CURRENCY },
  };
}
