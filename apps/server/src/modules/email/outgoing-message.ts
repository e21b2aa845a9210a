import type { OutboxAttachment } from '../../db/schema';

/** An e-mail ready to be queued (outbox.ts); its own module so the outbox and its queries need not import each other. */
export interface OutgoingMessage {
  /** What the message is (booking_confirmation, owner_new_booking, password_reset, …): shown to the administrator. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: OutboxAttachment[];
  /** Secrets inside the message (a link's token): hidden from the administrator, wiped once sent. */
  secrets?: string[];
  /** Extra headers: a review request's List-Unsubscribe (never a secret: they are kept as sent). */
  headers?: Record<string, string>;
  /** The booking the message is about, if any. */
  bookingId?: string | null;
}
