/**
 * The background sync: when the app is ready and then every minute (or every ICAL_SYNC_MINUTES when
 * shorter), each instance syncs the calendars that are due. Claims keep two instances off the same
 * calendar (sync.ts); closing the app stops the run and aborts the feeds being fetched.
 */
import type { FastifyInstance } from 'fastify';
import type { ChannelContext } from './context';
import { syncDueCalendars } from './sync';

export const SYNC_TICK_MS = 60_000;

export function scheduleCalendarSync(app: FastifyInstance, ctx: ChannelContext, stop: AbortController): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const run = () => {
    if (running || stop.signal.aborted) return;
    running = syncDueCalendars(ctx, { isStopping: () => stop.signal.aborted })
      .then((report) => {
        if (report.synced || report.failed) ctx.log.info({ report }, 'synced imported calendars');
      })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'calendar sync run failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, Math.min(SYNC_TICK_MS, ctx.config.ICAL_SYNC_MINUTES * 60_000));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    stop.abort();
    clearInterval(timer);
    await running;
  });
}
