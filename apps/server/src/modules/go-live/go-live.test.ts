import { createHmac } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIME_ZONE, GO_LIVE_ITEM_IDS, todayIn } from '@hillnest/domain';
import { blogs, bookings, carouselSlides, coupons, destinations, hotels, outboxMessages, users } from '../../db/schema';
import { seedDemoData } from '../../db/seed';
import { DEMO_BLOGS, DEMO_COUPON_CODES, DEMO_DESTINATIONS, DEMO_HOTELS, DEMO_SLIDES } from '../../db/seed/data';
import { ADMIN, createTestApp, setUpSignedInApp, signInAdmin, type TestApp } from '../../test/harness';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { bookAndPay, insertHotel, stay } from '../bookings/test-fixtures';

/** Everything the checklist asks of the server's configuration (fake Razorpay keys; the checks go to stand-ins). */
const READY_ENV = {
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_0000000000',
  RAZORPAY_KEY_SECRET: 'live-key-secret-0123456789abcdef',
  RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret-0123456789',
  SMTP_URL: 'smtp://127.0.0.1:9',
  PUBLIC_URL: 'https://stay.example.com',
  COOKIE_SECURE: 'true',
};

const call = (t: TestApp, cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

type Item = { id: string; ok: boolean; detail: string; fixPath: string };
const states = (items: Item[]) => Object.fromEntries(items.map((item) => [item.id, item.ok]));

describe('the go-live checklist on a site in test mode', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  setUpSignedInApp((s) => ({ t, admin, user } = s));

  it('lists every item SITE_MODE=live checks, each with its state and where to fix it', async () => {
    const status = (await call(t, admin, 'GET', '/api/admin/go-live')).json();
    expect(status.mode).toBe('demo');
    expect(status.lockedByEnvironment).toBe(false);
    expect(status.items.map((item: Item) => item.id)).toEqual(GO_LIVE_ITEM_IDS);
    expect(states(status.items)).toEqual({
      payments: false,
      webhook: false,
      adminPassword: true,
      email: false,
      https: false,
      secureCookies: false,
      demoRemoved: true,
    });
    expect(status.ready).toBe(false);
    expect(status.items.find((item: Item) => item.id === 'payments')).toMatchObject({
      detail: 'Payments are simulated: connect Razorpay and check the connection.',
      fixPath: '/settings/payments',
    });
  });

  it('the administrator password item fails while it is the generated one', async () => {
    await t.database.db.update(users).set({ passwordGenerated: true }).where(eq(users.email, ADMIN.email));
    try {
      const status = (await call(t, admin, 'GET', '/api/admin/go-live')).json();
      expect(states(status.items).adminPassword).toBe(false);
    } finally {
      await t.database.db.update(users).set({ passwordGenerated: false }).where(eq(users.email, ADMIN.email));
    }
  });

  it('secure cookies: a forwarded https from a proxy the site does not trust changes nothing', async () => {
    const status = (
      await t.app.inject({ method: 'GET', url: '/api/admin/go-live', headers: { cookie: admin, 'x-forwarded-proto': 'https' } })
    ).json();
    expect(states(status.items).secureCookies).toBe(false);
  });

  it('refuses to go live with a 409 naming every item that fails, and stays in test mode', async () => {
    const refused = await call(t, admin, 'POST', '/api/admin/go-live');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Not ready to go live. Still to do: Payments connected, Payment webhook received, E-mail sending, Public address on https, Secure cookies.',
    );
    expect((await call(t, admin, 'GET', '/api/admin/go-live')).json().mode).toBe('demo');
  });

  it('only the administrator reads the checklist or switches the mode', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/go-live' })).statusCode).toBe(401);
    expect((await call(t, user, 'POST', '/api/admin/go-live/test-mode')).statusCode).toBe(403);
  });

  it('the dashboard leads with today: arrivals, departures, messages waiting, and what going live still needs', async () => {
    const hotel = await insertHotel(t.app);
    await bookAndPay(t.app, hotel.id, stay(0, 2));
    // No e-mail server: the confirmation, the owner's notice and the stay's first messages wait in the
    // outbox (the stay messages are queued just after the payment, so the two reads agree once they are in).
    const today = await vi.waitFor(
      async () => {
        const answer = (await call(t, admin, 'GET', '/api/admin/today')).json();
        const [{ waiting }] = (await t.database.db
          .select({ waiting: count() })
          .from(outboxMessages)
          .where(eq(outboxMessages.status, 'pending'))) as [{ waiting: number }];
        expect(answer.messagesWaiting).toBe(waiting);
        expect(waiting).toBeGreaterThan(0);
        return answer;
      },
      { timeout: 10_000 },
    );
    expect(today).toMatchObject({ arrivals: 1, departures: 0, refundsOwed: 0, mode: 'demo', setup: 'new' });
    expect(today.failing.map((item: Item) => item.id)).toEqual(['payments', 'webhook', 'email', 'https', 'secureCookies']);
  });
});

