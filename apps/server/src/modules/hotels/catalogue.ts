/**
 * The one search (decision 0053): this instance's copy of every property on the site and of its taken
 * nights, searched in memory. The database stays the one source of truth; the copy follows it:
 *
 * - Nights: a hold, payment, cancellation, block or calendar sync invalidates its properties' nights
 *   (`cache.invalidateNights`, after the commit, here or on another instance through the bus); the
 *   next search first re-reads those properties' nights (one small query), never the whole copy. So a
 *   guest never sees a night free after this instance took it, and other instances follow within the
 *   bus's delay. A change that names no property re-reads every property's nights.
 * - Properties: a change to a property (`hotels`) reloads the whole copy, and searches wait for it.
 *   Owners edit properties rarely; guests book all the time.
 * - Whatever is written behind the app's back (SQL by hand) shows after the full reload the copy makes
 *   in the background every FULL_RELOAD_MS; searches are answered from the old copy meanwhile.
 * - With READ_CACHE_SECONDS=0 (nothing cached) nothing is kept: every search loads the copy afresh.
 * - Holds lapse by the clock (`deps.now()`).
 */
import {
  addDays,
  daysBetween,
  minimumStay,
  nightsBetween,
  oneAdultStayPaise,
  todayIn,
  type IsoDate,
  type SearchQuery,
  type SortOption,
} from '@hillnest/domain';
import type { Database } from '../../db/client';
import type { Invalidation, ReadCache } from '../../lib/read-cache';
import { readCatalogue, readTakenNights, type CatalogueRow, type PageOf, type TakenNightsRow } from './queries';

/** Taken nights are kept from this many days before today (UTC): any time zone's today is after it. */
const DAYS_KEPT_BEFORE_TODAY = 2;
/** However quiet the bus, the copy is read afresh this often, for writes it was never told about. */
const FULL_RELOAD_MS = 5 * 60_000;
/** How many destinations' matches are remembered (forgotten all at once beyond). */
const DESTINATIONS_KEPT = 10_000;

/** A property's taken nights, in order: day numbers from the copy's first night, and until when each is taken (ms; Infinity: for good). */
interface TakenNights {
  days: Int32Array;
  until: Float64Array;
}

interface Property {
  row: CatalogueRow;
  facilities: ReadonlySet<string>;
  amenities: ReadonlySet<string>;
  /** Places in the list orders a search without dates uses (stars, price), ties in id order. */
  starsRank: number;
  priceRank: number;
}

interface Copy {
  firstNight: IsoDate;
  /** Newest first: the default order, and the order every list walks. */
  newest: Property[];
  byId: Map<string, Property>;
  byStars: Property[];
  byPrice: Property[];
  byPriceDescending: Property[];
  taken: Map<string, TakenNights>;
  destinations: Map<string, Property[]>;
  loadedAt: number;
}

export interface Catalogue {
  /** A page of the properties that match, in the query's order, and how many match in all. */
  search(query: SearchQuery, pageSize: number): Promise<PageOf<CatalogueRow>>;
  /** A property on the site by id (lower case), or undefined. */
  hotel(id: string): Promise<CatalogueRow | undefined>;
}

const NO_NIGHTS: TakenNights = { days: new Int32Array(0), until: new Float64Array(0) };

/** `day[@until ms]` entries, comma-separated, in order of day (queries.ts). */
function parseNights(nights: string): TakenNights {
  const entries = nights.split(',');
  const days = new Int32Array(entries.length);
  const until = new Float64Array(entries.length);
  entries.forEach((entry, i) => {
    const at = entry.indexOf('@');
    days[i] = Number(at < 0 ? entry : entry.slice(0, at));
    until[i] = at < 0 ? Infinity : Number(entry.slice(at + 1));
  });
  return { days, until };
}

const takenMap = (rows: readonly TakenNightsRow[]) => new Map(rows.map((row) => [row.hotelId, parseNights(row.nights)]));

