/**
 * The web app's server module (apps/web/src/app/entry-server.tsx), built beside the app into
 * `<WEB_DIST>/.server/entry-server.js`: its renderer, its route table and the reads each page makes
 * as it opens. Without it (an API-only deploy, or a build from before it existed) pages are rendered
 * by the browser alone.
 *
 * Pages are rendered on a pool of worker threads (RENDER_THREADS: by default one per core but the
 * event loop's own), each with its own copy of the module: rendering is most of a page's cost, and on
 * the event loop it would hold up every other request while using one core only. With
 * RENDER_THREADS=0 they render on the event loop.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FirstViewOf, ServerRenderInput, ServerRenderResult } from '@hillnest/domain';
import { compressPage, renderPageWith, type PageEncoding, type PageRenderInput, type RenderedPage } from './page-render.mjs';

export type { PageEncoding, PageRenderInput, RenderedPage } from './page-render.mjs';

export type WebRenderer = (input: PageRenderInput) => Promise<RenderedPage | undefined>;
export type PageCompressor = (body: Uint8Array, encoding: PageEncoding) => Promise<Buffer>;

/** A page's body compressed on the event loop: when pages have no render threads. */
export const compressOnEventLoop: PageCompressor = async (body, encoding) => compressPage(body, encoding);

/** A renderer, a page compressor (on the same threads while one is idle), and what stops them when the app closes. */
export interface RenderService {
  render: WebRenderer;
  compress: PageCompressor;
  close(): Promise<void>;
}

/** Whether the web app has a page at a path (false: its 'Oops! Page Not Found' page answers). */
export type PageMatcher = (pathname: string) => boolean;

interface WebServerModule {
  render?: (input: ServerRenderInput) => Promise<ServerRenderResult | undefined>;
  isKnownPath?: PageMatcher;
  firstViewOf?: FirstViewOf;
}

const moduleFile = (webDist: string) => path.join(webDist, '.server', 'entry-server.js');

async function loadModule(webDist: string): Promise<WebServerModule | undefined> {
  const file = moduleFile(webDist);
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as WebServerModule;
}

/** The page renderer: `threads` worker threads, or the event loop with 0. Undefined without a renderer. */
export async function loadWebRenderer(webDist: string, threads: number): Promise<RenderService | undefined> {
  const module = await loadModule(webDist);
  const render = module?.render;
  if (typeof render !== 'function') return undefined;
  if (threads === 0) return { render: (input) => renderPageWith({ render }, input), compress: compressOnEventLoop, close: async () => {} };
  return renderThreads(pathToFileURL(moduleFile(webDist)).href, threads);
}

interface RenderThread {
  worker: Worker;
  /** Tasks (renders, compressions) sent to it and not yet answered, by id. */
  waiting: Map<number, { resolve: (answer: unknown) => void; reject: (error: Error) => void }>;
}

/**
 * `threads` worker threads, started with the first task. Each task goes to the thread with the fewest
 * tasks waiting. A thread that fails or exits fails its waiting tasks (their pages are then rendered by
 * the browser, or sent uncompressed) and is replaced by the next task.
 */
function renderThreads(renderModule: string, threads: number): RenderService {
  const pool: RenderThread[] = [];
  let nextId = 0;
  let closed = false;

  function start(): RenderThread {
    const worker = new Worker(new URL('./page-render.mjs', import.meta.url), { workerData: { renderModule } });
    const thread: RenderThread = { worker, waiting: new Map() };
    worker.on('message', ({ id, page, body, error }: { id: number; page?: RenderedPage; body?: Uint8Array; error?: string }) => {
      const waiting = thread.waiting.get(id);
      thread.waiting.delete(id);
      if (error !== undefined) waiting?.reject(new Error(error));
      // A compressed body arrives as a plain Uint8Array: a Buffer over the same memory.
      else waiting?.resolve(body ? Buffer.from(body.buffer, body.byteOffset, body.byteLength) : page);
    });
    const fail = (error: Error) => {
      const at = pool.indexOf(thread);
      if (at >= 0) pool.splice(at, 1);
      for (const waiting of thread.waiting.values()) waiting.reject(error);
      thread.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a render thread exited (${code})`)));
    // Waiting renders, not idle threads, are what should keep the process alive.
    worker.unref();
    return thread;
  }

  function ask<T>(task: { input: PageRenderInput } | { compress: { body: Uint8Array; encoding: PageEncoding } }): Promise<T> {
    if (closed) return Promise.reject(new Error('the render threads are closed'));
    while (pool.length < threads) pool.push(start());
    const thread = pool.reduce((least, other) => (other.waiting.size < least.waiting.size ? other : least));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      thread.waiting.set(id, { resolve: resolve as (answer: unknown) => void, reject });
      // The body is copied, not moved: the asking thread keeps it (a page's uncompressed body is kept too).
      thread.worker.postMessage({ id, ...task });
    });
  }

  return {
    render: (input) => ask({ input }),
    // An idle render thread compresses the page; when every one is busy, the event loop does it at
    // once. Rendering is most of a page's work, so with few threads (one on two cores) they are what
    // limits the pages served while the event loop has time to spare; a page compressed there was
    // sent sooner and more pages were served (issue 21: 656–677 against 555–579 pages/s, decision 0048).
    compress: (body, encoding) =>
      pool.length < threads || pool.some((thread) => thread.waiting.size === 0)
        ? ask({ compress: { body, encoding } })
        : compressOnEventLoop(body, encoding),
    async close() {
      closed = true;
      await Promise.all(pool.splice(0).map((thread) => thread.worker.terminate()));
    },
  };
}

/** The app's own route table, so an unknown address is answered with 404 (undefined: every path is a page). */
export async function loadPageMatcher(webDist: string): Promise<PageMatcher | undefined> {
  const module = await loadModule(webDist);
  return typeof module?.isKnownPath === 'function' ? module.isKnownPath : undefined;
}

/**
 * What each page reads as it opens, as the web app's routes declare it (apps/web/src/lib/firstViewRoutes.ts):
 * the server answers those reads inside the page's HTML. Undefined: no page has a first view.
 */
export async function loadFirstViews(webDist: string): Promise<FirstViewOf | undefined> {
  const module = await loadModule(webDist);
  return typeof module?.firstViewOf === 'function' ? module.firstViewOf : undefined;
}
