import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TContact } from '../../../shared/contacts-csv';
import { isUuid } from '../../../shared/uuid';
import type { V1Metadata } from '../../../shared/v1-metadata';
import type { DbOrTx, Tx } from '../../db/client';
import { contacts } from '../../db/schema';
import { storedContactArrays } from '../../db/stored-contact';
import { keysetPage, type PageCursor } from '../../lib/keyset-page';
import { metadataContains } from '../../lib/list-filters';

/** Every query on a campaign's contacts (its recipients); the notes' progress is in notes-progress-store. */

export type ContactRow = typeof contacts.$inferSelect;

/** A contact to store: its id chosen before (its note was checked with it) and, from /v1, its metadata. */
export type NewContact = TContact & { id: string; metadata?: V1Metadata };

export async function countContacts(db: DbOrTx, campaignId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contacts).where(eq(contacts.campaignId, campaignId));
  return row?.n ?? 0;
}

/** A contact's postal columns, named as the site's contact (TContact) names them. */
const postal = {
  name: contacts.name,
  address: contacts.address1,
  address2: contacts.address2,
  city: contacts.city,
  state: contacts.state,
  zipCode: contacts.zip,
};

/** Names and postal addresses only: what a page open to anyone with the link may show. */
export async function listPublicContacts(db: DbOrTx, campaignId: string) {
  return db
    .select(postal)
    .from(contacts)
    .where(eq(contacts.campaignId, campaignId))
    .orderBy(asc(contacts.position));
}

const contactRecord = { id: contacts.id, ...postal, customFields: contacts.customFields };

/** Every contact of a campaign with its id, in upload order (the proofs). */
export async function listContactRecords(db: DbOrTx, campaignId: string) {
  return db
    .select(contactRecord)
    .from(contacts)
    .where(eq(contacts.campaignId, campaignId))
    .orderBy(asc(contacts.position));
}

/** One contact of one campaign; another campaign's contact is not found. */
export async function findContactRecord(db: DbOrTx, campaignId: string, contactId: string) {
  if (!isUuid(contactId)) return undefined;
  const [row] = await db
    .select(contactRecord)
    .from(contacts)
    .where(and(eq(contacts.campaignId, campaignId), eq(contacts.id, contactId)));
  return row;
}

/**
 * Deletes the campaign's contacts and inserts the new ones in ONE statement: each column travels as a single
 * array parameter and `unnest` turns them back into rows. Against a row-per-VALUES insert this avoids tens
 * of thousands of bound parameters and keeps 5,000 contacts well under a second (bench/csv.bench.ts).
 */
export async function replaceContactRows(
  tx: Tx,
  campaignId: string,
  list: readonly NewContact[],
): Promise<void> {
  await tx.delete(contacts).where(eq(contacts.campaignId, campaignId));
  await insertContactRows(tx, campaignId, list, 0);
}

/** Adds contacts after the campaign's last one (positions stay 0…n-1: the manifest's sequence is position + 1). */
export async function appendContactRows(
  tx: Tx,
  campaignId: string,
  list: readonly NewContact[],
): Promise<void> {
  await insertContactRows(tx, campaignId, list, await countContacts(tx, campaignId));
}

/** The insert of replaceContactRows and appendContactRows: one statement, positions from `first` on. */
async function insertContactRows(
  tx: Tx,
  campaignId: string,
  list: readonly NewContact[],
  first: number,
): Promise<void> {
  if (list.length === 0) return;
  await tx.execute(sql`
    insert into contacts (campaign_id, id, position, name, address1, address2, city, state, zip, custom_fields, metadata)
    select ${campaignId}::uuid, * from unnest(
      ${sql.param(list.map((c) => c.id))}::uuid[],
      ${sql.param(list.map((_, i) => first + i))}::int[],
      ${storedContactArrays(list)},
      ${sql.param(list.map((c) => JSON.stringify(c.metadata ?? {})))}::jsonb[]
    )`);
}

/** Copies a campaign's contacts (in order) to another campaign, in one statement (a reorder). */
export async function copyCampaignContacts(
  tx: Tx,
  fromCampaignId: string,
  toCampaignId: string,
): Promise<void> {
  await tx.execute(sql`
    insert into ${contacts} (campaign_id, position, name, address1, address2, city, state, zip, custom_fields, metadata)
    select ${toCampaignId}::uuid, position, name, address1, address2, city, state, zip, custom_fields, metadata
    from ${contacts} where campaign_id = ${fromCampaignId}::uuid`);
}

