/**
 * What a guest is told once a booking is paid: the confirmation page, the manage-booking page and
 * the confirmation e-mail all show this one shape, so they cannot drift apart.
 */
import type { StayGst } from './tax';
import type { TaxDocumentSummary } from './tax-documents';
import type { Booking } from './booking';
import { plural } from './words';

/** A booking reference: "HN-" and six characters without 0/O/1/I. */
export const BOOKING_REFERENCE_PATTERN = /^HN-[2-9A-HJ-NP-Z]{6}$/;

export const CONFIRMATION_MESSAGES = {
  confirmedHeading: 'Booking confirmed',
  manageHeading: 'Your booking',
  sentTo: (email: string) => `We sent the details to ${email}`,
  processingHeading: 'Payment received',
  processing: 'We received your payment and your booking is being confirmed. This page updates by itself; there is no need to pay again.',
  linkInvalid: 'This booking link is not valid any more. Please use the link in your latest e-mail, or contact us.',
  linkExpired: 'This booking link has expired. We can send a new one to the e-mail address the booking was made with.',
  renewLink: 'Send me a new link',
  linkRenewed: 'A new link is on its way to the e-mail address the booking was made with.',
  ownerRenewLink: 'Send a new manage link',
  ownerLinkRenewed: (reference: string) => `A new manage link for ${reference} is on its way to the guest.`,
} as const;

/** A manage-booking link works until this many days after check-out, or after its renewal when later. */
export const MANAGE_LINK_DAYS = 30;

/** What a confirmation shows of its booking, exactly as the booking answer has it (the schema picks the same). */
export const CONFIRMATION_BOOKING_FIELDS = {
  reference: true,
  balance: true,
  status: true,
  firstName: true,
  lastName: true,
  email: true,
  phoneNumber: true,
  checkIn: true,
  checkOut: true,
  adultCount: true,
  childCount: true,
  infantCount: true,
  charges: true,
  totalCost: true,
  totalPaise: true,
  couponCode: true,
  confirmedAt: true,
  refund: true,
} as const;

type ConfirmationBookingField = keyof typeof CONFIRMATION_BOOKING_FIELDS;

/** The confirmation page, the manage-booking page and the confirmation e-mail: a paid booking and what to know about the stay. */
export interface BookingConfirmation extends Pick<Booking, ConfirmationBookingField> {
  /** latitude/longitude: where the property is (degrees), for "Get directions"; null when the owner gave none. */
  hotel: {
    _id: string;
    name: string;
    city: string;
    country: string;
    imageUrl: string | null;
    latitude: number | null;
    longitude: number | null;
  };
  nights: number;
  checkInHours: string;
  checkOutBy: string;
  /** What cancelling gives back from now on, step by step, under the booking's recorded terms (refundTimelineLines). */
  cancellationPolicy: readonly string[];
  owner: { name: string; email: string; phone: string | null };
  /** The private link's secret: /manage-booking/{manageToken}. */
  manageToken: string;
  /** The GST the booking was charged (docs/product/tax.md); null when none was. */
  gst: StayGst | null;
  /** Its tax invoice (or receipt) and credit note, once issued. */
  documents: TaxDocumentSummary[];
}

/** The booking's fields a confirmation shows. */
export function confirmationFieldsOf(booking: Booking): Pick<Booking, ConfirmationBookingField> {
  const fields = Object.keys(CONFIRMATION_BOOKING_FIELDS) as ConfirmationBookingField[];
  return Object.fromEntries(fields.map((field) => [field, booking[field]])) as Pick<Booking, ConfirmationBookingField>;
}

/**
 * POST /api/hotels/order/status: where a paid order stands, for the page that could not hear the
 * validate answer. 'processing' until the webhook or the reconciler has settled it.
 */
export type OrderStatus =
  | { state: 'processing' }
  | { state: 'confirmed' | 'cancelled'; manageToken: string; reference: string }
  | { state: 'refund_required'; message: string };

/** "2 adults, 1 child": the guests of a stay in words. */
export function guestsInWords(guests: { adultCount: number; childCount: number; infantCount?: number }): string {
  const parts = [plural(guests.adultCount, 'adult')];
  if (guests.childCount > 0) parts.push(plural(guests.childCount, 'child', 'children'));
  if ((guests.infantCount ?? 0) > 0) parts.push(plural(guests.infantCount!, 'infant'));
  return parts.join(', ');
}
