/**
 * Verified reviews (issue 37): only the guest of a paid, not cancelled stay that has ended may write
 * one, once; it shows after a delay or at once with the owner's reply; hidden only for a listed
 * reason; the property's figures count only what is shown; Best Rated ranks by them.
 */
import { addDays, REVIEW_MESSAGES, REVIEW_PUBLISH_DELAY_HOURS, REVIEWS_TO_RANK } from '@hillnest/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, hotels, reviews } from '../../db/schema';
import { createTestApp, registerUser, signInAdmin, type TestApp } from '../../test/harness';
import { bookAndPay, insertHotel, stay } from '../bookings/test-fixtures';

const HOUR = 60 * 60_000;
let clock = Date.now();
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  admin = await signInAdmin(t.app);
});
afterAll(() => t?.close());

async function book(hotelId?: string, startInDays = 10, nights = 2) {
  clock = Date.now();
  const hotel = hotelId ?? (await insertHotel(t.app)).id;
  const body = stay(startInDays, nights);
  return { ...(await bookAndPay(t.app, hotel, body)), hotelId: hotel, checkOut: body.checkOut };
}

const afterStay = (checkOut: string) => Date.parse(`${addDays(checkOut, 1)}T12:00:00+05:30`);
const write = (token: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/bookings/manage/${token}/review`, payload });
const good = { rating: 5, cleanliness: 4, location: 5, text: 'Lovely flat, spotless, and the caretaker was kind.' };
const shown = async (hotelId: string) => (await t.app.inject({ method: 'GET', url: `/api/hotels/${hotelId}/reviews` })).json();

describe('review eligibility', () => {
  it('refuses before check-out, a cancelled stay, someone else’s link, a second review and bad ratings', async () => {
    const b = await book();
    const early = await write(b.token, good);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REVIEW_MESSAGES.notEnded);
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${b.token}/review` })).json()).toMatchObject({
      canReview: false,
      reason: REVIEW_MESSAGES.notEnded,
    });

    clock = afterStay(b.checkOut);
    const forged = await write(`${b.token.slice(0, -2)}xx`, good);
    expect(forged.statusCode).toBe(404);
    for (const rating of [0, 6, 3.5]) {
      const bad = await write(b.token, { ...good, rating });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('rating');
    }
    const badAspect = await write(b.token, { ...good, cleanliness: 9 });
    expect(badAspect.statusCode).toBe(400);
    expect((await write(b.token, { ...good, text: 'Too short.' })).statusCode).toBe(400);

    const first = await write(b.token, good);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ rating: 5, firstName: 'Meera', aspects: { cleanliness: 4, accuracy: null } });
    const second = await write(b.token, good);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(REVIEW_MESSAGES.alreadyReviewed);

    const cancelled = await book();
    const quote = (await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${cancelled.token}/cancellation` })).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/bookings/manage/${cancelled.token}/cancel`,
      payload: { refundAmount: quote.refundPaise },
    });
    clock = afterStay(cancelled.checkOut);
    const refused = await write(cancelled.token, good);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REVIEW_MESSAGES.notConfirmed);
  });
});

