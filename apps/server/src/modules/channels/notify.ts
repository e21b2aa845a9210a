/**
 * Telling the owner when an imported calendar has kept failing (issue 18): an e-mail to the owner's address (Settings → Business, or OWNER_EMAIL)
 * through the outbox, queued in the transaction that marks the run of failures as told
 * (markFailureNotified), so the owner hears of each run of failures exactly once. Also logged.
 */
import type { Deps } from '../../deps';
import type { Database } from '../../db/client';
import { failingCalendarMessage } from '../email/messages';
import { enqueue } from '../email/outbox';
import { ownerMail } from '../settings/service';

export interface FailingCalendarNotice {
  hotelId: string;
  hotelName: string;
  calendarId: string;
  calendarName: string;
  failingSince: Date;
  lastError: string;
}

/** Hours of failures after which the owner is told. */
export const OWNER_ALERT_AFTER_HOURS = 24;

export async function notifyOwnerOfFailingCalendar(
  deps: Pick<Deps, 'log' | 'config' | 'cache' | 'mail'>,
  tx: Database,
  notice: FailingCalendarNotice,
): Promise<void> {
  await enqueue(tx, failingCalendarMessage({ ...notice, hours: OWNER_ALERT_AFTER_HOURS }, await ownerMail({ ...deps, db: tx })));
  deps.log.warn(
    {
      hotelId: notice.hotelId,
      calendarId: notice.calendarId,
      failingSince: notice.failingSince.toISOString(),
      lastError: notice.lastError,
    },
    `Calendar "${notice.calendarName}" of ${notice.hotelName} has failed to sync for over ${OWNER_ALERT_AFTER_HOURS} hours (the owner is e-mailed)`,
  );
}