/** Some night of `nights` nights from day `first` is taken for good, or held past `nowMs`. */
function isTaken({ days, until }: TakenNights, first: number, nights: number, nowMs: number): boolean {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (days[middle]! < first) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < days.length && days[i]! < first + nights; i++) if (until[i]! > nowMs) return true;
  return false;
}

const byIdText = (a: Property, b: Property) => (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0);

/** What the copy is read with (deps.ts makes the catalogue, so it names them itself). */
interface CatalogueDeps {
  db: Database;
  cache: ReadCache;
  now(): Date;
}

async function loadCopy(deps: Omit<CatalogueDeps, 'cache'>): Promise<Copy> {
  const loadedAt = deps.now().getTime();
  const firstNight = addDays(todayIn('UTC', deps.now()), -DAYS_KEPT_BEFORE_TODAY);
  const data = await readCatalogue(deps.db, firstNight);
  const properties = data.hotels.map((row): Property => ({
    row,
    facilities: new Set(row.facilities),
    amenities: new Set(row.amenities),
    starsRank: 0,
    priceRank: 0,
  }));
  // uuid order in PostgreSQL is the order of their lower-case text, which breaks every tie.
  const newest = [...properties].sort((a, b) => b.row.createdAtMicros - a.row.createdAtMicros || byIdText(a, b));
  const byStars = [...properties].sort((a, b) => b.row.starRating - a.row.starRating || byIdText(a, b));
  const byPrice = [...properties].sort((a, b) => a.row.pricePerNight - b.row.pricePerNight || byIdText(a, b));
  byStars.forEach((property, rank) => (property.starsRank = rank));
  byPrice.forEach((property, rank) => (property.priceRank = rank));
  return {
    firstNight,
    newest,
    byId: new Map(properties.map((property) => [property.row.id, property])),
    byStars,
    byPrice,
    byPriceDescending: [...byPrice].reverse(),
    taken: takenMap(data.taken),
    destinations: new Map(),
    loadedAt,
  };
}

/** The properties whose search text (lower-case name, city, country) contains `destination`, newest first. */
function destinationMatches(copy: Copy, destination: string): Property[] {
  let found = copy.destinations.get(destination);
  if (!found) {
    found = copy.newest.filter((property) => property.row.searchText.includes(destination));
    if (copy.destinations.size >= DESTINATIONS_KEPT) copy.destinations.clear();
    copy.destinations.set(destination, found);
  }
  return found;
}

/** Where a property goes in the list order of a search without dates (lower first). */
function listRank(property: Property, sort: SortOption): number {
  if (sort === 'starRating') return property.starsRank;
  if (sort === 'pricePerNightAsc') return property.priceRank;
  if (sort === 'pricePerNightDesc') return -property.priceRank;
  return 0; // newest first: the order matches come in
}

