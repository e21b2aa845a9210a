/**
 * The owner blocking nights while guests start paying for them, at the same moment, on real
 * PostgreSQL with a pool of connections (PGlite has a single connection, so it cannot race): the
 * database lets exactly one side through, never both, never a 500 (deadlock).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, calendarBlocks } from '../../db/schema';
import { pgErrorCode } from '../../lib/pg-errors';
import { onPostgres, type TestApp } from '../../test/harness';
import { inDays, insertHotel, postIntent, stay } from '../bookings/test-fixtures';
import { bookingComFeed, setUpChannelTests, type FeedServer } from './test-feeds';

if (!onPostgres()) {
  console.log(
    process.env.TEST_DATABASE_URL
      ? 'Skipped on PGlite: the concurrency test runs in the server:postgres project.'
      : 'Skipped: the concurrency test needs real PostgreSQL and TEST_DATABASE_URL is not set.',
  );
}

describe.skipIf(!onPostgres())('owner blocks and holds racing on PostgreSQL', () => {
  let t: TestApp;
  let feeds: FeedServer;
  let admin: string;
  setUpChannelTests((s) => ({ t, feeds, admin } = s));

  /** Held or confirmed stays of the property sharing a night with one of its owner blocks. */
  async function overlaps(hotelId: string) {
    const rows = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(
        calendarBlocks,
        and(
          eq(calendarBlocks.hotelId, bookings.hotelId),
          eq(calendarBlocks.source, 'owner'),
          sql`daterange(${bookings.checkIn}, ${bookings.checkOut}, '[)') && daterange(${calendarBlocks.startDate}, ${calendarBlocks.endDate}, '[)')`,
        ),
      )
      .where(and(eq(bookings.hotelId, hotelId), inArray(bookings.status, ['held', 'confirmed'])));
    return rows.length;
  }

  it('20 holds and 20 owner blocks of overlapping nights: one side gets them, the other 409, every time', async () => {
    for (let round = 0; round < 5; round += 1) {
      const hotel = await insertHotel(t.app);
      const holds = Array.from({ length: 20 }, () => postIntent(t.app, hotel.id, stay(30, 3)));
      const blocks = Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/my-hotels/${hotel.id}/blocks`,
          headers: { cookie: admin },
          payload: { firstNight: inDays(31), lastNight: inDays(33), note: 'Own stay' },
        }),
      );
      const [holdAnswers, blockAnswers] = await Promise.all([Promise.all(holds), Promise.all(blocks)]);
      const statuses = [...holdAnswers, ...blockAnswers].map((r) => r.statusCode);
      expect(
        statuses.filter((s) => s !== 201 && s !== 409),
        `round ${round}`,
      ).toEqual([]);
      const heldCount = holdAnswers.filter((r) => r.statusCode === 201).length;
      const blockedCount = blockAnswers.filter((r) => r.statusCode === 201).length;
      expect(heldCount + blockedCount, `round ${round}`).toBe(1);
      expect(await overlaps(hotel.id)).toBe(0);
    }
  });

  it('holds the guarantee for any writer: a stay and an owner block written at once by bare SQL, one is refused', async () => {
    for (const first of ['stay', 'block'] as const) {
      const hotel = await insertHotel(t.app);
      const writeStay = (db: typeof t.database.db) =>
        db.insert(bookings).values({
          hotelId: hotel.id,
          firstName: 'Raw',
          lastName: 'Writer',
          email: 'raw@example.com',
          checkIn: inDays(20),
          checkOut: inDays(23),
          adultCount: 2,
          totalCost: 100_000,
          status: 'confirmed',
          provider: 'simulated',
          razorpayOrderId: `raw_${first}_${hotel.id}`,
        });
      const writeBlock = (db: typeof t.database.db) =>
        db.insert(calendarBlocks).values({ hotelId: hotel.id, source: 'owner', startDate: inDays(22), endDate: inDays(25), note: 'raw' });
      let written!: () => void;
      const firstWritten = new Promise<void>((resolve) => (written = resolve));
      // The first transaction writes, then keeps its transaction open a moment; the second writes meanwhile.
      const one = t.database.db.transaction(async (tx) => {
        await (first === 'stay' ? writeStay(tx) : writeBlock(tx));
        written();
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      await firstWritten;
      // Its outcome is taken at once: it may be refused before `one` is seen to commit.
      const two = t.database.db
        .transaction(async (tx) => {
          await (first === 'stay' ? writeBlock(tx) : writeStay(tx));
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      await one;
      const refused = await two;
      expect(pgErrorCode(refused), first).toBe('23P01');
      expect(await overlaps(hotel.id)).toBe(0);
    }
  });

  it('an import applied while guests start paying never fails, and no hold lands on nights it blocked before', async () => {
    const hotel = await insertHotel(t.app);
    feeds.serve('/race.ics', bookingComFeed([{ start: inDays(40), end: inDays(43) }]));
    const add = t.app.inject({
      method: 'POST',
      url: `/api/my-hotels/${hotel.id}/calendars`,
      headers: { cookie: admin },
      payload: { name: 'Booking.com', url: feeds.url('/race.ics') },
    });
    const holds = Array.from({ length: 20 }, (_, i) => postIntent(t.app, hotel.id, stay(39 + (i % 5), 2)));
    const [added, ...answers] = await Promise.all([add, ...holds]);
    expect(added.statusCode).toBe(201);
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 201 && s !== 409)).toEqual([]);
    // Holds placed before the import committed may share its nights (the other platform sold them:
    // a conflict once paid); every hold after it was refused. Holds never share a night with each other.
    const later = await postIntent(t.app, hotel.id, stay(41, 1));
    expect(later.statusCode).toBe(409);
  });
});
