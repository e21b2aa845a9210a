/**
 * The messages of a stay (issue 37, docs/product/stay-messages.md): before arrival, the check-in
 * instructions and after check-out. The owner edits each one's subject, body, timing and whether it is
 * sent (Settings → Messages); one schema validates the form and the request, and refuses a
 * placeholder the message does not know, naming it.
 */
import { addDays } from './dates';

export const STAY_MESSAGES = ['beforeArrival', 'checkIn', 'afterStay'] as const;
export type StayMessage = (typeof STAY_MESSAGES)[number];

/** The outbox kind of each message (one of each per booking, enforced by the database). */
export const STAY_MESSAGE_KINDS: Record<StayMessage, string> = {
  beforeArrival: 'stay_before_arrival',
  checkIn: 'stay_check_in',
  afterStay: 'stay_after_stay',
};

export const STAY_MESSAGE_LABELS: Record<StayMessage, string> = {
  beforeArrival: 'Before arrival',
  checkIn: 'Check-in instructions',
  afterStay: 'After check-out',
};

/** Every message's placeholders; the check-in instructions only in their own message, the review link only after the stay. */
export const COMMON_PLACEHOLDERS = [
  'guestFirstName',
  'propertyName',
  'checkIn',
  'checkOut',
  'checkInHours',
  'checkOutBy',
  'reference',
  'manageLink',
  'ownerPhone',
  'ownerWhatsapp',
  'address',
  'mapLink',
  'directions',
] as const;

export const STAY_MESSAGE_PLACEHOLDERS: Record<StayMessage, readonly string[]> = {
  // The balance still to pay, with its link once sent; empty when paid in full (the line is then left out).
  beforeArrival: [...COMMON_PLACEHOLDERS, 'balanceDue'],
  checkIn: [...COMMON_PLACEHOLDERS, 'checkInInstructions'],
  afterStay: [...COMMON_PLACEHOLDERS, 'reviewLink'],
};

export interface StayMessageTemplate {
  enabled: boolean;
  /** Days before check-in (before arrival, check-in) or after check-out (after the stay). */
  days: number;
  /** The time of day, in the property's time zone, 'HH:MM'. */
  time: string;
  subject: string;
  body: string;
}

export type StayMessageSettings = Record<StayMessage, StayMessageTemplate>;

export const DEFAULT_STAY_MESSAGES: StayMessageSettings = {
  beforeArrival: {
    enabled: true,
    days: 3,
    time: '10:00',
    subject: 'Your stay at {propertyName} on {checkIn} ({reference})',
    body: [
      'Dear {guestFirstName},',
      '',
      'We look forward to welcoming you at {propertyName} on {checkIn}. Check-in is {checkInHours}.',
      '{balanceDue}',
      '',
      'Address: {address}',
      'Map: {mapLink}',
      '',
      'How to get there: {directions}',
      '',
      'Questions? Call {ownerPhone} or write on WhatsApp to {ownerWhatsapp}.',
      '',
      'Your booking: {manageLink}',
    ].join('\n'),
  },
  checkIn: {
    enabled: true,
    days: 1,
    time: '10:00',
    subject: 'Check-in instructions for {propertyName} ({reference})',
    body: [
      'Dear {guestFirstName},',
      '',
      'Here is how to check in at {propertyName} on {checkIn} ({checkInHours}):',
      '',
      '{checkInInstructions}',
      '',
      'Please keep these instructions to yourself. They are also on your booking page: {manageLink}',
    ].join('\n'),
  },
  afterStay: {
    enabled: true,
    days: 1,
    time: '11:00',
    subject: 'How was your stay at {propertyName}?',
    body: [
      'Dear {guestFirstName},',
      '',
      'Thank you for staying at {propertyName}. We hope you enjoyed it.',
      '',
      'Would you tell other guests how it went? Write a review: {reviewLink}',
    ].join('\n'),
  },
};

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** The placeholders a text uses that `known` does not list, in order, once each. */
export function unknownPlaceholders(text: string, known: readonly string[]): string[] {
  const unknown = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !known.includes(name));
  return [...new Set(unknown)];
}

/**
 * The text with each known placeholder replaced by its value. A line whose placeholders are all empty
 * (no WhatsApp number, no map) is left out rather than sent as "WhatsApp: ".
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text
    .split('\n')
    .flatMap((line) => {
      const names = [...line.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => name in values);
      if (names.length > 0 && names.every((name) => !values[name])) return [];
      return [line.replace(PLACEHOLDER, (whole, name: string) => (name in values ? (values[name] ?? '') : whole))];
    })
    .join('\n');
}

export interface StayMessagePreview {
  /** The booking the preview is filled from; null when there is none yet (sample values). */
  reference: string | null;
  subject: string;
  text: string;
  html: string;
}

/**
 * When a message is due, as the property's wall-clock time 'YYYY-MM-DDTHH:MM' (compares as text with
 * `localDateTimeIn`): days before check-in, or days after check-out.
 */
export function stayMessageDueAt(
  message: StayMessage,
  template: Pick<StayMessageTemplate, 'days' | 'time'>,
  stay: { checkIn: string; checkOut: string },
): string {
  const day = message === 'afterStay' ? addDays(stay.checkOut, template.days) : addDays(stay.checkIn, -template.days);
  return `${day}T${template.time}`;
}

/** How many days late an after-stay message may still go (the sender was down, or the message was just switched on). */
export const AFTER_STAY_LATE_DAYS = 7;

/**
 * Whether a message is due now (`nowLocal`: the property's wall-clock time, `localDateTimeIn`): its
 * time has come, and the stay still makes it worth sending. Before arrival and the check-in
 * instructions go until the day of arrival (a late booking gets them at once), never after; the
 * after-stay message up to AFTER_STAY_LATE_DAYS late.
 */
export function stayMessageIsDue(
  message: StayMessage,
  template: Pick<StayMessageTemplate, 'days' | 'time'>,
  stay: { checkIn: string; checkOut: string },
  nowLocal: string,
): boolean {
  if (nowLocal < stayMessageDueAt(message, template, stay)) return false;
  const today = nowLocal.slice(0, 10);
  return message === 'afterStay' ? today <= addDays(stay.checkOut, template.days + AFTER_STAY_LATE_DAYS) : today <= stay.checkIn;
}

/** The manage page's part of the stay (GET /api/bookings/manage/{token}/stay). */
export interface ManagedStay {
  directions: string | null;
  /** Only from the check-in message's time until check-out; null before and after. */
  checkInInstructions: string | null;
  /** When the instructions will show ('YYYY-MM-DDTHH:MM', the property's time), while they are not yet shown. */
  checkInInstructionsFrom: string | null;
}

/**
 * WhatsApp's click-to-chat link (wa.me) to the owner's number, the message written in for the guest:
 * the property, and the dates and reference when there is a booking.
 */
export function whatsappChatUrl(
  number: string,
  about: { propertyName: string; checkIn?: string; checkOut?: string; reference?: string },
): string {
  const stay = about.checkIn && about.checkOut ? ` for ${about.checkIn} to ${about.checkOut}` : '';
  const reference = about.reference ? ` (booking ${about.reference})` : '';
  const text = `Hello, I have a question about ${about.propertyName}${stay}${reference}.`;
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
