/**
 * The contract between the API server and the web app's server renderer
 * (apps/web/src/app/entry-server.tsx, loaded by apps/server/src/lib/web-renderer.ts).
 */
export interface ServerRenderInput {
  /** The page's path and query, as requested. */
  url: string;
  /** The page's first API reads, answered by the server (path → JSON body). */
  answers: Record<string, unknown>;
  /** The visitor carries the signed-in hint cookie (the header shows its loading state, as in the browser). */
  signedIn: boolean;
}

export interface ServerRenderResult<State = unknown> {
  /** The page's HTML, for inside #root. */
  html: string;
  /** The query data the HTML was rendered from, sent with the page for the browser app's first render. */
  state: State;
}
