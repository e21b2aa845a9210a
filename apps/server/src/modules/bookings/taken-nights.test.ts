/**
 * taken_nights (what search asks about nights) is derived from bookings and calendar blocks by
 * triggers in the same transaction. Under guests racing for overlapping nights, payments, lapsing
 * and expiring holds, owner blocks added and removed, imported blocks replaced and rows written by
 * hand, it always says exactly what bookings and blocks say. Races need PostgreSQL's pool; on PGlite
 * the same steps run one after another.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, calendarBlocks, externalCalendars } from '../../db/schema';
import { setUpSignedInApp, type TestApp } from '../../test/harness';
import { createIntent, inDays, insertHotel, lapseHold, paySuccessfully, postIntent, stay } from './test-fixtures';

let t: TestApp;
let admin: string;
setUpSignedInApp((s) => ({ t, admin } = s));

/** Rows of taken_nights that bookings and blocks do not account for, and nights they take that taken_nights misses. */
async function disagreements(): Promise<{ extra: unknown[]; missing: unknown[] }> {
  const expected = sql`
    select b.hotel_id, night::date as night, b.id as source_id,
           case when b.status = 'confirmed' then 'infinity'::timestamptz else coalesce(b.hold_expires_at, '-infinity'::timestamptz) end as taken_until
    from bookings b, generate_series(b.check_in, b.check_out - 1, interval '1 day') as night
    where b.status in ('held', 'confirmed')
    union all
    select c.hotel_id, night::date, c.id, 'infinity'::timestamptz
    from calendar_blocks c, generate_series(c.start_date, c.end_date - 1, interval '1 day') as night`;
  const actual = sql`select hotel_id, night, source_id, taken_until from taken_nights`;
  const rows = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    extra: await rows(sql`(${actual}) except all (${expected})`),
    missing: await rows(sql`(${expected}) except all (${actual})`),
  };
}

describe('taken_nights', () => {
  it('never disagrees with bookings and blocks, whatever happens to them at the same time', async () => {
    const hotels = await Promise.all([insertHotel(t.app), insertHotel(t.app), insertHotel(t.app)]);
    const phone = (i: number) => ({ phoneNumber: `+91 98200 ${String(i).padStart(5, '0')}` });

    // Guests racing for overlapping stays of three properties, with owner blocks added meanwhile.
    const racing = await Promise.all([
      ...Array.from({ length: 36 }, (_, i) => postIntent(t.app, hotels[i % 3]!.id, stay(20 + (i % 9), 1 + (i % 4), phone(i)))),
      ...hotels.map((hotel, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/my-hotels/${hotel.id}/blocks`,
          headers: { cookie: admin },
          payload: { firstNight: inDays(24 + i), lastNight: inDays(25 + i), note: 'Painting' },
        }),
      ),
    ]);
    // Each guest and each owner block either got its nights or was refused for them; nothing else.
    expect(racing.map((r) => r.statusCode).filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(racing.filter((r) => r.statusCode === 201).length).toBeGreaterThan(3);
    expect(await disagreements()).toEqual({ extra: [], missing: [] });

    // Some holds are paid while others lapse.
    const held = await t.database.db.select().from(bookings).where(eq(bookings.status, 'held'));
    const [pay, lapse] = [held.filter((_, i) => i % 3 === 0), held.filter((_, i) => i % 3 === 1)];
    expect(lapse.length).toBeGreaterThan(0);
    await Promise.all([
      ...pay.map((booking) => paySuccessfully(t.app, booking.razorpayOrderId)),
      ...lapse.map((booking) => lapseHold(t.app, booking.razorpayOrderId)),
    ]);
    expect(await disagreements()).toEqual({ extra: [], missing: [] });
    // New guests take the lapsed nights (each new hold first expires the lapsed ones of its property).
    await Promise.all(Array.from({ length: 12 }, (_, i) => postIntent(t.app, hotels[i % 3]!.id, stay(22 + (i % 5), 2, phone(100 + i)))));
    expect(await disagreements()).toEqual({ extra: [], missing: [] });
    await t.database.db
      .update(bookings)
      .set({ status: 'expired' })
      .where(sql`${bookings.status} = 'held' and ${bookings.holdExpiresAt} < now()`);
    expect(await disagreements()).toEqual({ extra: [], missing: [] });

    // An imported calendar's blocks replaced wholesale, a booking moved and one cancelled by hand, the owner's blocks removed.
    const [calendar] = await t.database.db
      .insert(externalCalendars)
      .values({ hotelId: hotels[0]!.id, name: 'Airbnb', url: 'https://example.com/a.ics', urlKey: 'https://example.com/a.ics' })
      .returning();
    const imported = (start: number) => ({
      hotelId: hotels[0]!.id,
      source: 'import' as const,
      calendarId: calendar!.id,
      startDate: inDays(start),
      endDate: inDays(start + 3),
      uid: `u${start}`,
      summary: 'Reserved',
      reservation: true,
    });
    await t.database.db.insert(calendarBlocks).values([imported(60), imported(70)]);
    await t.database.db.transaction(async (tx) => {
      await tx.delete(calendarBlocks).where(eq(calendarBlocks.calendarId, calendar!.id));
      await tx.insert(calendarBlocks).values([imported(61), imported(80)]);
    });
    const confirmed = await t.database.db.select().from(bookings).where(eq(bookings.status, 'confirmed'));
    if (confirmed[0])
      await t.database.db
        .update(bookings)
        .set({ checkIn: inDays(90), checkOut: inDays(93) })
        .where(eq(bookings.id, confirmed[0].id));
    if (confirmed[1]) await t.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, confirmed[1].id));
    await t.database.db.delete(calendarBlocks).where(eq(calendarBlocks.source, 'owner'));
    const intent = await createIntent(t.app, hotels[2]!.id, stay(120, 2));
    await t.database.db.delete(bookings).where(eq(bookings.razorpayOrderId, intent.orderId));
    expect(await disagreements()).toEqual({ extra: [], missing: [] });

    // Removing the calendar removes its blocks (a cascade), and their nights.
    await t.database.db.delete(externalCalendars).where(eq(externalCalendars.id, calendar!.id));
    expect(await disagreements()).toEqual({ extra: [], missing: [] });
    const left = await t.database.db.execute(sql`select count(*)::int as n from taken_nights`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
  });
});
