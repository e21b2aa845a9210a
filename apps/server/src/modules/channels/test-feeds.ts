/**
 * Test tooling for channel sync: a local HTTP server that plays Airbnb, Booking.com and the rest,
 * and feeds shaped like theirs. Dates are property dates (YYYY-MM-DD).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { CalendarSyncResult, PropertyNights } from '@hillnest/domain';
import { createTestApp, signInAdmin, type TestApp, type TestAppOptions } from '../../test/harness';

export type FeedHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface FeedServer {
  /** Base address, e.g. http://127.0.0.1:41234 */
  origin: string;
  url(path: string): string;
  /** What `path` answers from now on. */
  route(path: string, handler: FeedHandler): void;
  /** Serves `body` as text/calendar at `path`. */
  serve(path: string, body: string | Buffer, contentType?: string): void;
  /** Serves `body` at a new path of its own; returns the path. */
  serveNew(body: string | Buffer, contentType?: string): string;
  /** Requests seen per path. */
  hits(path: string): number;
  close(): Promise<void>;
}

export async function startFeedServer(host = '127.0.0.1'): Promise<FeedServer> {
  const routes = new Map<string, FeedHandler>();
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const handler = routes.get(path);
    if (!handler) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;
  let served = 0;
  const serve = (path: string, body: string | Buffer, contentType = 'text/calendar; charset=utf-8') =>
    routes.set(path, (_request, response) => response.writeHead(200, { 'content-type': contentType }).end(body));
  return {
    origin,
    url: (path) => `${origin}${path}`,
    route: (path, handler) => routes.set(path, handler),
    serve,
    serveNew(body, contentType) {
      const path = `/feed-${(served += 1)}.ics`;
      serve(path, body, contentType);
      return path;
    },
    hits: (path) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a channel test file works with: its app, the feed server, and the administrator's session cookie. */
export interface ChannelTestApp {
  t: TestApp;
  feeds: FeedServer;
  admin: string;
}

/**
 * The set-up of a channel test file: an app that may fetch feeds from this machine (unless `options`
 * says otherwise), a feed server and a signed-in administrator, made before the file's tests and
 * closed after them: `setUpChannelTests((s) => ({ t, feeds, admin } = s));`.
 */
export function setUpChannelTests(take: (set: ChannelTestApp) => void, options: TestAppOptions = {}): void {
  let set: ChannelTestApp | undefined;
  beforeAll(async () => {
    const t = await createTestApp({ ...options, env: { ICAL_ALLOW_PRIVATE_HOSTS: 'true', ...options.env } });
    set = { t, feeds: await startFeedServer(), admin: await signInAdmin(t.app) };
    take(set);
  });
  afterAll(async () => {
    await set?.t.close();
    await set?.feeds.close();
  });
}

/** Links the calendar at `url` to the property as the administrator (it syncs at once); the answer must be 201. */
export async function addCalendar(
  app: FastifyInstance,
  admin: string,
  hotelId: string,
  url: string,
  name = 'Airbnb',
): Promise<CalendarSyncResult> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/my-hotels/${hotelId}/calendars`,
    headers: { cookie: admin },
    payload: { name, url },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The administrator's Sync now on one calendar; the answer must be 200. */
export async function syncNow(app: FastifyInstance, admin: string, hotelId: string, calendarId: string): Promise<CalendarSyncResult> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/my-hotels/${hotelId}/calendars/${calendarId}/sync`,
    headers: { cookie: admin },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The nights guests cannot pick (the date pickers' answer). */
export async function takenNights(app: FastifyInstance, hotelId: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/api/hotels/${hotelId}/availability` });
  expect(response.statusCode).toBe(200);
  return response.json().takenNights;
}

/** The owner's calendar of the property: blocks and stays from today on. */
export async function propertyNights(app: FastifyInstance, admin: string, hotelId: string): Promise<PropertyNights> {
  const response = await app.inject({ method: 'GET', url: `/api/my-hotels/${hotelId}/blocks`, headers: { cookie: admin } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const basic = (date: string) => date.replaceAll('-', '');
const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

export interface FeedEvent {
  start: string;
  end: string;
  summary: string;
  uid?: string;
  description?: string;
}

let uidCounter = 0;
const uid = (domain: string) => `${(uidCounter += 1).toString(16).padStart(12, '0')}-4f1e2d3c4b5a6978@${domain}`;

/**
 * As Airbnb exports a listing's calendar: all-day events, DTEND before DTSTART, "Reserved" for its
 * reservations (with a reservation link and the phone's last digits) and "Airbnb (Not available)"
 * for nights blocked otherwise.
 */
export function airbnbFeed(events: FeedEvent[]): string {
  return crlf([
    'BEGIN:VCALENDAR',
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${basic(event.end)}`,
      `DTSTART;VALUE=DATE:${basic(event.start)}`,
      `UID:${event.uid ?? uid('airbnb.com')}`,
      ...(event.description ? [`DESCRIPTION:${event.description}`] : []),
      `SUMMARY:${event.summary}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]);
}

/** As Booking.com exports a room's availability: every closed stretch is "CLOSED - Not available". */
export function bookingComFeed(events: Omit<FeedEvent, 'summary'>[]): string {
  return crlf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//admin.booking.com//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid ?? uid('booking.com')}`,
      'DTSTAMP:20260101T101500Z',
      `DTSTART;VALUE=DATE:${basic(event.start)}`,
      `DTEND;VALUE=DATE:${basic(event.end)}`,
      'SUMMARY:CLOSED - Not available',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]);
}

/** A calendar of arbitrary VEVENT bodies (each a list of content lines), with optional VTIMEZONEs. */
export function rawFeed(events: string[][], extra: string[] = []): string {
  return crlf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Example Corp.//Owner Calendar//EN',
    ...extra,
    ...events.flatMap((lines) => ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
  ]);
}

