/**
 * The search over an in-memory copy of the catalogue (decision 0047): the same matches, order and
 * total as the SQL search in queries.ts (`searchActiveHotels`), without asking the database. Built
 * once per load of the catalogue (catalogue.ts) from every property on the site and its taken nights;
 * a search then costs a pass over plain arrays, not two queries.
 *
 * - Destination: candidates from the rarest three-letter piece of the text typed (a trigram index),
 *   then the exact substring test, as `search_text like '%…%'`.
 * - Availability: per night, the properties taken that night (with the hold's expiry, if a hold), so a
 *   stay marks what is taken in a few thousand steps instead of probing every property.
 * - Prices: the stay's search key as the SQL computes it (stay-price.ts), with the domain's night price
 *   and length-of-stay discount.
 * - Order: each list order (newest, stars, price, id) is ranked once per load; a page takes the first
 *   `offset + pageSize` matches in that order without sorting the rest.
 */
import {
  addDays,
  daysBetween,
  RATE_LIMITS,
  isWeekendNight,
  type IsoDate,
  type Rates,
  type SearchQuery,
  type SortOption,
} from '@hillnest/domain';
import type { CatalogueData, CatalogueRow, PageOf } from './queries';
import type { HotelSummaryRow } from './serialize';
import { datedStay, type DatedStay } from './stay-price';

export interface CatalogueIndex {
  /** The first night whose takings are known: earlier stays are searched in the database. */
  readonly firstNight: IsoDate;
  readonly size: number;
  search(query: SearchQuery, pageSize: number, nowMs: number): PageOf<HotelSummaryRow> | undefined;
  /** A property on the site by id (undefined when it is not). */
  hotel(id: string): CatalogueRow | undefined;
}

const TRIGRAM = 3;
/** How many destinations' matches are remembered (forgotten all at once beyond). */
const DESTINATIONS_KEPT = 10_000;

function trigramsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i + TRIGRAM <= text.length; i++) found.add(text.slice(i, i + TRIGRAM));
  return found;
}

/**
 * Which nights each property has taken, from the index's first night on: taken for good (bookings,
 * blocks) as one bit per night per property, so a stay is checked in a few steps whatever the number of
 * bookings; holds, which end at a time, as a short list per property that has any.
 */
function takenNightsOf(data: CatalogueData, position: ReadonlyMap<string, number>) {
  const parsed: { hotel: number; day: number; until: number }[] = [];
  let lastDay = 0;
  for (const { hotelId, nights } of data.taken) {
    const hotel = position.get(hotelId);
    if (hotel === undefined) continue; // taken nights of a property taken off the site
    for (const entry of nights.split(',')) {
      const at = entry.indexOf('@');
      const day = Number(at < 0 ? entry : entry.slice(0, at));
      parsed.push({ hotel, day, until: at < 0 ? Infinity : Number(entry.slice(at + 1)) });
      lastDay = Math.max(lastDay, day);
    }
  }
  const words = (lastDay >>> 5) + 1;
  const days = words * 32;
  const forGood = new Uint32Array(position.size * words);
  const held = new Uint32Array(position.size * words);
  /** Until when each held night (hotel × days + day) is held: the latest of its holds. */
  const heldUntil = new Map<number, number>();
  for (const { hotel, day, until } of parsed) {
    const word = hotel * words + (day >>> 5);
    if (until === Infinity) forGood[word]! |= 1 << (day & 31);
    else {
      held[word]! |= 1 << (day & 31);
      const at = hotel * days + day;
      heldUntil.set(at, Math.max(until, heldUntil.get(at) ?? -Infinity));
    }
  }
  return {
    /** Some night of `nights` nights from `firstDay` is taken for good, or held past `nowMs`. */
    anyTaken(hotel: number, firstDay: number, nights: number, nowMs: number): boolean {
      const base = hotel * words;
      const end = Math.min(firstDay + nights, days);
      // A word (32 nights) at a time: the stay's nights in it as a mask.
      for (let day = Math.max(0, firstDay); day < end;) {
        const offset = day & 31;
        const span = Math.min(32 - offset, end - day);
        const mask = span === 32 ? -1 : ((1 << span) - 1) << offset;
        const word = base + (day >>> 5);
        if ((forGood[word]! & mask) !== 0) return true;
        const heldNights = held[word]! & mask;
        if (heldNights !== 0) {
          for (let bit = offset; bit < offset + span; bit++) {
            if ((heldNights & (1 << bit)) !== 0 && heldUntil.get(hotel * days + (day - offset) + bit)! > nowMs) return true;
          }
        }
        day += span;
      }
      return false;
    },
  };
}

