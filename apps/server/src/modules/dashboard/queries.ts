/**
 * Aggregates for the owner dashboard. Each answer is one SQL statement grouped in the database, so
 * the cost does not grow with one query per property or per month.
 */
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, calendarBlocks, hotels, outboxMessages } from '../../db/schema';
import { balanceUnpaid } from '../bookings/columns';

/** Local midnight of a property date, as a timestamptz: where a property-timezone day starts. */
const startOfDay = (date: string, timeZone: string) => sql`(${date}::date)::timestamp at time zone ${timeZone}`;

export interface MonthTotalsRow {
  month: string;
  revenue: number;
  guest: number;
  signedIn: number;
}

/**
 * Paid bookings grouped by the property-timezone month they were confirmed in, for confirmations
 * from `start` (inclusive) to `end` (exclusive). Only 'confirmed' counts: a payment that had to be
 * refunded (refund_required), a cancelled, failed or expired order is no revenue.
 */
export async function monthTotals(db: Database, range: { start: string; end: string }, timeZone: string): Promise<MonthTotalsRow[]> {
  const confirmedAt = sql`coalesce(${bookings.confirmedAt}, ${bookings.createdAt})`;
  return db
    .select({
      month: sql<string>`to_char(${confirmedAt} at time zone ${timeZone}, 'YYYY-MM')`,
      // sum() of integers is a bigint, which the drivers hand back as text.
      revenue: sql<number>`sum(${bookings.totalCost})::bigint`.mapWith(Number),
      guest: sql<number>`count(*) filter (where ${bookings.userId} is null)::int`.mapWith(Number),
      signedIn: sql<number>`count(*) filter (where ${bookings.userId} is not null)::int`.mapWith(Number),
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        sql`${confirmedAt} >= ${startOfDay(range.start, timeZone)}`,
        sql`${confirmedAt} < ${startOfDay(range.end, timeZone)}`,
      ),
    )
    .groupBy(sql`1`);
}

export interface PropertyNightsRow {
  hotelId: string;
  name: string;
  bookedNights: number;
}

/**
 * Every property on the site with the nights its paid bookings take inside [start, end): each stay
 * is clipped to the window by intersecting date ranges, so a stay across the edge counts only its
 * nights inside.
 */
export async function bookedNightsByProperty(db: Database, range: { start: string; end: string }): Promise<PropertyNightsRow[]> {
  const window = sql`daterange(${range.start}::date, ${range.end}::date, '[)')`;
  const stay = sql`daterange(${bookings.checkIn}, ${bookings.checkOut}, '[)')`;
  return db
    .select({
      hotelId: hotels.id,
      name: hotels.name,
      // The filter matters: for a property without bookings the joined columns are null, and
      // daterange(null, null) is the infinite range, not an empty one.
      bookedNights:
        sql<number>`coalesce(sum(upper(${stay} * ${window}) - lower(${stay} * ${window})) filter (where ${bookings.id} is not null), 0)::int`.mapWith(
          Number,
        ),
    })
    .from(hotels)
    .leftJoin(bookings, and(eq(bookings.hotelId, hotels.id), eq(bookings.status, 'confirmed'), sql`${stay} && ${window}`))
    .where(isNull(hotels.archivedAt))
    .groupBy(hotels.id)
    .orderBy(asc(hotels.name), asc(hotels.id));
}

export interface NightlyRevenueRow {
  hotelId: string;
  month: string;
  bookedNights: number;
  /** Paise, not yet rounded: each stay's total is spread evenly over its nights. */
  revenue: number;
}

/**
 * Paid nights inside [start, end) of the properties on the site, by property and by the month of the
 * night. A stay's total (what the guest paid, coupon included) is spread evenly over its nights, so a
 * stay across a month's end gives each month its share; that is how ADR and RevPAR count revenue.
 */
export async function nightlyRevenue(db: Database, range: { start: string; end: string }): Promise<NightlyRevenueRow[]> {
  const night = sql`night`;
  return db
    .select({
      hotelId: bookings.hotelId,
      month: sql<string>`to_char(${night}, 'YYYY-MM')`,
      bookedNights: sql<number>`count(*)::int`.mapWith(Number),
      revenue: sql<number>`sum(${bookings.totalCost}::numeric / (${bookings.checkOut} - ${bookings.checkIn}))::float8`.mapWith(Number),
    })
    .from(bookings)
    .innerJoin(hotels, and(eq(hotels.id, bookings.hotelId), isNull(hotels.archivedAt)))
    .innerJoin(
      sql`generate_series(greatest(${bookings.checkIn}, ${range.start}::date)::timestamp, (least(${bookings.checkOut}, ${range.end}::date) - 1)::timestamp, interval '1 day') as night`,
      sql`true`,
    )
    .where(and(eq(bookings.status, 'confirmed'), lt(bookings.checkIn, range.end), gt(bookings.checkOut, range.start)))
    .groupBy(bookings.hotelId, sql`2`);
}

