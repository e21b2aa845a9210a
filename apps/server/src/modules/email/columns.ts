import { outboxMessages } from '../../db/schema';

/** What a list of sent e-mails shows of each message (never its body or secrets): the admin's outbox and a booking's page. */
export const messageSummaryColumns = {
  id: outboxMessages.id,
  kind: outboxMessages.kind,
  recipient: outboxMessages.recipient,
  subject: outboxMessages.subject,
  status: outboxMessages.status,
  attempts: outboxMessages.attempts,
  lastError: outboxMessages.lastError,
  createdAt: outboxMessages.createdAt,
  sentAt: outboxMessages.sentAt,
  nextAttemptAt: outboxMessages.nextAttemptAt,
};
