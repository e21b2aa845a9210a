/**
 * The property's own iCal feed for other platforms (RFC 5545): every stay and owner block as an
 * all-day event, DTSTART the first night, DTEND the morning after the last (exclusive), a UID that
 * stays the same for the stay's whole life, and nothing about the guest. Lines end in CRLF and are
 * folded at 75 octets (never inside a UTF-8 character).
 */
import type { IsoDate } from '@hillnest/domain';

export interface ExportedEvent {
  uid: string;
  startDate: IsoDate;
  endDate: IsoDate;
  summary: string;
}

export const PRODUCT_ID = '-//Hillnest//Channel sync 1.0//EN';

/** Our UIDs end with this for the property's id, so an echo of them can be recognised (ical-import.ts). */
export const ownUidSuffix = (hotelId: string) => `@${hotelId}.hillnest`;
export const exportedUid = (kind: 'stay' | 'block', id: string, hotelId: string) => `${kind}-${id}${ownUidSuffix(hotelId)}`;

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_OCTETS = 75;

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

export function buildCalendar(input: { name: string; events: readonly ExportedEvent[]; now: Date }): string {
  const stamp = utcStamp(input.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.name)}`,
  ];
  for (const event of input.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.startDate)}`,
      `DTEND;VALUE=DATE:${basicDate(event.endDate)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      'TRANSP:OPAQUE',
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
