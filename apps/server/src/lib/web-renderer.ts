/**
 * The web app's server renderer (apps/web/src/app/entry-server.tsx), built beside the app into
 * `<WEB_DIST>/.server/entry-server.js`. Without it (an API-only deploy, or a build from before it
 * existed) pages are rendered by the browser alone.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerRenderInput, ServerRenderResult } from '@hillnest/domain';

export type WebRenderer = (input: ServerRenderInput) => Promise<ServerRenderResult | undefined>;

export async function loadWebRenderer(webDist: string): Promise<WebRenderer | undefined> {
  const file = path.join(webDist, '.server', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { render?: WebRenderer };
  return typeof module.render === 'function' ? module.render : undefined;
}
