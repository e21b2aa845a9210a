import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DEFAULT_SETTINGS, todayIn } from '@hillnest/domain';
import { outboxMessages, settings, settingsActivity } from '../../db/schema';
import { ADMIN, createTestApp, newestQueuedMail, setUpSignedInApp, signInAdmin, type TestApp } from '../../test/harness';
import { bookAndPay, insertHotel, stay } from '../bookings/test-fixtures';
import { multipart } from '../../test/multipart';
import { ownerMail } from './service';

const business = {
  name: 'Kasauli Stays',
  contactEmail: 'hello@kasauli.example',
  phone: '+91 98765 43210',
  whatsapp: '+91 91234 56789',
  address: 'Upper Mall, Kasauli, Himachal Pradesh',
  timeZone: 'Asia/Kolkata',
};
const guests = { checkInHours: '1PM-9PM', checkOutBy: '11 AM', houseRules: 'No smoking indoors.\nQuiet after 10PM.' };

describe('settings', () => {
  let t: TestApp;
  let admin: string;
  setUpSignedInApp((s) => ({ t, admin } = s));

  const get = (page: string, cookie = admin) => t.app.inject({ method: 'GET', url: `/api/admin/settings/${page}`, headers: { cookie } });
  const put = (page: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/settings/${page}`, headers: { cookie: admin }, payload });
  const config = async () => (await t.app.inject({ method: 'GET', url: '/api/config' })).json();

  it('a new site shows the defaults, and guests see the administrator’s e-mail as the contact', async () => {
    expect((await get('business')).json()).toEqual({ values: DEFAULT_SETTINGS.business, lockedByEnvironment: [] });
    expect((await get('guests')).json()).toEqual({ values: DEFAULT_SETTINGS.guests, lockedByEnvironment: [] });
    // Never the administrator's sign-in address (issue 32, item 6).
    expect((await config()).business).toEqual({
      name: 'Hillnest',
      contactEmail: null,
      phone: null,
      whatsapp: null,
      address: null,
      logoUrl: null,
    });
  });

  it('saves each page, answers it back, and guests see it at once', async () => {
    const saved = await put('business', business);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ values: business, lockedByEnvironment: [] });
    expect((await get('business')).json().values).toEqual(business);
    // The refund settings keep their defaults when a client leaves them out.
    expect((await put('guests', guests)).json().values).toEqual({ ...DEFAULT_SETTINGS.guests, ...guests });

    const site = await config();
    const { timeZone, ...shown } = business;
    expect(site.business).toEqual({ ...shown, logoUrl: null });
    expect(site.propertyTimezone).toBe(timeZone);
    // The deposit terms, the unpaid balances' cancellation and whether guests may change dates are the server's.
    const serverOnly = {
      depositKind: 'full',
      depositPercent: 30,
      depositRupees: 5000,
      balanceDueDays: 14,
      overdueGraceDays: 2,
      cancelUnpaidBalances: false,
      guestsMayChangeDates: false,
    };
    expect(DEFAULT_SETTINGS.guests).toMatchObject(serverOnly);
    const guestTexts = Object.fromEntries(Object.entries(DEFAULT_SETTINGS.guests).filter(([key]) => !(key in serverOnly)));
    expect(site.guests).toEqual({
      ...guestTexts,
      checkInHours: '1PM-9PM',
      checkOutBy: '11 AM',
      houseRules: ['No smoking indoors.', 'Quiet after 10PM.'],
      keepGatewayCharge: true,
      couponsNonRefundable: true,
    });
  });

  it('refuses a bad value with a 400 naming the field, and saves nothing of the form', async () => {
    const before = (await get('business')).json().values;
    const bad = await put('business', { ...before, name: 'Changed Name', phone: 'call me maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('phone must be a phone number such as +91 98765 43210');
    expect((await get('business')).json().values).toEqual(before);

    const missing = await put('guests', { checkInHours: '', checkOutBy: '11 AM', houseRules: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('checkInHours');
  });

  it('the time zone is a name Intl knows, and the guests’ today follows it', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', '+05:30', '']) {
      const bad = await put('business', { ...business, timeZone });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('timeZone must be a time zone name such as Asia/Kolkata');
    }
    // Kiritimati is 14 hours ahead of UTC, Pago Pago 11 behind: never the same date.
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      expect((await put('business', { ...business, timeZone })).statusCode).toBe(200);
      const site = await config();
      expect(site.propertyTimezone).toBe(timeZone);
      expect(site.today).toBe(todayIn(timeZone, t.app.deps.now()));
    }
    expect((await put('business', business)).statusCode).toBe(200);
  });

  it('the logo: uploaded through the image pipeline, shown to guests and in e-mails, removed back to the name', async () => {
    const upload = async (content: Buffer, filename: string) => {
      const body = await multipart({}, [{ name: 'logo', filename, content }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/settings/business/logo',
        ...body,
        headers: { ...body.headers, cookie: admin },
      });
    };
    const notImage = await upload(Buffer.from('just some text, not a picture'), 'logo.png');
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toContain('logo');
    expect((await config()).business.logoUrl).toBeNull();

    // A large JPEG with a camera's metadata: stored smaller, as WebP, without the metadata.
    const photo = await sharp({ create: { width: 2400, height: 800, channels: 3, background: '#134e4a' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera Owner' } } })
      .toBuffer();
    const saved = await upload(photo, 'logo.jpg');
    expect(saved.statusCode).toBe(200);
    const logoUrl = saved.json().logoUrl as string;
    expect(logoUrl).toMatch(/\.webp$/);
    expect((await config()).business.logoUrl).toBe(logoUrl);
    const stored = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.width).toBeLessThanOrEqual(1600);
    expect(meta.exif).toBeUndefined();
    const activity = (await get('activity')).json() as { key: string }[];
    expect(activity[0]!.key).toBe('brand.logo');

    // E-mails put it on top as a PNG (Outlook shows no WebP), by its absolute address; the site keeps the WebP.
    const mail = await ownerMail(t.app.deps);
    const pngUrl = logoUrl.replace(/-1600\.webp$/, '-email.png');
    expect(mail.brand.logoUrl).toBe(`${mail.siteUrl}${pngUrl}`);
    const png = await t.app.inject({ method: 'GET', url: pngUrl });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const pngMeta = await sharp(png.rawPayload).metadata();
    expect(pngMeta).toMatchObject({ format: 'png', height: 80 });
    expect(pngMeta.exif).toBeUndefined();

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/admin/settings/business/logo', headers: { cookie: admin } });
    expect(removed.json().logoUrl).toBeNull();
    expect((await config()).business.logoUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pngUrl })).statusCode).toBe(404);
  });

  it('the refund policy text and FAQ answers: stored as written, empty is the specification’s', async () => {
    const current = (await get('guests')).json().values;
    expect(current.refundPolicy).toBe('');
    const own = { ...current, refundPolicy: '## Our policy\n\nFull refund <b>always</b>.', faqPets: 'Only small dogs.' };
    expect((await put('guests', own)).statusCode).toBe(200);
    const site = await config();
    expect(site.guests.refundPolicy).toBe(own.refundPolicy);
    expect(site.guests.faqPets).toBe('Only small dogs.');
    expect(site.guests.faqCheckIn).toBe('');
    const tooLong = await put('guests', { ...own, faqPets: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('faqPets must be at most 2000 characters');
    expect((await put('guests', current)).statusCode).toBe(200);
  });

  it('logs who changed which setting and when, never the value', async () => {
    await put('business', { ...business, phone: '+91 99999 00000' });
    const activity = (await get('activity')).json() as { key: string; changedBy: string; changedAt: string }[];
    expect(activity[0]).toMatchObject({ key: 'business.phone', changedBy: ADMIN.email });
    expect(activity.map((entry) => entry.key)).toEqual(expect.arrayContaining(['business.name', 'guests.houseRules']));
    const logged = await t.database.db.select().from(settingsActivity);
    expect(JSON.stringify(logged)).not.toContain('99999');
    // Saving the page unchanged logs nothing.
    const count = activity.length;
    await put('business', { ...business, phone: '+91 99999 00000' });
    expect((await get('activity')).json()).toHaveLength(count);
  });

  it('only the administrator reads or writes settings', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings/business' })).statusCode).toBe(401);
  });

  it('the confirmation page and e-mail give the owner’s phone and name from the settings', async () => {
    await put('business', { ...business, phone: '+91 97777 11111' });
    const hotel = await insertHotel(t.app);
    await bookAndPay(t.app, hotel.id, stay(20, 2));
    const confirmation = await newestQueuedMail(t.database.db, 'booking_confirmation');
    expect(confirmation!.text).toContain('+91 97777 11111');
    // The business, not the product, signs it: name, address, phone and e-mail in the footer of both parts.
    expect(confirmation!.html).toContain('Kasauli Stays · You received this because you booked a stay.');
    expect(confirmation!.html).toContain('Upper Mall, Kasauli, Himachal Pradesh · +91 97777 11111 · hello@kasauli.example');
    expect(confirmation!.text).toContain(
      '\n--\nKasauli Stays\nUpper Mall, Kasauli, Himachal Pradesh\n+91 97777 11111\nhello@kasauli.example',
    );
    expect(`${confirmation!.html}${confirmation!.text}`).not.toContain('Hillnest');
    expect((await ownerMail(t.app.deps)).from).toMatch(/^Kasauli Stays <bookings@/);
    const [toOwner] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'owner_new_booking'));
    expect(toOwner!.recipient).toBe(business.contactEmail);
  });
});

describe('settings an environment variable sets', () => {
  it('are answered locked, win over the stored value, and are refused on write unless unchanged', async () => {
    const t = await createTestApp({
      env: { OWNER_PHONE: '+91 80000 00001', OWNER_EMAIL: 'ops@hillnest.example', PROPERTY_TIMEZONE: 'Europe/London' },
    });
    try {
      const cookie = await signInAdmin(t.app);
      // A value stored before the variable was set does not show through.
      await t.database.db.insert(settings).values({ key: 'business.phone', value: '+91 70000 00000' });
      const page = await t.app.inject({ method: 'GET', url: '/api/admin/settings/business', headers: { cookie } });
      expect(page.json()).toEqual({
        values: { ...DEFAULT_SETTINGS.business, phone: '+91 80000 00001', contactEmail: 'ops@hillnest.example', timeZone: 'Europe/London' },
        lockedByEnvironment: ['contactEmail', 'phone', 'timeZone'],
      });
      const values = page.json().values;

      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/business',
        headers: { cookie },
        payload: { ...values, name: 'New Name', phone: '+91 70000 00000' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe("phone is set by the server's environment (OWNER_PHONE): change it there, not here.");
      expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().business.name).toBe('Hillnest');

      // The form sends locked fields back as shown: the rest is saved.
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/business',
        headers: { cookie },
        payload: { ...values, name: 'New Name' },
      });
      expect(saved.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().propertyTimezone).toBe('Europe/London');
      expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().business).toMatchObject({
        name: 'New Name',
        phone: '+91 80000 00001',
        contactEmail: 'ops@hillnest.example',
      });
    } finally {
      await t.close();
    }
  });
});
