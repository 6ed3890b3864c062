import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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
