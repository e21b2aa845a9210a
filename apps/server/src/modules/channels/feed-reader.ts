/**
 * Reading a fetched feed off the event loop (issue 32, decision 0065). ical.js may spend minutes inside a
 * single step of a rule that never matches (`BYMONTH=2;BYMONTHDAY=30`), where no count of steps can stop
 * it. So each feed is read in a worker thread of its own, with a heap of `memoryMb`, and terminated at a
 * deadline of `deadlineMs` whatever it is doing. Either end is a FeedError.
 */
import { Worker } from 'node:worker_threads';
import { FeedError, type ReadFeed, type ReadFeedOptions } from './ical-import';

// Beside this module: feed-thread.mjs, and the reader it loads (the TypeScript from source; built,
// ical-import.js, which build.mjs bundles next to the server's bundle).
const THREAD = new URL('./feed-thread.mjs', import.meta.url);
const READER = new URL(import.meta.url.endsWith('.ts') ? './ical-import.ts' : './ical-import.js', import.meta.url).href;

type ThreadAnswer = { feed: ReadFeed } | { error: string; feedError: boolean };

/** readFeed of the feed's bytes, in a thread terminated at the deadline or when over its heap. */
export function readFeedInThread(body: Uint8Array, options: ReadFeedOptions): Promise<ReadFeed> {
  const { deadlineMs, memoryMb } = options.limits;
  return new Promise((resolve, reject) => {
    const worker = new Worker(THREAD, {
      workerData: { reader: READER, body, options },
      // Node stops a worker over these only at its next check, after granting 16 MB more: a small heap
      // keeps any one allocation ical.js grows to (the 30 February feed's array) within that grant.
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: Math.max(1, Math.floor(memoryMb / 8)) },
    });
    let settled = false;
    const settle = (outcome: ReadFeed | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      void worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const deadline = setTimeout(
      () => settle(new FeedError(`The feed could not be read within ${deadlineMs / 1000} seconds, so reading it was stopped`)),
      deadlineMs,
    );
    worker.once('message', (answer: ThreadAnswer) => {
      if ('feed' in answer) settle(answer.feed);
      else settle(answer.feedError ? new FeedError(answer.error) : new Error(answer.error));
    });
    worker.once('error', (error: Error & { code?: string }) => {
      settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new FeedError('The feed needs too much memory to be read') : error);
    });
    worker.once('exit', (code) => settle(new Error(`The feed reader thread stopped without an answer (exit code ${code})`)));
  });
}
