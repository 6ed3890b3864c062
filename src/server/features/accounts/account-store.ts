import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { accounts } from '../../db/schema';

/** The account of a (lower-cased) address, made on its first sign-in. */
export async function accountForEmail(db: DbOrTx, email: string): Promise<{ id: string; email: string }> {
  await db.insert(accounts).values({ email }).onConflictDoNothing({ target: accounts.email });
  const [account] = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.email, email));
  return account!;
}

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccount(db: DbOrTx, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** Locks the account's row until the transaction ends: what an account may add is counted under this lock. */
export async function lockAccount(tx: Tx, id: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).for('update');
}

/** Deletes the account row; its sessions, saved lists and card row go with it (cascade). */
export async function deleteAccount(tx: Tx, id: string): Promise<void> {
  await tx.delete(accounts).where(eq(accounts.id, id));
}

/** Pins the account's /v1 version unless one is pinned already; the pinned one (a racing first call may win). */
export async function pinApiVersion(db: DbOrTx, id: string, version: string): Promise<string> {
  const [row] = await db
    .update(accounts)
    .set({ apiVersion: sql`coalesce(${accounts.apiVersion}, ${version})` })
    .where(eq(accounts.id, id))
    .returning({ apiVersion: accounts.apiVersion });
  return row?.apiVersion ?? version;
}
