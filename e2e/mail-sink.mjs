// The browser suite's SMTP server: every message the site sends is kept as an .eml file in
// MAIL_DIR, where tests read it (tests/mail.ts). Started by playwright.config.ts beside the site.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const dir = process.env.MAIL_DIR;
const port = Number(process.env.MAIL_PORT);
if (!dir || !port) throw new Error('MAIL_DIR and MAIL_PORT are required');
mkdirSync(dir, { recursive: true });
let counter = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      counter += 1;
      const name = `${Date.now()}-${String(counter).padStart(6, '0')}.eml`;
      // Written under a temporary name, then renamed: a test never reads half a message.
      writeFileSync(path.join(dir, `${name}.part`), Buffer.concat(chunks));
      renameSync(path.join(dir, `${name}.part`), path.join(dir, name));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
