/**
 * This instance's in-memory copy of the catalogue (decision 0047): every property on the site and its
 * taken nights, loaded from the database, searched by catalogue-index.ts and read by property pages. The database
 * stays the one source of truth; this copy follows it as the read cache does:
 *
 * - A change to properties, bookings or calendar blocks (`cache.invalidate('hotels' | 'bookings' |
 *   'blocks')`, made after the commit, here or on another instance through the invalidation bus) makes
 *   the copy out of date: the next search waits for a fresh load, so a guest never sees a night free
 *   after this instance took it, and other instances follow within the bus's delay.
 * - Whatever changes behind the app's back is seen after READ_CACHE_SECONDS: once the copy is that
 *   old, the database's statistics are asked in the background whether its tables changed, and only
 *   then is it reloaded (still answered meanwhile); at the latest it is reloaded every 5 minutes.
 * - With READ_CACHE_SECONDS=0 (nothing cached) there is no copy: every search asks the database.
 * - Holds expire by the clock: a night held until 10:15 is free for searches from 10:15 on.
 */
import { addDays, todayIn, type SearchQuery } from '@hillnest/domain';
import type { ReadDeps } from '../../deps';
import type { ReadTopic } from '../../lib/read-cache';
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index';
import { catalogueChangeMark, readCatalogue, type CatalogueRow, type PageOf } from './queries';
import type { HotelSummaryRow } from './serialize';

/** What the copy is made of: a change to any of these makes it out of date. */
const CATALOGUE_TOPICS: readonly ReadTopic[] = ['hotels', 'bookings', 'blocks'];

/** Taken nights are kept from this many days before today (UTC): any time zone's today is after it. */
const DAYS_KEPT_BEFORE_TODAY = 2;
const firstNightAt = (ms: number) => addDays(todayIn('UTC', new Date(ms)), -DAYS_KEPT_BEFORE_TODAY);

/** However unchanged the database says it is, the copy is loaded afresh this often. */
const FULL_RELOAD_MS = 5 * 60_000;

interface Loaded {
  index: CatalogueIndex;
  /** The change count it was loaded at. */
  version: number;
  /** When it was loaded, and when it was last found unchanged. */
  loadedAt: number;
  checkedAt: number;
  /** The database's change mark read before loading it. */
  mark: string;
}

export interface Catalogue {
  /** The page and total of a search, or undefined when the copy cannot answer it (the database must). */
  search(query: SearchQuery, pageSize: number): Promise<PageOf<HotelSummaryRow> | undefined>;
  /** A property on the site by id, or undefined. */
  hotel(id: string): Promise<CatalogueRow | undefined>;
}

function createCatalogue(deps: ReadDeps, now: () => number = Date.now): Catalogue {
  const ttlMs = deps.cache.ttlSeconds * 1000;
  let version = 0;
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;
  let checking: Promise<void> | undefined;
  deps.cache.subscribe((topics) => {
    if (topics.some((topic) => CATALOGUE_TOPICS.includes(topic))) version += 1;
  });

  /** One load at a time; a change during a load is caught by the version it recorded at its start. */
  function load(): Promise<Loaded> {
    loading ??= (async () => {
      const at = version;
      const started = now();
      try {
        const mark = await catalogueChangeMark(deps.db);
        const index = await buildCatalogueIndex(await readCatalogue(deps.db, firstNightAt(started)), firstNightAt(started));
        loaded = { index, version: at, loadedAt: started, checkedAt: started, mark };
        return loaded;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  }

  async function current(): Promise<Loaded> {
    // Out of date by a change made before this search (or never loaded): wait for a load that started
    // after it. Changes made while waiting are the next search's business, so constant writes cannot starve a search.
    const wanted = version;
    while (!loaded || loaded.version < wanted) await (loading ?? load());
    // Only old: answer it, and look once in the background whether the database changed behind the
    // app's back (a failure is retried by the next search).
    if (now() - loaded.checkedAt > ttlMs && !checking && !loading) {
      checking = refreshIfChanged(loaded)
        .catch(() => undefined)
        .finally(() => (checking = undefined));
    }
    return loaded;
  }

  /**
   * Reloads when the database's change mark moved, the day turned, or the copy is older than
   * FULL_RELOAD_MS (a database whose statistics are off); else only notes that it is still current.
   * Reloading when nothing changed would stall every request for the ~0.1 s the index takes to build.
   */
  async function refreshIfChanged(current: Loaded): Promise<void> {
    const at = now();
    const unchanged =
      (await catalogueChangeMark(deps.db)) === current.mark &&
      current.index.firstNight === firstNightAt(at) &&
      at - current.loadedAt < FULL_RELOAD_MS;
    if (unchanged) current.checkedAt = at;
    else await load();
  }

  return {
    async search(query, pageSize) {
      const { index } = await current();
      return index.search(query, pageSize, now());
    },
    async hotel(id) {
      return (await current()).index.hotel(id);
    },
  };
}

/** One copy per read cache (so per app instance); none when nothing is cached. */
const catalogues = new WeakMap<object, Catalogue | null>();

export function catalogueOf(deps: ReadDeps): Catalogue | undefined {
  let catalogue = catalogues.get(deps.cache);
  if (catalogue === undefined) {
    catalogue = deps.cache.ttlSeconds > 0 ? createCatalogue(deps) : null;
    catalogues.set(deps.cache, catalogue);
  }
  return catalogue ?? undefined;
}
