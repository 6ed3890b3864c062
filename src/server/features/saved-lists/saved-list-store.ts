import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { TContact } from '../../../shared/contacts-csv';
import { isUuid } from '../../../shared/uuid';
import type { V1Metadata } from '../../../shared/v1-metadata';
import type { DbOrTx, Tx } from '../../db/client';
import { contacts, savedListContacts, savedLists } from '../../db/schema';
import { storedContactArrays, storedFromContact } from '../../db/stored-contact';

export type SavedListRow = typeof savedLists.$inferSelect;
export type SavedContactRow = typeof savedListContacts.$inferSelect;

/** A list with how many contacts it holds, as the account's overview and /v1 show it. */
export interface SavedListWithCount {
  list: SavedListRow;
  contactCount: number;
}

/** Lists with their contact counts; each caller picks the account, the order and the page. */
export function listsWithCounts(db: DbOrTx) {
  const counts = db
    .select({ listId: savedListContacts.listId, n: count().as('n') })
    .from(savedListContacts)
    .groupBy(savedListContacts.listId)
    .as('counts');
  return db
    .select({ list: savedLists, contactCount: sql<number>`coalesce(${counts.n}, 0)::int` })
    .from(savedLists)
    .leftJoin(counts, eq(counts.listId, savedLists.id));
}

/** The account's live lists (those the site shows) with their contact counts, last changed first. */
export function listSavedListRows(db: DbOrTx, accountId: string): Promise<SavedListWithCount[]> {
  return listsWithCounts(db)
    .where(and(eq(savedLists.accountId, accountId), eq(savedLists.livemode, true)))
    .orderBy(desc(savedLists.updatedAt), asc(savedLists.name));
}

/** The account's list with this id and its count; another account's, or no UUID at all, is undefined. */
export async function findSavedListWithCount(
  db: DbOrTx,
  accountId: string,
  listId: string,
): Promise<SavedListWithCount | undefined> {
  if (!isUuid(listId)) return undefined;
  const [row] = await listsWithCounts(db).where(
    and(eq(savedLists.id, listId), eq(savedLists.accountId, accountId)),
  );
  return row;
}

/** Every list of the account, oldest first, with their contacts in order (the account's data export). */
export async function listAccountSavedLists(
  db: DbOrTx,
  accountId: string,
): Promise<{ lists: SavedListRow[]; contacts: SavedContactRow[] }> {
  const lists = await db
    .select()
    .from(savedLists)
    .where(eq(savedLists.accountId, accountId))
    .orderBy(asc(savedLists.createdAt));
  const listIds = lists.map((l) => l.id);
  const contacts = listIds.length
    ? await db
        .select()
        .from(savedListContacts)
        .where(inArray(savedListContacts.listId, listIds))
        .orderBy(asc(savedListContacts.listId), asc(savedListContacts.position))
    : [];
  return { lists, contacts };
}

/** The list only when it is the account's: another account's id reads exactly like an unknown one. */
export async function findSavedList(
  db: DbOrTx,
  accountId: string,
  listId: string,
  lock = false,
): Promise<SavedListRow | undefined> {
  if (!isUuid(listId)) return undefined;
  const query = db
    .select()
    .from(savedLists)
    .where(and(eq(savedLists.id, listId), eq(savedLists.accountId, accountId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function countSavedContacts(db: DbOrTx, listId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedListContacts)
    .where(eq(savedListContacts.listId, listId));
  return row?.n ?? 0;
}

export async function listSavedContactRows(db: DbOrTx, listId: string): Promise<SavedContactRow[]> {
  return db
    .select()
    .from(savedListContacts)
    .where(eq(savedListContacts.listId, listId))
    .orderBy(asc(savedListContacts.position), asc(savedListContacts.id));
}

export async function findSavedContact(
  db: DbOrTx,
  listId: string,
  contactId: string,
): Promise<SavedContactRow | undefined> {
  if (!isUuid(contactId)) return undefined;
  const [row] = await db
    .select()
    .from(savedListContacts)
    .where(and(eq(savedListContacts.id, contactId), eq(savedListContacts.listId, listId)));
  return row;
}

export async function insertSavedList(
  tx: Tx,
  values: { accountId: string; name: string; columns: string[]; livemode?: boolean; metadata?: V1Metadata },
): Promise<SavedListRow> {
  const [row] = await tx.insert(savedLists).values(values).returning();
  return row!;
}

/** All contacts of a new list in one statement (5,000 rows would overflow a VALUES list's parameters). */
export async function insertSavedContacts(tx: Tx, listId: string, list: readonly TContact[]): Promise<void> {
  if (list.length === 0) return;
  await tx.execute(sql`
    insert into saved_list_contacts (list_id, position, name, address1, address2, city, state, zip, custom_fields)
    select ${listId}::uuid, * from unnest(
      ${sql.param(list.map((_, i) => i))}::int[],
      ${storedContactArrays(list)}
    )`);
}

/**
 * Copies a list's contacts (in order) into a campaign's, for a reorder to a saved list. One statement, so
 * 5,000 rows never pass through the process.
 */
export async function copySavedListContacts(tx: Tx, listId: string, toCampaignId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${contacts} (campaign_id, position, name, address1, address2, city, state, zip, custom_fields, metadata)
    select ${toCampaignId}::uuid, row_number() over (order by position) - 1, name, address1, address2, city, state, zip, custom_fields, metadata
    from ${savedListContacts} where list_id = ${listId}::uuid`);
}

export async function appendSavedContact(
  tx: Tx,
  listId: string,
  contact: TContact,
): Promise<SavedContactRow> {
  const [last] = await tx
    .select({ position: max(savedListContacts.position) })
    .from(savedListContacts)
    .where(eq(savedListContacts.listId, listId));
  const [row] = await tx
    .insert(savedListContacts)
    .values({ listId, position: (last?.position ?? -1) + 1, ...storedFromContact(contact) })
    .returning();
  return row!;
}

export async function updateSavedContactRow(
  tx: Tx,
  contactId: string,
  contact: TContact,
): Promise<SavedContactRow> {
  const [row] = await tx
    .update(savedListContacts)
    .set(storedFromContact(contact))
    .where(eq(savedListContacts.id, contactId))
    .returning();
  return row!;
}

export async function deleteSavedContactRow(tx: Tx, contactId: string): Promise<void> {
  await tx.delete(savedListContacts).where(eq(savedListContacts.id, contactId));
}

/** Any change to a list or its contacts moves it up the account's overview; new custom columns are added. */
export async function touchSavedList(
  tx: Tx,
  listId: string,
  changes: { name?: string; columns?: string[]; metadata?: V1Metadata } = {},
): Promise<SavedListRow> {
  const [row] = await tx
    .update(savedLists)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(savedLists.id, listId))
    .returning();
  return row!;
}

export async function deleteSavedListRow(db: DbOrTx, listId: string): Promise<void> {
  await db.delete(savedLists).where(eq(savedLists.id, listId));
}
