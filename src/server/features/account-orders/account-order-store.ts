import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { savedLists } from '../../db/schema';

/** A saved list of this account (another account's list is not found). */
export async function findOwnSavedList(db: DbOrTx, accountId: string, listId: string) {
  const [row] = await db
    .select({ id: savedLists.id })
    .from(savedLists)
    .where(and(eq(savedLists.id, listId), eq(savedLists.accountId, accountId)));
  return row;
}
