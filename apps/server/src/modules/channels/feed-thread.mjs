// Reads one fetched feed (readFeed, ical-import.ts) in a worker thread of its own, which feed-reader.ts
// starts and terminates. Plain JavaScript, so a worker thread runs it as it is, built or not: built, the
// reader is bundled beside it (build.mjs); from source (tsx, Vitest) the reader is TypeScript, which
// Node's worker threads load only through tsx.
import { parentPort, workerData } from 'node:worker_threads';

const { reader, body, options } = workerData;
const { readFeed, FeedError } = reader.endsWith('.ts')
  ? await (await import('tsx/esm/api')).tsImport(reader, import.meta.url)
  : await import(reader);

try {
  parentPort.postMessage({ feed: readFeed(new TextDecoder().decode(body), options) });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error), feedError: error instanceof FeedError });
}
