/**
 * Read-through cache of the public reads that are the same for every visitor (home lists, search,
 * property detail, availability, the home page's content lists), in the memory of this instance.
 *
 * - Concurrent misses of one key share one load (lru-cache's `fetch`): an entry that expires under
 *   load sends one query to the database, not one per waiting request.
 * - An entry lives at most its TTL (READ_CACHE_SECONDS by default); the number and total size of
 *   entries are bounded, least recently used first out.
 * - An entry that expired less than one TTL ago is still answered while a single background load
 *   replaces it (stale while revalidate), so requests never queue behind the database when a busy
 *   entry expires. Older entries, and every read after an invalidation, wait for a fresh load.
 * - A read names the data it depends on (`ReadTopic`). A service that changes that data calls
 *   `invalidate(topic)` once the change is committed, and every read depending on it loads afresh
 *   on its next call. Each topic's generation is part of the keys, so a load that started before
 *   the change may still finish, but under a key nobody asks for again.
 * - A failed load (a 404 included) is not kept: every waiting caller gets its error, the next call
 *   tries again.
 * - Values are shared by many requests, so they are deep-frozen; their JSON is made once and reused
 *   by `cachedJson`.
 *
 * - With an invalidation bus (several instances on one PostgreSQL, see invalidation-bus.ts), an
 *   invalidation is also published to the other instances, and theirs are applied here as if made
 *   locally. Changes made behind the app's back are seen once the TTL has passed.
 */
import type { FastifyReply } from 'fastify';
import fastJson from 'fast-json-stringify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { InvalidationBus } from './invalidation-bus';
import type { Invalidation, NightsTopic, ReadTopic } from './read-topics';

/** What cached reads depend on: roughly one per table that public pages show. */
export { READ_TOPICS, type Invalidation, type NightsTopic, type ReadTopic } from './read-topics';

export interface ReadCache {
  /** Default lifetime of an entry in seconds; 0 means nothing is cached. */
  readonly ttlSeconds: number;
  /**
   * The value stored under `key` while it is fresh, else the result of `load` (shared by every
   * concurrent caller of the same key). `ttlSeconds` overrides the default lifetime for this read;
   * nothing is cached when it, or the default, is 0. The value must not be changed by the caller.
   */
  read<T extends object>(key: string, dependsOn: readonly ReadTopic[], load: () => Promise<T>, ttlSeconds?: number): Promise<T>;
  /**
   * Like `read` for loads that are cheap (answered from memory): a key is kept only from its second
   * read on, so the many reads asked once (a guest's own search) neither pay for being kept nor push
   * out what is asked again and again.
   */
  readIfRepeated<T extends object>(key: string, dependsOn: readonly ReadTopic[], load: () => Promise<T>): Promise<T>;
  /** Reads that depend on any of these topics load afresh from now on. Call after the change is committed. */
  invalidate(...topics: ReadTopic[]): void;
  /** `invalidate(topic)` for a change of these properties' nights: copies kept per property (the search catalogue) update only them. */
  invalidateNights(topic: NightsTopic, hotelIds: readonly string[]): void;
  /** `listener` hears every invalidation, this instance's and (through the bus) the others'. For copies kept beside the cache. */
  subscribe(listener: (change: Invalidation) => void): void;
}

export interface ReadCacheOptions {
  ttlSeconds: number;
  maxEntries?: number;
  /** Bound on the total JSON length of the entries. */
  maxChars?: number;
  /** Milliseconds clock (tests). */
  now?: () => number;
  /** Shares invalidations with the other instances (PostgreSQL or Redis); none on PGlite. */
  bus?: InvalidationBus;
}

interface Entry {
  value: object;
  json: string;
}

type Loader = () => Promise<object>;

const DEFAULT_MAX_ENTRIES = 5_000;
const DEFAULT_MAX_CHARS = 64 * 1024 * 1024;
/** How many keys read once `readIfRepeated` remembers (as hashes: under a MB). */
const SEEN_ONCE_MAX = 50_000;

/** The JSON of each cached value, made when it was loaded (the values are frozen, so it stays true). */
const jsonOfValue = new WeakMap<object, string>();

/** The JSON of each cached value as a route's response schema writes it, per schema. */
const jsonThroughSchema = new WeakMap<z.ZodType, WeakMap<object, string>>();

/** JSON a service wrote itself for its payload, as the route's response schema writes it (`withWrittenJson`). */
const writtenJsonOf = new WeakMap<object, string>();

/** Each response schema's JSON writer, compiled once (see `jsonWriterOf`). */
const jsonWriters = new WeakMap<z.ZodType, (payload: unknown) => string>();

/**
 * A response schema's JSON writer: fast-json-stringify (what Fastify compiles JSON schemas into) over
 * the schema's JSON Schema, or zod itself for a schema with a choice in it. It writes only the fields
 * the schema lists, in its order, and refuses a missing required field: the same JSON as
 * `JSON.stringify(z.encode(schema, payload))` (public-reads.test.ts compares them) without building
 * the encoded copy first. One-off searches are written once each, and the copy was a fifth of what
 * each allocated. Types are the server's own, checked by TypeScript (the contract's `same<…>` checks).
 */
