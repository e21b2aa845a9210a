/**
 * The web app's server renderer (apps/web/src/app/entry-server.tsx), built beside the app into
 * `<WEB_DIST>/.server/entry-server.js`. Without it (an API-only deploy, or a build from before it
 * existed) pages are rendered by the browser alone.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface RenderInput {
  url: string;
  answers: Record<string, unknown>;
  signedIn: boolean;
}

export interface RenderResult {
  /** The page's HTML, for inside #root. */
  html: string;
  /** The data it was rendered from, sent with the page for the browser app's first render. */
  state: unknown;
}

export type WebRenderer = (input: RenderInput) => Promise<RenderResult | undefined>;

export async function loadWebRenderer(webDist: string): Promise<WebRenderer | undefined> {
  const file = path.join(webDist, '.server', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { render?: WebRenderer };
  return typeof module.render === 'function' ? module.render : undefined;
}
