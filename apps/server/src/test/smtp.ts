/**
 * A real SMTP server inside the test process (smtp-server), keeping every message it accepted, parsed
 * (mailparser). `refuse` makes it answer the next messages with a temporary error.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  port: number;
  url: string;
  received: ParsedMail[];
  /** Refuses the next `count` messages with 451 (a server that is up but not taking mail). */
  refuse(count: number): void;
  /**
   * Takes in the next message but never answers it (the sender is stuck mid-send); resolves once its
   * whole content has arrived. It is not counted as received.
   */
  stallNext(): Promise<void>;
  /** Waits until at least `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtp(options: { port?: number } = {}): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  let refusing = 0;
  let stalled: (() => void) | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stalled) {
          stalled();
          stalled = null;
          return; // no answer: the client waits for its 250
        }
        if (refusing > 0) {
          refusing -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(count) {
      refusing = count;
    },
    stallNext() {
      return new Promise<void>((resolve) => (stalled = resolve));
    },
    async waitFor(count, timeoutMs = 20_000) {
      const started = Date.now();
      while (received.length < count) {
        if (Date.now() - started > timeoutMs) throw new Error(`expected ${count} e-mails, received ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (taken from the system, then released). */
export async function freePort(): Promise<number> {
  const smtp = await startSmtp();
  await smtp.close();
  return smtp.port;
}
