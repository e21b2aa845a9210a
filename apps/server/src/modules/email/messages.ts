/**
 * The e-mails the site sends, each as HTML (html.ts: escaped, inline-styled tables) and plain text.
 * A feature renders its message here and queues it with `enqueue` (outbox.ts) in its transaction.
 */
import {
  type BookingConfirmation,
  chargeLineLabel,
  EMAIL_VERIFICATION_DAYS,
  formatLongDate,
  formatLongDateSpan,
  formatNights,
  formatPaise,
  formatQuoteExpiry,
  formatReadableDate,
  gstSummary,
  guestsInWords,
  PASSWORD_RESET_MINUTES,
  quotePath,
} from '@hillnest/domain';
import { buildCalendar } from '../../lib/ical';
import { button, detailRows, html, layout, paragraph, textSignature } from './html';
import type { OutboxAttachment } from '../../db/schema';
import type { OutgoingMessage } from './outbox';
import { type MailBrand, type MailSettings, type SiteMail } from './settings';

const absolute = (settings: SiteMail, url: string) => (url.startsWith('/') ? `${settings.siteUrl}${url}` : url);

export const manageBookingUrl = (settings: SiteMail, manageToken: string) =>
  `${settings.siteUrl}/manage-booking/${encodeURIComponent(manageToken)}`;

const stayDates = (c: BookingConfirmation) => `${formatLongDateSpan(c.checkIn, c.checkOut)} (${formatNights(c.nights)})`;

/** The rows that open a message about one booking: which booking, where and when. */
const bookingRows = (f: { reference: string; hotelName: string; checkIn: string; checkOut: string }): [string, string][] => [
  ['Booking reference', f.reference],
  ['Property', f.hotelName],
  ['Dates', formatLongDateSpan(f.checkIn, f.checkOut)],
];
const placeOf = (c: BookingConfirmation) => `${c.hotel.name}, ${c.hotel.city}, ${c.hotel.country}`;
const paidText = (c: BookingConfirmation) => `${formatPaise(c.totalPaise)}${c.couponCode ? ` (coupon ${c.couponCode})` : ''}`;
const ownerContact = (c: BookingConfirmation) => [c.owner.email, c.owner.phone].filter(Boolean).join(' · ');

/** The rows every booking message shows, in the confirmation page's order. */
function bookingFacts(c: BookingConfirmation): [string, string][] {
  return [
    ['Booking reference', c.reference],
    ['Property', placeOf(c)],
    ['Dates', stayDates(c)],
    ['Guests', guestsInWords(c)],
    // One line per fee and extra, as the booking page and the invoice list them.
    ...c.charges.map((charge): [string, string] => [chargeLineLabel(charge), formatPaise(charge.totalPaise)]),
    ['Amount paid', paidText(c)],
    ...(c.gst ? ([['GST', gstSummary(c.gst, c.charges)]] as [string, string][]) : []),
    ['Check-in', `${formatReadableDate(c.checkIn)}, ${c.checkInHours}`],
    ['Check-out', `${formatReadableDate(c.checkOut)}, by ${c.checkOutBy}`],
  ];
}

const textRows = (rows: readonly (readonly [string, string])[]) => rows.map(([label, value]) => `${label}: ${value}`).join('\n');

/** The stay as an all-day event for the guest's calendar. */
export function stayCalendar(c: BookingConfirmation, manageUrl: string, now = new Date()): string {
  return buildCalendar({
    productId: '-//Hillnest//Booking confirmation 1.0//EN',
    now,
    events: [
      {
        uid: `booking-${c.reference}@hillnest`,
        startDate: c.checkIn,
        endDate: c.checkOut,
        summary: `${c.hotel.name} (${c.reference})`,
        location: placeOf(c),
        description: `Booking ${c.reference}. Check-in ${c.checkInHours}, check-out by ${c.checkOutBy}. Manage your booking: ${manageUrl}`,
        url: manageUrl,
      },
    ],
  });
}

