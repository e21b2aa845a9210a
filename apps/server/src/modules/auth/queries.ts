import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

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
  values: Pick<UserRow, 'email' | 'passwordHash' | 'firstName' | 'lastName'> & { role?: UserRow['role'] },
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

/** Makes exactly the account with this e-mail the administrator. */
export async function setSoleAdmin(db: Database, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role: 'user' }).where(and(eq(users.role, 'admin'), ne(users.email, email)));
    await tx.update(users).set({ role: 'admin' }).where(eq(users.email, email));
  });
}
