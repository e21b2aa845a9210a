/**
 * The web app's server module (apps/web/src/app/entry-server.tsx), built beside the app into
 * `<WEB_DIST>/.server/entry-server.js`: whether a path is one of its pages, what each page reads as it
 * opens, and its renderer. Without it (an API-only deploy) pages are rendered by the browser alone.
 *
 * Pages render on worker threads (RENDER_THREADS, by default one per core but the event loop's own;
 * decision 0048), each with its own copy of the module, through piscina's pool: rendering is most of a
 * page's cost, and on the event loop it would hold up every other request while using one core only.
 * A thread that fails fails its render (the browser renders that page) and piscina replaces it. With
 * RENDER_THREADS=0 pages render on the event loop.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstViewOf, ServerRenderInput, ServerRenderResult } from '@hillnest/domain';
import { Piscina } from 'piscina';
import { renderPageWith, type PageRenderInput, type RenderedPage } from './render-thread.mjs';

export type { PageRenderInput, RenderedPage } from './render-thread.mjs';

export interface WebApp {
  /** Whether the app has a page at a path (false: its 'Oops! Page Not Found' page answers). */
  isKnownPath(pathname: string): Promise<boolean>;
  /** What each page reads as it opens, as the app's routes declare it. */
  firstViewOf: FirstViewOf;
  /** The public pages at fixed addresses (home, search, blogs, static pages), for the sitemap. */
  fixedPublicPaths(): string[];
  /** The page rendered, or undefined when its route answers with a redirect. */
  render(input: PageRenderInput): Promise<RenderedPage | undefined>;
  close(): Promise<void>;
}

interface WebServerModule {
  render: (input: ServerRenderInput) => Promise<ServerRenderResult | undefined>;
  isKnownPath: (pathname: string) => Promise<boolean>;
  firstViewOf: FirstViewOf;
  fixedPublicPaths: () => string[];
}

/** The web app's server module with its renderer on `threads` worker threads (0: the event loop); undefined without one. */
export async function loadWebApp(webDist: string, threads: number): Promise<WebApp | undefined> {
  const file = path.join(webDist, '.server', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const renderModule = pathToFileURL(file).href;
  const module = (await import(renderModule)) as WebServerModule;
  const pages = { isKnownPath: module.isKnownPath, firstViewOf: module.firstViewOf, fixedPublicPaths: module.fixedPublicPaths };
  if (threads === 0) return { ...pages, render: (input) => renderPageWith(module, input), close: async () => {} };
  // Threads start with the first render and stay.
  const pool = new Piscina<PageRenderInput, RenderedPage | undefined>({
    filename: new URL('./render-thread.mjs', import.meta.url).href,
    workerData: { renderModule },
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: Infinity,
  });
  return { ...pages, render: (input) => pool.run(input), close: () => pool.close({ force: true }) };
}

/** The web app's public pages at fixed addresses (home, search, blogs, static pages); none without its server module. */
export async function fixedPublicPaths(webDist: string): Promise<string[]> {
  const file = path.join(webDist, '.server', 'entry-server.js');
  if (!existsSync(file)) return [];
  return ((await import(pathToFileURL(file).href)) as WebServerModule).fixedPublicPaths();
}