describe('going live when every item passes', () => {
  let t: TestApp;
  let admin: string;
  let razorpay: FastifyInstance;
  let smtp: TestSmtp;
  beforeAll(async () => {
    // Stand-ins for Razorpay (it accepts READY_ENV's keys) and for the e-mail server.
    razorpay = Fastify();
    const keys = `Basic ${Buffer.from(`${READY_ENV.RAZORPAY_KEY_ID}:${READY_ENV.RAZORPAY_KEY_SECRET}`).toString('base64')}`;
    razorpay.get('/v1/orders', async (request, reply) =>
      request.headers.authorization === keys ? { entity: 'collection', count: 0, items: [] } : reply.status(401).send({}),
    );
    smtp = await startSmtp();
    const env = {
      ...READY_ENV,
      RAZORPAY_API_URL: await razorpay.listen({ port: 0, host: '127.0.0.1' }),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    };
    t = await createTestApp({ env });
    admin = await signInAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await razorpay?.close();
    await smtp?.close();
  });

  it('each item passes as the owner does what it asks; then Go live is allowed, and test mode is one call back', async () => {
    const before = states((await call(t, admin, 'GET', '/api/admin/go-live')).json().items);
    expect(before).toMatchObject({ payments: false, webhook: false, email: false, https: true, secureCookies: true, demoRemoved: true });
    expect((await call(t, admin, 'POST', '/api/admin/go-live')).json().message).toBe(
      'Not ready to go live. Still to do: Payments connected, Payment webhook received, E-mail sending.',
    );

    // "Check connection" with the keys in force (an empty secret: the one set).
    const checked = await call(t, admin, 'POST', '/api/admin/settings/payments/check', { keyId: READY_ENV.RAZORPAY_KEY_ID, keySecret: '' });
    expect(checked.json()).toMatchObject({ ok: true });
    expect(states((await call(t, admin, 'GET', '/api/admin/go-live')).json().items).payments).toBe(true);

    // Razorpay's first signed webhook.
    const event = JSON.stringify({ event: 'payment.authorized', payload: {} });
    const signature = createHmac('sha256', READY_ENV.RAZORPAY_WEBHOOK_SECRET).update(event).digest('hex');
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      payload: event,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    });
    expect(webhook.statusCode).toBe(200);
    expect(states((await call(t, admin, 'GET', '/api/admin/go-live')).json().items).webhook).toBe(true);

    // "Send a test e-mail" through the server in force.
    const email = (await call(t, admin, 'GET', '/api/admin/settings/email')).json().values;
    expect((await call(t, admin, 'POST', '/api/admin/settings/email/test', email)).json()).toMatchObject({ ok: true });
    await smtp.waitFor(1);

    const live = await call(t, admin, 'POST', '/api/admin/go-live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ mode: 'live', ready: true });
    expect((await call(t, admin, 'GET', '/api/admin/today')).json().mode).toBe('live');
    const activity = (await call(t, admin, 'GET', '/api/admin/settings/activity')).json();
    expect(activity[0]).toMatchObject({ key: 'launch.mode', changedBy: ADMIN.email });

    const back = await call(t, admin, 'POST', '/api/admin/go-live/test-mode');
    expect(back.statusCode).toBe(200);
    expect(back.json().mode).toBe('demo');
  });
});

describe('behind an https proxy without COOKIE_SECURE', () => {
  it('sets Secure cookies over https, so the checklist passes that item', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: https, payload: ADMIN });
      const session = login.cookies.find((cookie) => cookie.name === 'auth_token')!;
      expect(session.secure).toBe(true);
      const cookie = `auth_token=${session.value}`;
      const over = async (headers: Record<string, string>) =>
        states((await t.app.inject({ method: 'GET', url: '/api/admin/go-live', headers: { cookie, ...headers } })).json().items);
      expect((await over(https)).secureCookies).toBe(true);
      expect((await over({})).secureCookies).toBe(false);
      // Over plain http the cookie is not Secure (a browser would not send it back otherwise).
      const plain = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      expect(plain.cookies.find((c) => c.name === 'auth_token')!.secure).toBeFalsy();
    } finally {
      await t.close();
    }
  });
});

describe('SITE_MODE in the environment', () => {
  it('forces the mode: shown locked, and neither switch is allowed', async () => {
    for (const mode of ['demo', 'live'] as const) {
      const t = await createTestApp({ env: { ...READY_ENV, SITE_MODE: mode } });
      try {
        const admin = await signInAdmin(t.app);
        const status = (await call(t, admin, 'GET', '/api/admin/go-live')).json();
        expect(status).toMatchObject({ mode, lockedByEnvironment: true });
        for (const url of ['/api/admin/go-live', '/api/admin/go-live/test-mode']) {
          const refused = await call(t, admin, 'POST', url);
          expect(refused.statusCode).toBe(409);
          expect(refused.json().message).toBe("The site's mode is set by the server's environment (SITE_MODE): change it there, not here.");
        }
      } finally {
        await t.close();
      }
    }
  });
});

