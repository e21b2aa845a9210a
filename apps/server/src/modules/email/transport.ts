/** Delivering one message over SMTP (nodemailer): SMTP_URL, or the server of Settings → E-mail. */
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { OutboxAttachment } from '../../db/schema';

export interface Envelope {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: OutboxAttachment[];
  headers?: Record<string, string>;
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

export function smtpTransport(server: string | { url: string } | SMTPTransport.Options): MailTransport {
  const options = typeof server === 'string' ? { url: server } : server;
  const transporter = nodemailer.createTransport({ ...SMTP_TIMEOUTS, ...options });
  return {
    async send(envelope) {
      await transporter.sendMail({
        messageId: envelope.messageId,
        from: envelope.from,
        to: envelope.to,
        subject: envelope.subject,
        html: envelope.html,
        text: envelope.text,
        headers: envelope.headers,
        attachments: envelope.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
          ...(a.encoding ? { encoding: a.encoding } : {}),
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}
