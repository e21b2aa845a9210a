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
 * - Verified reviews' figures (average, count) are kept per property and re-read in one query when a
 *   review changes (`reviews`); one that becomes public by the clock (its delay) shows after the next
 *   full reload.
 */
import {
  addDays,
  daysBetween,
  lowestNightPrice,
  minimumStay,
  nightsBetween,
  searchGuests,
  stayPricePaise,
  todayIn,
  type IsoDate,
  type Rates,
  type ReviewFigures,
  type SearchQuery,
} from '@hillnest/domain';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Invalidation, ReadCache } from '../../lib/read-cache';
import { allReviewFigures } from '../reviews/figures';
import { propertyZone } from '../settings/store';
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

/**
 * The copy, column by column: a property is its position in `rows` (newest first), and each field a
 * search filters on is a typed array over positions, so a pass over every property reads a few
 * contiguous arrays instead of ten thousand objects.
 */
interface Copy {
  firstNight: IsoDate;
  loadedAt: number;
  rows: CatalogueRow[];
  position: Map<string, number>;
  adults: Int32Array;
  children: Int32Array;
  stars: Int32Array;
  /** Bedrooms, 0 when the owner gave none (so "at least 1" leaves them out). */
  bedrooms: Int32Array;
  /** The "from" price of a search without dates: the lowest night price ahead (rates.ts lowestNightPrice). */
  fromPrice: Float64Array;
  rates: (Rates | null)[];
  /** Each property's verified reviews in figures, null without shown reviews. */
  reviews: (ReviewFigures | null)[];
  /** The index of each property's type in `typeNames`. */
  typeOf: Int32Array;
  typeNames: string[];
  /** Per facility and per amenity ('facility:…', 'amenity:…'): 1 for the properties that have it. */
  features: Map<string, Uint8Array>;
  taken: TakenNights[];
  /** The list orders (positions) of a search without dates, ties in id order, and each property's place in them. */
  byStars: Int32Array;
  byPrice: Int32Array;
  byPriceDescending: Int32Array;
  starsRank: Int32Array;
  priceRank: Int32Array;
  idRank: Int32Array;
  /** The positions whose search text holds each three-letter piece, newest first. */
  trigrams: Map<string, Int32Array>;
  destinations: Map<string, Int32Array>;
  /** A search's matches and their sort keys (searches run one at a time). */
  matched: Int32Array;
  keys: Float64Array;
}

/** A page of a search: the rows, and beside each its "from" price (a search without dates shows it) and its reviews' figures. */
export interface CataloguePage extends PageOf<CatalogueRow> {
  fromPrices: number[];
  reviews: (ReviewFigures | null)[];
}

export interface Catalogue {
  /** A page of the properties that match, in the query's order, and how many match in all. */
  search(query: SearchQuery, pageSize: number): Promise<CataloguePage>;
  /** A property on the site by id (lower case), or undefined. */
  hotel(id: string): Promise<CatalogueRow | undefined>;
  /**
   * Whether a stay at a property has a night taken (booked, held or blocked), as search reads it at
   * this moment; undefined for a property not on the site. Stays before the copy's first night count as taken.
   */
  stayTaken(id: string): Promise<((checkIn: IsoDate, nights: number) => boolean) | undefined>;
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

/** What the copy is read with (deps.ts makes the catalogue, so it names them itself). */
interface CatalogueDeps {
  db: Database;
  cache: ReadCache;
  /** The site's time zone is read from the settings: the "from" prices look ahead from its today. */
  config: AppConfig;
  now(): Date;
}

const TRIGRAM = 3;

function trigramsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i + TRIGRAM <= text.length; i++) found.add(text.slice(i, i + TRIGRAM));
  return found;
}

/** Positions 0…n-1 ordered by `compare`, and each position's place in that order. */
function ordered(count: number, compare: (a: number, b: number) => number): { order: Int32Array; rank: Int32Array } {
  const order = Int32Array.from({ length: count }, (_, i) => i).sort(compare);
  const rank = new Int32Array(count);
  order.forEach((position, place) => (rank[position] = place));
  return { order, rank };
}

