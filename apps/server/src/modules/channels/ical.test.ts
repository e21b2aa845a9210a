/** Reading feeds into nights and writing the export, without a server: the corners of iCal. */
import { describe, expect, it } from 'vitest';
import { buildCalendar, foldLine } from './ical-export';
import { FEED_READ_LIMITS } from './feeds';
import { FeedError, readFeed } from './ical-import';
import { dailySince2000Feed, endlessStayFeed, farEndFeed, LONDON_VTIMEZONE, longSummaryFeed, rawFeed } from './test-feeds';

const TODAY = '2026-03-20';
const read = (text: string, timeZone = 'Asia/Kolkata') =>
  readFeed(text, { timeZone, today: TODAY, windowEnd: '2027-03-20', ownUidSuffix: '@hotel-1.hillnest', limits: FEED_READ_LIMITS });
const nights = (text: string, timeZone?: string) => read(text, timeZone).stays.map((s) => [s.startDate, s.endDate]);

describe('readFeed', () => {
  it('places timed events on the property clock across a change of summer time in the feed’s zone', () => {
    // London moves to BST on 29 March 2026: 11:00 GMT is 16:30 in India, 11:00 BST is 15:30.
    const text = rawFeed(
      [['UID:a', 'DTSTART;TZID=Europe/London:20260328T230000', 'DTEND;TZID=Europe/London:20260330T070000', 'SUMMARY:Across the change']],
      LONDON_VTIMEZONE,
    );
    // 23:00 GMT on the 28th = 04:30 on the 29th in India (night of the 28th); 07:00 BST on the 30th = 11:30 (night of the 29th).
    expect(nights(text)).toEqual([['2026-03-28', '2026-03-30']]);
  });

  it('reads DURATION, zero-length events and a date-only start with a timed end', () => {
    const text = rawFeed([
      ['UID:d', 'DTSTART:20260401T083000Z', 'DURATION:P2DT1H', 'SUMMARY:Two days'],
      ['UID:z', 'DTSTART:20260410T100000Z', 'SUMMARY:An instant'],
      ['UID:m', 'DTSTART;VALUE=DATE:20260420', 'DTEND:20260422T050000Z', 'SUMMARY:Mixed'],
    ]);
    // 08:30Z = 14:00 IST on the 1st, plus 2 days 1 hour = 15:00 IST on the 3rd: nights 1, 2, 3.
    // 10:00Z = 15:30 IST: the night of the 10th. 05:00Z on the 22nd = 10:30 IST: the night of the 21st is the last.
    expect(nights(text)).toEqual([
      ['2026-04-01', '2026-04-04'],
      ['2026-04-10', '2026-04-11'],
      ['2026-04-20', '2026-04-22'],
    ]);
  });

  it('reads the same dates in any property timezone: a date is not an instant', () => {
    const text = rawFeed([['UID:x', 'DTSTART;VALUE=DATE:20260501', 'DTEND;VALUE=DATE:20260503', 'SUMMARY:Reserved']]);
    for (const zone of ['Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
      expect(nights(text, zone), zone).toEqual([['2026-05-01', '2026-05-03']]);
    }
    expect(read(text).stays[0]).toMatchObject({ uid: 'x', summary: 'Reserved', reservation: true });
  });

  it('accepts a byte-order mark and bare LF line ends, counts every event, and skips our own', () => {
    const text = `\uFEFF${rawFeed([
      ['UID:stay-1@hotel-1.hillnest', 'DTSTART;VALUE=DATE:20260601', 'DTEND;VALUE=DATE:20260602', 'SUMMARY:Booked'],
      ['UID:past', 'DTSTART;VALUE=DATE:20250601', 'DTEND;VALUE=DATE:20250602', 'SUMMARY:Reserved'],
      ['UID:theirs', 'DTSTART;VALUE=DATE:20260701', 'DTEND;VALUE=DATE:20260702', 'SUMMARY:Not available'],
    ]).replaceAll('\r\n', '\n')}`;
    const feed = read(text);
    expect(feed.eventCount).toBe(3);
    expect(feed.stays.map((s) => s.uid)).toEqual(['theirs']);
  });

  it('refuses what is not an iCalendar, and rules that repeat too often to expand', () => {
    for (const text of ['', '<html></html>', '{"events": []}', 'BEGIN:VCARD\r\nEND:VCARD\r\n', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n']) {
      expect(() => read(text), JSON.stringify(text)).toThrow(FeedError);
    }
    const secondly = rawFeed([['UID:s', 'DTSTART:20200101T000000Z', 'RRULE:FREQ=SECONDLY', 'SUMMARY:Spam']]);
    expect(() => read(secondly)).toThrow('The feed repeats its events too often to be read (over 50,000 dates)');
  });
});

describe('readFeed of the hostile feeds of issue 32', () => {
  it('caps the dates of repeating events per feed: eight daily events from 2000 are refused, though each is under the cap', () => {
    expect(() => read(dailySince2000Feed(1))).not.toThrow();
    expect(() => read(dailySince2000Feed(8))).toThrow(
      new FeedError('The feed repeats its events too often to be read (over 50,000 dates)'),
    );
  });

  it('cuts stays to the booking window, however far they reach', () => {
    for (const text of [endlessStayFeed('2026-04-01'), farEndFeed('2026-04-01')])
      expect(nights(text)).toEqual([['2026-04-01', '2027-03-20']]);
    // Already going on: from today.
    expect(nights(endlessStayFeed('2026-01-01'))).toEqual([[TODAY, '2027-03-20']]);
  });

  it('caps the nights a feed may block in the window, summed over its stays', () => {
    const overlapping = rawFeed(
      Array.from({ length: 14 }, (_, i) => [`UID:y${i}`, 'DTSTART;VALUE=DATE:20260320', 'DTEND;VALUE=DATE:20270320', 'SUMMARY:Closed']),
    );
    expect(() => read(overlapping)).toThrow(new FeedError('The feed blocks more than 5,000 nights over the next year'));
  });

  it('keeps 200 characters of a 1 MB SUMMARY', () => {
    expect(read(longSummaryFeed('2026-04-01', '2026-04-03')).stays[0]!.summary).toBe('A'.repeat(200));
  });
});

describe('the export', () => {
  it('folds lines at 75 octets without splitting a character', () => {
    const line = `X-WR-CALNAME:${'देवदार'.repeat(10)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(2);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes an empty calendar that is still valid', () => {
    const text = buildCalendar({ name: 'Empty', events: [], now: new Date('2026-01-02T03:04:05Z') });
    expect(text).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Hillnest//Channel sync 1.0//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nX-WR-CALNAME:Empty\r\nEND:VCALENDAR\r\n',
    );
    expect(read(text).eventCount).toBe(0);
  });
});
