/** Delivering one message over SMTP (nodemailer), or nowhere when SMTP_URL is not set. */
import nodemailer from 'nodemailer';
import type { OutboxAttachment } from '../../db/schema';

export interface Envelope {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: OutboxAttachment[];
}

export interface MailTransport {
  send(envelope: Envelope): Promise<void>;
  close(): void;
}

/**
 * Timeouts well inside the sender's lease (sender.ts): a send still running when its lease ends could
 * be repeated by another instance.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(envelope) {
      await transporter.sendMail({
        messageId: envelope.messageId,
        from: envelope.from,
        to: envelope.to,
        subject: envelope.subject,
        html: envelope.html,
        text: envelope.text,
        attachments: envelope.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    },
    close() {
      transporter.close();
    },
  };
}
