/**
 * What a server render knows of the request it renders (app/entry-server.tsx): the answers to the
 * page's first API reads, by path, and whether the visitor carries the signed-in hint cookie. The
 * server renderer sets the source once, and each render runs with its own request; in the browser
 * there is never one.
 */
export interface RenderRequest {
  answers: ReadonlyMap<string, unknown>;
  signedIn: boolean;
}

let source: () => RenderRequest | undefined = () => undefined;

export function setRenderRequestSource(next: () => RenderRequest | undefined): void {
  source = next;
}

/** The request being rendered on the server; `undefined` in the browser. */
export function renderRequest(): RenderRequest | undefined {
  return source();
}
