/**
 * The property's own iCal feed for other platforms (RFC 5545, written by lib/ical.ts): every stay and
 * owner block as an all-day event, a UID that stays the same for the stay's whole life, and nothing
 * about the guest.
 */
import { buildCalendar as buildAnyCalendar, type CalendarEvent } from '../../lib/ical';

export { foldLine } from '../../lib/ical';

export type ExportedEvent = Pick<CalendarEvent, 'uid' | 'startDate' | 'endDate' | 'summary'>;

export const PRODUCT_ID = '-//Hillnest//Channel sync 1.0//EN';

/** Our UIDs end with this for the property's id, so an echo of them can be recognised (ical-import.ts). */
export const ownUidSuffix = (hotelId: string) => `@${hotelId}.hillnest`;
export const exportedUid = (kind: 'stay' | 'block', id: string, hotelId: string) => `${kind}-${id}${ownUidSuffix(hotelId)}`;

export function buildCalendar(input: { name: string; events: readonly ExportedEvent[]; now: Date }): string {
  return buildAnyCalendar({ productId: PRODUCT_ID, ...input });
}
