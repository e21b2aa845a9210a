// Renders one page with the web app's server module (its `render`, apps/web/src/app/entry-server.tsx),
// and compresses a page's body, in the thread that calls it: a render thread of the pool
// (web-renderer.ts), or the event loop when RENDER_THREADS=0. Plain JavaScript, so a worker thread
// runs it as it is, built or not.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * Brotli settings for responses compressed as they are sent (API answers, pages): quality 2. Over 300
 * distinct search pages (58 KB each with their data) quality 4 cost 0.55 ms of CPU a page for 7.2 KB,
 * quality 2 0.24 ms for 7.7 KB: under load that CPU is a page's render, and half a kilobyte more still
 * arrives in the first round trip. The default (11) is for files compressed once: built assets are, at
 * build time (apps/web/vite.precompress.ts).
 */
export const RESPONSE_BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } };

/**
 * A page's body in `encoding` ('br' or 'gzip'), compressed at once in this thread. Not zlib's
 * asynchronous calls: on libuv's thread pool a 75 KB page cost ~3 ms of CPU to compress (~1 ms even
 * one at a time) against ~0.45 ms here, and those threads took the cores from rendering.
 */
export function compressPage(body, encoding) {
  return encoding === 'br' ? brotliCompressSync(body, RESPONSE_BROTLI_OPTIONS) : gzipSync(body);
}

/** JSON that cannot end its <script> element or open a comment, whatever text it holds. */
export function scriptSafeJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page for `input` ({ url, bodies: read path → JSON text, signedIn }) as { html, stateJson }, both
 * UTF-8 bytes, or undefined when the page answers with a redirect. The answers are parsed, the page's
 * data written out and both encoded here, so the thread that asked only moves bytes (encoding a page's
 * text, which is rarely Latin-1 only, costs more than 1 ms on a busy event loop).
 */
export async function renderPageWith(module, { url, bodies, signedIn }) {
  const answers = {};
  for (const [path, body] of Object.entries(bodies)) answers[path] = JSON.parse(body);
  const rendered = await module.render({ url, answers, signedIn });
  return rendered && { html: ownBytes(rendered.html), stateJson: ownBytes(scriptSafeJson(rendered.state)) };
}

/** The text as UTF-8 in memory of its own (not Node's shared pool), so it can be handed to another thread without a copy. */
function ownBytes(text) {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/** The bytes copied into memory of their own (zlib's answer may share a larger buffer), to hand over the same way. */
function ownCopy(bytes) {
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

// A render thread: loads the module once, then answers { id, input } messages with { id, page },
// { id, compress: { body, encoding } } with { id, body }, and either with { id, error } when it fails.
if (!isMainThread && workerData?.renderModule) {
  const module = await import(workerData.renderModule);
  parentPort.on('message', async ({ id, input, compress }) => {
    try {
      if (compress) {
        const body = ownCopy(compressPage(compress.body, compress.encoding));
        parentPort.postMessage({ id, body }, [body.buffer]);
        return;
      }
      const page = await renderPageWith(module, input);
      // The page's bytes move to the asking thread rather than being copied.
      parentPort.postMessage({ id, page }, page ? [page.html.buffer, page.stateJson.buffer] : []);
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
}
