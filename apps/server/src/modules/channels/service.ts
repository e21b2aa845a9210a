/**
 * Channel sync (issue 18): the property's export feed for other platforms, the other platforms'
 * calendars imported into it, the owner's own blocks, and the conflicts between what was sold here
 * and there. A feed's address is only ever fetched for the administrator or by the background sync,
 * never on a guest's request.
 */
import { propertyToday, type Deps } from '../../deps';
import { createHash, timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import {
  addDays,
  bookingWindowEnd,
  CHANNEL_MESSAGES,
  EXPORT_SUMMARIES,
  type CalendarBlock,
  type CalendarConflict,
  type CalendarSyncResult,
  type ExternalCalendar,
  type IcalExportAddress,
  type PropertyNights,
  type ExternalCalendarValues,
  type OwnerBlockValues,
} from '@hillnest/domain';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { PG, pgConstraint, pgErrorCode } from '../../lib/pg-errors';
import { addressPolicy } from '../../lib/safe-fetch';
import { isUuid } from '../../lib/validate';
import { releaseLapsedHolds } from '../bookings/service';
import { getHotel, HOTEL_NOT_FOUND } from '../hotels/service';
import { buildCalendar, exportedUid, type ExportedEvent } from './ical-export';
import {
  blocksFrom,
  claimCalendar,
  deleteCalendar,
  deleteOwnerBlock,
  findBlock,
  findCalendarByUrlKey,
  findHotelFeed,
  insertCalendar,
  insertOwnerBlock,
  listCalendars,
  listConflicts,
  rotateIcalToken,
  staysFrom,
} from './queries';
import { toCalendarBlock, toExternalCalendar } from './serialize';
import { CLAIM_SECONDS, newClaim, syncClaimedCalendar, type SyncOutcome } from './sync';

// ---- Export ------------------------------------------------------------------------------------

/** Equal secrets, compared in constant time (digests, so the lengths match). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /api/hotels/{id}/calendar.ics?token=: confirmed bookings, unexpired holds ("Booked") and the
 * owner's blocks ("Blocked") that are not over yet. Imported blocks are not exported back: the other
 * platform would import its own stays again. A wrong token is the same 404 as an unknown property.
 */
export async function exportFeed(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  hotelId: string,
  { token }: { token: string },
): Promise<string> {
  const hotel = isUuid(hotelId) ? await findHotelFeed(deps.db, hotelId) : undefined;
  if (!hotel || !token || !sameSecret(token, hotel.icalToken)) throw notFound(CHANNEL_MESSAGES.calendarNotFound);
  const from = await propertyToday(deps);
  const [stays, blocks] = await Promise.all([staysFrom(deps.db, hotel.id, from), blocksFrom(deps.db, hotel.id, from, 'owner')]);
  const events: ExportedEvent[] = [
    ...stays.map((stay) => ({
      uid: exportedUid('stay', stay.id, hotel.id),
      startDate: stay.checkIn,
      endDate: stay.checkOut,
      summary: EXPORT_SUMMARIES.stay,
    })),
    ...blocks.map(({ block }) => ({
      uid: exportedUid('block', block.id, hotel.id),
      startDate: block.startDate,
      endDate: block.endDate,
      summary: EXPORT_SUMMARIES.block,
    })),
  ].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.uid.localeCompare(b.uid));
  return buildCalendar({ name: hotel.name, events, now: deps.now() });
}

/** The export feed's absolute address: PUBLIC_URL when set, else the address the request came to. */
function exportAddress(config: Deps['config'], origin: string, hotelId: string, token: string): string {
  const base = (config.PUBLIC_URL ?? origin).replace(/\/+$/, '');
  return `${base}/api/hotels/${hotelId}/calendar.ics?token=${encodeURIComponent(token)}`;
}

/** For GET /api/my-hotels/{id}: the address the owner gives other platforms. */
export async function icalExportUrl(deps: Pick<Deps, 'db' | 'config'>, hotelId: string, origin: string): Promise<string> {
  const hotel = isUuid(hotelId) ? await findHotelFeed(deps.db, hotelId) : undefined;
  if (!hotel) throw notFound(HOTEL_NOT_FOUND);
  return exportAddress(deps.config, origin, hotel.id, hotel.icalToken);
}