describe('from My Bookings', () => {
  it('the signed-in guest is led to the review page of their own ended stay; nobody else, and not before check-out', async () => {
    clock = Date.now();
    const guest = await registerUser(t.app);
    const other = await registerUser(t.app);
    const hotel = await insertHotel(t.app);
    const body = stay(12, 2);
    const { id } = await bookAndPay(t.app, hotel.id, body, guest.cookie);
    const ask = (cookie?: string) =>
      t.app.inject({ method: 'POST', url: `/api/bookings/${id}/review-link`, headers: cookie ? { cookie } : {} });

    const early = await ask(guest.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REVIEW_MESSAGES.notEnded);

    clock = afterStay(body.checkOut);
    expect((await ask()).statusCode).toBe(401);
    expect((await ask(other.cookie)).statusCode).toBe(404);
    const link = await ask(guest.cookie);
    expect(link.statusCode).toBe(200);
    expect(link.headers['cache-control']).toBe('no-store');
    const { path } = link.json() as { path: string };
    expect(path).toMatch(/^\/manage-booking\/[\w.-]+\/review$/);
    const token = path.split('/')[2]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/manage/${token}/review` })).json()).toMatchObject({ canReview: true });
    expect((await write(token, good)).statusCode).toBe(201);
  });
});

describe('review submissions are rate-limited', () => {
  const from = (remoteAddress: string, token: string) =>
    t.app.inject({ method: 'POST', url: `/api/bookings/manage/${token}/review`, payload: good, remoteAddress });

  it('per booking (5 an hour), whatever the network', async () => {
    const b = await book();
    // Each attempt before check-out is refused by the service, and counted.
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5']) {
      expect((await from(address, b.token)).statusCode).toBe(409);
    }
    const sixth = await from('198.51.100.6', b.token);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many attempts\. Please try again in /);
    // Another booking is another count.
    expect((await from('198.51.100.6', (await book()).token)).statusCode).toBe(409);
  });

  it('per network (20 an hour), over every booking', async () => {
    const network = '203.0.113.9';
    for (let booking = 0; booking < 5; booking += 1) {
      const { token } = await book();
      for (let attempt = 0; attempt < 4; attempt += 1) expect((await from(network, token)).statusCode).toBe(409);
    }
    const { token } = await book();
    expect((await from(network, token)).statusCode).toBe(429);
    // The same booking from another network is still answered.
    expect((await from('203.0.113.10', token)).statusCode).toBe(409);
  });
});

describe('owner and property page', () => {
  it('shows a review after the delay or at once with the reply; one reply; hidden with a reason; text kept as written', async () => {
    const hotel = (await insertHotel(t.app)).id;
    const a = await book(hotel, 10, 2);
    const b = await book(hotel, 20, 2);
    clock = afterStay(b.checkOut);
    const markup = '<img src=x onerror=alert(1)> a fine stay, really very fine';
    const ra = (await write(a.token, { rating: 4, text: markup })).json();
    const rb = (await write(b.token, { rating: 2, cleanliness: 1, text: 'The water heater did not work at all.' })).json();
    expect((await shown(hotel)).count).toBe(0);

    const owner = (await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: { cookie: admin } })).json();
    expect(owner.filter((r: { hotelId: string }) => r.hotelId === hotel)).toHaveLength(2);

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${rb._id}/reply`,
      headers: { cookie: admin },
      payload: { reply: 'Sorry! We replaced the heater the next day.' },
    });
    expect(reply.statusCode).toBe(200);
    let page = await shown(hotel);
    expect(page.count).toBe(1);
    expect(page.reviews[0].reply).toBe('Sorry! We replaced the heater the next day.');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${rb._id}/reply`,
      headers: { cookie: admin },
      payload: { reply: 'Edited.' },
    });
    expect(again.statusCode).toBe(409);

    clock += REVIEW_PUBLISH_DELAY_HOURS * HOUR;
    page = await shown(hotel);
    expect(page).toMatchObject({ count: 2, average: 3, distribution: [0, 1, 0, 1, 0] });
    expect(page.aspects.cleanliness).toBe(1);
    expect(page.reviews.find((r: { _id: string }) => r._id === ra._id).text).toBe(markup);

    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${ra._id}/hide`,
      headers: { cookie: admin },
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('reason');
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${ra._id}/hide`,
      headers: { cookie: admin },
      payload: { reason: 'abusive' },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await shown(hotel)).count).toBe(1);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, ra._id));
    expect(row).toMatchObject({ hiddenReason: 'abusive', text: markup });
    // Only the owner replies or hides.
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/reviews/${ra._id}/reply`, payload: { reply: 'x' } })).statusCode).toBe(
      401,
    );
  });

  it('search cards carry the shown reviews’ average and count, from the one search, as soon as one shows', async () => {
    const name = `Reviewed Retreat ${Date.now()}`;
    const hotel = (await insertHotel(t.app, { name })).id;
    const a = await book(hotel, 12, 2);
    const b = await book(hotel, 16, 2);
    clock = afterStay(b.checkOut);
    const card = async () => {
      const page = (await t.app.inject({ method: 'GET', url: `/api/hotels/search?destination=${encodeURIComponent(name)}` })).json();
      expect(page.data.map((h: { _id: string }) => h._id)).toEqual([hotel]);
      return page.data[0];
    };
    const ra = (await write(a.token, { rating: 5, text: 'Spotless rooms and a warm welcome.' })).json();
    await write(b.token, { rating: 4, text: 'A good stay, the road up is steep.' });
    // Not shown yet (the delay): the card has no figures.
    expect((await card()).reviews).toBeNull();
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${ra._id}/reply`,
      headers: { cookie: admin },
      payload: { reply: 'Thank you, come again!' },
    });
    expect(reply.statusCode).toBe(200);
    expect((await card()).reviews).toEqual({ average: 5, count: 1 });
  });

  it(`Best Rated ranks by verified reviews once a property has ${REVIEWS_TO_RANK}, before the stars of the others`, async () => {
    const hotel = (await insertHotel(t.app)).id;
    await t.database.db.update(hotels).set({ starRating: 1 }).where(eq(hotels.id, hotel));
    const stays = [];
    for (let i = 0; i < REVIEWS_TO_RANK; i += 1) stays.push(await book(hotel, 30 + i * 3, 2));
    clock = afterStay(stays.at(-1)!.checkOut);
    for (const s of stays)
      expect((await write(s.token, { rating: 5, text: 'Wonderful hosts and a wonderful view.' })).statusCode).toBe(201);
    clock += REVIEW_PUBLISH_DELAY_HOURS * HOUR;
    t.app.readCache.invalidate('reviews');
    const home = (await t.app.inject({ method: 'GET', url: '/api/hotels' })).json();
    expect(home.bestRatedHotels[0]._id).toBe(hotel);
    expect(home.bestRatedHotels[0].reviews).toEqual({ average: 5, count: REVIEWS_TO_RANK });
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, stays[0]!.id));
    expect(booking!.status).toBe('confirmed');
  });
});
