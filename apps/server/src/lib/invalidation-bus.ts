/**
 * How instances sharing one database tell each other that cached public reads are out of date.
 *
 * A service that changed data calls `readCache.invalidate(topic)` after the commit; the read cache
 * drops its own entries and publishes the topics here. Every other instance receives them within a
 * few milliseconds and drops its entries too (the rendered-page cache follows by itself: a page is
 * kept by the answers of its reads). The TTL (READ_CACHE_SECONDS) stays as the safety net for what
 * is lost in between: a listener that reconnects after losing its connection drops every topic,
 * since it cannot know what it missed.
 *
 * - PostgreSQL (DATABASE_URL): NOTIFY on the channel `hillnest_read_cache`, LISTEN on one dedicated
 *   connection per instance (outside the pool: a pooled connection is not kept for listening).
 * - Redis (REDIS_URL, preferred when set): PUBLISH/SUBSCRIBE on `<REDIS_KEY_PREFIX>read-cache`, for
 *   deployments whose PostgreSQL connections go through a transaction pooler (PgBouncer), where
 *   LISTEN does not work.
 * - PGlite: one process, no bus.
 *
 * Messages carry the sending instance's id, so an instance ignores its own.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Client } from 'pg';
import { NIGHTS_TOPICS, READ_TOPICS, type Invalidation, type ReadTopic } from './read-topics';

export interface InvalidationBus {
  /** Tells the other instances what changed. Never throws; a message that cannot be sent yet is sent on reconnection. */
  publish(change: Invalidation): void;
  /** `listener` gets what other instances changed (every topic, of every property, after a lost connection). */
  subscribe(listener: (change: Invalidation) => void): void;
  close(): Promise<void>;
}

export const POSTGRES_CHANNEL = 'hillnest_read_cache';
const REDIS_CHANNEL_SUFFIX = 'read-cache';
/** Waits between reconnection attempts of the PostgreSQL listener: doubles up to the last. */
const RECONNECT_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000];

/** More properties than this in one message (PostgreSQL's NOTIFY takes under 8 kB) are sent as "any". */
const MAX_HOTEL_IDS = 100;
const EVERYTHING: Invalidation = { topics: READ_TOPICS };

interface Message extends Invalidation {
  from: string;
}

const isTopic = (value: unknown): value is ReadTopic => typeof value === 'string' && (READ_TOPICS as readonly string[]).includes(value);

function encode(from: string, change: Invalidation): string {
  return JSON.stringify({ from, ...change } satisfies Message);
}

/** Another instance's change; undefined for our own or anything unreadable. */
function decode(self: string, payload: string | undefined): Invalidation | undefined {
  try {
    const message = JSON.parse(payload ?? '') as Partial<Message>;
    if (message.from === self || !Array.isArray(message.topics)) return undefined;
    const topics = message.topics.filter(isTopic);
    const ids = message.hotelIds;
    return Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? { topics, hotelIds: ids } : { topics };
  } catch {
    return undefined;
  }
}

/** Changes waiting to be sent, merged into one: their topics, and their properties unless one of them named none. */
function pendingChanges() {
  const topics = new Set<ReadTopic>();
  let hotelIds: Set<string> | undefined = new Set();
  return {
    add(change: Invalidation) {
      for (const topic of change.topics) topics.add(topic);
      if (!change.topics.some((topic) => (NIGHTS_TOPICS as readonly ReadTopic[]).includes(topic))) return;
      if (!change.hotelIds) hotelIds = undefined;
      else for (const id of change.hotelIds) hotelIds?.add(id);
      if (hotelIds && hotelIds.size > MAX_HOTEL_IDS) hotelIds = undefined;
    },
    /** The merged change, or undefined when none waits; empties the list. */
    take(): Invalidation | undefined {
      if (topics.size === 0) return undefined;
      const change: Invalidation = hotelIds ? { topics: [...topics], hotelIds: [...hotelIds] } : { topics: [...topics] };
      topics.clear();
      hotelIds = new Set();
      return change;
    },
  };
}

/** Listeners of one bus; each gets every message, and one that throws does not stop the others. */
function listeners(log: FastifyBaseLogger) {
  const all: ((change: Invalidation) => void)[] = [];
  return {
    add: (listener: (change: Invalidation) => void) => void all.push(listener),
    emit(change: Invalidation) {
      if (change.topics.length === 0) return;
      for (const listener of all) {
        try {
          listener(change);
        } catch (error) {
          log.error({ err: error }, 'read cache invalidation listener failed');
        }
      }
    },
  };
}