function searchCopy(copy: Copy, query: SearchQuery, pageSize: number, nowMs: number): PageOf<CatalogueRow> {
  const stay = query.checkIn && query.checkOut ? { checkIn: query.checkIn, nights: nightsBetween(query.checkIn, query.checkOut) } : null;
  // Nights before the copy's first are past: nothing can be booked for them.
  if (stay && stay.checkIn < copy.firstNight) return { rows: [], total: 0 };
  const destination = query.destination.toLowerCase();
  const priceSort = query.sortOption === 'pricePerNightAsc' || query.sortOption === 'pricePerNightDesc';
  const candidates = destination
    ? destinationMatches(copy, destination)
    : query.sortOption === 'starRating'
      ? copy.byStars
      : !stay && query.sortOption === 'pricePerNightAsc'
        ? copy.byPrice
        : !stay && query.sortOption === 'pricePerNightDesc'
          ? copy.byPriceDescending
          : copy.newest;
  const firstDay = stay ? daysBetween(copy.firstNight, stay.checkIn) : 0;
  // With dates, price means the stay's price for one adult (the domain's rule), compared per night.
  const stayPrices = stay !== null && (priceSort || query.maxPrice !== undefined);
  const maxPaise = query.maxPrice === undefined ? Infinity : query.maxPrice * 100 * (stay?.nights ?? 1);

  const matches: Property[] = [];
  const stayPaise = new Map<Property, number>();
  for (const property of candidates) {
    const { row } = property;
    if (row.adultCount < (query.adultCount ?? 0) || row.childCount < (query.childCount ?? 0)) continue;
    if (query.types.length && !(query.types as readonly string[]).includes(row.type)) continue;
    if (query.stars.length && !query.stars.includes(row.starRating)) continue;
    if (query.facilities.some((name) => !property.facilities.has(name))) continue;
    if (query.amenities.some((name) => !property.amenities.has(name))) continue;
    if (stay) {
      if (minimumStay(row.rates, stay.checkIn) > stay.nights) continue;
      if (isTaken(copy.taken.get(row.id) ?? NO_NIGHTS, firstDay, stay.nights, nowMs)) continue;
      if (stayPrices) {
        const paise = oneAdultStayPaise(row, stay.checkIn, stay.nights);
        if (paise > maxPaise) continue;
        stayPaise.set(property, paise);
      }
    } else if (row.pricePerNight * 100 > maxPaise) continue;
    matches.push(property);
  }

  if (stay && priceSort) {
    const direction = query.sortOption === 'pricePerNightDesc' ? -1 : 1;
    matches.sort((a, b) => direction * (stayPaise.get(a)! - stayPaise.get(b)! || byIdText(a, b)));
  } else if (destination && query.sortOption !== 'none') {
    matches.sort((a, b) => listRank(a, query.sortOption) - listRank(b, query.sortOption));
  }
  const offset = (query.page - 1) * pageSize;
  return { rows: matches.slice(offset, offset + pageSize).map((property) => property.row), total: matches.length };
}

/** The copy of one app instance: app.ts makes it once, with the read cache it follows. */
export function createCatalogue(deps: CatalogueDeps): Catalogue {
  let copy: Copy | undefined;
  /** A property changed: the next search waits for a whole new copy. */
  let stale = true;
  /** The copy is old: a new one is read while searches keep the old. */
  let old = false;
  /** Properties whose nights changed since the copy last read them. */
  const nightsChanged = new Set<string>();
  let catchingUp: Promise<Copy> | undefined;

  deps.cache.subscribe((change: Invalidation) => {
    if (change.topics.includes('hotels')) stale = true;
    else if (change.topics.includes('bookings') || change.topics.includes('blocks')) {
      if (change.hotelIds) for (const id of change.hotelIds) nightsChanged.add(id.toLowerCase());
      else stale = true;
    }
  });

  /** One catch-up at a time; what changes meanwhile is caught up by its next round. */
  function catchUp(): Promise<Copy> {
    catchingUp ??= (async () => {
      try {
        while (!copy || stale || old || nightsChanged.size > 0) {
          if (!copy || stale || old) {
            stale = false;
            old = false;
            nightsChanged.clear();
            copy = await loadCopy(deps);
          } else {
            const ids = [...nightsChanged];
            nightsChanged.clear();
            const read = takenMap(await readTakenNights(deps.db, copy.firstNight, ids));
            for (const id of ids) copy.taken.set(id, read.get(id) ?? NO_NIGHTS);
          }
        }
        return copy;
      } finally {
        catchingUp = undefined;
      }
    })();
    return catchingUp;
  }

  async function current(): Promise<Copy> {
    if (deps.cache.ttlSeconds === 0) return loadCopy(deps);
    if (!copy || stale || nightsChanged.size > 0) return catchUp();
    if (deps.now().getTime() - copy.loadedAt > FULL_RELOAD_MS && !catchingUp) {
      // In the background: searches keep the copy they have until the new one is in.
      old = true;
      void catchUp().catch(() => (old = true));
    }
    return copy;
  }

  return {
    async search(query, pageSize) {
      return searchCopy(await current(), query, pageSize, deps.now().getTime());
    },
    async hotel(id) {
      return (await current()).byId.get(id)?.row;
    },
  };
}