export interface AheadRow {
  /** Nights booked within each window, in the order given. */
  bookedNights: number[];
  arrivals: number;
  departures: number;
  hasPastStays: boolean;
}

/**
 * In one statement: nights booked from `today` in each window end, arrivals and departures in `week`,
 * and whether any paid stay has checked out by `today`. Only properties on the site count.
 */
export async function aheadFigures(
  db: Database,
  today: string,
  windowEnds: string[],
  week: { start: string; end: string },
): Promise<AheadRow> {
  const stay = sql`daterange(${bookings.checkIn}, ${bookings.checkOut}, '[)')`;
  const nightsIn = (end: string) => {
    const window = sql`daterange(${today}::date, ${end}::date, '[)')`;
    return sql<number>`coalesce(sum(upper(${stay} * ${window}) - lower(${stay} * ${window})) filter (where ${stay} && ${window}), 0)::int`;
  };
  const [row] = await db
    .select({
      nights: sql<number[]>`array[${sql.join(windowEnds.map(nightsIn), sql`, `)}]`,
      arrivals: sql<number>`count(*) filter (where ${bookings.checkIn} >= ${week.start}::date and ${bookings.checkIn} < ${week.end}::date)::int`,
      departures: sql<number>`count(*) filter (where ${bookings.checkOut} >= ${week.start}::date and ${bookings.checkOut} < ${week.end}::date)::int`,
      hasPastStays: sql<boolean>`coalesce(bool_or(${bookings.checkOut} <= ${today}::date), false)`,
    })
    .from(bookings)
    .innerJoin(hotels, and(eq(hotels.id, bookings.hotelId), isNull(hotels.archivedAt)))
    .where(eq(bookings.status, 'confirmed'));
  return {
    bookedNights: (row?.nights ?? []).map(Number),
    arrivals: Number(row?.arrivals ?? 0),
    departures: Number(row?.departures ?? 0),
    hasPastStays: Boolean(row?.hasPastStays),
  };
}

export interface StayRow {
  checkIn: string;
  checkOut: string;
  status: 'booked' | 'held';
}

/** Paid bookings and unexpired payment holds of one property sharing a night with [start, end). */
export async function staysInRange(db: Database, hotelId: string, range: { start: string; end: string }): Promise<StayRow[]> {
  return db
    .select({
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      status: sql<'booked' | 'held'>`case when ${bookings.status} = 'confirmed' then 'booked' else 'held' end`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.hotelId, hotelId),
        or(eq(bookings.status, 'confirmed'), and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, sql`now()`))),
        lt(bookings.checkIn, range.end),
        gt(bookings.checkOut, range.start),
      ),
    );
}

/** Calendar blocks of one property (the owner's and imported ones, issue 18) sharing a night with [start, end). */
export async function blocksInRange(db: Database, hotelId: string, range: { start: string; end: string }) {
  return db
    .select({ checkIn: calendarBlocks.startDate, checkOut: calendarBlocks.endDate })
    .from(calendarBlocks)
    .where(and(eq(calendarBlocks.hotelId, hotelId), lt(calendarBlocks.startDate, range.end), gt(calendarBlocks.endDate, range.start)));
}

/** Today's arrivals and departures of paid stays on the site, the e-mails not sent yet and the refunds still owed. */
export async function todayCounts(db: Database, today: string) {
  const [[stays], [outbox], [refunds]] = await Promise.all([
    db
      .select({
        arrivals: sql<number>`count(*) filter (where ${bookings.checkIn} = ${today}::date)::int`,
        departures: sql<number>`count(*) filter (where ${bookings.checkOut} = ${today}::date)::int`,
      })
      .from(bookings)
      .innerJoin(hotels, and(eq(hotels.id, bookings.hotelId), isNull(hotels.archivedAt)))
      .where(and(eq(bookings.status, 'confirmed'), or(eq(bookings.checkIn, today), eq(bookings.checkOut, today)))),
    db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(outboxMessages)
      .where(inArray(outboxMessages.status, ['pending', 'failed'])),
    db
      .select({ owed: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.status, 'refund_required')),
  ]);
  return {
    arrivals: Number(stays?.arrivals ?? 0),
    departures: Number(stays?.departures ?? 0),
    messagesWaiting: Number(outbox?.waiting ?? 0),
    refundsOwed: Number(refunds?.owed ?? 0),
  };
}

/** The unpaid balances of confirmed bookings due up to `until` (overdue ones included), earliest due first. */
export async function unpaidBalancesUntil(db: Database, until: string) {
  return db
    .select({
      bookingId: bookings.id,
      reference: bookings.reference,
      guestName: sql<string>`${bookings.firstName} || ' ' || ${bookings.lastName}`,
      hotelName: hotels.name,
      checkIn: bookings.checkIn,
      dueOn: sql<string>`${bookings.balanceDueOn}::text`,
      amountPaise: sql<number>`${bookings.balanceAmount}`,
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(and(balanceUnpaid, lte(bookings.balanceDueOn, until)))
    .orderBy(asc(bookings.balanceDueOn), asc(bookings.reference));
}
