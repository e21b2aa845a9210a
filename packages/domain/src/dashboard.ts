/** The owner dashboard on /admin (issue 6): what its two API answers look like, and the month query. */
import { z } from './zod';
import { isYearMonth } from './months';

export const MONTH_QUERY_MESSAGE = 'Enter a month as YYYY-MM';

/** `?month=YYYY-MM` of the calendar; omitted means the current month of the property. */
export const calendarQuerySchema = z.object({
  month: z.string({ error: MONTH_QUERY_MESSAGE }).refine(isYearMonth, MONTH_QUERY_MESSAGE).optional(),
});
export type CalendarQuery = z.output<typeof calendarQuerySchema>;

const yearMonth = z.string().refine(isYearMonth);
const count = z.number().int().nonnegative();

export const dashboardSchema = z.object({
  /** The 12 months shown, oldest first; every series below has exactly these months. */
  months: z.array(yearMonth),
  /** Paid bookings by the month they were confirmed, in paise. */
  revenueByMonth: z.array(z.object({ month: yearMonth, revenue: count })),
  /** Each property on the site over the whole 12-month window; occupancy is a fraction 0–1. */
  occupancyByProperty: z.array(
    z.object({ hotelId: z.string(), name: z.string(), bookedNights: count, availableNights: count, occupancy: z.number().min(0).max(1) }),
  ),
  /** Paid bookings by the month they were confirmed: made as a guest or while signed in. */
  bookingsByUserType: z.array(z.object({ month: yearMonth, guest: count, signedIn: count })),
});
export type Dashboard = z.output<typeof dashboardSchema>;

export const CALENDAR_DAY_STATES = ['booked', 'held', 'blocked', 'free'] as const;
export type CalendarDayState = (typeof CALENDAR_DAY_STATES)[number];

export const calendarSchema = z.object({
  hotelId: z.string(),
  month: yearMonth,
  /**
   * Every night of the month: booked by a paid booking, held by a payment in progress, blocked (by the
   * owner or an imported calendar, issue 18), or free.
   */
  days: z.array(z.object({ date: z.string(), state: z.enum(CALENDAR_DAY_STATES) })),
});
export type PropertyCalendar = z.output<typeof calendarSchema>;

/** Words shown beside each state, so the calendar never relies on colour alone. */
export const CALENDAR_STATE_LABELS: Record<CalendarDayState, string> = {
  booked: 'Booked',
  held: 'Held',
  blocked: 'Blocked',
  free: 'Free',
};
