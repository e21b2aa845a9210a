/**
 * The search values of docs/product/api.md, kept for the browser session in sessionStorage, each under its own
 * name: destination, checkIn, checkOut (YYYY-MM-DD), adultCount, childCount, infantCount, hotelId.
 * The hotel id is written and read under the one name `hotelId` (the reference app's two spellings
 * meant it was never restored). Save and reset follow docs/product/search.md.
 *
 * A tiny store rather than a React context: every component that reads it stays in step through
 * useSyncExternalStore, and no provider has to wrap the app.
 */
import { DEFAULT_GUESTS, defaultStay, formatStayRange, plural, readStay, type IsoDate } from '@hillnest/domain';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../../lib/firstView';
import { useToday } from '../../lib/siteConfig';

export interface SearchValues {
  destination: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  adultCount: number;
  childCount: number;
  infantCount: number;
  hotelId: string;
}

/** What may be saved: everything but the hotel id is replaced; the hotel id only when given. */
export type SearchValuesInput = Omit<SearchValues, 'hotelId' | 'infantCount'> & { infantCount?: number; hotelId?: string };

const KEYS = ['destination', 'checkIn', 'checkOut', 'adultCount', 'childCount', 'infantCount', 'hotelId'] as const;
type Stored = Partial<Record<(typeof KEYS)[number], string>>;

const listeners = new Set<() => void>();
let snapshot: Stored | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser: values live only in memory for this page
  }
}

function read(): Stored {
  if (snapshot) return snapshot;
  const store = storage();
  const values: Stored = {};
  for (const key of KEYS) {
    const value = store?.getItem(key);
    if (value !== null && value !== undefined) values[key] = value;
  }
  snapshot = values;
  return values;
}

function write(values: Stored) {
  const store = storage();
  for (const key of KEYS) {
    const value = values[key];
    try {
      if (value === undefined) store?.removeItem(key);
      else store?.setItem(key, value);
    } catch {
      /* quota or privacy mode: keep the in-memory copy */
    }
  }
  snapshot = values;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const count = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};

/**
 * The stored values with the defaults filled in, and dates brought into the bookable window (a
 * check-in left over from an earlier day becomes today, check-out stays after check-in). The search
 * bar may hold 0 adults while the guest is still choosing.
 */
export function resolveSearchValues(stored: Stored, today: IsoDate): SearchValues {
  return {
    destination: stored.destination ?? '',
    ...readStay((field) => stored[field], today, { minAdults: 0 }),
    hotelId: stored.hotelId ?? '',
  };
}

/** Saving replaces every search field at once; the hotel id only when a new one is given (docs/product/search.md). */
export function saveSearchValues(input: SearchValuesInput): void {
  const current = read();
  write({
    destination: input.destination,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    adultCount: String(input.adultCount),
    childCount: String(input.childCount),
    infantCount: String(input.infantCount ?? count(current.infantCount, DEFAULT_GUESTS.infantCount)),
    hotelId: input.hotelId ? input.hotelId : current.hotelId,
  });
}

/** Reset of docs/product/search.md: destination empty, check-in today, check-out tomorrow, 1 adult, 0 children; infants and hotel id stay. */
export function resetSearchValues(today: IsoDate): void {
  const current = read();
  const stay = defaultStay(today);
  write({
    ...current,
    destination: '',
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adultCount: String(DEFAULT_GUESTS.adultCount),
    childCount: String(DEFAULT_GUESTS.childCount),
  });
}

/** Forget the in-memory copy (tests clear sessionStorage between cases). */
export function reloadSearchValues(): void {
  snapshot = null;
  for (const listener of listeners) listener();
}

export interface SearchValuesApi {
  /** What the search fields show. */
  values: SearchValues;
  /** The session's saved search (what `values` shows once the app has taken a server's page over). */
  saved: SearchValues;
  /** The guest chose the dates in a search (saved and still ahead), rather than seeing the defaults. */
  datesChosen: boolean;
  save(input: SearchValuesInput): void;
  reset(): void;
}

const NOTHING_STORED: Stored = {};

const ADDRESS_KEYS = ['destination', 'checkIn', 'checkOut', 'adultCount', 'childCount'] as const;

/**
 * The search a /search address names (which that page saves as the session's search); none elsewhere.
 * Read as stored values, which resolveSearchValues checks: the page's own parser (and the zod it
 * needs) stays out of the code every page loads.
 */
function searchInAddress(pathname: string, search: string): Stored {
  if (pathname !== '/search') return NOTHING_STORED;
  const params = new URLSearchParams(search);
  const named: Stored = {};
  for (const key of ADDRESS_KEYS) {
    const value = params.get(key)?.trim();
    if (value) named[key] = value;
  }
  return named;
}

export function useSearchValues(): SearchValuesApi {
  // The saved search lives in this browser only: a server-rendered page shows what its address says
  // (a search on /search, the defaults elsewhere) until the app has taken it over, then the saved values.
  const hydrated = useHydrated();
  const stored = useSyncExternalStore(subscribe, read, read);
  const { pathname, search } = useLocation();
  const addressed = useMemo(() => (hydrated ? NOTHING_STORED : searchInAddress(pathname, search)), [hydrated, pathname, search]);
  const today = useToday();
  const saved = useMemo(() => resolveSearchValues(stored, today), [stored, today]);
  const values = useMemo(() => (hydrated ? saved : resolveSearchValues(addressed, today)), [hydrated, saved, addressed, today]);
  const reset = useCallback(() => resetSearchValues(today), [today]);
  const datesChosen = hydrated && stored.checkIn !== undefined && stored.checkIn === saved.checkIn && stored.checkOut === saved.checkOut;
  return { values, saved, datesChosen, save: saveSearchValues, reset };
}

/** The current search in a line: "Munnar · 10–13 Dec · 3 guests" (no destination: just the stay). */
export function searchSummary(values: {
  destination: string;
  checkIn: string;
  checkOut: string;
  adultCount: number;
  childCount: number;
}): string {
  const total = values.adultCount + values.childCount;
  return [values.destination.trim(), formatStayRange(values.checkIn, values.checkOut), plural(total, 'guest')].filter(Boolean).join(' · ');
}
