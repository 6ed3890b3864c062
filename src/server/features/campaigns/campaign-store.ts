import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { TContact } from '../../../shared/contacts-csv';
import type { CampaignStatus } from '../../../shared/statuses';
import { isUuid } from '../../../shared/uuid';
import type { DbOrTx, Tx } from '../../db/client';
import { type CampaignRow, campaigns, contacts, uploadedFiles } from '../../db/schema';
import { notFound } from '../../lib/errors';

export type NewCampaignRow = typeof campaigns.$inferInsert;

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';

/** A test-mode campaign takes its number from its own sequence: live numbers never skip for test traffic. */
export async function insertCampaign(tx: DbOrTx, values: NewCampaignRow): Promise<CampaignRow> {
  const number =
    values.livemode === false && values.number === undefined
      ? { number: sql<number>`nextval('test_campaign_number_seq')` }
      : {};
  const [row] = await tx
    .insert(campaigns)
    .values({ ...values, ...number })
    .returning();
  return row!;
}

export async function findCampaign(db: DbOrTx, id: string): Promise<CampaignRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}

/** Reads the campaign or 404s; `forUpdate` locks its row until the transaction ends, so payments of it queue up. */
export async function loadCampaign(
  db: DbOrTx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CampaignRow> {
  const query = db.select().from(campaigns).where(eq(campaigns.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return row;
}

/** A campaign to produce: a test campaign (made with a test API key) never is, so it is not found. */
export async function findLiveCampaign(db: DbOrTx, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.livemode, true)));
  return row;
}

/** Who hears of the campaign's events: its account and mode, or nobody for a guest's campaign. */
export async function findCampaignOwner(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ accountId: campaigns.accountId, livemode: campaigns.livemode })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return row?.accountId ? { accountId: row.accountId, livemode: row.livemode } : null;
}

/** Locks the campaign row for the rest of the transaction, so a payment cannot land between check and change. */
export async function lockCampaign(tx: Tx, id: string): Promise<CampaignRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  return row;
}

export async function updateCampaign(tx: DbOrTx, id: string, values: Partial<NewCampaignRow>): Promise<void> {
  await tx
    .update(campaigns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(campaigns.id, id));
}

/** Moves a campaign to `status` (the caller has checked the step with campaignStep); 404 when it is gone. */
export async function setCampaignStatus(db: DbOrTx, id: string, status: CampaignStatus): Promise<void> {
  const updated = await db
    .update(campaigns)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(campaigns.id, id))
    .returning({ id: campaigns.id });
  if (updated.length === 0) throw notFound('Campaign not found.');
}

/** Points the campaign at its uploaded files (a manual order's, claimed for it beforehand). */
export async function setCampaignFiles(
  tx: DbOrTx,
  id: string,
  files: Pick<NewCampaignRow, 'frontDesignFileId' | 'backDesignFileId' | 'contactsFileId'>,
): Promise<void> {
  await tx.update(campaigns).set(files).where(eq(campaigns.id, id));
}

export async function countContacts(db: DbOrTx, campaignId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contacts).where(eq(contacts.campaignId, campaignId));
  return row?.n ?? 0;
}

/** Names and postal addresses only: what a page open to anyone with the link may show. */
export async function listPublicContacts(db: DbOrTx, campaignId: string) {
  return db
    .select({
      name: contacts.name,
      address: contacts.address1,
      address2: contacts.address2,
      city: contacts.city,
      state: contacts.state,
      zipCode: contacts.zip,
    })
    .from(contacts)
    .where(eq(contacts.campaignId, campaignId))
    .orderBy(asc(contacts.position));
}

const contactRecord = {
  id: contacts.id,
  name: contacts.name,
  address: contacts.address1,
  address2: contacts.address2,
  city: contacts.city,
  state: contacts.state,
  zipCode: contacts.zip,
  customFields: contacts.customFields,
};

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
  list: readonly (TContact & { id: string })[],
): Promise<void> {
  await tx.delete(contacts).where(eq(contacts.campaignId, campaignId));
  await insertContactRows(tx, campaignId, list, 0);
}

/** Adds contacts after the campaign's last one (positions stay 0…n-1: the manifest's sequence is position + 1). */
export async function appendContactRows(
  tx: Tx,
  campaignId: string,
  list: readonly (TContact & { id: string })[],
): Promise<void> {
  await insertContactRows(tx, campaignId, list, await countContacts(tx, campaignId));
}

/** The insert of replaceContactRows and appendContactRows: one statement, positions from `first` on. */
async function insertContactRows(
  tx: Tx,
  campaignId: string,
  list: readonly (TContact & { id: string })[],
  first: number,
): Promise<void> {
  if (list.length === 0) return;
  const column = <T>(pick: (c: TContact & { id: string }, i: number) => T) => sql.param(list.map(pick));
  await tx.execute(sql`
    insert into contacts (campaign_id, id, position, name, address1, address2, city, state, zip, custom_fields)
    select ${campaignId}::uuid, * from unnest(
      ${column((c) => c.id)}::uuid[],
      ${column((_, i) => first + i)}::int[],
      ${column((c) => c.name)}::text[],
      ${column((c) => c.address)}::text[],
      ${column((c) => c.address2 ?? '')}::text[],
      ${column((c) => c.city)}::text[],
      ${column((c) => c.state)}::text[],
      ${column((c) => c.zipCode)}::text[],
      ${column((c) => JSON.stringify(c.customFields))}::jsonb[]
    )`);
}

/** Copies a campaign's contacts (in order) to another campaign, in one statement (a reorder). */
export async function copyCampaignContacts(
  tx: Tx,
  fromCampaignId: string,
  toCampaignId: string,
): Promise<void> {
  await tx.execute(sql`
    insert into ${contacts} (campaign_id, position, name, address1, address2, city, state, zip, custom_fields)
    select ${toCampaignId}::uuid, position, name, address1, address2, city, state, zip, custom_fields
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

export async function findUploadedFile(db: DbOrTx, id: string) {
  const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
  return row;
}

export async function deleteUploadedFile(db: DbOrTx, id: string): Promise<void> {
  await db.delete(uploadedFiles).where(eq(uploadedFiles.id, id));
}
