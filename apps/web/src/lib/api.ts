/**
 * The one HTTP client of the web app. Pages never call fetch: page → feature hook → this client.
 *
 * - Paths are absolute API paths ('/api/...'), prefixed with VITE_API_BASE when the API lives elsewhere.
 * - Cookies travel with every call (the session is an httpOnly cookie).
 * - Plain objects are sent as JSON; FormData is passed through untouched (multipart uploads).
 * - Any non-2xx answer throws an ApiError carrying the server's `{ message }` and the status.
 * - While the server renders a page (renderRequest.ts) nothing is fetched: the page's queries start
 *   from the answers the server gathered for it (`serverAnswer`).
 */
import {
  routePath,
  type Api,
  type ApiRoute,
  type QueryValues,
  type RouteBodyInput,
  type RouteParamsInput,
  type RouteResponse,
} from '@hillnest/domain';
import { renderRequest } from './renderRequest';

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

export class ApiError extends Error {
  readonly status: number;
  /** The parsed response body, for answers that are not `{ message }` (e.g. a payment error). */
  readonly body: unknown;

  /** The input field the server's message is about, when it names one ({ message, field }). */
  get field(): string | undefined {
    const field = (this.body as { field?: unknown } | undefined)?.field;
    return typeof field === 'string' ? field : undefined;
  }

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Defaults to 'include'. */
  credentials?: RequestCredentials;
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Status 0 marks a request that never got an answer (offline, DNS, CORS). */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection and try again.';

/** A read the server does not answer while it renders a page: the page makes it once in the browser. */
const NOT_RENDERED_ON_SERVER = 'Not answered while rendering on the server';

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
  return text;
}

function messageFrom(body: unknown, response: Response): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return response.statusText || `Request failed with status ${response.status}`;
}

async function request<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  if (renderRequest()) throw new ApiError(NOT_RENDERED_ON_SERVER, 0);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = {
    method,
    headers,
    credentials: options.credentials ?? 'include',
    signal: options.signal,
  };
  if (body instanceof FormData) {
    init.body = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }

  const data = await readBody(response);
  if (!response.ok) throw new ApiError(messageFrom(data, response), response.status, data);
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, body, options),
};

/** What a call of a contract route takes: its path parameters, query and body, typed by its entry. */
export type CallInput<K extends ApiRoute> = RequestOptions &
  ([RouteParamsInput<K>] extends [undefined] ? { params?: undefined } : { params: RouteParamsInput<K> }) & {
    /** A query string (as `searchQueryString` writes it) or values. */
    query?: string | QueryValues;
  } & (Api[K] extends { form: object }
    ? { body: FormData }
    : [RouteBodyInput<K>] extends [undefined]
      ? { body?: undefined }
      : { body: RouteBodyInput<K> });

type CallArgs<K extends ApiRoute> = object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/**
 * Calls the route `key` of the API contract ("POST /api/hotels/:id/bookings/quote"): the address,
 * the body and the answer are typed by the route's entry, so a call cannot drift from the server.
 */
export function apiCall<K extends ApiRoute>(key: K, ...[input]: CallArgs<K>): Promise<RouteResponse<K>> {
  const { params, query, body, ...options } = (input ?? {}) as CallInput<K>;
  const method = key.slice(0, key.indexOf(' ')) as Method;
  return request<RouteResponse<K>>(method, routePath(key, params as Record<string, string> | undefined, query), body, options);
}

/**
 * While the server renders a page, its answer to this read (a query's `initialData`: the page renders
 * with it, and the browser starts from the same data); undefined in the browser, and for a read the
 * server did not answer (the query then shows as loading, as in the browser before it fetches).
 */
export function serverAnswer<K extends ApiRoute>(key: K, ...[input]: CallArgs<K>): RouteResponse<K> | undefined {
  const rendering = renderRequest();
  if (!rendering) return undefined;
  const { params, query } = (input ?? {}) as CallInput<K>;
  return rendering.answers.get(routePath(key, params as Record<string, string> | undefined, query)) as RouteResponse<K> | undefined;
}

/** The paged side of a list route that answers a plain array when asked for no page. */
export type PageOf<K extends ApiRoute> = Extract<RouteResponse<K>, { pagination: unknown }>;

/**
 * Calls a list route with `?page` and answers its `{ data, pagination }` (without a page those
 * routes answer a plain array, for clients of the original site).
 */
export async function apiPage<K extends ApiRoute>(
  key: K,
  input: CallInput<K> & { query: QueryValues & { page: number } },
): Promise<PageOf<K>> {
  const answer = await (apiCall as (key: K, input: CallInput<K>) => Promise<RouteResponse<K>>)(key, input);
  if (Array.isArray(answer)) throw new ApiError('The server answered a list where a page was asked for', 0);
  return answer as PageOf<K>;
}

/** A readable message for any thrown value (hooks surface it in toasts). */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
