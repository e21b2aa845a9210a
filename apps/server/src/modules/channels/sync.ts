/**
 * Syncing one imported calendar: fetch the feed, read its stays, and put them in place of the
 * calendar's blocks. The blocks are replaced only after a successful fetch and read, in one
 * transaction: a failed fetch, an answer that is not iCal, a feed that suddenly lists no events
 * while it had some, or a sync that dies midway (the process killed) all leave the previous blocks.
 *
 * One sync per calendar at a time, across instances: a sync first claims the calendar's row
 * (sync_claim, for CLAIM_SECONDS) and applies its result only while that claim still holds it. A
 * claim left behind by an instance that died expires, and the calendar is synced again.
 */
import type { Deps } from '../../deps';
import { propertyZone } from '../settings/store';
import { randomUUID } from 'node:crypto';
import { bookingWindowEnd, plural, todayIn } from '@hillnest/domain';
import { FetchError } from '../../lib/safe-fetch';
import { FEED_READ_LIMITS } from './feeds';
import { ownUidSuffix } from './ical-export';
import { FeedError, type ReadFeed } from './ical-import';
import { readFeedInThread } from './feed-reader';
import { notifyOwnerOfFailingCalendar, OWNER_ALERT_AFTER_HOURS } from './notify';
import {
  claimDueCalendar,
  hotelName,
  importedBlocksOf,
  lockClaimedCalendar,
  lockPropertyNights,
  markFailureNotified,
  recordFailure,
  recordSuccess,
  replaceImportedBlocks,
  type CalendarRow,
  type NewImportedBlock,
} from './queries';

/** How long a claim holds a calendar: well over the fetch's 15 s and the read's 5 s, applying included. */
export const CLAIM_SECONDS = 120;

export type SyncOutcome =
  | { kind: 'synced'; changed: boolean }
  | { kind: 'failed'; error: string }
  /** The calendar was removed, or the claim passed to another sync, while fetching. */
  | { kind: 'gone' };

export const newClaim = () => randomUUID();

const blockKey = (block: NewImportedBlock) => JSON.stringify([block.startDate, block.endDate, block.uid, block.summary, block.reservation]);

function sameBlocks(a: readonly NewImportedBlock[], b: readonly NewImportedBlock[]): boolean {
  if (a.length !== b.length) return false;
  const keys = new Set(a.map(blockKey));
  return b.every((block) => keys.has(blockKey(block)));
}

async function fetchAndRead(deps: Pick<Deps, 'db' | 'config' | 'cache' | 'fetchFeed' | 'now'>, calendar: CalendarRow): Promise<ReadFeed> {
  const document = await deps.fetchFeed(calendar.url);
  const timeZone = await propertyZone(deps);
  const today = todayIn(timeZone, deps.now());
  const feed = await readFeedInThread(document.body, {
    timeZone,
    today,
    windowEnd: bookingWindowEnd(today),
    ownUidSuffix: ownUidSuffix(calendar.hotelId),
    limits: FEED_READ_LIMITS,
  });
  const before = calendar.lastEventCount ?? 0;
  if (feed.eventCount === 0 && before > 0) {
    throw new FeedError(
      `The feed came back empty although it listed ${plural(before, 'event')} before, so the blocked nights were kept. If it is really empty now, remove the calendar and add it again.`,
    );
  }
  return feed;
}

/** Syncs a calendar this caller has claimed with `claim`. */
export async function syncClaimedCalendar(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'fetchFeed' | 'now'>,
  calendar: CalendarRow,
  claim: string,
): Promise<SyncOutcome> {
  let feed: ReadFeed;
  try {
    feed = await fetchAndRead(deps, calendar);
  } catch (error) {
    const known = error instanceof FetchError || error instanceof FeedError;
    if (!known) deps.log.error({ err: error, calendarId: calendar.id }, 'calendar sync failed unexpectedly');
    const message = known ? error.message : 'The calendar could not be synced because of an error on this site';
    const failed = await recordFailure(deps.db, calendar.id, claim, message);
    if (!failed) return { kind: 'gone' };
    deps.log.warn({ calendarId: calendar.id, hotelId: calendar.hotelId, error: message }, 'calendar sync failed; its blocks are kept');
    await alertOwnerIfFailingLong(deps, failed);
    return { kind: 'failed', error: message };
  }

  const blocks: NewImportedBlock[] = feed.stays.map((stay) => ({
    startDate: stay.startDate,
    endDate: stay.endDate,
    uid: stay.uid,
    summary: stay.summary,
    reservation: stay.reservation,
  }));
  const changed = await deps.db.transaction(async (tx) => {
    // The property's night lock first, as holds take it: blocks and stays are written one at a time.
    await lockPropertyNights(tx, calendar.hotelId);
    if (!(await lockClaimedCalendar(tx, calendar.id, claim))) return null;
    const changes = !sameBlocks(await importedBlocksOf(tx, calendar.id), blocks);
    if (changes) await replaceImportedBlocks(tx, calendar, blocks);
    await recordSuccess(tx, calendar.id, feed.eventCount);
    return changes;
  });
  if (changed === null) return { kind: 'gone' };
  if (changed) deps.cache.invalidateNights('blocks', [calendar.hotelId]);
  return { kind: 'synced', changed };
}

/** After OWNER_ALERT_AFTER_HOURS of failures, tells the owner once (notify.ts). */
async function alertOwnerIfFailingLong(deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail'>, calendar: CalendarRow): Promise<void> {
  const failingSince = calendar.failingSince;
  if (!failingSince) return;
  const name = await hotelName(deps.db, calendar.hotelId);
  await deps.db.transaction(async (tx) => {
    if (!(await markFailureNotified(tx, calendar.id, OWNER_ALERT_AFTER_HOURS))) return;
    await notifyOwnerOfFailingCalendar(deps, tx, {
      hotelId: calendar.hotelId,
      hotelName: name,
      calendarId: calendar.id,
      calendarName: calendar.name,
      failingSince,
      lastError: calendar.lastError ?? '',
    });
  });
}

export interface SyncReport {
  synced: number;
  changed: number;
  failed: number;
}

/**
 * Syncs every calendar whose last attempt is ICAL_SYNC_MINUTES old (or that never synced), one
 * claimed at a time, at most `limit` in one run; other instances running at once take the others.
 */
export async function syncDueCalendars(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'fetchFeed' | 'now'>,
  options: { limit?: number; isStopping?: () => boolean } = {},
): Promise<SyncReport> {
  const report: SyncReport = { synced: 0, changed: 0, failed: 0 };
  for (let i = 0; i < (options.limit ?? 50) && !options.isStopping?.(); i += 1) {
    const claim = newClaim();
    const calendar = await claimDueCalendar(deps.db, deps.config.ICAL_SYNC_MINUTES, claim, CLAIM_SECONDS);
    if (!calendar) break;
    const outcome = await syncClaimedCalendar(deps, calendar, claim);
    if (outcome.kind === 'synced') {
      report.synced += 1;
      if (outcome.changed) report.changed += 1;
    }
    if (outcome.kind === 'failed') report.failed += 1;
  }
  return report;
}
