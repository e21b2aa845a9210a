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
import {
  API_PATHS,
  DEFAULT_HEAD,
  headTags,
  SITE_NAME,
  type FirstView,
  type PageHead,
  type ServerRenderInput,
  type ServerRenderResult,
  type SiteConfig,
} from '@hillnest/domain';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { firstViewOfHandle, type PageAddress } from '../lib/firstViewRoutes';
import { createQueryClient } from '../lib/queryClient';
import { setRenderRequestSource, type RenderRequest } from '../lib/renderRequest';
import { AppProviders } from './providers';
import { routes } from './router';

const requests = new AsyncLocalStorage<RenderRequest>();
setRenderRequestSource(() => requests.getStore());

/**
 * The app's routes as React Router serves them: its route table flattened and ranked once, and the
 * matched routes' lazy page modules loaded (each page's code once per process).
 */
const handler = createStaticHandler(routes);

/** The routes an address's path matches. */
async function matchesOf(pathname: string) {
  const context = await handler.query(new Request(new URL(pathname, 'http://render.invalid')));
  return context instanceof Response ? undefined : context.matches;
}

/**
 * Whether a path is one of the app's pages, rather than the catch-all 'Oops! Page Not Found' route or a
 * public page's address that names nothing.
 */
export async function isKnownPath(pathname: string): Promise<boolean> {
  try {
    decodeURI(pathname);
  } catch {
    return false;
  }
  const page = (await matchesOf(pathname))?.at(-1);
  if (page === undefined || page.route.path === '*') return false;
  // A public page whose address cannot name anything (`/detail/not-an-id`) declares no reads for it: no such page.
  const declared = firstViewOfHandle(page.route.handle);
  return !declared?.module || (await declared.view({ params: page.params, search: new URLSearchParams() })) !== undefined;
}

/**
 * What the server answers inside a page's HTML, as the matched routes declare it (each feature's
 * routes.tsx, see lib/firstViewRoutes.ts): the frame's reads, then the page's. Undefined for a page the
 * browser renders alone (one that declares no first view, or whose address names nothing).
 */
export async function firstViewOf(pathname: string, search: string): Promise<FirstView | undefined> {
  const matches = await matchesOf(pathname);
  const page = matches?.at(-1);
  const declared = page && firstViewOfHandle(page.route.handle);
  if (!matches || !page || !declared?.module) return undefined;
  const address = { params: page.params, search: new URLSearchParams(search) };
  const views = await Promise.all(matches.map((match) => firstViewOfHandle(match.route.handle)?.view(address)));
  const pageView = views.at(-1);
  if (!pageView) return undefined;
  const declaredViews = views.filter((view) => view !== undefined);
  return {
    path: pathAsRouted(pathname, matches),
    params: [...new Set(declaredViews.flatMap((view) => view.params ?? []))],
    reads: declaredViews.flatMap((view) => view.reads),
    leadImage: pageView.leadImage,
    subject: pageView.subject,
    modules: [declared.module],
  };
}

/**
 * The address as the matched routes spell it: their fixed segments as the route table writes them, the
 * parameters' segments as given (still encoded), no empty segment. React Router matches `/Search/`
 * as `/search`; a search engine would count them as two pages.
 */
function pathAsRouted(pathname: string, matches: readonly { route: { path?: string } }[]): string {
  const given = pathname.split('/').filter(Boolean);
  const pattern = matches.flatMap((match) => (match.route.path ?? '').split('/')).filter(Boolean);
  if (pattern.length !== given.length) return pathname;
  return `/${pattern.map((segment, index) => (segment.startsWith(':') ? given[index] : segment)).join('/')}`;
}

/** The page's HTML inside #root, or undefined when the route answers with a redirect. */
export function render(input: ServerRenderInput): Promise<ServerRenderResult<DehydratedState> | undefined> {
  const request: RenderRequest = { answers: new Map(Object.entries(input.answers)), signedIn: input.signedIn };
  return requests.run(request, () => renderPage(input));
}

/** The page's head as its route declares it from the reads' answers; the site's own without one. */
async function headOf(page: { route: { handle?: unknown }; params: PageAddress['params'] }, input: ServerRenderInput, search: string) {
  const view = await firstViewOfHandle(page.route.handle)?.view({ params: page.params, search: new URLSearchParams(search) });
  const head: PageHead | undefined = view?.head?.(input.answers, input.origin);
  const { pathname } = new URL(input.url, 'http://render.invalid');
  return headTags(head ?? DEFAULT_HEAD, input.origin, head ? input.url : pathname, siteNameOf(input));
}

/** The owner's business name from the frame's read of the settings, else the built-in one. */
function siteNameOf(input: ServerRenderInput): string {
  return (input.answers[API_PATHS.config] as SiteConfig | undefined)?.business.name || SITE_NAME;
}

async function renderPage(input: ServerRenderInput): Promise<ServerRenderResult<DehydratedState> | undefined> {
  const url = input.url;
  // Resolves the matched routes' lazy page modules, so the page renders, not its loading state.
  const context = await handler.query(new Request(new URL(url, 'http://render.invalid')));
  if (context instanceof Response) return undefined;
  const page = context.matches.at(-1);
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  try {
    // The page's queries start from the server's answers (their initialData, lib/api.ts's serverAnswer).
    const html = await renderToStringAsync(
      <AppProviders client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    const head = page
      ? await headOf(page, input, new URL(url, 'http://render.invalid').search)
      : headTags(DEFAULT_HEAD, input.origin, '/', siteNameOf(input));
    return { html, state: dehydrate(client), head };
  } finally {
    client.clear();
  }
}

/**
 * The addresses of the app's public pages that take no parameter (the home page, search, the blogs and
 * the static pages): every route with a first view and a fixed path. The server's sitemap lists them.
 */
export function fixedPublicPaths(): string[] {
  const found: string[] = [];
  const walk = (list: readonly RouteObject[], base: string) => {
    for (const route of list) {
      const path = route.index ? base || '/' : route.path ? `${base}/${route.path}` : base;
      if (firstViewOfHandle(route.handle)?.module && !path.includes(':') && !path.includes('*')) found.push(path || '/');
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '');
  return found;
}
