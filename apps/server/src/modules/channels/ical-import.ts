/**
 * Reads another platform's iCal feed (parsed by ical.js) into the nights it blocks, as calendar dates
 * of the property. Where iCal sync usually goes wrong, and what happens here instead:
 *
 * - All-day events (`DTSTART;VALUE=DATE`) are taken by their dates, never as instants: a date-only
 *   value read as UTC midnight moves a stay by a day east of Greenwich (India is UTC+5:30). DTEND is
 *   exclusive: the check-out morning is not a blocked night.
 * - Timed events block every night they overlap in the property's timezone, a night running from
 *   noon to noon the next day (check-out is in the morning, check-in in the afternoon): an event from
 *   14:00 on the 5th to 11:00 on the 7th blocks the nights of the 5th and 6th. Times in a zone the feed
 *   defines (VTIMEZONE), in UTC, in an IANA zone it names without defining, or floating (the
 *   property's zone) are all placed on the property's clock first.
 * - Recurring events are expanded for the booking window (today to one year ahead), with their
 *   exceptions (RECURRENCE-ID) and excluded dates; cancelled events and occurrences are skipped.
 * - Every stay is cut to the booking window before it leaves here, whatever its end (DURATION:P99999999D):
 *   each blocked night becomes a row (taken_nights), and nights beyond the window can never be sold.
 * - The work a feed may ask for is bounded per feed, not per event (`FeedReadLimits`): the occurrences
 *   stepped through, the nights blocked, and the length of each text kept. What a single step of ical.js
 *   may cost is bounded by the thread it runs in (feed-reader.ts).
 * - Events this very property exported (our own UIDs coming back) are skipped: no echo.
 */
import ICAL from 'ical.js';
import { addDays, daysBetween, type IsoDate } from '@hillnest/domain';

type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;

export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedError';
  }
}

/** A stay another platform has on the property: nights [startDate, endDate). */
export interface ImportedStay {
  uid: string;
  startDate: IsoDate;
  endDate: IsoDate;
  summary: string | null;
  /** The platform calls it a reservation of its own ("Reserved"), not merely unavailable nights. */
  reservation: boolean;
}

/** What reading one feed may cost (FEED_READ_LIMITS in feeds.ts); a feed over a limit is refused whole. */
export interface FeedReadLimits {
  /** Occurrences of recurring events stepped through in the whole feed, those before the window included. */
  maxOccurrences: number;
  /** Nights blocked in the window, summed over the feed's stays. */
  maxNights: number;
  /** Characters kept of a text from the feed (a SUMMARY, a UID). */
  maxTextLength: number;
  /** Wall time of the reader thread, from its start (feed-reader.ts). */
  deadlineMs: number;
  /** Heap of the reader thread. */
  memoryMb: number;
}

export interface ReadFeedOptions {
  /** The site's time zone (Settings → Business): the clock of the property's nights. */
  timeZone: string;
  today: IsoDate;
  /** First night that cannot be booked any more (the end of the booking window). */
  windowEnd: IsoDate;
  /** UIDs ending like this are the property's own exported stays (see ical-export.ts). */
  ownUidSuffix: string;
  limits: FeedReadLimits;
}

export interface ReadFeed {
  /** Every VEVENT in the feed, whatever its dates or status: how full the feed is. */
  eventCount: number;
  /** The stays that block nights from today to the end of the window, in order. */
  stays: ImportedStay[];
}

// ---- Clocks ------------------------------------------------------------------------------------

const formats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What the clocks of `timeZone` show at an instant. */
function wallClockAt(epochMs: number, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(epochMs)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const asUtc = (clock: WallClock) => Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);

/** The instant `timeZone`'s clocks show `clock` (the later one when a clock change skips that time). */
function instantOfWallClock(clock: WallClock, timeZone: string): number {
  const guess = asUtc(clock);
  const offset = asUtc(wallClockAt(guess, timeZone)) - guess;
  const first = guess - offset;
  const secondOffset = asUtc(wallClockAt(first, timeZone)) - first;
  return secondOffset === offset ? first : guess - secondOffset;
}