/**
 * Deletes one contact of a campaign and closes the gap in positions, so they stay 0…n-1. False when the
 * campaign has no such contact.
 */
export async function deleteContactRow(tx: Tx, campaignId: string, contactId: string): Promise<boolean> {
  if (!isUuid(contactId)) return false;
  const [gone] = await tx
    .delete(contacts)
    .where(and(eq(contacts.campaignId, campaignId), eq(contacts.id, contactId)))
    .returning({ position: contacts.position });
  if (!gone) return false;
  await tx
    .update(contacts)
    .set({ position: sql`${contacts.position} - 1` })
    .where(and(eq(contacts.campaignId, campaignId), gt(contacts.position, gone.position)));
  return true;
}

/** Every contact of these campaigns, by campaign in upload order (the account's data export). */
export async function listContactRowsOf(db: DbOrTx, campaignIds: readonly string[]): Promise<ContactRow[]> {
  if (campaignIds.length === 0) return [];
  return db
    .select()
    .from(contacts)
    .where(inArray(contacts.campaignId, [...campaignIds]))
    .orderBy(asc(contacts.campaignId), asc(contacts.position));
}

/** One recipient of the campaign, whole (/v1); any other id is undefined. */
export async function findContactRow(
  db: DbOrTx,
  campaignId: string,
  id: string,
): Promise<ContactRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.campaignId, campaignId), eq(contacts.id, id)));
  return row;
}

/** The campaign a recipient belongs to, by the recipient's id alone (/v1 notes); undefined for any other id. */
export async function findContactCampaignId(db: DbOrTx, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ campaignId: contacts.campaignId })
    .from(contacts)
    .where(eq(contacts.id, id));
  return row?.campaignId;
}

/** Up to n of the campaign's contacts in upload order whose metadata holds `metadata`, beyond `cursor` (/v1). */
export function listContactRowsPage(
  db: DbOrTx,
  campaignId: string,
  metadata: V1Metadata | undefined,
  cursor: PageCursor<ContactRow>,
  n: number,
): Promise<ContactRow[]> {
  const page = keysetPage([{ column: contacts.position, of: (row) => row.position }], 'asc', cursor);
  return db
    .select()
    .from(contacts)
    .where(
      and(eq(contacts.campaignId, campaignId), metadataContains(contacts.metadata, metadata), page.where),
    )
    .orderBy(...page.orderBy)
    .limit(n);
}

/** The campaign's contacts at these positions (0-based, upload order), whole. */
export async function listContactRowsAt(
  db: DbOrTx,
  campaignId: string,
  positions: readonly number[],
): Promise<ContactRow[]> {
  return db
    .select()
    .from(contacts)
    .where(and(eq(contacts.campaignId, campaignId), inArray(contacts.position, [...positions])))
    .orderBy(asc(contacts.position));
}

export type PackContact = Awaited<ReturnType<typeof contactRecordsAfter>>[number];

/** The next `limit` contacts in upload order after `position` (keyset paging: a chunk at a time, never all). */
export async function contactRecordsAfter(db: DbOrTx, campaignId: string, position: number, limit: number) {
  return db
    .select({ ...contactRecord, position: contacts.position })
    .from(contacts)
    .where(and(eq(contacts.campaignId, campaignId), gt(contacts.position, position)))
    .orderBy(asc(contacts.position))
    .limit(limit);
}

/** The campaign's recipients in upload order: the ones the duplicate-booking check looks for elsewhere. */
export async function listRecipientKeys(db: DbOrTx, campaignId: string) {
  return db
    .select({ name: contacts.name, address1: contacts.address1, zip: contacts.zip })
    .from(contacts)
    .where(eq(contacts.campaignId, campaignId))
    .orderBy(asc(contacts.position));
}

/** Deletes every contact of these campaigns (an account's deletion: the addresses go, the books stay). */
export async function deleteContactsOf(tx: Tx, campaignIds: readonly string[]): Promise<void> {
  if (campaignIds.length === 0) return;
  await tx.delete(contacts).where(inArray(contacts.campaignId, [...campaignIds]));
}
