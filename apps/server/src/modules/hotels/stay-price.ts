/**
 * A dated search prices each property for the stay in SQL, so the price filter and the price sorts
 * can use it. The rule is the domain's (packages/domain rates.ts, pricing.ts): each night at its
 * season's price, else the weekend price on Friday and Saturday nights, else the base price, then the
 * length-of-stay discount. Only properties with rates (`rates is not null`) are priced night by night;
 * the others by their column, exactly as before rates existed (decision 0018).
 *
 * The search key of a stay is Σ night prices × (100 − discount %): the stay's average price per night
 * × nights × 100, a whole number, so comparing it with maxPrice × nights × 100 is exact.
 */
import { RATE_LIMITS, addDays, isWeekendNight, nightsBetween, type IsoDate } from '@hillnest/domain';
import { sql, type SQL } from 'drizzle-orm';
import { hotels } from '../../db/schema';

export interface DatedStay {
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
}

export function datedStay(query: { checkIn?: IsoDate; checkOut?: IsoDate }): DatedStay | null {
  if (!query.checkIn || !query.checkOut) return null;
  return { checkIn: query.checkIn, checkOut: query.checkOut, nights: nightsBetween(query.checkIn, query.checkOut) };
}

const rate = (field: string) => sql`(${hotels.rates} ->> ${sql.raw(`'${field}'`)})::bigint`;

/** The season (a jsonb element `s`) a night falls in, from a property's rates. */
function seasonField(field: 'pricePerNight' | 'minNights', night: SQL): SQL {
  return sql`(select (s ->> ${sql.raw(`'${field}'`)})::bigint
    from jsonb_array_elements(${hotels.rates} -> 'seasons') as s
    where ${night} between (s ->> 'firstNight')::date and (s ->> 'lastNight')::date
    limit 1)`;
}

/** The property has a season with a night in `first`..`last` (ISO dates compare as strings, as the domain does). */
function seasonBetween(first: IsoDate, last: IsoDate): SQL {
  const vars = JSON.stringify({ first, last });
  return sql`jsonb_path_exists(${hotels.rates}, '$.seasons[*] ? (@.firstNight <= $last && @.lastNight >= $first)', ${vars}::jsonb)`;
}

/**
 * Σ over the stay's nights of each night's price for one adult, of a property with rates. When no
 * season touches the stay (most properties for most stays) it is arithmetic: the stay's weekday and
 * weekend nights (the same for every property, counted here) at the base and weekend prices, with one
 * look at the seasons; only a stay a season touches is priced night by night.
 */
function sumOfNights(stay: DatedStay): SQL {
  const lastNight = addDays(stay.checkOut, -1);
  let weekendNights = 0;
  for (let night = stay.checkIn; night < stay.checkOut; night = addDays(night, 1)) if (isWeekendNight(night)) weekendNights++;
  const weekdayNights = stay.nights - weekendNights;
  const night = sql`n.night::date`;
  // isodow: Friday 5, Saturday 6.
  const nightByNight = sql`(select sum(coalesce(
      ${seasonField('pricePerNight', night)},
      case when extract(isodow from n.night) in (5, 6) then coalesce(${rate('weekendPricePerNight')}, ${hotels.pricePerNight})
           else ${hotels.pricePerNight} end))
    from generate_series(${stay.checkIn}::date, ${lastNight}::date, interval '1 day') as n(night))`;
  return sql`(case when ${seasonBetween(stay.checkIn, lastNight)} then ${nightByNight}
    else ${hotels.pricePerNight}::bigint * ${weekdayNights}
      + coalesce(${rate('weekendPricePerNight')}, ${hotels.pricePerNight}) * ${weekendNights} end)`;
}

/** The length-of-stay discount of a stay this long (the nights are the same for every property). */
function discountPercent(nights: number): SQL {
  if (nights >= RATE_LIMITS.monthlyNights) {
    return sql`coalesce(nullif(${rate('monthlyDiscountPercent')}, 0), ${rate('weeklyDiscountPercent')}, 0)`;
  }
  if (nights >= RATE_LIMITS.weeklyNights) return sql`coalesce(${rate('weeklyDiscountPercent')}, 0)`;
  return sql`0`;
}

/** The search key of a property with rates. */
export function ratedStayKey(stay: DatedStay): SQL {
  return sql`(${sumOfNights(stay)} * (100 - ${discountPercent(stay.nights)}))::bigint`;
}

/** The search key of a property without rates: its price, every night. */
export function plainStayKey(stay: DatedStay): SQL {
  return sql`(${hotels.pricePerNight}::bigint * ${stay.nights * 100})`;
}

/** The stay's average price per night is at most `maxPrice` rupees. */
export function stayPriceAtMost(stay: DatedStay, maxPrice: number): SQL {
  const bound = maxPrice * stay.nights * 100;
  return sql`((${hotels.rates} is null and ${hotels.pricePerNight} <= ${maxPrice})
    or (${hotels.rates} is not null and ${ratedStayKey(stay)} <= ${bound}))`;
}

/** The stay is at least the property's minimum stay from its check-in night (properties without rates: any). */
export function minimumStayMet(stay: DatedStay): SQL {
  const vars = JSON.stringify({ night: stay.checkIn });
  const seasonMinimum = sql`(jsonb_path_query_first(${hotels.rates}, '$.seasons[*] ? (@.firstNight <= $night && @.lastNight >= $night).minNights', ${vars}::jsonb) #>> '{}')::bigint`;
  return sql`(${hotels.rates} is null
    or coalesce(${seasonMinimum}, ${rate('minNights')}, 1) <= ${stay.nights})`;
}
