import { and, eq, gte, max, sql } from 'drizzle-orm';
import type { TContact } from '../../../shared/contacts-csv';
import type { V1Metadata } from '../../../shared/v1-metadata';
import type { DbOrTx, Tx } from '../../db/client';
import { savedListContacts, savedLists } from '../../db/schema';
import { storedContactArrays, storedFromContact } from '../../db/stored-contact';
import { keysetPage, type PageCursor } from '../../lib/keyset-page';
import { type ListFilter, listFilterOn, metadataContains } from '../../lib/list-filters';
import { listsWithCounts, type SavedContactRow, type SavedListWithCount } from './saved-list-store';

/** A contact to keep on a list, with the metadata /v1 gives it. */
export type NewSavedContact = TContact & { metadata?: V1Metadata };

/**
 * Up to n of the account's lists that match `filter`, newest first, beyond `cursor` (the /v1 pages);
 * `liveOnly` leaves out the test lists (a live key never sees them).
 */
export function listSavedListsPage(
  db: DbOrTx,
  accountId: string,
  filter: ListFilter & { liveOnly: boolean },
  cursor: PageCursor<SavedListWithCount>,
  n: number,
): Promise<SavedListWithCount[]> {
  const page = keysetPage(
    [
      { column: savedLists.createdAt, of: (row) => row.list.createdAt },
      { column: savedLists.id, of: (row) => row.list.id },
    ],
    'desc',
    cursor,
  );
  return listsWithCounts(db)
    .where(
      and(
        eq(savedLists.accountId, accountId),
        filter.liveOnly ? eq(savedLists.livemode, true) : undefined,
        listFilterOn(savedLists, filter),
        page.where,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(n);
}

/** Up to n of the list's contacts in list order whose metadata holds `metadata`, beyond `cursor` (/v1). */
export function listSavedContactsPage(
  db: DbOrTx,
  listId: string,
  metadata: V1Metadata | undefined,
  cursor: PageCursor<SavedContactRow>,
  n: number,
): Promise<SavedContactRow[]> {
  const page = keysetPage(
    [
      { column: savedListContacts.position, of: (row) => row.position },
      { column: savedListContacts.id, of: (row) => row.id },
    ],
    'asc',
    cursor,
  );
  return db
    .select()
    .from(savedListContacts)
    .where(
      and(
        eq(savedListContacts.listId, listId),
        metadataContains(savedListContacts.metadata, metadata),
        page.where,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(n);
}

/** Appends contacts after the list's last, in one statement (a batch of 5,000), and answers them in order. */
export async function appendSavedContacts(
  tx: Tx,
  listId: string,
  list: readonly NewSavedContact[],
): Promise<SavedContactRow[]> {
  if (list.length === 0) return [];
  const [last] = await tx
    .select({ position: max(savedListContacts.position) })
    .from(savedListContacts)
    .where(eq(savedListContacts.listId, listId));
  const first = (last?.position ?? -1) + 1;
  await tx.execute(sql`
    insert into saved_list_contacts (list_id, position, name, address1, address2, city, state, zip, custom_fields, metadata)
    select ${listId}::uuid, * from unnest(
      ${sql.param(list.map((_, i) => first + i))}::int[],
      ${storedContactArrays(list)},
      ${sql.param(list.map((c) => JSON.stringify(c.metadata ?? {})))}::jsonb[]
    )`);
  return tx
    .select()
    .from(savedListContacts)
    .where(and(eq(savedListContacts.listId, listId), gte(savedListContacts.position, first)))
    .orderBy(savedListContacts.position);
}

/** A contact's fields and metadata as /v1 changed them. */
export async function replaceSavedContact(
  tx: Tx,
  contactId: string,
  contact: TContact,
  metadata: V1Metadata,
): Promise<SavedContactRow> {
  const [row] = await tx
    .update(savedListContacts)
    .set({ ...storedFromContact(contact), metadata })
    .where(eq(savedListContacts.id, contactId))
    .returning();
  return row!;
}
