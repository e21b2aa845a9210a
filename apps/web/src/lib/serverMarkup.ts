/**
 * Markup the server renderer (app/entry-server.tsx) writes once and then repeats as text: for pieces
 * whose HTML depends only on their props, rendering them again for every page is wasted work.
 *
 * preact-render-to-string writes a Fragment carrying a `tpl` list as raw HTML (that is how JSX
 * precompiled into templates reaches it), so a remembered piece costs one string join. Server only:
 * the browser renders the real components, which produce the same markup, so hydration is unchanged.
 */
import { renderToString } from 'preact-render-to-string';
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';

/** An element the server writes as this HTML, as it is (it must be markup the renderer itself wrote). */
export function rawHtml(html: string): ReactElement {
  return createElement(Fragment, { tpl: [html] } as { children?: ReactNode });
}

/**
 * Remembers the HTML of up to `limit` elements by key; past the limit, `render` is asked as usual.
 * The HTML comes from the server renderer itself, so it is exactly what the element renders to.
 */
export class MarkupMemo {
  private readonly markup = new Map<string, string>();

  constructor(private readonly limit: number) {}

  /** The element for `key`: its remembered HTML, or `element()` itself while the memo is full. */
  element(key: string, element: () => ReactElement): ReactElement {
    let html = this.markup.get(key);
    if (html === undefined) {
      if (this.markup.size >= this.limit) return element();
      // A render of its own, nested in the page's: the element must need no context (no provider
      // above it is seen here) and call no hook whose state the page's render goes on to use.
      html = renderToString(element());
      this.markup.set(key, html);
    }
    return rawHtml(html);
  }
}
