/**
 * The search over an in-memory copy of the catalogue (decision 0047): the same matches, order and
 * total as the SQL search in queries.ts (`searchActiveHotels`), without asking the database. Built
 * once per load of the catalogue (catalogue.ts) from every property on the site and its taken nights;
 * a search then costs a pass over plain arrays, not two queries.
 *
 * - Destination: candidates from the rarest three-letter piece of the text typed (a trigram index),
 *   then the exact substring test, as `search_text like '%…%'`.
 * - Availability: per night, the properties taken that night (running holds included, the sets
 *   rebuilt when one lapses), so a stay takes out what is taken a word of 32 properties at a time
 *   instead of probing every property.
 * - Prices: the stay's search key as the SQL computes it (stay-price.ts), with the domain's night price
 *   and length-of-stay discount.
 * - Order: each list order (newest, stars, price, id) is ranked once per load; a page takes the first
 *   `offset + pageSize` matches in that order without sorting the rest.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { daysBetween, RATE_LIMITS, weekdayOf, type IsoDate, type Rates, type SearchQuery, type SortOption } from '@hillnest/domain';
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

/** The properties a destination matches, in catalogue order; as a set too when they are many. */
interface PlaceMatches {
  list: Int32Array;
  set: Uint32Array | undefined;
}

function trigramsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i + TRIGRAM <= text.length; i++) found.add(text.slice(i, i + TRIGRAM));
  return found;
}

/**
 * Sets of properties as bitsets over their positions (bit i & 31 of word i >>> 5): a filter or a night
 * is one set, and a search combines them a word (32 properties) at a time instead of asking each
 * property in turn.
 */
class PropertySet {
  readonly words: Uint32Array;
  constructor(size: number) {
    this.words = new Uint32Array((size + 31) >>> 5);
  }
  add(i: number): void {
    this.words[i >>> 5]! |= 1 << (i & 31);
  }
  has(i: number): boolean {
    return (this.words[i >>> 5]! & (1 << (i & 31))) !== 0;
  }
}

/** How many properties a word holds. */
function bitCount(bits: number): number {
  let count = 0;
  for (let left = bits; left !== 0; left &= left - 1) count += 1;
  return count;
}

/** The position of the lowest property in a word's bits (not 0). */
const lowestBit = (bits: number) => 31 - Math.clz32(bits & -bits);

/** Every property, as the start of a search's set (the last word's unused bits left clear). */
function fillAll(words: Uint32Array, size: number): void {
  words.fill(0xffffffff);
  if (size & 31) words[words.length - 1] = (1 << (size & 31)) - 1;
}
const keepOnly = (words: Uint32Array, set: Uint32Array) => {
  for (let w = 0; w < words.length; w++) words[w]! &= set[w]!;
};
/** Keeps the properties in any of `sets` (empty `sets`: none). */
function keepAnyOf(words: Uint32Array, sets: readonly Uint32Array[]): void {
  for (let w = 0; w < words.length; w++) {
    let any = 0;
    for (const set of sets) any |= set[w]!;
    words[w]! &= any;
  }
}

/** For each value 0…max, the properties whose number is at least it (guests a property sleeps). */
function atLeast(values: Int32Array, size: number): PropertySet[] {
  const max = values.reduce((top, value) => Math.max(top, value), 0);
  const sets = Array.from({ length: max + 1 }, () => new PropertySet(size));
  values.forEach((value, i) => {
    for (let k = 0; k <= value; k++) sets[k]!.add(i);
  });
  return sets;
}

/**
 * Each night of `data.taken` (`day[@until ms]`, comma-separated per property) of a property on the site,
 * read character by character: the strings hold hundreds of thousands of nights.
 */
function eachTakenNight(
  data: CatalogueData,
  position: ReadonlyMap<string, number>,
  visit: (hotel: number, day: number, until: number) => void,
): void {
  const number = (text: string, from: number) => {
    let value = 0;
    let at = from;
    for (let code = text.charCodeAt(at); code >= 48 && code <= 57; code = text.charCodeAt(++at)) value = value * 10 + (code - 48);
    return { value, at };
  };
  for (const { hotelId, nights } of data.taken) {
    const hotel = position.get(hotelId);
    if (hotel === undefined) continue; // taken nights of a property taken off the site
    for (let at = 0; at < nights.length; at++) {
      const day = number(nights, at);
      at = day.at;
      let until = Infinity;
      if (nights.charCodeAt(at) === 64 /* @ */) {
        const end = number(nights, at + 1);
        until = end.value;
        at = end.at;
      }
      visit(hotel, day.value, until);
    }
  }
}

