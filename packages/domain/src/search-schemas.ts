/**
 * The search query (from a URL query string, so every value may arrive as a string or, when repeated,
 * as a list of strings) and its defaults. The browser builds its /search URL and the server validates
 * GET /api/hotels/search with this one schema; likewise the administrator's property lists.
 */
import { z } from './zod';
import { AMENITIES, FACILITIES, HOTEL_TYPES, LIMITS, PAGE_SIZES, SORT_OPTIONS } from './constants';
import { bookingWindowEnd, isIsoDate } from './dates';
import { SEARCH_MESSAGES, searchQueryString } from './search';
import { parseWholeNumber, trimText } from './text';

/** A repeated query parameter arrives as a list, a single one as a string, an absent one as undefined. */
const asList = (value: unknown) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]);
/** A parameter given twice where one is expected: the first wins. */
const asSingle = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** An optional whole number: absent or '' is undefined; digits become a number; anything else is refused. */
const wholeNumber = (min: number, message: string, max = 1_000_000) =>
  z.preprocess(
    (value) => {
      const single = asSingle(value);
      if (single === undefined || single === '') return undefined;
      return typeof single === 'string' ? (parseWholeNumber(single) ?? single) : single;
    },
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

/** Repeated query values from a fixed list: unknown values are refused, duplicates dropped. */
export const queryList = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    asList,
    z
      .array(z.enum(values, { error: (issue) => `Unknown ${label}: ${String(issue.input).slice(0, 60)}` }))
      .max(values.length * 2, `Too many ${label} values`)
      .transform((list) => [...new Set(list)]),
  );

const starList = z.preprocess(
  (value) => asList(value).map((v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v)),
  z
    .array(
      z
        .number({ error: SEARCH_MESSAGES.stars })
        .int(SEARCH_MESSAGES.stars)
        .min(LIMITS.minStarRating, SEARCH_MESSAGES.stars)
        .max(LIMITS.maxStarRating, SEARCH_MESSAGES.stars),
    )
    .max(10)
    .transform((list) => [...new Set(list)].sort()),
);

const optionalDate = z.preprocess(
  (value) => {
    const single = asSingle(value);
    return single === '' ? undefined : single;
  },
  z
    .string({ error: SEARCH_MESSAGES.date })
    .refine((value) => isIsoDate(value), SEARCH_MESSAGES.date)
    .optional(),
);

export const searchQuerySchema = z
  .object({
    destination: z.preprocess((value) => asSingle(value) ?? '', z.string().overwrite(trimText).max(100, SEARCH_MESSAGES.destination)),
    checkIn: optionalDate,
    checkOut: optionalDate,
    adultCount: wholeNumber(0, `adultCount ${SEARCH_MESSAGES.guests}`, 1000),
    childCount: wholeNumber(0, `childCount ${SEARCH_MESSAGES.guests}`, 1000),
    page: wholeNumber(1, SEARCH_MESSAGES.page).transform((page) => page ?? 1),
    maxPrice: wholeNumber(1, SEARCH_MESSAGES.maxPrice, 100_000_000),
    /** At least this many bedrooms (properties that give none do not match). */
    bedrooms: wholeNumber(1, SEARCH_MESSAGES.bedrooms, LIMITS.maxRooms),
    sortOption: z.preprocess(
      (value) => {
        const single = asSingle(value);
        return single === undefined || single === '' ? 'none' : single;
      },
      z.enum(SORT_OPTIONS, { error: SEARCH_MESSAGES.sort }),
    ),
    stars: starList,
    types: queryList(HOTEL_TYPES, 'property type'),
    facilities: queryList(FACILITIES, 'facility'),
    amenities: queryList(AMENITIES, 'amenity'),
  })
  .superRefine((value, ctx) => {
    const { checkIn, checkOut } = value;
    // Only real dates reach the window arithmetic (the field checks above may already have failed).
    if ((checkIn && !isIsoDate(checkIn)) || (checkOut && !isIsoDate(checkOut))) return;
    if (!checkIn !== !checkOut) {
      ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.datesTogether, path: [checkIn ? 'checkOut' : 'checkIn'] });
    } else if (checkIn && checkOut) {
      if (checkOut <= checkIn) ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.checkOutAfter, path: ['checkOut'] });
      else if (checkOut > bookingWindowEnd(checkIn)) {
        ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.stayTooLong, path: ['checkOut'] });
      }
    }
  });

export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** Query of GET /api/my-hotels: the administrator's property lists (My Properties, Review Properties). */
export const adminHotelListQuerySchema = z.object({
  /** Matches name, city, country or type as plain text, or the exact id. */
  search: z.preprocess((value) => asSingle(value) ?? '', z.string().overwrite(trimText).max(100, SEARCH_MESSAGES.destination)),
  /** Matches the name only. */
  name: z.preprocess((value) => asSingle(value) ?? '', z.string().overwrite(trimText).max(100, SEARCH_MESSAGES.destination)),
  type: z.preprocess(
    (value) => {
      const single = asSingle(value);
      return single === '' ? undefined : single;
    },
    z.enum(HOTEL_TYPES, { error: 'Unknown property type' }).optional(),
  ),
  facilities: queryList(FACILITIES, 'facility'),
  /** Absent: a plain array of every match (see PLAIN_LIST_MAX), as older clients read it. */
  page: wholeNumber(1, SEARCH_MESSAGES.page),
  pageSize: wholeNumber(1, 'pageSize must be a whole number from 1 to 50', 50).transform((size) => size ?? PAGE_SIZES.reviewProperties),
});
export type AdminHotelListQueryInput = z.input<typeof adminHotelListQuerySchema>;
export type AdminHotelListQuery = z.output<typeof adminHotelListQuerySchema>;

/** URLSearchParams as the schema reads a query: one value as a string, repeated values as a list. */
export function paramsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length > 1 ? values : values[0]!;
  }
  return result;
}

export type ParsedSearch = { ok: true; query: SearchQuery; queryString: string } | { ok: false; message: string };

/**
 * The search a /search URL holds, validated, with its canonical query string: what the page asks the
 * API for, and what the server answers inside that page's HTML.
 */
export function parseSearchParams(params: URLSearchParams): ParsedSearch {
  const result = searchQuerySchema.safeParse(paramsToObject(params));
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid search' };
  return { ok: true, query: result.data, queryString: searchQueryString(result.data) };
}
