/**
 * After payment: what the guest is shown and sent. The confirmation page, the manage-booking page and
 * the confirmation e-mail are all built from `toConfirmation`; the e-mails to the guest and the owner
 * are queued in the transaction that confirms the booking (settlePaidOrder), so a confirmed booking
 * always has them and an unconfirmed one never does.
 */
import { propertyToday, type Deps } from '../../deps';
import {
  CONFIRMATION_MESSAGES,
  addDays,
  confirmationFieldsOf,
  MANAGE_LINK_DAYS,
  localDateTimeIn,
  nightsBetween,
  refundTimeline,
  refundTimelineLines,
  todayIn,
  type BookingConfirmation,
  type OrderStatus,
  type BookingHotelSummary,
  type PaymentValidationInput,
  type TaxDocumentSummary,
  type IsoDate,
  nonRefundablePaise,
} from '@hillnest/domain';
import type { Database } from '../../db/client';
import { badRequest, conflict, gone, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/validate';
import { bookingConfirmationMessage, manageBookingUrl, ownerNewBookingMessage, stayCalendar } from '../email/messages';
import { enqueue } from '../email/outbox';
import { bookingDocumentFile, bookingDocuments, bookingTaxOfRow, invoiceAttachment, type DocumentFile } from '../tax/service';
import { ownerMail } from '../settings/service';
import { paymentSignature, signatureMatches } from './providers/signature';
import { findOrder, listPaidBookings, raiseManageLinkVersion, type BookingRow, type PropertyPlace, type RefundRow } from './queries';
import { amountPaidOf, refundTermsOfBooking, toBooking } from './serialize';

export const REFUND_REQUIRED_MESSAGE =
  'We received your payment, but these dates were booked by someone else while it was processing. Your payment will be refunded in full.';

/** What cancelling would give back from now on, under the terms recorded with the booking: the same steps the booking page showed. */
function timelineLinesOf(deps: Pick<Deps, 'now'>, zone: string, row: BookingRow): string[] {
  const timeline = refundTimeline(
    refundTermsOfBooking(row),
    {
      bookedOn: todayIn(zone, row.createdAt),
      checkIn: row.checkIn,
      promotional: row.couponCode !== null,
      paidPaise: amountPaidOf(row),
      keptPaise: nonRefundablePaise(row.charges),
    },
    localDateTimeIn(zone, deps.now()),
  );
  return refundTimelineLines(timeline);
}

export function toConfirmation(
  deps: Pick<Deps, 'manageLinks' | 'config' | 'now'>,
  mail: Awaited<ReturnType<typeof ownerMail>>,
  row: BookingRow,
  hotel: BookingHotelSummary,
  place: PropertyPlace,
  refund: RefundRow | null = null,
  documents: TaxDocumentSummary[] = [],
): BookingConfirmation {
  return {
    ...confirmationFieldsOf(toBooking(row, hotel, refund, todayIn(mail.timeZone, deps.now()))),
    hotel: { _id: hotel._id, name: hotel.name, city: hotel.city, country: hotel.country, imageUrl: hotel.imageUrls[0] ?? null, ...place },
    nights: nightsBetween(row.checkIn, row.checkOut),
    checkInHours: mail.checkInHours,
    checkOutBy: mail.checkOutBy,
    cancellationPolicy: row.status === 'confirmed' ? timelineLinesOf(deps, mail.timeZone, row) : [],
    owner: { name: mail.ownerName, email: mail.ownerEmail, phone: mail.ownerPhone },
    manageToken: deps.manageLinks.sign(row.id, row.manageLinkVersion),
    gst: bookingTaxOfRow(row).gst,
    documents,
  };
}

/** A paid booking (confirmed, cancelled or refund_required) with its property, as the confirmation shows it. */
export async function paidBooking(db: Database, bookingId: string) {
  const [found] = await listPaidBookings(db, { bookingId });
  return found;
}

/**
 * Queues the guest's confirmation and the owner's notification, in the transaction `tx` that has just
 * confirmed the booking.
 */
export async function queueConfirmationEmails(
  deps: Pick<Deps, 'config' | 'cache' | 'mail' | 'manageLinks' | 'now'>,
  tx: Database,
  row: BookingRow,
  /** Only the guest's, with the stay as it is now: after the guest changed their own dates. */
  options: { updated?: boolean } = {},
): Promise<void> {
  const found = await paidBooking(tx, row.id);
  if (!found) return;
  const mail = await ownerMail({ ...deps, db: tx });
  const confirmation = toConfirmation(
    deps,
    mail,
    found.booking,
    found.hotel,
    found.place,
    null,
    await bookingDocuments({ db: tx }, row.id),
  );
  await enqueue(tx, bookingConfirmationMessage(confirmation, mail, row.id, await invoiceAttachment({ db: tx }, row.id)));
  if (!options.updated) await enqueue(tx, ownerNewBookingMessage(confirmation, mail, row.id));
}

type LinkedRow = Pick<BookingRow, 'id' | 'manageLinkVersion' | 'checkOut' | 'manageLinkUntil'>;

/**
 * Whether `token` is the booking's current link, and still open: a forged or revoked link is 404,
 * one past its last day 410 (the guest can ask for a new one). A link works until MANAGE_LINK_DAYS
 * after check-out, or after its renewal when later.
 */
export function checkManageLink(deps: Pick<Deps, 'manageLinks'>, token: string, row: LinkedRow | undefined, today: IsoDate): void {
  if (!row || !deps.manageLinks.matches(token, row.id, row.manageLinkVersion)) throw notFound(CONFIRMATION_MESSAGES.linkInvalid);
  const lastDay = row.manageLinkUntil ?? addDays(row.checkOut, MANAGE_LINK_DAYS);
  if (today > lastDay) throw gone(CONFIRMATION_MESSAGES.linkExpired);
}

/**
 * GET /api/bookings/manage/{token}: the booking a private link names, while the link is valid (a
 * cancelled one too, with its refund: the guest comes back to see it).
 */
export async function getManagedBooking(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'mail' | 'manageLinks' | 'now'>,
  token: string,
): Promise<BookingConfirmation> {
  const bookingId = deps.manageLinks.bookingIdOf(token);
  const found = bookingId ? await paidBooking(deps.db, bookingId) : undefined;
  const mail = await ownerMail(deps);
  checkManageLink(deps, token, found?.booking, todayIn(mail.timeZone, deps.now()));
  const documents = await bookingDocuments(deps, found!.booking.id);
  return toConfirmation(deps, mail, found!.booking, found!.hotel, found!.place, found!.refund, documents);
}

/** GET /api/bookings/manage/{token}/documents/{documentId}: one of the booking's documents as a PDF, under the link's rules (forged 404, expired 410). */
export async function managedBookingDocument(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'manageLinks' | 'now'>,
  token: string,
  documentId: string,
): Promise<DocumentFile> {
  const bookingId = deps.manageLinks.bookingIdOf(token);
  const found = bookingId ? await paidBooking(deps.db, bookingId) : undefined;
  checkManageLink(deps, token, found?.booking, await propertyToday(deps));
  return bookingDocumentFile(deps, found!.booking.id, documentId);
}

/** GET /api/bookings/manage/{token}/calendar.ics: the same calendar entry the confirmation e-mail attaches. */
export async function managedBookingCalendar(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'mail' | 'manageLinks' | 'now'>,
  token: string,
): Promise<string> {
  const confirmation = await getManagedBooking(deps, token);
  return stayCalendar(confirmation, manageBookingUrl(await ownerMail(deps), confirmation.manageToken), deps.now());
}

/**
 * POST /api/hotels/order/status: for the page whose validate call failed after the provider reported
 * success. The same proof as validate (Checkout's signature); only reads: the webhook, the simulated
 * checkout or the reconciler settle the order.
 */
export async function getOrderStatus(
  deps: Pick<Deps, 'db' | 'config' | 'payments' | 'manageLinks'>,
  input: PaymentValidationInput,
): Promise<OrderStatus> {
  const order = await findOrder(deps.db, input.razorpay_order_id);
  if (!order) throw notFound('Order not found');
  const { keySecret } = await deps.payments.current();
  const expected = paymentSignature(keySecret, order.razorpayOrderId, input.razorpay_payment_id);
  if (!signatureMatches(expected, input.razorpay_signature)) throw badRequest('Invalid payment signature');
  if (order.status === 'confirmed' || order.status === 'cancelled') {
    if (order.razorpayPaymentId !== input.razorpay_payment_id) throw conflict('This order has already been paid');
    return { state: order.status, reference: order.reference, manageToken: deps.manageLinks.sign(order.id, order.manageLinkVersion) };
  }
  if (order.status === 'refund_required') return { state: 'refund_required', message: REFUND_REQUIRED_MESSAGE };
  return { state: 'processing' };
}

/**
 * POST /api/bookings/{id}/manage-link (administrator): revokes the booking's private link (a guest
 * forwarded it, or lost the e-mail, or it expired) and sends the guest the confirmation again with a
 * new one, open for MANAGE_LINK_DAYS after check-out or from today, whichever is later.
 */
export async function renewManageLink(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'mail' | 'manageLinks' | 'now'>,
  bookingId: string,
): Promise<{ reference: string }> {
  if (!isUuid(bookingId)) throw notFound('Booking not found');
  const today = await propertyToday(deps);
  const reference = await deps.db.transaction(async (tx) => {
    const row = await raiseManageLinkVersion(tx, bookingId, today, MANAGE_LINK_DAYS);
    const found = row ? await paidBooking(tx, row.id) : undefined;
    if (!found) return null;
    const mail = await ownerMail({ ...deps, db: tx });
    await enqueue(
      tx,
      bookingConfirmationMessage(toConfirmation(deps, mail, found.booking, found.hotel, found.place), mail, found.booking.id),
    );
    return found.booking.reference;
  });
  if (!reference) throw notFound('Booking not found');
  return { reference };
}

/**
 * POST /api/bookings/manage/{token}/renew: the guest on an expired link's page asks for a new one. The
 * link must be the booking's current one (only its age may be wrong); the new link goes to the
 * booking's e-mail address only, never to whoever asks.
 */
export async function renewExpiredManageLink(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'mail' | 'manageLinks' | 'now'>,
  token: string,
): Promise<{ message: string }> {
  const bookingId = deps.manageLinks.bookingIdOf(token);
  const found = bookingId ? await paidBooking(deps.db, bookingId) : undefined;
  if (!found || !deps.manageLinks.matches(token, found.booking.id, found.booking.manageLinkVersion)) {
    throw notFound(CONFIRMATION_MESSAGES.linkInvalid);
  }
  await renewManageLink(deps, found.booking.id);
  return { message: CONFIRMATION_MESSAGES.linkRenewed };
}
