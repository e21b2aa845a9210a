/**
 * Registers API routes from their contract entries (packages/domain/src/contract): the entry's method,
 * path and access, its schemas validating params, query and body before the handler runs (a failure is
 * a 400 `{message}` naming the first problem), and its response schema serializing the answer, so only
 * the fields the contract lists leave the server. Handlers receive the parsed, typed input.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  firstIssue,
  type ApiRoute,
  type RouteBody,
  type RouteContract,
  type RouteForm,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@hillnest/domain';
import { badRequest } from './http-errors';
import { readMultipart, type MultipartForm } from './multipart';
import { normalizeQuery } from './query';
import { replyWithCachedJson } from './read-cache';
import { parseInput } from './validate';

/** A request as a contract route's handler sees it: params, query and body already validated. */
export type ContractRequest<K extends ApiRoute> = FastifyRequest & {
  params: RouteParams<K>;
  query: RouteQuery<K>;
  body: RouteBody<K>;
};

export type ContractHandler<K extends ApiRoute> = (
  request: ContractRequest<K>,
  reply: FastifyReply,
) => Promise<RouteResponse<K> | FastifyReply>;

export interface ContractRouteOptions {
  /** The answer is a cached public read: its JSON is made once per load (see read-cache.ts). */
  cached?: boolean;
  /** Route settings beside the access the contract gives (e.g. `crossSite`). */
  config?: Omit<FastifyContextConfig, 'access'>;
  /** Runs before validation: adapts what older clients send (see the search's dates). */
  preValidation?: (request: FastifyRequest) => Promise<void>;
}

/** The contract entry of a route. */
export function contractOf<K extends ApiRoute>(key: K): RouteContract {
  return API[key] as RouteContract;
}

/** Registers the route `key` of the contract on `app` with its handler. */
export function route<K extends ApiRoute>(app: FastifyInstance, key: K, handler: ContractHandler<K>): void;
export function route<K extends ApiRoute>(app: FastifyInstance, key: K, options: ContractRouteOptions, handler: ContractHandler<K>): void;
export function route<K extends ApiRoute>(
  app: FastifyInstance,
  key: K,
  optionsOrHandler: ContractRouteOptions | ContractHandler<K>,
  maybeHandler?: ContractHandler<K>,
): void {
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = (typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler)!;
  const entry = contractOf(key);
  const status = entry.status ?? 200;
  const response: Record<number, z.ZodType> = { ...entry.otherResponses };
  if (entry.response) response[status] = entry.response;
  const schema = {
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    ...(entry.body ? { body: entry.body } : {}),
    ...(Object.keys(response).length ? { response } : {}),
  };
  app.route({
    method: entry.method,
    url: entry.path,
    schema,
    config: { ...options.config, access: entry.access },
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    handler: async (request, reply) => {
      reply.status(status);
      if (options.cached) replyWithCachedJson(reply, entry.response ?? undefined);
      const answer = await handler(request as unknown as ContractRequest<K>, reply);
      if (answer === undefined && !reply.sent) return reply.send();
      return answer;
    },
  });
}

/** What a public read's answer depends on: its validated parameters and query. */
export interface PublicReadInput<K extends ApiRoute> {
  params: RouteParams<K>;
  query: RouteQuery<K>;
}

export interface PublicReadOptions {
  /** Adapts the query before it is validated (what older clients send: see the search's dates). */
  adaptQuery?: (query: Record<string, unknown>) => void | Promise<void>;
  /** The answer's Cache-Control header, when it is not the default. */
  cacheControl?: string;
}

/**
 * Registers a public read: an anonymous GET, the same for every visitor, whose answer depends on its
 * parameters and query alone. It is cached (its JSON made once per load).
 */
export function publicRead<K extends ApiRoute>(
  app: FastifyInstance,
  key: K,
  options: PublicReadOptions,
  read: (input: PublicReadInput<K>) => Promise<RouteResponse<K>>,
): void {
  const { adaptQuery, cacheControl } = options;
  const preValidation = adaptQuery && (async (request: FastifyRequest) => adaptQuery(request.query as Record<string, unknown>));
  route(app, key, { cached: true, ...(preValidation ? { preValidation } : {}) }, async (request, reply) => {
    if (cacheControl) reply.header('cache-control', cacheControl);
    return read({ params: request.params, query: request.query });
  });
}

export interface FormOptions {
  /** Fields that carry files. */
  files?: readonly string[];
  /** Fields that are lists (`facilities[0]`, repeated names). */
  lists?: readonly string[];
  /** Values added to the fields before validation (e.g. the files, when the schema counts them). */
  extra?: (form: MultipartForm) => Record<string, unknown>;
}

/**
 * Reads a multipart route's form (its files kept in memory) and validates its fields with the
 * contract's `form` schema: a multipart body can only be read once the route runs.
 */
export async function readForm<K extends ApiRoute>(
  request: FastifyRequest,
  key: K,
  options: FormOptions = {},
): Promise<{ input: RouteForm<K>; form: MultipartForm }> {
  const schema = contractOf(key).form;
  if (!schema) throw new Error(`${key} declares no form`);
  const form = await readMultipart(request, options.files ?? []);
  const input = parseInput(schema, { ...form.toObject(options.lists ?? []), ...options.extra?.(form) }) as RouteForm<K>;
  return { input, form };
}

/**
 * Validates a request part with its zod schema. Query strings are first folded into one key per name
 * (`stars[]=4&stars=5` → `stars: ['4', '5']`); a missing body (which Fastify hands over as null) is
 * undefined. A failure is our usual 400 `{message}`: the first problem, or every required field a JSON
 * body left out when it left out several (a client written for another version learns them at once).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const input = httpPart === 'querystring' ? normalizeQuery(data) : httpPart === 'body' && data === null ? undefined : data;
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    // A union takes another client's shape beside this site's own (the first option): its problems are the first option's.
    const main = schema instanceof z.ZodUnion ? (schema.options[0] as z.ZodType) : schema;
    const missing = httpPart === 'body' ? missingFields(main, input) : [];
    if (missing.length > 1) return { error: badRequest(`${missing.join(', ')}: These fields are required`) };
    // The sentence and the field it is about, so a form can show it next to that field.
    const { message, field } = firstIssue(main === schema ? result.error : (main.safeParse(input).error ?? result.error));
    return { error: badRequest(message, field) };
  };

/** The required fields of an object schema that a JSON object leaves out. */
function missingFields(schema: z.ZodType, input: unknown): string[] {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return [];
  let inner: unknown = schema;
  while (inner instanceof z.ZodPipe) inner = inner.in;
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape as Record<string, z.ZodType>)
    .filter(([name, field]) => !(name in input) && !field.safeParse(undefined).success)
    .map(([name]) => name);
}

/** Answers leave through their response schema: fields it does not list are dropped. */
export const serializerCompiler = zodSerializerCompiler;
