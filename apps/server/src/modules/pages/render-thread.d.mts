// Types of render-thread.mjs for the TypeScript callers; the module itself stays plain JavaScript so a
// render thread runs it as it is.
import type { ServerRenderInput, ServerRenderResult } from '@hillnest/domain';

/** What a page render needs: its address, the JSON text of each of its reads that answered, the visitor's hint. */
export interface PageRenderInput {
  url: string;
  bodies: Record<string, string>;
  signedIn: boolean;
  /** The site's public address (canonical and preview addresses). */
  origin: string;
}

/** A rendered page, as UTF-8: its HTML for inside #root, the data it was rendered from as script-safe JSON, and its head tags. */
export interface RenderedPage {
  html: Uint8Array;
  stateJson: Uint8Array;
  /** The page's <head> tags. */
  head: Uint8Array;
}

export function scriptSafeJson(value: unknown): string;
export function renderPageWith(
  module: { render: (input: ServerRenderInput) => Promise<ServerRenderResult | undefined> },
  input: PageRenderInput,
): Promise<RenderedPage | undefined>;
export default function renderInThread(input: PageRenderInput): Promise<RenderedPage | undefined>;