export function jsonWriterOf(schema: z.ZodType): (payload: unknown) => string {
  let write = jsonWriters.get(schema);
  if (!write) {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output' });
    // A choice (a list or a page) is picked by validating each branch, which a field not listed
    // fails where zod drops it: such schemas are written through zod.
    write = /"(anyOf|oneOf)"/.test(JSON.stringify(jsonSchema))
      ? (payload) => JSON.stringify(z.encode(schema, payload))
      : (fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (payload: unknown) => string);
    jsonWriters.set(schema, write);
  }
  return write;
}

/**
 * `payload`, carrying `json`: its JSON as its route's response schema writes it, which the route then answers as is.
 * For a service that writes a payload faster from parts it wrote before (search cards); a test must compare what it
 * writes with `jsonWriterOf` (public-reads.test.ts).
 */
export function withWrittenJson<T extends object>(payload: T, json: string): T {
  writtenJsonOf.set(payload, json);
  return payload;
}

/**
 * The JSON of a payload: made once per load for a cached value, as usual for anything else. With a
 * response schema, the payload is written through it (only the fields it lists), still once per load,
 * unless its service wrote it already (`withWrittenJson`).
 */
export function cachedJson(payload: unknown, schema?: z.ZodType): string {
  const value = typeof payload === 'object' && payload !== null ? payload : undefined;
  if (!schema) return (value && jsonOfValue.get(value)) || JSON.stringify(payload);
  const written = value && writtenJsonOf.get(value);
  if (written !== undefined) return written;
  if (!value || !jsonOfValue.has(value)) return jsonWriterOf(schema)(payload);
  let bySchema = jsonThroughSchema.get(schema);
  if (!bySchema) jsonThroughSchema.set(schema, (bySchema = new WeakMap()));
  let json = bySchema.get(value);
  if (json === undefined) bySchema.set(value, (json = jsonWriterOf(schema)(payload)));
  return json;
}

/**
 * For routes that answer cached values: their JSON is made once per load instead of once per
 * request. (A route's own serializer; a global one would override response schemas.)
 */
export function replyWithCachedJson(reply: FastifyReply, schema?: z.ZodType): void {
  // Errors (`{message}`) are no answer of the schema.
  reply
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => cachedJson(payload, reply.statusCode < 300 ? schema : undefined));
}

/** FNV-1a over the UTF-16 code units, as a small integer (31 bits). */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 1;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** lru-cache counts whole milliseconds. */
const milliseconds = (seconds: number) => Math.max(1, Math.round(seconds * 1000));

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const { ttlSeconds } = options;
  const generations = new Map<ReadTopic, number>();
  const listeners: ((change: Invalidation) => void)[] = [];
  const bump = (change: Invalidation) => {
    for (const topic of change.topics) generations.set(topic, (generations.get(topic) ?? 0) + 1);
    for (const listener of listeners) listener(change);
  };
  const changed = (change: Invalidation) => {
    bump(change);
    // Published even with the cache off here: the other instances may cache.
    if (change.topics.length > 0) options.bus?.publish(change);
  };
  options.bus?.subscribe(bump);
  const lru =
    ttlSeconds > 0
      ? new LRUCache<string, Entry, Loader>({
          max: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
          maxSize: options.maxChars ?? DEFAULT_MAX_CHARS,
          sizeCalculation: (entry) => Math.max(1, entry.json.length),
          ttl: milliseconds(ttlSeconds),
          // A load pushed out of the cache while running (many distinct keys at once) still answers
          // its waiting callers instead of failing them.
          ignoreFetchAbort: true,
          ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
          fetchMethod: async (_key, _stale, { context: load }) => {
            const value = await load();
            const json = JSON.stringify(value);
            deepFreeze(value);
            jsonOfValue.set(value, json);
            return { value, json };
          },
        })
      : undefined;

  const keyOf = (key: string, dependsOn: readonly ReadTopic[]) =>
    `${dependsOn.map((topic) => `${topic}@${generations.get(topic) ?? 0}`).join(',')} ${key}`;
  /**
   * Keys read once lately (readIfRepeated), as hashes: tens of thousands of search keys kept as
   * strings outlived the young generation and filled the old one. Two keys with one hash only get the
   * second cached from its first read. Forgotten all at once when there are too many.
   */
  let seenOnce = new Set<number>();

  const cache: ReadCache = {
    ttlSeconds,
    async readIfRepeated(key, dependsOn, load) {
      if (!lru) return load();
      const cacheKey = keyOf(key, dependsOn);
      const hash = hashOf(cacheKey);
      if (!lru.has(cacheKey) && !seenOnce.has(hash)) {
        if (seenOnce.size >= SEEN_ONCE_MAX) seenOnce = new Set();
        seenOnce.add(hash);
        return load();
      }
      return cache.read(key, dependsOn, load);
    },
    async read<T extends object>(key: string, dependsOn: readonly ReadTopic[], load: () => Promise<T>, ttl = ttlSeconds) {
      if (!lru || ttl <= 0) return load();
      const cacheKey = keyOf(key, dependsOn);
      const ttlMs = milliseconds(ttl);
      // Negative once expired: how long ago. Absent entries answer 0 (and load either way).
      const recentlyExpired = lru.getRemainingTTL(cacheKey) > -ttlMs;
      const entry = await lru.fetch(cacheKey, { context: load, ttl: ttlMs, allowStale: recentlyExpired });
      return entry!.value as T;
    },
    invalidate(...topics) {
      changed({ topics });
    },
    invalidateNights(topic, hotelIds) {
      changed({ topics: [topic], hotelIds });
    },
    subscribe(listener) {
      listeners.push(listener);
    },
  };
  return cache;
}
