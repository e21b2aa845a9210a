/**
 * Writing iCalendar (RFC 5545) for everyone who reads our dates: the property's export feed for other
 * platforms (modules/channels) and the stay attached to a guest's confirmation e-mail (modules/email).
 * All-day events: DTSTART the first night, DTEND the morning after the last (exclusive). Lines end in
 * CRLF and are folded at 75 octets (never inside a UTF-8 character).
 */
import type { IsoDate } from '@hillnest/domain';

export interface CalendarEvent {
  uid: string;
  startDate: IsoDate;
  endDate: IsoDate;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_OCTETS = 75;

/** A folded text back to its content lines (RFC 5545 3.1: a line break followed by a space or tab joins). */
export function unfoldLines(text: string): string {
  return text.replace(/\r\n[ \t]/g, '');
}

/** One content line folded into lines of at most 75 octets; continuation lines start with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

const basicDate = (date: IsoDate) => date.replaceAll('-', '');
const utcStamp = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

export function buildCalendar(input: { productId: string; name?: string; events: readonly CalendarEvent[]; now: Date }): string {
  const stamp = utcStamp(input.now);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${input.productId}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (input.name !== undefined) lines.push(`X-WR-CALNAME:${escapeText(input.name)}`);
  for (const event of input.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.startDate)}`,
      `DTEND;VALUE=DATE:${basicDate(event.endDate)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      'TRANSP:OPAQUE',
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
