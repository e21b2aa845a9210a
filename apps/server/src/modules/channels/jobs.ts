/**
 * The background sync: when the app is ready and then every minute (or every ICAL_SYNC_MINUTES when
 * shorter), each instance syncs the calendars that are due. Claims keep two instances off the same
 * calendar (sync.ts); closing the app stops the run, and
 * app.ts aborts the feeds being fetched (deps.fetchFeed).
 */
import type { Deps } from '../../deps';
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../lib/background-job';
import { syncDueCalendars } from './sync';

export const SYNC_TICK_MS = 60_000;

export function scheduleCalendarSync(
  app: FastifyInstance,
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'log' | 'mail' | 'fetchFeed' | 'now'>,
): void {
  scheduleJob(app, {
    name: 'calendar sync',
    everyMs: Math.min(SYNC_TICK_MS, deps.config.ICAL_SYNC_MINUTES * 60_000),
    log: deps.log,
    run: async (isStopping) => {
      const report = await syncDueCalendars(deps, { isStopping });
      if (report.synced || report.failed) deps.log.info({ report }, 'synced imported calendars');
    },
  });
}
