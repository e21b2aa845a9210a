import { randomBytes, randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import {
  CHANGE_PASSWORD_MESSAGES,
  normalizeEmail,
  type ChangePasswordInput,
  type CurrentUser,
  type LoginInput,
  type RegisterInput,
} from '@hillnest/domain';
import { badRequest, notFound } from '../../lib/http-errors';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password';
import { findUserByEmail, findUserById, insertUser, replacePassword, setSoleAdmin, type UserRow } from './queries';
import type { SessionVersions } from './sessions';
import { accountExistsMessage, signInAlertMessage } from '../email/messages';
import { enqueue, queuedWithin } from '../email/outbox';
import { queueVerification } from './accounts';
import { siteMail } from '../settings/site';

export const INVALID_CREDENTIALS = 'Invalid Credentials';
/** How often the owner of an address is told that someone tried to register it again. */
const ACCOUNT_EXISTS_NOTICE_MINUTES = 60;

/** A registration: the new account, or a stand-in id for an address that has one (the answer looks the same). */
export type Registration = { created: true; user: UserRow } | { created: false; userId: string; email: string };

/**
 * Creates the account and, in the same transaction, queues the e-mail with its verification link.
 * An address that already has an account is never told so: the same work is done (the password is
 * hashed, an e-mail queued) and the answer is the same, while the address's owner is e-mailed
 * instead (at most once an hour), so nobody can learn from here which addresses have accounts.
 */
export async function registerUser(deps: Pick<Deps, 'db' | 'config' | 'cache'>, input: RegisterInput): Promise<Registration> {
  const email = normalizeEmail(input.email);
  const mail = await siteMail(deps);
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(deps.db, email);
  const user = existing
    ? undefined
    : await deps.db.transaction(async (tx) => {
        const created = await insertUser(tx, { email, passwordHash, firstName: input.firstName, lastName: input.lastName });
        if (created) await queueVerification(tx, mail, created);
        return created;
      });
  if (user) return { created: true, user };
  // Taken (or taken meanwhile by a registration racing this one: the unique index lets only one through).
  await deps.db.transaction(async (tx) => {
    if (!(await queuedWithin(tx, 'account_exists', email, ACCOUNT_EXISTS_NOTICE_MINUTES))) {
      await enqueue(tx, accountExistsMessage(email, mail));
    }
  });
  return { created: false, userId: randomUUID(), email };
}

/** Tells an account's owner that its sign-ins are being slowed down after `failures` wrong passwords (nothing for an unknown address). */
export async function alertOwnerOfFailures(deps: Pick<Deps, 'db' | 'config' | 'cache'>, email: string, failures: number): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const mail = await siteMail(deps);
  await deps.db.transaction((tx) => enqueue(tx, signInAlertMessage(user.email, failures, mail)).then(() => undefined));
}

/** The user for these credentials; one message whether the e-mail or the password was wrong. */
export async function authenticate(deps: Pick<Deps, 'db'>, input: LoginInput): Promise<UserRow> {
  const user = await findUserByEmail(deps.db, normalizeEmail(input.email));
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDecoy(input.password);
  if (!user || !ok) throw badRequest(INVALID_CREDENTIALS);
  return user;
}

export async function getCurrentUser(deps: Pick<Deps, 'db'>, userId: string): Promise<CurrentUser> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('User not found');
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

export async function isAdminUser(deps: Pick<Deps, 'db'>, userId: string): Promise<boolean> {
  return (await findUserById(deps.db, userId))?.role === 'admin';
}

/** The administrator password earlier versions set when ADMIN_PASSWORD was not given; never acceptable live. */
export const BUILT_IN_ADMIN_PASSWORD = 'admin12345';

/** What ensureAdministrator did. */
export type AdministratorSetup =
  /** Created now; `generatedPassword` is set when no ADMIN_PASSWORD was given (to be shown once). */
  | { kind: 'created'; generatedPassword?: string }
  | { kind: 'exists' }
  /** ADMIN_EMAIL belongs to an account someone registered: it was not made administrator. */
  | { kind: 'registered' };