/**
 * The rates of every property that has some, with seasons as day numbers (days from the index's first
 * night), in flat arrays: pricing a stay compares numbers, not dates, and allocates nothing. The rules
 * are the domain's (rates.ts: nightPrice, minimumStay, lengthOfStayDiscount); the search's tests
 * compare its results with the SQL search's.
 */
function compileRates(rows: readonly { rates: Rates | null; pricePerNight: number }[], firstNight: IsoDate) {
  const slot = new Int32Array(rows.length).fill(-1);
  const seasonsFrom: number[] = [];
  const seasonsTo: number[] = [];
  const weekendPrice: number[] = [];
  const minNights: number[] = [];
  const weeklyPercent: number[] = [];
  const monthlyPercent: number[] = [];
  const first: number[] = [];
  const last: number[] = [];
  const seasonPrice: number[] = [];
  const seasonMinNights: number[] = [];
  rows.forEach(({ rates, pricePerNight }, i) => {
    if (!rates) return;
    slot[i] = weekendPrice.length;
    seasonsFrom.push(first.length);
    for (const season of rates.seasons) {
      first.push(daysBetween(firstNight, season.firstNight));
      last.push(daysBetween(firstNight, season.lastNight));
      seasonPrice.push(season.pricePerNight);
      seasonMinNights.push(season.minNights ?? rates.minNights);
    }
    seasonsTo.push(first.length);
    weekendPrice.push(rates.weekendPricePerNight ?? pricePerNight);
    minNights.push(rates.minNights);
    weeklyPercent.push(rates.weeklyDiscountPercent);
    monthlyPercent.push(rates.monthlyDiscountPercent);
  });

  /** The season (index into the flat arrays) property slot `r` has on `day`, or -1. */
  const seasonAt = (r: number, day: number) => {
    for (let k = seasonsFrom[r]!; k < seasonsTo[r]!; k++) if (first[k]! <= day && day <= last[k]!) return k;
    return -1;
  };
  return {
    /** Where property i's rates are (-1: it has none and is priced by its column). */
    slot,
    /** The fewest nights a stay arriving on `day` may have. */
    minimumStay(r: number, day: number): number {
      const season = seasonAt(r, day);
      return Math.max(1, season >= 0 ? seasonMinNights[season]! : minNights[r]!);
    },
    /** Σ of the night prices of `nights` nights from `day` (weekend[n]: night n is a Friday or Saturday night). */
    sumOfNights(r: number, basePrice: number, day: number, nights: number, weekend: readonly boolean[]): number {
      let sum = 0;
      for (let n = 0; n < nights; n++) {
        const season = seasonAt(r, day + n);
        sum += season >= 0 ? seasonPrice[season]! : weekend[n] ? weekendPrice[r]! : basePrice;
      }
      return sum;
    },
    /** The length-of-stay discount: the monthly one from 28 nights when set, else the weekly one from 7. */
    discountPercent(r: number, nights: number): number {
      if (nights >= RATE_LIMITS.monthlyNights && monthlyPercent[r]! > 0) return monthlyPercent[r]!;
      return nights >= RATE_LIMITS.weeklyNights ? weeklyPercent[r]! : 0;
    },
  };
}

/** Ranks of `count` items in the order `compare` gives: rank[i] = position of item i. */
function ranking(count: number, compare: (a: number, b: number) => number): Int32Array {
  const order = Array.from({ length: count }, (_, i) => i).sort(compare);
  const rank = new Int32Array(count);
  order.forEach((item, position) => (rank[item] = position));
  return rank;
}

/** For each distinct value, which properties have it (1) or not (0). */
function membership(lists: readonly (readonly string[])[]): Map<string, Uint8Array> {
  const members = new Map<string, Uint8Array>();
  lists.forEach((list, i) => {
    for (const value of list) {
      let has = members.get(value);
      if (!has) members.set(value, (has = new Uint8Array(lists.length)));
      has[i] = 1;
    }
  });
  return members;
}

