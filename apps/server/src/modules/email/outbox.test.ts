/**
 * The outbox's sender against a real SMTP server in this process: messages arrive whole, wait while
 * the server is down or refusing and arrive once it is back, go out exactly once with two senders
 * racing (on PostgreSQL from two connection pools, as two instances would), survive a sender that
 * died holding them (its lease runs out), and are marked failed, their secrets wiped, after a day.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { createTestApp, signInAdmin, type TestApp } from '../../test/harness';
import { freePort, startSmtp, type TestSmtp } from '../../test/smtp';
import { foldLine, unfoldLines } from '../../lib/ical';
import { enqueue, type OutgoingMessage } from './outbox';
import { claimDueMessages } from './queries';
import { LEASE_SECONDS, sendDueMessages, type SenderDeps } from './sender';
import { smtpTransport } from './transport';

let t: TestApp;
let second: DatabaseHandle | undefined;
let smtp: TestSmtp;
let adminCookie: string;
const senders: SenderDeps[] = [];

beforeAll(async () => {
  // No SMTP_URL: the app's own sender does not run, the tests drive senders themselves.
  t = await createTestApp();
  if (t.config.databaseUrl) second = await openDatabase({ databaseUrl: t.config.databaseUrl, poolSize: 5 });
  smtp = await startSmtp();
  adminCookie = await signInAdmin(t.app);
});
afterAll(async () => {
  for (const sender of senders) sender.transport.close();
  await smtp?.close();
  await second?.close();
  await t?.close();
});
beforeEach(async () => {
  // Each test starts from an empty outbox, so one test's leftovers never arrive in another.
  await t.database.db.delete(outboxMessages);
  smtp.received.length = 0;
});

function sender(url: string, db: Database = t.database.db): SenderDeps {
  const deps = { ...t.app.deps, db, transport: smtpTransport(url) };
  senders.push(deps);
  return deps;
}

let counter = 0;
function message(extra: Partial<OutgoingMessage> = {}): OutgoingMessage {
  counter += 1;
  return {
    kind: 'test',
    to: `guest${counter}@example.com`,
    subject: `Message ${counter}`,
    html: `<p>Hello ${counter}</p>`,
    text: `Hello ${counter}`,
    ...extra,
  };
}

const queue = (msg: OutgoingMessage) => t.database.db.transaction((tx) => enqueue(tx, msg));
const rowOf = async (id: string) => (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
/** As if the retry delay had passed. */
const makeDue = (id: string) =>
  t.database.db
    .update(outboxMessages)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(outboxMessages.id, id));