/** A strong password for the administrator when the owner chose none: 24 characters, 144 random bits. */
function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The account whose e-mail equals ADMIN_EMAIL is the administrator, provided the server created it.
 * Created at the first start with ADMIN_PASSWORD, or with a generated password when none is given.
 * An account someone registered on the site with that address is never promoted: otherwise whoever
 * registers the owner's future address first would become the administrator.
 */
export async function ensureAdministrator(deps: Pick<Deps, 'db'>, adminEmail: string, adminPassword?: string): Promise<AdministratorSetup> {
  const email = normalizeEmail(adminEmail);
  let setup: AdministratorSetup = { kind: 'exists' };
  let existing = await findUserByEmail(deps.db, email);
  if (!existing) {
    const generatedPassword = adminPassword ? undefined : generatePassword();
    const created = await insertUser(deps.db, {
      email,
      passwordHash: await hashPassword(adminPassword ?? generatedPassword!),
      firstName: 'Site',
      lastName: 'Administrator',
      role: 'admin',
      createdBy: 'server',
      passwordGenerated: !adminPassword,
      // The owner's own address, set in the server's settings: nothing to prove.
      emailVerifiedAt: new Date(),
    });
    // Another instance starting at the same moment may have created it first.
    if (created) setup = generatedPassword ? { kind: 'created', generatedPassword } : { kind: 'created' };
    else existing = await findUserByEmail(deps.db, email);
  }
  if (existing && existing.createdBy !== 'server') return { kind: 'registered' };
  await setSoleAdmin(deps.db, email);
  return setup;
}

/** What the log says when ADMIN_EMAIL belongs to a registered account, with how to resolve it. */
export function registeredAdminEmailMessage(email: string): string {
  return (
    `ADMIN_EMAIL ${normalizeEmail(email)} belongs to an account someone registered on the site, so it was not made administrator ` +
    '(only the account the server creates itself can be). To resolve: set ADMIN_EMAIL to an address no account uses yet ' +
    '(the server creates that account at its next start), or, if the registered account is really yours, delete it ' +
    `(DELETE FROM users WHERE email = '${normalizeEmail(email)}') and restart: the server then creates the administrator afresh.`
  );
}

/**
 * Why the administrator account is not ready to run a live shop (SITE_MODE=live), each with what to
 * do; empty when it is. Reads only: nothing is created or changed.
 */
export async function administratorProblems(deps: Pick<Deps, 'db'>, adminEmail: string, adminPassword?: string): Promise<string[]> {
  const email = normalizeEmail(adminEmail);
  const user = await findUserByEmail(deps.db, email);
  const changeIt = `sign in as ${email}, change it on Admin → Change Password (start once without SITE_MODE=live to do so), then start again.`;
  if (!user) {
    if (!adminPassword)
      return [
        'ADMIN_PASSWORD is not set: the administrator account would get a generated password. Set ADMIN_PASSWORD to a long password of your own for the first start.',
      ];
    if (adminPassword === BUILT_IN_ADMIN_PASSWORD)
      return [`ADMIN_PASSWORD is the built-in demo password: choose a long password of your own.`];
    return [];
  }
  if (user.createdBy !== 'server') return [registeredAdminEmailMessage(email)];
  if (user.passwordGenerated) return [`The administrator password was generated at the first start and never changed: ${changeIt}`];
  if (await verifyPassword(user.passwordHash, BUILT_IN_ADMIN_PASSWORD)) {
    return [`The administrator password is the built-in demo password: ${changeIt}`];
  }
  return [];
}

/**
 * Changes one's own password: the current one must be given. Every other session of the account
 * ends; returns the new session version, under which the caller's own session continues.
 */
export async function changePassword(
  deps: Pick<Deps, 'db'>,
  sessions: SessionVersions,
  userId: string,
  input: ChangePasswordInput,
): Promise<number> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('User not found');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw badRequest(CHANGE_PASSWORD_MESSAGES.wrongCurrent);
  const passwordHash = await hashPassword(input.newPassword);
  const version = await deps.db.transaction((tx) => replacePassword(tx, userId, passwordHash));
  if (version === null) throw notFound('User not found');
  sessions.remember(userId, version);
  return version;
}
