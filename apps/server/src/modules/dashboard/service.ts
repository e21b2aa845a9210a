/** The owner dashboard (issue 6): the last 12 months at a glance, and a month calendar per property. */
import {
  datesOfMonth,
  daysBetween,
  lastMonths,
  monthBounds,
  monthOf,
  nightsOf,
  todayIn,
  type CalendarDayState,
  type CalendarQuery,
  type Dashboard,
  type PropertyCalendar,
} from '@hillnest/domain';
import type { Database } from '../../db/client';
import { getHotel } from '../hotels/service';
import { blocksInRange, bookedNightsByProperty, monthTotals, staysInRange } from './queries';

export interface DashboardContext {
  db: Database;
  /** PROPERTY_TIMEZONE: months and nights are calendar dates there. */
  timeZone: string;
  now?: () => Date;
}

/**
 * The 12 months ending with the current month. Revenue and booking counts fall in the month a booking
 * was confirmed; occupancy compares the nights booked in the whole window with the nights it has.
 */
export async function getDashboard(ctx: DashboardContext): Promise<Dashboard> {
  const months = lastMonths(todayIn(ctx.timeZone, ctx.now?.()));
  const range = { start: monthBounds(months[0]!).start, end: monthBounds(months.at(-1)!).end };
  const [totals, properties] = await Promise.all([monthTotals(ctx.db, range, ctx.timeZone), bookedNightsByProperty(ctx.db, range)]);
  const byMonth = new Map(totals.map((row) => [row.month, row]));
  const availableNights = daysBetween(range.start, range.end);
  return {
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

/**
 * Each night of the month as booked, held (a payment in progress), blocked (by the owner or another
 * platform's calendar) or free. A paid booking wins over a hold, and a stay over a block.
 */
export async function getPropertyCalendar(ctx: DashboardContext, hotelId: string, query: CalendarQuery): Promise<PropertyCalendar> {
  await getHotel(ctx.db, hotelId); // 404 for an unknown or archived property
  const month = query.month ?? monthOf(todayIn(ctx.timeZone, ctx.now?.()));
  const range = monthBounds(month);
  const states = new Map<string, CalendarDayState>();
  for (const block of await blocksInRange(ctx.db, hotelId, range)) {
    for (const night of nightsOf(block.checkIn, block.checkOut)) states.set(night, 'blocked');
  }
  for (const stay of await staysInRange(ctx.db, hotelId, range)) {
    for (const night of nightsOf(stay.checkIn, stay.checkOut)) {
      if (states.get(night) !== 'booked') states.set(night, stay.status);
    }
  }
  return { hotelId, month, days: datesOfMonth(month).map((date) => ({ date, state: states.get(date) ?? 'free' })) };
}
