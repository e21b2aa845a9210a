/**
 * A background job of this instance: runs when the app is ready and every `everyMs`, never twice at
 * once, and is awaited when the app closes. Jobs that must run once across instances claim their
 * rows themselves (the outbox's messages, the calendars of channel sync).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface BackgroundJob {
  /** Runs the job shortly (coalescing calls), instead of waiting for its next round. */
  soon(): void;
}

export function scheduleJob(
  app: FastifyInstance,
  job: { name: string; everyMs: number; log: FastifyBaseLogger; run: (isStopping: () => boolean) => Promise<void> },
): BackgroundJob {
  let timer: NodeJS.Timeout | undefined;
  let soonTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let closing = false;
  const run = () => {
    if (closing) return;
    if (running) {
      again = true;
      return;
    }
    running = job
      .run(() => closing)
      .catch((error: unknown) => job.log.error({ err: error }, `${job.name} failed`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    clearTimeout(soonTimer);
    await running;
  });
  return {
    soon() {
      if (closing || soonTimer) return;
      // A moment later: the transaction that queued the work commits after the caller returns.
      soonTimer = setTimeout(() => {
        soonTimer = undefined;
        run();
      }, 200);
      soonTimer.unref();
    },
  };
}
