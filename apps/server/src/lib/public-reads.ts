/**
 * The app's public reads (contract routes registered with `publicRead`, lib/contract.ts) answered in
 * this process, for a page's first view (modules/pages/render.ts): the route's own schemas, handler
 * and JSON, without a request through the app. A page view's distinct read went through `inject`
 * before, and its request machinery (a fake socket, request and reply, every hook) cost the event
 * loop more than the read itself (issue 21).
 *
 * Public reads are anonymous and the same for every visitor, so the hooks they skip (sessions, access,
 * same-origin checks, headers) have nothing to add to them. Fastify's own router still parses the
 * address, so the parameters and the query are exactly what the route would receive.
 */
/** Fastify's router: the route's parameters and query for an address, or null when no route has it. */
export type RouteFinder = (url: string) => { params: Record<string, string | undefined>; searchParams?: Record<string, unknown> } | null;

/** The route's raw input as Fastify's router parses it from an address. */
export interface RawReadInput {
  params: Record<string, string | undefined>;
  query: Record<string, unknown>;
}

/** Answers a public read: its JSON as the route sends it (throws the route's HttpError when it would refuse). */
export type PublicReadAnswer = (input: RawReadInput) => Promise<string>;

export class PublicReads {
  private readonly routes: { segments: string[]; answer: PublicReadAnswer }[] = [];

  constructor(private readonly findRoute: RouteFinder) {}

  /** Adds the read of a GET route at `path` (a contract path, `:name` for a parameter). */
  add(path: string, answer: PublicReadAnswer): void {
    this.routes.push({ segments: path.split('/'), answer });
    // A fixed segment wins over a parameter, as in Fastify's router (/api/hotels/search before /api/hotels/:id).
    this.routes.sort((a, b) => parameterCount(a.segments) - parameterCount(b.segments));
  }

  /**
   * The answer to a GET of `url` in this process, or undefined when no public read has its path (ask
   * the app). Its parameters and query come from the app's router.
   */
  find(url: string): (() => Promise<string>) | undefined {
    const queryAt = url.indexOf('?');
    const segments = (queryAt < 0 ? url : url.slice(0, queryAt)).split('/');
    const route = this.routes.find((candidate) => matches(candidate.segments, segments));
    const found = route && this.findRoute(url);
    if (!route || !found) return undefined;
    const input: RawReadInput = { params: found.params, query: { ...found.searchParams } };
    return () => route.answer(input);
  }
}

const parameterCount = (segments: string[]) => segments.filter((segment) => segment.startsWith(':')).length;

function matches(pattern: string[], segments: string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]))
  );
}
