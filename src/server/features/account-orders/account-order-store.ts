import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { contacts, savedListContacts, savedLists } from '../../db/schema';

export interface NotesProgress {
  contacts: number;
  written: number;
  mailed: number;
  lastWrittenAt: Date | null;
  lastMailedAt: Date | null;
}

const NONE: NotesProgress = { contacts: 0, written: 0, mailed: 0, lastWrittenAt: null, lastMailedAt: null };

/** How far the pen and the post have got, per campaign. */
export async function notesProgressOf(
  db: DbOrTx,
  campaignIds: readonly string[],
): Promise<Map<string, NotesProgress>> {
  const found = new Map<string, NotesProgress>(campaignIds.map((id) => [id, NONE]));
  if (campaignIds.length === 0) return found;
  const rows = await db
    .select({
      campaignId: contacts.campaignId,
      contacts: sql<number>`count(*)::int`,
      written: sql<number>`(count(*) filter (where ${contacts.writtenAt} is not null))::int`,
      mailed: sql<number>`(count(*) filter (where ${contacts.mailedAt} is not null))::int`,
      lastWrittenAt: sql<string | null>`max(${contacts.writtenAt})`,
      lastMailedAt: sql<string | null>`max(${contacts.mailedAt})`,
    })
    .from(contacts)
    .where(inArray(contacts.campaignId, [...campaignIds]))
    .groupBy(contacts.campaignId);
  for (const row of rows) {
    found.set(row.campaignId, {
      contacts: Number(row.contacts),
      written: Number(row.written),
      mailed: Number(row.mailed),
      lastWrittenAt: row.lastWrittenAt ? new Date(row.lastWrittenAt) : null,
      lastMailedAt: row.lastMailedAt ? new Date(row.lastMailedAt) : null,
    });
  }
  return found;
}

/** A saved list of this account (another account's list is not found). */
export async function findOwnSavedList(db: DbOrTx, accountId: string, listId: string) {
  const [row] = await db
    .select({ id: savedLists.id })
    .from(savedLists)
    .where(and(eq(savedLists.id, listId), eq(savedLists.accountId, accountId)));
  return row;
}

/** Copies a campaign's contacts (in order) to another campaign, in one statement. */
export async function copyCampaignContacts(
  tx: Tx,
  fromCampaignId: string,
  toCampaignId: string,
): Promise<void> {
  await tx.execute(sql`
    insert into contacts (campaign_id, position, name, address1, address2, city, state, zip, custom_fields)
    select ${toCampaignId}::uuid, position, name, address1, address2, city, state, zip, custom_fields
    from ${contacts} where campaign_id = ${fromCampaignId}::uuid`);
}

/** Copies a saved list's contacts (in order) to a campaign, in one statement. */
export async function copySavedListContacts(tx: Tx, listId: string, toCampaignId: string): Promise<void> {
  await tx.execute(sql`
    insert into contacts (campaign_id, position, name, address1, address2, city, state, zip, custom_fields)
    select ${toCampaignId}::uuid, row_number() over (order by position) - 1, name, address1, address2, city, state, zip, custom_fields
    from ${savedListContacts} where list_id = ${listId}::uuid`);
}
