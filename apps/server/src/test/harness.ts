/**
 * A real application over a real, empty database for API tests: in-memory PGlite by default, or a
 * fresh PostgreSQL database (dropped afterwards) when the project runs with TEST_DB=postgres.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { outboxMessages, users } from '../db/schema';
import type { ReadCache, ReadTopic } from '../lib/read-cache';
import { ensureAdministrator } from '../modules/auth/service';
import { createScratchDatabase } from './scratch-database';

export const ADMIN = { email: 'admin@test.example', password: 'admin-secret-1' };

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

export const onPostgres = () => process.env.TEST_DB === 'postgres';

function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Log with the production logger settings into this stream (default: no logs). */
  logStream?: { write(line: string): void };
  /** Extra routes or hooks added before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Hands the app a wrapper of its database (e.g. one that counts queries). */
  wrapDatabase?: (db: Database) => Database;
  /** The services' clock (deps.now), for a test that moves time. */
  now?: () => Date;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hillnest-test-'));
  const postgres = onPostgres() ? await createScratchDatabase(testDatabaseUrl(), 'test') : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Tests start many payments from one address and e-mail; the tests of these limits set their own.
    MAX_HOLDS_PER_CLIENT: '100000',
    PAYMENT_RATE_LIMIT_PER_IP: '100000',
    MAX_HELD_NIGHTS_PER_PROPERTY: '100000',
    LISTING_REQUESTS_PER_HOUR: '100000',
    LISTING_REQUESTS_PER_IP_PER_HOUR: '100000',
    // Many tests sign in wrongly on purpose; the slowdown's own test (throttle.test.ts) measures it with a fake sleep.
    AUTH_SLOWDOWN_MAX_MS: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: 5,
    pgliteTemplate: postgres ? undefined : pgliteTemplate(),
  });
  await database.migrate();
  await ensureAdministrator(database, ADMIN.email, ADMIN.password);
  const db = options.wrapDatabase?.(database.db) ?? database.db;
  const app = await buildApp({
    config,
    db,
    now: options.now,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Where a test fixture writes rows straight into the database: the app (or just a database, when no app runs in this process). */
export interface DirectWrite {
  db: Database;
  readCache?: ReadCache;
}

/**
 * A row written behind the app's back is like another instance's write: the app would see it only
 * once its cached reads expire (READ_CACHE_SECONDS). Fixtures that write so invalidate what the row
 * changes, so the next API read in the test sees it, as it would see the app's own write.
 */
export function wroteBehindTheApp(target: DirectWrite, ...topics: ReadTopic[]): void {
  target.readCache?.invalidate(...topics);
}

/**
 * The newest queued e-mail of a kind, for one booking when given. No mail server runs in these tests,
 * so it waits in the outbox with its secrets (the link tokens it carries).
 */
export async function newestQueuedMail(db: Database, kind: string, bookingId?: string) {
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, kind), bookingId === undefined ? undefined : eq(outboxMessages.bookingId, bookingId)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  if (!message) throw new Error(`no ${kind} e-mail queued`);
  return message;
}

/** The session cookie a response set, ready to send back as a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'auth_token');
  if (!cookie) throw new Error(`no session cookie (status ${response.statusCode}: ${response.body})`);
  return `auth_token=${cookie.value}`;
}

let template: Buffer | undefined;
/** The migrated database dumped by the global setup, read once per test file. */
function pgliteTemplate(): Buffer {
  template ??= readFileSync(inject('pgliteTemplate'));
  return template;
}

let userCounter = 0;

/** Registers a new user and returns their session cookie and e-mail. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
): Promise<{ cookie: string; email: string; userId: string }> {
  const email = overrides.email ?? `user${++userCounter}-${randomBytes(3).toString('hex')}@test.example`;
  const password = overrides.password ?? 'password1';
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { firstName: 'Test', lastName: 'User', email, password, confirmPassword: password, ...overrides },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookie(response), email, userId: response.json().userId };
}

/** Marks an account's address verified, as following its mailed link would (for tests of what needs it). */
export async function verifyEmailOf(target: DirectWrite, userId: string): Promise<void> {
  await target.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

/** Registers a new user whose address is verified; their session cookie and e-mail. */
export async function registerVerifiedUser(app: FastifyInstance, overrides: Parameters<typeof registerUser>[1] = {}) {
  const user = await registerUser(app, overrides);
  await verifyEmailOf(app, user.userId);
  return user;
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return sessionCookie(response);
}

export const signInAdmin = (app: FastifyInstance) => signIn(app, ADMIN.email, ADMIN.password);

/** A test file's app, with the administrator and a newly registered user signed in (their cookies). */
export interface SignedInApp {
  t: TestApp;
  admin: string;
  user: string;
}

/**
 * Creates the file's app before its tests, signs in the administrator and a new user, and closes the app
 * after them: `setUpSignedInApp((s) => ({ t, admin, user } = s));`.
 */
export function setUpSignedInApp(take: (app: SignedInApp) => void, options?: TestAppOptions): void {
  let created: TestApp | undefined;
  beforeAll(async () => {
    created = await createTestApp(options);
    take({ t: created, admin: await signInAdmin(created.app), user: (await registerUser(created.app)).cookie });
  });
  afterAll(() => created?.close());
}

/** The answer to a refusal written 'field: sentence' in a test table: the sentence, and the field it is about. */
export function fieldError(text: string): { message: string; field?: string } {
  const match = /^([A-Za-z][\w.]*): (.*)$/s.exec(text);
  return match ? { message: match[2]!, field: match[1]! } : { message: text };
}