export function isTimeZone(name: string): boolean {
  try {
    wallClockFormat(name);
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The night an instant falls in, on the property's clock: a night runs from noon to the next noon,
 * so 23:00 on the 5th and 09:00 on the 6th are both the night of the 5th.
 */
function nightAt(epochMs: number, timeZone: string): IsoDate {
  const clock = wallClockAt(epochMs, timeZone);
  const date = `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
  return clock.hour < 12 ? addDays(date, -1) : date;
}

/** A DATE value as the calendar date it names. */
function dateOf(time: IcalTime): IsoDate {
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

/**
 * The instant of a DATE-TIME. UTC and zones the feed defines are converted by ical.js; a TZID the
 * feed names without defining it is read as the IANA zone of that name when there is one, and a
 * floating time (no zone at all) is on the property's clock.
 */
function instantOf(time: IcalTime, tzid: string | null, timeZone: string): number {
  const zone = time.zone;
  const known = zone && (zone === ICAL.Timezone.utcTimezone || zone.tzid === 'UTC' || Boolean(zone.component));
  if (known) return time.toUnixTime() * 1000;
  const clockZone = tzid && isTimeZone(tzid) ? tzid : timeZone;
  return instantOfWallClock(
    { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second },
    clockZone,
  );
}

// ---- Events ------------------------------------------------------------------------------------

const text = (component: IcalComponent, name: string): string | null => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

const isCancelled = (component: IcalComponent) => text(component, 'status')?.toUpperCase() === 'CANCELLED';

/** Airbnb's "Reserved", VRBO's "Reserved - Name": the platform's own booking, never our stay echoed. */
const RESERVATION = /^\s*reserved(\W|$)/i;

/** The nights [start, end) an occurrence from `start` to `end` blocks. */
function nightsOfOccurrence(start: IcalTime, end: IcalTime | null, tzids: { start: string | null; end: string | null }, timeZone: string) {
  if (start.isDate) {
    const startDate = dateOf(start);
    const endDate = !end
      ? addDays(startDate, 1)
      : end.isDate
        ? dateOf(end)
        : addDays(nightAt(instantOf(end, tzids.end, timeZone) - 1, timeZone), 1);
    return { startDate, endDate: endDate > startDate ? endDate : addDays(startDate, 1) };
  }
  const from = instantOf(start, tzids.start, timeZone);
  const to = end ? instantOf(end, tzids.end, timeZone) : from;
  const startDate = nightAt(from, timeZone);
  const lastNight = to > from ? nightAt(to - 1, timeZone) : startDate;
  return { startDate, endDate: addDays(lastNight > startDate ? lastNight : startDate, 1) };
}

function tzidOf(component: IcalComponent, property: 'dtstart' | 'dtend'): string | null {
  const tzid = component.getFirstProperty(property)?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : null;
}

/** Parses the feed; a document that is not an iCalendar (an HTML error page, a login form) is a FeedError, and so is one ical.js cannot read (readFeed). */
function parseCalendar(source: string): IcalComponent {
  const body = source.replace(/^\uFEFF/, '').trimStart();
  if (!/^BEGIN:VCALENDAR/i.test(body)) throw new FeedError('The answer is not an iCalendar feed');
  const root = new ICAL.Component(ICAL.parse(body) as unknown as unknown[]);
  if (root.name !== 'vcalendar') throw new FeedError('The answer is not an iCalendar feed');
  return root;
}

/** The events of the feed grouped by UID: the series (no RECURRENCE-ID) with its changed occurrences. */
function eventsOf(root: IcalComponent): IcalEvent[] {
  const byUid = new Map<string, { master?: IcalComponent; exceptions: IcalComponent[] }>();
  let anonymous = 0;
  for (const vevent of root.getAllSubcomponents('vevent')) {
    const uid = text(vevent, 'uid') ?? `no-uid-${(anonymous += 1)}`;
    const entry = byUid.get(uid) ?? { exceptions: [] };
    if (vevent.hasProperty('recurrence-id')) entry.exceptions.push(vevent);
    else entry.master ??= vevent;
    byUid.set(uid, entry);
  }
  const events: IcalEvent[] = [];
  for (const { master, exceptions } of byUid.values()) {
    if (master) events.push(new ICAL.Event(master, { exceptions }));
    // Changed occurrences whose series is not in the feed still stand on their own.
    else for (const exception of exceptions) events.push(new ICAL.Event(exception));
  }
  return events;
}

/** At most `max` characters of a text from the feed, cut on a character (never within a surrogate pair). */
function clip(value: string, max: number): string {
  return value.length <= max ? value : value.slice(0, max).replace(/[\uD800-\uDBFF]$/, '');
}

/** The feed's stays from `today` to the end of the window, cut to it. Anything the feed makes ical.js throw is a FeedError. */
export function readFeed(source: string, options: ReadFeedOptions): ReadFeed {
  try {
    return readCalendar(parseCalendar(source), options);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    const reason = error instanceof Error ? error.message : 'malformed';
    throw new FeedError(`The iCalendar feed could not be read: ${clip(reason, options.limits.maxTextLength)}`);
  }
}

function readCalendar(root: IcalComponent, { today, windowEnd, timeZone, ownUidSuffix, limits }: ReadFeedOptions): ReadFeed {
  const eventCount = root.getAllSubcomponents('vevent').length;
  // A time past the end of the window's next year is past the window in any zone; the clocks here
  // cannot place years like 275,000 (DURATION:P99999999D), so such an end is read as that year's last day.
  const lastYear = Number(windowEnd.slice(0, 4)) + 1;
  const farEnd = ICAL.Time.fromData({ year: lastYear, month: 12, day: 31, isDate: true });
  const beyondWindow = (time: IcalTime) => time.year > lastYear;

  const stays = new Map<string, ImportedStay>();
  let nights = 0;
  const add = (stay: ImportedStay) => {
    const startDate = stay.startDate < today ? today : stay.startDate;
    const endDate = stay.endDate > windowEnd ? windowEnd : stay.endDate;
    if (endDate <= startDate) return;
    nights += daysBetween(startDate, endDate);
    if (nights > limits.maxNights)
      throw new FeedError(`The feed blocks more than ${limits.maxNights.toLocaleString('en-IN')} nights over the next year`);
    stays.set(`${stay.uid} ${stay.startDate}`, { ...stay, startDate, endDate });
  };
  let steps = 0;

  for (const event of eventsOf(root)) {
    const component = event.component;
    if (!component.hasProperty('dtstart') || isCancelled(component)) continue;
    const uid = clip(event.uid || text(component, 'uid') || '', limits.maxTextLength);
    if (uid.toLowerCase().endsWith(ownUidSuffix.toLowerCase())) continue;
    const tzids = { start: tzidOf(component, 'dtstart'), end: tzidOf(component, 'dtend') };
    const stayOf = (start: IcalTime, end: IcalTime | null, item: IcalEvent): ImportedStay => {
      const found = text(item.component, 'summary');
      const summary = found === null ? null : clip(found, limits.maxTextLength);
      return {
        uid: uid || clip(`${dateOf(start)}-${summary ?? ''}`, limits.maxTextLength),
        ...nightsOfOccurrence(start, end && beyondWindow(end) ? farEnd : end, tzids, timeZone),
        summary,
        reservation: summary !== null && RESERVATION.test(summary),
      };
    };

    const hasEnd = component.hasProperty('dtend') || component.hasProperty('duration');
    if (!event.isRecurring()) {
      if (!beyondWindow(event.startDate)) add(stayOf(event.startDate, hasEnd ? event.endDate : null, event));
      continue;
    }
    const iterator = event.iterator();
    for (;;) {
      if ((steps += 1) > limits.maxOccurrences) {
        throw new FeedError(
          `The feed repeats its events too often to be read (over ${limits.maxOccurrences.toLocaleString('en-IN')} dates)`,
        );
      }
      const next = iterator.next();
      if (!next) break;
      const occurrence = event.getOccurrenceDetails(next);
      // Occurrences come in order of their start: past the window, the rest are too.
      if (beyondWindow(occurrence.startDate)) {
        if (occurrence.item === event) break;
        continue;
      }
      if (isCancelled(occurrence.item.component)) continue;
      const stay = stayOf(occurrence.startDate, hasEnd || occurrence.item !== event ? occurrence.endDate : null, occurrence.item);
      if (stay.startDate >= windowEnd && occurrence.item === event) break;
      add(stay);
    }
  }
  return { eventCount, stays: [...stays.values()].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.uid.localeCompare(b.uid)) };
}
