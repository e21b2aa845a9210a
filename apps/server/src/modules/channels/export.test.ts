/**
 * The property's iCal export feed (issue 18), read back by two independent parsers (ical.js and
 * node-ical), and its address on the administrator's property answer.
 */
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { describe, expect, it } from 'vitest';
import { fromLocalDate, type AdminHotel } from '@hillnest/domain';
import { createTestApp, signInAdmin, type TestApp } from '../../test/harness';
import { createIntent, guestContact, inDays, insertHotel, paySuccessfully, stay } from '../bookings/test-fixtures';
import { airbnbFeed, setUpChannelTests, type FeedServer } from './test-feeds';

let t: TestApp;
let feeds: FeedServer;
let admin: string;

setUpChannelTests((s) => ({ t, feeds, admin } = s));

async function adminHotel(hotelId: string, headers: Record<string, string> = {}): Promise<AdminHotel> {
  const response = await t.app.inject({ method: 'GET', url: `/api/my-hotels/${hotelId}`, headers: { cookie: admin, ...headers } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** GET the export feed at its absolute address (through the app). */
function getFeed(address: string) {
  const url = new URL(address);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

interface ReadEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
}

function readWithIcalJs(text: string): { name: string; events: ReadEvent[] } {
  const root = new ICAL.Component(ICAL.parse(text) as unknown as unknown[]);
  const events = root.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    expect(event.startDate.isDate).toBe(true);
    expect(event.endDate.isDate).toBe(true);
    return { uid: event.uid, start: event.startDate.toString(), end: event.endDate.toString(), summary: event.summary };
  });
  // ical.js does not know X-WR-CALNAME's type, so leaves its TEXT escapes as written.
  const name = String(root.getFirstPropertyValue('x-wr-calname')).replace(/\\([\\;,])/g, '$1');
  return { name, events };
}

function readWithNodeIcal(text: string): { name: string; events: ReadEvent[] } {
  const parsed = nodeIcal.sync.parseICS(text);
  const events: ReadEvent[] = [];
  let name = '';
  for (const component of Object.values(parsed)) {
    if (component?.type === 'VCALENDAR') name = String((component as unknown as Record<string, unknown>)['WR-CALNAME']);
    if (component?.type !== 'VEVENT') continue;
    const item = component as nodeIcal.VEvent;
    // node-ical gives a date-only value as local midnight, marked dateOnly.
    expect((item.start as Date & { dateOnly?: boolean }).dateOnly).toBe(true);
    events.push({ uid: item.uid, start: fromLocalDate(item.start), end: fromLocalDate(item.end!), summary: String(item.summary) });
  }
  return { name, events };
}

const byStart = (events: ReadEvent[]) => [...events].sort((a, b) => a.start.localeCompare(b.start));

describe('the export feed', () => {
  it('lists confirmed bookings, live holds and owner blocks as all-day events that both parsers read alike', async () => {
    // A long name with commas, a semicolon and Devanagari: escaped, and folded at 75 octets.
    const name = 'Deodar Ridge Cottage, Kasauli; देवदार कुटीर with a view of the Shivalik hills and the plains';
    const hotel = await insertHotel(t.app, { name });
    const booked = await createIntent(t.app, hotel.id, stay(10, 3));
    await paySuccessfully(t.app, booked.orderId);
    await createIntent(
      t.app,
      hotel.id,
      stay(20, 2, { firstName: 'Holdena', lastName: 'Pendingsworth', email: 'holdena@example.com', phoneNumber: '+91 98100 77777' }),
    );
    const block = await t.app.inject({
      method: 'POST',
      url: `/api/my-hotels/${hotel.id}/blocks`,
      headers: { cookie: admin },
      payload: { firstNight: inDays(30), lastNight: inDays(31), note: 'Painting the bedroom' },
    });
    expect(block.statusCode, block.body).toBe(201);
    // Another platform's nights are not exported back to the platforms.
    feeds.serve('/other.ics', airbnbFeed([{ start: inDays(40), end: inDays(42), summary: 'Reserved' }]));
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/my-hotels/${hotel.id}/calendars`,
      headers: { cookie: admin },
      payload: { name: 'Airbnb', url: feeds.url('/other.ics') },
    });
    expect(added.json().calendar.blockedStays).toBe(1);

    const { icalExportUrl } = await adminHotel(hotel.id);
    const response = await getFeed(icalExportUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = response.body;

    // RFC 5545: CRLF line ends only, no line over 75 octets, the required properties.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(lines.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Hillnest//Channel sync 1.0//EN']);
    expect(lines.filter((line) => line.startsWith('DTSTAMP:'))).toHaveLength(3);
    for (const line of lines.filter((l) => l.startsWith('DTSTAMP:'))) expect(line).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    // Nothing about the guests.
    for (const secret of [
      guestContact.firstName,
      guestContact.lastName,
      guestContact.email,
      'Holdena',
      'Pendingsworth',
      'holdena@example.com',
      '77777',
      '98100',
      'Painting',
    ]) {
      expect(text).not.toContain(secret);
    }

    const expected = [
      { start: inDays(10), end: inDays(13), summary: 'Booked' },
      { start: inDays(20), end: inDays(22), summary: 'Booked' },
      { start: inDays(30), end: inDays(32), summary: 'Blocked' },
    ];
    for (const read of [readWithIcalJs(text), readWithNodeIcal(text)]) {
      expect(read.name).toBe(name);
      const events = byStart(read.events);
      expect(events.map(({ start, end, summary }) => ({ start, end, summary }))).toEqual(expected);
      expect(new Set(events.map((e) => e.uid)).size).toBe(3);
      for (const event of events) expect(event.uid).toMatch(new RegExp(`^(stay|block)-[0-9a-f-]{36}@${hotel.id}\\.hillnest$`));
    }
  });

  it('keeps the UID of a stay from its hold to its booking, and drops a stay once its hold ends', async () => {
    const hotel = await insertHotel(t.app);
    const { icalExportUrl } = await adminHotel(hotel.id);
    const intent = await createIntent(t.app, hotel.id, stay(15, 2));
    const held = readWithIcalJs((await getFeed(icalExportUrl)).body).events;
    await paySuccessfully(t.app, intent.orderId);
    const booked = readWithIcalJs((await getFeed(icalExportUrl)).body).events;
    expect(booked).toEqual(held);

    const released = await createIntent(t.app, hotel.id, stay(25, 1));
    expect(readWithIcalJs((await getFeed(icalExportUrl)).body).events).toHaveLength(2);
    await t.app.inject({ method: 'POST', url: '/api/hotels/order/release', payload: { orderId: released.orderId } });
    expect(readWithIcalJs((await getFeed(icalExportUrl)).body).events).toEqual(booked);
  });

  it('answers 404 to a wrong, missing or old token, and to another property with this one’s token', async () => {
    const hotel = await insertHotel(t.app);
    const other = await insertHotel(t.app);
    const { icalExportUrl } = await adminHotel(hotel.id);
    const token = new URL(icalExportUrl).searchParams.get('token')!;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect((await getFeed(icalExportUrl)).statusCode).toBe(200);
    for (const url of [
      `/api/hotels/${hotel.id}/calendar.ics`,
      `/api/hotels/${hotel.id}/calendar.ics?token=`,
      `/api/hotels/${hotel.id}/calendar.ics?token=${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`,
      `/api/hotels/${other.id}/calendar.ics?token=${token}`,
      `/api/hotels/not-a-property/calendar.ics?token=${token}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Calendar not found' });
    }

    const regenerated = await t.app.inject({
      method: 'POST',
      url: `/api/my-hotels/${hotel.id}/calendar-token`,
      headers: { cookie: admin },
    });
    expect(regenerated.statusCode).toBe(200);
    const fresh = regenerated.json().icalExportUrl as string;
    expect(fresh).not.toBe(icalExportUrl);
    expect((await getFeed(icalExportUrl)).statusCode).toBe(404);
    expect((await getFeed(fresh)).statusCode).toBe(200);
    expect((await adminHotel(hotel.id)).icalExportUrl).toBe(fresh);
  });
});

describe('icalExportUrl', () => {
  it("is absolute, on the request's origin when PUBLIC_URL is not set", async () => {
    const hotel = await insertHotel(t.app);
    const { icalExportUrl } = await adminHotel(hotel.id, { host: 'stay.example.org:8443' });
    expect(icalExportUrl).toMatch(
      new RegExp(`^http://stay\\.example\\.org:8443/api/hotels/${hotel.id}/calendar\\.ics\\?token=[0-9a-f]{64}$`),
    );
  });

  it('is on PUBLIC_URL when set', async () => {
    const other = await createTestApp({ env: { PUBLIC_URL: 'https://stay.hillnest.example/' } });
    try {
      const hotel = await insertHotel(other.app);
      const cookie = await signInAdmin(other.app);
      const response = await other.app.inject({ method: 'GET', url: `/api/my-hotels/${hotel.id}`, headers: { cookie } });
      expect(response.json().icalExportUrl).toMatch(
        new RegExp(`^https://stay\\.hillnest\\.example/api/hotels/${hotel.id}/calendar\\.ics\\?token=[0-9a-f]{64}$`),
      );
    } finally {
      await other.close();
    }
  });
});
