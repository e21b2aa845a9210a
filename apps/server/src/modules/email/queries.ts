import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages, type OutboxStatus } from '../../db/schema';
import { messageSummaryColumns } from './columns';
import type { OutgoingMessage } from './outgoing-message';

export type OutboxRow = typeof outboxMessages.$inferSelect;
/** What a message keeps once its secrets are wiped (sender.ts). */
export type WipedMessage = Pick<OutboxRow, 'html' | 'text' | 'attachments'>;

/** Null when the message was queued before: a stay message exists once per booking (outbox_messages_stay_message_unique). */
export async function insertMessage(db: Database, message: OutgoingMessage): Promise<string | null> {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: message.attachments ?? [],
      secrets: message.secrets ?? [],
      headers: message.headers ?? {},
      bookingId: message.bookingId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: outboxMessages.id });
  return row?.id ?? null;
}

export async function messageQueuedWithin(db: Database, kind: string, recipient: string, minutes: number): Promise<boolean> {
  const rows = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.kind, kind),
        eq(outboxMessages.recipient, recipient),
        gt(outboxMessages.createdAt, sql`now() - make_interval(mins => ${minutes}::int)`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const leaseOver = or(isNull(outboxMessages.claimedUntil), lt(outboxMessages.claimedUntil, sql`now()`));

/**
 * Claims up to `limit` messages due now for `leaseSeconds`: rows another sender is claiming at this
 * moment are skipped (SKIP LOCKED), rows another sender holds a live claim on are not due, and a
 * claim whose lease ran out (its sender died) is taken over.
 */
export async function claimDueMessages(db: Database, claim: string, leaseSeconds: number, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, sql`now()`), leaseOver))
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({ claim, claimedUntil: sql`now() + make_interval(secs => ${leaseSeconds}::int)` })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

/** Marks a claimed message sent, with its secrets wiped; false when the claim was lost meanwhile. */
export async function markSent(db: Database, id: string, claim: string, wiped: WipedMessage): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: sql`now()`, claim: null, claimedUntil: null, lastError: null, secrets: [], ...wiped })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.claim, claim)))
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}

/**
 * Records a failed attempt: tried again after `retryInSeconds`, or failed for good (secrets wiped)
 * once the message is older than `giveUpAfterHours`.
 */
export async function markAttemptFailed(
  db: Database,
  row: OutboxRow,
  claim: string,
  error: string,
  retryInSeconds: number,
  giveUpAfterHours: number,
  wiped: WipedMessage,
): Promise<OutboxStatus | null> {
  const givesUp = sql`${outboxMessages.createdAt} < now() - make_interval(hours => ${giveUpAfterHours}::int)`;
  const [updated] = await db
    .update(outboxMessages)
    .set({
      attempts: sql`${outboxMessages.attempts} + 1`,
      lastError: error.slice(0, 1000),
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds}::int)`,
      claim: null,
      claimedUntil: null,
      status: sql`case when ${givesUp} then 'failed' else 'pending' end`,
      html: sql`case when ${givesUp} then ${wiped.html} else ${outboxMessages.html} end`,
      text: sql`case when ${givesUp} then ${wiped.text} else ${outboxMessages.text} end`,
      attachments: sql`case when ${givesUp} then ${JSON.stringify(wiped.attachments)}::jsonb else ${outboxMessages.attachments} end`,
    })
    .where(and(eq(outboxMessages.id, row.id), eq(outboxMessages.claim, claim)))
    .returning({ status: outboxMessages.status });
  return updated?.status ?? null;
}

export interface MessageListFilter {
  page: number;
  pageSize: number;
  status?: OutboxStatus;
}

/** The administrator's list, newest first. */
export async function listMessages(db: Database, filter: MessageListFilter) {
  const where = filter.status ? eq(outboxMessages.status, filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(messageSummaryColumns)
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(outboxMessages).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findMessage(db: Database, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
  return row;
}