async function loadCopy(deps: CatalogueDeps): Promise<Copy> {
  const loadedAt = deps.now().getTime();
  const firstNight = addDays(todayIn('UTC', deps.now()), -DAYS_KEPT_BEFORE_TODAY);
  const [data, figures] = await Promise.all([readCatalogue(deps.db, firstNight), allReviewFigures(deps.db, deps.now())]);
  // uuid order in PostgreSQL is the order of their lower-case text, which breaks every tie.
  const byIdText = (a: CatalogueRow, b: CatalogueRow) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const rows = data.hotels.sort((a, b) => b.createdAtMicros - a.createdAtMicros || byIdText(a, b));
  const count = rows.length;
  const taken = takenMap(data.taken);
  const typeNames = [...new Set(rows.map((row) => row.type))];
  const features = new Map<string, Uint8Array>();
  const trigramLists = new Map<string, number[]>();
  rows.forEach((row, i) => {
    for (const name of [...row.facilities.map((f) => `facility:${f}`), ...row.amenities.map((a) => `amenity:${a}`)]) {
      let has = features.get(name);
      if (!has) features.set(name, (has = new Uint8Array(count)));
      has[i] = 1;
    }
    for (const trigram of trigramsOf(row.searchText)) {
      let list = trigramLists.get(trigram);
      if (!list) trigramLists.set(trigram, (list = []));
      list.push(i);
    }
  });
  const idRank = ordered(count, (a, b) => byIdText(rows[a]!, rows[b]!)).rank;
  const stars = ordered(count, (a, b) => rows[b]!.starRating - rows[a]!.starRating || idRank[a]! - idRank[b]!);
  // From the properties' today: the copy is read afresh at least every FULL_RELOAD_MS once searched.
  const today = todayIn(await propertyZone(deps), deps.now());
  const fromPrice = Float64Array.from(rows, (row) => lowestNightPrice(row, today));
  const price = ordered(count, (a, b) => fromPrice[a]! - fromPrice[b]! || idRank[a]! - idRank[b]!);
  return {
    firstNight,
    loadedAt,
    rows,
    position: new Map(rows.map((row, i) => [row.id, i])),
    adults: Int32Array.from(rows, (row) => row.adultCount),
    children: Int32Array.from(rows, (row) => row.childCount),
    stars: Int32Array.from(rows, (row) => row.starRating),
    bedrooms: Int32Array.from(rows, (row) => row.bedrooms ?? 0),
    fromPrice,
    rates: rows.map((row) => row.rates),
    reviews: rows.map((row) => figures.get(row.id) ?? null),
    typeOf: Int32Array.from(rows, (row) => typeNames.indexOf(row.type)),
    typeNames,
    features,
    taken: rows.map((row) => taken.get(row.id) ?? NO_NIGHTS),
    byStars: stars.order,
    byPrice: price.order,
    byPriceDescending: price.order.slice().reverse(),
    starsRank: stars.rank,
    priceRank: price.rank,
    idRank,
    trigrams: new Map([...trigramLists].map(([trigram, list]) => [trigram, Int32Array.from(list)])),
    destinations: new Map(),
    matched: new Int32Array(count),
    keys: new Float64Array(count),
  };
}

const NO_POSITIONS = new Int32Array(0);

/**
 * The positions whose search text (lower-case name, city, country) contains `destination`, newest
 * first: the rarest of its three-letter pieces gives the candidates, the substring test the matches.
 * Remembered per text typed, since most searches name a place someone named before.
 */
function destinationMatches(copy: Copy, destination: string): Int32Array {
  let found = copy.destinations.get(destination);
  if (found) return found;
  let candidates: Int32Array | undefined;
  for (const trigram of destination.length >= TRIGRAM ? trigramsOf(destination) : []) {
    const list = copy.trigrams.get(trigram) ?? NO_POSITIONS;
    if (!candidates || list.length < candidates.length) candidates = list;
  }
  candidates ??= Int32Array.from(copy.rows, (_, i) => i);
  found = candidates.filter((i) => copy.rows[i]!.searchText.includes(destination));
  if (copy.destinations.size >= DESTINATIONS_KEPT) copy.destinations.clear();
  copy.destinations.set(destination, found);
  return found;
}