/** POST /api/my-hotels/{id}/calendar-token: a new secret; whoever had the old address loses the feed. */
export async function regenerateExportUrl(deps: Pick<Deps, 'db' | 'config'>, hotelId: string, origin: string): Promise<IcalExportAddress> {
  const hotel = await getHotel(deps, hotelId);
  const token = await rotateIcalToken(deps.db, hotel._id);
  if (!token) throw notFound(HOTEL_NOT_FOUND);
  return { icalExportUrl: exportAddress(deps.config, origin, hotel._id, token) };
}

// ---- Imported calendars ------------------------------------------------------------------------

/** How an address is compared for "the same feed": scheme and host in lower case, no default port, no fragment. */
export function feedUrlKey(address: string): string {
  const url = new URL(address);
  url.hash = '';
  return url.href;
}

/** An address written as a private IP or as localhost is refused at once (names that resolve to one fail at sync). */
function obviouslyPrivate(deps: Pick<Deps, 'config'>, address: string): boolean {
  const host = new URL(address).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowed = addressPolicy(deps.config.ICAL_ALLOW_PRIVATE_HOSTS);
  if (net.isIP(host)) return !allowed(host);
  return (host === 'localhost' || host.endsWith('.localhost')) && !allowed('127.0.0.1');
}

async function calendarOf(deps: Pick<Deps, 'db'>, hotelId: string, calendarId: string): Promise<ExternalCalendar | undefined> {
  const [row] = await listCalendars(deps.db, hotelId, calendarId);
  return row && toExternalCalendar(row);
}

function syncResult(calendar: ExternalCalendar, outcome: SyncOutcome): CalendarSyncResult {
  return {
    calendar,
    ok: outcome.kind === 'synced',
    changed: outcome.kind === 'synced' && outcome.changed,
    error: outcome.kind === 'failed' ? outcome.error : null,
  };
}

/** GET /api/my-hotels/{id}/calendars, oldest first. */
export async function listExternalCalendars(deps: Pick<Deps, 'db'>, hotelId: string): Promise<ExternalCalendar[]> {
  const hotel = await getHotel(deps, hotelId);
  return (await listCalendars(deps.db, hotel._id)).map(toExternalCalendar);
}

/**
 * POST /api/my-hotels/{id}/calendars: links the feed to the property and syncs it at once. The
 * calendar is kept even when that first sync fails (its error is shown, the next sync tries again).
 */
export async function addExternalCalendar(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'fetchFeed' | 'now'>,
  hotelId: string,
  input: ExternalCalendarValues,
): Promise<CalendarSyncResult> {
  const hotel = await getHotel(deps, hotelId);
  if (obviouslyPrivate(deps, input.url)) throw badRequest(CHANNEL_MESSAGES.calendarUrlPrivate);
  const urlKey = feedUrlKey(input.url);
  const claim = newClaim();
  let row;
  try {
    row = await insertCalendar(deps.db, { hotelId: hotel._id, name: input.name, url: input.url, urlKey }, claim, CLAIM_SECONDS);
  } catch (error) {
    if (pgErrorCode(error) !== PG.uniqueViolation) throw error;
    const linked = await findCalendarByUrlKey(deps.db, urlKey);
    throw conflict(CHANNEL_MESSAGES.calendarLinked(linked?.hotelName ?? 'another property'));
  }
  const outcome = await syncClaimedCalendar(deps, row, claim);
  const calendar = await calendarOf(deps, hotel._id, row.id);
  if (!calendar) throw notFound(CHANNEL_MESSAGES.calendarNotFound);
  return syncResult(calendar, outcome);
}

/** DELETE /api/my-hotels/{id}/calendars/{calendarId}: the calendar and the nights it blocked. */
export async function removeExternalCalendar(deps: Pick<Deps, 'db' | 'cache'>, hotelId: string, calendarId: string): Promise<void> {
  const hotel = await getHotel(deps, hotelId);
  if (!isUuid(calendarId) || !(await deleteCalendar(deps.db, hotel._id, calendarId))) throw notFound(CHANNEL_MESSAGES.calendarNotFound);
  deps.cache.invalidateNights('blocks', [hotel._id]);
}

/** POST /api/my-hotels/{id}/calendars/{calendarId}/sync: syncs now and answers how it went. */
export async function syncExternalCalendar(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'fetchFeed' | 'now'>,
  hotelId: string,
  calendarId: string,
): Promise<CalendarSyncResult> {
  const hotel = await getHotel(deps, hotelId);
  if (!isUuid(calendarId)) throw notFound(CHANNEL_MESSAGES.calendarNotFound);
  const claim = newClaim();
  const row = await claimCalendar(deps.db, hotel._id, calendarId, claim, CLAIM_SECONDS);
  if (!row) {
    if (await calendarOf(deps, hotel._id, calendarId)) throw conflict(CHANNEL_MESSAGES.syncRunning);
    throw notFound(CHANNEL_MESSAGES.calendarNotFound);
  }
  const outcome = await syncClaimedCalendar(deps, row, claim);
  const calendar = await calendarOf(deps, hotel._id, calendarId);
  if (!calendar) throw notFound(CHANNEL_MESSAGES.calendarNotFound);
  return syncResult(calendar, outcome);
}

