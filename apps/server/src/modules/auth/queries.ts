import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountTokens, users, type AccountTokenPurpose } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user; returns undefined when the e-mail is already taken. */
export async function insertUser(
  db: Database,
  values: Pick<UserRow, 'email' | 'passwordHash' | 'firstName' | 'lastName'> &
    Partial<Pick<UserRow, 'role' | 'createdBy' | 'passwordGenerated' | 'emailVerifiedAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

/** Makes exactly the account with this e-mail the administrator, provided the server created it. */
export async function setSoleAdmin(db: Database, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ role: 'user' })
      .where(and(eq(users.role, 'admin'), ne(users.email, email)));
    await tx
      .update(users)
      .set({ role: 'admin' })
      .where(and(eq(users.email, email), eq(users.createdBy, 'server')));
  });
}

export async function sessionVersionOf(db: Database, id: string): Promise<number | null> {
  const [row] = await db.select({ version: users.sessionVersion }).from(users).where(eq(users.id, id)).limit(1);
  return row?.version ?? null;
}

/** Raises the account's session version (ending its sessions); null when there is no such account. */
export async function raiseSessionVersion(db: Database, id: string): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ version: users.sessionVersion });
  return row?.version ?? null;
}

/** Sets a new password chosen by the account's owner and ends the account's sessions; returns the new session version. */
/**
 * Sets a new password and ends the account's sessions (its session version goes up); every reset link
 * still open dies with the old password, whichever way it was changed. Call it in a transaction.
 */
export async function replacePassword(tx: Database, id: string, passwordHash: string): Promise<number | null> {
  await revokeAccountTokens(tx, id, 'password_reset');
  const [row] = await tx
    .update(users)
    .set({ passwordHash, passwordGenerated: false, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ version: users.sessionVersion });
  return row?.version ?? null;
}

/** Whether a token of this purpose was mailed to the account within the last `minutes`. */
export async function tokenMailedWithin(db: Database, userId: string, purpose: AccountTokenPurpose, minutes: number): Promise<boolean> {
  const rows = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.createdAt, sql`now() - make_interval(mins => ${minutes}::int)`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Stores a mailed token's hash for `minutes`. */
export async function insertAccountToken(
  db: Database,
  values: { tokenHash: string; userId: string; purpose: AccountTokenPurpose; minutes: number },
): Promise<void> {
  await db.insert(accountTokens).values({
    tokenHash: values.tokenHash,
    userId: values.userId,
    purpose: values.purpose,
    expiresAt: sql`now() + make_interval(mins => ${values.minutes}::int)`,
  });
}

/** Uses a token once: the account it belongs to while it is unused and unexpired, else undefined. */
export async function useAccountToken(db: Database, tokenHash: string, purpose: AccountTokenPurpose): Promise<string | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}

/** Ends every unused token of an account for `purpose` (a new password makes older reset links useless). */
export async function revokeAccountTokens(db: Database, userId: string, purpose: AccountTokenPurpose): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

export async function markEmailVerified(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}
