/**
 * The sender job: delivers the outbox. Each round it claims a batch of due messages for a lease
 * (LEASE_SECONDS, the way a calendar sync claims its calendar), sends them one by one and marks each
 * sent, or schedules the next attempt with a growing delay; a message still unsent a day after it
 * was queued is marked failed.
 *
 * Across instances a message is sent once: a claim is taken under SKIP LOCKED and only its holder may
 * mark it. A sender killed mid-send leaves a claim that runs out after the lease, and the message is
 * sent again by whoever comes next: nothing is lost. The one unavoidable repeat is a process dying
 * after the SMTP server accepted a message and before the row was marked; the message then goes
 * out twice with the same Message-ID, which mail clients show once.
 */
import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import { foldLine, unfoldLines } from '../../lib/ical';
import { claimDueMessages, markAttemptFailed, markSent, type OutboxRow } from './queries';
import type { MailTransport } from './transport';

/** How long a claim holds a message: well over the SMTP timeouts of one send. */
export const LEASE_SECONDS = 120;
/** A message not delivered this long after it was queued is marked failed. */
export const GIVE_UP_AFTER_HOURS = 24;
/** Messages claimed per round. */
const BATCH = 20;

/** 30 s after the first failure, doubling, at most an hour. */
export function retryDelaySeconds(failedAttempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, failedAttempts - 1));
}

/** The sender's dependencies: the app's, and the SMTP transport (there is one only with SMTP_URL). */
export type SenderDeps = Pick<Deps, 'db' | 'log' | 'mail'> & { transport: MailTransport };

type Wiped = Pick<OutboxRow, 'html' | 'text' | 'attachments'>;

/**
 * The message as stored once its secrets are of no more use (sent, or given up): body and
 * attachments alike (the .ics carries the manage link too). A calendar file folds long lines, so it
 * is unfolded to find a secret split over two lines, and folded again.
 */
export function withoutSecrets(row: Pick<OutboxRow, 'html' | 'text' | 'attachments' | 'secrets'>): Wiped {
  const secrets = row.secrets.filter(Boolean);
  const wipe = (value: string) => secrets.reduce((text, secret) => text.replaceAll(secret, '[hidden]'), value);
  const attachments = row.attachments.map((attachment) => {
    // A file's bytes (a tax document) carry no link: replacing text inside base64 would only break them.
    if (attachment.encoding === 'base64') return attachment;
    if (!attachment.contentType.startsWith('text/calendar')) return { ...attachment, content: wipe(attachment.content) };
    const lines = wipe(unfoldLines(attachment.content)).split('\r\n');
    return { ...attachment, content: lines.map(foldLine).join('\r\n') };
  });
  return { html: wipe(row.html), text: wipe(row.text), attachments };
}

export interface SendReport {
  sent: number;
  retrying: number;
  failed: number;
}

/** One round: claims what is due and sends it; repeats while whole batches were due. */
export async function sendDueMessages(deps: SenderDeps, options: { isStopping?: () => boolean } = {}): Promise<SendReport> {
  const report: SendReport = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    if (options.isStopping?.()) return report;
    const claim = randomUUID();
    const batch = await claimDueMessages(deps.db, claim, LEASE_SECONDS, BATCH);
    for (const row of batch) {
      if (options.isStopping?.()) return report; // the lease runs out and another round sends the rest
      await sendOne(deps, row, claim, report);
    }
    if (batch.length < BATCH) return report;
  }
}

async function sendOne(deps: SenderDeps, row: OutboxRow, claim: string, report: SendReport): Promise<void> {
  try {
    await deps.transport.send({
      messageId: `<${row.id}@${deps.mail.host}>`,
      from: deps.mail.from,
      to: row.recipient,
      subject: row.subject,
      html: row.html,
      text: row.text,
      attachments: row.attachments,
      headers: row.headers,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const status = await markAttemptFailed(
      deps.db,
      row,
      claim,
      message,
      retryDelaySeconds(row.attempts + 1),
      GIVE_UP_AFTER_HOURS,
      withoutSecrets(row),
    );
    if (status === 'failed') {
      report.failed += 1;
      deps.log.error({ outboxId: row.id, kind: row.kind, error: message }, 'e-mail could not be delivered for a day; marked failed');
    } else {
      report.retrying += 1;
      deps.log.warn({ outboxId: row.id, kind: row.kind, attempts: row.attempts + 1, error: message }, 'e-mail not delivered; will retry');
    }
    return;
  }
  if (await markSent(deps.db, row.id, claim, withoutSecrets(row))) report.sent += 1;
  else deps.log.warn({ outboxId: row.id }, 'e-mail sent after its claim ran out (another sender may repeat it)');
}
