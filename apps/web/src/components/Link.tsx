/**
 * The app's in-app link: React Router's `Link`, except in the server renderer (app/entry-server.tsx),
 * where a plain absolute address ('/detail/…', '/search?page=2') is written out directly.
 *
 * React Router's Link resolves its address against the current route, sets up prefetching and a click
 * handler on every render, which cost about 40 µs a link in the server's render of a page (a search
 * page has some thirty). None of that shows in the HTML: for an absolute path the address is the
 * path itself, the click handler is not serialised, and the browser's first render (the real Link)
 * produces the same markup, so the page is taken over (hydrated) as before. Anything else (relative
 * paths, objects, prefetching, other options) goes to the real Link on the server too.
 */
import { createElement, type ReactElement } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';

/** A path of plain segments from the root, with an optional query: what React Router leaves as it is. */
const PLAIN_ADDRESS = /^\/(?:[\w~%-]+(?:\/[\w~%-]+)*)?(?:\?[^#]+)?$/;

/** The props React Router's Link takes for itself; everything else goes on the <a>. */
const OWN_PROPS = new Set([
  'onClick',
  'discover',
  'prefetch',
  'relative',
  'reloadDocument',
  'replace',
  'mask',
  'state',
  'target',
  'to',
  'preventScrollReset',
  'viewTransition',
  'defaultShouldRevalidate',
  'ref',
]);

/** Options that change the markup or the address: such links are rendered by React Router. */
function plainOnServer(props: LinkProps): props is LinkProps & { to: string } {
  return (
    typeof props.to === 'string' &&
    PLAIN_ADDRESS.test(props.to) &&
    (props.discover === undefined || props.discover === 'render') &&
    (props.prefetch === undefined || props.prefetch === 'none') &&
    !props.reloadDocument &&
    props.mask === undefined &&
    props.relative === undefined
  );
}

/**
 * The server's Link: the <a> React Router's Link renders for a plain absolute path (its attributes in
 * the same order: the link's own props, then href, target and data-discover). The app has no basename.
 */
export function ServerLink(props: LinkProps): ReactElement {
  if (!plainOnServer(props)) return createElement(RouterLink, props);
  const anchor: Record<string, unknown> = {};
  for (const name in props) {
    if (!OWN_PROPS.has(name)) anchor[name] = props[name as keyof LinkProps];
  }
  anchor.href = props.to;
  anchor.target = props.target;
  anchor['data-discover'] = 'true';
  return createElement('a', anchor);
}

/** React Router's Link in the browser (and in tests); the server renderer's own in its bundle. */
export const Link: typeof RouterLink = import.meta.env.SSR ? (ServerLink as typeof RouterLink) : RouterLink;
