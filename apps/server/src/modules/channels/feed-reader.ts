/**
 * Reading a fetched feed off the event loop (issue 32, decision 0065). ical.js may spend minutes inside a
 * single step of a rule that never matches (`BYMONTH=2;BYMONTHDAY=30`), growing an array all the while,
 * where no count of steps can stop it. So each feed is read in a child process of its own, with a heap
 * of `memoryMb` and a deadline of `deadlineMs` at which it is killed (SIGKILL), whatever it is doing.
 * A process rather than a worker thread: a worker's heap limit is best-effort, and that very feed's
 * allocations abort the whole server instead of the worker. Either end is a FeedError.
 */
import { fork } from 'node:child_process';
import { FeedError, type ReadFeed, type ReadFeedOptions } from './ical-import';

// Beside this module: feed-process.mjs, and the reader it loads (the TypeScript from source; built,
// ical-import.js, which build.mjs bundles next to the server's bundle).
const PROCESS = new URL('./feed-process.mjs', import.meta.url);
const READER = new URL(import.meta.url.endsWith('.ts') ? './ical-import.ts' : './ical-import.js', import.meta.url).href;

type ReaderAnswer = { feed: ReadFeed } | { error: string; feedError: boolean };

/** readFeed of the feed's bytes, in a process that is killed at the deadline and dies when over its heap. */
export function readFeedInProcess(body: Uint8Array, options: ReadFeedOptions): Promise<ReadFeed> {
  const { deadlineMs, memoryMb } = options.limits;
  return new Promise((resolve, reject) => {
    // No environment: the process reads a stranger's document and needs none of the server's settings.
    const child = fork(PROCESS, [], {
      execArgv: [`--max-old-space-size=${memoryMb}`],
      env: {},
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    let settled = false;
    const settle = (outcome: ReadFeed | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const deadline = setTimeout(
      () => settle(new FeedError(`The feed could not be read within ${deadlineMs / 1000} seconds, so reading it was stopped`)),
      deadlineMs,
    );
    child.once('message', (answer: ReaderAnswer) => {
      if ('feed' in answer) settle(answer.feed);
      else settle(answer.feedError ? new FeedError(answer.error) : new Error(answer.error));
    });
    child.once('error', (error) => settle(error));
    child.once('close', (code, signal) => {
      // V8 aborts a process that runs out of heap.
      if (signal === 'SIGABRT' || code === 134) settle(new FeedError('The feed needs too much memory to be read'));
      else settle(new Error(`The feed reader stopped without an answer (${signal ?? `exit code ${code}`})`));
    });
    child.send({ reader: READER, body, options });
  });
}