/** Europe/London as Google Calendar defines it in its feeds. */
export const LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'X-LIC-LOCATION:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export const basicDate = basic;

// ---- The hostile feeds of issue 32 ------------------------------------------------------------

/** A rule with no occurrence (there is no 30 February): ical.js searches for one inside a single step. */
export const FEB_30_FEED = rawFeed([['UID:feb30@example.com', 'DTSTART;VALUE=DATE:20260101', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30']]);

/** One stay from `start` lasting 99,999,999 days (about 274,000 years). */
export const endlessStayFeed = (start: string) =>
  rawFeed([['UID:endless@example.com', `DTSTART;VALUE=DATE:${basic(start)}`, 'DURATION:P99999999D', 'SUMMARY:Reserved']]);

/** One stay from `start` to the last day of year 9999. */
export const farEndFeed = (start: string) =>
  rawFeed([['UID:far@example.com', `DTSTART;VALUE=DATE:${basic(start)}`, 'DTEND;VALUE=DATE:99991231', 'SUMMARY:Reserved']]);

/** `count` events repeating every day since January 2000: years of dates to step through before today. */
export const dailySince2000Feed = (count: number) =>
  rawFeed(
    Array.from({ length: count }, (_, i) => [
      `UID:daily-${i}@example.com`,
      `DTSTART;VALUE=DATE:200001${String((i % 28) + 1).padStart(2, '0')}`,
      'RRULE:FREQ=DAILY',
      'SUMMARY:Closed',
    ]),
  );

/** One ordinary stay whose SUMMARY is 1 MB long. */
export const longSummaryFeed = (start: string, end: string) =>
  rawFeed([
    ['UID:long@example.com', `DTSTART;VALUE=DATE:${basic(start)}`, `DTEND;VALUE=DATE:${basic(end)}`, `SUMMARY:${'A'.repeat(1024 * 1024)}`],
  ]);
