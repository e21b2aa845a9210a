import { addDays, type CalendarBlock, type ExternalCalendar } from '@hillnest/domain';
import type { BlockListRow, CalendarListRow } from './queries';

export function toExternalCalendar({ calendar, blockedStays, conflicts }: CalendarListRow): ExternalCalendar {
  return {
    _id: calendar.id,
    hotelId: calendar.hotelId,
    name: calendar.name,
    url: calendar.url,
    createdAt: calendar.createdAt.toISOString(),
    lastSyncedAt: calendar.lastSyncedAt?.toISOString() ?? null,
    lastAttemptAt: calendar.lastAttemptAt?.toISOString() ?? null,
    lastError: calendar.lastError,
    failingSince: calendar.failingSince?.toISOString() ?? null,
    blockedStays,
    conflicts,
  };
}

export function toCalendarBlock({ block, calendarName, conflict }: BlockListRow): CalendarBlock {
  return {
    _id: block.id,
    hotelId: block.hotelId,
    source: block.source,
    firstNight: block.startDate,
    lastNight: addDays(block.endDate, -1),
    note: block.note,
    calendarId: block.calendarId,
    calendarName,
    summary: block.summary,
    conflict,
  };
}
