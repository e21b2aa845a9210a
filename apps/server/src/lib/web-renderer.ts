/**
 * The web app's server renderer (apps/web/src/app/entry-server.tsx), built beside the app into
 * `<WEB_DIST>/.server/entry-server.js`. Without it (an API-only deploy, or a build from before it
 * existed) pages are rendered by the browser alone.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstViewOf, ServerRenderInput, ServerRenderResult } from '@hillnest/domain';

export type WebRenderer = (input: ServerRenderInput) => Promise<ServerRenderResult | undefined>;

/** Whether the web app has a page at a path (false: its 'Oops! Page Not Found' page answers). */
export type PageMatcher = (pathname: string) => boolean;

interface WebServerModule {
  render?: WebRenderer;
  isKnownPath?: PageMatcher;
  firstViewOf?: FirstViewOf;
}

async function loadModule(webDist: string): Promise<WebServerModule | undefined> {
  const file = path.join(webDist, '.server', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as WebServerModule;
}

export async function loadWebRenderer(webDist: string): Promise<WebRenderer | undefined> {
  const module = await loadModule(webDist);
  return typeof module?.render === 'function' ? module.render : undefined;
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