// ---- Blocks ------------------------------------------------------------------------------------

/** GET /api/my-hotels/{id}/blocks: the property's blocks and stays from today on, for the owner's calendar. */
export async function getPropertyNights(deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>, hotelId: string): Promise<PropertyNights> {
  const hotel = await getHotel(deps, hotelId);
  const from = await propertyToday(deps);
  const [blocks, stays] = await Promise.all([blocksFrom(deps.db, hotel._id, from), staysFrom(deps.db, hotel._id, from)]);
  return {
    hotelId: hotel._id,
    today: from,
    blocks: blocks.map(toCalendarBlock),
    stays: stays.map(({ checkIn, checkOut, status }) => ({ checkIn, checkOut, status })),
  };
}

/**
 * POST /api/my-hotels/{id}/blocks: the owner takes nights off sale. Refused (409) when a booking or a
 * hold has one of them, or when one is already blocked by the owner: the database decides, under the
 * property's night lock (see migration 0003), so a guest paying at the same moment cannot slip in.
 */
export async function blockNights(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  hotelId: string,
  input: OwnerBlockValues,
): Promise<CalendarBlock> {
  const hotel = await getHotel(deps, hotelId);
  const from = await propertyToday(deps);
  if (input.firstNight < from) throw badRequest(CHANNEL_MESSAGES.blockPast);
  if (input.lastNight >= bookingWindowEnd(from)) throw badRequest(CHANNEL_MESSAGES.blockTooFar);
  let block;
  try {
    block = await deps.db.transaction(async (tx) => {
      await releaseLapsedHolds({ db: tx }, hotel._id);
      return insertOwnerBlock(tx, {
        hotelId: hotel._id,
        startDate: input.firstNight,
        endDate: addDays(input.lastNight, 1),
        note: input.note,
      });
    });
  } catch (error) {
    if (pgErrorCode(error) !== PG.exclusionViolation) throw error;
    throw conflict(
      pgConstraint(error) === 'calendar_blocks_not_on_stays' ? CHANNEL_MESSAGES.nightsTaken : CHANNEL_MESSAGES.nightsAlreadyBlocked,
    );
  }
  deps.cache.invalidateNights('blocks', [hotel._id]);
  return toCalendarBlock({ block, calendarName: null, conflict: false });
}

/** DELETE /api/my-hotels/{id}/blocks/{blockId}: frees the owner's nights. Imported blocks belong to their calendar. */
export async function unblockNights(deps: Pick<Deps, 'db' | 'cache'>, hotelId: string, blockId: string): Promise<void> {
  const hotel = await getHotel(deps, hotelId);
  const block = isUuid(blockId) ? await findBlock(deps.db, hotel._id, blockId) : undefined;
  if (!block) throw notFound(CHANNEL_MESSAGES.blockNotFound);
  if (block.source !== 'owner') throw conflict(CHANNEL_MESSAGES.blockImported);
  if (!(await deleteOwnerBlock(deps.db, hotel._id, block.id))) throw notFound(CHANNEL_MESSAGES.blockNotFound);
  deps.cache.invalidateNights('blocks', [hotel._id]);
}

// ---- Conflicts ---------------------------------------------------------------------------------

/** GET /api/admin/calendar-conflicts: bookings here whose nights another platform sold too, soonest first. */
export async function listCalendarConflicts(deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>): Promise<CalendarConflict[]> {
  const rows = await listConflicts(deps.db, await propertyToday(deps));
  return rows.map((row) => ({
    hotelId: row.hotelId,
    hotelName: row.hotelName,
    bookingId: row.booking.id,
    guestName: `${row.booking.firstName} ${row.booking.lastName}`,
    checkIn: row.booking.checkIn,
    checkOut: row.booking.checkOut,
    calendarId: row.calendarId,
    calendarName: row.calendarName,
    blockId: row.blockId,
    firstNight: row.startDate,
    lastNight: addDays(row.endDate, -1),
    summary: row.summary,
  }));
}
