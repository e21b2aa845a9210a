/** The administrator's "Sent e-mails": the outbox as the recipients see it, secrets hidden. */
import { SENT_EMAILS_PAGE_SIZE, type SentEmail, type SentEmailsQuery, type SentEmailList, type SentEmailSummary } from '@hillnest/domain';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/validate';
import { findMessage, listMessages, type OutboxRow } from './queries';
import { withoutSecrets } from './sender';

type SummaryRow = Pick<
  OutboxRow,
  'id' | 'kind' | 'recipient' | 'subject' | 'status' | 'attempts' | 'lastError' | 'createdAt' | 'sentAt' | 'nextAttemptAt'
>;

const toSummary = (row: SummaryRow): SentEmailSummary => ({
  _id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
});

export async function listSentEmails(
  deps: Pick<Deps, 'db'>,
  { page, status }: SentEmailsQuery,
  deliveryConfigured: boolean,
): Promise<SentEmailList> {
  const { rows, total } = await listMessages(deps.db, { page, pageSize: SENT_EMAILS_PAGE_SIZE, status });
  return {
    data: rows.map(toSummary),
    pagination: { total, page, pages: Math.max(1, Math.ceil(total / SENT_EMAILS_PAGE_SIZE)) },
    deliveryConfigured,
  };
}

/**
 * One message as its recipient sees it, its secrets (manage and reset links) hidden; while no e-mail
 * server is set, a message still waiting shows them, so the administrator can send it by hand.
 */
export async function getSentEmail(deps: Pick<Deps, 'db'>, id: string, deliveryConfigured: boolean): Promise<SentEmail> {
  const row = isUuid(id) ? await findMessage(deps.db, id) : undefined;
  if (!row) throw notFound('E-mail not found');
  const toSendByHand = !deliveryConfigured && row.status === 'pending';
  return {
    ...toSummary(row),
    ...(toSendByHand ? { html: row.html, text: row.text } : withoutSecrets(row)),
    attachments: row.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
  };
}