/** To the guest once the booking is paid: everything on the confirmation page, the private link, the stay as .ics. */
export function bookingConfirmationMessage(
  c: BookingConfirmation,
  settings: SiteMail,
  bookingId: string,
  /** The tax invoice (or receipt) as a PDF, attached. */
  invoice: OutboxAttachment | null = null,
): OutgoingMessage {
  const manageUrl = manageBookingUrl(settings, c.manageToken);
  const facts = bookingFacts(c);
  const image = c.hotel.imageUrl ? absolute(settings, c.hotel.imageUrl) : null;
  const body = html` ${paragraph(html`Dear ${c.firstName} ${c.lastName},`)}
    ${paragraph(html`Your stay at <strong>${c.hotel.name}</strong> is confirmed. Your booking reference is <strong style="font-size:18px;letter-spacing:1px">${c.reference}</strong>.`)}
    ${image ? html`<img src="${image}" alt="${c.hotel.name}" width="544" style="display:block;width:100%;max-width:544px;height:auto;border-radius:8px;margin:0 0 16px" />` : null}
    ${detailRows(facts)}
    <h2 style="font-size:16px;margin:18px 0 8px">Cancellation policy</h2>
    ${c.cancellationPolicy.map((line) => paragraph(line))} ${paragraph(html`Questions? Contact the owner: ${ownerContact(c)}`)}
    ${button(manageUrl, 'View or manage your booking')}
    ${paragraph(html`<span style="color:#64748b;font-size:13px">This link is private to you: anyone with it can see this booking. The stay is attached as a calendar file.</span>`)}`;
  const text =
    [
      `Dear ${c.firstName} ${c.lastName},`,
      '',
      `Your stay at ${c.hotel.name} is confirmed. Your booking reference is ${c.reference}.`,
      '',
      textRows(facts),
      '',
      'Cancellation policy:',
      ...c.cancellationPolicy,
      '',
      `Questions? Contact the owner: ${ownerContact(c)}`,
      '',
      `View or manage your booking (a private link, keep it to yourself): ${manageUrl}`,
    ].join('\n') + textSignature(settings.brand);
  return {
    kind: 'booking_confirmation',
    to: c.email,
    subject: `Booking confirmed: ${c.hotel.name}, ${formatLongDate(c.checkIn)} (${c.reference})`,
    html: layout({
      brand: settings.brand,
      title: `Booking ${c.reference} confirmed`,
      preheader: `${placeOf(c)} · ${stayDates(c)}`,
      body,
      footer: `You received this because you booked a stay.`,
    }),
    text,
    attachments: [
      { filename: `${c.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: stayCalendar(c, manageUrl) },
      ...(invoice ? [invoice] : []),
    ],
    secrets: [c.manageToken, encodeURIComponent(c.manageToken)],
    bookingId,
  };
}

/** To the owner for every new booking. */
export function ownerNewBookingMessage(c: BookingConfirmation, settings: MailSettings, bookingId: string): OutgoingMessage {
  const rows: [string, string][] = [
    ...bookingFacts(c),
    ['Guest', `${c.firstName} ${c.lastName}`],
    ['E-mail', c.email],
    ['Phone', c.phoneNumber ?? '—'],
  ];
  const bookingsUrl = `${settings.siteUrl}/view-all-bookings`;
  const body = html` ${paragraph(html`New booking <strong>${c.reference}</strong> at <strong>${c.hotel.name}</strong>.`)}
  ${detailRows(rows)} ${button(bookingsUrl, 'View All Bookings')}`;
  return {
    kind: 'owner_new_booking',
    to: settings.ownerEmail,
    subject: `New booking ${c.reference}: ${c.hotel.name}, ${formatLongDate(c.checkIn)}`,
    html: layout({
      brand: settings.brand,
      title: `New booking ${c.reference}`,
      preheader: `${c.firstName} ${c.lastName} · ${stayDates(c)}`,
      body,
      footer: `Owner notification`,
    }),
    text:
      [`New booking ${c.reference} at ${c.hotel.name}.`, '', textRows(rows), '', `All bookings: ${bookingsUrl}`].join('\n') +
      textSignature(settings.brand),
    bookingId,
  };
}

/**
 * How an account e-mail opens: by first name only, and only with a name the address's owner is known
 * to have written (a verified account); otherwise plainly, since whoever registered an address may
 * not own it and could put words in front of its owner.
 */
const accountGreeting = (firstName: string | null) => (firstName ? `Dear ${firstName},` : 'Hello,');

export function passwordResetMessage(
  input: { firstName: string | null; email: string; token: string },
  settings: SiteMail,
): OutgoingMessage {
  const link = `${settings.siteUrl}/reset-password?token=${encodeURIComponent(input.token)}`;
  const body = html` ${paragraph(accountGreeting(input.firstName))}
  ${paragraph(`Someone (we hope you) asked to choose a new password for your ${settings.brand.name} account ${input.email}.`)}
  ${button(link, 'Choose a new password')}
  ${paragraph(`The link works once, within ${PASSWORD_RESET_MINUTES} minutes. Setting a new password signs you out everywhere.`)}
  ${paragraph(`If you did not ask for this, ignore this e-mail: your password stays as it is.`)}`;
  return {
    kind: 'password_reset',
    to: input.email,
    subject: `Choose a new ${settings.brand.name} password`,
    html: layout({
      brand: settings.brand,
      title: 'Choose a new password',
      preheader: 'Your password reset link',
      body,
      footer: `Account security`,
    }),
    text:
      [
        accountGreeting(input.firstName),
        '',
        `Someone (we hope you) asked to choose a new password for your ${settings.brand.name} account ${input.email}.`,
        `Choose a new password: ${link}`,
        '',
        `The link works once, within ${PASSWORD_RESET_MINUTES} minutes. Setting a new password signs you out everywhere.`,
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ].join('\n') + textSignature(settings.brand),
    secrets: [input.token, encodeURIComponent(input.token)],
  };
}

/**
 * A short account notice (no secret in it): "Hello," then our own sentences, an optional button, and
 * the same as plain text. Nothing anyone else typed goes in.
 */
function accountNotice(notice: {
  kind: string;
  to: string;
  subject: string;
  lines: string[];
  link?: { url: string; label: string };
  after?: string[];
  brand: MailBrand;
}): OutgoingMessage {
  const after = notice.after ?? [];
  const body = html` ${paragraph(accountGreeting(null))} ${notice.lines.map((line) => paragraph(line))}
  ${notice.link ? button(notice.link.url, notice.link.label) : ''} ${after.map((line) => paragraph(line))}`;
  return {
    kind: notice.kind,
    to: notice.to,
    subject: notice.subject,
    html: layout({
      title: notice.subject,
      preheader: notice.lines[0]!,
      body,
      footer: `Account security`,
      brand: notice.brand,
    }),
    text:
      [
        accountGreeting(null),
        '',
        ...notice.lines,
        ...(notice.link ? [`${notice.link.label}: ${notice.link.url}`] : []),
        ...(after.length ? ['', ...after] : []),
      ].join('\n') + textSignature(notice.brand),
  };
}

/** To the owner of an address someone tried to register again (the registration answered as for a new one). */
export function accountExistsMessage(email: string, settings: SiteMail): OutgoingMessage {
  return accountNotice({
    brand: settings.brand,
    kind: 'account_exists',
    to: email,
    subject: `Someone tried to create a ${settings.brand.name} account with your address`,
    lines: [
      `Someone (perhaps you) tried to create a ${settings.brand.name} account with ${email}, which already has one. No account was created and yours is unchanged.`,
      'If it was you, sign in, or choose a new password if you have forgotten it.',
    ],
    link: { url: `${settings.siteUrl}/forgot-password`, label: 'Choose a new password' },
    after: ['If it was not you, ignore this e-mail.'],
  });
}

/** To an account's owner once wrong passwords for it pile up (modules/auth/throttle.ts). */
export function signInAlertMessage(email: string, failures: number, settings: SiteMail): OutgoingMessage {
  return accountNotice({
    brand: settings.brand,
    kind: 'sign_in_alert',
    to: email,
    subject: `Failed sign-ins to your ${settings.brand.name} account`,
    lines: [
      `There were ${failures} sign-in attempts with a wrong password for your ${settings.brand.name} account ${email} in the last 15 minutes.`,
      'Sign-ins to it are slowed down for now; you can still sign in with your password from anywhere.',
      'If it was not you, a strong password keeps your account safe; you can choose a new one.',
    ],
    link: { url: `${settings.siteUrl}/forgot-password`, label: 'Choose a new password' },
  });
}

/** To an address without an account that was asked a reset for ('Forgot password?' answers the same either way). */
export function resetWithoutAccountMessage(email: string, settings: SiteMail): OutgoingMessage {
  return accountNotice({
    brand: settings.brand,
    kind: 'password_reset_no_account',
    to: email,
    subject: `Choose a new ${settings.brand.name} password`,
    lines: [
      `Someone (we hope you) asked to choose a new password for a ${settings.brand.name} account with ${email}, but no account has this address.`,
      'If it was you, you may have registered with another address, or you can create an account.',
    ],
    link: { url: `${settings.siteUrl}/register`, label: 'Create an account' },
    after: ['If it was not you, ignore this e-mail.'],
  });
}

/** Sent to an address not verified yet: whoever registered it may not own it, so it carries no name. */
export function verificationMessage(input: { email: string; token: string }, settings: SiteMail): OutgoingMessage {
  const link = `${settings.siteUrl}/verify-email?token=${encodeURIComponent(input.token)}`;
  const body = html` ${paragraph(accountGreeting(null))}
  ${paragraph(`Please confirm that ${input.email} is your e-mail address. Once it is confirmed, bookings you made as a guest with this address appear in My Bookings.`)}
  ${button(link, 'Verify my e-mail address')} ${paragraph(`The link works for ${EMAIL_VERIFICATION_DAYS} days.`)}`;
  return {
    kind: 'email_verification',
    to: input.email,
    subject: `Verify your e-mail address for ${settings.brand.name}`,
    html: layout({
      brand: settings.brand,
      title: 'Verify your e-mail address',
      preheader: 'One click to confirm your address',
      body,
      footer: `You received this because this address was used to create an account.`,
    }),
    text:
      [
        accountGreeting(null),
        '',
        `Please confirm that ${input.email} is your e-mail address. Once it is confirmed, bookings you made as a guest with this address appear in My Bookings.`,
        `Verify my e-mail address: ${link}`,
        '',
        `The link works for ${EMAIL_VERIFICATION_DAYS} days.`,
      ].join('\n') + textSignature(settings.brand),
    secrets: [input.token, encodeURIComponent(input.token)],
  };
}

/** To the owner when an imported calendar has failed to sync for a day (modules/channels). */
export function failingCalendarMessage(
  input: { hotelId: string; hotelName: string; calendarName: string; failingSince: Date; lastError: string; hours: number },
  settings: MailSettings,
): OutgoingMessage {
  const calendarsUrl = `${settings.siteUrl}/property-calendars/${encodeURIComponent(input.hotelId)}`;
  const intro = `The calendar "${input.calendarName}" of ${input.hotelName} has failed to sync for over ${input.hours} hours. Its nights stay blocked as they were, but new bookings made on that platform are not blocked here.`;
  const rows: [string, string][] = [
    ['Failing since', input.failingSince.toISOString().replace('T', ' ').slice(0, 16) + ' UTC'],
    ['Last error', input.lastError],
  ];
  return {
    kind: 'owner_calendar_failing',
    to: settings.ownerEmail,
    subject: `Calendar sync failing: ${input.calendarName} (${input.hotelName})`,
    html: layout({
      brand: settings.brand,
      title: 'Calendar sync failing',
      preheader: `${input.calendarName} of ${input.hotelName}`,
      body: html`${paragraph(intro)}${detailRows(rows)}${button(calendarsUrl, 'Open the Calendars page')}`,
      footer: `Owner notification`,
    }),
    text: [intro, '', textRows(rows), '', `Calendars page: ${calendarsUrl}`].join('\n') + textSignature(settings.brand),
  };
}

/** What a cancellation e-mail says: the booking, who cancelled and why, and the refund. */
export interface CancellationFacts {
  bookingId: string;
  reference: string;
  hotelName: string;
  firstName: string;
  lastName: string;
  email: string;
  checkIn: string;
  checkOut: string;
  paidPaise: number;
  cancelledBy: 'guest' | 'owner';
  reason: string | null;
  refundPaise: number;
  /** What the owner gives back directly, the way it was paid to them (cash, bank transfer, UPI); 0 for none. */
  ownerRefundPaise: number;
  /** How the refund was worked out, line by line. */
  refundLines: string[];
  /** When the refund arrives. */
  refundTiming: string;
}

function cancellationRows(f: CancellationFacts): [string, string][] {
  return [
    ...bookingRows(f),
    ['Amount paid', formatPaise(f.paidPaise)],
    ['Cancelled by', f.cancelledBy === 'guest' ? 'the guest' : 'the owner'],
    ...(f.reason ? [['Reason', f.reason] as [string, string]] : []),
    ['Refund', f.refundPaise > 0 ? formatPaise(f.refundPaise) : 'No refund'],
    ...(f.ownerRefundPaise > 0 ? [['Given back by the owner directly', formatPaise(f.ownerRefundPaise)] as [string, string]] : []),
  ];
}

/** To the guest: the booking is cancelled, what comes back and when. */
export function cancellationConfirmationMessage(f: CancellationFacts, settings: SiteMail): OutgoingMessage {
  const rows = cancellationRows(f);
  const refundText = f.refundPaise > 0 ? [...f.refundLines, f.refundTiming] : f.refundLines;
  const body = html` ${paragraph(html`Dear ${f.firstName},`)}
  ${paragraph(html`Your booking <strong>${f.reference}</strong> at <strong>${f.hotelName}</strong> is cancelled.`)} ${detailRows(rows)}
  ${refundText.map((line) => paragraph(line))}`;
  return {
    kind: 'booking_cancelled',
    to: f.email,
    subject: `Booking ${f.reference} cancelled`,
    html: layout({
      brand: settings.brand,
      title: `Booking ${f.reference} cancelled`,
      preheader: `Refund: ${f.refundPaise > 0 ? formatPaise(f.refundPaise) : 'none'}`,
      body,
      footer: `Cancellation`,
    }),
    text:
      [
        `Dear ${f.firstName},`,
        '',
        `Your booking ${f.reference} at ${f.hotelName} is cancelled.`,
        '',
        textRows(rows),
        '',
        ...refundText,
      ].join('\n') + textSignature(settings.brand),
    bookingId: f.bookingId,
  };
}

/** To the owner: a booking was cancelled, its nights are free again. */
export function ownerCancellationMessage(f: CancellationFacts, settings: MailSettings): OutgoingMessage {
  const rows: [string, string][] = [...cancellationRows(f), ['Guest', `${f.firstName} ${f.lastName}`], ['E-mail', f.email]];
  const bookingsUrl = `${settings.siteUrl}/view-all-bookings`;
  const body = html` ${paragraph(html`Booking <strong>${f.reference}</strong> at <strong>${f.hotelName}</strong> was cancelled; its nights are free again.`)}
  ${detailRows(rows)} ${button(bookingsUrl, 'View All Bookings')}`;
  return {
    kind: 'owner_booking_cancelled',
    to: settings.ownerEmail,
    subject: `Cancelled ${f.reference}: ${f.hotelName}, ${formatLongDate(f.checkIn)}`,
    html: layout({
      brand: settings.brand,
      title: `Cancelled ${f.reference}`,
      preheader: `${f.firstName} ${f.lastName}`,
      body,
      footer: `Owner notification`,
    }),
    text:
      [
        `Booking ${f.reference} at ${f.hotelName} was cancelled; its nights are free again.`,
        '',
        textRows(rows),
        '',
        `All bookings: ${bookingsUrl}`,
      ].join('\n') + textSignature(settings.brand),
    bookingId: f.bookingId,
  };
}

export interface BalanceFacts {
  bookingId: string;
  reference: string;
  hotelName: string;
  firstName: string;
  email: string;
  checkIn: string;
  checkOut: string;
  balancePaise: number;
  dueOn: string;
  /** The payment link's page (a request), or null (a receipt). */
  payUrl: string | null;
}

function balanceRows(f: BalanceFacts): [string, string][] {
  return [...bookingRows(f), ['Balance', formatPaise(f.balancePaise)], ['Due by', formatLongDate(f.dueOn)]];
}

/** To the guest: the balance of a booking paid by deposit, with its payment link; again as a reminder while unpaid. */
export function balanceRequestMessage(f: BalanceFacts, settings: SiteMail, options: { reminder?: boolean } = {}): OutgoingMessage {
  const title = `${options.reminder ? 'Reminder: ' : ''}Pay the balance of ${formatPaise(f.balancePaise)} by ${formatLongDate(f.dueOn)}`;
  const rows = balanceRows(f);
  const body = html` ${paragraph(html`Dear ${f.firstName},`)}
  ${paragraph(html`Your stay at <strong>${f.hotelName}</strong> is coming up. Please pay the balance of your booking <strong>${f.reference}</strong> by ${formatLongDate(f.dueOn)}.`)}
  ${detailRows(rows)} ${f.payUrl ? button(f.payUrl, 'Pay the balance') : ''}`;
  return {
    kind: options.reminder ? 'balance_reminder' : 'balance_request',
    to: f.email,
    subject: `${title} · booking ${f.reference}`,
    html: layout({ brand: settings.brand, title, preheader: title, body, footer: `Balance of your stay` }),
    text: [
      `Dear ${f.firstName},`,
      '',
      `Please pay the balance of your booking ${f.reference} at ${f.hotelName}.`,
      '',
      textRows(rows),
      '',
      `Pay: ${f.payUrl ?? ''}`,
    ].join('\n'),
    bookingId: f.bookingId,
  };
}

/** To the guest: the balance was received. */
export function balanceReceivedMessage(f: BalanceFacts, settings: SiteMail): OutgoingMessage {
  const title = `Balance of ${formatPaise(f.balancePaise)} received`;
  const rows = balanceRows(f).filter(([label]) => label !== 'Due by');
  const body = html` ${paragraph(html`Dear ${f.firstName},`)}
  ${paragraph(html`Thank you: the balance of your booking <strong>${f.reference}</strong> is paid. Nothing more is due for this stay.`)}
  ${detailRows(rows)}`;
  return {
    kind: 'balance_received',
    to: f.email,
    subject: `${title} · booking ${f.reference}`,
    html: layout({ brand: settings.brand, title, preheader: title, body, footer: `Balance of your stay` }),
    text: [
      `Dear ${f.firstName},`,
      '',
      `Thank you: the balance of your booking ${f.reference} at ${f.hotelName} is paid.`,
      '',
      textRows(rows),
    ].join('\n'),
    bookingId: f.bookingId,
  };
}

/**
 * To the owner, once: a balance is past its due date unpaid. Says whether the booking will be
 * cancelled (Settings → Guests) and from which day, and links to the booking to record a payment.
 */
export function ownerBalanceOverdueMessage(
  f: BalanceFacts & { lastName: string; cancelsOn: string | null },
  settings: MailSettings,
): OutgoingMessage {
  const bookingUrl = `${settings.siteUrl}/admin/bookings/${encodeURIComponent(f.bookingId)}`;
  const intro = `The balance of booking ${f.reference} at ${f.hotelName} was due by ${formatLongDate(f.dueOn)} and is not paid.`;
  const next = f.cancelsOn
    ? `Unless it is paid, the booking is cancelled under its cancellation policy on ${formatLongDate(f.cancelsOn)}.`
    : 'The booking stays confirmed: record the balance if the guest paid you, or cancel the booking.';
  const rows: [string, string][] = [...balanceRows(f), ['Guest', `${f.firstName} ${f.lastName}`], ['E-mail', f.email]];
  return {
    kind: 'owner_balance_overdue',
    to: settings.ownerEmail,
    subject: `Balance overdue: ${f.reference}, ${formatPaise(f.balancePaise)}`,
    html: layout({
      brand: settings.brand,
      title: 'Balance overdue',
      preheader: `${f.reference}: ${formatPaise(f.balancePaise)}`,
      body: html`${paragraph(intro)}${paragraph(next)}${detailRows(rows)}${button(bookingUrl, 'Open the booking')}`,
      footer: `Owner notification`,
    }),
    text: [intro, next, '', textRows(rows), '', `Booking: ${bookingUrl}`].join('\n') + textSignature(settings.brand),
    bookingId: f.bookingId,
  };
}

/** A quote's stay: a balance's facts but for the amount, with the quote's total, end and token. */
export interface QuoteFacts extends Omit<BalanceFacts, 'balancePaise' | 'dueOn' | 'payUrl'> {
  totalPaise: number;
  expiresAt: Date;
  /** The property's timezone, in which the end is written. */
  zone: string;
  token: string;
}

/** To the guest: the owner's quote, with the link to its page where it is paid. */
export function quoteMessage(f: QuoteFacts, settings: SiteMail): OutgoingMessage {
  const title = `Your quote for ${f.hotelName}: ${formatPaise(f.totalPaise)}`;
  const url = `${settings.siteUrl}${quotePath(f.token)}`;
  const until = formatQuoteExpiry(f.zone, f.expiresAt);
  const rows: [string, string][] = [
    ['Quote', f.reference],
    ['Property', f.hotelName],
    ['Dates', formatLongDateSpan(f.checkIn, f.checkOut)],
    ['Total', formatPaise(f.totalPaise)],
    ['Held for you until', until],
  ];
  const body = html` ${paragraph(html`Dear ${f.firstName},`)}
  ${paragraph(html`Here is your quote for <strong>${f.hotelName}</strong>. The nights are held for you until ${until}; pay on the quote's page to confirm the booking.`)}
  ${detailRows(rows)} ${button(url, 'See the quote and pay')}`;
  return {
    kind: 'quote',
    to: f.email,
    subject: `${title} · ${f.reference}`,
    html: layout({ brand: settings.brand, title, preheader: title, body, footer: 'Your quote' }),
    text: [
      `Dear ${f.firstName},`,
      '',
      `Here is your quote for ${f.hotelName}.`,
      '',
      textRows(rows),
      '',
      `See the quote and pay: ${url}`,
    ].join('\n'),
    secrets: [f.token],
    bookingId: f.bookingId,
  };
}
