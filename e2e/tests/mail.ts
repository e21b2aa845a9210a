import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from './support';

/** Where the suite's SMTP server (mail-sink.mjs) keeps what the site sent. */
const mailDir = () => path.join(process.env.E2E_DATA_DIR as string, 'mail');

async function allMail(): Promise<ParsedMail[]> {
  if (!existsSync(mailDir())) return [];
  const files = readdirSync(mailDir())
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((f) => simpleParser(readFileSync(path.join(mailDir(), f)))));
}

const recipient = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text) ?? '';

/** The e-mails to `to` whose subject matches, once at least one has arrived. */
export async function mailTo(to: string, subject: RegExp, timeout = 30_000): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await allMail()).filter((m) => recipient(m) === to && subject.test(m.subject ?? ''));
        return found.length;
      },
      { timeout },
    )
    .toBeGreaterThan(0);
  return found;
}

/** The site path of the first link in the message's text part that starts with `pathPrefix` (the e-mail's host is the server's own). */
export function linkIn(mail: ParsedMail, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s]*)`).exec(mail.text ?? '');
  expect(match, `a link to ${pathPrefix} in: ${mail.text}`).toBeTruthy();
  return match![1]!;
}
