/**
 * A stay message as e-mail: the owner's template filled with the booking's values, as plain text and
 * as HTML in the site's frame. The template and every value are text: in HTML all of it is escaped,
 * and only the addresses in it become links.
 */
import {
  balanceLine,
  fillPlaceholders,
  formatLongDate,
  openInMapsUrl,
  coordinatesOf,
  type BookingConfirmation,
  type StayMessageTemplate,
} from '@hillnest/domain';
import { html, layout, paragraph, textSignature, type Html } from '../email/html';
import { manageBookingUrl } from '../email/messages';
import type { MailBrand, MailSettings } from '../email/settings';
import type { ArrivalNotes } from './queries';

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** One line of escaped text with its addresses as links. */
function lineWithLinks(line: string): Html {
  const parts: (string | Html)[] = [];
  let last = 0;
  for (const match of line.matchAll(URL_IN_TEXT)) {
    parts.push(line.slice(last, match.index));
    parts.push(html`<a href="${match[0]}" style="color:#0f766e">${match[0]}</a>`);
    last = match.index + match[0].length;
  }
  parts.push(line.slice(last));
  return html`${parts}`;
}

/** Paragraphs at blank lines, line breaks kept. */
function textAsHtml(text: string): Html {
  const paragraphs = text.split(/\n\s*\n/).filter((block) => block.trim() !== '');
  return html`${paragraphs.map((block) =>
    paragraph(block.split('\n').map((line, i) => (i === 0 ? lineWithLinks(line) : html`<br />${lineWithLinks(line)}`))),
  )}`;
}

/** What a stay message says of the booking (a BookingConfirmation has it all). */
export type StayFacts = Pick<
  BookingConfirmation,
  'firstName' | 'email' | 'hotel' | 'checkIn' | 'checkOut' | 'checkInHours' | 'checkOutBy' | 'reference' | 'manageToken' | 'balance'
>;

/** "Pay the balance of ₹7,000 by 12 Dec: <link>" while a balance is unpaid; empty otherwise, so its line is left out. */
function balanceDue(balance: StayFacts['balance']): string {
  if (!balance || balance.state === 'paid') return '';
  return balance.payUrl ? `${balanceLine(balance)}: ${balance.payUrl}` : `${balanceLine(balance)}.`;
}

export interface StayContext {
  confirmation: StayFacts;
  mail: MailSettings;
  whatsapp: string | null;
  notes: ArrivalNotes;
}

/** The values of the placeholders for one booking (stay-messages.ts lists which message may use which). */
export function placeholderValues(context: StayContext): Record<string, string> {
  const { confirmation: c, mail, notes } = context;
  const place = coordinatesOf(c.hotel);
  return {
    guestFirstName: c.firstName,
    propertyName: c.hotel.name,
    checkIn: formatLongDate(c.checkIn),
    checkOut: formatLongDate(c.checkOut),
    checkInHours: c.checkInHours,
    checkOutBy: c.checkOutBy,
    reference: c.reference,
    manageLink: manageBookingUrl(mail, c.manageToken),
    ownerPhone: mail.ownerPhone ?? '',
    ownerWhatsapp: context.whatsapp ?? '',
    address: `${c.hotel.name}, ${c.hotel.city}, ${c.hotel.country}`,
    mapLink: place ? openInMapsUrl(place) : '',
    directions: notes.directions,
    checkInInstructions: notes.checkInInstructions,
    reviewLink: `${manageBookingUrl(mail, c.manageToken)}/review`,
    balanceDue: balanceDue(c.balance),
  };
}

export interface RenderedStayMessage {
  subject: string;
  text: string;
  html: string;
}

export function renderStayMessage(
  template: Pick<StayMessageTemplate, 'subject' | 'body'>,
  values: Record<string, string>,
  options: { unsubscribeUrl?: string; brand: MailBrand },
): RenderedStayMessage {
  // A subject is one line: a value with line breaks (instructions) must not start new headers.
  const subject = fillPlaceholders(template.subject, values).replace(/\s+/g, ' ').trim();
  const body = fillPlaceholders(template.body, values);
  const unsubscribe = options.unsubscribeUrl;
  const footer = unsubscribe
    ? html`You received this because you stayed with us.
        <a href="${unsubscribe}" style="color:#64748b">Unsubscribe from review requests</a>`
    : 'You received this because you booked a stay.';
  return {
    subject,
    text: `${body}${textSignature(options.brand)}${unsubscribe ? `\n\nNo more review requests: ${unsubscribe}` : ''}`,
    html: layout({ title: subject, preheader: subject, body: textAsHtml(body), footer, brand: options.brand }),
  };
}