describe('removing the demo catalogue', () => {
  let t: TestApp;
  let admin: string;
  setUpSignedInApp((s) => ({ t, admin } = s));

  const demoHotelNames = DEMO_HOTELS.map((hotel) => hotel.name).sort();

  it('lists exactly what goes, removes it in one step, keeps a booked demo property (archived) and every booking', async () => {
    expect(await seedDemoData(t.database.db, t.app.deps.storage, todayIn(DEFAULT_TIME_ZONE))).toBe(true);
    const db = t.database.db;
    // An owner's own property in a demo destination keeps that destination.
    const own = await insertHotel(t.app, { name: 'Owner Lodge', city: 'Shimla' });
    const [booked] = await db.select({ id: hotels.id, name: hotels.name }).from(hotels).where(eq(hotels.name, DEMO_HOTELS[0]!.name));
    await bookAndPay(t.app, booked!.id, stay(30, 2));
    const bookingsBefore = (await db.select({ id: bookings.id }).from(bookings)).length;

    const listed = (await call(t, admin, 'GET', '/api/admin/demo-catalogue')).json();
    expect(listed).toEqual({
      properties: demoHotelNames.filter((name) => name !== booked!.name),
      photos: 3 * (DEMO_HOTELS.length - 1),
      destinations: DEMO_DESTINATIONS.filter((name) => name !== 'Shimla').sort(),
      blogs: DEMO_BLOGS.map((blog) => blog.title).sort(),
      coupons: [...DEMO_COUPON_CODES].sort(),
      slides: DEMO_SLIDES.length,
      keptWithBookings: [booked!.name],
    });
    expect(states((await call(t, admin, 'GET', '/api/admin/go-live')).json().items).demoRemoved).toBe(false);

    const removed = await call(t, admin, 'DELETE', '/api/admin/demo-catalogue');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual(listed);

    // What remains: the owner's property, the booked demo property archived, its booking, and Shimla.
    const remaining = await db.select({ id: hotels.id, name: hotels.name, archivedAt: hotels.archivedAt }).from(hotels);
    expect(remaining.map((row) => row.name).sort()).toEqual([booked!.name, 'Owner Lodge'].sort());
    expect(remaining.find((row) => row.id === booked!.id)!.archivedAt).not.toBeNull();
    expect(remaining.find((row) => row.id === own.id)!.archivedAt).toBeNull();
    expect((await db.select({ id: bookings.id }).from(bookings)).length).toBe(bookingsBefore);
    expect((await db.select({ name: destinations.name }).from(destinations)).map((row) => row.name)).toEqual(['Shimla']);
    expect(await db.select().from(blogs)).toHaveLength(0);
    expect(await db.select().from(coupons)).toHaveLength(0);
    expect(await db.select().from(carouselSlides)).toHaveLength(0);
    expect(
      await db
        .select()
        .from(hotels)
        .where(and(isNull(hotels.archivedAt), eq(hotels.name, booked!.name))),
    ).toHaveLength(0);

    // Guests no longer find them, the checklist passes the item, and the demo is never seeded again.
    const search = (await t.app.inject({ method: 'GET', url: '/api/hotels/search' })).json();
    expect(search.data.map((hotel: { name: string }) => hotel.name)).toEqual(['Owner Lodge']);
    expect(states((await call(t, admin, 'GET', '/api/admin/go-live')).json().items).demoRemoved).toBe(true);
    expect((await call(t, admin, 'GET', '/api/admin/settings/activity')).json()[0].key).toBe('launch.demoRemoved');
    const again = (await call(t, admin, 'DELETE', '/api/admin/demo-catalogue')).json();
    expect(again).toEqual({ properties: [], photos: 0, destinations: [], blogs: [], coupons: [], slides: 0, keptWithBookings: [] });
    // Seeding the demo rasterizes its drawings: slow on a busy machine.
  }, 180_000);
});

describe('the first-run setup', () => {
  let t: TestApp;
  let admin: string;
  setUpSignedInApp((s) => ({ t, admin } = s));

  it('starts new at its first step, keeps the step reached, and once finished stays finished', async () => {
    expect((await call(t, admin, 'GET', '/api/admin/setup')).json()).toEqual({ status: 'new', step: 'business' });
    const moved = await call(t, admin, 'PUT', '/api/admin/setup', { status: 'started', step: 'payments' });
    expect(moved.json()).toEqual({ status: 'started', step: 'payments' });
    expect((await call(t, admin, 'GET', '/api/admin/setup')).json()).toEqual({ status: 'started', step: 'payments' });
    expect((await call(t, admin, 'GET', '/api/admin/today')).json().setup).toBe('started');

    await call(t, admin, 'PUT', '/api/admin/setup', { status: 'finished', step: 'email' });
    expect((await call(t, admin, 'GET', '/api/admin/today')).json().setup).toBe('finished');
  });

  it('refuses a bad state with a 400 naming the field, and changes nothing', async () => {
    const before = (await call(t, admin, 'GET', '/api/admin/setup')).json();
    const bad = await call(t, admin, 'PUT', '/api/admin/setup', { status: 'finished', step: 'taxes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('step must be business, property, payments or email');
    expect((await call(t, admin, 'GET', '/api/admin/setup')).json()).toEqual(before);
  });
});