/**
 * LISTEN/NOTIFY over one dedicated connection, reconnected when lost. Publishing goes through the
 * same connection (so it never waits for the app's pool under load); topics published while it is
 * down are kept, merged, and sent once it is back.
 */
export function createPostgresBus(databaseUrl: string, log: FastifyBaseLogger): InvalidationBus {
  const self = randomUUID();
  const subscribers = listeners(log);
  const pending = pendingChanges();
  let client: Client | undefined;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let everConnected = false;

  const flush = () => {
    const change = client && pending.take();
    if (!client || !change) return;
    client.query('select pg_notify($1, $2)', [POSTGRES_CHANNEL, encode(self, change)]).catch((error: unknown) => {
      // Lost on the way: keep them for the next connection.
      pending.add(change);
      log.warn({ err: error }, 'could not publish a read cache invalidation; retrying after reconnection');
    });
  };

  const connect = async () => {
    timer = undefined;
    if (closed) return;
    const { default: pg } = await import('pg');
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'hillnest-read-cache' });
    const lost = (error?: unknown) => {
      if (client !== next && client !== undefined) return;
      client = undefined;
      next.removeAllListeners();
      next.on('error', () => undefined);
      void next.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err: error }, 'read cache invalidation listener lost its connection; reconnecting');
      schedule();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel !== POSTGRES_CHANNEL) return;
      const change = decode(self, message.payload);
      if (change) subscribers.emit(change);
    });
    try {
      await next.connect();
      await next.query(`listen ${POSTGRES_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      void next.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err: error }, 'read cache invalidation listener could not connect; retrying');
      schedule();
      return;
    }
    if (closed) {
      void next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempt = 0;
    // Whatever changed while nobody listened is unknown: drop it all (not at the first start: nothing is cached yet).
    if (everConnected) subscribers.emit(EVERYTHING);
    everConnected = true;
    flush();
  };

  const schedule = () => {
    if (closed || timer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
  };

  void connect();
  return {
    publish(change) {
      pending.add(change);
      flush();
    },
    subscribe: subscribers.add,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}

/** PUBLISH/SUBSCRIBE over two Redis connections (a subscribed connection cannot publish); ioredis reconnects and resubscribes on its own. */
export function createRedisBus(url: string, keyPrefix: string, log: FastifyBaseLogger): InvalidationBus {
  const self = randomUUID();
  const channel = keyPrefix + REDIS_CHANNEL_SUFFIX;
  const subscribers = listeners(log);
  const publisher = new Redis(url, { maxRetriesPerRequest: null, enableOfflineQueue: true });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null, enableOfflineQueue: true });
  for (const connection of [publisher, subscriber]) {
    connection.on('error', () => {
      /* reconnects on its own; commands wait in the offline queue meanwhile */
    });
  }
  let readyOnce = false;
  subscriber.on('ready', () => {
    // A reconnection: what was published meanwhile never reached us.
    if (readyOnce) subscribers.emit(EVERYTHING);
    readyOnce = true;
  });
  subscriber
    .subscribe(channel)
    .catch((error: unknown) => log.warn({ err: error }, 'read cache invalidation: could not subscribe in Redis'));
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    const change = decode(self, payload);
    if (change) subscribers.emit(change);
  });
  return {
    publish(change) {
      publisher.publish(channel, encode(self, change)).catch((error: unknown) => {
        log.warn({ err: error }, 'could not publish a read cache invalidation in Redis');
      });
    },
    subscribe: subscribers.add,
    async close() {
      await Promise.all([publisher.quit().catch(() => publisher.disconnect()), subscriber.quit().catch(() => subscriber.disconnect())]);
    },
  };
}

/** An in-process bus joining several caches (tests): what one publishes, the others receive. */
export function createLocalBusNetwork() {
  const members: { self: string; listeners: ((change: Invalidation) => void)[] }[] = [];
  return {
    join(): InvalidationBus {
      const member = { self: randomUUID(), listeners: [] as ((change: Invalidation) => void)[] };
      members.push(member);
      return {
        publish(change) {
          for (const other of members) if (other !== member) for (const listener of other.listeners) listener(change);
        },
        subscribe: (listener) => void member.listeners.push(listener),
        close: async () => undefined,
      };
    },
  };
}
