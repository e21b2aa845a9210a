/**
 * "Back to where the user came from" after signing in (docs/product/accounts.md): the origin travels in the
 * router's location state as { from: '/path?query' }.
 */
export interface ReturnToState {
  from: string;
}

interface LocationLike {
  pathname: string;
  search?: string;
  hash?: string;
}

const AUTH_PAGES = ['/sign-in', '/register'];

/** Location state to pass to the sign-in page so it can come back here. */
export function returnToState(location: LocationLike): ReturnToState | undefined {
  if (AUTH_PAGES.includes(location.pathname)) return undefined;
  return { from: `${location.pathname}${location.search ?? ''}${location.hash ?? ''}` };
}

/**
 * Where to go after signing in: the remembered in-app path, otherwise '/'. The administrator lands on
 * the dashboard (/admin) instead of the home page (docs/product/admin.md).
 */
export function returnToPath(state: unknown, { isAdmin = false } = {}): string {
  const path = rememberedPath(state);
  return isAdmin && path === '/' ? '/admin' : path;
}

function rememberedPath(state: unknown): string {
  if (!state || typeof state !== 'object' || !('from' in state)) return '/';
  const { from } = state as { from: unknown };
  // Only same-app paths: '/x' yes, '//evil.example' or 'https://…' no.
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (AUTH_PAGES.some((page) => from === page || from.startsWith(`${page}?`))) return '/';
  return from;
}
