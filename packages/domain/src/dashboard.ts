/** The owner dashboard on /admin (issue 6): what its two API answers look like, and the month query. */
import { z } from './zod';
import { addDays, isIsoDate, type IsoDate } from './dates';
import { isYearMonth } from './months';

export const MONTH_QUERY_MESSAGE = 'Enter a month as YYYY-MM';

/** `?month=YYYY-MM` of the calendar; omitted means the current month of the property. */
export const calendarQuerySchema = z.object({
  month: z.string({ error: MONTH_QUERY_MESSAGE }).refine(isYearMonth, MONTH_QUERY_MESSAGE).optional(),
});
export type CalendarQuery = z.output<typeof calendarQuerySchema>;

const yearMonth = z.string().refine(isYearMonth);
const isoDate = z.string().refine(isIsoDate);
const count = z.number().int().nonnegative();

/** The nights ahead the dashboard counts occupancy over, starting with tonight. */
export const OCCUPANCY_AHEAD_NIGHTS = [7, 30, 90] as const;
/** Months of revenue on the books shown, starting with the current month (the booking window is a year). */
export const ON_THE_BOOKS_MONTHS = 12;

/** Why a dashboard figure is missing, in words the owner can act on. */
export const DASHBOARD_EMPTY = {
  noProperties: 'No properties yet.',
  noPastStays: 'No past stays yet: occupancy starts counting after the first check-out.',
  noUpcomingStays: 'No upcoming stays yet: figures appear here as soon as a paid booking is made for tonight or later.',
  noNightsSold: 'No nights sold in these months yet: ADR and RevPAR start with the first paid stay.',
  noArrivals: 'No arrivals or departures this week.',
} as const;

/** Monday to Sunday around `today` (a property date): the dashboard's "this week", end exclusive. */
export function weekOf(today: IsoDate): { start: IsoDate; end: IsoDate } {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay(); // 0 = Sunday
  const start = addDays(today, -((weekday + 6) % 7));
  return { start, end: addDays(start, 7) };
}

/**
 * Average daily rate: revenue of the nights sold ÷ nights sold, in whole paise; null when nothing was
 * sold (a rate of 0 would read as rooms given away).
 */
export function averageDailyRate(revenue: number, nightsSold: number): number | null {
  return nightsSold > 0 ? Math.round(revenue / nightsSold) : null;
}

/** Revenue per available night: revenue of the nights sold ÷ nights the properties had, in whole paise. */
export function revenuePerAvailableNight(revenue: number, availableNights: number): number {
  return availableNights > 0 ? Math.round(revenue / availableNights) : 0;
}

const rateFigures = {
  /** Paid stays' revenue spread evenly over their nights, for the nights inside the period, in paise. */
  revenue: count,
  bookedNights: count,
  availableNights: count,
  adr: count.nullable(),
  revpar: count,
};

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
  /** Whether any paid stay has checked out yet: until then past occupancy has nothing to count. */
  hasPastStays: z.boolean(),
  /** ADR and RevPAR of the 12 months, by the month of each night (all properties on the site together). */
  ratesByMonth: z.array(z.object({ month: yearMonth, ...rateFigures })),
  /** ADR and RevPAR of each property on the site over the 12 months. */
  ratesByProperty: z.array(z.object({ hotelId: z.string(), name: z.string(), ...rateFigures })),
  /** What is already booked from tonight on, in the property's calendar. */
  ahead: z.object({
    today: isoDate,
    /** Nights booked ÷ nights the properties on the site have, for the next 7, 30 and 90 nights. */
    occupancy: z.array(
      z.object({ nights: count, end: isoDate, bookedNights: count, availableNights: count, occupancy: z.number().min(0).max(1) }),
    ),
    /** Paid stays checking in and out from Monday to Sunday of this week (end exclusive). */
    week: z.object({ start: isoDate, end: isoDate, arrivals: count, departures: count }),
    /** Revenue on the books: paid nights from tonight on, by the month of the night, in paise. */
    onTheBooks: z.array(z.object({ month: yearMonth, revenue: count, bookedNights: count })),
  }),
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

/** How far ahead the dashboard's "Balances due" looks, from today. */
export const BALANCES_AHEAD_DAYS = 30;

const balanceDueSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  guestName: z.string(),
  hotelName: z.string(),
  checkIn: isoDate,
  dueOn: isoDate,
  amountPaise: count,
});
export type BalanceDue = z.output<typeof balanceDueSchema>;

const balanceGroupSchema = z.object({ count, totalPaise: count, bookings: z.array(balanceDueSchema) });

const quoteWaitingSchema = z.object({
  quoteId: z.string(),
  reference: z.string(),
  guestName: z.string(),
  hotelName: z.string(),
  checkIn: isoDate,
  totalPaise: count,
  expiresAt: z.string(),
});
export type QuoteWaiting = z.output<typeof quoteWaitingSchema>;

/**
 * The money the dashboard shows (issue 36 §7): the unpaid balances of confirmed bookings due from today
 * to BALANCES_AHEAD_DAYS ahead, and those past their due date, earliest first; and the quotes sent or
 * opened and not yet paid, expired or withdrawn (issue 36 §3), the soonest to expire first.
 */
export const dashboardMoneySchema = z.object({
  today: isoDate,
  dueSoon: balanceGroupSchema,
  overdue: balanceGroupSchema,
  quotesWaiting: z.object({
    count,
    totalPaise: count,
    /** When the first of them stops holding its nights; null without quotes waiting. */
    soonestExpiresAt: z.string().nullable(),
    quotes: z.array(quoteWaitingSchema),
  }),
});
export type DashboardMoney = z.output<typeof dashboardMoneySchema>;
