import { and, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import { isUuid } from '../../../shared/uuid';
import type { DbOrTx } from '../../db/client';
import { savedListContacts, savedLists } from '../../db/schema';

export interface SavedListWithCount {
  list: typeof savedLists.$inferSelect;
  recipients: number;
}

/** The account's lists with their recipient counts; the lists are the account's whatever the key's mode. */
function selectLists(db: DbOrTx) {
  const counts = db
    .select({ listId: savedListContacts.listId, n: count().as('n') })
    .from(savedListContacts)
    .groupBy(savedListContacts.listId)
    .as('counts');
  return db
    .select({ list: savedLists, recipients: sql<number>`coalesce(${counts.n}, 0)::int` })
    .from(savedLists)
    .leftJoin(counts, eq(counts.listId, savedLists.id));
}

/** The account's list with this id; another account's, or no UUID at all, is undefined. */
export async function findV1SavedList(
  db: DbOrTx,
  accountId: string,
  id: string,
): Promise<SavedListWithCount | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await selectLists(db).where(and(eq(savedLists.id, id), eq(savedLists.accountId, accountId)));
  return row;
}

/** Up to n of the account's lists, newest first, after the list `after` if given. */
export function listV1SavedLists(
  db: DbOrTx,
  accountId: string,
  after: SavedListWithCount | undefined,
  n: number,
): Promise<SavedListWithCount[]> {
  const cursor = after?.list;
  return selectLists(db)
    .where(
      and(
        eq(savedLists.accountId, accountId),
        cursor
          ? or(
              lt(savedLists.createdAt, cursor.createdAt),
              and(eq(savedLists.createdAt, cursor.createdAt), lt(savedLists.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(savedLists.createdAt), desc(savedLists.id))
    .limit(n);
}
