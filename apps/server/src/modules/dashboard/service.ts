/** The owner dashboard (issue 6): the last 12 months at a glance, and a month calendar per property. */
import { propertyToday, type Deps } from '../../deps';
import { propertyZone } from '../settings/store';
import {
  addDays,
  addMonths,
  averageDailyRate,
  datesOfMonth,
  daysInMonth,
  OCCUPANCY_AHEAD_NIGHTS,
  ON_THE_BOOKS_MONTHS,
  revenuePerAvailableNight,
  weekOf,
  daysBetween,
  lastMonths,
  monthBounds,
  monthOf,
  nightsOf,
  type AdminToday,
  BALANCES_AHEAD_DAYS,
  type BalanceDue,
  type DashboardMoney,
  type CalendarDayState,
  type CalendarQuery,
  type Dashboard,
  type PropertyCalendar,
  todayIn,
} from '@hillnest/domain';
import { goLiveChecklist, setupState, siteMode, type Arrival } from '../go-live/service';
import { getHotel } from '../hotels/service';
import { waitingQuotes } from '../quotes/service';
import {
  aheadFigures,
  blocksInRange,
  bookedNightsByProperty,
  monthTotals,
  nightlyRevenue,
  staysInRange,
  todayCounts,
  unpaidBalancesUntil,
  type NightlyRevenueRow,
} from './queries';

/** What the dashboard leads with: today's work, and what still stands between the site and going live. */
export async function getToday(deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now' | 'secretBox'>, arrival: Arrival): Promise<AdminToday> {
  const today = await propertyToday(deps);
  const [counts, { mode }, setup, items] = await Promise.all([
    todayCounts(deps.db, today),
    siteMode(deps),
    setupState(deps),
    goLiveChecklist(deps, arrival),
  ]);
  return {
    today,
    ...counts,
    mode,
    setup: setup.status,
    failing: items.filter((item) => !item.ok).map(({ id, label, fixPath }) => ({ id, label, fixPath })),
  };
}

const group = (rows: BalanceDue[]) => ({ count: rows.length, totalPaise: rows.reduce((sum, r) => sum + r.amountPaise, 0), bookings: rows });

/**
 * GET /api/admin/dashboard/money (issue 36 §7): the balances to collect in the next BALANCES_AHEAD_DAYS
 * days and those overdue, in one statement, and the quotes waiting for payment (issue 36 §3).
 */
export async function getDashboardMoney(deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>): Promise<DashboardMoney> {
  const today = await propertyToday(deps);
  const [rows, quotes] = await Promise.all([unpaidBalancesUntil(deps.db, addDays(today, BALANCES_AHEAD_DAYS)), waitingQuotes(deps)]);
  return {
    today,
    dueSoon: group(rows.filter((row) => row.dueOn >= today)),
    overdue: group(rows.filter((row) => row.dueOn < today)),
    quotesWaiting: {
      count: quotes.length,
      totalPaise: quotes.reduce((sum, q) => sum + q.totalPaise, 0),
      soonestExpiresAt: quotes[0]?.expiresAt ?? null,
      quotes,
    },
  };
}

/**
 * The 12 months ending with the current month. Revenue and booking counts fall in the month a booking
 * was confirmed; occupancy compares the nights booked in the whole window with the nights it has.
 */
