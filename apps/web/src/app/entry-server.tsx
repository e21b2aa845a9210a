/// <reference types="node" />
/**
 * The server renderer: renders a page's first view to HTML in Node (built by `vite build --ssr` into
 * dist/.server, loaded by apps/server/src/modules/pages). The page's largest image and text are then
 * on screen with the HTML, before the app's JavaScript has run; the browser app takes the page over
 * with the same data (lib/firstView.ts).
 *
 * The data comes only from the answers the server gathered for the page (anonymous API reads); a read
 * without an answer stays loading, exactly as the browser's first render shows it before fetching.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerRenderInput, ServerRenderResult } from '@hillnest/domain';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from '../lib/queryClient';
import { setRenderRequestSource, type RenderRequest } from '../lib/renderRequest';
import { AppProviders } from './providers';
import { routes } from './router';

const requests = new AsyncLocalStorage<RenderRequest>();
setRenderRequestSource(() => requests.getStore());

const handler = createStaticHandler(routes);

/** The page's HTML inside #root, or undefined when the route answers with a redirect. */
export function render(input: ServerRenderInput): Promise<ServerRenderResult<DehydratedState> | undefined> {
  const request: RenderRequest = { answers: new Map(Object.entries(input.answers)), signedIn: input.signedIn };
  return requests.run(request, () => renderPage(input.url));
}

async function renderPage(url: string): Promise<ServerRenderResult<DehydratedState> | undefined> {
  // Resolves the matched routes' lazy page modules, so the page renders, not its loading state.
  const context = await handler.query(new Request(new URL(url, 'http://render.invalid')));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  const page = () => (
    <AppProviders client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
  try {
    // The first pass finds the queries the page makes; the second renders them with their data.
    await renderToStringAsync(page());
    await answerQueries(client);
    const html = await renderToStringAsync(page());
    return { html, state: dehydrate(client) };
  } finally {
    // Drops the queries and their garbage-collection timers with the request.
    client.clear();
  }
}

/** Gives each query its answer; a query with none is dropped, so it renders as not yet loaded. */
async function answerQueries(client: QueryClient): Promise<void> {
  const cache = client.getQueryCache();
  await Promise.all(
    cache.getAll().map(async (query) => {
      try {
        await query.fetch({ ...query.options, retry: false });
      } catch {
        cache.remove(query);
      }
    }),
  );
}
