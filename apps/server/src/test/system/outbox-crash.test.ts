/**
 * The e-mail sender killed mid-send (issue 15): the real server queues a verification e-mail and
 * starts sending it to an SMTP server that takes the message in and never answers; the server is
 * killed with SIGKILL. The message is not lost: once the dead sender's lease has run out (moved
 * forward here instead of waiting two minutes), the restarted server sends it, exactly once.
 * On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseOptions } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { createScratchDatabase } from '../scratch-database';
import { startSmtp } from '../smtp';
import { call, sharedSecrets, signInCookie, startServer } from './server-process';

const ADMIN = { ADMIN_EMAIL: 'owner@outbox-crash.example', ADMIN_PASSWORD: 'outbox-crash-1' };

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function withDatabase<T>(
  options: DatabaseOptions,
  run: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    return await run(database.db);
  } finally {
    await database.close();
  }
}

async function killMidSend(env: Record<string, string>, databaseOptions: DatabaseOptions) {
  const smtp = await startSmtp();
  cleanups.push(() => smtp.close());
  const fullEnv = { ...env, ...ADMIN, SMTP_URL: smtp.url };
  await withDatabase(databaseOptions, async () => undefined); // migrated before the first start

  let server = await startServer(fullEnv);
  cleanups.push(() => server.kill());
  const stuck = smtp.stallNext();
  const email = 'verify-me@outbox-crash.example';
  const registered = await call(server.url, 'POST', '/api/users/register', {
    firstName: 'Kill',
    lastName: 'Nine',
    email,
    password: 'kill-nine-1',
    confirmPassword: 'kill-nine-1',
  });
  expect(registered.status).toBe(201);
  await stuck; // the verification e-mail is on the wire, unanswered
  await server.kill();
  expect(smtp.received).toHaveLength(0);

  // The dead sender's claim holds the message; its lease runs out (two minutes, moved forward here).
  const id = await withDatabase(databaseOptions, async (db) => {
    const [row] = await db
      .update(outboxMessages)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(sql`${outboxMessages.recipient} = ${email} and ${outboxMessages.claim} is not null and ${outboxMessages.status} = 'pending'`)
      .returning({ id: outboxMessages.id });
    expect(row, 'the message is still queued, claimed by the dead sender').toBeTruthy();
    return row!.id;
  });

  server = await startServer(fullEnv);
  await smtp.waitFor(1, 60_000);
  expect(smtp.received.map((m) => m.messageId)).toEqual([`<${id}@localhost>`]);
  expect(smtp.received[0]!.subject).toMatch(/Verify your e-mail address/);
  const cookie = await signInCookie(server.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
  const list = await call(server.url, 'GET', '/api/admin/emails', undefined, { cookie });
  expect(list.json.data.find((m: { _id: string }) => m._id === id)).toMatchObject({ status: 'sent' });
  // Another round of the sender (every 10 s) sends nothing more.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  expect(smtp.received).toHaveLength(1);
  await server.stop();
}

describe('the e-mail sender killed mid-send', () => {
  it('on PGlite: the message is sent once after the restart', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hillnest-outbox-crash-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    await killMidSend({ DATA_DIR: dataDir, ...sharedSecrets() }, { pgliteDir: path.join(dataDir, 'db') });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL: the message is sent once after the restart', async () => {
    const database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'outboxcrash');
    cleanups.push(() => database.drop());
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hillnest-outbox-crash-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    await killMidSend({ DATA_DIR: dataDir, DATABASE_URL: database.url, ...sharedSecrets() }, { databaseUrl: database.url });
  });
});
