/**
 * A page's first view, rendered by the server (app/entry-server.tsx): its HTML is already in #root,
 * and the query data it was rendered from travels with it as a JSON data block (TanStack Query's
 * dehydrated state). The app takes that data into its query cache before its first render, so the
 * first render matches the server's HTML and no API round trip is made for it.
 *
 * Data the server rendered counts as fresh for the page's first 30 s: mounting the page that shows it
 * does not ask the API again. Any other read, and every read after that, asks the server.
 */
import { FIRST_VIEW_ELEMENT_ID } from '@hillnest/domain';
import { hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { renderRequest } from './renderRequest';

const FRESH_FOR_MS = 30_000;

/** When each query the server rendered got its data (query hash → dataUpdatedAt). */
const served = new Map<string, number>();

/** True from reading a server-rendered page's data until the app has taken the page over. */
let hydrating = false;

/** Puts the page's server-rendered data into `client`; true when the page was rendered by the server. */
export function hydrateFirstView(client: QueryClient): boolean {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (!element?.textContent) return false;
  element.remove();
  try {
    const state = JSON.parse(element.textContent) as DehydratedState;
    hydrate(client, state);
    for (const query of state.queries) served.set(query.queryHash, query.state.dataUpdatedAt);
    hydrating = true;
    return true;
  } catch {
    // A damaged block only costs the round trips it would have saved.
    return false;
  }
}

/** True while `query` still holds the data the page was rendered with, early in the page's life. */
export function isServedWithPage(query: Query): boolean {
  return served.get(query.queryHash) === query.state.dataUpdatedAt && performance.now() <= FRESH_FOR_MS;
}

/** The app has taken the server-rendered page over (its first render is done). */
export function finishHydration(): void {
  hydrating = false;
}

/**
 * False while the server renders and while the browser's first render takes a server-rendered page
 * over, true afterwards. What only the browser knows (the visitor's saved search) is shown once this
 * is true, so that first render matches the server's HTML exactly (hydration keeps the server's
 * attributes as they are).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating && !renderRequest());
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return hydrated;
}
