/**
 * The outbox: every e-mail is a row written in the same transaction as what caused it, so a message
 * exists exactly when its cause was committed (a booking confirmed, a reset asked for), and the
 * sender job (sender.ts) delivers it afterwards, retrying until the SMTP server takes it.
 *
 * Other features send e-mail with `enqueue(tx, message)`: render the message (messages.ts has the
 * builders), then enqueue it inside the transaction that makes it true.
 */
import type { Database } from '../../db/client';
import type { OutgoingMessage } from './outgoing-message';
import { insertMessage, messageQueuedWithin } from './queries';

export type { OutgoingMessage } from './outgoing-message';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The sender of this process asks to hear of new messages, to send them without waiting for its next round. */
export function onEnqueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Queues a message in the caller's transaction; returns its id. */
export async function enqueue(tx: Database, message: OutgoingMessage): Promise<string> {
  const id = await enqueueOnce(tx, message);
  if (id === null) throw new Error(`${message.kind} was queued for this booking before`);
  return id;
}

/**
 * Queues a message unless one of its kind was queued for its booking before (only a stay's messages,
 * `stay_*`, are once per booking: outbox_messages_stay_message_unique); returns its id, or null.
 */
export async function enqueueOnce(tx: Database, message: OutgoingMessage): Promise<string | null> {
  const id = await insertMessage(tx, message);
  if (id === null) return null;
  // The transaction commits after this returns: the sender looks a moment later (and every round anyway).
  for (const listener of listeners) listener();
  return id;
}

/** Whether a message of this kind was queued for `to` within the last `minutes` (to send a notice once a while). */
export function queuedWithin(tx: Database, kind: string, to: string, minutes: number): Promise<boolean> {
  return messageQueuedWithin(tx, kind, to, minutes);
}