export async function getDashboard(deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>): Promise<Dashboard> {
  const zone = await propertyZone(deps);
  const today = todayIn(zone, deps.now());
  const months = lastMonths(today);
  const range = { start: monthBounds(months[0]!).start, end: monthBounds(months.at(-1)!).end };
  const booksMonths = Array.from({ length: ON_THE_BOOKS_MONTHS }, (_, i) => addMonths(monthOf(today), i));
  const windowEnds = OCCUPANCY_AHEAD_NIGHTS.map((nights) => addDays(today, nights));
  const week = weekOf(today);
  const [totals, properties, pastNights, futureNights, ahead] = await Promise.all([
    monthTotals(deps.db, range, zone),
    bookedNightsByProperty(deps.db, range),
    nightlyRevenue(deps.db, range),
    nightlyRevenue(deps.db, { start: today, end: monthBounds(booksMonths.at(-1)!).end }),
    aheadFigures(deps.db, today, windowEnds, week),
  ]);
  const byMonth = new Map(totals.map((row) => [row.month, row]));
  const availableNights = daysBetween(range.start, range.end);
  const propertyCount = properties.length;
  return {
    hasPastStays: ahead.hasPastStays,
    ratesByMonth: months.map((month) =>
      rates(
        { month },
        pastNights.filter((row) => row.month === month),
        propertyCount * daysInMonth(month),
      ),
    ),
    ratesByProperty: properties.map((p) =>
      rates(
        { hotelId: p.hotelId, name: p.name },
        pastNights.filter((row) => row.hotelId === p.hotelId),
        availableNights,
      ),
    ),
    ahead: {
      today,
      occupancy: OCCUPANCY_AHEAD_NIGHTS.map((nights, i) => {
        const bookedNights = ahead.bookedNights[i] ?? 0;
        const available = nights * propertyCount;
        return {
          nights,
          end: windowEnds[i]!,
          bookedNights,
          availableNights: available,
          occupancy: available ? bookedNights / available : 0,
        };
      }),
      week: { ...week, arrivals: ahead.arrivals, departures: ahead.departures },
      onTheBooks: booksMonths.map((month) => {
        const rows = futureNights.filter((row) => row.month === month);
        return {
          month,
          revenue: Math.round(rows.reduce((sum, row) => sum + row.revenue, 0)),
          bookedNights: rows.reduce((sum, row) => sum + row.bookedNights, 0),
        };
      }),
    },
    months,
    revenueByMonth: months.map((month) => ({ month, revenue: byMonth.get(month)?.revenue ?? 0 })),
    occupancyByProperty: properties.map((p) => ({
      hotelId: p.hotelId,
      name: p.name,
      bookedNights: p.bookedNights,
      availableNights,
      occupancy: availableNights ? p.bookedNights / availableNights : 0,
    })),
    bookingsByUserType: months.map((month) => ({
      month,
      guest: byMonth.get(month)?.guest ?? 0,
      signedIn: byMonth.get(month)?.signedIn ?? 0,
    })),
  };
}

/** ADR and RevPAR of the nights in `rows` (whole paise; revenue rounded once, after summing). */
function rates<T extends object>(key: T, rows: NightlyRevenueRow[], availableNights: number) {
  const revenue = Math.round(rows.reduce((sum, row) => sum + row.revenue, 0));
  const bookedNights = rows.reduce((sum, row) => sum + row.bookedNights, 0);
  return {
    ...key,
    revenue,
    bookedNights,
    availableNights,
    adr: averageDailyRate(revenue, bookedNights),
    revpar: revenuePerAvailableNight(revenue, availableNights),
  };
}

/**
 * Each night of the month as booked, held (a payment in progress), blocked (by the owner or another
 * platform's calendar) or free. A paid booking wins over a hold, and a stay over a block.
 */
export async function getPropertyCalendar(
  deps: Pick<Deps, 'db' | 'config' | 'cache' | 'now'>,
  hotelId: string,
  query: CalendarQuery,
): Promise<PropertyCalendar> {
  await getHotel(deps, hotelId); // 404 for an unknown or archived property
  const month = query.month ?? monthOf(await propertyToday(deps));
  const range = monthBounds(month);
  const states = new Map<string, CalendarDayState>();
  for (const block of await blocksInRange(deps.db, hotelId, range)) {
    for (const night of nightsOf(block.checkIn, block.checkOut)) states.set(night, 'blocked');
  }
  for (const stay of await staysInRange(deps.db, hotelId, range)) {
    for (const night of nightsOf(stay.checkIn, stay.checkOut)) {
      if (states.get(night) !== 'booked') states.set(night, stay.status);
    }
  }
  return { hotelId, month, days: datesOfMonth(month).map((date) => ({ date, state: states.get(date) ?? 'free' })) };
}
