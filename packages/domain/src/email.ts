/** The administrator's view of the outbox ("Sent e-mails"). */

export const OUTBOX_STATUS_NAMES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatusName = (typeof OUTBOX_STATUS_NAMES)[number];

export const SENT_EMAILS_PAGE_SIZE = 20;

export interface SentEmailSummary {
  _id: string;
  kind: string;
  recipient: string;
  subject: string;
  status: OutboxStatusName;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
}

export interface SentEmailList {
  data: SentEmailSummary[];
  pagination: { total: number; page: number; pages: number };
  /** False when SMTP_URL is not set: messages wait in the outbox and are only readable here. */
  deliveryConfigured: boolean;
}

export interface SentEmail extends SentEmailSummary {
  /** The message as the recipient sees it, its secrets (private links) hidden. */
  html: string;
  text: string;
  attachments: { filename: string; contentType: string }[];
}

/** What the admin page says about a status. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatusName, string> = {
  pending: 'Waiting',
  sent: 'Sent',
  failed: 'Failed',
};
