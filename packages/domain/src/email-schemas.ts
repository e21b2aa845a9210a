/** Query of the administrator's Sent e-mails list. */
import { z } from './zod';
import { queryPage } from './content/fields';
import { OUTBOX_STATUS_NAMES } from './email';

export const sentEmailsQuerySchema = z.object({
  page: queryPage(),
  status: z.enum(OUTBOX_STATUS_NAMES, { error: `status must be one of ${OUTBOX_STATUS_NAMES.join(', ')}` }).optional(),
});
export type SentEmailsQuery = z.output<typeof sentEmailsQuerySchema>;