describe('the outbox sender', () => {
  it('delivers a queued message with its recipient, subject, both parts, attachment and Message-ID, and marks it sent', async () => {
    const id = await queue(
      message({
        to: 'asha@example.com',
        subject: 'Your stay',
        attachments: [{ filename: 'stay.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }],
      }),
    );
    const report = await sendDueMessages(sender(smtp.url));
    expect(report).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [mail] = smtp.received;
    expect(mail!.to).toMatchObject({ text: 'asha@example.com' });
    expect(mail!.from?.value).toEqual([{ name: 'Hillnest', address: 'bookings@localhost' }]);
    expect(mail!.subject).toBe('Your stay');
    expect(mail!.text).toContain('Hello');
    expect(mail!.html).toContain('<p>Hello');
    expect(mail!.messageId).toBe(`<${id}@localhost>`);
    expect(mail!.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ['stay.ics', 'text/calendar', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'],
    ]);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 0, claim: null });
    // Sent is sent: the next round finds nothing.
    expect(await sendDueMessages(sender(smtp.url))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('delivers a file kept in base64 (a tax document) as its bytes, and keeps it whole once sent', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80]);
    const file = {
      filename: 'INV-26-27-00001.pdf',
      contentType: 'application/pdf',
      content: bytes.toString('base64'),
      encoding: 'base64' as const,
    };
    const id = await queue(message({ to: 'file@example.com', attachments: [file], secrets: ['VBER'] }));
    await sendDueMessages(sender(smtp.url));
    const mail = smtp.received.find((m) => m.messageId === `<${id}@localhost>`);
    expect(mail!.attachments[0]!.contentType).toBe('application/pdf');
    expect(mail!.attachments[0]!.content.equals(bytes)).toBe(true);
    // Wiping the secrets leaves the bytes as they were (a token never sits inside a file's base64).
    expect((await rowOf(id)).attachments).toEqual([file]);
  });

  it('keeps a message while the SMTP server is down, retries later with a growing delay, and delivers it once the server is back', async () => {
    const port = await freePort();
    const down = sender(`smtp://127.0.0.1:${port}`);
    const id = await queue(message());
    expect(await sendDueMessages(down)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const first = await rowOf(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, claim: null });
    expect(first.lastError).toBeTruthy();
    // Not due again at once.
    expect(await sendDueMessages(down)).toEqual({ sent: 0, retrying: 0, failed: 0 });

    await makeDue(id);
    expect(await sendDueMessages(down)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const second = await rowOf(id);
    expect(second.attempts).toBe(2);
    expect(second.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(45_000); // 60 s after the second failure

    const back = await startSmtp({ port });
    try {
      await makeDue(id);
      expect(await sendDueMessages(down)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(back.received.map((m) => m.messageId)).toEqual([`<${id}@localhost>`]);
      expect(await rowOf(id)).toMatchObject({ status: 'sent', lastError: null });
    } finally {
      await back.close();
    }
  });

  it('retries a message the server refused (451) and delivers it once', async () => {
    const id = await queue(message());
    smtp.refuse(1);
    expect(await sendDueMessages(sender(smtp.url))).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect((await rowOf(id)).lastError).toMatch(/451|Try again later/);
    await makeDue(id);
    expect(await sendDueMessages(sender(smtp.url))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('sends every message exactly once when two senders run at the same time', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i += 1) ids.push(await queue(message()));
    const a = sender(smtp.url, t.database.db);
    const b = sender(smtp.url, (second ?? t.database).db);
    const reports = await Promise.all([sendDueMessages(a), sendDueMessages(b), sendDueMessages(a), sendDueMessages(b)]);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(30);
    await smtp.waitFor(30);
    const arrived = smtp.received.map((m) => m.messageId).sort();
    expect(arrived).toEqual(ids.map((id) => `<${id}@localhost>`).sort());
    const rows = await t.database.db.select({ status: outboxMessages.status }).from(outboxMessages).where(inArray(outboxMessages.id, ids));
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });

  it('loses nothing and repeats nothing when a sender dies holding a message: it is sent once its lease runs out', async () => {
    const id = await queue(message());
    // A sender claimed it and was killed mid-send (the SMTP server never finished taking it).
    const claimed = await claimDueMessages(t.database.db, '00000000-0000-4000-8000-00000000dead', LEASE_SECONDS, 10);
    expect(claimed.map((r) => r.id)).toEqual([id]);
    // While the lease holds, nobody else sends it.
    expect(await sendDueMessages(sender(smtp.url))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    // The lease runs out: the next sender takes it over, once.
    await t.database.db
      .update(outboxMessages)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(outboxMessages.id, id));
    expect(await sendDueMessages(sender(smtp.url))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await sendDueMessages(sender(smtp.url))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received.map((m) => m.messageId)).toEqual([`<${id}@localhost>`]);
  });

  it('marks a message failed a day after it was queued, with its secrets wiped from the stored copy', async () => {
    const id = await queue(
      message({
        html: '<a href="/reset?token=s3cr3t-token">Reset</a>',
        text: 'Reset: /reset?token=s3cr3t-token',
        secrets: ['s3cr3t-token'],
      }),
    );
    await t.database.db
      .update(outboxMessages)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(outboxMessages.id, id));
    const down = sender(`smtp://127.0.0.1:${await freePort()}`);
    expect(await sendDueMessages(down)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const row = await rowOf(id);
    expect(row.status).toBe('failed');
    expect(row.html + row.text).not.toContain('s3cr3t-token');
    // Never tried again.
    await makeDue(id);
    expect(await sendDueMessages(down)).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('wipes the secrets of a sent message: the recipient got them, the stored copy keeps none', async () => {
    const id = await queue(
      message({
        text: 'Your link: /verify?token=abc-secret-123',
        html: '<p>/verify?token=abc-secret-123</p>',
        secrets: ['abc-secret-123'],
      }),
    );
    await sendDueMessages(sender(smtp.url));
    expect(smtp.received[0]!.text).toContain('abc-secret-123');
    const row = await rowOf(id);
    expect(row.text).toBe('Your link: /verify?token=[hidden]');
    expect(row.secrets).toEqual([]);
  });
});

describe('secrets in attachments', () => {
  // A manage link in a calendar file is folded over two lines (75 octets a line): the secret is split.
  const secret = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6.Zm9sZGVkLXNlY3JldC1tYWMtdGhhdC1pcy1sb25nLWVub3Vn';
  const calendar = () => ({
    filename: 'HN-7K3QX2.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: ['BEGIN:VCALENDAR', `URL:https://hillnest.example/manage-booking/${secret}`, 'END:VCALENDAR', ''].map(foldLine).join('\r\n'),
  });
  const stored = async (id: string) => (await rowOf(id)).attachments.map((a) => unfoldLines(a.content)).join('');

  it('wipes the manage link from the stored .ics once sent; the guest got it whole', async () => {
    expect(calendar().content).not.toContain(secret);
    const id = await queue(message({ text: `/manage-booking/${secret}`, attachments: [calendar()], secrets: [secret] }));
    await sendDueMessages(sender(smtp.url));
    const received = smtp.received.find((m) => m.messageId === `<${id}@localhost>`)!;
    expect(unfoldLines(received.attachments[0]!.content.toString())).toContain(secret);
    expect(await stored(id)).not.toContain(secret);
    expect(await stored(id)).toContain('URL:https://hillnest.example/manage-booking/[hidden]');
  });

  it('wipes it from a message given up on too', async () => {
    const id = await queue(message({ attachments: [calendar()], secrets: [secret] }));
    await t.database.db
      .update(outboxMessages)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(outboxMessages.id, id));
    expect(await sendDueMessages(sender(`smtp://127.0.0.1:${await freePort()}`))).toMatchObject({ failed: 1 });
    expect(await stored(id)).not.toContain(secret);
  });
});

describe('Sent e-mails (administrator)', () => {
  it('lists the outbox newest first with its status; with no server set, a waiting message shows its links (to send by hand)', async () => {
    const older = await queue(message({ to: 'first@example.com', subject: 'First' }));
    const newer = await queue(
      message({
        to: 'second@example.com',
        subject: 'Second <b>',
        html: '<p>Link /x?token=tok-123456</p>',
        text: 'Link /x?token=tok-123456',
        secrets: ['tok-123456'],
      }),
    );
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/emails', headers: { cookie: adminCookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().deliveryConfigured).toBe(false);
    expect(list.json().data.map((m: { _id: string; status: string }) => [m._id, m.status])).toEqual([
      [newer, 'pending'],
      [older, 'pending'],
    ]);
    const one = await t.app.inject({ method: 'GET', url: `/api/admin/emails/${newer}`, headers: { cookie: adminCookie } });
    expect(one.json()).toMatchObject({ recipient: 'second@example.com', subject: 'Second <b>', text: 'Link /x?token=tok-123456' });
    expect(one.headers['cache-control']).toBe('no-store');
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/admin/emails/${older.replace(/^.{8}/, '00000000')}`,
      headers: { cookie: adminCookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});
