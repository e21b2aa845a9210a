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
import type { FirstView, ServerRenderInput, ServerRenderResult } from '@hillnest/domain';
import { dehydrate, QueryCache, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { firstViewOfHandle } from '../lib/firstViewRoutes';
import { createQueryClient } from '../lib/queryClient';
import { renderRequest, setRenderRequestSource, type RenderRequest } from '../lib/renderRequest';
import { AppProviders } from './providers';
import { routes } from './router';

const requests = new AsyncLocalStorage<RenderRequest>();
setRenderRequestSource(() => requests.getStore());

/** Resolves the matched routes' lazy page modules (each page's code is loaded once per process). */
const handler = createStaticHandler(routes);

/** Whether a path is one of the app's pages, rather than the catch-all 'Oops! Page Not Found' route. */
export function isKnownPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return false;
  }
  const page = matchRoutes(routes, decoded)?.at(-1);
  return page !== undefined && page.route.path !== '*';
}

/**
 * What the server answers inside a page's HTML, as the matched routes declare it (each feature's
 * routes.tsx, see lib/firstViewRoutes.ts): the frame's reads, then the page's. Undefined for a page the
 * browser renders alone (one that declares no first view, or whose address names nothing).
 */
export async function firstViewOf(pathname: string, search: string): Promise<FirstView | undefined> {
  const matches = matchRoutes(routes, pathname);
  const page = matches?.at(-1);
  const declared = page && firstViewOfHandle(page.route.handle);
  if (!matches || !page || !declared?.module) return undefined;
  const address = { params: page.params, search: new URLSearchParams(search) };
  const views = await Promise.all(matches.map((match) => firstViewOfHandle(match.route.handle)?.view(address)));
  const pageView = views.at(-1);
  if (!pageView) return undefined;
  const declaredViews = views.filter((view) => view !== undefined);
  return {
    params: [...new Set(declaredViews.flatMap((view) => view.params ?? []))],
    reads: declaredViews.flatMap((view) => view.reads),
    leadImage: pageView.leadImage,
    modules: [declared.module],
  };
}

/** The page's HTML inside #root, or undefined when the route answers with a redirect. */
export function render(input: ServerRenderInput): Promise<ServerRenderResult<DehydratedState> | undefined> {
  const request: RenderRequest = { answers: new Map(Object.entries(input.answers)), signedIn: input.signedIn };
  return requests.run(request, () => renderPage(input.url));
}

async function renderPage(url: string): Promise<ServerRenderResult<DehydratedState> | undefined> {
  // Resolves the matched routes' lazy page modules, so the page renders, not its loading state.
  const address = new URL(url, 'http://render.invalid');
  const context = await handler.query(new Request(address));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = new AnsweringQueryCache();
  const client = createQueryClient(cache);
  const page = () => (
    <AppProviders client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
  try {
    // Queries whose read the server answered get that answer as they are made, so one pass usually
    // renders the page with its data. Then every query is answered as its own function says; if any
    // ends up with other data than it was rendered with (a query that reshapes its answer, or one
    // made without one), the page is rendered again with the data now in place.
    const first = await renderToStringAsync(page());
    const given = new Map(cache.answered);
    await answerQueries(cache);
    const same = cache.getAll().every((query) => given.has(query) && given.get(query) === query.state.data);
    const html = same && given.size === cache.getAll().length ? first : await renderToStringAsync(page());
    return { html, state: dehydrate(client) };
  } finally {
    // Drops the queries and their garbage-collection timers with the request.
    client.clear();
  }
}

/**
 * A query cache that gives each new query the server's answer to its read at once: the query's
 * function is started as the query is made, and when it reads an answer the server gathered (noted
 * synchronously by lib/api.ts), that answer becomes the query's data before the page renders it.
 */
class AnsweringQueryCache extends QueryCache {
  /** The data each query was given here. */
  readonly answered = new Map<Query, unknown>();
  /** What each query's function came to when it was started here (it reads the same answers every time). */
  readonly outcomes = new Map<Query, Promise<{ value: unknown } | undefined>>();

  constructor() {
    super();
    const build = this.build.bind(this);
    this.build = ((client: QueryClient, options: { queryHash?: string }, state?: unknown) => {
      const known = options.queryHash ? this.get(options.queryHash) : undefined;
      const query = build(client, options as never, state as never) as unknown as Query;
      if (!known) this.answer(client, query);
      return query;
    }) as unknown as QueryCache['build'];
  }

  private answer(client: QueryClient, query: Query): void {
    const request = renderRequest();
    const queryFn = query.options.queryFn;
    if (!request || typeof queryFn !== 'function' || query.state.data !== undefined) return;
    request.lastRead = undefined;
    try {
      const pending = queryFn({
        client,
        queryKey: query.queryKey,
        signal: NEVER_ABORTED,
        meta: query.options.meta,
      } as never);
      // Its synchronous start gives the query its data now; its outcome settles it in answerQueries.
      this.outcomes.set(
        query,
        Promise.resolve(pending).then(
          (value) => ({ value }),
          () => undefined,
        ),
      );
    } catch {
      return;
    }
    // The answer read is this query's only when its function returned it as it is (checked after the render).
    const read = request.lastRead as { value: unknown } | undefined;
    if (!read) return;
    query.setData(read.value);
    this.answered.set(query, query.state.data);
  }
}

/** Nothing cancels a read while the server renders: every query's function gets this signal. */
const NEVER_ABORTED = new AbortController().signal;

/**
 * Gives each query its answer; a query with none is dropped, so it renders as not yet loaded. A query
 * whose function already came to its answer when the query was made keeps it (the data it was given,
 * when the function returned the answer as it is), or is dropped when the function failed; any other
 * is fetched, as its function says, once more.
 */
async function answerQueries(cache: AnsweringQueryCache): Promise<void> {
  await Promise.all(
    cache.getAll().map(async (query) => {
      const outcome = await cache.outcomes.get(query);
      if (cache.answered.has(query) && outcome && outcome.value === cache.answered.get(query) && query.state.data === outcome.value) return;
      if (cache.outcomes.has(query) && !outcome && query.state.data === undefined) {
        cache.remove(query);
        return;
      }
      try {
        await query.fetch({ ...query.options, retry: false });
      } catch {
        cache.remove(query);
      }
    }),
  );
}
