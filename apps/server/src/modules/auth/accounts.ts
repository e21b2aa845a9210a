/**
 * Accounts that can recover: a password reset by a mailed single-use link, and verification of the
 * address an account was registered with. Links carry a random 256-bit token; only its SHA-256 is
 * stored. Each e-mail is queued in the transaction that creates its token.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Deps } from '../../deps';
import {
  ACCOUNT_MESSAGES,
  EMAIL_VERIFICATION_DAYS,
  normalizeEmail,
  PASSWORD_RESET_MINUTES,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '@hillnest/domain';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { passwordResetMessage, resetWithoutAccountMessage, verificationMessage } from '../email/messages';
import { enqueue } from '../email/outbox';
import type { SiteMail } from '../email/settings';
import { hashPassword } from './password';
import {
  findUserByEmail,
  findUserById,
  insertAccountToken,
  markEmailVerified,
  replacePassword,
  tokenMailedWithin,
  useAccountToken,
  type UserRow,
} from './queries';
import type { SessionVersions } from './sessions';
import { siteMail } from '../settings/site';

const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** An address gets at most one verification e-mail in this many minutes, however often it is asked for. */
export const VERIFICATION_MAIL_MINUTES = 60;

/**
 * Creates a verification token for the account and queues its e-mail, in the caller's transaction;
 * false (nothing sent) when the address was sent one within VERIFICATION_MAIL_MINUTES.
 */
export async function queueVerification(tx: Database, mail: SiteMail, user: Pick<UserRow, 'id' | 'email'>): Promise<boolean> {
  if (await tokenMailedWithin(tx, user.id, 'email_verification', VERIFICATION_MAIL_MINUTES)) return false;
  const token = newToken();
  await insertAccountToken(tx, {
    tokenHash: hashToken(token),
    userId: user.id,
    purpose: 'email_verification',
    minutes: EMAIL_VERIFICATION_DAYS * 24 * 60,
  });
  await enqueue(tx, verificationMessage({ email: user.email, token }, mail));
  return true;
}

/**
 * 'Forgot password?': mails a reset link when an account has this address, and a note saying there
 * is none otherwise. The work and the answer are the same either way, so neither tells whether an
 * account exists. `mail: false` (the address's hourly cap is reached) sends nothing, with the same answer.
 */
export async function requestPasswordReset(
  deps: Pick<Deps, 'db' | 'config' | 'cache'>,
  input: ForgotPasswordInput,
  options: { mail: boolean },
): Promise<{ message: string }> {
  const email = normalizeEmail(input.email);
  const user = await findUserByEmail(deps.db, email);
  const token = newToken();
  if (options.mail) {
    const mail = await siteMail(deps);
    await deps.db.transaction(async (tx) => {
      if (!user) return void (await enqueue(tx, resetWithoutAccountMessage(email, mail)));
      await insertAccountToken(tx, {
        tokenHash: hashToken(token),
        userId: user.id,
        purpose: 'password_reset',
        minutes: PASSWORD_RESET_MINUTES,
      });
      const firstName = user.emailVerifiedAt ? user.firstName : null;
      await enqueue(tx, passwordResetMessage({ firstName, email: user.email, token }, mail));
    });
  }
  return { message: ACCOUNT_MESSAGES.resetSent(email) };
}

/**
 * Sets a new password from a reset link: the link works once, within the hour; every session of the
 * account ends, and every other reset link of it stops working. Following a link mailed to the
 * address also proves the address is the account owner's, so it counts as verified.
 */
export async function resetPassword(
  deps: Pick<Deps, 'db'>,
  sessions: SessionVersions,
  input: ResetPasswordInput,
): Promise<{ message: string }> {
  const passwordHash = await hashPassword(input.password);
  const changed = await deps.db.transaction(async (tx) => {
    const userId = await useAccountToken(tx, hashToken(input.token), 'password_reset');
    if (!userId) return null;
    await markEmailVerified(tx, userId);
    const version = await replacePassword(tx, userId, passwordHash);
    return version === null ? null : { userId, version };
  });
  if (!changed) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
  sessions.remember(changed.userId, changed.version);
  return { message: ACCOUNT_MESSAGES.passwordReset };
}

/** Follows a verification link: from now on the account sees the guest bookings made with its address. */
export async function verifyEmail(deps: Pick<Deps, 'db'>, token: string): Promise<{ message: string }> {
  const verified = await deps.db.transaction(async (tx) => {
    const userId = await useAccountToken(tx, hashToken(token), 'email_verification');
    if (!userId) return false;
    await markEmailVerified(tx, userId);
    return true;
  });
  if (!verified) throw badRequest(ACCOUNT_MESSAGES.verifyLinkInvalid);
  return { message: ACCOUNT_MESSAGES.emailVerified };
}

/** Mails a new verification link to a signed-in account not verified yet. */
export async function resendVerification(deps: Pick<Deps, 'db' | 'config' | 'cache'>, userId: string): Promise<{ message: string }> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw badRequest('User not found');
  if (user.emailVerifiedAt) return { message: ACCOUNT_MESSAGES.emailVerified };
  const mail = await siteMail(deps);
  const sent = await deps.db.transaction((tx) => queueVerification(tx, mail, user));
  return { message: sent ? ACCOUNT_MESSAGES.verificationSent(user.email) : ACCOUNT_MESSAGES.verificationSentRecently(user.email) };
}
