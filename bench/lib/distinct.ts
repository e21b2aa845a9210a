/**
 * Searches as real guests send them: a seeded generator of distinct query strings (destinations and
 * parts of them, dates over the coming months, guests, filters, sorts and later pages), so a run
 * measures searches the read cache has never seen, and the same seed gives the same run.
 */
import { AMENITIES, FACILITIES, HOTEL_TYPES, SORT_OPTIONS, addDays } from '@hillnest/domain';

/** mulberry32: small, fast, good enough to vary a benchmark. Numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from a list, draws whole numbers, and flips weighted coins, all from one seeded source. */
function chooser(random: () => number) {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[int(0, list.length - 1)]!;
  const some = <T>(list: readonly T[], count: number) => {
    const chosen = new Set<T>();
    while (chosen.size < Math.min(count, list.length)) chosen.add(pick(list));
    return [...chosen];
  };
  return { int, pick, some, chance: (p: number) => random() < p };
}

/**
 * An endless supply of distinct search query strings (without '?'), as the search page sends them.
 * `cities` are the destinations in the data; `today` anchors the dates.
 */
export function distinctSearches(seed: number, cities: readonly string[], today: string): () => string {
  const { int, pick, some, chance } = chooser(seededRandom(seed));
  const seen = new Set<string>();
  const one = () => {
    const params = new URLSearchParams();
    const roll = int(1, 10);
    if (roll <= 5) params.set('destination', pick(cities).toLowerCase());
    else if (roll <= 7) {
      // What someone typing gets as they go: the first letters of a place.
      const city = pick(cities).toLowerCase();
      params.set('destination', city.slice(0, int(3, Math.max(3, city.length - 1))));
    } else if (roll === 8) params.set('destination', `stay ${int(1, 9999)}`);
    if (chance(0.6)) {
      const checkIn = addDays(today, int(0, 150));
      params.set('checkIn', checkIn);
      params.set('checkOut', addDays(checkIn, int(1, 7)));
    }
    if (chance(0.6)) params.set('adultCount', String(int(1, 4)));
    if (chance(0.25)) params.set('childCount', String(int(1, 2)));
    if (chance(0.2)) for (const type of some(HOTEL_TYPES, int(1, 2))) params.append('types', type);
    if (chance(0.25)) for (const star of some([1, 2, 3, 4, 5], int(1, 2))) params.append('stars', String(star));
    if (chance(0.15)) params.append('facilities', pick(FACILITIES));
    if (chance(0.15)) params.append('amenities', pick(AMENITIES));
    if (chance(0.25)) params.set('maxPrice', String(int(2, 18) * 500));
    const sort = pick(SORT_OPTIONS);
    if (sort !== 'none') params.set('sortOption', sort);
    const page = chance(0.75) ? 1 : chance(0.6) ? 2 : int(3, 5);
    if (page > 1) params.set('page', String(page));
    return params.toString();
  };
  return () => {
    for (;;) {
      const query = one();
      if (!seen.has(query)) {
        seen.add(query);
        return query;
      }
    }
  };
}