/**
 * The first `wanted` of `count` matches in order of `keys`, then id (lowest first): a short sorted
 * list kept while passing over them once, or a full sort when many are wanted.
 */
function firstInOrder(copy: Copy, count: number, wanted: number, direction: 1 | -1): number[] {
  const { matched, keys, idRank } = copy;
  const compare = (a: number, b: number) => keys[a]! - keys[b]! || direction * (idRank[matched[a]!]! - idRank[matched[b]!]!);
  if (wanted >= count || wanted > 256)
    return Array.from({ length: count }, (_, m) => m)
      .sort(compare)
      .slice(0, wanted);
  const best: number[] = [];
  for (let m = 0; m < count; m++) {
    if (best.length === wanted && compare(m, best[wanted - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(best[middle]!, m) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, m);
    if (best.length > wanted) best.pop();
  }
  return best;
}

/** Sorted after every stay that fits: a property listed for its minimum stay, longer than the search's. */
const LONGER_STAY = 2 ** 52;

function searchCopy(copy: Copy, query: SearchQuery, pageSize: number, nowMs: number): CataloguePage {
  const none = { rows: [], total: 0, fromPrices: [], reviews: [] };
  const stay = query.checkIn && query.checkOut ? { checkIn: query.checkIn, nights: nightsBetween(query.checkIn, query.checkOut) } : null;
  // Nights before the copy's first are past: nothing can be booked for them.
  if (stay && stay.checkIn < copy.firstNight) return none;
  const wantedFeatures = [...query.facilities.map((f) => `facility:${f}`), ...query.amenities.map((a) => `amenity:${a}`)].map((name) =>
    copy.features.get(name),
  );
  if (wantedFeatures.includes(undefined)) return none;
  const features = wantedFeatures as Uint8Array[];
  const types = query.types.length > 0 ? new Set(query.types.map((type) => copy.typeNames.indexOf(type))) : null;
  const stars = query.stars.length > 0 ? new Set(query.stars) : null;
  const minAdults = query.adultCount ?? 0;
  const minChildren = query.childCount ?? 0;
  const minBedrooms = query.bedrooms ?? 0;
  const destination = query.destination.toLowerCase();
  const sort = query.sortOption;
  const priceSort = sort === 'pricePerNightAsc' || sort === 'pricePerNightDesc';
  // Walked in the list's order, unless a place narrows them (then ranked after) or the stay's price orders them.
  const candidates = destination
    ? destinationMatches(copy, destination)
    : sort === 'starRating'
      ? copy.byStars
      : !stay && sort === 'pricePerNightAsc'
        ? copy.byPrice
        : !stay && sort === 'pricePerNightDesc'
          ? copy.byPriceDescending
          : null;
  const firstDay = stay ? daysBetween(copy.firstNight, stay.checkIn) : 0;
  // With dates, price means the stay's total for the searched party with the cleaning fee (the domain's
  // rule), the number its card shows; the price filter compares it per night. Without dates, the "from"
  // price of one night.
  const stayPrices = stay !== null && (priceSort || query.maxPrice !== undefined);
  const guests = searchGuests(query);
  const maxPerNightPaise = query.maxPrice === undefined ? Infinity : query.maxPrice * 100;
  const { matched, keys, rows } = copy;
  const direction = sort === 'pricePerNightDesc' ? -1 : 1;
  const rank = sort === 'starRating' ? copy.starsRank : copy.priceRank;

  let count = 0;
  const length = candidates ? candidates.length : rows.length;
  for (let c = 0; c < length; c++) {
    const i = candidates ? candidates[c]! : c;
    if (copy.adults[i]! < minAdults || copy.children[i]! < minChildren || copy.bedrooms[i]! < minBedrooms) continue;
    if ((types !== null && !types.has(copy.typeOf[i]!)) || (stars !== null && !stars.has(copy.stars[i]!))) continue;
    let hasAll = true;
    for (let f = 0; f < features.length && hasAll; f++) hasAll = features[f]![i] === 1;
    if (!hasAll) continue;
    let key = 0;
    let longer = 0;
    if (stay) {
      // A stay shorter than the property's minimum from that check-in lists it for its minimum stay.
      const rates = copy.rates[i]!;
      const minimum = rates === null ? 1 : minimumStay(rates, stay.checkIn);
      const nights = Math.max(stay.nights, minimum);
      if (isTaken(copy.taken[i]!, firstDay, nights, nowMs)) continue;
      if (stayPrices) {
        // The card's number: the stay and its cleaning fee (quoteStay's total without extras or GST).
        key = stayPricePaise(rows[i]!, stay.checkIn, nights, guests) + rows[i]!.cleaningFeePaise;
        if (key > maxPerNightPaise * nights) continue;
        if (nights > stay.nights) longer = LONGER_STAY;
      }
    } else if (copy.fromPrice[i]! * 100 > maxPerNightPaise) continue;
    matched[count] = i;
    keys[count] = stay && priceSort ? direction * key + longer : destination && sort !== 'none' ? direction * rank[i]! : 0;
    count += 1;
  }

  const offset = (query.page - 1) * pageSize;
  if (offset >= count) return { rows: [], total: count, fromPrices: [], reviews: [] };
  const end = Math.min(count, offset + pageSize);
  const inOrder = (stay && priceSort) || (destination && sort !== 'none');
  const page = inOrder
    ? firstInOrder(copy, count, end, direction).slice(offset)
    : Array.from({ length: end - offset }, (_, k) => offset + k);
  return {
    rows: page.map((m) => rows[matched[m]!]!),
    total: count,
    fromPrices: page.map((m) => copy.fromPrice[matched[m]!]!),
    reviews: page.map((m) => copy.reviews[matched[m]!]!),
  };
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
  /** A review was written, replied to or hidden: the figures are read again. */
  let reviewsChanged = false;
  let catchingUp: Promise<Copy> | undefined;

  deps.cache.subscribe((change: Invalidation) => {
    // The time zone (a setting) moves the today the "from" prices look ahead from.
    if (change.topics.includes('hotels') || change.topics.includes('settings')) stale = true;
    if (change.topics.includes('reviews')) reviewsChanged = true;
    if (stale) return;
    if (change.topics.includes('bookings') || change.topics.includes('blocks')) {
      if (change.hotelIds) for (const id of change.hotelIds) nightsChanged.add(id.toLowerCase());
      else stale = true;
    }
  });

  /** One catch-up at a time; what changes meanwhile is caught up by its next round. */
  function catchUp(): Promise<Copy> {
    catchingUp ??= (async () => {
      try {
        while (!copy || stale || old || nightsChanged.size > 0 || reviewsChanged) {
          if (!copy || stale || old) {
            stale = false;
            old = false;
            reviewsChanged = false;
            nightsChanged.clear();
            copy = await loadCopy(deps);
          } else if (reviewsChanged) {
            reviewsChanged = false;
            const figures = await allReviewFigures(deps.db, deps.now());
            copy.reviews = copy.rows.map((row) => figures.get(row.id) ?? null);
          } else {
            const ids = [...nightsChanged];
            nightsChanged.clear();
            const read = takenMap(await readTakenNights(deps.db, copy.firstNight, ids));
            for (const id of ids) {
              const i = copy.position.get(id);
              if (i !== undefined) copy.taken[i] = read.get(id) ?? NO_NIGHTS;
            }
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
    if (!copy || stale || nightsChanged.size > 0 || reviewsChanged) return catchUp();
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
      const copy = await current();
      const i = copy.position.get(id);
      return i === undefined ? undefined : copy.rows[i];
    },
    async stayTaken(id) {
      const copy = await current();
      const i = copy.position.get(id);
      if (i === undefined) return undefined;
      const nights = copy.taken[i]!;
      const nowMs = deps.now().getTime();
      return (checkIn, count) => checkIn < copy.firstNight || isTaken(nights, daysBetween(copy.firstNight, checkIn), count, nowMs);
    },
  };
}
