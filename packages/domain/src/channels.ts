/**
 * Channel sync (issue 18): one calendar per property shared with Airbnb, Booking.com and the others
 * through iCal feeds. What the admin pages and the server agree on: limits, messages and the shapes
 * of the answers. The request schemas are in channels-schemas.ts.
 */
import type { IsoDate } from './dates';
import type { Hotel } from './hotel';

export const CHANNEL_LIMITS = {
  calendarNameMax: 80,
  calendarUrlMax: 2000,
  blockNoteMax: 200,
} as const;

export const CHANNEL_MESSAGES = {
  calendarName: `Calendar names are at most ${CHANNEL_LIMITS.calendarNameMax} characters`,
  calendarUrl: "Enter the calendar's address, starting with https:// or http://",
  calendarUrlTooLong: `Calendar addresses are at most ${CHANNEL_LIMITS.calendarUrlMax} characters`,
  calendarUrlCredentials: 'Calendar addresses with a user name or password are not supported',
  calendarUrlPrivate: 'This address is on a private network; only calendars on the internet can be imported',
  calendarLinked: (propertyName: string) => `This calendar is already linked to ${propertyName}`,
  calendarNotFound: 'Calendar not found',
  syncRunning: 'This calendar is being synced right now. Try again in a moment.',
  blockNotFound: 'Block not found',
  blockImported:
    'These nights come from an imported calendar: they are freed when that calendar frees them, or when you remove the calendar',
  blockNote: `Notes are at most ${CHANNEL_LIMITS.blockNoteMax} characters`,
  blockOrder: 'The last night cannot be before the first night',
  blockPast: 'Nights in the past cannot be blocked',
  blockTooFar: 'Nights can be blocked up to one year ahead',
  nightsTaken: 'Some of those nights are booked or held by a guest. Choose other nights.',
  nightsAlreadyBlocked: 'Some of those nights are already blocked.',
} as const;

/** The summaries the export feed gives its events: nothing about the guest. */
export const EXPORT_SUMMARIES = { stay: 'Booked', block: 'Blocked' } as const;

/** An external calendar imported into a property (GET /api/my-hotels/{id}/calendars). */
export interface ExternalCalendar {
  _id: string;
  hotelId: string;
  name: string;
  url: string;
  createdAt: string;
  /** When a sync last fetched and applied the feed; null until one succeeds. */
  lastSyncedAt: string | null;
  /** When a sync last started, successful or not. */
  lastAttemptAt: string | null;
  /** Why the last sync failed (the previous blocks were kept); null after a successful one. */
  lastError: string | null;
  /** Since when syncs have been failing without a success in between. */
  failingSince: string | null;
  /** Stays (events) of this calendar currently blocking nights. */
  blockedStays: number;
  /** Of those, how many overlap a confirmed booking here. */
  conflicts: number;
}

/** POST /api/my-hotels/{id}/calendars/{calendarId}/sync (and the first sync of a new calendar). */
export interface CalendarSyncResult {
  calendar: ExternalCalendar;
  ok: boolean;
  /** Whether the blocked nights changed. */
  changed: boolean;
  error: string | null;
}

export type BlockSourceName = 'owner' | 'import';

/** Nights of a property that cannot be booked: `firstNight` to `lastNight`, both included. */
export interface CalendarBlock {
  _id: string;
  hotelId: string;
  source: BlockSourceName;
  firstNight: IsoDate;
  lastNight: IsoDate;
  /** The owner's note (owner blocks); empty for imported ones. */
  note: string;
  calendarId: string | null;
  calendarName: string | null;
  /** The event's summary on the other platform (imported blocks), e.g. 'Airbnb (Not available)'. */
  summary: string | null;
  /** An imported block that overlaps a confirmed booking here: the night was sold twice. */
  conflict: boolean;
}

/** A stay taking nights, as the owner's calendar shows it. */
export interface TakenStay {
  checkIn: IsoDate;
  checkOut: IsoDate;
  status: 'booked' | 'held';
}

/** GET /api/my-hotels/{id}/blocks: the property's blocks and stays from today on. */
export interface PropertyNights {
  hotelId: string;
  today: IsoDate;
  blocks: CalendarBlock[];
  stays: TakenStay[];
}

/** GET /api/admin/calendar-conflicts: a confirmed booking here whose nights another platform also sold. */
export interface CalendarConflict {
  hotelId: string;
  hotelName: string;
  bookingId: string;
  guestName: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  calendarId: string;
  calendarName: string;
  blockId: string;
  firstNight: IsoDate;
  lastNight: IsoDate;
  summary: string | null;
}

/** GET /api/my-hotels/{id}: the property as the administrator edits it, with its export feed's address. */
export type AdminHotel = Hotel & { icalExportUrl: string };

/** POST /api/my-hotels/{id}/calendar-token: the export feed's new address (the old one stops working). */
export interface IcalExportAddress {
  icalExportUrl: string;
}

/** Both ends of a block or stay as the owner reads them. */
export function nightsLabel(firstNight: IsoDate, lastNight: IsoDate, format: (date: IsoDate) => string): string {
  return firstNight === lastNight ? `Night of ${format(firstNight)}` : `Nights of ${format(firstNight)} to ${format(lastNight)}`;
}

/**
 * The address a calendar is fetched from, or null when it cannot be one: http(s) only, with a host
 * and without a user name or password. `webcal://` (how some sites offer their feeds) is https.
 */
export function calendarFeedAddress(value: string): string | null {
  const text = /^webcals?:\/\//i.test(value) ? value.replace(/^webcals?:/i, 'https:') : value;
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}