/**
 * Which nights each property has taken, from the index's first night on, kept two ways: per night, the
 * set of properties taken (a whole-catalogue search takes a stay's nights away a word of 32 properties
 * at a time), and per property, its nights as bits (a place's few candidates are each checked in a word
 * or two). Both hold the nights taken for good (bookings, blocks) and the holds still running at the
 * time they were last brought up to date: they are rebuilt from the holds read when the earliest of
 * those lapses (or a search asks about an earlier time), so a search never looks a hold up on its own.
 */
async function takenNightsOf(data: CatalogueData, position: ReadonlyMap<string, number>) {
  const size = position.size;
  // Read twice without building anything in between (hundreds of thousands of nights): first how
  // many days the sets must cover, then the sets themselves.
  let days = 0;
  let holds = 0;
  eachTakenNight(data, position, (_hotel, day, until) => {
    days = Math.max(days, day + 1);
    if (until !== Infinity) holds += 1;
  });
  await nextTurn();
  const setWords = (size + 31) >>> 5;
  const words = (days + 31) >>> 5;
  // One flat array per kind: night d's set of properties is words d·setWords…, property p's nights p·words….
  const forGoodByNight = new Uint32Array(days * setWords);
  const forGoodByProperty = new Uint32Array(size * words);
  const holdHotel = new Int32Array(holds);
  const holdDay = new Int32Array(holds);
  const holdUntil = new Float64Array(holds);
  let hold = 0;
  eachTakenNight(data, position, (hotel, day, until) => {
    if (until === Infinity) {
      forGoodByNight[day * setWords + (hotel >>> 5)]! |= 1 << (hotel & 31);
      forGoodByProperty[hotel * words + (day >>> 5)]! |= 1 << (day & 31);
    } else {
      holdHotel[hold] = hotel;
      holdDay[hold] = day;
      holdUntil[hold++] = until;
    }
  });

  // Taken for good, or held past `currentAt`; good until `currentUntil` (the earliest of those holds' ends).
  const takenByNight = holds ? new Uint32Array(forGoodByNight.length) : forGoodByNight;
  const takenByProperty = holds ? new Uint32Array(forGoodByProperty.length) : forGoodByProperty;
  let currentAt = -Infinity;
  let currentUntil = holds ? -Infinity : Infinity;
  const bringUpTo = (nowMs: number) => {
    if (nowMs >= currentAt && nowMs < currentUntil) return;
    takenByNight.set(forGoodByNight);
    takenByProperty.set(forGoodByProperty);
    currentAt = nowMs;
    currentUntil = Infinity;
    for (let h = 0; h < holds; h++) {
      if (holdUntil[h]! <= nowMs) continue;
      const hotel = holdHotel[h]!;
      const day = holdDay[h]!;
      takenByNight[day * setWords + (hotel >>> 5)]! |= 1 << (hotel & 31);
      takenByProperty[hotel * words + (day >>> 5)]! |= 1 << (day & 31);
      currentUntil = Math.min(currentUntil, holdUntil[h]!);
    }
  };

  return {
    /** Some night of `nights` nights from `firstDay` is taken for good, or held past `nowMs`, at property `hotel`. */
    isTaken(hotel: number, firstDay: number, nights: number, nowMs: number): boolean {
      bringUpTo(nowMs);
      const base = hotel * words;
      const end = Math.min(firstDay + nights, days);
      // A word (32 nights) at a time: the stay's nights in it as a mask.
      for (let day = firstDay; day < end;) {
        const offset = day & 31;
        const span = Math.min(32 - offset, end - day);
        const mask = span === 32 ? -1 : ((1 << span) - 1) << offset;
        if ((takenByProperty[base + (day >>> 5)]! & mask) !== 0) return true;
        day += span;
      }
      return false;
    },
    /** Takes out of `set` every property `isTaken` would say is taken, a word (32 properties) at a time. */
    leaveOutTaken(set: Uint32Array, firstDay: number, nights: number, nowMs: number): void {
      bringUpTo(nowMs);
      const end = Math.min(firstDay + nights, days);
      for (let day = firstDay; day < end; day++) {
        const base = day * setWords;
        for (let w = 0; w < setWords; w++) set[w]! &= ~takenByNight[base + w]!;
      }
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

/** For each distinct value (a facility, an amenity, a type), the properties that have it. */
function membership(lists: readonly (readonly string[])[]): Map<string, PropertySet> {
  const members = new Map<string, PropertySet>();
  lists.forEach((list, i) => {
    for (const value of list) {
      let has = members.get(value);
      if (!has) members.set(value, (has = new PropertySet(lists.length)));
      has.add(i);
    }
  });
  return members;
}

/** The sets of the values asked for that some property has. */
const setsOf = (sets: ReadonlyMap<string, PropertySet>, values: readonly string[]) =>
  values.flatMap((value) => sets.get(value)?.words ?? []);

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The index over a catalogue just read, built in steps of a few tens of milliseconds with the event
 * loop let through between them (nextTurn): building it takes ~150 ms at 10,000 properties, and a copy
 * found old (or reloaded by the 5-minute safety net) is rebuilt while requests keep coming.
 */
export async function buildCatalogueIndex(data: CatalogueData, firstNight: IsoDate): Promise<CatalogueIndex> {
  const rows = data.hotels;
  const size = rows.length;
  const position = new Map(rows.map((row, i) => [row.id, i]));
  const searchText = rows.map((row) => row.searchText);
  const stars = Int32Array.from(rows, (row) => row.starRating);
  const price = Float64Array.from(rows, (row) => row.pricePerNight);
  const rates = compileRates(rows, firstNight);
  const ratesSlot = rates.slot;
  const adults = Int32Array.from(rows, (row) => row.adultCount);
  const children = Int32Array.from(rows, (row) => row.childCount);
  // The filters as sets too: places for at least n adults / children, each type, each star rating.
  const forAdults = atLeast(adults, size);
  const forChildren = atLeast(children, size);
  const ofType = membership(rows.map((row) => [row.type]));
  const ofStars = membership(rows.map((row) => [String(row.starRating)]));
  const facilities = membership(rows.map((row) => row.facilities));
  const amenities = membership(rows.map((row) => row.amenities));

  await nextTurn();
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
  await nextTurn();
  const everyProperty = Int32Array.from({ length: size }, (_, i) => i);
  const byDestination = new Map<string, PlaceMatches>();

  const postings = new Map<string, number[]>();
  searchText.forEach((text, i) => {
    for (const trigram of trigramsOf(text)) {
      let list = postings.get(trigram);
      if (!list) postings.set(trigram, (list = []));
      list.push(i);
    }
  });

  await nextTurn();
  const taken = await takenNightsOf(data, position);
  /** The set a search narrows down (searches run one at a time, so one is enough). */
  const scratch = new PropertySet(size);
  /** A search's matches and their place in its order (see search), positions 0…total-1. */
  const matched = new Int32Array(size);
  const primary = new Float64Array(size);
  const secondary = new Int32Array(size);
  const rankOf: Record<SortOption, Int32Array> = {
    none: newestRank,
    starRating: starsRank,
    pricePerNightAsc: priceRank,
    pricePerNightDesc: priceRank,
  };

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
    const place = destination ? destinationMatches(destination) : undefined;
    const priceSort = query.sortOption === 'pricePerNightAsc' || query.sortOption === 'pricePerNightDesc';
    // Without a place, the page is walked in a list order ranked at load (not the stay's prices).
    const listOrder = place || (stay && priceSort) ? undefined : orders[query.sortOption];

    // The set of properties that pass the filters and have the stay's nights free: a place's few
    // properties are asked one by one; otherwise the whole catalogue is narrowed as sets, a word (32
    // properties) at a time.
    const minAdults = query.adultCount ?? 0;
    const minChildren = query.childCount ?? 0;
    const features = [...wantedFacilities, ...wantedAmenities] as PropertySet[];
    const firstDay = stay ? daysBetween(firstNight, stay.checkIn) : 0;
    const words = scratch.words;
    if (place && !place.set) {
      words.fill(0);
      for (const i of place.list) {
        if (adults[i]! < minAdults || children[i]! < minChildren) continue;
        if (query.types.length && !(query.types as readonly string[]).includes(rows[i]!.type)) continue;
        if (query.stars.length && !query.stars.includes(stars[i]!)) continue;
        if (features.some((feature) => !feature.has(i))) continue;
        if (stay && taken.isTaken(i, firstDay, stay.nights, nowMs)) continue;
        scratch.add(i);
      }
    } else {
      const adultSet = forAdults[minAdults];
      const childSet = forChildren[minChildren];
      if (!adultSet || !childSet) return { rows: [], total: 0 };
      fillAll(words, size);
      // (Sets for 0 guests hold every property.)
      for (const set of [...(minAdults ? [adultSet] : []), ...(minChildren ? [childSet] : []), ...features]) keepOnly(words, set.words);
      if (place?.set) keepOnly(words, place.set);
      if (query.types.length) keepAnyOf(words, setsOf(ofType, query.types));
      if (query.stars.length) keepAnyOf(words, setsOf(ofStars, query.stars.map(String)));
      if (stay) taken.leaveOutTaken(words, firstDay, stay.nights, nowMs);
    }

    // …then each property left is priced against the stay (minimum stays, the price filter, the
    // stay's price as its order), in catalogue order; those that fail leave the set.
    const maxPrice = query.maxPrice ?? Infinity;
    const keyed = stay !== null && (priceSort || query.maxPrice !== undefined);
    // Without a list order, each match is kept with its place in the query's order: two numbers
    // compared in turn, lowest first (the stay's price then the id, as the SQL orders equal prices,
    // for a price sort with dates; else the rank the order has from the load). Descending: negated.
    const byStayPrice = stay !== null && priceSort;
    const descending = query.sortOption === 'pricePerNightDesc' ? -1 : 1;
    const rank = rankOf[query.sortOption];
    let total = 0;
    if (!stay && maxPrice === Infinity && listOrder) for (let w = 0; w < words.length; w++) total += bitCount(words[w]!);
    else {
      const weekday = stay ? weekdayOf(stay.checkIn) : 0;
      const weekend = Array.from({ length: stay?.nights ?? 0 }, (_, n) => (weekday + n) % 7 >= 5);
      const bound = stay ? maxPrice * stay.nights * 100 : maxPrice;
      for (let w = 0; w < words.length; w++) {
        let kept = words[w]!;
        for (let bits = kept; bits !== 0; bits &= bits - 1) {
          const i = (w << 5) + lowestBit(bits);
          let key = stay ? 0 : price[i]!;
          let fits = true;
          if (stay) {
            const r = ratesSlot[i]!;
            if (r >= 0 && rates.minimumStay(r, firstDay) > stay.nights) fits = false;
            else if (keyed) key = stayKey(i, stay, firstDay, weekend);
          }
          if (!fits || key > bound) {
            kept &= ~(1 << (i & 31));
            continue;
          }
          if (!listOrder) {
            matched[total] = i;
            primary[total] = descending * (byStayPrice ? key : rank[i]!);
            secondary[total] = byStayPrice ? descending * idRank[i]! : 0;
          }
          total += 1;
        }
        words[w] = kept;
      }
    }

    const offset = (query.page - 1) * pageSize;
    if (offset >= total) return { rows: [], total };
    const end = Math.min(total, offset + pageSize);
    const page: number[] = [];
    if (listOrder) {
      // The list order's properties, those in the set counted, up to the page's last one.
      for (let k = 0, counted = 0; counted < end; k++) {
        const i = listOrder[k]!;
        if ((words[i >>> 5]! & (1 << (i & 31))) !== 0 && counted++ >= offset) page.push(i);
      }
    } else for (const m of firstInOrder(primary, secondary, total, end).slice(offset)) page.push(matched[m]!);
    return { rows: page.map((i) => rows[i]!), total };
  }

  /**
   * The properties whose search text contains `destination`, in catalogue order (and as a set, when
   * there are too many to ask one by one): the rarest of its three-letter pieces gives the candidates,
   * the substring test the matches. Remembered per text typed (a few thousand places and their
   * beginnings), since most searches name a place someone named before.
   */
  function destinationMatches(destination: string): PlaceMatches {
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
    const list = Int32Array.from(Array.prototype.filter.call(candidates, (i: number) => searchText[i]!.includes(destination)) as number[]);
    let set: Uint32Array | undefined;
    if (list.length >= scratch.words.length) {
      const matching = new PropertySet(size);
      for (const i of list) matching.add(i);
      set = matching.words;
    }
    found = { list, set };
    if (byDestination.size >= DESTINATIONS_KEPT) byDestination.clear();
    byDestination.set(destination, found);
    return found;
  }

  const hotel = (id: string) => {
    const i = position.get(id);
    return i === undefined ? undefined : rows[i];
  };

  return { firstNight, size, search, hotel };
}

/**
 * The first `wanted` of `count` items (positions into `primary`) in order of `primary`, then
 * `secondary`, lowest first: a short sorted list kept while passing over them once (most items lose
 * against its last), or a full sort when many are wanted.
 */
function firstInOrder(primary: Float64Array, secondary: Int32Array, count: number, wanted: number): number[] {
  const compare = (a: number, b: number) => primary[a]! - primary[b]! || secondary[a]! - secondary[b]!;
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
