/**
 * Markup the server renderer (app/entry-server.tsx) writes once and then repeats as text: for pieces
 * whose HTML depends only on their props, rendering them again for every page is wasted work.
 *
 * preact-render-to-string writes a Fragment carrying a `tpl` list as raw HTML (that is how JSX
 * precompiled into templates reaches it), so a remembered piece costs one string join. Server only:
 * the browser renders the real components, which produce the same markup, so hydration is unchanged.
 */
import { renderToString } from 'preact-render-to-string';
import { setWithin } from './recent';
import { createElement, Fragment, type FunctionComponent, type ReactElement, type ReactNode } from 'react';

/** An element the server writes as this HTML, as it is (it must be markup the renderer itself wrote). */
export function rawHtml(html: string): ReactElement {
  return createElement(Fragment, { tpl: [html] } as { children?: ReactNode });
}

/**
 * Remembers the HTML of the `limit` elements used most recently, by key; an element whose key is not
 * remembered is rendered and remembered in place of the one used least recently. The HTML comes from
 * the server renderer itself, so it is exactly what the element renders to.
 */
export class MarkupMemo {
  /** In order of use, least recent first (a Map keeps insertion order). */
  private readonly markup = new Map<string, string>();

  constructor(private readonly limit: number) {}

  /** The remembered HTML for `key`, as an element; undefined when there is none. */
  cached(key: string): ReactElement | undefined {
    const html = this.markup.get(key);
    if (html === undefined) return undefined;
    this.markup.delete(key);
    this.markup.set(key, html);
    return rawHtml(html);
  }

  /** `element`, rendered and remembered under `key`. */
  remember(key: string, element: ReactElement): ReactElement {
    // A render of its own, nested in the page's: the element must need no context (no provider
    // above it is seen here) and call no hook whose state the page's render goes on to use.
    const html = flat(renderToString(element));
    setWithin(this.markup, this.limit, key, html);
    return rawHtml(html);
  }
}

/**
 * The text as one piece in memory. The renderer builds its HTML by joining strings, which V8 keeps
 * as a tree of the pieces until something needs the characters in a row; every page that repeats a
 * remembered tree would walk it again when the page is written out (laying out a search page's text
 * took about a fifth of its render thread's time). Matching a regular expression lays the text out
 * once, in place.
 */
function flat(text: string): string {
  FIRST_CHARACTER.test(text);
  return text;
}
const FIRST_CHARACTER = /^./s;

/**
 * `Component` as it is in the browser (and in tests); in the server renderer's bundle, rendered once
 * per `key(props)` and then repeated as text. For components whose HTML is a function of their props
 * alone: no context (the remembered render sees no provider), no useId (its ids would not follow the
 * page's) and no query (the page's data would miss it). The key must name everything the HTML shows;
 * `undefined` renders the component as usual.
 */
export function serverMemo<P extends object>(
  Component: FunctionComponent<P>,
  key: (props: P) => string | undefined,
  limit = 256,
): FunctionComponent<P> {
  return import.meta.env.SSR ? markupMemo(Component, key, limit) : Component;
}

/** `Component` rendered once per `key(props)` and then repeated as text (serverMemo's server side). */
export function markupMemo<P extends object>(
  Component: FunctionComponent<P>,
  key: (props: P) => string | undefined,
  limit = 256,
): FunctionComponent<P> {
  const memo = new MarkupMemo(limit);
  function ServerMemo(props: P): ReactElement {
    const name = key(props);
    if (name === undefined) return createElement(Component, props);
    return memo.cached(name) ?? memo.remember(name, createElement(Component, props));
  }
  ServerMemo.displayName = `ServerMemo(${Component.displayName ?? Component.name})`;
  return ServerMemo;
}
