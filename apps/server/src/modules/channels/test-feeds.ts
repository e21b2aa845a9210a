/**
 * Test tooling for channel sync: a local HTTP server that plays Airbnb, Booking.com and the rest,
 * and feeds shaped like theirs. Dates are property dates (YYYY-MM-DD).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FeedHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface FeedServer {
  /** Base address, e.g. http://127.0.0.1:41234 */
  origin: string;
  url(path: string): string;
  /** What `path` answers from now on. */
  route(path: string, handler: FeedHandler): void;
  /** Serves `body` as text/calendar at `path`. */
  serve(path: string, body: string | Buffer, contentType?: string): void;
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
  return {
    origin,
    url: (path) => `${origin}${path}`,
    route: (path, handler) => routes.set(path, handler),
    serve: (path, body, contentType = 'text/calendar; charset=utf-8') =>
      routes.set(path, (_request, response) => response.writeHead(200, { 'content-type': contentType }).end(body)),
    hits: (path) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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
