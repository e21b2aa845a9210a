/** Requests of channel sync (issue 18): adding an external calendar and blocking nights by hand. */
import { z } from './zod';
import { MESSAGES } from './auth';
import { CHANNEL_LIMITS, CHANNEL_MESSAGES, calendarFeedAddress } from './channels';
import { requiredText } from './content/fields';
import { isIsoDate } from './dates';
import { trimText } from './text';

/** POST /api/my-hotels/{id}/calendars: a name the owner recognises and the feed's address. */
export const externalCalendarSchema = z.object({
  name: requiredText(MESSAGES.required, CHANNEL_LIMITS.calendarNameMax, CHANNEL_MESSAGES.calendarName),
  url: requiredText(MESSAGES.required, CHANNEL_LIMITS.calendarUrlMax, CHANNEL_MESSAGES.calendarUrlTooLong)
    .refine((value) => !/^[a-z]+:\/\/[^/?#]*@/i.test(value), CHANNEL_MESSAGES.calendarUrlCredentials)
    .transform((value, ctx) => {
      const address = calendarFeedAddress(value);
      if (address === null) {
        ctx.addIssue({ code: 'custom', message: CHANNEL_MESSAGES.calendarUrl });
        return z.NEVER;
      }
      return address;
    }),
});
export type ExternalCalendarInput = z.input<typeof externalCalendarSchema>;
export type ExternalCalendarValues = z.output<typeof externalCalendarSchema>;

const night = z.string({ error: MESSAGES.required }).refine(isIsoDate, 'Enter a date as YYYY-MM-DD');

/** POST /api/my-hotels/{id}/blocks: the owner's own nights (both ends included), with a note. */
export const ownerBlockSchema = z
  .object({
    firstNight: night,
    lastNight: night,
    note: z
      .string({ error: CHANNEL_MESSAGES.blockNote })
      .overwrite(trimText)
      .max(CHANNEL_LIMITS.blockNoteMax, CHANNEL_MESSAGES.blockNote)
      .default(''),
  })
  .refine((block) => block.lastNight >= block.firstNight, { path: ['lastNight'], message: CHANNEL_MESSAGES.blockOrder });
export type OwnerBlockInput = z.input<typeof ownerBlockSchema>;
export type OwnerBlockValues = z.output<typeof ownerBlockSchema>;

/** GET /api/hotels/{id}/calendar.ics?token=: the feed's secret (checked in constant time by the server). */
export const icalExportQuerySchema = z.object({ token: z.string().max(200).default('') });
