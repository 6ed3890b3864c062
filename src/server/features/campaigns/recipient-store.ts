import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { isUuid } from '../../../shared/uuid';
import type { DbOrTx, Tx } from '../../db/client';
import { contacts, savedListContacts } from '../../db/schema';

/** A campaign's recipients (the contacts table) as other features read and copy them. */
export type RecipientRow = typeof contacts.$inferSelect;

/** A recipient's postal columns, named as the site's contact (TContact) names them. */
const postal = {
  name: contacts.name,
  address: contacts.address1,
  address2: contacts.address2,
  city: contacts.city,
  state: contacts.state,
  zipCode: contacts.zip,
};

export async function countContacts(db: DbOrTx, campaignId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contacts).where(eq(contacts.campaignId, campaignId));
  return row?.n ?? 0;
}

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

/** One recipient of the campaign (already checked to be the caller's); any other id is undefined. */
export async function findRecipientRow(
  db: DbOrTx,
  campaignId: string,
  id: string,
): Promise<RecipientRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.campaignId, campaignId), eq(contacts.id, id)));
  return row;
}

/** Up to n of the campaign's recipients in the order they were added, after the recipient `after` if given. */
export function listRecipientRows(
  db: DbOrTx,
  campaignId: string,
  after: RecipientRow | undefined,
  n: number,
): Promise<RecipientRow[]> {
  return db
    .select()
    .from(contacts)
    .where(
      and(eq(contacts.campaignId, campaignId), after ? gt(contacts.position, after.position) : undefined),
    )
    .orderBy(asc(contacts.position))
    .limit(n);
}

/** A recipient as the production pack writes it. */
export type PackContact = Awaited<ReturnType<typeof recipientsAfter>>[number];

/** The next `limit` recipients in upload order after `position` (keyset paging: a chunk at a time, never all). */
export async function recipientsAfter(db: DbOrTx, campaignId: string, position: number, limit: number) {
  return db
    .select({ ...contactRecord, position: contacts.position })
    .from(contacts)
    .where(and(eq(contacts.campaignId, campaignId), gt(contacts.position, position)))
    .orderBy(asc(contacts.position))
    .limit(limit);
}

/** The recipients' names and street lines in upload order: what a duplicate booking is recognised by. */
export async function listRecipientKeys(db: DbOrTx, campaignId: string) {
  return db
    .select({ name: contacts.name, address1: contacts.address1, zip: contacts.zip })
    .from(contacts)
    .where(eq(contacts.campaignId, campaignId))
    .orderBy(asc(contacts.position));
}

/** Every recipient of these campaigns, campaign by campaign in upload order: the account export. */
export async function recipientsOfCampaigns(db: DbOrTx, campaignIds: readonly string[]) {
  if (campaignIds.length === 0) return [];
  return db
    .select()
    .from(contacts)
    .where(inArray(contacts.campaignId, [...campaignIds]))
    .orderBy(asc(contacts.campaignId), asc(contacts.position));
}

/** Deletes every recipient of these campaigns (a deleted account's addresses). */
export async function deleteRecipientsOf(tx: Tx, campaignIds: readonly string[]): Promise<void> {
  if (campaignIds.length === 0) return;
  await tx.delete(contacts).where(inArray(contacts.campaignId, [...campaignIds]));
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
