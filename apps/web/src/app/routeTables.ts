/**
 * The route tree cut down, once per process, to the routes an address could match. React Router's
 * `matchRoutes` (and a static handler's `query`, and `createStaticRouter`) flatten, rank and compile
 * every route of the tree they are given on every call: over the app's whole tree that cost ~0.7 ms
 * of CPU per server-rendered page. A route whose path starts with a literal segment ('search',
 * 'detail/:hotelId') can only match an address whose first segment is that word (in any letter
 * case), so each first segment gets the tree of the routes that start with it, plus every route that
 * does not start with a literal (the frame, the index page, `:param` and `*` routes). React Router
 * still ranks and matches within that tree, so it gives the answer it gives over the whole tree.
 *
 * Every route keeps the id React Router gives it in the whole tree (its position there), so a table
 * renders exactly as the whole tree does.
 */
import type { RouteObject } from 'react-router';

/** The tree for an address's pathname (raw or decoded). */
export type RouteTables = (pathname: string) => RouteObject[];

export function routeTables(tree: readonly RouteObject[]): RouteTables {
  const identified = withIds(tree, []);
  const literals = new Set<string>();
  collectLiterals(identified, '', literals);
  const tables = new Map<string, RouteObject[]>();
  const tableOf = (first: string | undefined) => {
    const key = first ?? '';
    let table = tables.get(key);
    if (!table) tables.set(key, (table = prune(identified, '', first)));
    return table;
  };
  return (pathname) => {
    const first = firstSegment(pathname);
    // Addresses that start with no route's literal share one table (so the number of tables is bounded).
    return tableOf(first !== undefined && literals.has(first) ? first : undefined);
  };
}

/** Copies of the routes, each with its id in the whole tree (React Router's own: its position). */
function withIds(list: readonly RouteObject[], parent: string[]): RouteObject[] {
  return list.map((route, index) => {
    const position = [...parent, String(index)];
    const id = route.id ?? position.join('-');
    return (route.children ? { ...route, id, children: withIds(route.children, position) } : { ...route, id }) as RouteObject;
  });
}

/** The full path of a route under `parent` (an absolute child path is already full). */
function fullPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  return path.startsWith('/') ? path : `${parent}/${path}`;
}

/**
 * The literal first segment of a full path, lower-cased; '' when it has none yet (a layout, the index
 * page), undefined when it is not a literal (`:param`, `*`, an optional segment).
 */
function literalFirst(path: string): string | undefined {
  const first = path.split('/').find((segment) => segment !== '');
  if (first === undefined) return '';
  return /[:*?]/.test(first) ? undefined : first.toLowerCase();
}

function collectLiterals(list: readonly RouteObject[], parent: string, into: Set<string>): void {
  for (const route of list) {
    const path = fullPath(parent, route.path);
    const first = literalFirst(path);
    if (first) into.add(first);
    else if (first === '') collectLiterals(route.children ?? [], path, into);
  }
}

/** The routes that could match an address starting with `first` (undefined: a segment no route starts with). */
function prune(list: readonly RouteObject[], parent: string, first: string | undefined): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of list) {
    const path = fullPath(parent, route.path);
    const literal = literalFirst(path);
    if (literal === undefined || (literal !== '' && literal === first)) kept.push(route);
    else if (literal === '' && !route.children) kept.push(route);
    else if (literal === '') {
      const children = prune(route.children!, path, first);
      // A layout left without pages (an admin area, for another word) can match nothing: React Router
      // only matches a pathless route through its children.
      if (children.length || route.path !== undefined || route.index) kept.push({ ...route, children } as RouteObject);
    }
  }
  return kept;
}

/** The first segment of a pathname as React Router compares it: decoded, lower-cased. */
function firstSegment(pathname: string): string | undefined {
  const raw = pathname.split('/').find((segment) => segment !== '');
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}
