/** The stay messages' and arrival notes' schemas (admin settings), apart from stay-messages.ts: the property page links to WhatsApp without zod. */
import { z } from './zod';
import { DEFAULT_STAY_MESSAGES, STAY_MESSAGE_PLACEHOLDERS, STAY_MESSAGES, unknownPlaceholders, type StayMessage } from './stay-messages';
import { trimText } from './text';

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

function templateSchema(message: StayMessage) {
  const known = STAY_MESSAGE_PLACEHOLDERS[message];
  const withPlaceholders = (field: string, max: number) =>
    z
      .string({ error: `${message}.${field} must be text` })
      .overwrite(trimText)
      .min(1, `${message}.${field} is required`)
      .max(max, `${message}.${field} must be at most ${max} characters`)
      .superRefine((value, ctx) => {
        const unknown = unknownPlaceholders(value, known);
        if (unknown.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `${message}.${field} has an unknown placeholder {${unknown[0]}}; known: ${known.map((name) => `{${name}}`).join(' ')}`,
          });
        }
      });
  return z.object({
    enabled: z.boolean({ error: `${message}.enabled must be true or false` }),
    days: z
      .number({ error: `${message}.days must be a number of days from 0 to 30` })
      .int(`${message}.days must be a number of days from 0 to 30`)
      .min(0, `${message}.days must be a number of days from 0 to 30`)
      .max(30, `${message}.days must be a number of days from 0 to 30`),
    time: z.string({ error: `${message}.time must be a time such as 10:00` }).regex(TIME, `${message}.time must be a time such as 10:00`),
    subject: withPlaceholders('subject', 200),
    body: withPlaceholders('body', 5000),
  });
}

export const stayMessageSettingsSchema = z.object({
  beforeArrival: templateSchema('beforeArrival').default(DEFAULT_STAY_MESSAGES.beforeArrival),
  checkIn: templateSchema('checkIn').default(DEFAULT_STAY_MESSAGES.checkIn),
  afterStay: templateSchema('afterStay').default(DEFAULT_STAY_MESSAGES.afterStay),
});

/** "Preview": the message as edited (saved or not), filled from a real booking. */
export const stayMessagePreviewSchema = z
  .object({
    message: z.enum(STAY_MESSAGES, { error: 'message must be beforeArrival, checkIn or afterStay' }),
    subject: z
      .string({ error: 'subject must be text' })
      .overwrite(trimText)
      .min(1, 'subject is required')
      .max(200, 'subject must be at most 200 characters'),
    body: z
      .string({ error: 'body must be text' })
      .overwrite(trimText)
      .min(1, 'body is required')
      .max(5000, 'body must be at most 5000 characters'),
  })
  .superRefine((value, ctx) => {
    const known = STAY_MESSAGE_PLACEHOLDERS[value.message];
    for (const field of ['subject', 'body'] as const) {
      const unknown = unknownPlaceholders(value[field], known);
      if (unknown.length > 0)
        ctx.addIssue({ code: 'custom', path: [field], message: `${field} has an unknown placeholder {${unknown[0]}}` });
    }
  });
export type StayMessagePreviewInput = z.output<typeof stayMessagePreviewSchema>;

const note = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .overwrite(trimText)
    .max(2000, `${field} must be at most 2000 characters`)
    .default('');

/**
 * A property's arrival notes (Admin → the property → Arrival): how to get there, sent before arrival,
 * and the private check-in instructions, sent to the booking's guest only and never on a public page.
 */
export const arrivalNotesSchema = z.object({
  directions: note('directions'),
  checkInInstructions: note('checkInInstructions'),
});
export type ArrivalNotesInput = z.output<typeof arrivalNotesSchema>;
