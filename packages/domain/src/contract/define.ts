/**
 * The shape of one API route's contract. The contract (contract/index.ts) names each route by its
 * method and path ("GET /api/hotels/:id"); the server registers the route from its entry and the web
 * client types its call by the same name.
 */
import type { z } from '../zod';

export type Access = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RouteKey = `${HttpMethod} /api/${string}`;

export interface RouteSpec {
  /** Who may call it: visitors (public), any signed-in account (user) or the administrator (admin). */
  access: Access;
  /** Route parameters (`:id`), always text. */
  params?: z.ZodType;
  /** The query string: one key per name, a list when repeated. */
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart form's text fields, read by the route from the stream (files are checked by the route). */
  form?: z.ZodType;
  /** Status of a successful answer (default 200; 204 answers nothing). */
  status?: number;
  /** The successful answer as JSON; null for an answer without a JSON body (204, a calendar feed). */
  response: z.ZodType | null;
  /** Other answers with a body of their own (not `{message}` errors), by status. */
  otherResponses?: Record<number, z.ZodType>;
  /** Content type of a successful answer that is not JSON. */
  produces?: string;
}

export interface RouteContract extends RouteSpec {
  key: RouteKey;
  method: HttpMethod;
  path: string;
}

type MethodOf<K> = K extends `${infer M extends HttpMethod} ${string}` ? M : never;
type PathOf<K> = K extends `${HttpMethod} ${infer P}` ? P : never;

export type Contract<T extends Record<RouteKey, RouteSpec>> = {
  readonly [K in keyof T & RouteKey]: T[K] & { key: K; method: MethodOf<K>; path: PathOf<K> };
};

/** Adds each entry's method and path, read from its name. */
export function defineContract<const T extends Record<RouteKey, RouteSpec>>(routes: T): Contract<T> {
  const entries = Object.entries(routes).map(([key, spec]) => {
    const space = key.indexOf(' ');
    return [key, { ...spec, key, method: key.slice(0, space), path: key.slice(space + 1) }];
  });
  return Object.fromEntries(entries) as Contract<T>;
}