/** Property `i` has every wanted value (each given as its membership list). */
function hasAll(wanted: readonly (Uint8Array | undefined)[], i: number): boolean {
  for (let w = 0; w < wanted.length; w++) if (wanted[w]![i] === 0) return false;
  return true;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function buildCatalogueIndex(data: CatalogueData, firstNight: IsoDate): CatalogueIndex {
  const rows = data.hotels;
  const size = rows.length;
  const position = new Map(rows.map((row, i) => [row.id, i]));
  const searchText = rows.map((row) => row.searchText);
  const adults = Int32Array.from(rows, (row) => row.adultCount);
  const children = Int32Array.from(rows, (row) => row.childCount);
  const stars = Int32Array.from(rows, (row) => row.starRating);
  const price = Float64Array.from(rows, (row) => row.pricePerNight);
  const rates = compileRates(rows, firstNight);
  const ratesSlot = rates.slot;
  const typeNumber = new Map<string, number>();
  const types = Int32Array.from(rows, (row) => {
    if (!typeNumber.has(row.type)) typeNumber.set(row.type, typeNumber.size);
    return typeNumber.get(row.type)!;
  });
  const facilities = membership(rows.map((row) => row.facilities));
  const amenities = membership(rows.map((row) => row.amenities));

  // uuid order in PostgreSQL is the order of their lower-case text.
  const byId = (a: number, b: number) => compareText(rows[a]!.id, rows[b]!.id);
  const idRank = ranking(size, byId);
  const newestRank = ranking(size, (a, b) => rows[b]!.createdAtMicros - rows[a]!.createdAtMicros || idRank[a]! - idRank[b]!);
  const starsRank = ranking(size, (a, b) => stars[b]! - stars[a]! || idRank[a]! - idRank[b]!);
  const priceRank = ranking(size, (a, b) => price[a]! - price[b]! || idRank[a]! - idRank[b]!);

  /** Every property in the list orders a search can ask for without dates (price sorts with dates are keyed per stay). */
  const orderBy = (rank: Int32Array) => {
    const order = new Int32Array(size);
    rank.forEach((position, i) => (order[position] = i));
    return order;
  };
  const priceAscending = orderBy(priceRank);
  const orders: Record<SortOption, Int32Array> = {
    none: orderBy(newestRank),
    starRating: orderBy(starsRank),
    pricePerNightAsc: priceAscending,
    pricePerNightDesc: priceAscending.slice().reverse(),
  };
  const everyProperty = Int32Array.from({ length: size }, (_, i) => i);
  const byDestination = new Map<string, Int32Array>();

  const postings = new Map<string, number[]>();
  searchText.forEach((text, i) => {
    for (const trigram of trigramsOf(text)) {
      let list = postings.get(trigram);
      if (!list) postings.set(trigram, (list = []));
      list.push(i);
    }
  });

  const taken = takenNightsOf(data, position);

  /** The stay's search key (stay-price.ts): Σ night prices × (100 − length-of-stay discount %). */
  function stayKey(i: number, stay: DatedStay, firstDay: number, weekend: readonly boolean[]): number {
    const r = ratesSlot[i]!;
    if (r < 0) return price[i]! * stay.nights * 100;
    return rates.sumOfNights(r, price[i]!, firstDay, stay.nights, weekend) * (100 - rates.discountPercent(r, stay.nights));
  }

  function search(query: SearchQuery, pageSize: number, nowMs: number): PageOf<HotelSummaryRow> | undefined {
    const stay = datedStay(query);
    if (stay && stay.checkIn < firstNight) return undefined;
    const wantedFacilities = query.facilities.map((name) => facilities.get(name));
    const wantedAmenities = query.amenities.map((name) => amenities.get(name));
    if (wantedFacilities.includes(undefined) || wantedAmenities.includes(undefined)) return { rows: [], total: 0 };
    const destination = query.destination.toLowerCase();
    const priceSort = query.sortOption === 'pricePerNightAsc' || query.sortOption === 'pricePerNightDesc';
    // Without a destination every property is a candidate, taken in the page's order when it is a list order.
    const listOrder = stay && priceSort ? undefined : orders[query.sortOption];
    const candidates = destination ? destinationMatches(destination) : (listOrder ?? everyProperty);
    const inOrder = !destination && listOrder !== undefined;

    const minAdults = query.adultCount ?? 0;
    const minChildren = query.childCount ?? 0;
    const typeWanted = query.types.length ? new Uint8Array(typeNumber.size + 1) : undefined;
    for (const type of query.types) if (typeNumber.has(type)) typeWanted![typeNumber.get(type)!] = 1;
    const starWanted = query.stars.length ? new Uint8Array(6) : undefined;
    for (const star of query.stars) starWanted![star] = 1;
    const checkFeatures = wantedFacilities.length + wantedAmenities.length > 0;
    const firstDay = stay ? daysBetween(firstNight, stay.checkIn) : 0;
    const weekend = stay ? Array.from({ length: stay.nights }, (_, n) => isWeekendNight(addDays(stay.checkIn, n))) : [];
    const keyed = stay !== null && (priceSort || query.maxPrice !== undefined);
    const maxPrice = query.maxPrice ?? Infinity;
    const bound = stay ? maxPrice * stay.nights * 100 : 0;

    const matches: number[] = [];
    const keys: number[] = [];
    for (let c = 0; c < candidates.length; c++) {
      const i = candidates[c]!;
      if (adults[i]! < minAdults || children[i]! < minChildren) continue;
      if (typeWanted && typeWanted[types[i]!] === 0) continue;
      if (starWanted && starWanted[stars[i]!] === 0) continue;
      if (checkFeatures && (!hasAll(wantedFacilities, i) || !hasAll(wantedAmenities, i))) continue;
      let key = 0;
      if (stay) {
        if (taken.anyTaken(i, firstDay, stay.nights, nowMs)) continue;
        if (ratesSlot[i]! >= 0 && rates.minimumStay(ratesSlot[i]!, firstDay) > stay.nights) continue;
        if (keyed) key = stayKey(i, stay, firstDay, weekend);
        if (key > bound) continue;
      } else if (price[i]! > maxPrice) continue;
      matches.push(i);
      if (keyed) keys.push(key);
    }

    const offset = (query.page - 1) * pageSize;
    let page: number[];
    if (inOrder) page = matches.slice(offset, offset + pageSize);
    else {
      const compare = orderOf(query, stay !== null);
      page = firstInOrder(matches.length, offset + pageSize, (a, b) => compare(matches[a]!, keys[a] ?? 0, matches[b]!, keys[b] ?? 0))
        .slice(offset)
        .map((m) => matches[m]!);
    }
    return { rows: page.map((i) => rows[i]!), total: matches.length };
  }

  /**
   * The properties whose search text contains `destination`, in catalogue order: the rarest of its
   * three-letter pieces gives the candidates, the substring test the matches. Remembered per text typed
   * (a few thousand places and their beginnings), since most searches name a place someone named before.
   */
  function destinationMatches(destination: string): Int32Array {
    let found = byDestination.get(destination);
    if (found) return found;
    let candidates: readonly number[] | Int32Array = everyProperty;
    if (destination.length >= TRIGRAM) {
      for (const trigram of trigramsOf(destination)) {
        const list = postings.get(trigram);
        if (!list) {
          candidates = [];
          break;
        }
        if (list.length < candidates.length) candidates = list;
      }
    }
    found = Int32Array.from(Array.prototype.filter.call(candidates, (i: number) => searchText[i]!.includes(destination)) as number[]);
    if (byDestination.size >= DESTINATIONS_KEPT) byDestination.clear();
    byDestination.set(destination, found);
    return found;
  }

  /** How two matches compare in the query's order (equal keys by id, as the SQL orders them). */
  function orderOf(query: SearchQuery, dated: boolean): (a: number, keyA: number, b: number, keyB: number) => number {
    switch (query.sortOption) {
      case 'starRating':
        return (a, _ka, b) => starsRank[a]! - starsRank[b]!;
      case 'pricePerNightAsc':
        return dated ? (a, ka, b, kb) => ka - kb || idRank[a]! - idRank[b]! : (a, _ka, b) => priceRank[a]! - priceRank[b]!;
      case 'pricePerNightDesc':
        return dated ? (a, ka, b, kb) => kb - ka || idRank[b]! - idRank[a]! : (a, _ka, b) => priceRank[b]! - priceRank[a]!;
      case 'none':
        return (a, _ka, b) => newestRank[a]! - newestRank[b]!;
    }
  }

  const hotel = (id: string) => {
    const i = position.get(id);
    return i === undefined ? undefined : rows[i];
  };

  return { firstNight, size, search, hotel };
}

/**
 * The first `wanted` of `count` items (0…count-1) in `compare` order: a short sorted list kept while
 * passing over them once (most items lose against its last), or a full sort when many are wanted.
 */
function firstInOrder(count: number, wanted: number, compare: (a: number, b: number) => number): number[] {
  if (wanted >= count || wanted > 256) {
    const all = Array.from({ length: count }, (_, i) => i).sort(compare);
    return all.slice(0, wanted);
  }
  const best: number[] = [];
  for (let item = 0; item < count; item++) {
    if (best.length === wanted && compare(item, best[wanted - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(best[middle]!, item) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, item);
    if (best.length > wanted) best.pop();
  }
  return best;
}
