/**
 * Telling the owner when an imported calendar has kept failing (issue 18). The e-mail goes through
 * the outbox of issue 15, which is not built yet: until it is, this hook only logs, at warn level,
 * what the e-mail would say. It is called once per run of failures (markFailureNotified).
 */
import type { ChannelContext } from './context';

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

export async function notifyOwnerOfFailingCalendar(ctx: ChannelContext, notice: FailingCalendarNotice): Promise<void> {
  // TODO(issue 15): enqueue the owner e-mail in the outbox, in the transaction that marks it sent.
  ctx.log.warn(
    { hotelId: notice.hotelId, calendarId: notice.calendarId, failingSince: notice.failingSince.toISOString(), lastError: notice.lastError },
    `Calendar "${notice.calendarName}" of ${notice.hotelName} has failed to sync for over ${OWNER_ALERT_AFTER_HOURS} hours (owner e-mail pending the outbox)`,
  );
}
