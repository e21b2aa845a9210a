import { normalizeEmail, type CurrentUser, type LoginInput, type RegisterInput } from '@hillnest/domain';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password';
import { findUserByEmail, findUserById, insertUser, setSoleAdmin, type UserRow } from './queries';

export const INVALID_CREDENTIALS = 'Invalid Credentials';
export const USER_EXISTS = 'User already exists';

export async function registerUser(db: Database, input: RegisterInput): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(db, email)) throw badRequest(USER_EXISTS);
  const user = await insertUser(db, {
    email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
  });
  // Two registrations racing for one e-mail: the unique index lets only one through.
  if (!user) throw badRequest(USER_EXISTS);
  return user;
}

/** The user for these credentials; one message whether the e-mail or the password was wrong. */
export async function authenticate(db: Database, input: LoginInput): Promise<UserRow> {
  const user = await findUserByEmail(db, normalizeEmail(input.email));
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDecoy(input.password);
  if (!user || !ok) throw badRequest(INVALID_CREDENTIALS);
  return user;
}

export async function getCurrentUser(db: Database, userId: string): Promise<CurrentUser> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('User not found');
  return { _id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email };
}

export async function isAdminUser(db: Database, userId: string): Promise<boolean> {
  return (await findUserById(db, userId))?.role === 'admin';
}

/**
 * The account whose e-mail equals ADMIN_EMAIL is the administrator. Created with ADMIN_PASSWORD on
 * the first start; returns true when it was created now.
 */
export async function ensureAdministrator(db: Database, adminEmail: string, adminPassword: string): Promise<boolean> {
  const email = normalizeEmail(adminEmail);
  let created = false;
  if (!(await findUserByEmail(db, email))) {
    created = Boolean(
      await insertUser(db, {
        email,
        passwordHash: await hashPassword(adminPassword),
        firstName: 'Site',
        lastName: 'Administrator',
        role: 'admin',
      }),
    );
  }
  await setSoleAdmin(db, email);
  return created;
}
